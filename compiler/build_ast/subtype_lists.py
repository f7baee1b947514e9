"""The build_ast pass, two creature types before one noun: "Werewolf and Wolf creatures" /
「狼男・クリーチャーと狼・クリーチャー」 (205.3m), creatures with either type.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): the method
is named after the rule alias of grammar/ja/33b-subtype-and-creatures.lark and its English
twin.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType

from .nouns import Head, _subtype_value


@v_args(meta=True)
class SubtypeListBuilder(Transformer[Token, Any]):
    """Transformer method for a noun head of two creature types (mixed into the builder)."""

    def subtypes_and_head(self, meta: Meta, children: list[Any]) -> Head:
        """"Werewolf and Wolf creatures" / 「狼男・クリーチャーと狼・クリーチャー」: creatures with
        either subtype (an object matches any of a filter's subtypes)."""
        subtypes = tuple(
            _subtype_value(c) for c in children if not isinstance(c, Token) and c is not None
        )
        return Head((CardType.CREATURE,), subtypes)
