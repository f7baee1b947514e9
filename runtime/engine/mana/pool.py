"""Mana: symbols and costs (rules 106, 107.4), mana pools, and planning payments.

A mana cost string such as ``"{2}{W}{W}"`` parses to a :class:`ManaCostSpec`:
generic mana plus a list of coloured requirements, each requirement being the
set of mana types that may pay it (one type for ``{W}``, two for a hybrid
``{W/U}``, 107.4e).  A player's :class:`ManaPool` holds plain mana by type
and, separately, mana with a spending restriction or rider (106.6: "spend
this mana only to cast creature spells", "that spell can't be countered").
:func:`plan_payment` finds which mana in the pool and which mana abilities to
activate; it is a small exact search, so a payment is found whenever one
exists.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ...definitions import Color

#: The five colours in WUBRG order, then colourless (106.1b: six types of mana).
MANA_TYPES = ("W", "U", "B", "R", "G", "C")
COLOR_LETTERS = ("W", "U", "B", "R", "G")
ANY_COLOR = "WUBRG"

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
        """Mana value (202.3); X counts as 0 off the stack (107.3f)."""
        return self.generic + len(self.requirements)

    def with_x(self, x: int) -> ManaCostSpec:
        """This cost with every ``{X}`` replaced by ``x`` generic mana (107.3a)."""
        return ManaCostSpec(self.generic + x * self.x_count, self.requirements, 0)

    def plus(self, other: ManaCostSpec) -> ManaCostSpec:
        """The sum of two costs (601.2f: additional costs are added)."""
        return ManaCostSpec(
            self.generic + other.generic,
            self.requirements + other.requirements,
            self.x_count + other.x_count,
        )

    def add_generic(self, amount: int) -> ManaCostSpec:
        """601.2f: an increase (positive) or reduction (negative) of generic mana, not below 0."""
        return ManaCostSpec(max(0, self.generic + amount), self.requirements, self.x_count)

    def less(self, requirement: str) -> ManaCostSpec:
        """This cost with one of its mana paid by something other than mana (601.2h: convoke,
        702.51a; delve, 702.66a): the coloured ``requirement`` (as it stands in
        ``requirements``), or one generic mana for ``""``."""
        if not requirement:
            return ManaCostSpec(max(0, self.generic - 1), self.requirements, self.x_count)
        reqs = list(self.requirements)
        reqs.remove(requirement)
        return ManaCostSpec(self.generic, tuple(reqs), self.x_count)

    def is_free(self) -> bool:
        """True for ``{0}`` or an empty cost (107.4d)."""
        return self.generic == 0 and not self.requirements and self.x_count == 0

    def symbols(self) -> str:
        """The cost as symbols again, e.g. ``"{2}{W}"``."""
        out = "{X}" * self.x_count
        if self.generic or not self.requirements:
            out += f"{{{self.generic}}}" if self.generic or not self.x_count else ""
        out += "".join(
            f"{{{r}}}" if len(r) == 1 else "{" + "/".join(r) + "}" for r in self.requirements
        )
        return out or "{0}"


@lru_cache(maxsize=1024)
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
        elif sym in COLOR_LETTERS or sym == "C":
            reqs.append(sym)  # 107.4a
        elif sym == "X":
            x_count += 1  # 107.3
        elif "/" in sym:
            halves = sym.split("/")
            if len(halves) == 2 and all(h in COLOR_LETTERS for h in halves):
                reqs.append(halves[0] + halves[1])  # 107.4e hybrid
            else:
                raise ValueError(f"unsupported mana symbol {{{sym}}} in {symbols!r}")
        else:
            raise ValueError(f"unsupported mana symbol {{{sym}}} in {symbols!r}")
    if pos != len(symbols):
        raise ValueError(f"not a mana cost: {symbols!r}")
    return ManaCostSpec(generic, tuple(reqs), x_count)


@lru_cache(maxsize=1024)
def colors_of_cost(symbols: str | None) -> tuple[Color, ...]:
    """The colours of an object with this mana cost, in WUBRG order (105.2, 107.4e)."""
    letters = "".join(r for r in parse_mana_cost(symbols).requirements)
    return tuple(Color(c) for c in COLOR_LETTERS if c in letters)


@dataclass(frozen=True, slots=True)
class Activation:
    """What a cost is paid for when an ability of ``source`` is activated (602.2b): restricted
    mana pays for it only if its restriction names such abilities (106.6)."""

    source: Any


@dataclass(slots=True, eq=False)
class ManaUnit:
    """One mana with a spending restriction and/or a rider (106.6).

    ``allows(purpose)`` says whether it may pay for ``purpose`` (a spell being
    cast, or None for anything else); ``uncounterable``: a spell it pays for
    can't be countered.
    """

    mana_type: str
    allows: Callable[[Any], bool] | None = None
    uncounterable: bool = False
    source_name: str = ""

    def usable_for(self, purpose: Any) -> bool:
        """Whether this mana may be spent on ``purpose``."""
        return self.allows is None or self.allows(purpose)


class ManaPool:
    """A player's mana pool (106.4): plain mana by type, plus mana with restrictions or riders."""

    __slots__ = ("amounts", "special")

    def __init__(self) -> None:
        self.amounts: dict[str, int] = dict.fromkeys(MANA_TYPES, 0)
        self.special: list[ManaUnit] = []

    def add(self, mana_type: str, amount: int = 1) -> None:
        """Add ``amount`` mana of ``mana_type`` (one of W U B R G C)."""
        if mana_type not in self.amounts:
            raise ValueError(f"unknown mana type {mana_type!r}")
        self.amounts[mana_type] += max(0, amount)

    def add_special(self, unit: ManaUnit, amount: int = 1) -> None:
        """Add mana with a restriction or rider."""
        self.special.extend([unit] * max(0, amount))

    def total(self) -> int:
        """How much mana is in the pool."""
        return sum(self.amounts.values()) + len(self.special)

    def empty(self) -> int:
        """Empty the pool (500.4); returns how much mana was lost."""
        lost = self.total()
        if lost:
            for k in self.amounts:
                self.amounts[k] = 0
            self.special.clear()
        return lost

    def __repr__(self) -> str:
        shown = "".join(f"{{{k}}}" * v for k, v in self.amounts.items())
        shown += "".join(f"{{{u.mana_type}*}}" for u in self.special)
        return f"ManaPool({shown or 'empty'})"


@dataclass(slots=True, eq=False)
class ManaSource:
    """A mana ability that can be activated to pay: it adds ``amount`` mana of one type
    among ``produces`` (``fixed``: exactly those letters).

    ``ability`` is the ability activated (None for a basic land type's
    intrinsic ability, 305.6); ``allows`` / ``uncounterable`` are the mana's
    restriction and rider; ``combination``: each mana is of any type among
    ``produces`` on its own ("two mana in any combination of colors"), else all of
    it is of one type.
    """

    permanent: Any
    produces: str
    amount: int = 1
    ability: Any = None
    allows: Callable[[Any], bool] | None = None
    uncounterable: bool = False
    fixed: str = ""
    tap: bool = True  # its cost is {T}: one activation per permanent
    combination: bool = False  # 106.1a: each of its ``amount`` mana of a type of its own


@dataclass(slots=True, eq=False)
class CostSubstitute(ManaSource):
    """No mana: an object that pays for one mana of a spell's total cost in place of that mana
    (601.2h) — a creature tapped for convoke (702.51a), a card exiled for delve (702.66a).

    ``produces`` holds the colours whose coloured mana it may pay for ("" for generic mana
    only); it pays for generic mana too, never for {C} (colourless is no colour, 105.1, and
    {C} no generic mana, 107.4c). The planner treats it as one more unit that can pay;
    :meth:`pay_instead` is what paying with it does.
    """

    def pay_instead(self, game: Any, player: Any) -> None:
        """Pay with it (tap the creature, exile the card); raises if that can't be done now."""
        raise NotImplementedError


@dataclass(slots=True)
class PaymentPlan:
    """How to pay a cost: mana taken from the pool (plain by type, restricted units) and
    mana abilities activated (with the type each makes)."""

    from_pool: dict[str, int] = field(default_factory=dict)
    taps: list[tuple[ManaSource, str]] = field(default_factory=list)
    special: list[ManaUnit] = field(default_factory=list)
    # what pays in place of mana (601.2h), each with the requirement it pays ("" = generic)
    substitutes: list[tuple[CostSubstitute, str]] = field(default_factory=list)


@lru_cache(maxsize=1024)
def _hybrid(requirements: tuple[str, ...]) -> bool:
    """Whether some requirement can be paid by more than one type (107.4e hybrid)."""
    return any(len(r) != 1 for r in requirements)


class SourceList(list):  # type: ignore[type-arg]
    """Mana sources, knowing whether each makes exactly one mana of one type without
    restrictions (then affordability is a simple count)."""

    __slots__ = ("simple",)

    def __init__(self, sources: Sequence[ManaSource] = ()) -> None:
        super().__init__(sources)
        self.simple = _all_simple(self)


def _all_simple(sources: Sequence[ManaSource]) -> bool:
    """Each source makes one unrestricted mana of one type, and no permanent has two {T}
    mana abilities (which would exclude each other)."""
    tapped: set[int] = set()
    for s in sources:
        if len(s.produces) != 1 or s.amount != 1 or s.allows is not None or s.fixed:
            return False
        if isinstance(s, CostSubstitute):  # the exact planner says what each one paid for
            return False
        if s.tap:
            key = id(s.permanent)
            if key in tapped:
                return False
            tapped.add(key)
    return True


def can_afford(
    pool: ManaPool, sources: Sequence[ManaSource], cost: ManaCostSpec, purpose: Any = None
) -> bool:
    """Whether ``cost`` can be paid; a fast count when every source makes one mana of one type."""
    simple = getattr(sources, "simple", None)
    if simple is None:
        simple = _all_simple(sources)
    if pool.special or not simple or _hybrid(cost.requirements):
        return plan_payment(pool, sources, cost, purpose) is not None
    avail = dict(pool.amounts)
    for s in sources:
        avail[s.produces] += 1
    for req in cost.requirements:
        if avail[req] <= 0:
            return False
        avail[req] -= 1
    return sum(avail.values()) >= cost.generic


def plan_payment(
    pool: ManaPool, sources: Sequence[ManaSource], cost: ManaCostSpec, purpose: Any = None
) -> PaymentPlan | None:
    """Find a way to pay ``cost`` (X already fixed) for ``purpose``, or None.

    Mana already in the pool is preferred to activating sources (117.3a), and
    sources listed first are used first, so callers order sources by
    preference.  Restricted mana is used only where its restriction allows.
    """
    if not pool.special and getattr(sources, "simple", False) and not _hybrid(cost.requirements):
        return _plan_simple(pool, sources, cost)
    usable_special = [u for u in pool.special if u.usable_for(purpose)]
    usable = [s for s in sources if s.allows is None or s.allows(purpose)]
    # Several {T} mana abilities of one permanent exclude each other: try one at a time.
    by_perm: dict[int, list[ManaSource]] = {}
    for src in usable:
        if src.tap:
            by_perm.setdefault(id(src.permanent), []).append(src)
    alternatives = [group for group in by_perm.values() if len(group) > 1]
    if not alternatives:
        return _plan_choosing_types(pool, usable_special, usable, cost)
    exclusive = {id(s) for group in alternatives for s in group}
    fixed_part = [s for s in usable if id(s) not in exclusive]
    for picks in itertools.product(*alternatives):
        plan = _plan_choosing_types(pool, usable_special, fixed_part + list(picks), cost)
        if plan is not None:
            return plan
    return None


def _plan_simple(
    pool: ManaPool, sources: Sequence[ManaSource], cost: ManaCostSpec
) -> PaymentPlan | None:
    """The common case: plain pool mana and sources that each make one mana of one type, and
    no hybrid symbols — coloured symbols take pool mana of their type first, then sources of
    their type in order; generic mana takes what is left, pool first (exact for this case)."""
    need: dict[str, int] = {}
    for req in cost.requirements:
        need[req] = need.get(req, 0) + 1
    plan = PaymentPlan()
    pool_left = dict(pool.amounts)
    for mana_type, n in need.items():
        take = min(n, pool_left.get(mana_type, 0))
        if take:
            plan.from_pool[mana_type] = take
            pool_left[mana_type] -= take
        need[mana_type] = n - take
    used = [False] * len(sources)
    for i, src in enumerate(sources):
        t = src.produces
        if need.get(t, 0) > 0:
            need[t] -= 1
            used[i] = True
            plan.taps.append((src, t))
    if any(n > 0 for n in need.values()):
        return None
    generic = cost.generic
    for mana_type in MANA_TYPES:
        if generic <= 0:
            break
        take = min(generic, pool_left.get(mana_type, 0))
        if take:
            plan.from_pool[mana_type] = plan.from_pool.get(mana_type, 0) + take
            generic -= take
    for i, src in enumerate(sources):
        if generic <= 0:
            break
        if not used[i]:
            plan.taps.append((src, src.produces))
            generic -= 1
    return plan if generic <= 0 else None


def _plan_choosing_types(
    pool: ManaPool,
    usable_special: list[ManaUnit],
    usable_sources: list[ManaSource],
    cost: ManaCostSpec,
) -> PaymentPlan | None:
    choices: list[Any] = [
        s.produces
        if (s.amount > 1 and len(s.produces) > 1 and not s.fixed and not s.combination)
        else None
        for s in usable_sources
    ]
    multi = [i for i, c in enumerate(choices) if c is not None]
    # A source that makes several mana of one chosen type: try each type (rarely needed).
    for combo in itertools.product(*(choices[i] for i in multi)) if multi else [()]:
        chosen_type = dict(zip(multi, combo))
        plan = _plan(pool, usable_special, usable_sources, chosen_type, cost)
        if plan is not None:
            return plan
    return None


def _plan(
    pool: ManaPool,
    special: list[ManaUnit],
    sources: list[ManaSource],
    chosen_type: dict[int, str],
    cost: ManaCostSpec,
) -> PaymentPlan | None:
    # Every unit of mana that could be spent: pool mana first, then the sources'.
    # A unit is (kind, ref, types): kind "pool", "special" or "source".
    units: list[tuple[str, Any, str]] = [
        ("pool", t, t) for t in MANA_TYPES for _ in range(pool.amounts.get(t, 0))
    ]
    units.extend(("special", u, u.mana_type) for u in special)
    for i, src in enumerate(sources):
        if src.fixed:
            units.extend(("source", i, t) for t in src.fixed)
        else:
            types = chosen_type.get(i, src.produces)
            units.extend(("source", i, types) for _ in range(src.amount))
    reqs = cost.requirements
    capable = [
        [i for i, (_, _, makes) in enumerate(units) if any(t in makes for t in req)] for req in reqs
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
    # (unit, the type of mana it makes, the requirement it pays: "" for generic mana)
    spend: list[tuple[int, str, str]] = [
        (i, next(t for t in reqs[k] if t in units[i][2]), reqs[k])
        for k, i in sorted(chosen.items())
    ]
    # 107.4b generic: any type ("" for what pays in place of mana and makes none)
    spend.extend((i, units[i][2][:1], "") for i in free[: cost.generic])
    plan = PaymentPlan()
    activated: dict[int, str] = {}
    for i, mana_type, requirement in spend:
        kind, ref, _ = units[i]
        if kind == "source" and isinstance(sources[ref], CostSubstitute):
            plan.substitutes.append((sources[ref], requirement))
        elif kind == "pool":
            plan.from_pool[mana_type] = plan.from_pool.get(mana_type, 0) + 1
        elif kind == "special":
            plan.special.append(ref)
        else:
            src = sources[ref]
            if src.amount == 1 and not src.fixed:
                plan.taps.append((src, mana_type))
            elif src.combination:  # 106.1a: the type of each of its mana spent here
                activated[ref] = activated.get(ref, "") + mana_type
            elif ref not in activated:
                activated[ref] = chosen_type.get(ref, mana_type) if not src.fixed else src.fixed
    for ref, mana_type in activated.items():
        plan.taps.append((sources[ref], mana_type))
    return plan
