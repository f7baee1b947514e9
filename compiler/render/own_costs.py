"""Render a card's change of its own cost (601.2f, 113.6c), current templating:
「…なら、この呪文を唱えるためのコストは{1}少なくなる。」 / "This spell costs {1} less to cast if
…."; 「この呪文を唱えるためのコストは、あなたの墓地にあるクリーチャー・カード１枚につき{1}少なく
なる。」 / "This spell costs {1} less to cast for each creature card in your graveyard."
"""

from __future__ import annotations

from ofuda.runtime.definitions import Controller, ZoneKind
from ofuda.runtime.statics import IsYourTurn
from ofuda.runtime.statics_costs import OwnCostChange
from ofuda.runtime.statics_values import ObjectCount

from .. import ir
from .common import RenderError
from .conditions import is_state_condition, state_condition_text
from .counts import count_text


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
