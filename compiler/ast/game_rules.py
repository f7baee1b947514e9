"""The AST, instructions of the game's own rules: winning and losing the game (104.2b, 104.3e),
flipping a coin and the flip's result as a condition (705).
Re-exported by :mod:`ofuda.compiler.ast`; "remove … from combat" (506.4) is a verb on objects
(``Verb.REMOVE_FROM_COMBAT``).
"""

from __future__ import annotations

from dataclasses import dataclass

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
