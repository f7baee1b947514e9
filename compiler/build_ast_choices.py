"""The build_ast pass, as-enters choices, copies, "becomes", sacrifice choices and fight.

Part of the build_ast pass (a mixin of its transformer, see build_ast.py):
methods are named after the rules of grammar/ja/75-choices.lark and its
English twin, and read meanings from terminal names only, so both languages
build equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from . import ast
from .build_ast_nouns import Modifier
from .source import Span


@v_args(meta=True)
class ChoicesBuilder(Transformer[Token, Any]):
    """Transformer methods for the H5 area (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    # --- nouns -----------------------------------------------------------------

    def other_than_self(self, meta: Meta, children: list[Any]) -> Modifier:
        """ "other than CARDNAME" / 「CARDNAME以外の」: the source itself is excluded."""
        return Modifier({"other": True})

    # --- reminder text of keyword actions (701) ----------------------------------

    def fight_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """701.12: the reminder of fight."""
        return ast.KeywordRule(self._span(meta), "fight")
