"""Render a card's change of its own cost (601.2f, 113.6c), current templating:
「…なら、この呪文を唱えるためのコストは{1}少なくなる。」 / "This spell costs {1} less to cast if
…."; 「この呪文を唱えるためのコストは、あなたの墓地にあるクリーチャー・カード１枚につき{1}少なく
なる。」 / "This spell costs {1} less to cast for each creature card in your graveyard."
"""

from __future__ import annotations

from ofuda.runtime.definitions import Controller, ZoneKind
from ofuda.runtime.statics import IsYourTurn
from ofuda.runtime.statics_costs import OwnCostChange
from ofuda.runtime.statics_values import ObjectCount, TotalPowerOf

from .. import ir
from .common import RenderError
from .conditions import is_state_condition, state_condition_text
from .counts import count_text, x_value_text
from .effects_en import EnglishInstructions
from .effects_ja import JapaneseInstructions


def own_cost_change_text(ability: ir.StaticAbility, lang: str, name: str) -> str | None:
    """A card's change of its own cost (601.2f, 113.6c) as a sentence, current templating:
    「…なら、この呪文を唱えるためのコストは{1}少なくなる。」 / "This spell costs {1} less to
    cast if …."; None for another static ability."""
    if len(ability.effects) != 1 or not isinstance(ability.effects[0], OwnCostChange):
        return None
    effect, condition = ability.effects[0], ability.condition
    # "for each creature on the battlefield" (2011): whoever controls it, said aloud
    everyone = (
        isinstance(effect.each, ObjectCount)
        and effect.each.zone == ZoneKind.BATTLEFIELD
        and effect.each.filter.controller == Controller.ANY
    )
    if effect.mana == "{X}":  # "{X} less to cast, where X is …" (601.2f)
        return _x_change_text(effect, condition, lang, name)
    your_turn = isinstance(condition, IsYourTurn)
    if condition is not None and not your_turn and not is_state_condition(condition):
        raise RenderError(f"no phrasing for a spell's own cost change under {condition!r}")
    if lang == "ja":
        each = (
            f"、{'戦場にいる' if everyone else ''}{count_text(effect.each, 'ja', name)}"
            if effect.each is not None
            else ""
        )
        text = f"この呪文を唱えるためのコストは{each}{effect.mana}{'多くなる' if effect.more else '少なくなる'}。"
        if your_turn:
            return f"あなたのターンであるかぎり、{text}"
        if condition is not None:
            return f"{state_condition_text(condition, 'ja', 'if')}、{text}"
        return text
    each = f" for each {count_text(effect.each, 'en', name)}" if effect.each is not None else ""
    each += " on the battlefield" if everyone else ""
    text = f"costs {effect.mana} {'more' if effect.more else 'less'} to cast{each}"
    if your_turn:
        return f"As long as it's your turn, this spell {text}."
    if condition is not None:
        return f"This spell {text} {state_condition_text(condition, 'en', 'cost')}."
    return f"This spell {text}."


def _x_change_text(effect: OwnCostChange, condition: object, lang: str, name: str) -> str:
    """「この呪文を唱えるためのコストは{X}少なくなる。Ｘは…に等しい。」 / "This spell costs {X} less
    to cast, where X is …." (no condition: the grammar has none with X)."""
    if condition is not None or effect.each is None:
        raise RenderError(f"no phrasing for a spell's own cost change of {{X}} {effect!r}")
    value = _total_text(effect.each, lang, name) if isinstance(effect.each, TotalPowerOf) else (
        x_value_text(effect.each, lang, name)
    )
    change = "多くなる" if effect.more else "少なくなる"
    if lang == "ja":
        return f"この呪文を唱えるためのコストは{{X}}{change}。Ｘは{value}に等しい。"
    return f"This spell costs {{X}} {'more' if effect.more else 'less'} to cast, where X is {value}."


def _total_text(total: TotalPowerOf, lang: str, name: str) -> str:
    """208.1: "the total power of creatures you control" / 「あなたがコントロールしているクリーチャーの
    パワーの合計」, through the instructions' words for the same value."""
    objects = ir.EachObject(total.filter, ZoneKind.BATTLEFIELD)
    value = (ir.TotalToughness if total.toughness else ir.TotalPower)(objects)
    if lang == "ja":
        return JapaneseInstructions((), name).value(value)
    return EnglishInstructions((), name).value(value)
