"""Canonical Japanese text of IR abilities. See :mod:`ofuda.compiler.render`.

Targets are declared first in a sentence of their own (「…を対象とする。」) and
referred to afterwards (それ, そのプレイヤー), as Japanese templating has done
since Onslaught; a duration is fronted (「ターン終了時まで、…」) as in current
printings; single digits are full-width, as printed.
"""

from __future__ import annotations

from ofuda.runtime.definitions import (
    CardType,
    CombatState,
    Controller,
    Duration,
    ObjectFilter,
    TargetSpec,
)

from .. import ir
from .common import Mentions, RenderError, duration_of, subject_of
from .effects_ja import JapaneseInstructions, render_cost_item
from .keywords import has_parameter, keyword_text
from .mana import mana_text
from .permanents import enchanted_host, static_text
from .stack import loyalty_symbol
from .triggers import intervening_text, trigger_text
from .words_ja import number, signed

SELF = "CARDNAME"


CARD_TYPES = {
    CardType.ARTIFACT: "アーティファクト",
    CardType.CREATURE: "クリーチャー",
    CardType.ENCHANTMENT: "エンチャント",
    CardType.LAND: "土地",
    CardType.PLANESWALKER: "プレインズウォーカー",
}


def render_abilities(card: ir.CardIR) -> list[str]:
    """One line per ability; consecutive keywords share a line (「飛行、警戒」)."""
    lines: list[str] = []
    keywords: list[str] = []
    name = card.face.name_ja or card.face.name or SELF
    for ability in card.abilities:
        if isinstance(ability, ir.KeywordAbility) and has_parameter(ability.keyword):
            if keywords:
                lines.append("、".join(keywords))
                keywords = []
            lines.append(keyword_text(ability.keyword, "ja"))
            continue
        if isinstance(ability, ir.KeywordAbility):
            keywords.append(_keyword(ability.keyword))
            continue
        if keywords:
            lines.append("、".join(keywords))
            keywords = []
        lines.extend(_ability(ability, name, enchanted_host(card)).split("\n"))
    if keywords:
        lines.append("、".join(keywords))
    return lines


def _keyword(keyword: object) -> str:
    return keyword_text(keyword, "ja")


def _ability(ability: ir.Ability, name: str, host: str = "creature") -> str:
    if isinstance(ability, ir.StaticAbility):
        return static_text(ability, "ja", name, host)
    if isinstance(ability, ir.ManaAbility):
        return f"{_cost(ability.cost.items, name)}：{mana_text(ability, 'ja')}"
    if isinstance(ability, ir.AdditionalCost):
        items = "、".join(render_cost_item(item, name) for item in ability.items)
        return f"この呪文を唱えるための追加コストとして、{items}。"
    if isinstance(ability, ir.ModalSpell):
        # current templating (700.2): 「以下から１つを選ぶ。」 and a 「•」 line per mode
        choice = "１つまたは複数" if ability.maximum > 1 else "１つ"
        modes = [f"• {_ability(mode, name)}" for mode in ability.modes]
        return "\n".join([f"以下から{choice}を選ぶ。", *modes])
    # Instructions are phrased by render_effects_ja (the effect language's families).
    targets: tuple[TargetSpec, ...] = getattr(ability, "targets", ())
    instructions = JapaneseInstructions(targets, name)
    text = instructions.declaration() + instructions.body(ability.effects)  # type: ignore[union-attr]
    if isinstance(ability, ir.SpellAbility):
        return text
    if isinstance(ability, ir.LoyaltyAbility):
        return f"{loyalty_symbol(ability.loyalty_cost, 'ja')}：{text}"
    if isinstance(ability, ir.ActivatedAbility):
        if ability.sorcery_speed:
            text += "この能力は、あなたがソーサリーを唱えられるときにのみ起動できる。"
        if ability.any_player:  # 602.2
            text += "いずれのプレイヤーもこの能力を起動してよい。"
        return f"{_cost(ability.cost.items, name)}：{text}"
    if isinstance(ability, ir.TriggeredAbility):
        if ability.condition is not None:
            text = intervening_text(ability.condition, "ja") + text
        return trigger_text(ability.trigger, "ja", name) + text
    raise RenderError(f"no Japanese phrasing for {type(ability).__name__}")


def _cost(items: tuple[object, ...], name: str) -> str:
    return ", ".join(render_cost_item(item, name) for item in items)  # type: ignore[arg-type]


def _counted_target(spec: TargetSpec) -> str:
    if spec.objects is None:
        assert spec.players is not None
        noun = "対戦相手" if spec.players.controller is Controller.OPPONENT else "プレイヤー"
        return f"{noun}{number(spec.count)}人"
    counter = "体" if spec.objects.card_types == (CardType.CREATURE,) else "つ"
    return f"{_object_noun(spec.objects)}{number(spec.count)}{counter}"


def _object_noun(objects: ObjectFilter) -> str:
    prefix = ""
    states = set(objects.combat_states)
    if states == {CombatState.ATTACKING, CombatState.BLOCKING}:
        prefix = "攻撃かブロックしている"
    elif states == {CombatState.ATTACKING}:
        prefix = "攻撃している"
    elif states == {CombatState.BLOCKING}:
        prefix = "ブロックしている"
    types = "や".join(CARD_TYPES[t] for t in objects.card_types) or "パーマネント"
    return prefix + types


def _sentence(group: list[ir.Effect], mentions: Mentions, name: str) -> str:
    first = group[0]
    if isinstance(first, ir.DealDamage):
        source = _reference(first.source, mentions, name)
        recipient = _reference(first.recipient, mentions, name)
        return f"{source}は{recipient}に{number(first.amount)}点のダメージを与える。"
    subject_selector = subject_of(first)
    imperative = isinstance(first, ir.DrawCards) and isinstance(subject_selector, ir.You)
    subject = "" if imperative else _reference(subject_selector, mentions, name) + "は"
    fronted = {Duration.END_OF_TURN: "ターン終了時まで、",
               Duration.UNTIL_YOUR_NEXT_TURN: "あなたの次のターンまで、"}.get(duration_of(first), "")
    predicates = "とともに".join(_predicate(effect) for effect in group)
    return f"{fronted}{subject}{predicates}。"


def _predicate(effect: ir.Effect) -> str:
    if isinstance(effect, ir.GainLife):
        return f"{number(effect.amount)}点のライフを得る"
    if isinstance(effect, ir.LoseLife):
        return f"{number(effect.amount)}点のライフを失う"
    if isinstance(effect, ir.DrawCards):
        return f"カードを{number(effect.amount)}枚引く"
    if isinstance(effect, ir.ModifyPowerToughness):
        negative = effect.power < 0 or effect.toughness < 0
        power, toughness = signed(effect.power, negative), signed(effect.toughness, negative)
        return f"{power}/{toughness}の修整を受ける"
    if isinstance(effect, ir.GrantKeyword):
        return f"{_keyword(effect.keyword)}を得る"
    raise RenderError(f"no Japanese phrasing for {type(effect).__name__}")


def _reference(selector: object, mentions: Mentions, name: str) -> str:
    if isinstance(selector, ir.ThisObject):
        return name
    if isinstance(selector, ir.You):
        return "あなた"
    if isinstance(selector, ir.Targeted):
        spec = mentions.targets[selector.index]
        mentions.first_mention(selector.index)
        return "そのプレイヤー" if spec.objects is None else "それ"
    raise RenderError(f"no Japanese phrasing for the reference {type(selector).__name__}")
