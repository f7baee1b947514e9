"""The heuristic agent's probe of an ability: what it does to each of its targets.

To tell helpful from harmful abilities without any card-specific code the agent *probes* an
ability: it runs ``resolve`` against a recording stand-in for the effects context and notes
what each target index would receive (damage, destruction, exile, -N/-N and "can't block" are
harmful; +N/+N, keywords, counters, life and cards are helpful).
"""

from __future__ import annotations

from typing import Any

from ..definitions import Ability

#: How good each ctx method is for the object or player it is given (per unit when scaled).
_HARMFUL = {
    "destroy": -6,
    "exile": -6,
    "exile_with_source": -6,
    "return_to_hand": -4,
    "tap": -1,
    "put_on_library": -5,
    "cant_block": -1,
    "sacrifice": -6,
    "counter_spell": -5,
    "discard": -2,
    "mill": -1,
    "discard_chosen_by": -3,
    "gain_control": -6,
    "skip_next_untap": -2,
    "lose_keyword": -1,
}
_HELPFUL = {
    "untap": 1,
    "regenerate": 3,
    "prevent_damage": 2,
    "prevent_all_damage": 2,
    "cant_be_blocked": 2,
    "grant_protection": 2,
    "grant_ability": 1,
    "blink": 1,
    # back onto the battlefield: with an exile before it, a flicker (net +1)
    "put_onto_battlefield": 7,
}


class _Marker:
    def __init__(self, label: Any) -> None:
        self.label = label


class Probe:
    """A stand-in ``Effects`` that records, per target index, how good the effect is for it."""

    def __init__(self) -> None:
        self.source = _Marker("source")
        self.controller = _Marker("you")
        self.game = None
        self.x = 3
        self.score: dict[Any, int] = {}
        self.damage: dict[Any, int] = {}
        self.keywords: dict[Any, list[Any]] = {}
        self.calls: list[str] = []

    def _add(self, who: Any, amount: int) -> None:
        for marker in _markers(who):
            self.score[marker.label] = self.score.get(marker.label, 0) + amount

    def target(self, index: int) -> Any:
        return _Marker(index)

    def all_targets(self, first: int = 0, count: int = 1) -> list[Any]:
        return [_Marker(i) for i in range(first, first + count)]

    def targets(self) -> list[Any]:
        return [_Marker(0)]

    def gain_life(self, player: Any, amount: Any) -> None:
        self._add(player, _num(amount))

    def lose_life(self, player: Any, amount: Any) -> None:
        self._add(player, -_num(amount))

    def draw_cards(self, player: Any, amount: Any) -> None:
        self._add(player, 2 * _num(amount))

    def deal_damage(self, source: Any, recipient: Any, amount: Any) -> None:
        self._add(recipient, -2 * max(1, _num(amount)))
        if isinstance(recipient, _Marker):
            self.damage[recipient.label] = self.damage.get(recipient.label, 0) + max(
                1, _num(amount)
            )

    def modify_power_toughness(self, obj: Any, power: Any, toughness: Any, duration: Any) -> None:
        self._add(obj, _num(power) + _num(toughness))
        if isinstance(obj, _Marker) and _num(toughness) < 0:
            self.damage[obj.label] = self.damage.get(obj.label, 0) - _num(toughness)

    def grant_keyword(self, obj: Any, keyword: Any, duration: Any) -> None:
        self._add(obj, 1)
        if isinstance(obj, _Marker):
            self.keywords.setdefault(obj.label, []).append(keyword)

    def add_counters(self, obj: Any, kind: str, amount: Any) -> None:
        self._add(obj, _num(amount) * (-2 if kind == "-1/-1" else 2))

    def fight(self, first: Any, second: Any) -> None:
        self._add(first, 1)
        self._add(second, -3)

    def may(self, *args: Any, **kwargs: Any) -> bool:
        return True

    def __getattr__(self, name: str) -> Any:
        def record(*args: Any, **kwargs: Any) -> Any:
            self.calls.append(name)
            weight = _HARMFUL.get(name, _HELPFUL.get(name, 0))
            given = [m for arg in (*args, *kwargs.values()) for m in _markers(arg)]
            for marker in given:
                self._add(marker, weight)
            if name.startswith(("count", "power", "toughness")):
                return 0
            # what a step returns is most often what it was given (the objects it moved, or
            # grouped: "that creature and all Equipment attached to it"), so later steps of
            # the same effect still reach the target
            return given

        return record


def _markers(value: Any) -> list[_Marker]:
    """The target markers in a probe call's argument (one, or a list of them)."""
    if isinstance(value, _Marker):
        return [value]
    if isinstance(value, (list, tuple)):
        return [m for v in value for m in _markers(v)]
    return []


def _num(value: Any) -> int:
    return value if isinstance(value, int) else 2


_PROBES: dict[type, Probe] = {}


def probe(ability_cls: type[Ability]) -> Probe:
    """What an ability class does to its targets, source and controller (cached per class)."""
    found = _PROBES.get(ability_cls)
    if found is not None:
        return found
    p = _PROBES[ability_cls] = Probe()
    try:
        ability_cls().resolve(p)  # type: ignore[arg-type]
    except Exception:  # noqa: BLE001, S110 - an ability the probe can't follow is just "unknown"
        pass
    return p
