"""The objects a permanent's static ability affects (611.3, 613): the permanent itself, the
permanent an Aura or Equipment is attached to (303.4b, 301.5a), a soulbond pair (702.95), or
every permanent matching a filter. Vocabulary (data only) of :mod:`ofuda.runtime.statics`."""

from __future__ import annotations

from dataclasses import dataclass

from .definitions import ObjectFilter

# --- which objects a static ability affects (611.3, 613) ----------------------


@dataclass(frozen=True, slots=True)
class ThisPermanent:
    """The permanent with the ability ("CARDNAME gets …")."""


@dataclass(frozen=True, slots=True)
class EnchantedPermanent:
    """The permanent this Aura is attached to ("enchanted creature", 303.4)."""


@dataclass(frozen=True, slots=True)
class EquippedCreature:
    """The creature this Equipment is attached to ("equipped creature", 301.5)."""


@dataclass(frozen=True, slots=True)
class PairedCreatures:
    """This creature and the creature it is paired with (702.95: "both creatures",
    "each of those creatures"); nothing while it is unpaired."""


@dataclass(frozen=True, slots=True)
class PermanentsMatching:
    """Every permanent on the battlefield that matches ``filter``, evaluated
    continuously (611.3a): "creatures you control", "other nonblack creatures
    you control". ``filter.other`` excludes the ability's source."""

    filter: ObjectFilter


Affected = (
    ThisPermanent | EnchantedPermanent | EquippedCreature | PairedCreatures | PermanentsMatching
)
