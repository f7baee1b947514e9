"""Mana: symbols and costs (rules 106, 107.4), mana pools, and paying mana costs.

A mana cost string such as ``"{2}{W}{W}"`` parses to a :class:`ManaCostSpec`:
generic mana plus a list of coloured requirements, each requirement being the
set of mana types that may pay it (one type for ``{W}``, two for a hybrid
``{W/U}``, 107.4e).  :func:`plan_payment` finds which mana in the pool and
which mana sources to use; it is a small exact search, so a payment is found
whenever one exists.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .definitions import Color

#: The five colours in WUBRG order, then colourless (106.1b: six types of mana).
MANA_TYPES = ("W", "U", "B", "R", "G", "C")
_COLOR_LETTERS = ("W", "U", "B", "R", "G")

#: Rule 305.6: each basic land type has an intrinsic "{T}: Add [mana]" ability.
BASIC_LAND_MANA: dict[str, str] = {
    "Plains": "W",
    "Island": "U",
    "Swamp": "B",
    "Mountain": "R",
    "Forest": "G",
}

_SYMBOL = re.compile(r"\{([^{}]+)\}")


@dataclass(frozen=True, slots=True)
class ManaCostSpec:
    """A parsed mana cost: ``generic`` mana, coloured ``requirements``, number of ``{X}``.

    Each requirement is a string of the mana types that can pay it
    (``"W"``; ``"WU"`` for the hybrid ``{W/U}``; ``"C"`` for ``{C}``).
    """

    generic: int = 0
    requirements: tuple[str, ...] = ()
    x_count: int = 0

    @property
    def mana_value(self) -> int:
        """Converted mana cost / mana value (202.3); X counts as 0 off the stack (107.3f)."""
        return self.generic + len(self.requirements)

    def with_x(self, x: int) -> ManaCostSpec:
        """This cost with every ``{X}`` replaced by ``x`` generic mana (107.3a)."""
        return ManaCostSpec(self.generic + x * self.x_count, self.requirements, 0)

    def is_free(self) -> bool:
        """True for ``{0}`` or an empty cost (107.4d)."""
        return self.generic == 0 and not self.requirements and self.x_count == 0


@lru_cache(maxsize=512)
def parse_mana_cost(symbols: str | None) -> ManaCostSpec:
    """Parse ``"{2}{W}"``-style symbols (107.4) into a :class:`ManaCostSpec`.

    Raises ``ValueError`` for text that is not a sequence of supported symbols.
    """
    if not symbols:
        return ManaCostSpec()
    pos = 0
    generic = 0
    x_count = 0
    reqs: list[str] = []
    for m in _SYMBOL.finditer(symbols):
        if m.start() != pos:
            raise ValueError(f"not a mana cost: {symbols!r}")
        pos = m.end()
        sym = m.group(1).upper()
        if sym.isdigit():
            generic += int(sym)  # 107.4b: numeric symbols in a cost are generic mana
        elif sym in _COLOR_LETTERS or sym == "C":
            reqs.append(sym)  # 107.4a
        elif sym == "X":
            x_count += 1  # 107.3
        elif "/" in sym:
            halves = sym.split("/")
            if len(halves) == 2 and all(h in _COLOR_LETTERS for h in halves):
                reqs.append(halves[0] + halves[1])  # 107.4e hybrid
            else:
                raise ValueError(f"unsupported mana symbol {{{sym}}} in {symbols!r}")
        else:
            raise ValueError(f"unsupported mana symbol {{{sym}}} in {symbols!r}")
    if pos != len(symbols):
        raise ValueError(f"not a mana cost: {symbols!r}")
    return ManaCostSpec(generic, tuple(reqs), x_count)


@lru_cache(maxsize=512)
def colors_of_cost(symbols: str | None) -> tuple[Color, ...]:
    """The colours of an object with this mana cost, in WUBRG order (105.2, 107.4e)."""
    letters = "".join(r for r in parse_mana_cost(symbols).requirements)
    return tuple(Color(c) for c in _COLOR_LETTERS if c in letters)


class ManaPool:
    """A player's mana pool (106.4): amounts of each of the six mana types."""

    __slots__ = ("amounts",)

    def __init__(self) -> None:
        self.amounts: dict[str, int] = dict.fromkeys(MANA_TYPES, 0)

    def add(self, mana_type: str, amount: int = 1) -> None:
        """Add ``amount`` mana of ``mana_type`` (one of W U B R G C)."""
        if mana_type not in self.amounts:
            raise ValueError(f"unknown mana type {mana_type!r}")
        self.amounts[mana_type] += max(0, amount)

    def total(self) -> int:
        """How much mana is in the pool."""
        return sum(self.amounts.values())

    def empty(self) -> int:
        """Empty the pool (500.4); returns how much mana was lost."""
        lost = self.total()
        for k in self.amounts:
            self.amounts[k] = 0
        return lost

    def __repr__(self) -> str:
        shown = "".join(f"{{{k}}}" * v for k, v in self.amounts.items())
        return f"ManaPool({shown or 'empty'})"


@dataclass(frozen=True, slots=True)
class ManaSource:
    """A mana ability that can be activated to pay: ``{T}: add one mana of one of ``produces``."""

    permanent: Any
    produces: str


@dataclass(slots=True)
class PaymentPlan:
    """How to pay a cost: mana taken from the pool and sources tapped (with the type they make)."""

    from_pool: dict[str, int] = field(default_factory=dict)
    taps: list[tuple[ManaSource, str]] = field(default_factory=list)


def can_afford(pool: ManaPool, sources: Sequence[ManaSource], cost: ManaCostSpec) -> bool:
    """Whether ``cost`` can be paid: a fast count when every source makes one type, else :func:`plan_payment`."""
    if any(len(s.produces) != 1 for s in sources) or any(len(r) != 1 for r in cost.requirements):
        return plan_payment(pool, sources, cost) is not None
    avail = dict(pool.amounts)
    for s in sources:
        avail[s.produces] += 1
    for req in cost.requirements:
        if avail[req] <= 0:
            return False
        avail[req] -= 1
    return sum(avail.values()) >= cost.generic


def plan_payment(
    pool: ManaPool, sources: Sequence[ManaSource], cost: ManaCostSpec
) -> PaymentPlan | None:
    """Find a way to pay ``cost`` (X already fixed) from ``pool`` plus ``sources``, or None.

    Mana already in the pool is preferred to tapping sources (117.3a), and
    sources listed first are tapped first, so callers order sources by
    preference.  Coloured requirements are matched by an exact search over
    pool mana and sources together, so a payment is found whenever one exists.
    """
    # Every unit of mana that could be spent: pool mana first, then one per source.
    units: list[tuple[ManaSource | None, str]] = [
        (None, t) for t in MANA_TYPES for _ in range(pool.amounts.get(t, 0))
    ]
    units.extend((src, src.produces) for src in sources)
    reqs = cost.requirements
    capable = [
        [i for i, (_, makes) in enumerate(units) if any(t in makes for t in req)] for req in reqs
    ]
    order = sorted(range(len(reqs)), key=lambda k: len(capable[k]))
    chosen: dict[int, int] = {}
    used: set[int] = set()

    def assign(pos: int) -> bool:
        if pos == len(order):
            return True
        k = order[pos]
        for i in capable[k]:
            if i not in used:
                used.add(i)
                chosen[k] = i
                if assign(pos + 1):
                    return True
                used.discard(i)
        return False

    if not assign(0):
        return None
    free = [i for i in range(len(units)) if i not in used]
    if len(free) < cost.generic:
        return None
    plan = PaymentPlan()

    def spend(i: int, mana_type: str) -> None:
        src, _ = units[i]
        if src is None:
            plan.from_pool[mana_type] = plan.from_pool.get(mana_type, 0) + 1
        else:
            plan.taps.append((src, mana_type))

    for k, i in sorted(chosen.items()):
        spend(i, next(t for t in reqs[k] if t in units[i][1]))
    for i in free[: cost.generic]:  # generic mana (107.4b): any type
        spend(i, units[i][1][0])
    return plan
