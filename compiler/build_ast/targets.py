"""The build_ast pass, the target area: "target …" phrases and their counts (115.1, 601.2c:
"up to two target creatures", "another target creature", "target A and target B", "any
target") and the players a target may be described by ("defending player", 506.2).

A mixin of the build_ast transformer (see build_ast/builder.py); meanings come from
terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, ObjectFilter

from .. import ast
from ..ir.values import ANY_NUMBER_OF_TARGETS
from ..source.text import Span


def _present(children: list[Any]) -> list[Any]:
    """A rule's children without the optional parts that were absent (None)."""
    return [c for c in children if c is not None]


@v_args(meta=True)
class TargetBuilder(Transformer[Token, Any]):
    """Methods of the build_ast transformer for target phrases."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the transformer
        raise NotImplementedError

    def target_reference(self, meta: Meta, children: list[Any]) -> ast.TargetReference:
        """ "target creature", "another target creature", "up to two target creatures", "any
        target" (115.4)."""
        parts = _present(children)
        if parts and isinstance(parts[0], Token) and parts[0].type == "ANY_TARGET":
            # "any target": a creature, player or planeswalker (115.4)
            any_target = ast.ObjectNoun(
                self._span(meta),
                ObjectFilter(card_types=(CardType.CREATURE, CardType.PLANESWALKER)),
                also_player=True,
            )
            return ast.TargetReference(self._span(meta), any_target)
        noun = next(p for p in parts if isinstance(p, (ast.ObjectNoun, ast.PlayerNoun)))
        count, up_to = 1, False
        quantity = [p for p in parts if isinstance(p, tuple)]
        if quantity:
            count, up_to = quantity[0]
        # "another target creature", "up to two other target creatures" (115.3)
        if any(isinstance(p, Token) and p.type in ("OTHER_ONE", "OTHER_TARGET") for p in parts):
            assert isinstance(noun, ast.ObjectNoun)
            noun = replace(noun, filter=replace(noun.filter, other=True))
        return ast.TargetReference(self._span(meta), noun, count, up_to)

    def target_pair(self, meta: Meta, children: list[Any]) -> ast.TargetGroup:
        """ "target A and target B": the second target's words start at "and target"."""
        first, noun = _present(children)
        return ast.TargetGroup(self._span(meta), (first, ast.TargetReference(noun.span, noun)))

    def target_noun(self, meta: Meta, children: list[Any]) -> Any:
        """What a target may be: an object noun or a player noun."""
        return children[0]

    def any_number_quantity(self, meta: Meta, children: list[Any]) -> tuple[int, bool]:
        """ "any number of target creatures" (115.1d): up to as many as there could be, the count
        the Japanese 「望む数の」 targets have (build_ast/effects.py)."""
        return (ANY_NUMBER_OF_TARGETS, True)

    def target_quantity(self, meta: Meta, children: list[Any]) -> tuple[int, bool]:
        """(how many, whether "up to"): "up to two", 「最大２体まで」 (601.2c)."""
        parts = _present(children)
        return (parts[-1], any(isinstance(p, Token) and p.type == "UP_TO" for p in parts))

    def defending_player_reference(
        self, meta: Meta, children: list[Token]
    ) -> ast.DefendingPlayerReference:
        """防御プレイヤー / "defending player" (506.2)."""
        return ast.DefendingPlayerReference(self._span(meta))
