"""IR: evasion restrictions and requirements an instruction imposes for a while (509.1b-c,
508.1d): "can't block", "can't be blocked", "must be blocked", "attacks this turn if able"; which
creatures can block an object ("Target creature you control can't be blocked by creatures with power 2 or
less this turn", "… can't be blocked this turn except by Spirits") and how many ("each creature
you control can't be blocked this turn except by two or more creatures"). A permanent's
statements of the same restrictions are static effects (runtime.statics_restrictions).
Re-exported by :mod:`ofuda.compiler.ir`."""

from __future__ import annotations

from dataclasses import dataclass, field

from ofuda.runtime.definitions import ObjectFilter

from .durations import Lasting
from .nodes import Node, ObjectEffect
from .values import Selector


@dataclass(frozen=True, slots=True)
class CantBeBlockedBy(ObjectEffect):
    """Creatures matching ``blockers`` can't block ``obj`` for ``duration`` (509.1b); with
    ``only``, no creature but those can ("except by")."""

    runtime_method = "cant_be_blocked_by"

    obj: Selector
    blockers: ObjectFilter
    only: bool
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class LimitBlockers(ObjectEffect):
    """``obj`` can be blocked by no fewer than ``at_least`` and no more than ``at_most``
    creatures for ``duration`` (509.1b; 702.111b's rule of menace given by an effect); no
    blockers is always legal."""

    runtime_method = "limit_blockers"

    obj: Selector
    at_least: int
    at_most: int | None
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CantBlock(ObjectEffect):
    """Creatures can't block for a while (509.1b): "target creature can't block this turn"."""

    runtime_method = "cant_block"

    obj: Selector
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CantBeBlocked(ObjectEffect):
    """Creatures can't be blocked for a while (509.1b): "… can't be blocked this turn"."""

    runtime_method = "cant_be_blocked"

    obj: Selector
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class MustBeBlocked(Node):
    """All creatures able to block it do so, for a while (509.1c)."""

    runtime_method = "must_be_blocked"

    obj: Selector
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class MustBeBlockedIfAble(ObjectEffect):
    """A creature must be blocked if able, for a while (509.1c): "… must be blocked this turn if
    able" — the requirement is obeyed when at least one creature blocks it."""

    runtime_method = "must_be_blocked_if_able"

    obj: Selector
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class MustAttack(ObjectEffect):
    """Creatures attack if able, for a while (508.1d): "… attacks this turn if able"."""

    runtime_method = "must_attack"

    obj: Selector
    duration: Lasting
    origin: str = field(default="", compare=False)
