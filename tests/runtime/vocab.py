"""The static-ability vocabulary for runtime tests.

The engine gives the types of ``ofuda.runtime.statics`` their meaning by class
name (a type plugs in as soon as it exists).  These tests use the real module
when it is there; until then, minimal stand-ins with the same names and
fields, so the engine's handling of each type is tested either way.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar

from ofuda.runtime import Ability, ActivatedAbility, Controller, ObjectFilter

try:  # pragma: no cover - depends on whether the vocabulary has landed
    from ofuda.runtime import (  # the statics and trigger-event vocabulary
        AddColors,
        AddPowerToughness,
        AddTypes,
        AffectedMatches,
        Attacks,
        AttacksEachCombat,
        AttacksOrBlocks,
        BecomesBlocked,
        BecomesTarget,
        CanBlockAdditional,
        CanBlockOnly,
        CantAttack,
        CantBeBlocked,
        CantBeBlockedBy,
        CantBeBlockedByLesserPower,
        CantBlock,
        CantCauseSacrifice,
        CardPutIntoGraveyard,
        Choice,
        ChooseAsEnters,
        ControlsCount,
        CostReduction,
        DamageCantBePrevented,
        DamageRecipients,
        DealsDamageToPlayer,
        DiesEnchanted,
        DoesntUntap,
        Enchant,
        EnchantedPermanent,
        EntersAsCopy,
        EntersAttached,
        EntersFromZone,
        Equip,
        EquippedCreature,
        GainControl,
        GrantAbilities,
        GrantKeywords,
        IsPaired,
        IsYourTurn,
        LosesLife,
        LoyaltyAbility,
        ManaAbility,
        MayCastFromZone,
        Miracle,
        MultiplyDamage,
        NextBeginningOfStep,
        NoMaximumHandSize,
        Not,
        PairedCreatures,
        PermanentsMatching,
        PreventDamageBy,
        PreventHalfDamage,
        ProduceAnyColor,
        ProduceMana,
        Protection,
        RemoveKeywords,
        SpellCast,
        SpendOnly,
        StaticAbility,
        ThisPermanent,
    )

    REAL = True
except ImportError:
    REAL = False

    @dataclass(frozen=True)
    class ThisPermanent:
        """The permanent with the ability."""

    @dataclass(frozen=True)
    class EnchantedPermanent:
        """The permanent an Aura is attached to."""

    @dataclass(frozen=True)
    class EquippedCreature:
        """The creature an Equipment is attached to."""

    @dataclass(frozen=True)
    class PairedCreatures:
        """This creature and its partner."""

    @dataclass(frozen=True)
    class PermanentsMatching:
        """Every permanent matching the filter."""

        filter: ObjectFilter

    @dataclass(frozen=True)
    class GainControl:
        affected: Any

    @dataclass(frozen=True)
    class AddTypes:
        affected: Any
        card_types: tuple[Any, ...] = ()
        subtypes: tuple[str, ...] = ()

    @dataclass(frozen=True)
    class AddColors:
        affected: Any
        colors: tuple[Any, ...]

    @dataclass(frozen=True)
    class GrantKeywords:
        affected: Any
        keywords: tuple[Any, ...]

    @dataclass(frozen=True)
    class GrantAbilities:
        affected: Any
        abilities: tuple[type, ...]

    @dataclass(frozen=True)
    class RemoveKeywords:
        affected: Any
        keywords: tuple[Any, ...]

    @dataclass(frozen=True)
    class AddPowerToughness:
        affected: Any
        power: int
        toughness: int

    @dataclass(frozen=True)
    class CantAttack:
        affected: Any

    @dataclass(frozen=True)
    class CantBlock:
        affected: Any
        attackers: ObjectFilter | None = None

    @dataclass(frozen=True)
    class CanBlockOnly:
        affected: Any
        attackers: ObjectFilter

    @dataclass(frozen=True)
    class CantBeBlocked:
        affected: Any

    @dataclass(frozen=True)
    class CantBeBlockedBy:
        affected: Any
        blockers: ObjectFilter

    @dataclass(frozen=True)
    class CantBeBlockedByLesserPower:
        affected: Any

    @dataclass(frozen=True)
    class AttacksEachCombat:
        affected: Any

    @dataclass(frozen=True)
    class CanBlockAdditional:
        affected: Any
        count: int = 1

    @dataclass(frozen=True)
    class DoesntUntap:
        affected: Any

    @dataclass(frozen=True)
    class CostReduction:
        spells: tuple[ObjectFilter, ...]
        amount: int
        caster: Controller = Controller.ANY
        per_counter: str | None = None

    @dataclass(frozen=True)
    class MayCastFromZone:
        zone: str

    @dataclass(frozen=True)
    class NoMaximumHandSize:
        pass

    @dataclass(frozen=True)
    class CantCauseSacrifice:
        pass

    @dataclass(frozen=True)
    class DamageRecipients:
        players: Controller | None = None
        permanents: Controller | None = None

    @dataclass(frozen=True)
    class MultiplyDamage:
        to: DamageRecipients
        factor: int = 2

    @dataclass(frozen=True)
    class PreventHalfDamage:
        to: DamageRecipients
        round_up: bool = True

    @dataclass(frozen=True)
    class PreventDamageBy:
        affected: Any
        combat_only: bool = False

    @dataclass(frozen=True)
    class DamageCantBePrevented:
        affected: Any

    @dataclass(frozen=True)
    class EntersAsCopy:
        filter: ObjectFilter
        of: Any

    class Choice(StrEnum):
        CREATURE_TYPE = "creature type"
        COLOR = "color"

    @dataclass(frozen=True)
    class ChooseAsEnters:
        choice: Choice

    @dataclass(frozen=True)
    class IsPaired:
        partner: ObjectFilter | None = None

    @dataclass(frozen=True)
    class IsYourTurn:
        pass

    @dataclass(frozen=True)
    class ControlsCount:
        filter: ObjectFilter
        count: int
        at_least: bool = False
        whose: Controller | None = Controller.YOU

    @dataclass(frozen=True)
    class AffectedMatches:
        filter: ObjectFilter

    @dataclass(frozen=True)
    class Not:
        condition: Any

    @dataclass(frozen=True)
    class Protection:
        quality: ObjectFilter | None = None
        colors: tuple[Any, ...] = ()
        chosen_color: bool = False

    @dataclass(frozen=True)
    class Enchant:
        filter: ObjectFilter

    @dataclass(frozen=True)
    class Equip:
        cost: Any

    @dataclass(frozen=True)
    class Miracle:
        cost: Any

    @dataclass(frozen=True)
    class EntersFromZone:
        zone: str
        subject: ObjectFilter | None = None

    @dataclass(frozen=True)
    class EntersAttached:
        pass

    @dataclass(frozen=True)
    class Attacks:
        subject: Any = None

    @dataclass(frozen=True)
    class AttacksOrBlocks:
        subject: ObjectFilter | None = None

    @dataclass(frozen=True)
    class BecomesBlocked:
        subject: ObjectFilter | None = None

    @dataclass(frozen=True)
    class DealsDamageToPlayer:
        subject: ObjectFilter | None = None
        combat_only: bool = False
        player: Controller = Controller.ANY

    @dataclass(frozen=True)
    class SpellCast:
        spells: ObjectFilter
        caster: Controller = Controller.YOU

    @dataclass(frozen=True)
    class BecomesTarget:
        subject: Any = None
        spells: ObjectFilter | None = None

    @dataclass(frozen=True)
    class LosesLife:
        player: Controller = Controller.OPPONENT

    @dataclass(frozen=True)
    class DiesEnchanted:
        pass

    @dataclass(frozen=True)
    class CardPutIntoGraveyard:
        owner: Controller = Controller.YOU

    @dataclass(frozen=True)
    class NextBeginningOfStep:
        step: Any

    @dataclass(frozen=True)
    class ProduceMana:
        symbols: str

    @dataclass(frozen=True)
    class ProduceAnyColor:
        amount: int = 1

    @dataclass(frozen=True)
    class SpendOnly:
        spells: ObjectFilter
        uncounterable: bool = False

    class StaticAbility(Ability):
        effects: ClassVar[tuple[Any, ...]] = ()
        condition: ClassVar[Any] = None
        zone: ClassVar[str] = "battlefield"

    class LoyaltyAbility(ActivatedAbility):
        loyalty_cost: ClassVar[int] = 0
        sorcery_speed: ClassVar[bool] = True

    class ManaAbility(ActivatedAbility):
        mana: ClassVar[tuple[Any, ...]] = ()
        restriction: ClassVar[Any] = None


def static(*effects: Any, condition: Any = None, zone: str = "battlefield") -> type:
    """A StaticAbility class with these effects."""
    return type(
        "TestStatic",
        (StaticAbility,),
        {"effects": tuple(effects), "condition": condition, "zone": zone},
    )


__all__ = [name for name in dir() if not name.startswith("_")]


# --- cost items and target phrases beyond the first vocabulary ---------------------------------

try:  # pragma: no cover - depends on whether the effect language has landed
    from ofuda.runtime.definitions import (  # type: ignore[attr-defined]
        DiscardCards,
        PayLife,
        RemoveCounters,
        TapPermanents,
    )
except ImportError:

    @dataclass(frozen=True)
    class PayLife:  # type: ignore[no-redef]
        amount: int

    @dataclass(frozen=True)
    class DiscardCards:  # type: ignore[no-redef]
        count: int = 1

    @dataclass(frozen=True)
    class TapPermanents:  # type: ignore[no-redef]
        filter: ObjectFilter
        count: int = 1

    @dataclass(frozen=True)
    class RemoveCounters:  # type: ignore[no-redef]
        kind: str
        count: int = 1


@dataclass(frozen=True)
class TapAnyNumber:
    """ "Tap any number of untapped <filter> you control" (a TapPermanents with any_number)."""

    filter: ObjectFilter
    count: int = 0
    any_number: bool = True


TapAnyNumber.__name__ = "TapPermanents"  # the engine knows cost items by class name


from ofuda.runtime import TargetSpec


@dataclass(frozen=True)
class Divided(TargetSpec):
    """ "… divided as you choose among any number of / up to N targets" (601.2d)."""

    any_number: bool = False
    divide: int | None = None
    distinct_from: tuple[int, ...] = ()


__all__ = [name for name in dir() if not name.startswith("_")]
