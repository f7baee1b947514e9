"""The build_ast pass, who owns an object (108.3): "creature you own" / 「あなたがオーナーである
クリーチャー」, "permanents you don't own" / 「あなたがオーナーではないパーマネント」.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): the method
is named after the rule of grammar/ja/30c-owners.lark and its English twin.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import Controller

from .. import ast
from ..source.text import Span
from .noun_parts import Modifier


@v_args(meta=True)
class OwnerBuilder(Transformer[Token, Any]):
    """Transformer method for an owner modifier of a noun (mixed into the builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def owner_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """Owned by you, or (「ではない」 / "don't") by another player — an opponent, with no
        teammates the same player, as "you don't control" reads (102.3)."""
        negated = any(isinstance(c, Token) and c.type == "DOES_NOT_OWN" for c in children)
        owner = next(c for c in children if not isinstance(c, Token))
        if not isinstance(owner, ast.YouReference):  # "that player owns": not read yet
            unsaid = ast.UnsupportedPhrase(self._span(meta), "an owner other than you")
            return Modifier(controlled_by=unsaid)
        return Modifier({"owner": Controller.OPPONENT if negated else Controller.YOU})
