"""The AST, instructions of the game's own rules: winning and losing the game (104.2b, 104.3e).
Re-exported by :mod:`ofuda.compiler.ast`; "remove … from combat" (506.4) is a verb on objects
(``Verb.REMOVE_FROM_COMBAT``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .nouns import PlayerPredicate


@dataclass(frozen=True, slots=True)
class WinGame(PlayerPredicate):
    """「このゲームに勝利する」 / "win the game" (104.2b)."""


@dataclass(frozen=True, slots=True)
class LoseGame(PlayerPredicate):
    """「このゲームに敗北する」 / "lose the game" (104.3e)."""
