"""The build_ast pass, the rest of the permanent-level language: mana abilities.

Part of the build_ast pass (a mixin of its transformer, see build_ast.py):
methods are named after the rules of grammar/ja/60-mana.lark and its English
twin, and read meanings from terminal names only, so both languages build
equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from . import ast
from .build_ast_nouns import Modifier
from .source import Span


@v_args(meta=True)
class StaticsBuilder(Transformer[Token, Any]):
    """Transformer methods for mana abilities (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    # --- mana (605, 106) ----------------------------------------------------

    def add_any_color_mana(self, meta: Meta, children: list[Any]) -> ast.AddAnyColorMana:
        # ja: the NUMBER token before 点; en: the number word (an int)
        amounts = [c for c in children if isinstance(c, int) and not isinstance(c, Token)]
        numbers = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        return ast.AddAnyColorMana(self._span(meta), (amounts or numbers)[0])

    def add_mana_bare(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        symbols = "".join(str(c) for c in children if isinstance(c, Token) and c.type == "MANA_SYMBOL")
        return ast.AddMana(self._span(meta), symbols)

    def mana_restriction(self, meta: Meta, children: list[Any]) -> ast.ManaRestriction:
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        uncounterable = any(
            isinstance(c, Token) and c.type == "THAT_SPELL_CANT_BE_COUNTERED" for c in children
        )
        return ast.ManaRestriction(self._span(meta), noun, uncounterable)

    def chosen_type_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        return Modifier({"chosen_subtype": True})
