"""IR, part 3: effects whose details a player chooses on resolution (tap or untap, pay or
sacrifice) or on casting (divided amounts). See :mod:`ofuda.compiler.ir`, which re-exports
every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from ofuda.runtime.definitions import ObjectFilter

from .nodes import Action, Node, ObjectAction, ObjectEffect
from .values import AllTargets, Amount, Selector, Targeted


@dataclass(frozen=True, slots=True)
class TapOrUntap(ObjectAction):
    """Tap or untap permanents, as the ability's controller chooses for each (701.26)."""

    runtime_method = "tap_or_untap"

    action: ClassVar[Action] = Action.TAP_OR_UNTAP

    obj: Selector
    origin: str = field(default="", compare=False)


# --- pairing (702.95) ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PairedWith(Node):
    """The creature ``obj`` is paired with (「そのクリーチャー」 / "that creature" after a
    paired condition); nothing if it is unpaired."""

    runtime_method = "paired_with"

    obj: Selector


@dataclass(frozen=True, slots=True)
class IsPairedWith(Node):
    """Whether ``obj`` is paired with a creature matching ``partner`` now (on resolution)."""

    runtime_method = "is_paired_with"

    obj: Selector
    partner: ObjectFilter


# --- amounts divided among targets (601.2d) -------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealDividedDamage(ObjectEffect):
    """``source`` deals each of ``recipients`` (targets) the damage divided to it as the spell or
    ability was put on the stack; the amount is the target phrase's ``divide``."""

    runtime_method = "deal_divided_damage"

    source: Selector
    recipients: Targeted | AllTargets
    origin: str = field(default="", compare=False)

    def subject(self) -> Any:
        """What the effect is about: the source that deals the damage."""
        return self.source


@dataclass(frozen=True, slots=True)
class DivideCounters(Node):
    """Put on each of ``recipients`` (targets) the ``kind`` counters divided to it (122.1)."""

    runtime_method = "divide_counters"

    kind: str
    recipients: Targeted | AllTargets
    origin: str = field(default="", compare=False)


# --- several recipients at once (120) ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class Together(Node):
    """Several selectors meant at once ("target player and each creature he or she controls"):
    every object and player they name, dealt with simultaneously."""

    runtime_method = "together"

    selectors: tuple[Selector, ...]


# --- pay or sacrifice (FAQ P78) --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SacrificeEachUnlessPayLife(Node):
    """For each of ``objects``, its controller sacrifices it unless they pay ``amount`` life:
    chosen in APNAP order creature by creature, then paid and sacrificed at once (FAQ P78)."""

    runtime_method = "sacrifice_each_unless_pay_life"

    objects: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


# --- attachments (301.5, 303.4) -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EnchantedObject(Node):
    """The object this Aura is attached to, named in its triggered or activated abilities
    (「エンチャントされているクリーチャー」 / "enchanted creature", 303.4b); last known if the
    Aura has left the battlefield (113.7a)."""

    runtime_method = "enchanted_object"


@dataclass(frozen=True, slots=True)
class EquippedObject(Node):
    """The creature this Equipment is attached to, named in its triggered or activated
    abilities (「装備しているクリーチャー」 / "equipped creature", 301.5a)."""

    runtime_method = "equipped_object"


@dataclass(frozen=True, slots=True)
class AttachedObjects(Node):
    """Every permanent matching ``filter`` attached to ``host`` ("all Equipment attached to
    that creature"), seen as the instruction resolves."""

    runtime_method = "attached_objects"

    host: Selector
    filter: ObjectFilter
