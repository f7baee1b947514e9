"""The ``Effects`` protocol: every method generated card modules call on ``ctx``.

An ability's ``resolve(self, ctx: Effects)`` (and a triggered ability's ``condition``) may call
only what is declared here; :class:`ofuda.runtime.context.resolution.ResolutionContext` implements all of
it. tests/runtime/test_resolution_context.py compiles every card of cards_src and checks that
each ``ctx.<name>`` the generated modules use is declared here with the context's parameters.

A reference to a target that has become illegal is ``None``; every effect ignores ``None``
arguments, and takes a list for "each of them" (at the same time), so the parts of an ability
that refer to an illegal target do nothing (608.2b). Vocabulary: imports nothing from the
engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .definitions import (
    CardType,
    Color,
    Duration,
    Keyword,
    ObjectFilter,
    ObjectPool,
    PlayerFilter,
    ZoneKind,
)
from .statics import KeywordParameter


class Effects(Protocol):
    """What an ability's ``resolve`` may do: the runtime's resolution context (608.2)."""

    source: Any  # the card, permanent or emblem the ability belongs to (LKI once it left)
    controller: Any  # the player who controls the resolving spell or ability

    # --- what it was put on the stack with; life, cards, damage, power/toughness (CoreEffects) ---

    def deal_damage(self, source: Any, recipient: Any, amount: int) -> list[Any]:
        """``source`` deals ``amount`` noncombat damage to a player, creature or planeswalker
        (120); to each of a list at the same time (FAQ P19).  Returns what was dealt damage
        ("each creature dealt damage this way", FAQ P2, P91)."""
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

    # --- selectors, values, conditions, "you may", choices (SelectorEffects) ----------------

    def all_targets(self, first: int, count: int) -> list[Any]:
        """Every legal target among slots ``first`` … ``first + count - 1`` (608.2b)."""
        ...

    def chosen_objects(
        self, chooser: Any, filter: ObjectFilter, count: int, zone: ZoneKind = ZoneKind.BATTLEFIELD
    ) -> list[Any]:
        """``count`` objects ``chooser`` chooses as it resolves, not targeted ("return a permanent
        you control", FAQ P51: no one can respond to the choice)."""
        ...

    def controller_of(self, obj: Any) -> Any:
        """ "Its controller": last known information if it left the battlefield (608.2h)."""
        ...

    def defending_player(self) -> Any:
        """ "defending player" (506.2): the player attacked in the current combat, or None."""
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
        self, filter: ObjectFilter, zone: ZoneKind = ZoneKind.BATTLEFIELD, controller: Any = None
    ) -> list[Any]:
        """Every object in ``zone`` matching ``filter`` (controlled by ``controller`` if given)."""
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

    # --- permanents: status, counters, characteristics, rules effects, shields (ObjectEffects) ---

    def add_counters(self, obj: Any, kind: str, amount: int) -> None:
        """122.1: put counters on permanents (+1/+1 and -1/-1 counters apply in layer 7c)."""
        ...

    def as_though_flash(
        self, player: Any = None, duration: Duration = Duration.END_OF_TURN
    ) -> None:
        """601.3e: ``player`` may cast spells as though they had flash (e.g. Alchemist's Refuge)."""
        ...

    def become(
        self,
        obj: Any,
        power: int | None,
        toughness: int | None,
        card_types: Sequence[CardType] = (),
        subtypes: Sequence[str] = (),
        colors: Sequence[Color] | None = None,
        keywords: Sequence[Any] = (),
        duration: Duration | None = None,
    ) -> None:
        """ "becomes a P/T <colour> <types> with <keywords>" (e.g. Angel's Tomb): types added
        (layer 4), colour set (5), keywords added (6), base P/T set (7b)."""
        ...

    def become_copy(self, obj: Any, model: Any, duration: Duration | None = None) -> None:
        """706/707: become copies of ``model``'s copiable values (layer 1): not its counters,
        status or other effects (FAQ P75(5)); a token stays a token (P75(4))."""
        ...

    def cant_be_blocked(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """509.1b: can't be blocked."""
        ...

    def cant_block(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """509.1b: can't block (FAQ P83: no effect on a creature already blocking)."""
        ...

    def exile_if_it_would_die(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """614: "if it would die this turn, exile it instead" (FAQ P91)."""
        ...

    def fight(self, first: Any, second: Any) -> None:
        """701.12: each deals damage equal to its power to the other (nothing if either is gone or
        not a creature, 701.12b; FAQ P115)."""
        ...

    def gain_control(self, player: Any, obj: Any, duration: Duration) -> None:
        """613.1b (layer 2): ``player`` (default: the controller) gains control of permanents for
        ``duration`` (a blinked one stays under its new controller, FAQ B#6)."""
        ...

    def must_attack(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """508.1d: attacks this turn if able (FAQ P2(3))."""
        ...

    def must_be_blocked(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """509.1c: all creatures able to block it do so."""
        ...

    def prevent_all_damage(self, to: Any) -> None:
        """615: prevent all damage that would be dealt to these this turn."""
        ...

    def prevent_all_combat_damage(
        self, to: ObjectFilter | None, duration: Duration = Duration.END_OF_TURN
    ) -> None:
        """615.1a: "Prevent all combat damage that would be dealt this turn [to <permanents>]"."""
        ...

    def prevent_combat_damage_except(
        self, sources: ObjectFilter, keep: Any, duration: Duration = Duration.END_OF_TURN
    ) -> None:
        """615.1a: "Prevent all combat damage that would be dealt by <sources> other than <keep>" —
        any object matching ``sources`` as it deals the damage, even one that entered after the
        spell resolved (a prevention effect's affected set isn't locked in: 611.2c is about
        characteristics), except ``keep``."""
        ...

    def prevent_damage_by(
        self,
        obj: Any,
        duration: Duration = Duration.END_OF_TURN,
        combat_only: bool = False,
        also_to: bool = False,
    ) -> None:
        """615: prevent all damage ``obj`` would deal (and, ``also_to``, be dealt) this turn."""
        ...

    def prevent_damage_to_you_and_yours(self, amount: int | None, then_deal_to: Any = None) -> None:
        """ "Prevent the next X damage that would be dealt to you and/or permanents you control
        this turn. If damage is prevented this way, <source> deals that much damage to <target>"
        (FAQ P44: new, noncombat damage from this source, dealt right after)."""
        ...

    def regenerate(self, obj: Any) -> None:
        """701.15: the next time a permanent would be destroyed this turn, instead tap it, remove
        all damage from it and remove it from combat (not against 704.5f or sacrifice)."""
        ...

    def skip_next_untap(self, obj: Any) -> None:
        """502.3: "it doesn't untap during its controller's next untap step" — it tracks the
        permanent, whoever controls it then (FAQ P30, P106)."""
        ...

    def tap(self, obj: Any) -> None:
        """701.26a: tap permanents."""
        ...

    def untap(self, obj: Any) -> None:
        """701.26b: untap permanents."""
        ...

    def transform(self, obj: Any) -> None:
        """701.28a: turn permanents over so that their other face is up (not one that is not a
        transforming double-faced card, 701.28c, nor one that transformed since this ability,
        its own, was put onto the stack, 701.28f)."""
        ...

    # --- zones, tokens, the stack, mana, turns (ZoneEffects) --------------------------------

    def add_mana(self, player: Any, symbols: str, times: int) -> None:
        """106.4: each player adds mana to their pool, ``times`` times ("Add {R} for each creature
        you control"); a spell that adds mana isn't a mana ability (FAQ P16)."""
        ...

    def allow_cast(
        self,
        card: Any,
        player: Any = None,
        free: bool = False,
        duration: Duration | None = None,
        play: bool = False,
    ) -> None:
        """601.3: ``player`` may cast these cards from their zone for ``duration`` (this turn if
        none is stated), without paying their mana cost if ``free`` (FAQ P105: normal timing);
        with ``play``, a land card among them may be played (305.1)."""
        ...

    def cast_without_paying(self, card: Any, player: Any = None) -> bool:
        """ "You may cast it without paying its mana cost" now (118.9, FAQ P40): the card (of a
        group: the one card); whether it was cast is what "if you don't cast it" asks."""
        ...

    def copy_spell(self, spell: Any, new_targets: bool = False) -> Any:
        """707.10: copy a spell on the stack; its controller may choose new targets (FAQ P50)."""
        ...

    def counter_spell(self, obj: Any) -> None:
        """701.5: counter spells (not those that can't be countered, FAQ P60(2))."""
        ...

    def create_delayed_trigger(
        self, trigger: Any, ability: Any, objects: Any = (), once: bool = True
    ) -> None:
        """603.7: "at the beginning of the next end step, sacrifice those tokens" — the ability (a
        TriggeredAbility class or instance) sees ``objects`` as ``ctx.remembered()``."""
        ...

    def create_reflexive_trigger(self, ability: Any) -> None:
        """603.12: "When you do, …" — the reflexive triggered ability (a TriggeredAbility class
        or instance) triggers now and goes on the stack the next time a player would receive
        priority."""
        ...

    def create_emblem(self, player: Any = None, abilities: Any = ()) -> Any:
        """114.2: ``player`` gets an emblem with ``abilities`` (classes, or an emblem value with
        ``abilities``)."""
        ...

    def create_tokens(
        self, player: Any, token: Any, amount: int, tapped: bool = False, attacking: bool = False
    ) -> None:
        """111.2: each player creates ``amount`` tokens of ``token`` (a TokenSpec or definition),
        ``tapped`` (110.5b) and ``attacking`` (508.4) if the instruction says so."""
        ...

    def created_tokens(self) -> list[Any]:
        """The tokens this resolution created ("those tokens", e.g. for a delayed trigger)."""
        ...

    def destroy(self, obj: Any) -> None:
        """701.7: destroy permanents at the same time (indestructible ones survive, 702.12b)."""
        ...

    def discard(self, player: Any, amount: int, at_random: bool) -> None:
        """701.8: each player discards ``amount`` cards of their choice, or at random."""
        ...

    def discard_hand(self, player: Any) -> None:
        """701.8: each player discards every card in their hand."""
        ...

    def exile(self, obj: Any) -> None:
        """701.13: move objects to exile (at the same time, e.g. "exile all Zombies", FAQ P5);
        607.2a: the cards a permanent's own ability exiles are remembered on that permanent
        ("exiled with it": Dark Impostor, FAQ P34(4): each Impostor only its own)."""
        ...

    def extra_turn(self, player: Any) -> None:
        """500.7: each player takes an extra turn after this one (the latest created first)."""
        ...

    def mill(self, player: Any, amount: int) -> None:
        """701.13: each player puts the top ``amount`` cards of their library into their graveyard."""
        ...

    def pay_mana(self, player: Any, symbols: str, times: int = 1) -> bool:
        """An optional payment while resolving ("unless you pay {1} for each …", "you may pay
        {1}"): the player decides and pays; True if paid (FAQ P55, P81). Remembered for "If you
        do" (608.2c) and for "unless": compiled "<instructions> unless you pay {1}" is
        ``pay_mana`` then ``if not you_did():`` <instructions> (118.12a)."""
        ...

    def put_on_bottom_in_any_order(self, cards: Any, player: Any = None) -> None:
        """Put cards on the bottom of their owner's library in an order the player chooses."""
        ...

    def put_on_bottom_in_random_order(self, cards: Any) -> None:
        """Put cards on the bottom of their owners' libraries in a random order."""
        ...

    def put_into_graveyard(self, cards: Any) -> None:
        """Put cards looked at or revealed into their owners' graveyards (400.3)."""
        ...

    def put_on_library(self, obj: Any, top: bool) -> None:
        """401: put objects on top of or at the bottom of their owners' libraries."""
        ...

    def put_onto_battlefield(self, obj: Any, controller: Any, tapped: bool = False) -> None:
        """110.2a: put cards onto the battlefield under ``controller``'s control (default: owner),
        tapped if ``tapped`` (110.5b)."""
        ...

    def return_to_hand(self, obj: Any) -> None:
        """Return objects to their owners' hands (400.3) at the same time."""
        ...

    def sacrifice(self, player: Any, obj: Any, filter: ObjectFilter | None, count: int) -> None:
        """701.17: each player (APNAP, FAQ P13) sacrifices the named permanents they control, or
        ``count`` matching ``filter`` of their choice; all at the same time."""
        ...

    def sacrifice_each_unless_pay_life(self, objects: Any, amount: int) -> None:
        """ "For each creature, its controller sacrifices it unless they pay N life" (FAQ P78): in
        APNAP order each player decides, creature by creature, knowing earlier choices; then
        life is paid and the rest sacrificed at the same time."""
        ...

    def shuffle(self, player: Any = None) -> None:
        """701.20: shuffle ``player``'s library."""
        ...

    # --- attaching (AttachActions) ----------------------------------------------------------

    def attach_object(self, player: Any, obj: Any, host: Any) -> None:
        """701.3: ``player`` attaches the Aura or Equipment ``obj`` to ``host`` (701.3b: not if
        it can't be attached to it)."""
        ...

    def attach_any_number(self, player: Any, host: Any, filter: ObjectFilter) -> None:
        """701.3: ``player`` chooses any number of permanents matching ``filter`` that could be
        attached to ``host`` (none targeted) and attaches each of them to it."""
        ...

    def put_attached_any_number(
        self, player: Any, host: Any, filter: ObjectFilter, owner: Any, zones: tuple[ZoneKind, ...]
    ) -> None:
        """303.4f: ``player`` chooses any number of cards matching ``filter`` in ``owner``'s
        ``zones`` that could enchant ``host`` and puts them onto the battlefield attached to it,
        at the same time; as they aren't cast, nothing is targeted (303.4a)."""
        ...

    # --- choices on resolution, groups (ChoiceActions) --------------------------------------

    def attached_objects(self, host: Any, filter: ObjectFilter) -> list[Any]:
        """301.5, 303.4: the permanents matching ``filter`` attached to ``host`` (as last known, if
        it has left the battlefield)."""
        ...

    def deal_divided_damage(self, source: Any, recipients: Any) -> None:
        """120.1, 601.2d: ``source`` deals each target the damage divided to it, all at the same
        time (FAQ P59)."""
        ...

    def divide_counters(self, kind: str, recipients: Any) -> None:
        """122.1, 601.2d: put on each target the counters divided to it (FAQ P17)."""
        ...

    def is_paired_with(self, obj: Any, partner: ObjectFilter) -> bool:
        """702.95: whether ``obj`` is on the battlefield and paired with a creature that matches
        ``partner`` — checked as the instruction resolves (FAQ P76(2))."""
        ...

    def tap_or_untap(self, obj: Any) -> None:
        """701.26: "tap or untap target permanent" — the controller chooses, for each permanent,
        whether to tap it or untap it (a yes/no question: yes taps it)."""
        ...

    def together(self, selectors: Any) -> list[Any]:
        """Every object and player several selectors name, as one group (120: "target player and
        each creature he or she controls" are dealt damage at the same time)."""
        ...

    # --- cards looked at, revealed or chosen (608.2c); searching (LibraryActions) -----------

    def cards_this_way(self, filter: ObjectFilter | None) -> list[Any]:
        """The cards the latest look / reveal of this resolution showed that match ``filter`` and
        are still where they were ("all creature cards revealed this way", 「その中から」)."""
        ...

    def choose_cards(
        self, player: Any, among: Any, filter: ObjectFilter | None, count: int
    ) -> None:
        """ "You choose a card from it": ``player`` chooses now and the choice is announced; later
        instructions act on it ("that card", :meth:`chosen_cards`)."""
        ...

    def chosen_cards(self) -> list[Any]:
        """ "That card": the cards chosen earlier in this resolution, where they still are."""
        ...

    def discard_objects(self, player: Any, cards: Any) -> None:
        """701.8: ``player`` discards these cards (those still in their hand)."""
        ...

    def exile_from_top_until(self, player: Any, filter: ObjectFilter) -> list[Any]:
        """``player`` exiles cards from the top of their library until one matches ``filter`` (FAQ
        P105(6): the whole library if none does); the matching card is remembered."""
        ...

    def exile_until_leaves(self, obj: Any) -> None:
        """610.3: exile objects until the source leaves the battlefield (then they return)."""
        ...

    def exile_top(self, player: Any, amount: int) -> list[Any]:
        """Exile the top ``amount`` cards of ``player``'s library (406.3: face up); the exiled
        cards are remembered ("If it's a permanent card, you may put it onto the battlefield")."""
        ...

    def look_at_top(self, player: Any, amount: int) -> list[Any]:
        """Look at the top ``amount`` cards of ``player``'s library, top first (only the controller
        sees them; remembered for "one of them", "the rest")."""
        ...

    def one_of(
        self, chooser: Any, among: Any, filter: ObjectFilter | None, count: int
    ) -> list[Any]:
        """ "one of them" / 「そのうちの１枚」: ``chooser`` chooses ``count`` of the cards ``among`` that
        match ``filter`` — exactly that many if there are enough (FAQ P80(1): Lone Revenant's
        controller must take one); remembered as "that card"."""
        ...

    def repeat_process(self) -> Any:
        """The rounds of "…. If you do, repeat this process." (FAQ P92(2): the process includes the
        instruction to repeat): each round starts with no optional instruction done yet, so "if
        you do" speaks of this round only. The library is finite, so the process ends."""
        ...

    def reveal_cards(self, cards: Any) -> None:
        """701.16: reveal these cards (to every player)."""
        ...

    def reveal_hand(self, player: Any) -> list[Any]:
        """701.16: ``player`` reveals their hand (remembered: "You choose a card from it")."""
        ...

    def reveal_top(self, player: Any, amount: int = 1) -> list[Any]:
        """701.16: reveal the top ``amount`` cards of ``player``'s library, top first (remembered)."""
        ...

    def search_for(self, player: Any, filter: ObjectFilter | None, count: int) -> list[Any]:
        """701.19: ``player`` searches their library for up to ``count`` cards matching ``filter``
        (a search for a described card may fail to find one, 701.19b); the cards found are
        remembered ("reveal it, put it into your hand")."""
        ...

    def the_rest(self) -> list[Any]:
        """ "The rest" / 「残り」: the cards looked at or revealed that no instruction has moved."""
        ...

    def you_did_not(self) -> bool:
        """ "If you don't cast it" / "Otherwise" after "If …, you may …": the optional instruction
        before was not done (nor offered)."""
        ...

    # --- orders of card types (OrderActions) ------------------------------------------------

    def choose_order(self, player: Any, card_types: Sequence[CardType]) -> None:
        """``player`` (default: the controller) puts ``card_types`` in an order (101.4c)."""
        ...

    def ordered_type(self, position: int) -> ObjectFilter:
        """The permanents of the ``position``-th type of the order chosen (0: the first)."""
        ...

    def sacrifice_groups(
        self, player: Any, filters: Sequence[ObjectFilter], counts: Sequence[int]
    ) -> None:
        """701.17: each player (APNAP, 101.4) chooses ``counts[i]`` permanents matching
        ``filters[i]`` for every i — a permanent counts once — then all are sacrificed at once."""
        ...

    # --- sacrifices at random (RandomSacrificeActions) --------------------------------------

    def sacrifice_at_random(self, player: Any, filter: ObjectFilter) -> list[Any]:
        """Each player chooses one permanent they control matching ``filter`` at random and
        sacrifices it. The choice is made even by a player who can't be made to sacrifice, who
        then sacrifices nothing (FAQ P114(4)); what was sacrificed is remembered."""
        ...

    def revealed_this_way(self, filter: ObjectFilter) -> bool:
        """Whether the latest reveal of this resolution revealed a card matching ``filter``
        (608.2c: "If an instant or sorcery card is revealed this way")."""
        ...

    def sacrificed_this_way(self, filter: ObjectFilter) -> bool:
        """Whether the latest sacrifice of this resolution sacrificed a permanent matching
        ``filter`` (as it last existed on the battlefield, 608.2h)."""
        ...

    # --- scry (ScryActions) -----------------------------------------------------------------

    def scry(self, player: Any, amount: int) -> None:
        """701.22a: ``player`` (each player it selects) looks at the top ``amount`` cards of their
        library, then puts any number of them on the bottom and the rest on top, each in any
        order. 701.22b: scrying 0 is no scry at all."""
        ...

    # --- "dealt damage this way" (ThisWayActions) -------------------------------------------

    def dealt_damage_this_way(self) -> list[Any]:
        """The creatures this resolution has dealt damage to so far ("dealt damage this way")."""
        ...

    # --- options offered to several players (AnyPlayerActions) ------------------------------

    def a_player_did(self) -> bool:
        """ "If a player does": whether one of the players offered the option accepted it."""
        ...

    def chooser(self) -> Any:
        """The player who accepted the option ("them", 「自分」), or None."""
        ...

    # --- lasting changes (LastingChangeActions) ---------------------------------------------

    def add_colors_and_types(self, obj: Any, colors: Any, subtypes: Any) -> None:
        """205.1b, 105.3: "is a black Zombie in addition to its other colors and types" — for as
        long as the object stays on the battlefield (Dread Slaver, FAQ P45)."""
        ...

    # --- choices among pools (UnionActions) -------------------------------------------------

    def exile_union(self, player: Any, amount: int, pools: Sequence[ObjectPool]) -> None:
        """Each player (APNAP, 101.4) chooses ``amount`` objects among ``pools``; all are exiled at
        the same time (FAQ P41)."""
        ...

    def sacrifice_union(self, player: Any, amount: int, pools: Sequence[ObjectPool]) -> None:
        """701.17: each player (APNAP) chooses ``amount`` permanents they control among ``pools`` —
        only ones this spell or ability can make them sacrifice (101.3, FAQ P101) — and all are
        sacrificed at the same time."""
        ...
