"""Actions a card allows from its owner's opening hand (103.6).

"If Leyline of Sanctity is in your opening hand, you may begin the game with it on the
battlefield." (103.6a): a static ability that functions only in the opening hand, before the
first turn (``Game.start`` reads it once every player has kept a hand); on the battlefield, or
in a hand later in the game, it does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class BeginGameOnBattlefield:
    """103.6a: its owner may begin the game with this card on the battlefield."""
