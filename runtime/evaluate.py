"""Numbers in static effects and filters (107.1–107.3), computed for a source.

A number is an ``int``, or a value whose class name says what it counts
(``Count``, ``CountersOn``, ``PowerOf``, ``HighestLife``, ``Half``, …); the
vocabulary that defines such values plugs in by name.  Numbers are integers
and a value that can't be determined is 0 (107.2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .definitions import Controller
from .players import Player

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

VALUES: dict[str, Callable[..., int]] = {}


def _value(name: str) -> Callable[[Callable[..., int]], Callable[..., int]]:
    def register(fn: Callable[..., int]) -> Callable[..., int]:
        VALUES[name] = fn
        return fn

    return register


def static_value(game: Game, source: Any, value: Any, *, controller: Any = None, x: int = 0) -> int:
    """The integer ``value`` stands for, for an ability of ``source`` (X is ``x``)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    if value is None:
        return 0
    fn = VALUES.get(type(value).__name__)
    if fn is None:
        return 0
    ctrl = controller if controller is not None else getattr(source, "controller", None)
    return int(fn(game, source, value, ctrl, x))


def _subject(source: Any, subject: Any) -> Any:
    name = str(subject) if subject is not None else "self"
    if name in ("self", "ThisPermanent()") or type(subject).__name__ == "ThisPermanent":
        return source
    if name == "attached" or type(subject).__name__ in ("EnchantedPermanent", "EquippedCreature"):
        return getattr(source, "attached_to", None)
    if name == "paired":
        return getattr(source, "paired_with", None)
    return source


def _players(game: Game, whose: Any, you: Any) -> list[Player]:
    if whose == Controller.YOU:
        return [you]
    if whose == Controller.OPPONENT:
        return game.opponents(you)
    return [p for p in game.players if p.in_game]


@_value("X")
def _x(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    return x


@_value("Count")
def _count(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    from .targets import object_matches, objects_in

    zone = getattr(v, "zone", "battlefield")
    return sum(1 for o in objects_in(game, zone) if object_matches(o, v.filter, ctrl, source))


@_value("CountersOn")
def _counters(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    obj = _subject(source, getattr(v, "subject", None))
    return obj.counter_count(v.kind) if obj is not None else 0


@_value("PowerOf")
def _power(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    obj = _subject(source, getattr(v, "subject", None))
    return obj.power if obj is not None else 0


@_value("ToughnessOf")
def _toughness(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    obj = _subject(source, getattr(v, "subject", None))
    return obj.toughness if obj is not None else 0


@_value("CardsInHand")
def _hand(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    return sum(len(p.hand) for p in _players(game, getattr(v, "whose", Controller.YOU), ctrl))


@_value("HighestLife")
def _highest_life(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    lives = [p.life for p in _players(game, getattr(v, "whose", Controller.OPPONENT), ctrl)]
    return max(lives) if lives else 0


@_value("GreatestPower")
def _greatest_power(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    from .targets import object_matches

    powers = [
        p.power for p in game.battlefield.objects if object_matches(p, v.filter, ctrl, source)
    ]
    return max(powers) if powers else 0


@_value("Half")
def _half(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    n = static_value(game, source, v.value, controller=ctrl, x=x)
    return -((-n) // 2) if getattr(v, "round_up", True) else n // 2


@_value("Times")
def _times(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    return static_value(game, source, v.value, controller=ctrl, x=x) * v.factor


@_value("Sum")
def _sum(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    return sum(static_value(game, source, part, controller=ctrl, x=x) for part in v.values)


@_value("Negative")
def _negative(game: Game, source: Any, v: Any, ctrl: Any, x: int) -> int:
    return -static_value(game, source, v.value, controller=ctrl, x=x)
