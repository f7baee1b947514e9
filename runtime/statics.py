"""The vocabulary of permanents' abilities: data only, no game logic.

Compiled card modules describe what a permanent *is* with the frozen
dataclasses of this module, the way :mod:`ofuda.runtime.definitions` describes
costs, targets and simple triggers:

* keyword abilities with a parameter (702): :class:`Protection`,
  :class:`Enchant`, :class:`Equip`, :class:`Miracle`, :class:`Flashback`,
  :class:`Cycling`, :class:`Kicker`, :class:`Unearth`, :class:`Scavenge`, :class:`Escape`,
  :class:`NumberedKeyword` — they go in
  ``CardDefinition.keywords`` beside the plain :class:`Keyword` members;
* the objects a static ability affects (:class:`ThisPermanent`,
  :class:`EnchantedPermanent`, :class:`EquippedCreature`,
  :class:`PairedCreatures`, :class:`PermanentsMatching`);
* continuous effects of static abilities, by layer (611.3, 613);
* attack and block restrictions and requirements (508.1c–d, 509.1b–c),
  untap restrictions (502.3), cost changes (601.2f), casting permissions (601.3);
* replacement and prevention effects (614, 615) and rules-modifying statics;
* conditions ("as long as …", intervening "if …": 611.3, 603.4);
* mana production (605, 106) and the ability base classes for static,
  loyalty and mana abilities.

Trigger events beyond those of ``definitions`` (603.2, 603.6, 603.7) are the
vocabulary of :mod:`ofuda.runtime.statics_triggers`. The engine gives each type
its meaning, found by the type (:mod:`ofuda.runtime.engine.registry`); every docstring
names the rule it stands for. A type without a handler is an error as the
engine loads, never an effect that silently does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from .conditions import CastFrom, CountersOnThis, HistoryCondition, Kicked
from .definitions import (
    Ability,
    ActivatedAbility,
    CardType,
    Color,
    Controller,
    Cost,
    GroupNames,
    Keyword,
    ObjectFilter,
    TriggeredAbility,
    ZoneKind,
)

# the affected objects and the restrictions keep their old import path here (the engine and the
# compiler name them as statics.X); statics_affected / statics_restrictions define them
from .statics_affected import (  # noqa: F401
    Affected,
    EnchantedPermanent,
    EquippedCreature,
    PairedCreatures,
    PermanentsMatching,
    ThisPermanent,
)

# keyword abilities with parameters (702): defined in statics_keywords, named here too
from .statics_keywords import (  # noqa: F401
    Cycling,
    Enchant,
    Equip,
    Escape,
    Flashback,
    HexproofFrom,
    KeywordParameter,
    Kicker,
    Miracle,
    NumberedKeyword,
    Protection,
    Scavenge,
    Unearth,
    Ward,
)
from .statics_restrictions import (
    AssignsDamageByToughness,
    AttacksDespiteDefender,
    AttacksEachCombat,
    BlockersLimit,
    CanBeBlockedOnlyBy,
    CanBlockAdditional,
    CanBlockOnly,
    CantAttack,
    CantAttackOrBlockAlone,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedByLesserPower,
    CantBlock,
    CantTransform,
    DoesntUntap,
    MaxCounters,
    MustBeBlockedByAll,
    MustBeBlockedIfAble,
)

# --- continuous effects of static abilities, by layer (613) -------------------


@dataclass(frozen=True, slots=True)
class GainControl:
    """Layer 2 (613.1b): the static ability's controller controls ``affected``
    ("You control enchanted creature")."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class AddTypes:
    """Layer 4 (613.1d): ``affected`` has these card types and subtypes in addition
    to its other types ("is an Angel in addition to its other types", 205.1b)."""

    affected: Affected
    card_types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class AddColors:
    """Layer 5 (613.1e): ``affected`` is these colours in addition to its others."""

    affected: Affected
    colors: tuple[Color, ...]


@dataclass(frozen=True, slots=True)
class GrantKeywords:
    """Layer 6 (613.1f): ``affected`` has these keyword abilities ("has flying",
    "have protection from Zombies")."""

    affected: Affected
    keywords: tuple[Keyword | KeywordParameter, ...]


@dataclass(frozen=True, slots=True)
class GrantAbilities:
    """Layer 6 (613.1f): ``affected`` has these abilities, written in quotation
    marks on the card (113.2c); each is an ability class of the card module,
    whose "this creature" is the object that has it."""

    affected: Affected
    abilities: tuple[type[Ability], ...]


@dataclass(frozen=True, slots=True)
class RemoveKeywords:
    """Layer 6 (613.1f): ``affected`` loses these keyword abilities ("loses flying")."""

    affected: Affected
    keywords: tuple[Keyword, ...]


@dataclass(frozen=True, slots=True)
class AddPowerToughness:
    """Layer 7c (613.4c): ``affected`` gets +``power``/+``toughness`` (negative
    numbers: -N). Each is an ``int`` or a counted value (``ObjectCount``, ``Times``… of
    :mod:`ofuda.runtime.statics_values`), worked out continuously (611.3a)."""

    affected: Affected
    power: int | object
    toughness: int | object


# --- costs and casting (601) -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class CantBeCountered:
    """101.2, 701.5: "This spell can't be countered." It functions while its object is a
    spell on the stack (113.6): an effect that would counter the spell does nothing. On the
    battlefield it has nothing to do."""


@dataclass(frozen=True, slots=True)
class CostReduction:
    """601.2f: spells matching one of ``spells`` cast by ``caster`` cost
    ``amount`` generic mana less (never below their coloured part); with
    ``per_counter``, ``amount`` for each counter of that kind on the source; with
    ``targeting_source``, only spells that target the source (chosen before, 601.2c)."""

    spells: tuple[ObjectFilter, ...]
    amount: int
    caster: Controller = Controller.ANY
    per_counter: str | None = None
    targeting_source: bool = False


@dataclass(frozen=True, slots=True)
class CostIncrease:
    """601.2f: spells matching one of ``spells`` cast by ``caster`` cost ``amount``
    generic mana more (increases apply before reductions, FAQ P9); with
    ``per_counter``, ``amount`` for each counter of that kind on the source; with
    ``targeting_source``, only spells that target the source ("Spells your opponents cast
    that target CARDNAME cost {2} more to cast": targets are chosen before, 601.2c)."""

    spells: tuple[ObjectFilter, ...]
    amount: int
    caster: Controller = Controller.ANY
    per_counter: str | None = None
    targeting_source: bool = False


@dataclass(frozen=True, slots=True)
class MayCastFromZone:
    """601.3: you may cast this card from ``zone`` ("You may cast CARDNAME from
    exile"); the ability works while the card is in that zone (113.6b)."""

    zone: ZoneKind

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone", ZoneKind(self.zone))  # a zone's word is its ZoneKind


@dataclass(frozen=True, slots=True)
class NoMaximumHandSize:
    """402.2: the controller has no maximum hand size (no discard in cleanup, 514.1)."""


@dataclass(frozen=True, slots=True)
class PlayerHasKeywords:
    """The controller has ``keywords`` ("You have hexproof."): hexproof, 702.11c (their
    opponents' spells and abilities can't target them), shroud, 702.18a (no spell or
    ability can), and protection, 702.16 ("You have protection from the chosen card name.":
    not targeted by, enchanted by, nor dealt damage by anything with the quality, 702.16b/c/e)."""

    keywords: tuple[Keyword | Protection, ...]


@dataclass(frozen=True, slots=True)
class CastAsThoughFlash:
    """601.3e: the controller may cast spells as though they had flash ("You may cast spells as
    though they had flash.", a permanent's static ability)."""


@dataclass(frozen=True, slots=True)
class CastLimit:
    """601.3: each player ``players`` means (relative to the controller: each player, each
    opponent, the enchanted player) can't cast a spell matching ``spells`` once they have cast
    ``most`` such spells this turn ("Each player can't cast more than one spell each turn.")."""

    players: Controller
    most: int
    spells: ObjectFilter


@dataclass(frozen=True, slots=True)
class CantCauseSacrifice:
    """Spells and abilities your opponents control can't cause you to sacrifice
    permanents matching ``permanents`` (all of them by default): such an instruction
    can't make you choose or sacrifice one (101.3, 701.17a); it still makes you
    sacrifice the others."""

    permanents: ObjectFilter = ObjectFilter()


# --- replacement and prevention (614, 615) -------------------------------------


@dataclass(frozen=True, slots=True)
class DamageRecipients:
    """Who damage is dealt to, for replacement and prevention effects: the
    players relative to the ability's controller (``players``) and the
    permanents those players control (``permanents``); None excludes them."""

    players: Controller | None = None
    permanents: Controller | None = None


@dataclass(frozen=True, slots=True)
class MultiplyDamage:
    """614.1a: if a source would deal damage to ``to``, it deals ``factor`` times
    that damage instead (Gisela: double damage to opponents and their permanents)."""

    to: DamageRecipients
    factor: int = 2


@dataclass(frozen=True, slots=True)
class PreventHalfDamage:
    """615.1a: prevent half the damage that would be dealt to ``to``, rounded up
    (``round_up``) or down."""

    to: DamageRecipients
    round_up: bool = True


@dataclass(frozen=True, slots=True)
class PreventDamageBy:
    """615.1a: prevent all damage (only combat damage with ``combat_only``) that
    would be dealt by ``affected`` ("Prevent all damage that would be dealt by
    enchanted creature")."""

    affected: Affected
    combat_only: bool = False


@dataclass(frozen=True, slots=True)
class DamageCantBePrevented:
    """615.12: damage that would be dealt by ``affected`` can't be prevented."""

    affected: Affected


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """614.1c, 707.9: permanents matching ``filter`` enter the battlefield as a
    copy of ``of`` ("Nontoken creatures you control enter the battlefield as a copy
    of enchanted creature")."""

    filter: ObjectFilter
    of: Affected


class Choice(StrEnum):
    """What a player chooses as a permanent enters (614.12)."""

    CREATURE_TYPE = "creature type"
    COLOR = "color"
    CARD_NAME = "card name"  # 201.3: the name of a card ("choose a card name", "name a card")
    PERMANENT_TYPE = "permanent type"  # 205.2a: artifact, creature, enchantment, land, planeswalker


@dataclass(frozen=True, slots=True)
class ChooseAsEnters:
    """614.12: "As CARDNAME enters the battlefield, choose a creature type": the
    choice is made as it enters and remembered by the permanent ("the chosen
    type", matched by ``ObjectFilter.chosen_subtype``)."""

    choice: Choice
    # 201.3: "choose a nonland card name": the name must be that of a card matching this filter
    # (Choice.CARD_NAME only; None is any card's name)
    names: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class CantBeCast:
    """601.3: "Spells with the chosen name can't be cast.": no player may cast a spell matching
    ``spells`` (a rule forbids it) while the permanent's ability applies."""

    spells: ObjectFilter


StaticEffect = (
    GainControl
    | AddTypes
    | AddColors
    | GrantKeywords
    | GrantAbilities
    | RemoveKeywords
    | AddPowerToughness
    | CantAttack
    | CantAttackOrBlockAlone
    | AttacksDespiteDefender
    | AssignsDamageByToughness
    | CantBlock
    | CanBlockOnly
    | CantBeBlocked
    | CantBeBlockedBy
    | CanBeBlockedOnlyBy
    | BlockersLimit
    | CantBeBlockedByLesserPower
    | AttacksEachCombat
    | MustBeBlockedByAll
    | MustBeBlockedIfAble
    | CanBlockAdditional
    | DoesntUntap
    | CantTransform
    | MaxCounters
    | CostReduction
    | CostIncrease
    | MayCastFromZone
    | NoMaximumHandSize
    | CastAsThoughFlash
    | PlayerHasKeywords
    | CastLimit
    | CantBeCountered
    | CantCauseSacrifice
    | MultiplyDamage
    | PreventHalfDamage
    | PreventDamageBy
    | DamageCantBePrevented
    | EntersAsCopy
    | ChooseAsEnters
    | CantBeCast
)


# --- conditions (611.3, 603.4) ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class IsPaired:
    """702.95: the source is paired with another creature; with ``partner``, with
    a creature that matches it ("paired with a creature with soulbond")."""

    partner: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class IsYourTurn:
    """It is the turn of the ability's controller ("as long as it's your turn")."""


@dataclass(frozen=True, slots=True)
class ControlsCount:
    """A player controls exactly / at least ``count`` permanents matching ``filter``.

    ``whose`` is relative to the ability's controller (YOU), or ``None`` for the
    controller of the affected object ("its controller controls no other
    creatures"); ``filter.other`` then excludes that object, else the source.
    ``at_least`` False means exactly; ``names``, the largest group with different names or
    with one name in common is counted (201.2).
    """

    filter: ObjectFilter
    count: int
    at_least: bool = False
    whose: Controller | None = Controller.YOU
    # "four or more Demons with different names" / "two or more … with the same name as one
    # another" (201.2): the permanents counted are those of one group whose names differ / agree
    names: GroupNames | None = None


@dataclass(frozen=True, slots=True)
class AffectedMatches:
    """The affected object matches ``filter`` ("as long as equipped creature is a
    Human or an Angel")."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class SourceMatches:
    """The ability's own source matches ``filter``: "Activate only if CARDNAME is attacking"
    (602.5b; 506.4 an attacking creature) looks at the object whose ability it is, not at an
    affected object."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class Not:
    """The negation of ``condition`` ("unless …")."""

    condition: Condition


@dataclass(frozen=True, slots=True)
class SpellsCastLastTurn:
    """At least ``count`` spells were cast during the previous turn: by one player
    (``one_player``: "if a player cast two or more spells last turn") or by all players
    together ("no spells were cast last turn" is ``Not`` one spell). The werewolves' intervening
    "if" (603.4); before the game's first turn ended there is no previous turn and no spell
    was cast in it."""

    count: int
    one_player: bool = False


Condition = (
    IsPaired
    | IsYourTurn
    | ControlsCount
    | AffectedMatches
    | SourceMatches
    | Not
    | HistoryCondition
    | SpellsCastLastTurn
    | Kicked
    | CastFrom
    | CountersOnThis
)


# --- mana (605, 106) ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ProduceMana:
    """106.1, 605: add mana of these symbols ("{G}", "{C}": colourless; 2012's
    "add {1} to your mana pool" is "{C}")."""

    symbols: str


@dataclass(frozen=True, slots=True)
class ProduceAnyColor:
    """106.1: add ``amount`` mana of any one colour (the player chooses)."""

    amount: int = 1


@dataclass(frozen=True, slots=True)
class SpendOnly:
    """106.6: the mana can be spent only to cast spells matching ``spells`` (or to activate
    abilities of sources matching ``abilities_of``); ``uncounterable``: a spell cast with it
    can't be countered."""

    spells: ObjectFilter
    uncounterable: bool = False
    abilities_of: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class ProduceOneOf:
    """106.1, 605: add one mana of one of these symbols, the player's choice ("Add {W} or
    {B}." 「{W}か{B}を加える。」)."""

    options: tuple[str, ...]


ManaProduction = ProduceMana | ProduceAnyColor | ProduceOneOf


# --- ability base classes -------------------------------------------------------------


class StaticAbility(Ability):
    """A static ability (604, 611.3): its ``effects`` apply while ``condition``
    holds (None: always) and the source is in ``zone``."""

    effects: ClassVar[tuple[StaticEffect, ...]] = ()
    condition: ClassVar[Condition | None] = None
    zone: ClassVar[str] = "battlefield"


class InterveningIfTrigger(TriggeredAbility):
    """603.4: a triggered ability with an intervening "if" clause ("When/Whenever/At
    <event>, if <condition>, <effect>"): it triggers only if ``condition`` holds
    as the event occurs, and on resolution does nothing unless it still holds."""

    condition: ClassVar[Condition]


class LoyaltyAbility(ActivatedAbility):
    """606: a planeswalker's loyalty ability; its cost is adding (positive) or
    removing (negative) ``loyalty_cost`` loyalty counters. Activate only as a
    sorcery, once per turn per permanent (606.3)."""

    loyalty_cost: ClassVar[int] = 0
    sorcery_speed: ClassVar[bool] = True
    # 606.4: the loyalty symbol is the whole cost; nothing else is paid
    cost: ClassVar[Cost] = Cost(())


class ManaAbility(ActivatedAbility):
    """605.1a: an activated ability that adds ``mana`` (without a target); it
    doesn't use the stack (605.3b). ``restriction`` limits how the mana is spent."""

    mana: ClassVar[tuple[ManaProduction, ...]] = ()
    restriction: ClassVar[SpendOnly | None] = None


@dataclass(frozen=True, slots=True)
class Emblem:
    """114: an emblem in the command zone with these abilities ("You get an emblem
    with …")."""

    abilities: tuple[type[Ability], ...]
