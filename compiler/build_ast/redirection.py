"""The build_ast pass for redirection effects (grammar/*/57-redirection.lark, 614.9).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the grammar's rules and read meanings from terminal names only, so both
languages build equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..source.text import Span


def _reference(recipients: Any) -> Any:
    """The reference of one side (damage_recipients wraps it; a joint list stays a node)."""
    return getattr(recipients, "reference", recipients)


@v_args(meta=True)
class RedirectionBuilder(Transformer[Token, Any]):
    """Transformer methods for redirection effects."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def damage_redirection(self, meta: Meta, children: list[Any]) -> ast.DamageRedirectionLine:
        """Both languages name the original recipient first, then the new one."""
        recipient, to = (_reference(c) for c in children if not isinstance(c, Token))
        return ast.DamageRedirectionLine(self._span(meta), recipient, to)
