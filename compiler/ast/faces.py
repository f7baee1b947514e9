"""AST nodes of double-faced cards: the werewolves' conditions on the previous turn (603.4),
"can't transform" (701.28a).

(Transforming itself is an :class:`~ofuda.compiler.ast.ObjectAction` with the verb
``Verb.TRANSFORM``, 701.28.) See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .nouns import Node


@dataclass(frozen=True, slots=True)
class CantTransform(Node):
    """変身できない / "can't transform" (701.28a): a permanent's restriction on the objects its
    statement is about."""

    in_statement: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class SpellsCastLastTurn(Node):
    """「直前のターンにいずれかのプレイヤーが２つ以上の呪文を唱えていた場合」 / "if a player cast
    two or more spells last turn": at least ``count`` spells were cast during the previous
    turn, by one player (``one_player``) or by all players together; ``negated``: "if no
    spells were cast last turn" (「直前のターンに呪文が唱えられていなかった場合」: not even one)."""

    count: int
    one_player: bool
    negated: bool
