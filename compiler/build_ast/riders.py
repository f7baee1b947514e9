"""The build_ast pass, sentences that change the instruction right before them: "It can't be
regenerated." / 「それは再生できない。」 (701.15; grammar/*/40n-regeneration-riders.lark).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py).
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..source.text import Span

# The words that say the rider is about several objects: "They" / 「それら」
_SEVERAL = frozenset({"THEY", "THEY_CANT_BE_REGENERATED"})


@v_args(meta=True)
class RiderBuilder(Transformer[Token, Any]):
    """Transformer methods for riders on the instruction before (mixed into the builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def cant_be_regenerated(self, meta: Meta, children: list[Any]) -> ast.CantBeRegeneratedRider:
        """701.15: "It/They can't be regenerated." / 「それ（ら）は再生できない。」."""
        several = any(isinstance(c, Token) and c.type in _SEVERAL for c in children)
        return ast.CantBeRegeneratedRider(self._span(meta), several)
