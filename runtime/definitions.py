"""The vocabulary that generated card modules are written in.

A compiled card module builds a :class:`CardDefinition` out of the declarative
pieces here (types, keywords, costs, target specifications, triggers) and a few
ability classes whose ``resolve`` methods call the ``Effects`` protocol
(:mod:`ofuda.runtime.effects_protocol`).
This module is the contract between ``ofuda.compiler`` (which writes such
modules) and the rest of ``ofuda.runtime`` (which plays them); it holds data
only and no game logic.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:  # pragma: no cover - typing only
    from collections.abc import Sequence

    from .effects_protocol import Effects
    from .statics_affected import EquippedCreature


class CardType(StrEnum):
    """Card types (rule 300.1)."""

    ARTIFACT = "artifact"
    CREATURE = "creature"
    ENCHANTMENT = "enchantment"
    INSTANT = "instant"
    LAND = "land"
    PLANESWALKER = "planeswalker"
    SORCERY = "sorcery"


class Supertype(StrEnum):
    """Supertypes (rule 205.4)."""

    BASIC = "basic"
    LEGENDARY = "legendary"


class Color(StrEnum):
    """The five colours (rule 105.1), named by their mana symbol letter."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"


class Keyword(StrEnum):
    """Keyword abilities without parameters (rule 702)."""

    DEATHTOUCH = "deathtouch"  # 702.2
    DEFENDER = "defender"  # 702.3
    DOUBLE_STRIKE = "double strike"  # 702.4
    FIRST_STRIKE = "first strike"  # 702.7
    FLASH = "flash"  # 702.8
    FLYING = "flying"  # 702.9
    HASTE = "haste"  # 702.10
    HEXPROOF = "hexproof"  # 702.11
    INDESTRUCTIBLE = "indestructible"  # 702.12
    INTIMIDATE = "intimidate"  # 702.13
    LIFELINK = "lifelink"  # 702.15
    REACH = "reach"  # 702.17
    SHROUD = "shroud"  # 702.18
    TRAMPLE = "trample"  # 702.19
    VIGILANCE = "vigilance"  # 702.20
    FEAR = "fear"  # 702.36
    WITHER = "wither"  # 702.80
    INFECT = "infect"  # 702.90
    SWAMPWALK = "swampwalk"  # 702.14
    PLAINSWALK = "plainswalk"  # 702.14
    ISLANDWALK = "islandwalk"  # 702.14
    MOUNTAINWALK = "mountainwalk"  # 702.14
    FORESTWALK = "forestwalk"  # 702.14
    MENACE = "menace"  # 702.111
    PROWESS = "prowess"  # 702.108
    UNDYING = "undying"  # 702.93
    PERSIST = "persist"  # 702.79
    EXALTED = "exalted"  # 702.83
    SOULBOND = "soulbond"  # 702.95
    FLANKING = "flanking"  # 702.25
    CHANGELING = "changeling"  # 702.73
    BATTLE_CRY = "battle cry"  # 702.91
    MENTOR = "mentor"  # 702.134
    SHADOW = "shadow"  # 702.28
    SKULK = "skulk"  # 702.118
    DEVOID = "devoid"  # 702.114
    EVOLVE = "evolve"  # 702.100
    RIOT = "riot"  # 702.136
    EXTORT = "extort"  # 702.101
    SPLIT_SECOND = "split second"  # 702.61
    CONVOKE = "convoke"  # 702.51
    DELVE = "delve"  # 702.66
    # keywords with a number N: only inside statics.NumberedKeyword ("Bushido 2")
    BUSHIDO = "bushido"  # 702.45
    ANNIHILATOR = "annihilator"  # 702.86
    AFTERLIFE = "afterlife"  # 702.135


class Duration(StrEnum):
    """How long a one-shot effect's continuous result lasts (rule 611.2)."""

    END_OF_TURN = "until end of turn"  # ends in the cleanup step, 514.2
    PERMANENT = "permanent"  # no stated duration: lasts while the object exists
    # 611.2a/611.2b: "until your next turn" ends as the next turn of the effect's controller
    # begins (runtime/engine/turn.py begin_turn), before its untap step
    UNTIL_YOUR_NEXT_TURN = "until your next turn"


class LastsWhile(StrEnum):
    """The condition of a duration "for as long as …" (611.2b): the effect ends as soon as it
    stops holding of the object named (``ctx.for_as_long_as``), and never starts again."""

    YOU_CONTROL = "you control"  # its controller controls the object, on the battlefield
    ON_BATTLEFIELD = "remains on the battlefield"  # the object has not left the battlefield
    EXILED = "remains exiled"  # the card has not left exile (400.7)


class Step(StrEnum):
    """Steps of a turn (rule 500.1) named for triggers "at the beginning of ..."."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat main"
    BEGINNING_OF_COMBAT = "beginning of combat"
    DECLARE_ATTACKERS = "declare attackers"
    DECLARE_BLOCKERS = "declare blockers"
    COMBAT_DAMAGE = "combat damage"
    END_OF_COMBAT = "end of combat"
    POSTCOMBAT_MAIN = "postcombat main"
    END = "end"
    CLEANUP = "cleanup"


class ZoneKind(StrEnum):
    """The zones of the game (400.1); a string equal to its value, so ``zone == "hand"`` holds."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


class Controller(StrEnum):
    """Whose objects or which players a filter admits, relative to the ability: its controller
    ("you", 109.5), an opponent of it, or the player its source (an Aura) is attached to
    ("enchanted player", 303.4). One function reads it (engine/objects/relative.py)."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"
    ENCHANTED_PLAYER = "enchanted player"


class GroupNames(StrEnum):
    """What a group of objects says of its names (201.2): "with different names" (no two of
    them have a name in common, 201.2b) or "with the same name as one another" (all of them
    have a name in common, 201.2a)."""

    DIFFERENT = "different"
    ALIKE = "alike"


class StackAbilityKind(StrEnum):
    """The kinds of ability that go on the stack (113.3b activated, 113.3c triggered; mana
    abilities don't, 605.3b): what "target activated or triggered ability" may choose."""

    ACTIVATED = "activated"
    TRIGGERED = "triggered"


class CombatState(StrEnum):
    """Combat statuses an object filter can ask for (rules 506.4, 509.1)."""

    ATTACKING = "attacking"
    BLOCKING = "blocking"


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """Which objects qualify: every stated criterion must hold.

    ``combat_states`` is a disjunction ("attacking or blocking creature").
    ``other`` excludes the ability's source ("another creature").
    The ``not_*`` fields exclude ("nonblack", "nonland", "non-Angel");
    ``token`` True/False asks for tokens / nontoken objects; ``keywords``
    must all be had ("creature with flying"); ``chosen_subtype`` asks for the
    creature type chosen as the source entered (614.12, "of the chosen type").
    """

    card_types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[Supertype, ...] = ()
    colors: tuple[Color, ...] = ()
    controller: Controller = Controller.ANY
    # 108.3: whose card it is — "creature you own" (YOU), "permanents you don't own" (OPPONENT:
    # with no teammates the same player, as "you don't control" is, 102.3)
    owner: Controller = Controller.ANY
    combat_states: tuple[CombatState, ...] = ()
    tapped: bool | None = None
    other: bool = False
    # Exclusions ("nonland", "non-Angel", "nonblack"), "with <keyword>",
    # "nontoken" (token=False), and mana value bounds ("with converted mana cost
    # 2 or less", rule 202.3).
    excluded_card_types: tuple[CardType, ...] = ()
    excluded_subtypes: tuple[str, ...] = ()
    excluded_colors: tuple[Color, ...] = ()
    keywords: tuple[Keyword, ...] = ()
    token: bool | None = None
    mana_value_max: int | None = None
    mana_value_min: int | None = None
    # "with power 2 or less" / "with toughness 4 or greater" (208.1: the object's current
    # power or toughness, after continuous effects) and "without flying" (a keyword the
    # object must not have, 702.1).
    power_max: int | None = None
    power_min: int | None = None
    toughness_max: int | None = None
    toughness_min: int | None = None
    excluded_keywords: tuple[Keyword, ...] = ()
    # "of the chosen type" (a type chosen as the permanent entered, rule 614.12).
    chosen_subtype: bool = False
    # "target activated or triggered ability" / 「起動型か誘発型である能力１つ」 (115.1, 701.5a):
    # an ability on the stack of one of these kinds, not a spell; with none listed, an object on
    # the stack is a spell (115.1a "target spell"). In a union, "activated ability, triggered
    # ability, or legendary spell" (any_of) admits both.
    stack_abilities: tuple[StackAbilityKind, ...] = ()
    # "target spell or creature" / 「呪文１つかクリーチャー１体」 (115.1): a target whose kinds are in
    # different zones; each kind of the union (any_of) says its zone (TargetSpec.other_zones)
    zone: ZoneKind | None = None
    # "a spell of the chosen color" / 「その選ばれた色の呪文」: the object is of the colour chosen
    # as the source entered (614.12, 105.2: an object of a colour has it among its colours).
    chosen_color: bool = False
    # "dealt damage by <this object> this turn" (the damage each object was dealt this turn,
    # by source; 120.3, cleared in the cleanup step 514.2).
    damaged_by_source: bool = False
    # Conditions on a spell (115.1a "target spell"): "that targets a player" (one of
    # its targets is a player, 115.10: it may have others) and "that's the second
    # spell cast this turn" (the n-th spell cast this turn, 601.2i; a copy created
    # on the stack isn't cast, 707.10).
    targets_player: bool = False
    # "a spell that targets CARDNAME" (Heroic) / "… that targets you" / "… that targets a
    # creature you control" (115.10): one of its targets is the ability's source, its
    # controller, or an object matching ``targets_objects``
    targets_source: bool = False
    targets_you: bool = False
    targets_objects: ObjectFilter | None = None
    nth_this_turn: int | None = None
    # "a creature card that shares a creature type with a creature you control" (205.3m):
    # some permanent matching this filter has a creature type the object has too.
    shares_creature_type_with: ObjectFilter | None = None
    # A union of kinds that differ in more than one criterion ("Spirit or enchantment",
    # "blue or artifact card", 「アーティファクト１つかエンチャント１つか飛行を持つクリーチャー１体」):
    # the object matches at least one of these filters (and every other criterion above).
    any_of: tuple[ObjectFilter, ...] = ()
    # How many colours the object has (105.2): "colorless" at most 0 (105.2c), "monocolored"
    # exactly 1 (105.2a), "multicolored" at least 2 (105.2b).
    color_count_min: int | None = None
    color_count_max: int | None = None
    # "a card named Undead Servant" on Undead Servant (201.2: an object's name is its title;
    # text naming the card's own name in "named …" means any object of that name, not only
    # this one, 201.4a): the object's name is the source's
    same_name_as_source: bool = False
    # "a card named Ajani, Inspiring Leader" (201.2): the object has this name (a card's English
    # name; a card compiled from its Japanese text has both)
    named: str | None = None
    # "a card with the same name as another creature you control" (201.2): some permanent on the
    # battlefield matching this filter has a name in common with the object
    shares_name_with: ObjectFilter | None = None
    # "target creature defending player controls" (506.2): controlled by the defending player
    # of the current combat; outside combat there is none, and nothing matches.
    controlled_by_defending_player: bool = False
    # "with a +1/+1 counter on it" / 「＋１/＋１カウンターが置かれている」 (122.1): the object has at
    # least one counter of each of these kinds ("+1/+1", "-1/-1", or a named kind).
    counter_kinds: tuple[str, ...] = ()
    # "with lesser power" (702.134a mentor): the object's power is less than the source's (as
    # the source last existed on the battlefield if it has left it, 608.2h).
    power_less_than_source: bool = False
    # "artifact creature" / 「アーティファクト・クリーチャー」 (205.2b): the object has each of these
    # card types as well as one of ``card_types`` (the noun's last type word), not either of them.
    also_card_types: tuple[CardType, ...] = ()
    # "that was dealt damage this turn" / 「このターンにダメージが与えられた」 (120.3): some source
    # dealt the object damage this turn (the record is cleared in the cleanup step, 514.2).
    dealt_damage_this_turn: bool = False
    # "Risen Reef or another Elemental" / 「発現する浅瀬か他のエレメンタル」 (109.2, 603.2): the
    # ability's source itself qualifies too, whatever it is; the other criteria are those of
    # the other objects (with ``other``). Not "an Elemental": the source that is no longer of
    # the noun's kind (its types changed, 613.1d) is still the subject.
    or_source: bool = False
    # "with the chosen name" / 「その選ばれた名前を持つ」, "the named card" (201.3): the object's
    # name is the card name chosen as the source entered (614.12); none chosen, none matches
    chosen_name: bool = False
    # "cards of the chosen type" after "Choose a permanent type." (205.2a): the object has the
    # card type chosen as the spell or ability resolves (608.2d); none chosen, none matches
    chosen_card_type: bool = False
    # "enchanted" / "equipped" / "enchanted or equipped" (303.4, 301.5): a permanent of one of
    # these subtypes ("Aura", "Equipment") is attached to the object
    attached_subtypes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ObjectPool:
    """Objects a player chooses among, relative to that player: the permanents they control
    matching ``filter`` (``zone`` "battlefield"), or the cards matching it in their own
    ``zone`` ("hand", "graveyard"). "permanents they control and/or cards from their hand"
    is two pools (AVR Descent into Madness)."""

    filter: ObjectFilter
    zone: ZoneKind = ZoneKind.BATTLEFIELD

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone", ZoneKind(self.zone))  # a zone's word is its ZoneKind


@dataclass(frozen=True, slots=True)
class PlayerFilter:
    """Which players qualify ("player", "opponent")."""

    controller: Controller = Controller.ANY


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One "target …" phrase (rule 115.1): what it may choose and how many.

    ``objects`` and ``players`` are alternatives: "target creature or player"
    sets both. A permanent target is on the battlefield unless ``zone`` says
    otherwise. ``distinct_from``: the earlier target slots this one must differ
    from ("another target creature" after a first target, 115.3 / 601.2c).
    """

    objects: ObjectFilter | None = None
    players: PlayerFilter | None = None
    count: int = 1
    up_to: bool = False
    zone: ZoneKind = ZoneKind.BATTLEFIELD
    distinct_from: tuple[int, ...] = ()
    # 601.2d: an amount of damage or counters divided among the chosen targets as the spell
    # or ability goes on the stack ("3 damage divided as you choose among one, two, or three
    # targets"): at least one target, each getting at least 1, so at most ``divide`` targets.
    divide: int | None = None
    # "target spell or creature" (115.1): the zones of the other kinds of ``objects`` (each kind
    # of its union says its own zone, ObjectFilter.zone)
    other_zones: tuple[ZoneKind, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone", ZoneKind(self.zone))  # a zone's word is its ZoneKind


# --- costs (rule 118) -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost in symbols, e.g. ``"{2}{W}"`` (rule 107.4)."""

    symbols: str


@dataclass(frozen=True, slots=True)
class TapSelf:
    """The tap symbol {T} in a cost (rule 107.5)."""


@dataclass(frozen=True, slots=True)
class SacrificeSelf:
    """ "Sacrifice CARDNAME" as a cost."""


@dataclass(frozen=True, slots=True)
class SacrificePermanents:
    """ "Sacrifice N <filter>" as a cost."""

    filter: ObjectFilter
    count: int = 1


@dataclass(frozen=True, slots=True)
class PayLife:
    """ "Pay N life" as a cost (119.4: only with a life total of at least N)."""

    amount: int


@dataclass(frozen=True, slots=True)
class DiscardCards:
    """ "Discard N cards" as a cost (701.8); with ``filter``, cards of that kind ("Discard a
    creature card")."""

    count: int = 1
    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class DiscardSelf:
    """ "Discard this card" as a cost (701.8): only while the card is in its owner's hand
    (cycling's, 702.29a)."""


@dataclass(frozen=True, slots=True)
class TapPermanents:
    """ "Tap N untapped <filter> you control" as a cost (107.5, 302.6 does not apply: 302.6 is {T} only);
    ``any_number``: "tap any number of …" (the payer chooses how many, zero or more)."""

    filter: ObjectFilter
    count: int = 1
    any_number: bool = False


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """ "Remove N <kind> counters from CARDNAME" as a cost (122.1)."""

    kind: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class PutCounters:
    """ "Put N <kind> counters on CARDNAME" as a cost (118.1, 122.1)."""

    kind: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class ExileFromGraveyard:
    """ "Exile N <filter> cards from your graveyard" as a cost (118.3: only with that many such
    cards there); ``filter.other``: other than the source ("seven other cards")."""

    filter: ObjectFilter
    count: int = 1


@dataclass(frozen=True, slots=True)
class ExileSelfFromGraveyard:
    """ "Exile this card from your graveyard" as a cost (406.3): only while the card is in its
    owner's graveyard (scavenge's, 702.97a)."""


CostItem = (
    ManaCost
    | TapSelf
    | SacrificeSelf
    | SacrificePermanents
    | PayLife
    | DiscardCards
    | DiscardSelf
    | TapPermanents
    | RemoveCounters
    | PutCounters
    | ExileFromGraveyard
    | ExileSelfFromGraveyard
)


@dataclass(frozen=True, slots=True)
class Cost:
    """A total cost: every item is paid (rule 118.1)."""

    items: tuple[CostItem, ...]


# --- tokens (rule 111) ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TokenSpec:
    """The characteristics a token is created with (111.3); its name is its subtypes + "Token" (111.4)."""

    power: int | None  # None: a token that is no creature (a Treasure, 111.10a)
    toughness: int | None
    colors: tuple[Color, ...]
    subtypes: tuple[str, ...]
    card_types: tuple[CardType, ...] = (CardType.CREATURE,)
    keywords: tuple[Keyword, ...] = ()


# --- triggers (rule 603) ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class EntersTheBattlefield:
    """ "When <subject> enters the battlefield" (rule 603.6a).

    ``subject`` None means the object with the ability itself; ``uncast``: "and it wasn't
    cast" — not a permanent spell that was cast resolving (601.2i; a copy of a spell isn't
    cast, 707.10).
    """

    subject: ObjectFilter | None = None
    uncast: bool = False


@dataclass(frozen=True, slots=True)
class Dies:
    """ "When <subject> dies": put into a graveyard from the battlefield (rule 700.4);
    :class:`EquippedCreature` is the creature the Equipment was attached to as it left
    (603.10a)."""

    subject: ObjectFilter | EquippedCreature | None = None


@dataclass(frozen=True, slots=True)
class BeginningOfStep:
    """ "At the beginning of [whose] <step>" (rule 603.2b)."""

    step: Step
    whose: Controller = Controller.YOU


Trigger = EntersTheBattlefield | Dies | BeginningOfStep


# --- abilities --------------------------------------------------------------


class Ability:
    """Base of every generated ability class; ``text`` is its source text."""

    text: ClassVar[str] = ""
    targets: ClassVar[tuple[TargetSpec, ...]] = ()
    # 113.6, 113.6k: the zone the ability functions in (an ability that moves its own card out
    # of the graveyard, "Return CARDNAME from your graveyard to your hand", works only there)
    functions_in: ClassVar[ZoneKind] = ZoneKind.BATTLEFIELD

    def resolve(self, ctx: Effects) -> None:
        """Carry out the ability's effect (rule 608.2)."""


class SpellAbility(Ability):
    """The effect of an instant or sorcery (rule 113.3a)."""


class ActivatedAbility(Ability):
    """ "[Cost]: [Effect]" (rule 602). ``sorcery_speed``: activate only as a sorcery;
    ``any_player``: any player may activate it, not only its source's controller (602.2)."""

    cost: ClassVar[Cost]
    sorcery_speed: ClassVar[bool] = False
    once_each_turn: ClassVar[bool] = False  # "Activate only once each turn." (602.5b)
    any_player: ClassVar[bool] = False
    condition: ClassVar[Any] = None  # "Activate only if …" (602.5b): a statics Condition


class TriggeredAbility(Ability):
    """ "When/Whenever/At …, …" (rule 603). ``modes``: a modal one's modes (700.2), one
    ability class each; the one chosen as it is put on the stack goes there (603.3c)."""

    trigger: ClassVar[Trigger]
    modes: ClassVar[tuple[type[Ability], ...]] = ()
    # 603.2: "This ability triggers only once each turn." (the ability's own limit)
    once_each_turn: ClassVar[bool] = False


@dataclass(frozen=True, slots=True)
class CardDefinition:
    """A card's characteristics and abilities, as printed (rule 109.3)."""

    name: str
    name_ja: str | None
    mana_cost: str | None
    supertypes: tuple[Supertype, ...]
    card_types: tuple[CardType, ...]
    subtypes: tuple[str, ...]
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: tuple[Keyword, ...] = ()
    abilities: tuple[type[Ability], ...] = field(default=())
    source_path: str = ""
    # The colours when not those of the mana cost (a token's, 111.4; a colour
    # indicator, 204); (min, max) modes to choose for a modal spell, each
    # SpellAbility class being one mode (700.2); additional costs paid as it is
    # cast (601.2b, e.g. "As an additional cost to cast this spell, sacrifice a creature").
    colors: tuple[Color, ...] | None = None
    modes: tuple[int, int] | None = None
    additional_costs: tuple[Any, ...] = ()
    # 712.1: the back face of a double-faced card, with its own characteristics and abilities;
    # never a card of its own (712.8a: outside the battlefield and stack, only the front face is).
    back: CardDefinition | None = None

    def ability_instances(self) -> Sequence[Ability]:
        """Fresh instances of the card's non-keyword abilities."""
        return tuple(cls() for cls in self.abilities)
