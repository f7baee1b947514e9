"""Resolution-context methods for cards an instruction looked at or revealed, and choices
among them: "Target opponent reveals their hand. You choose a card from it …", "Look at the
top four cards of your library. Put one of them into your hand and the rest on the bottom of
your library in any order.", "Reveal the top two cards … Put all creature cards revealed this
way into your hand …".

608.2c: the instructions are followed in order and a later one refers back to the cards an
earlier one looked at, revealed or exiled ("this way", "the rest", "that card").  701.16:
revealing shows cards to every player; looking at them (701.? "look at") shows them to one.
401.4: the player who puts several cards on the bottom of a library "in any order" orders them.  A part of :class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..definitions import ObjectFilter
from ..engine.objects.players import Player
from ..engine.objects.targets import object_matches, same_name
from ..engine.objects.zones import ZoneKind
from .state import ContextState
from .values import each


def _still_there(card: Any, zone: Any) -> bool:
    """Whether ``card`` is still the same object in ``zone`` (a moved card is a new object, 400.7)."""
    return card is not None and getattr(card, "lki", None) is None and card.zone is zone


class LibraryActions(ContextState):
    """Remembers the cards this resolution looked at, revealed or chose (608.2c)."""

    if TYPE_CHECKING:  # provided by the other parts of the context

        def exile_until(self, player: Any, flt: ObjectFilter) -> tuple[list[Any], Any]: ...

        def _move(self, obj: Any, to: str, **kwargs: Any) -> Any: ...

    # --- the cards of an earlier instruction ---------------------------------------------------
    def _remember_cards(self, cards: list[Any]) -> list[Any]:
        """The latest group of cards looked at / revealed / exiled by this resolution."""
        self._looked_cards = [(card, card.zone) for card in cards]
        return cards

    def cards_this_way(self, filter: ObjectFilter | None) -> list[Any]:
        """The cards the latest look / reveal of this resolution showed that match ``filter``
        and are still where they were ("all creature cards revealed this way", 「その中から」)."""
        found = []
        for card, zone in self._looked_cards:
            if not _still_there(card, zone):
                continue
            if filter is None or object_matches(card, filter, self.controller, self.source):  # type: ignore[attr-defined]
                found.append(card)
        return found

    def the_rest(self) -> list[Any]:
        """ "The rest" / 「残り」: the cards looked at or revealed that no instruction has moved."""
        return self.cards_this_way(None)

    # --- looking and revealing -----------------------------------------------------------------
    def reveal_hand(self, player: Any) -> list[Any]:
        """701.16: ``player`` reveals their hand (remembered: "You choose a card from it")."""
        if not isinstance(player, Player):
            return self._remember_cards([])
        cards = list(player.hand.objects)
        self.game.reveal(player, cards, "their hand: ")
        return self._remember_cards(cards)

    def look_at_top(self, player: Any, amount: int) -> list[Any]:
        """Look at the top ``amount`` cards of ``player``'s library, top first (only the
        controller sees them; remembered for "one of them", "the rest")."""
        who = player if isinstance(player, Player) else self.controller
        cards = self.game.library_top(who, amount)
        self.game.look_at(self.controller, cards)
        return self._remember_cards(list(cards))

    def reveal_top(self, player: Any, amount: int = 1) -> list[Any]:
        """701.16: reveal the top ``amount`` cards of ``player``'s library, top first
        (remembered)."""
        who = player if isinstance(player, Player) else self.controller
        cards = self.game.library_top(who, amount)
        self.game.reveal(who, cards, "from the top of their library: ")
        self._revealed = list(cards)
        return self._remember_cards(list(cards))

    def exile_top(self, player: Any, amount: int) -> list[Any]:
        """Exile the top ``amount`` cards of ``player``'s library (406.3: face up); the exiled
        cards are remembered ("If it's a permanent card, you may put it onto the battlefield")."""
        who = player if isinstance(player, Player) else self.controller  # type: ignore[attr-defined]
        game = self.game  # type: ignore[attr-defined]
        cards = game.library_top(who, amount)
        for card in cards:
            game.log.add(
                "exile",
                f"{card.name} is exiled from the top of {who.name}'s library",
                card=card.name,
            )
        exiled = [new for new in (self._move(c, ZoneKind.EXILE) for c in cards) if new is not None]  # type: ignore[attr-defined]
        # 608.2c: "cards exiled this way" (each found as the new object in exile, 400.7)
        self._record_results("exiled", [c for c in cards if c.zone is None or c.lki is not None])  # type: ignore[attr-defined]
        return self._remember_cards(exiled)

    # --- playing a card now (118.9, 305.2a) ----------------------------------------------------
    def play_without_paying(self, card: Any, player: Any = None) -> bool:
        """ "You may play that card without paying its mana cost" now (the "you may" is the
        instruction's own, ir.Optional): a land card is played as a land only on the player's
        turn with a land play left (305.3, 305.2b: otherwise that part is ignored), counted as a
        land played (305.2a); any other card is cast without paying its mana cost (118.9).
        Whether it was played is what "If you don't" asks (608.2c)."""
        from ..engine.casting.spells import cast_without_paying, play_land

        game = self.game  # type: ignore[attr-defined]
        who = player if isinstance(player, Player) else self.controller  # type: ignore[attr-defined]
        items = each(card)
        item = items[0] if items else None
        played = False
        if item is not None and item.zone is not None and item.lki is None:
            if item.is_land:
                mine = game.active is who
                if mine and who.lands_played_this_turn < who.land_plays_allowed:
                    play_land(game, who, item)
                    played = True
            else:
                played = cast_without_paying(game, who, item, ask=False)
        self._did = played
        return played

    # --- choosing among them -------------------------------------------------------------------
    def one_of(
        self, chooser: Any, among: Any, filter: ObjectFilter | None, count: int
    ) -> list[Any]:
        """ "one of them" / 「そのうちの１枚」: ``chooser`` chooses ``count`` of the cards
        ``among`` that match ``filter`` — exactly that many if there are enough (FAQ P80(1):
        Lone Revenant's controller must take one); remembered as "that card"."""
        who = chooser if isinstance(chooser, Player) else self.controller  # type: ignore[attr-defined]
        game = self.game  # type: ignore[attr-defined]
        candidates = [
            c
            for c in each(among)
            if filter is None or object_matches(c, filter, who, self.source)  # type: ignore[attr-defined]
        ]
        wanted = min(count, len(candidates))
        chosen: list[Any] = []
        if wanted:
            picked = list(who.agent.choose_cards(game, who, candidates, wanted, wanted, "choose"))
            chosen = [c for c in picked if c in candidates][:wanted]
            if len(chosen) < wanted:
                chosen += [c for c in candidates if c not in chosen][: wanted - len(chosen)]
        self._chosen_cards = chosen
        return chosen

    def choose_cards(
        self, player: Any, among: Any, filter: ObjectFilter | None, count: int
    ) -> None:
        """ "You choose a card from it": ``player`` chooses now and the choice is announced;
        later instructions act on it ("that card", :meth:`chosen_cards`)."""
        chosen = self.one_of(player, among, filter, count)
        who = player if isinstance(player, Player) else self.controller  # type: ignore[attr-defined]
        names = ", ".join(c.name for c in chosen) or "nothing"
        self.game.log.add("choose", f"{who.name} chooses {names}", player=who.name)  # type: ignore[attr-defined]

    def chosen_cards(self) -> list[Any]:
        """ "That card": the cards chosen earlier in this resolution, where they still are."""
        return [
            c for c in self._chosen_cards if getattr(c, "lki", None) is None and c.zone is not None
        ]

    # --- discarding chosen cards ---------------------------------------------------------------
    def discard_objects(self, player: Any, cards: Any) -> None:
        """701.8: ``player`` discards these cards (those still in their hand)."""
        who = player if isinstance(player, Player) else self.controller  # type: ignore[attr-defined]
        for card in each(cards):
            if card.zone is who.hand:
                self.game.discard(who, card)  # type: ignore[attr-defined]

    # --- searching (701.19) ---------------------------------------------------------------------
    def search_for(
        self, player: Any, filter: ObjectFilter | None, count: int | None, different_names: bool = False
    ) -> list[Any]:
        """701.19: ``player`` searches their library for up to ``count`` cards matching
        ``filter``, or for any number of them (``count`` None); a search for a described card
        may fail to find one (701.19b). The cards found are remembered ("reveal it, put it into
        your hand"). ``different_names``: "up to two creature cards with different names" — no
        two of the cards found have a name in common (201.2), chosen one at a time among the
        cards whose name is not yet found."""
        who = player if isinstance(player, Player) else self.controller  # type: ignore[attr-defined]
        cands = [
            c
            for c in who.library.objects
            if filter is None or object_matches(c, filter, who, self.source)  # type: ignore[attr-defined]
        ]
        found: list[Any] = []
        if count is None:  # "any number of": as many of the matching cards as the player likes
            count = len(cands)
        game = self.game  # type: ignore[attr-defined]
        if different_names:
            while cands and len(found) < count:
                picked = [c for c in who.agent.choose_cards(game, who, cands, 0, 1, "search") if c in cands]
                if not picked:
                    break
                found.append(picked[0])
                cands = [c for c in cands if c.name and not same_name(c, picked[0])]
        elif cands:
            picked = list(who.agent.choose_cards(game, who, cands, 0, count, "search"))
            found = [c for c in picked if c in cands][:count]
        self.game.log.add(  # type: ignore[attr-defined]
            "search", f"{who.name} searches their library", player=who.name
        )
        return self._remember_cards(found)

    def search_library_and_graveyard(
        self, player: Any, filter: ObjectFilter | None, count: int
    ) -> list[Any]:
        """701.19: ``player`` searches their library and/or their graveyard — one or both, as
        they choose — for up to ``count`` cards matching ``filter``. Only a hidden zone may hide
        a described card (701.19b): a matching card in the graveyard searched is found. The cards
        found are remembered, and whether the library was searched (:meth:`searched_library`)."""
        who = player if isinstance(player, Player) else self.controller  # type: ignore[attr-defined]
        game = self.game  # type: ignore[attr-defined]
        library = bool(who.agent.choose_yes_no(game, who, "search your library", self.source))  # type: ignore[attr-defined]
        graveyard = not library or bool(
            who.agent.choose_yes_no(game, who, "search your graveyard too", self.source)  # type: ignore[attr-defined]
        )
        self._searched_library = library

        def matching(zone: Any) -> list[Any]:
            return [
                c
                for c in zone.objects
                if filter is None or object_matches(c, filter, who, self.source)  # type: ignore[attr-defined]
            ]

        hidden = matching(who.library) if library else []
        public = matching(who.graveyard) if graveyard else []
        found: list[Any] = []
        if hidden or public:
            candidates = public + hidden
            least = min(count, len(public))
            picked = list(who.agent.choose_cards(game, who, candidates, least, count, "search"))
            found = [c for c in picked if c in candidates][:count]
            if len(found) < least:  # the public cards that must be found (701.19b)
                found += [c for c in public if c not in found][: least - len(found)]
        zones = " and ".join(z for z, on in (("library", library), ("graveyard", graveyard)) if on)
        game.log.add("search", f"{who.name} searches their {zones}", player=who.name)
        return self._remember_cards(found)

    def searched_library(self) -> bool:
        """ "If you search your library this way": the latest search of this resolution
        included the player's library (:meth:`search_library_and_graveyard`)."""
        return self._searched_library

    def reveal_cards(self, cards: Any) -> None:
        """701.16: reveal these cards (to every player)."""
        items = each(cards)
        if items:
            self.game.reveal(items[0].owner, items)  # type: ignore[attr-defined]
        self._revealed = list(items)

    def revealed_this_way(self, filter: ObjectFilter) -> bool:
        """608.2c: whether the latest reveal of this resolution revealed a card matching
        ``filter`` ("If an instant or sorcery card is revealed this way")."""
        return any(
            object_matches(card, filter, self.controller, self.source) for card in self._revealed
        )

    # --- "repeat this process" and conditions on the cards of this way ------------------------
    def repeat_process(self) -> Any:
        """The rounds of "…. If you do, repeat this process." (FAQ P92(2): the process includes
        the instruction to repeat): each round starts with no optional instruction done yet, so
        "if you do" speaks of this round only. The library is finite, so the process ends."""
        while True:
            self._did = False
            yield None

    # --- exiling until, casting without paying (118.9) -------------------------------------------
    def exile_from_top_until(self, player: Any, filter: ObjectFilter) -> list[Any]:
        """``player`` exiles cards from the top of their library until one matches ``filter``
        (FAQ P105(6): the whole library if none does); the matching card is remembered."""
        exiled, found = self.exile_until(player, filter)
        for card in exiled:
            self.game.log.add("exile", f"{card.name} is exiled", card=card.name)  # type: ignore[attr-defined]
        return self._remember_cards([found] if found is not None else [])

    def reveal_from_top_until(self, player: Any, filter: ObjectFilter) -> list[Any]:
        """701.16a: ``player`` reveals cards from the top of their library one at a time until
        one matches ``filter`` (the whole library if none does). The cards stay in the library;
        they are the current group ("the rest"), and the matching card is "that card"."""
        who = player if isinstance(player, Player) else self.controller  # type: ignore[attr-defined]
        revealed: list[Any] = []
        found: list[Any] = []
        for card in reversed(list(who.library.objects)):  # the top card is the last
            revealed.append(card)
            if object_matches(card, filter, self.controller, self.source):  # type: ignore[attr-defined]
                found = [card]
                break
        self.game.reveal(who, revealed, "from the top of their library: ")  # type: ignore[attr-defined]
        self._revealed = list(revealed)
        self._chosen_cards = found
        return self._remember_cards(revealed)

    # --- shuffling cards into a library (701.20a) --------------------------------------------------
    def shuffle_into_library(self, player: Any, cards: Any) -> None:
        """701.20a, 400.3: put the cards (those still where they were) into their owners'
        libraries, then ``player`` shuffles their library — also when no card moved (Memory's
        Journey ruling 2011-09-22). A card already in its owner's library stays there."""
        who = player if isinstance(player, Player) else self.controller  # type: ignore[attr-defined]
        game = self.game  # type: ignore[attr-defined]
        for card in each(cards):
            gone = card is None or getattr(card, "lki", None) is not None or card.zone is None
            if gone or card.zone is card.owner.library:
                continue
            game.log.add(
                "library", f"{card.name} is shuffled into {card.owner.name}'s library", card=card.name
            )
            self._move(card, ZoneKind.LIBRARY, announce=False)
        game.shuffle(who)

    def you_did_not(self) -> bool:
        """ "If you don't cast it" / "Otherwise" after "If …, you may …": the optional
        instruction before was not done (nor offered)."""
        return not self._did
