"""Lowering of keywords whose parameter is a cost: flashback (702.34), cycling and typecycling
(702.29), kicker (702.33) and its condition, "if this spell was kicked" (702.33d), unearth
(702.84), scavenge (702.97), escape (702.138).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): each keyword becomes its runtime
keyword parameter (:mod:`ofuda.runtime.statics`) with its cost as runtime cost data; the cost
is checked against where it is paid (a spell on the stack, a card in a hand).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime.conditions import Kicked
from ofuda.runtime.definitions import Cost, ManaCost, RemoveCounters, SacrificeSelf, TapSelf
from ofuda.runtime.statics import (
    Cycling,
    Escape,
    Flashback,
    KeywordParameter,
    Kicker,
    Scavenge,
    Unearth,
)

from .. import ast
from .conditions import lowers_state_condition
from .scope import Scope

if TYPE_CHECKING:
    from ..source.text import Span
    from .effects import LoweringError

class CostedKeywordLowering:
    """A mixin of the Lowerer: the keywords whose parameter is a cost."""

    if TYPE_CHECKING:

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def cost_item(self, item: ast.CostItem, scope: Scope) -> Any: ...

        def spell_cost(self, items: tuple[ast.CostItem, ...]) -> Cost: ...

        def static_condition(self, condition: Any) -> Any: ...

    def costed_keyword(self, keyword: Any) -> KeywordParameter:
        """The runtime keyword parameter of a keyword with a cost (an ``ast.CostedKeyword``)."""
        if isinstance(keyword, ast.FlashbackKeyword):
            return Flashback(self.spell_cost(keyword.cost))  # 702.34a: an alternative cost
        if isinstance(keyword, ast.KickerKeyword):
            return Kicker(self.spell_cost(keyword.cost))  # 702.33a: an additional cost
        if isinstance(keyword, ast.EscapeKeyword):
            return Escape(self.spell_cost(keyword.cost))  # 702.138a: an alternative cost
        if isinstance(keyword, ast.ScavengeKeyword):
            # 702.97a: "[Cost], Exile this card from your graveyard: …" (a mana cost, read so)
            return Scavenge(Cost(tuple(self.cost_item(item, Scope()) for item in keyword.cost)))
        if isinstance(keyword, ast.UnearthKeyword):
            # 702.84a: "[Cost]: Return this card from your graveyard …" (a mana cost, read so)
            return Unearth(Cost(tuple(self.cost_item(item, Scope()) for item in keyword.cost)))
        return self.cycling(keyword)

    def cycling(self, keyword: ast.CyclingKeyword) -> Cycling:
        """702.29a, 702.29e: "[Cost], Discard this card: …", activated while the card is in a
        hand, where it can't be tapped, sacrificed or have counters removed from it."""
        items = tuple(self.cost_item(item, Scope()) for item in keyword.cost)
        for item, ast_item in zip(items, keyword.cost, strict=True):
            if isinstance(item, (TapSelf, SacrificeSelf, RemoveCounters)):
                raise self.fail(
                    "E204",
                    "a card is cycled from its owner's hand: its cycling cost can't tap it, "
                    "sacrifice it or remove counters from it (702.29a)",
                    ast_item.span,
                )
        return Cycling(Cost(items), keyword.search)


    @lowers_state_condition(ast.KickedCondition)
    def kicked_condition(self, condition: ast.KickedCondition) -> Kicked:
        """702.33d: "this spell was kicked", "CARDNAME was kicked": the object with the ability
        (the spell, or the permanent it became). "it" is that object only in the intervening
        "if" of "When CARDNAME enters the battlefield" (:meth:`intervening_condition`)."""
        if condition.subject is not None and not isinstance(condition.subject, ast.SelfReference):
            raise self.fail(
                "E257",
                "ofuda can tell only whether this spell, or the permanent it became, was kicked "
                "(\"this spell\", CARDNAME; \"it\" right after \"When CARDNAME enters the "
                "battlefield\")",
                condition.subject.span,
            )
        return Kicked()

    def intervening_condition(self, condition: Any, trigger: Any) -> Any:
        """603.4: a triggered ability's intervening "if"; "When CARDNAME enters the battlefield,
        if it was kicked" — "it" is the permanent that entered, this object (702.33d)."""
        if (
            isinstance(condition, ast.KickedCondition)
            and isinstance(condition.subject, ast.PronounReference)
            and isinstance(trigger, ast.EntersTrigger)
            and condition.subject.wants in ("any", "object")  # "it", "that creature"
        ):
            return Kicked()
        return self.static_condition(condition)


def explains_costed_keyword(rule: ast.KeywordRule, keyword: object) -> bool:
    """Whether a reminder sentence states the rule of this keyword (207.2): cycling's
    "({2}, Discard this card: Draw a card.)" with the keyword's own mana cost (702.29a; not
    typecycling's, which searches instead of drawing)."""
    if rule.keyword == "cycling" and isinstance(keyword, Cycling) and keyword.search is None:
        items = keyword.cost.items
        if all(isinstance(item, ManaCost) for item in items):
            return rule.parameter == "".join(item.symbols for item in items)  # type: ignore[union-attr]
    if rule.keyword == "kicker" and isinstance(keyword, Kicker):
        items = keyword.cost.items
        return rule.parameter == "".join(getattr(item, "symbols", "?") for item in items)
    if rule.keyword == "scavenge" and isinstance(keyword, Scavenge):  # 702.97a
        symbols = (getattr(item, "symbols", "?") for item in keyword.cost.items)
        return rule.parameter == "".join(symbols)
    if rule.keyword == "unearth" and isinstance(keyword, Unearth):  # 702.84a
        symbols = (getattr(item, "symbols", "?") for item in keyword.cost.items)
        return rule.parameter == "".join(symbols)
    if rule.keyword == "escape":  # 702.138a
        return isinstance(keyword, Escape)
    return rule.keyword == "flashback" and isinstance(keyword, Flashback)
