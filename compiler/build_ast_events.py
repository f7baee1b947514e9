"""The build_ast pass, the trigger area: references to the trigger's event ("that much",
「その点数」) and the instructions of grammar/ja/56-event-effects.lark and its English twin.

A mixin of the build_ast transformer (see build_ast.py); meanings come from
terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from . import ast
from .source import Span


@v_args(meta=True)
class EventBuilder(Transformer[Token, Any]):
    """Methods of the build_ast transformer for the trigger area."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the transformer
        raise NotImplementedError

    def event_amount(self, meta: Meta, children: list[Any]) -> ast.EventAmountValue:
        """「その点数」 / "that much" (the amount of the trigger event)."""
        return ast.EventAmountValue(self._span(meta))

    def that_much_life(self, meta: Meta, children: list[Any]) -> ast.EventAmountValue:
        """"that much life": the amount is the event's."""
        return next(c for c in children if isinstance(c, ast.EventAmountValue))
