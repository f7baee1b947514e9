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
    Duration,
    Keyword,
    LastsWhile,
    ObjectFilter,
    ObjectPool,
    ZoneKind,
)
from .effect_protocols.mana import ManaEffects
from .effect_protocols.permanents import PermanentEffects
from .effect_protocols.resolving import ResolvingEffects
from .effect_protocols.zones import ZoneEffects


class Effects(ResolvingEffects, PermanentEffects, ZoneEffects, ManaEffects, Protocol):
    """What an ability's ``resolve`` may do: the runtime's resolution context (608.2). Its
    methods are declared by area: the four protocols it extends (runtime/effect_protocols/)
    and the families below."""

    source: Any  # the card, permanent or emblem the ability belongs to (LKI once it left)
    controller: Any  # the player who controls the resolving spell or ability

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

    def choose_as_it_resolves(self, player: Any, choice: Any) -> None:
        """205.2a, 608.2d: ``player`` chooses a permanent type as the effect resolves, for what
        its next instruction says of "the chosen type" (ObjectFilter.chosen_card_type)."""
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

    def shuffle_into_library(self, player: Any, cards: Any) -> None:
        """701.20a, 400.3: put the cards into their owners' libraries, then ``player`` shuffles
        their library (also when no card moved)."""
        ...

    def reveal_from_top_until(self, player: Any, filter: ObjectFilter) -> list[Any]:
        """701.16a: ``player`` reveals cards from the top of their library until one matches
        ``filter`` (the whole library if none does); the revealed cards are the current group
        and the matching card is "that card"."""
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

    def search_for(
        self, player: Any, filter: ObjectFilter | None, count: int | None, different_names: bool = False
    ) -> list[Any]:
        """701.19: ``player`` searches their library for up to ``count`` cards matching ``filter``,
        or any number of them (``count`` None); a search for a described card may fail to find
        one (701.19b); the cards found are remembered ("reveal it, put it into your hand")."""
        ...

    def search_library_and_graveyard(
        self, player: Any, filter: ObjectFilter | None, count: int
    ) -> list[Any]:
        """701.19: ``player`` searches their library and/or their graveyard (one or both, as
        they choose) for up to ``count`` cards matching ``filter`` (remembered)."""
        ...

    def searched_library(self) -> bool:
        """ "If you search your library this way": the latest search included the library."""
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

    # --- abilities gained in quotation marks (QuotedAbilityActions) ---------------------------

    def gain_abilities(self, obj: Any, abilities: Any, duration: Duration) -> None:
        """613.1f, 611.2a: ``obj`` (each object of a group, locked in as the effect begins,
        611.2c) gains ``abilities`` (ability classes) for ``duration``, a continuous effect in
        layer 6."""
        ...

    # --- tokens that are copies (TokenCopyActions) ---------------------------------------------

    def create_token_copies(self, player: Any, model: Any, amount: int) -> None:
        """111.2, 707.2: ``player`` (each player it selects) creates ``amount`` tokens that are
        copies of ``model``: each enters with the model's copiable values, as the instruction
        resolves or as it last existed (608.2h)."""
        ...

    # --- scry (ScryActions) -----------------------------------------------------------------

    def scry(self, player: Any, amount: int) -> None:
        """701.22a: ``player`` (each player it selects) looks at the top ``amount`` cards of their
        library, then puts any number of them on the bottom and the rest on top, each in any
        order. 701.22b: scrying 0 is no scry at all."""
        ...

    # --- keyword actions (SurveilActions, InvestigateActions, ProliferateActions, …) ---------

    def surveil(self, player: Any, amount: int) -> None:
        """701.42a: ``player`` (each player it selects) looks at the top ``amount`` cards of
        their library, then puts any number of them into their graveyard and the rest on top of
        their library in any order (surveil 0 looks at nothing: no surveil at all)."""
        ...

    def investigate(
        self,
        player: Any,
        token: Any,
        amount: int,
        tapped: bool = False,
        attacking: bool = False,
        abilities: Any = (),
    ) -> None:
        """701.36a: "Investigate" means "Create a Clue token": ``player`` creates ``amount``
        (one) Clue tokens — ``token`` and ``abilities`` are the Clue's (111.10f)."""
        ...

    def proliferate(self, player: Any) -> None:
        """701.27a: ``player`` chooses any number of permanents and/or players, then gives each
        another counter of each kind already there."""
        ...

    def explore(self, obj: Any) -> None:
        """701.40a: each permanent ``obj`` selects explores — its controller reveals the top
        card of their library; a land card goes to their hand; otherwise the permanent gets a
        +1/+1 counter and the controller may put the card into their graveyard."""
        ...

    # --- the game's own rules (GameRuleActions) ---------------------------------------------

    def win_game(self, player: Any) -> None:
        """104.2b: the player ``player`` selects wins the game; the game ends at once (104.1)."""
        ...

    def lose_game(self, player: Any) -> None:
        """104.3e: each player ``player`` selects loses the game (all at once); a last player
        left wins (104.2a), none left is a draw (104.4a)."""
        ...

    def remove_from_combat(self, obj: Any) -> None:
        """506.4: each permanent ``obj`` selects stops being an attacking, blocking, blocked or
        unblocked creature."""
        ...

    def flip_coin(self, player: Any) -> None:
        """705.1: the player ``player`` selects flips a coin and wins or loses the flip (705.3),
        by the game's seeded random source."""
        ...

    def flip_result(self, won: bool) -> bool:
        """705.3: whether the latest coin flip of this resolution was won (``won``) or lost."""
        ...

    def remove_all_counters(self, obj: Any) -> None:
        """122.1: every counter of every kind is removed from each permanent ``obj`` selects."""
        ...

    # --- "dealt damage this way" (ThisWayActions) -------------------------------------------

    def dealt_damage_this_way(self) -> list[Any]:
        """The creatures this resolution has dealt damage to so far ("dealt damage this way")."""
        ...

    # --- what an instruction just did (EffectResultActions) --------------------------------

    def effect_result(self, kind: str, moved: bool = False) -> Any:
        """The one object the latest ``kind`` instruction affected ("that creature": as it last
        existed, 608.2h; with ``moved``, the new object it became, 400.7)."""
        ...

    def effect_results(
        self, kind: str, filter: ObjectFilter | None = None, zone: ZoneKind | None = None
    ) -> list[Any]:
        """The objects the latest ``kind`` instruction affected that match ``filter`` (608.2c:
        "each enchantment destroyed this way"); with ``zone``, those it put there, still there."""
        ...

    def any_affected(self, kind: str, filter: ObjectFilter | None = None) -> bool:
        """Whether the latest ``kind`` instruction affected an object of ``filter`` (608.2c)."""
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

    # --- durations bound on resolution (ConditionDurationActions) ---------------------------

    def for_as_long_as(self, condition: LastsWhile, obj: Any) -> Any:
        """611.2b: the duration "for as long as ``condition``" of ``obj``, for a lasting change
        made now: it ends as soon as the condition stops holding, and never starts again."""
        ...

    def doesnt_untap(self, obj: Any, duration: Any) -> None:
        """502.3: ``obj`` doesn't untap during its controller's untap step, for ``duration``."""
        ...

    # --- a keyword of the controller's choice (KeywordChoiceActions) ------------------------

    def grant_keyword_of_choice(self, obj: Any, keywords: Sequence[Keyword], duration: Any) -> None:
        """608.2d: the controller chooses one of ``keywords`` as the ability resolves; ``obj``
        gains it for ``duration`` (613.1f)."""
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

    # --- any number of objects, of the player's choice (AnyNumberActions) --------------------

    def discard_any_number(self, player: Any) -> None:
        """701.8: each player discards any number of cards of their choice (608.2d)."""
        ...

    def sacrifice_any_number(self, player: Any, filter: ObjectFilter) -> None:
        """701.17: each player sacrifices any number of the permanents they control that match
        ``filter``, of their choice, at the same time (608.2d)."""
        ...

    def tap_any_number(self, player: Any, filter: ObjectFilter) -> None:
        """701.26a: each player taps any number of the untapped permanents they control that
        match ``filter``, of their choice (608.2d)."""
        ...

    def chosen_count(self, kind: str) -> int:
        """ "that many" (608.2c): how many objects the latest ``kind`` instruction affected."""
        ...
