"""The vocabulary that generated card modules are written in.

A compiled card module builds a :class:`CardDefinition` out of the declarative
pieces here (types, keywords, costs, target specifications, triggers) and a few
ability classes whose ``resolve`` methods call the :class:`Effects` protocol.
This module is the contract between ``ofuda.compiler`` (which writes such
modules) and the rest of ``ofuda.runtime`` (which plays them); it holds data
only and no game logic.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

if TYPE_CHECKING:  # pragma: no cover - typing only
    from collections.abc import Sequence


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
    TRAMPLE = "trample"  # 702.19
    VIGILANCE = "vigilance"  # 702.20
    SWAMPWALK = "swampwalk"  # 702.14
    UNDYING = "undying"  # 702.93
    SOULBOND = "soulbond"  # 702.95


class Duration(StrEnum):
    """How long a one-shot effect's continuous result lasts (rule 611.2)."""

    END_OF_TURN = "until end of turn"  # ends in the cleanup step, 514.2
    PERMANENT = "permanent"  # no stated duration: lasts while the object exists


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


class Controller(StrEnum):
    """Whose objects or which players a filter admits, relative to the ability's controller."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"


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
    combat_states: tuple[CombatState, ...] = ()
    tapped: bool | None = None
    other: bool = False
    not_card_types: tuple[CardType, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    not_colors: tuple[Color, ...] = ()
    token: bool | None = None
    keywords: tuple[Keyword, ...] = ()
    chosen_subtype: bool = False


@dataclass(frozen=True, slots=True)
class PlayerFilter:
    """Which players qualify ("player", "opponent")."""

    controller: Controller = Controller.ANY


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One "target …" phrase (rule 115.1): what it may choose and how many.

    ``objects`` and ``players`` are alternatives: "target creature or player"
    sets both. A permanent target is on the battlefield unless ``zone`` says
    otherwise.
    """

    objects: ObjectFilter | None = None
    players: PlayerFilter | None = None
    count: int = 1
    up_to: bool = False
    zone: str = "battlefield"


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


CostItem = ManaCost | TapSelf | SacrificeSelf | SacrificePermanents


@dataclass(frozen=True, slots=True)
class Cost:
    """A total cost: every item is paid (rule 118.1)."""

    items: tuple[CostItem, ...]


# --- triggers (rule 603) ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class EntersTheBattlefield:
    """ "When <subject> enters the battlefield" (rule 603.6a).

    ``subject`` None means the object with the ability itself.
    """

    subject: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class Dies:
    """ "When <subject> dies": put into a graveyard from the battlefield (rule 700.4)."""

    subject: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class BeginningOfStep:
    """ "At the beginning of [whose] <step>" (rule 603.2b)."""

    step: Step
    whose: Controller = Controller.YOU


Trigger = EntersTheBattlefield | Dies | BeginningOfStep


# --- the effects interface --------------------------------------------------


class Effects(Protocol):
    """What an ability's ``resolve`` may do: the runtime's resolution context.

    A reference to a target that has become illegal is ``None``; every effect
    ignores ``None`` arguments, so the parts of an ability that refer to an
    illegal target do nothing (rule 608.2b).
    """

    source: Any
    controller: Any

    def target(self, index: int) -> Any: ...

    def gain_life(self, player: Any, amount: int) -> None: ...

    def lose_life(self, player: Any, amount: int) -> None: ...

    def draw_cards(self, player: Any, amount: int) -> None: ...

    def deal_damage(self, source: Any, recipient: Any, amount: int) -> None: ...

    def modify_power_toughness(
        self, obj: Any, power: int, toughness: int, duration: Duration
    ) -> None: ...

    def grant_keyword(self, obj: Any, keyword: Keyword, duration: Duration) -> None: ...

    # Added by the runtime (additive; the runtime's ResolutionContext implements all of them).

    def destroy(self, obj: Any) -> None:
        """Destroy a permanent (701.7); indestructible permanents survive."""
        ...

    def exile(self, obj: Any) -> None:
        """Exile an object (701.13)."""
        ...

    def return_to_hand(self, obj: Any) -> None:
        """Return an object to its owner's hand (e.g. "return target creature to its owner's hand")."""
        ...

    def tap(self, obj: Any) -> None:
        """Tap a permanent (701.26)."""
        ...

    def untap(self, obj: Any) -> None:
        """Untap a permanent (701.26)."""
        ...

    def add_counters(self, obj: Any, kind: str, amount: int) -> None:
        """Put ``amount`` counters of ``kind`` (e.g. ``"+1/+1"``) on a permanent (122.1)."""
        ...


# --- abilities --------------------------------------------------------------


class Ability:
    """Base of every generated ability class; ``text`` is its source text."""

    text: ClassVar[str] = ""
    targets: ClassVar[tuple[TargetSpec, ...]] = ()

    def resolve(self, ctx: Effects) -> None:
        """Carry out the ability's effect (rule 608.2)."""


class SpellAbility(Ability):
    """The effect of an instant or sorcery (rule 113.3a)."""


class ActivatedAbility(Ability):
    """ "[Cost]: [Effect]" (rule 602). ``sorcery_speed``: activate only as a sorcery."""

    cost: ClassVar[Cost]
    sorcery_speed: ClassVar[bool] = False


class TriggeredAbility(Ability):
    """ "When/Whenever/At …, …" (rule 603)."""

    trigger: ClassVar[Trigger]


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

    def ability_instances(self) -> Sequence[Ability]:
        """Fresh instances of the card's non-keyword abilities."""
        return tuple(cls() for cls in self.abilities)
