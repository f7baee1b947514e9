"""The build_ast pass, spells as objects: conditions on a spell noun (115.1a, 601.2i).

Part of the build_ast pass (a mixin of its transformer, see build_ast.py):
methods are named after the rules of grammar/ja/34-spells.lark and its English
twin, and read meanings from terminal names only, so both languages build
equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .build_ast_nouns import Modifier
from .source import Span


@v_args(meta=True)
class SpellsBuilder(Transformer[Token, Any]):
    """Transformer methods for spell nouns' conditions (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def targets_player_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """「いずれかのプレイヤーを対象とする」 / "that targets a player"."""
        return Modifier({"targets_player": True})

    def nth_spell_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """「このターンで２つ目に唱えられた」 / "that's the second spell cast this turn"."""
        ordinals = [c for c in children if isinstance(c, tuple)]
        if ordinals:  # English: ("ordinal", 0-based position)
            return Modifier({"nth_this_turn": ordinals[0][1] + 1})
        number = next(c for c in children if isinstance(c, Token) and c.type == "NUMBER")
        return Modifier({"nth_this_turn": int(number)})
