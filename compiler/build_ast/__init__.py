"""The build_ast pass: Lark parse trees → AST nodes with source spans.

:mod:`.builder` is the transformer, made of one part per area of the language (nouns,
effects, triggers, library, …, each a module here); it is, with the parse pass, the only
code that reads Lark trees.
"""

from __future__ import annotations

from .builder import (
    build_ability,
    build_card_file_entries,
    build_mana_cost,
    build_type_line,
)
from .decks import build_deck_entries

__all__ = [
    "build_ability",
    "build_card_file_entries",
    "build_deck_entries",
    "build_mana_cost",
    "build_type_line",
]
