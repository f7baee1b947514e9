"""The vocabulary of special actions a static ability offers (116.2d): "That creature's
controller may sacrifice a permanent for that player to ignore this effect until end of turn."
(Volrath's Curse). Data only; the engine gives it its meaning
(:mod:`ofuda.runtime.engine.casting.ignoring`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .definitions import Cost, Duration

# --- the static ability's vocabulary --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ControllerOfAffected:
    """The controller of the object the ability's effects affect ("that creature's controller",
    「そのクリーチャーのコントローラー」); ``affected`` is that object, as in the effects
    (``EnchantedPermanent()``, ``EquippedCreature()``, ``ThisPermanent()``)."""

    affected: Any


@dataclass(frozen=True, slots=True)
class MayIgnoreEffect:
    """116.2d: ``player`` may pay ``cost`` for that player to ignore the other effects of this
    static ability for ``duration`` ("… may sacrifice a permanent for that player to ignore
    this effect until end of turn")."""

    player: ControllerOfAffected
    cost: Cost
    duration: Duration = Duration.END_OF_TURN
