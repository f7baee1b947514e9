"""IR, part 1: selectors (which objects or players) and values (numbers worked out on
resolution). See :mod:`ofuda.compiler.ir`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, TypeAlias

from ofuda.runtime.definitions import (
    ObjectFilter,
    PlayerFilter,
    ZoneKind,
)

from ..walk import instances_in, values_in
from .nodes import Node

# The count of a target declaration of "any number of target creatures" / 「望む数のクリーチャー」
# (115.1d): an "up to" count no game reaches, as a spell's targets are chosen among objects
ANY_NUMBER_OF_TARGETS = 99

if TYPE_CHECKING:  # pragma: no cover - selectors of the modules that import this one
    from .choices import AttachedObjects, EnchantedObject, EquippedObject, PairedWith, Together
    from .effect_results import EffectResult, EffectResults
    from .library import CardsThisWay, ChosenCards, OneOf, RandomCards, TheRest
    from .triggers import (
        Chooser,
        CreatedTokens,
        Remembered,
        TriggeringCard,
        TargetingSource,
        TriggeringObject,
        TriggeringObjects,
        TriggeringPlayer,
    )

# --- selectors --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ThisObject(Node):
    """The object with the ability (the spell itself, for a spell)."""


@dataclass(frozen=True, slots=True)
class ThisCardIn(Node):
    """The card with the ability, while it is in ``zone`` ("Return CARDNAME from your graveyard
    to your hand"): an ability whose effect moves its own card out of a zone functions only in
    that zone (113.6k); if the card has left that zone, it is a new object the effect can't find
    (400.7)."""

    runtime_method = "this_card_in"

    zone: ZoneKind

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone", ZoneKind(self.zone))  # a zone's word is its ZoneKind


@dataclass(frozen=True, slots=True)
class You(Node):
    """The ability's controller."""


@dataclass(frozen=True, slots=True)
class Targeted(Node):
    """The object or player chosen for the ability's target number ``index``."""

    remembered_by_delayed_triggers: ClassVar[bool] = True

    index: int


@dataclass(frozen=True, slots=True)
class AllTargets(Node):
    """Every target chosen for slots ``first`` … ``first + count - 1`` (それら / "them")."""

    runtime_method = "all_targets"

    remembered_by_delayed_triggers: ClassVar[bool] = True

    first: int
    count: int


@dataclass(frozen=True, slots=True)
class DealtDamageThisWay(Node):
    """The creatures an earlier instruction of this resolution dealt damage to (608.2c)."""

    runtime_method = "dealt_damage_this_way"


@dataclass(frozen=True, slots=True)
class PaidObject(Node):
    """The one object paid of ``kind`` for the costs of this spell or ability ("the sacrificed
    creature": ``"sacrificed"``, "the exiled card": ``"exiled"``; 601.2h), with its last known
    information once it has left its zone (608.2h)."""

    runtime_method = "paid_object"

    kind: str


@dataclass(frozen=True, slots=True)
class LinkedExiledCards(Node):
    """607.2a: "the exiled card" / 「その追放されたカード」 in a triggered ability of a permanent
    with no cost to pay: the cards this object's own abilities exiled (its linked ability, "When
    Fiend Hunter enters the battlefield, you may exile another target creature"), those still in
    exile; none if it exiled nothing (the abilities of one object only, 607.2a)."""

    runtime_method = "linked_exiled_cards"


@dataclass(frozen=True, slots=True)
class EachObject(Node):
    """Every object in ``zone`` that matches ``filter`` ("each creature", 「すべてのゾンビ」);
    ``controller`` narrows it to what one player controls ("each creature target player controls")."""

    runtime_method = "each_object"

    filter: ObjectFilter
    zone: ZoneKind = ZoneKind.BATTLEFIELD
    controller: Selector | None = None
    # "all other creatures with the same name as that creature" (201.2): the objects have a name
    # in common with the object ``same_name_as`` names; ``other_than_named``: that object itself
    # is not one of them ("other" here is other than it, not than the source)
    same_name_as: Selector | None = None
    other_than_named: bool = False
    # "Target creature deals damage equal to its power to each other creature that player
    # controls" / 「それは…他の各クリーチャーにそれぞれ与え」: "other" is other than the object the
    # clause is about (its subject, here the target), not than the source (a spell)
    other_than: Selector | None = None

    def __post_init__(self) -> None:
        # a zone named by its word in the AST ("graveyard") is the runtime's ZoneKind
        object.__setattr__(self, "zone", ZoneKind(self.zone))


@dataclass(frozen=True, slots=True)
class EachPlayer(Node):
    """Every player that matches ``filter`` ("each player", 「各対戦相手」), in APNAP order (101.4)."""

    runtime_method = "each_player"

    filter: PlayerFilter


@dataclass(frozen=True, slots=True)
class DefendingPlayer(Node):
    """The defending player of the current combat ("defending player", 「防御プレイヤー」, 506.2)."""

    runtime_method = "defending_player"


@dataclass(frozen=True, slots=True)
class NewObject(Node):
    """The new object ``of`` became by moving earlier in this resolution (400.7: "that card")."""

    runtime_method = "new_object"

    remembered_by_delayed_triggers: ClassVar[bool] = True

    of: Selector


@dataclass(frozen=True, slots=True)
class ControllerOf(Node):
    """The controller of an object (「それのコントローラー」 / "its controller")."""

    runtime_method = "controller_of"

    obj: Selector


@dataclass(frozen=True, slots=True)
class AttackedBy(Node):
    """The player or planeswalker ``obj`` is attacking (「これが攻撃しているプレイヤーかプレイン
    ズウォーカー」 / "the player or planeswalker it's attacking", 506.2, 508.1b); none if it
    isn't attacking."""

    runtime_method = "attacked_by"

    obj: Selector


@dataclass(frozen=True, slots=True)
class ChosenObjects(Node):
    """``count`` objects ``chooser`` chooses on resolution, not targeted ("a permanent you control")."""

    runtime_method = "chosen_objects"

    chooser: Selector
    filter: ObjectFilter
    count: int
    zone: ZoneKind = ZoneKind.BATTLEFIELD
    # "untap up to four lands" / 「土地最大４つをアンタップする」: any number of them up to ``count``
    up_to: bool = False

    def __post_init__(self) -> None:
        # a zone named by its word in the AST ("graveyard") is the runtime's ZoneKind
        object.__setattr__(self, "zone", ZoneKind(self.zone))


# Every selector of the IR; those of the other modules (which import this one) are named for
# type checkers only: the alias is a string at run time.
Selector: TypeAlias = (
    "ThisObject | ThisCardIn | You | Targeted | AllTargets | EachObject | EachPlayer"
    " | DefendingPlayer | NewObject"
    " | ControllerOf | AttackedBy | ChosenObjects | DealtDamageThisWay | PaidObject"
    " | LinkedExiledCards"
    " | TriggeringObject | TriggeringObjects | TriggeringCard | TriggeringPlayer | CreatedTokens"
    " | TargetingSource"
    " | Remembered | Chooser"
    " | PairedWith | Together | AttachedObjects | EnchantedObject | EquippedObject"
    " | CardsThisWay | TheRest | OneOf | ChosenCards | RandomCards"
    " | EffectResult | EffectResults"
)


# --- values (worked out on resolution) -----------------------------------------


@dataclass(frozen=True, slots=True)
class XValue(Node):
    """The value chosen for X when the spell was cast (107.3)."""

    runtime_method = "x_value"


@dataclass(frozen=True, slots=True)
class CountOf(Node):
    """How many objects or players a selector names ("the number of lands you control")."""

    runtime_method = "count_of"

    objects: Selector


@dataclass(frozen=True, slots=True)
class PowerOf(Node):
    """An object's power (last known if it left, 608.2h)."""

    runtime_method = "power_of"

    obj: Selector


@dataclass(frozen=True, slots=True)
class ManaValueOf(Node):
    """An object's mana value (202.3; last known if it left, 608.2h)."""

    runtime_method = "mana_value_of"

    obj: Selector


@dataclass(frozen=True, slots=True)
class ToughnessOf(Node):
    """An object's toughness."""

    runtime_method = "toughness_of"

    obj: Selector


@dataclass(frozen=True, slots=True)
class GreatestPower(Node):
    """The greatest power among objects (0 if none)."""

    runtime_method = "greatest_power"

    objects: Selector


@dataclass(frozen=True, slots=True)
class CountersOn(Node):
    """The number of ``kind`` counters on an object."""

    runtime_method = "counters_on"

    obj: Selector
    kind: str


@dataclass(frozen=True, slots=True)
class Product(Node):
    """``factor`` times a value ("three times …", 「…１体につき２点」)."""

    runtime_method = "product"

    factor: int
    value: Value


@dataclass(frozen=True, slots=True)
class Sum(Node):
    """Values added ("… plus …", 「…と…の合計」), each worked out as the instruction resolves."""

    runtime_method = "sum_of"

    values: tuple[Value, ...]


@dataclass(frozen=True, slots=True)
class HalfOf(Node):
    """Half a value, rounded up (``round_up``) or down as the text says (107.1a: "half their
    life", "half the number of Zombies you control, rounded down")."""

    runtime_method = "half_of"

    value: Value
    round_up: bool


@dataclass(frozen=True, slots=True)
class LifeTotalOf(Node):
    """A player's life total (119)."""

    runtime_method = "life_total_of"

    player: Selector


@dataclass(frozen=True, slots=True)
class LifeGainedThisTurn(Node):
    """The life a player gained this turn so far (119.3; 0 for no player)."""

    runtime_method = "life_gained_this_turn"

    player: Selector


@dataclass(frozen=True, slots=True)
class DiedThisTurnCount(Node):
    """How many objects matching ``filter`` died this turn (700.4), as they last existed on the
    battlefield ("creatures that died under your control this turn": their controller then)."""

    runtime_method = "died_this_turn_count"

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class TotalPower(Node):
    """The total power of objects (0 if none)."""

    runtime_method = "total_power"

    objects: Selector


@dataclass(frozen=True, slots=True)
class TotalToughness(Node):
    """The total toughness of objects (0 if none)."""

    runtime_method = "total_toughness"

    objects: Selector


@dataclass(frozen=True, slots=True)
class PaidCount(Node):
    """How many objects were paid of ``kind`` for the costs ("the number of creatures tapped
    this way": ``"tapped"``; 601.2h)."""

    runtime_method = "paid_count"

    kind: str


@dataclass(frozen=True, slots=True)
class ChosenCount(Node):
    """ "that many" / 「その数」 after an instruction on "any number of" objects: how many the
    latest ``kind`` instruction of this resolution affected ("discard any number of cards, then
    draw that many cards": ``"discarded"``; 608.2c)."""

    runtime_method = "chosen_count"

    kind: str


@dataclass(frozen=True, slots=True)
class OrderedType(Node):
    """The description "permanent of the ``position``-th type" of the order chosen by
    :class:`ChooseOrder` earlier in this resolution (an ObjectFilter on resolution)."""

    runtime_method = "ordered_type"

    position: int


Value = (
    XValue | PaidCount | ChosenCount | CountOf | PowerOf | ToughnessOf | GreatestPower | CountersOn | Product
    | LifeTotalOf | TotalPower | TotalToughness | ManaValueOf | LifeGainedThisTurn
    | DiedThisTurnCount | HalfOf | Sum
)
Amount = int | Value


def mentions(value: object, selector: object) -> bool:
    """Whether an IR value refers to ``selector`` anywhere inside it."""
    return any(item == selector for item in values_in(value))


def functioning_zone(ability: object) -> ZoneKind:
    """113.6k: the zone an ability functions in: the one its effects move its own card out of
    ("Return CARDNAME from your graveyard to your hand": its graveyard), else the battlefield
    (113.6, the zone of a permanent's abilities)."""
    found = next(instances_in(getattr(ability, "effects", ()), ThisCardIn), None)
    return found.zone if found is not None else ZoneKind.BATTLEFIELD
