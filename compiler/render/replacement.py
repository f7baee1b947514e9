"""Canonical text of the statics about groups and players and of damage replacement and
prevention (509.1b, 118.3, 614, 615), in either language. See :mod:`ofuda.compiler.render`.

:func:`statement` is asked first by the static-ability renderer
(:mod:`ofuda.compiler.render.permanents`); it answers the shapes of this area and None
for the rest.
"""

from __future__ import annotations

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_replacement as rr
from ofuda.runtime.definitions import Controller, ObjectFilter
from ofuda.runtime.statics_values import CountersOnSource, ObjectCount

from .common import RenderError
from .counts import count_value_text
from .multiplied_damage import multiplied_damage_text
from .nouns import noun_phrase
from .redirection import redirection_text
from .words_ja import number


def _attackers(objects: ObjectFilter, lang: str) -> str:
    """What can't be blocked: "Humans" / 人間, "creatures you control"."""
    return noun_phrase(objects, lang, plural=True)


def statement(affected: object, effects: list[object], name: str, lang: str) -> str | None:
    """A statement of this area's shapes, or None."""
    if len(effects) != 1:
        return None
    effect = effects[0]
    if isinstance(effect, rr.MultiplyDamageDealt):  # 614.1a
        return multiplied_damage_text(effect, name, lang)
    if isinstance(effect, rr.RedirectDamage):  # 614.9
        return redirection_text(effect, name, lang)
    if affected is None and isinstance(effect, rr.PowerToughnessDefining):
        return _own_statement(effect, name, lang)  # 604.3: the object's own characteristics
    if affected is None:
        return _player_rule(effect, lang)
    if isinstance(affected, rt.ThisPermanent):
        return _own_statement(effect, name, lang)
    group = isinstance(affected, rt.PermanentsMatching)
    if isinstance(affected, rt.PermanentsMatching) and isinstance(effect, rt.CantBeBlockedByLesserPower):
        noun = _attackers(affected.filter, lang)
        if lang == "ja":  # 509.1b, #171
            return f"{name}のパワーよりも小さいパワーを持つクリーチャーでは、{noun}をブロックできない。"
        return f"Creatures with power less than {name}'s power can't block {noun}."
    if (
        isinstance(affected, rt.PermanentsMatching)
        and isinstance(effect, rt.CantBlock)
        and effect.attackers is not None
    ):
        blockers = noun_phrase(affected.filter, lang, plural=True)
        noun = _attackers(effect.attackers, lang)
        if lang == "ja":  # 509.1b: the subject of ブロックできない takes では (#170)
            return f"{blockers}では、{noun}をブロックできない。"
        return f"{blockers[:1].upper()}{blockers[1:]} can't block {noun}."
    return None


def _player_rule(effect: object, lang: str) -> str:
    """Rules on players (118.3, 701.17) and replacements of damage (614.1a, 615.1a)."""
    if isinstance(effect, (rt.MultiplyDamage, rt.PreventHalfDamage)):
        return _damage_replacement(effect, lang)
    if isinstance(effect, rr.ModifyLifeGain):
        return _life_gain_text(effect, lang)
    if isinstance(effect, rr.MultiplyTokensCreated):
        return _token_doubling_text(effect, lang)
    if isinstance(effect, rt.CantCauseSacrifice):
        noun = noun_phrase(effect.permanents, lang, plural=True)
        if lang == "ja":
            return f"あなたの対戦相手がコントロールする呪文や能力は、あなたに{noun}を生け贄に捧げさせることができない。"
        return f"Spells and abilities your opponents control can't cause you to sacrifice {noun}."
    if isinstance(effect, rr.CantPayCosts) and effect.players == Controller.ANY:
        if lang == "ja":
            costs = (["ライフを支払うことも"] if effect.life else []) + (
                [f"{noun_phrase(effect.sacrifice, 'ja')}を生け贄に捧げることも"]
                if effect.sacrifice is not None
                else []
            )
            return "プレイヤーは呪文を唱えたり能力を起動したりするために、" + "、".join(costs) + "できない。"
        actions = (["pay life"] if effect.life else []) + (
            [f"sacrifice {noun_phrase(effect.sacrifice, 'en', plural=True)}"]
            if effect.sacrifice is not None
            else []
        )
        return f"Players can't {' or '.join(actions)} to cast spells or activate abilities."
    raise RenderError(f"no phrasing for the rule {effect!r}")


def _own_statement(effect: object, name: str, lang: str) -> str | None:
    """A statement about CARDNAME itself: its power and toughness (604.3), its damage (615.12)."""
    if isinstance(effect, rr.PowerToughnessDefining) and effect.power == effect.toughness:
        value = _value(effect.power, lang, name)
        if lang == "ja":
            return f"{name}のパワーとタフネスは、それぞれ{value}に等しい。"
        return f"{name}'s power and toughness are each equal to {value}."
    if isinstance(effect, rr.PowerToughnessDefining) and effect.toughness is None:
        value = _value(effect.power, lang, name)
        if lang == "ja":
            return f"{name}のパワーは、{value}に等しい。"
        return f"{name}'s power is equal to {value}."
    if isinstance(effect, rr.PreventDamageAndExileFromLibrary):
        if lang == "ja":
            damage = "戦闘ダメージ" if effect.combat_only else "ダメージ"
            return (
                f"{name}に{damage}が与えられる場合、そのダメージを軽減し、"
                "あなたのライブラリーの一番上からその点数に等しい枚数のカードを追放する。"
            )
        damage = "combat damage" if effect.combat_only else "damage"
        return (
            f"If {damage} would be dealt to {name}, prevent that damage and exile that many "
            "cards from the top of your library."
        )
    if isinstance(effect, rt.DamageCantBePrevented):
        if lang == "ja":
            return f"{name}が与えるダメージは軽減できない。"
        return f"Damage that would be dealt by {name} can't be prevented."
    return None


def _value(value: object, lang: str, name: str) -> str:
    """A value of a static ability (evaluate.py's vocabulary)."""
    if isinstance(value, rr.Half) and value.round_up:
        inner = _value(value.value, lang, name)
        return f"{inner}の、端数を切り上げた半分" if lang == "ja" else f"half {inner}, rounded up"
    if isinstance(value, rr.HighestLife) and value.whose == Controller.OPPONENT:
        if lang == "ja":
            return "すべての対戦相手の中で最も高いライフの総量"
        return "the highest life total among your opponents"
    if isinstance(value, (ObjectCount, CountersOnSource)):
        return count_value_text(value, lang, name)
    raise RenderError(f"no phrasing for the value {value!r}")


_JA_PLAYERS = {
    Controller.YOU: "あなた",
    Controller.OPPONENT: "いずれかの対戦相手",
    Controller.ENCHANTED_PLAYER: "エンチャントされているプレイヤー",  # 303.4
}
_EN_PLAYERS = {
    Controller.YOU: "you",
    Controller.OPPONENT: "an opponent",
    Controller.ENCHANTED_PLAYER: "enchanted player",  # 303.4
}
_JA_CONTROLLERS = {Controller.YOU: "あなた", Controller.OPPONENT: "対戦相手"}


def _damage_replacement(effect: rt.MultiplyDamage | rt.PreventHalfDamage, lang: str) -> str:
    """「いずれかの発生源が…にダメージを与える場合、…」 / "If a source would deal damage to …"."""
    to = effect.to
    if lang == "ja":
        parts = ([_JA_PLAYERS[to.players]] if to.players else []) + (
            [f"{_JA_CONTROLLERS[to.permanents]}がコントロールするパーマネント"] if to.permanents else []
        )
        joiner = "か" if to.players == Controller.YOU else "または"
        head = f"いずれかの発生源が{joiner.join(parts)}にダメージを与える場合、"
        if isinstance(effect, rt.MultiplyDamage) and to.players == Controller.ENCHANTED_PLAYER and (
            not to.permanents
        ):  # Curse of Bloodletting's words: only a player is dealt it
            return head + f"代わりにそれはそのプレイヤーにその点数の{number(effect.factor)}倍のダメージを与える。"
        if isinstance(effect, rt.MultiplyDamage):
            return (
                head + "代わりにその発生源はそのプレイヤーまたはパーマネントにその点数の"
                f"{number(effect.factor)}倍のダメージを与える。"
            )
        if effect.round_up:
            return head + "そのダメージの、端数を切り上げた半分を軽減する。"
        raise RenderError(f"no phrasing for {effect!r}")
    parts = ([_EN_PLAYERS[to.players]] if to.players else []) + (
        [f"a permanent {_EN_PLAYERS[to.permanents]} control{'' if to.permanents == Controller.YOU else 's'}"]
        if to.permanents
        else []
    )
    head = f"If a source would deal damage to {' or '.join(parts)}, "
    if isinstance(effect, rt.MultiplyDamage) and effect.factor in (2, 3):
        word = {2: "double", 3: "triple"}[effect.factor]
        if to.players == Controller.ENCHANTED_PLAYER and not to.permanents:
            return head + f"it deals {word} that damage to that player instead."
        return head + f"that source deals {word} that damage to that player or permanent instead."
    if isinstance(effect, rt.PreventHalfDamage) and effect.round_up:
        return head + "prevent half that damage, rounded up."
    raise RenderError(f"no phrasing for {effect!r}")



def combat_prevention_statement(subject: str, effects: list[object], lang: str) -> str | None:
    """615.1a: a permanent's 「<subject>が与える戦闘ダメージと与えられる戦闘ダメージをすべて
    軽減する。」 / "Prevent all combat damage that would be dealt to and dealt by <subject>."
    (``subject`` already in the language); None for other effects."""
    to = [e for e in effects if isinstance(e, rr.PreventDamageTo) and e.combat_only]
    by = [e for e in effects if isinstance(e, rt.PreventDamageBy) and e.combat_only]
    if len(to) > 1 or len(by) > 1 or len(to) + len(by) != len(effects) or not effects:
        return None
    if lang == "ja":
        if to and by:
            return f"{subject}が与える戦闘ダメージと与えられる戦闘ダメージをすべて軽減する。"
        if to:
            return f"{subject}に与えられるすべての戦闘ダメージを軽減する。"
        return f"{subject}が与えるすべての戦闘ダメージを軽減する。"
    sides = "to and dealt by" if to and by else ("to" if to else "by")
    return f"Prevent all combat damage that would be dealt {sides} {subject}."


def _life_gain_text(effect: rr.ModifyLifeGain, lang: str) -> str:
    """614.1a: 「あなたがライフを得るなら、代わりにあなたはその点数に１を加えた点数のライフを得る。」 /
    "If you would gain life, you gain that much life plus 1 instead." """
    if effect.players != Controller.YOU:
        raise RenderError(f"no phrasing for {effect!r}")
    if effect.factor == 1 and effect.plus > 0:
        if lang == "ja":
            return (
                "あなたがライフを得るなら、代わりにあなたはその点数に"
                f"{number(effect.plus)}を加えた点数のライフを得る。"
            )
        return f"If you would gain life, you gain that much life plus {effect.plus} instead."
    if effect.factor == 2 and effect.plus == 0:
        if lang == "ja":
            return "あなたがライフを得る場合、代わりにあなたはその２倍のライフを得る。"
        return "If you would gain life, you gain twice that much life instead."
    raise RenderError(f"no phrasing for {effect!r}")


def _token_doubling_text(effect: rr.MultiplyTokensCreated, lang: str) -> str:
    """614.1a: 「いずれかの効果により１個以上のトークンがあなたのコントロール下で戦場に出る場合、
    代わりにそれはその２倍の数のトークンを戦場に出す。」 / "If an effect would create one or more
    tokens under your control, it creates twice that many of those tokens instead." """
    if effect.players != Controller.YOU or effect.factor != 2:
        raise RenderError(f"no phrasing for {effect!r}")
    if lang == "ja":
        return (
            f"いずれかの効果により{number(1)}個以上のトークンがあなたのコントロール下で戦場に出る"
            f"場合、代わりにそれはその{number(2)}倍の数のトークンを戦場に出す。"
        )
    return (
        "If an effect would create one or more tokens under your control, it creates twice "
        "that many of those tokens instead."
    )
