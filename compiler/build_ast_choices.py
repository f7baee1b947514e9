"""The build_ast pass, effects with a choice made on resolution or on casting.

Part of the build_ast pass (a mixin of its transformer, see build_ast.py): methods
are named after the rules of grammar/ja/42-effect-choices.lark and its English twin,
and read meanings from terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from . import ast
from .source import Span


def _nodes(children: list[Any]) -> list[Any]:
    return [c for c in children if isinstance(c, ast.Node)]


@v_args(meta=True)
class ChoicesBuilder(Transformer[Token, Any]):
    """Transformer methods for tap-or-untap, divided amounts and their kin."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def tap_or_untap(self, meta: Meta, children: list[Any]) -> ast.ObjectAction:
        """701.26: 「それをタップまたはアンタップする」 / "tap or untap target permanent"."""
        return ast.ObjectAction(self._span(meta), "tap_or_untap", _nodes(children)[0])

    def quoted_choice_sentence(self, meta: Meta, children: list[Any]) -> ast.QuotedChoice:
        """「あなたは「…」を選んでもよい。」: the chooser (a subject) and the quoted line."""
        subject, line = children[0], children[1]
        return ast.QuotedChoice(self._span(meta), subject.reference, line)
