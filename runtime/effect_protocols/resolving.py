"""What a resolving ability reads and the simplest things it does (608.2): what it was put on
the stack with (targets, X, costs paid), the trigger event, values and conditions, "you may",
and life, cards, damage and power/toughness. Part of the :class:`~ofuda.runtime.effects_protocol.Effects`
protocol."""

from __future__ import annotations

from typing import Any, Protocol

from ..definitions import (
    Duration,
    Keyword,
    ObjectFilter,
    PlayerFilter,
    ZoneKind,
)
from ..statics import KeywordParameter


class ResolvingEffects(Protocol):
    """What it was put on the stack with; life, cards, damage, power/toughness; selectors,
    values, conditions, "you may", choices (608.2b–c)."""

    # --- what it was put on the stack with; life, cards, damage, power/toughness (CoreEffects) ---

    def deal_damage(self, source: Any, recipient: Any, amount: int) -> list[Any]:
        """``source`` deals ``amount`` noncombat damage to a player, creature or planeswalker
        (120); to each of a list at the same time (FAQ P19).  Returns what was dealt damage
        ("each creature dealt damage this way", FAQ P2, P91)."""
        ...

    def deal_damage_together(self, source: Any, recipients: Any, amounts: Any) -> list[Any]:
        """``source`` deals ``amounts[i]`` noncombat damage to ``recipients[i]`` (each of a list),
        all in one event (one instruction, 608.2c). Returns what was dealt damage."""
        ...

    def draw_cards(self, player: Any, amount: int) -> None:
        """``player`` draws ``amount`` cards, one at a time (121.2)."""
        ...

    def gain_life(self, player: Any, amount: int) -> None:
        """``player`` (each, for a list) gains ``amount`` life (119.3)."""
        ...

    def grant_keyword(
        self, obj: Any, keyword: Keyword | KeywordParameter, duration: Duration
    ) -> None:
        """``obj`` (each, for a list) gains ``keyword`` (layer 6, 613.1f) for ``duration``."""
        ...

    def lose_keyword(self, obj: Any, keyword: Any, duration: Duration) -> None:
        """613.1f: ``obj`` (each, for a list) loses every instance of ``keyword`` (113.10)."""
        ...

    def set_life_total(self, player: Any, amount: int) -> None:
        """119.5: ``player``'s life total becomes ``amount`` (they gain or lose the difference)."""
        ...

    def lose_life(self, player: Any, amount: int) -> None:
        """``player`` (each, for a list) loses ``amount`` life (119.3)."""
        ...

    def modify_power_toughness(
        self, obj: Any, power: int, toughness: int, duration: Duration
    ) -> None:
        """``obj`` (each, for a list: one effect on the set locked in now, 611.2c) gets
        +power/+toughness (layer 7c, 613.4c) for ``duration``."""
        ...

    def paid_count(self, kind: str) -> int:
        """How many were paid of ``kind`` (e.g. creatures tapped, FAQ P22); life: the amount."""
        ...

    def life_total_of(self, player: Any) -> int:
        """A player's life total (119; 0 for no player)."""
        ...

    def life_gained_this_turn(self, player: Any) -> int:
        """The life a player gained this turn so far (119.3; 0 for no player)."""
        ...

    def died_this_turn_count(self, filter: Any) -> int:
        """How many objects matching ``filter`` died this turn (700.4), as they last existed."""
        ...

    def total_power(self, objects: Any) -> int:
        """The total power of objects (0 if there are none)."""
        ...

    def total_toughness(self, objects: Any) -> int:
        """The total toughness of objects (0 if there are none)."""
        ...

    def paid_object(self, kind: str) -> Any:
        """The one object paid of ``kind`` for the costs ("the sacrificed creature", 601.2h),
        with its last known information (608.2h); None if none was paid."""
        ...

    def linked_exiled_cards(self) -> list[Any]:
        """607.2a: "the exiled card" of a linked ability: the cards this object's own
        abilities exiled, those still in exile."""
        ...

    def remembered(self) -> list[Any]:
        """Objects a delayed trigger or linked ability refers to ("those tokens")."""
        ...

    def target(self, index: int) -> Any:
        """The ``index``-th target, or None if it is illegal now or was not chosen (608.2b)."""
        ...

    def this_card_in(self, zone: ZoneKind) -> Any:
        """113.6k: the card with the ability, if it is still in ``zone``; None once it left."""
        ...

    def triggering_amount(self) -> int:
        """ "that much": the amount of the trigger event (life lost, damage dealt)."""
        ...

    def triggering_card(self) -> Any:
        """ "that card": the object a triggering object became in its new zone (400.7)."""
        ...

    def triggering_object(self) -> Any:
        """The object the trigger event is about ("that creature", "it")."""
        ...

    def triggering_player(self) -> Any:
        """ "that player": the player the trigger event is about."""
        ...

    def targeting_source(self) -> Any:
        """ "that spell or ability" (115.1): the spell or ability that made the trigger's object
        or player its target."""
        ...

    def triggering_objects(self) -> list[Any]:
        """ "they": the objects of a "one or more" trigger's simultaneous events (603.2c)."""
        ...

    def triggering_count(self) -> int:
        """ "that many": how many objects a "one or more" trigger's events were about (603.2c)."""
        ...

    # --- selectors, values, conditions, "you may", choices (SelectorEffects) ----------------

    def all_targets(self, first: int, count: int) -> list[Any]:
        """Every legal target among slots ``first`` … ``first + count - 1`` (608.2b)."""
        ...

    def chosen_objects(
        self, chooser: Any, filter: ObjectFilter, count: int, zone: ZoneKind = ZoneKind.BATTLEFIELD,
        up_to: bool = False,
    ) -> list[Any]:
        """``count`` objects ``chooser`` chooses as it resolves, not targeted ("return a permanent
        you control", FAQ P51: no one can respond to the choice); ``up_to``: any number of them
        up to ``count`` ("untap up to four lands")."""
        ...

    def controller_of(self, obj: Any) -> Any:
        """ "Its controller": last known information if it left the battlefield (608.2h)."""
        ...

    def defending_player(self) -> Any:
        """ "defending player" (506.2): the player attacked in the current combat, or None."""
        ...

    def attacked_by(self, obj: Any) -> Any:
        """ "the player or planeswalker it's attacking" (506.2, 508.1b): what ``obj`` attacks,
        or None."""
        ...

    def controls(self, player: Any, filter: ObjectFilter) -> bool:
        """Whether a player controls a permanent that matches ("If you control an Angel")."""
        ...

    def condition_holds(self, condition: Any) -> bool:
        """Whether a state or history condition holds now ("If a creature died this turn")."""
        ...

    def controls_greatest_power(self, player: Any = None) -> bool:
        """ "you control the creature with the greatest power or tied for it" (FAQ P112)."""
        ...

    def count_of(self, objects: Any) -> int:
        """How many objects or players a selector answered."""
        ...

    def counters_on(self, obj: Any, kind: str) -> int:
        """How many ``kind`` counters are on an object (last known once gone, FAQ P41(4))."""
        ...

    def each_object(
        self,
        filter: ObjectFilter,
        zone: ZoneKind = ZoneKind.BATTLEFIELD,
        controller: Any = None,
        same_name_as: Any = None,
        other_than_named: bool = False,
        other_than: Any = None,
    ) -> list[Any]:
        """Every object in ``zone`` matching ``filter`` (controlled by ``controller`` if given;
        with the same name as ``same_name_as`` if given, 201.2, that object itself excluded if
        ``other_than_named``; the objects ``other_than`` names excluded: "each other creature"
        after "Target creature deals damage … to")."""
        ...

    def each_player(self, filter: PlayerFilter) -> list[Any]:
        """Every player matching ``filter``, in APNAP order (101.4)."""
        ...

    def greatest_power(self, objects: Any) -> int:
        """The greatest power among objects (0 if there are none, FAQ P52)."""
        ...

    def random_cards(
        self, filter: ObjectFilter, count: int, zone: ZoneKind = ZoneKind.GRAVEYARD
    ) -> list[Any]:
        """``count`` cards in ``zone`` matching ``filter``, chosen at random."""
        ...

    def matches(self, obj: Any, filter: ObjectFilter) -> bool:
        """Whether an object (still) matches a description ("If it's an Angel", FAQ P36); for the
        cards of an earlier instruction ("If it's a permanent card": the card exiled this way),
        whether there are some and every one matches."""
        ...

    def mana_value_of(self, obj: Any) -> int:
        """An object's mana value (202.3; last known if it left, 608.2h)."""
        ...

    def matched(self, obj: Any, filter: ObjectFilter) -> bool:
        """Whether an object matched a description as it last existed where it was named
        ("If that creature was a Human", 608.2h)."""
        ...

    def may(self, player: Any) -> bool:
        """ "You may …": the player chooses whether to do it (kept for "if you do"); offered to
        several players ("any opponent may"), each is asked in turn order (101.4) until one
        accepts: that player is the chooser."""
        ...

    def new_object(self, of: Any) -> Any:
        """ "That card": what ``of`` became when it moved (earlier in this resolution, or as the
        event of a triggered ability; 400.7)."""
        ...

    def paired_with(self, obj: Any) -> Any:
        """The creature ``obj`` is paired with, or None (702.95)."""
        ...

    def enchanted_object(self) -> Any:
        """303.4b: the permanent the source Aura is attached to (last known, 113.7a), or None."""
        ...

    def equipped_object(self) -> Any:
        """301.5a: the creature the source Equipment is attached to (last known), or None."""
        ...

    def power_of(self, obj: Any) -> int:
        """An object's power (last known if it left, 608.2h; may be negative, FAQ P96)."""
        ...

    def product(self, factor: int, value: int) -> int:
        """``factor`` × ``value``."""
        ...

    def sum_of(self, values: tuple[int, ...]) -> int:
        """The values added ("… plus …")."""
        ...

    def half_of(self, value: int, round_up: bool) -> int:
        """107.1a: half ``value``, rounded up or down as the effect specifies."""
        ...

    def toughness_of(self, obj: Any) -> int:
        """An object's toughness (last known if it left)."""
        ...

    def x_value(self) -> int:
        """The X chosen as the spell or ability was put on the stack (107.3); 0 otherwise. An
        enters-the-battlefield trigger of a permanent uses the X of the spell that became it
        (107.3m)."""
        ...

    def you_did(self) -> bool:
        """ "If you do": whether the last optional instruction was done."""
        ...
