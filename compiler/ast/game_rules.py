"""The AST, the game's own rules: winning and losing the game (104.2b, 104.3e), flipping a coin
and the flip's result as a condition (705), and a permanent's own combat rules as statements:
"can't attack or block alone" (506.5), "can attack as though it didn't have defender" (702.3b),
"assigns combat damage equal to its toughness rather than its power" (510.1c).
Re-exported by :mod:`ofuda.compiler.ast`; "remove … from combat" (506.4) is a verb on objects
(``Verb.REMOVE_FROM_COMBAT``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .nouns import Node, PlayerPredicate, Reference


@dataclass(frozen=True, slots=True)
class WinGame(PlayerPredicate):
    """「このゲームに勝利する」 / "win the game" (104.2b)."""


@dataclass(frozen=True, slots=True)
class LoseGame(PlayerPredicate):
    """「このゲームに敗北する」 / "lose the game" (104.3e)."""


@dataclass(frozen=True, slots=True)
class FlipCoin(PlayerPredicate):
    """「コイン投げをする」 / "flip a coin" (705.1)."""


@dataclass(frozen=True, slots=True)
class FlipResult(Node):
    """「あなたがそのコイン投げに勝ったなら」 / "If you win the flip" (``won``), or lose it: a
    condition on the coin flip an earlier instruction of the ability made (705.3)."""

    player: Reference
    won: bool


@dataclass(frozen=True, slots=True)
class CantAttackAlone(Node):
    """「単独では攻撃もブロックもできない」 / "can't attack or block alone" (506.5): ``attack``
    and ``block`` say which ("can't attack alone", "can't block alone")."""

    in_statement: ClassVar[bool] = True

    attack: bool
    block: bool


@dataclass(frozen=True, slots=True)
class AttacksDespiteDefender(Node):
    """「（これが）防衛を持たないかのように攻撃できる」 / "can attack as though it didn't have
    defender" (702.3b)."""

    in_statement: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class AssignsDamageByToughness(Node):
    """「パワーではなくタフネスに等しい点数の戦闘ダメージを割り振る」 / "assigns combat damage
    equal to its toughness rather than its power" (510.1c)."""

    in_statement: ClassVar[bool] = True
