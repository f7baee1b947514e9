"""Cards looked at, some kept and the rest put away, in one sentence (both languages).

Oracle says "Put one of them into your hand and the rest on the bottom of your library in
any order." — one sentence, the verb once — and of two cards looked at, "… and the other
into your graveyard." The Japanese joins the two the same way: 「そのうちの１枚をあなたの手札に
加え、残りを…置く。」, 「…もう一方をあなたの墓地に置く。」. The IR is two instructions
(a ``ReturnToHand`` of cards of the group, then a move of ``TheRest``); the renderers ask
here whether two sentences are such a pair, and say it as one.
"""

from __future__ import annotations

from typing import Any

from .. import ir
from .effects import effect_groups

# Where the rest of the cards looked at go (401.4, 400.3).
_REST_MOVES = (ir.PutIntoGraveyard, ir.PutOnBottomInAnyOrder, ir.PutOnBottomInRandomOrder)
# What the instruction before a look or reveal names the group by.
_LOOKS = (ir.LookAtTop, ir.RevealTop)


def sentence_groups(effects: tuple[Any, ...]) -> list[list[Any] | tuple[Any, Any, bool]]:
    """The effect groups of ``effects`` (one sentence or clause each), with each pair of cards
    kept and the rest put away as one ``(kept, rest, two)``: two whether the rest is one card."""
    found: list[list[Any] | tuple[Any, Any, bool]] = []
    for group in effect_groups(effects):
        previous = found[-1] if found else None
        if isinstance(previous, list) and kept_then_rest(previous, group):
            found[-1] = (previous[0], group[0], one_of_two(effects, previous[0]))
        else:
            found.append(group)
    return found


def kept_then_rest(kept_group: list[Any], rest_group: list[Any]) -> bool:
    """Whether two sentences are cards of the group into your hand, then the rest elsewhere."""
    if len(kept_group) != 1 or len(rest_group) != 1:
        return False
    kept, rest = kept_group[0], rest_group[0]
    return (
        isinstance(kept, ir.ReturnToHand)
        and isinstance(kept.obj, (ir.OneOf, ir.CardsThisWay))
        and isinstance(rest, _REST_MOVES)
        and isinstance(rest.cards, ir.TheRest)
    )


def one_of_two(effects: tuple[Any, ...], kept: Any) -> bool:
    """Whether the rest is exactly one card: two were looked at (or revealed) last, and the
    instruction kept one of them, any one ("the other", 「もう一方」)."""
    looks = [e for e in effects[: effects.index(kept)] if isinstance(e, _LOOKS)]
    return (
        bool(looks)
        and looks[-1].amount == 2
        and isinstance(kept.obj, ir.OneOf)
        and kept.obj.count == 1
        and kept.obj.filter is None
    )


def english_kept_and_rest(renderer: Any, kept: Any, rest: Any, two: bool, state: Any) -> str:
    """ "Put one of them into your hand and the rest into your graveyard." """
    moved = renderer.library_predicate(rest, False, state)  # "put the rest into …"
    assert moved is not None and moved.startswith("put the rest ")
    rest_words = "the other" if two else "the rest"
    where = moved.removeprefix("put the rest ")
    return f"Put {renderer.reference(kept.obj)} into your hand and {rest_words} {where}."


def japanese_kept_and_rest(renderer: Any, kept: Any, rest: Any, two: bool, state: Any) -> str:
    """「そのうちの１枚をあなたの手札に加え、残りをあなたの墓地に置く。」"""
    phrase = renderer.library_predicate(rest, state)  # (「残りを…に」, "put")
    assert phrase is not None and phrase[0].startswith("残りを")
    rest_words = "もう一方" if two else "残り"
    where = phrase[0].removeprefix("残り")
    return f"{renderer.reference(kept.obj)}をあなたの手札に加え、{rest_words}{where}置く。"
