"""Numbers in static effects (107.1–107.3), computed for a source.

A number is an ``int``, or a value of the vocabulary that says what it computes
(``HighestLife``, ``Half``, ``CastX``), its handler found by its type in
:data:`~ofuda.runtime.engine.registry.VALUES`.  Numbers are integers (107.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import Controller
from ...statics_replacement import Half, HighestLife
from ..objects.players import Player
from ..registry import VALUES

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def static_value(game: Game, source: Any, value: Any, *, controller: Any = None, x: int = 0) -> int:
    """The integer ``value`` stands for, for an ability of ``source`` (X is ``x``)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    handler = VALUES.of(value)
    ctrl = controller if controller is not None else getattr(source, "controller", None)
    return int(handler(game, source, value, ctrl, x))


def _players(game: Game, whose: Controller, you: Any) -> list[Player]:
    if whose == Controller.YOU:
        return [you]
    if whose == Controller.OPPONENT:
        return game.opponents(you)
    return [p for p in game.players if p.in_game]


@VALUES.register(HighestLife)
def _highest_life(game: Game, source: Any, v: HighestLife, ctrl: Any, x: int) -> int:
    """The highest life total among the players ``v.whose`` names (119)."""
    lives = [p.life for p in _players(game, v.whose, ctrl)]
    return max(lives) if lives else 0


@VALUES.register(Half)
def _half(game: Game, source: Any, v: Half, ctrl: Any, x: int) -> int:
    """107.1a: half of a number, rounded up or down as the text says."""
    n = static_value(game, source, v.value, controller=ctrl, x=x)
    return -((-n) // 2) if v.round_up else n // 2
