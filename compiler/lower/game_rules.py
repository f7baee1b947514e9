"""The lower pass, instructions of the game's own rules: a player wins or loses the game
(104.2b, 104.3e). "remove … from combat" (506.4) is a verb on objects, lowered with the others
(lower/object_instructions.py, ``ir.RemoveFromCombat``). A mixin of lower.Lowerer.
"""

from __future__ import annotations

from .. import ast, ir
from .predicate_kinds import Instruction, lowers_predicate


class GameRulesLowering:
    """Lowers winning and losing the game; mixed into lower.Lowerer."""

    @lowers_predicate(ast.WinGame)
    def win_game(self, p: ast.WinGame, at: Instruction) -> ir.Effect:
        """ "… wins the game" (104.2b): the clause's player."""
        return ir.WinGame(at.subject, at.origin)

    @lowers_predicate(ast.LoseGame)
    def lose_game(self, p: ast.LoseGame, at: Instruction) -> ir.Effect:
        """ "… loses the game" (104.3e): the clause's player."""
        return ir.LoseGame(at.subject, at.origin)
