"""Attack, block and untap restrictions and requirements of static abilities (502.3, 508.1c–d,
509.1b–c) and the limit on counters (122): vocabulary (data only) of
:mod:`ofuda.runtime.statics`; the engine gives each its meaning (engine/registry.py)."""

from __future__ import annotations

from dataclasses import dataclass

from .definitions import ObjectFilter
from .statics_affected import Affected

# --- restrictions and requirements (502.3, 508, 509) ---------------------------


@dataclass(frozen=True, slots=True)
class CantAttack:
    """508.1c: ``affected`` can't attack (a restriction on declaring attackers)."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class CantBlock:
    """509.1b: ``affected`` can't block; with ``attackers``, only can't block
    attacking creatures that match it ("can't block Humans")."""

    affected: Affected
    attackers: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class CanBlockOnly:
    """509.1b: ``affected`` can block only attackers that match ``attackers``
    ("can block only creatures with flying")."""

    affected: Affected
    attackers: ObjectFilter


@dataclass(frozen=True, slots=True)
class CantBeBlocked:
    """509.1b: ``affected`` can't be blocked ("is unblockable" / "can't be blocked")."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class CantBeBlockedBy:
    """509.1b: creatures matching ``blockers`` can't block ``affected``
    ("Creatures with flying can't block creatures you control")."""

    affected: Affected
    blockers: ObjectFilter


@dataclass(frozen=True, slots=True)
class CanBeBlockedOnlyBy:
    """509.1b: only creatures matching ``blockers`` can block ``affected`` ("can't be
    blocked except by creatures with flying or reach", "except by Spirits")."""

    affected: Affected
    blockers: ObjectFilter


@dataclass(frozen=True, slots=True)
class BlockersLimit:
    """509.1b: how many creatures may block ``affected``: at least ``at_least`` ("can't be
    blocked except by two or more creatures", the rule of menace 702.111b) and at most
    ``at_most`` ("can't be blocked by more than one creature"); no blockers is always legal."""

    affected: Affected
    at_least: int = 1
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class CantBeBlockedByLesserPower:
    """509.1b: creatures with power less than the source's power can't block
    ``affected`` ("Creatures with power less than CARDNAME's power can't block
    it / creatures you control"); the power is compared as blocks are declared."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class AttacksEachCombat:
    """508.1d: ``affected`` attacks each combat if able (a requirement)."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class MustBeBlockedByAll:
    """509.1c: all creatures able to block ``affected`` do so (a requirement on blockers:
    "All creatures able to block Prized Unicorn do so")."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class MustBeBlockedIfAble:
    """509.1c: ``affected`` must be blocked if able (a requirement on blockers, obeyed when
    at least one creature blocks it: "Canopy Stalker must be blocked if able")."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class CanBlockAdditional:
    """509.1b: ``affected`` can block ``count`` additional creatures each combat."""

    affected: Affected
    count: int = 1


@dataclass(frozen=True, slots=True)
class MaxCounters:
    """704.5r: ``affected`` can't have more than ``count`` ``kind`` counters on it (a
    state-based action removes all but ``count`` of them)."""

    affected: Affected
    kind: str
    count: int


@dataclass(frozen=True, slots=True)
class CantTransform:
    """701.28a: ``affected`` can't transform (an instruction to transform it does nothing)."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class DoesntUntap:
    """502.3: ``affected`` doesn't untap during its controller's untap step."""

    affected: Affected


# --- a permanent's own combat rules (506.5, 702.3b, 510.1c) ---------------------------------


@dataclass(frozen=True, slots=True)
class CantAttackOrBlockAlone:
    """506.5: ``affected`` can't be declared as an attacker (``attack``) / a blocker
    (``block``) unless at least one other creature is declared as one at the same time."""

    affected: Affected
    attack: bool = True
    block: bool = True


@dataclass(frozen=True, slots=True)
class AttacksDespiteDefender:
    """702.3b: ``affected`` can attack as though it didn't have defender."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class AssignsDamageByToughness:
    """510.1c: ``affected`` assigns its combat damage in an amount equal to its toughness rather
    than its power."""

    affected: Affected
