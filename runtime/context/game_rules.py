"""Instructions of the game's own rules: a player wins or loses the game (104.2b, 104.3e),
permanents are removed from combat (506.4), a player flips a coin and a later instruction asks
whether they won the flip (705)."""

from __future__ import annotations

from typing import Any

from ..engine.errors import GameOver
from ..engine.objects.game_objects import Permanent
from ..engine.objects.players import Player
from .state import ContextState
from .values import each


class GameRuleActions(ContextState):
    """``ctx.win_game``, ``ctx.lose_game``, ``ctx.remove_from_combat``, ``ctx.flip_coin`` and
    ``ctx.flip_result`` (a mixin of
    :class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

    def win_game(self, player: Any) -> None:
        """104.2b: the player ``player`` selects (still in the game) wins it; the game ends at
        once (104.1), the rest of the resolution with it."""
        game = self.game  # type: ignore[attr-defined]
        for who in [p for p in each(player) if isinstance(p, Player) and p.in_game]:
            game.log.add("wins", f"{who.name} wins the game (104.2b)", player=who.name)
            raise GameOver(who, f"{who.name} won the game by an effect (104.2b)")

    def lose_game(self, player: Any) -> None:
        """104.3e: each player ``player`` selects loses the game and leaves it (800.4a) — all at
        once; then a last player left wins (104.2a), and none left is a draw (104.4a)."""
        game = self.game  # type: ignore[attr-defined]
        losers = [p for p in each(player) if isinstance(p, Player) and p.in_game]
        for who in losers:
            game.lose_game(who, "104.3e: an effect says so")
        if losers:
            game.touch()
            game.check_game_over()

    def remove_from_combat(self, obj: Any) -> None:
        """506.4: each permanent ``obj`` selects stops being an attacking, blocking, blocked or
        unblocked creature; an attacker it blocked stays blocked (509.1h). Nothing happens to
        one that has left the battlefield (400.7) or outside combat."""
        game = self.game  # type: ignore[attr-defined]
        for perm in each(obj):
            if not isinstance(perm, Permanent) or not perm.on_battlefield:
                continue
            if game.combat is not None:
                game.combat.forget(perm)
            perm.remove_from_combat()
            game.touch()
            game.log.add("remove from combat", f"{perm.name} is removed from combat", card=perm.name)

    def flip_coin(self, player: Any) -> None:
        """705.1: the player ``player`` selects flips a coin; they win or lose the flip (705.3)
        with even odds, drawn from the game's one seeded random source (the same seed plays the
        same game). The result is kept for a later "If you win the flip" of this resolution."""
        game = self.game  # type: ignore[attr-defined]
        for who in [p for p in each(player) if isinstance(p, Player)]:
            won = game.rng.random() < 0.5
            self._flip_won = won
            result = "wins" if won else "loses"
            game.log.add("coin flip", f"{who.name} flips a coin and {result} the flip",
                         player=who.name, won=won)

    def flip_result(self, won: bool) -> bool:
        """705.3: "If you win the flip" (``won``) / "If you lose the flip": the result of the
        latest coin flip of this resolution; no flip is neither."""
        flipped = self._flip_won
        return flipped is not None and flipped == won
