"""IR, part 3: effects whose details a player chooses on resolution (tap or untap, pay or
sacrifice) or on casting (divided amounts). See :mod:`ofuda.compiler.ir`, which re-exports
every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ofuda.runtime.definitions import ObjectFilter

from .values import Amount, Selector


@dataclass(frozen=True, slots=True)
class TapOrUntap:
    """Tap or untap permanents, as the ability's controller chooses for each (701.26)."""

    obj: Selector
    origin: str = field(default="", compare=False)


# --- pairing (702.95) ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PairedWith:
    """The creature ``obj`` is paired with (「そのクリーチャー」 / "that creature" after a
    paired condition); nothing if it is unpaired."""

    obj: Selector


@dataclass(frozen=True, slots=True)
class IsPairedWith:
    """Whether ``obj`` is paired with a creature matching ``partner`` now (on resolution)."""

    obj: Selector
    partner: ObjectFilter


# --- amounts divided among targets (601.2d) -------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealDividedDamage:
    """``source`` deals each of ``recipients`` (targets) the damage divided to it as the spell or
    ability was put on the stack; the amount is the target phrase's ``divide``."""

    source: Selector
    recipients: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DivideCounters:
    """Put on each of ``recipients`` (targets) the ``kind`` counters divided to it (122.1)."""

    kind: str
    recipients: Selector
    origin: str = field(default="", compare=False)


# --- several recipients at once (120) ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class Together:
    """Several selectors meant at once ("target player and each creature he or she controls"):
    every object and player they name, dealt with simultaneously."""

    selectors: tuple[Selector, ...]


# --- pay or sacrifice (FAQ P78) --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SacrificeEachUnlessPayLife:
    """For each of ``objects``, its controller sacrifices it unless they pay ``amount`` life:
    chosen in APNAP order creature by creature, then paid and sacrificed at once (FAQ P78)."""

    objects: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


# --- attachments (301.5, 303.4) -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AttachedObjects:
    """Every permanent matching ``filter`` attached to ``host`` ("all Equipment attached to
    that creature"), seen as the instruction resolves."""

    host: Selector
    filter: ObjectFilter
