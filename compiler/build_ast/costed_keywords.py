"""The build_ast pass, keywords with a cost paid as a card is cycled or a spell is cast:
cycling and typecycling (702.29), kicker (702.33), unearth (702.84), scavenge (702.97), escape
(702.138), and their reminders.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the rules of grammar/*/19j-*.lark and read meanings from rule and terminal names
only, so both languages build equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..parse.vocabulary import CYCLING_SEARCHES
from ..source.text import Span


def _cost_items(cost: Any) -> tuple[ast.CostItem, ...]:
    """A mana cost alone, or the items of a cost written after a dash."""
    return cost if isinstance(cost, tuple) else (cost,)


@v_args(meta=True)
class CostedKeywordBuilder(Transformer[Token, Any]):
    """Transformer methods for cycling and kicker (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def cycling_word(self, meta: Meta, children: list[Token]) -> Token:
        return children[0]

    def cycling_keyword(self, meta: Meta, children: list[Any]) -> ast.CyclingKeyword:
        """702.29a, 702.29e: the keyword's word says what a typecycling ability searches for."""
        word = children[0]
        search = CYCLING_SEARCHES[word.type]
        return ast.CyclingKeyword(self._span(meta), search, _cost_items(children[-1]))

    def cycling_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.29a's reminder "{2}, Discard this card: Draw a card.": its cost is the rule's
        parameter (checked against the keyword's by the lowering); a reminder that draws
        another number of cards states no cycling rule."""
        cost = next(c for c in children if isinstance(c, ast.ManaCostItem))
        amounts = [c for c in children if isinstance(c, (int, str)) and not isinstance(c, Token)]
        drawn = amounts[0] if amounts else 1  # "a card" / 「カードを１枚」
        parameter = cost.symbols if drawn == 1 else f"{cost.symbols}, draw {drawn}"
        return ast.KeywordRule(self._span(meta), "cycling", "", parameter)

    def kicker_keyword(self, meta: Meta, children: list[Any]) -> ast.KickerKeyword:
        """702.33a: "Kicker {1}{G}", or a cost with other parts after a dash."""
        return ast.KickerKeyword(self._span(meta), _cost_items(children[-1]))

    def kicker_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.33a's reminder "You may pay an additional {1}{G} as you cast this spell.": its
        cost is the rule's parameter (checked against the keyword's by the lowering)."""
        cost = next(c for c in children if isinstance(c, ast.ManaCostItem))
        return ast.KeywordRule(self._span(meta), "kicker", "", cost.symbols)

    def unearth_keyword(self, meta: Meta, children: list[Any]) -> ast.UnearthKeyword:
        """702.84a: "Unearth {2}{B}" / 「蘇生 {2}{B}」."""
        return ast.UnearthKeyword(self._span(meta), _cost_items(children[-1]))

    def unearth_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.84a's reminder "{B}: Return this card from your graveyard to the battlefield. …":
        its cost is the rule's parameter (checked against the keyword's by the lowering)."""
        cost = next(c for c in children if isinstance(c, ast.ManaCostItem))
        return ast.KeywordRule(self._span(meta), "unearth", "", cost.symbols)

    def scavenge_keyword(self, meta: Meta, children: list[Any]) -> ast.ScavengeKeyword:
        """702.97a: "Scavenge {3}{G}{G}" / 「活用 {3}{G}{G}」."""
        return ast.ScavengeKeyword(self._span(meta), _cost_items(children[-1]))

    def scavenge_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.97a's reminder "{3}{G}{G}, Exile this card from your graveyard: …": its cost is
        the rule's parameter (checked against the keyword's by the lowering)."""
        cost = next(c for c in children if isinstance(c, ast.ManaCostItem))
        return ast.KeywordRule(self._span(meta), "scavenge", "", cost.symbols)

    def escape_keyword(self, meta: Meta, children: list[Any]) -> ast.EscapeKeyword:
        """702.138a: "Escape—{3}{R}, Exile three other cards from your graveyard." /
        「脱出 ― {3}{R}, あなたの墓地から他のカード３枚を追放する。」, or a mana cost alone."""
        return ast.EscapeKeyword(self._span(meta), _cost_items(children[-1]))

    def escape_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.138a's reminder "You may cast this card from your graveyard for its escape
        cost."."""
        return ast.KeywordRule(self._span(meta), "escape")

    def kicked_condition(self, meta: Meta, children: list[Any]) -> ast.KickedCondition:
        """702.33d: "if this spell was kicked" (no reference), "If CARDNAME was kicked", "if it
        was kicked" (the reference, checked by the lowering), "If the kicker cost was paid"."""
        subject: Any = next((c for c in children if isinstance(c, ast.Node)), None)
        return ast.KickedCondition(self._span(meta), subject)
