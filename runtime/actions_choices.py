"""Resolution-context methods for effects whose details a player chooses as the spell or
ability resolves: "tap or untap" (701.26).

Mixed into :class:`ofuda.runtime.effects.ResolutionContext` (every ``…Actions`` class of an
``actions_*`` module is).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .effects_values import each
from .objects import Permanent
from .players import Player

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


class ChoiceActions:
    """Tap-or-untap and other effects with a choice on resolution."""

    game: Game
    controller: Player
    source: Any

    def tap_or_untap(self, obj: Any) -> None:
        """701.26: "tap or untap target permanent" — the controller chooses, for each
        permanent, whether to tap it or untap it (a yes/no question: yes taps it)."""
        for perm in each(obj):
            if not (isinstance(perm, Permanent) and perm.on_battlefield):
                continue
            who = self.controller
            tap = who.agent.choose_yes_no(
                self.game, who, f"tap {perm.name}? (otherwise untap it)", self.source
            )
            self.game.log.add(
                "choice",
                f"{who.name} chooses to {'tap' if tap else 'untap'} {perm.name}",
                player=who.name,
            )
            if tap:
                self.game.tap(perm)
            else:
                self.game.untap(perm)
