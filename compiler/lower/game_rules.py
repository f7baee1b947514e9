"""The lower pass, the game's own rules: a player wins or loses the game (104.2b, 104.3e), flips
a coin (705.1), and "If you win the flip" (705.3) is a condition on that flip; a permanent's own
combat rules (506.5, 702.3b, 510.1c) are statements of static abilities. "remove … from combat" (506.4) is a verb on objects, lowered with the others
(lower/object_instructions.py, ``ir.RemoveFromCombat``). A mixin of lower.Lowerer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics as rt

from .. import ast, ir
from .predicate_kinds import Instruction, lowers_predicate

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class GameRulesLowering:
    """Lowers winning and losing the game and coin flips; mixed into lower.Lowerer."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

    @lowers_predicate(ast.WinGame)
    def win_game(self, p: ast.WinGame, at: Instruction) -> ir.Effect:
        """ "… wins the game" (104.2b): the clause's player."""
        return ir.WinGame(at.subject, at.origin)

    @lowers_predicate(ast.LoseGame)
    def lose_game(self, p: ast.LoseGame, at: Instruction) -> ir.Effect:
        """ "… loses the game" (104.3e): the clause's player."""
        return ir.LoseGame(at.subject, at.origin)

    @lowers_predicate(ast.FlipCoin)
    def flip_coin(self, p: ast.FlipCoin, at: Instruction) -> ir.Effect:
        """ "flip a coin" (705.1): the clause's player flips; a later "If you win the flip" of
        the ability is this flip's result."""
        at.scope.flipped = at.subject
        return ir.FlipCoin(at.subject, at.origin)

    def condition(self, condition: Any, scope: Any) -> Any:
        """ "If you win the flip" / 「あなたがそのコイン投げに勝ったなら」 (705.3): the result of
        the coin flip an earlier instruction of this ability made, by the player who flipped
        (only they win or lose it); other conditions as the other parts lower them."""
        if not isinstance(condition, ast.FlipResult):
            return super().condition(condition, scope)  # type: ignore[misc]
        player, _ = self.reference(condition.player, scope, None)
        if scope.flipped is None:
            raise self.fail("E201", "this names the result of a coin flip, but no instruction "
                            "before it flips a coin (705)", condition.span)
        if player != scope.flipped:
            raise self.fail("E290", "only the player who flipped the coin wins or loses the "
                            "flip (705.3)", condition.span)
        return ir.FlipResult(condition.won)

    # --- a permanent's own combat rules (506.5, 702.3b, 510.1c) ---------------------------

    def combat_rule_static(self, predicate: Any, affected: rt.Affected) -> Any:
        """A statement of a permanent's static ability about its own combat, or None: "can't
        attack or block alone" (506.5), "can attack as though it didn't have defender"
        (702.3b), "assigns combat damage equal to its toughness rather than its power"
        (510.1c)."""
        if isinstance(predicate, ast.CantAttackAlone):
            return rt.CantAttackOrBlockAlone(affected, predicate.attack, predicate.block)
        if isinstance(predicate, ast.AttacksDespiteDefender):
            return rt.AttacksDespiteDefender(affected)
        if isinstance(predicate, ast.AssignsDamageByToughness):
            return rt.AssignsDamageByToughness(affected)
        return None

    @lowers_predicate(ast.CantAttackAlone, ast.AttacksDespiteDefender, ast.AssignsDamageByToughness)
    def combat_rule_instruction(self, p: Any, at: Instruction) -> ir.Effect:
        """As an instruction (for a duration) a permanent's combat rule is not compiled yet: it
        is refused rather than approximated."""
        raise self.fail("E290", "ofuda cannot yet compile this combat rule as an instruction; "
                        "it is a permanent's statement (506.5, 702.3b, 510.1c)", p.span)
