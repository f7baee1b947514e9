"""Canonical Japanese text of IR abilities. See :mod:`ofuda.compiler.render`.

Targets are declared first in a sentence of their own (「…を対象とする。」) and
referred to afterwards (それ, そのプレイヤー), as Japanese templating has done
since Onslaught; a duration is fronted (「ターン終了時まで、…」) as in current
printings; single digits are full-width, as printed.
"""

from __future__ import annotations

from ofuda.runtime.definitions import (
    Dies,
    TargetSpec,
)

from .. import ir
from .common import RenderError, labelled, modal_choice
from .conditions import state_condition_text
from .damage_triggers import damaged_permanent_type
from .events import targets_by_abilities
from .effects_ja import JapaneseInstructions, render_cost_item
from .keywords import has_parameter, keyword_text
from .mana import mana_text
from .otherwise import is_otherwise, otherwise_text
from .permanents import enchanted_host, static_text
from .stack import loyalty_symbol
from .triggers import intervening_text, trigger_text

SELF = "CARDNAME"


def render_abilities(card: ir.CardIR) -> list[str]:
    """One line per ability; consecutive keywords share a line (「飛行、警戒」)."""
    lines: list[str] = []
    keywords: list[str] = []
    name = card.face.name_ja or card.face.name or SELF
    previous: ir.Ability | None = None
    for ability in card.abilities:
        before, previous = previous, ability
        if isinstance(ability, ir.KeywordAbility) and ability.ability_word is not None:
            lines.append(labelled(ability, keyword_text(ability.keyword, "ja"), "ja"))  # its own line
            continue
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
        if is_otherwise(ability, before) and lines:  # 611.3b: 「そうでないかぎり、」 (render/otherwise.py)
            lines[-1] += otherwise_text(ability, "ja", name, enchanted_host(card))  # type: ignore[arg-type]
            continue
        text = _ability(ability, name, enchanted_host(card))
        lines.extend(labelled(ability, text, "ja").split("\n"))
    if keywords:
        lines.append("、".join(keywords))
    return lines


def _keyword(keyword: object) -> str:
    return keyword_text(keyword, "ja")


def ability_text(ability: ir.Ability, name: str) -> str:
    """The canonical text of one ability (an ability an instruction creates: a delayed
    triggered ability, render/delayed_abilities.py)."""
    return _ability(ability, name)


def _ability(ability: ir.Ability, name: str, host: str = "creature") -> str:
    if isinstance(ability, ir.StaticAbility):
        return static_text(ability, "ja", name, host)
    if isinstance(ability, ir.ManaAbility):
        return f"{_cost(ability.cost.items, name)}：{mana_text(ability, 'ja', name)}"
    if isinstance(ability, ir.AdditionalCost):
        items = "、".join(render_cost_item(item, name) for item in ability.items)
        return f"この呪文を唱えるための追加コストとして、{items}。"
    if isinstance(ability, ir.ModalSpell):
        # current templating (700.2): 「以下から１つを選ぶ。」 and a 「•」 line per mode
        choice = {"many": "１つまたは複数", "both": "１つまたは両方"}.get(modal_choice(ability), "１つ")
        modes = [f"• {_ability(mode, name)}" for mode in ability.modes]
        return "\n".join([f"以下から{choice}を選ぶ。", *modes])
    if isinstance(ability, ir.TriggeredAbility) and ability.modes:
        # current templating (700.2): 「…とき、以下から１つを選ぶ。」 and a 「•」 line per mode
        head = trigger_text(ability.trigger, "ja", name)
        if ability.condition is not None:
            head += intervening_text(ability.condition, "ja", name)
        modes = [_ability(ir.SpellAbility(m.targets, m.effects), name) for m in ability.modes]
        same = all((m.trigger, m.condition) == (ability.trigger, ability.condition) for m in ability.modes)
        if not same or ability.targets or ability.effects:
            raise RenderError("the modes of a triggered ability are its only instructions")
        return "\n".join([head + "以下から１つを選ぶ。", *(f"• {mode}" for mode in modes)])
    # Instructions are phrased by render/effects_ja.py (the effect language's families).
    targets: tuple[TargetSpec, ...] = getattr(ability, "targets", ())
    instructions = JapaneseInstructions(targets, name)
    # 2019: 「茨の騎兵が死亡したとき、…あなたは茨の騎兵を追放してもよい。」: the card a creature's
    # own dies trigger became is named (「そのカード」 would read as the target)
    trigger = getattr(ability, "trigger", None)
    instructions.own_card_died = isinstance(trigger, Dies) and trigger.subject is None
    instructions.event_object_type = damaged_permanent_type(trigger)
    instructions.targeting_abilities = targets_by_abilities(trigger)
    text = instructions.declaration() + instructions.body(ability.effects)  # type: ignore[union-attr]
    if isinstance(ability, ir.SpellAbility):
        return text
    if isinstance(ability, ir.LoyaltyAbility):
        return f"{loyalty_symbol(ability.loyalty_cost, 'ja')}：{text}"
    if isinstance(ability, ir.ActivatedAbility):
        if ability.sorcery_speed:
            text += "この能力は、あなたがソーサリーを唱えられるときにのみ起動できる。"
        if ability.once_each_turn:  # 602.5b
            text += "この能力は、毎ターン１回のみ起動できる。"
        if ability.any_player:  # 602.2
            text += "いずれのプレイヤーもこの能力を起動してよい。"
        if ability.condition is not None:  # 602.5b
            text += state_condition_text(ability.condition, "ja", "activate", name) + "。"
        return f"{_cost(ability.cost.items, name)}：{text}"
    if isinstance(ability, ir.TriggeredAbility):
        if ability.condition is not None:
            text = intervening_text(ability.condition, "ja", name) + text
        if ability.once_each_turn:  # 603.2
            text += "この能力は、毎ターン１回しか誘発しない。"
        return trigger_text(ability.trigger, "ja", name) + text
    raise RenderError(f"no Japanese phrasing for {type(ability).__name__}")


def _cost(items: tuple[object, ...], name: str) -> str:
    return ", ".join(render_cost_item(item, name) for item in items)  # type: ignore[arg-type]


