"""Instructions that move objects between zones (400.3, 400.7), as resolution-context methods.

A mixin of :class:`~ofuda.runtime.effects.ResolutionContext`: put onto the
battlefield (110.2a), put into a library (401), sacrifice (701.17), discard
(701.8), mill (701.13), counter (701.5). Each takes an object, None (an
illegal target: nothing happens, 608.2b) or a list of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions_selectors import each
from .definitions import ObjectFilter
from .objects import Permanent, Spell
from .players import Player
from .targets import object_matches
from .zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


class ZoneActions:
    """Zone-changing instructions (part of the ``Effects`` protocol)."""

    game: Game
    source: Any
    controller: Player

    if TYPE_CHECKING:  # pragma: no cover - provided by SelectorActions

        def _move(self, obj: Any, to: ZoneKind, **kwargs: Any) -> Any: ...

    def put_onto_battlefield(self, obj: Any, controller: Any) -> None:
        """110.2a: put cards onto the battlefield under ``controller``'s control."""
        who = controller if isinstance(controller, Player) else self.controller
        for card in each(obj):
            if card.zone is None or card.zone.kind in (ZoneKind.BATTLEFIELD, ZoneKind.STACK):
                continue  # 400.7: it is gone, or already a permanent
            if not card.is_permanent_card:
                continue  # 400.4a: instants and sorceries can't enter the battlefield
            self._move(card, ZoneKind.BATTLEFIELD, controller=who)

    def put_on_library(self, obj: Any, top: bool) -> None:
        """401: put objects on top of or at the bottom of their owners' libraries."""
        for item in each(obj):
            if getattr(item, "zone", None) is None or isinstance(item, Player):
                continue
            where = "top" if top else "bottom"
            self.game.log.add(
                "library", f"{item.name} is put on the {where} of {item.owner.name}'s library",
                card=item.name,
            )
            self._move(item, ZoneKind.LIBRARY, top=top)

    def sacrifice(self, player: Any, obj: Any, filter: ObjectFilter | None, count: int) -> None:
        """701.17: a player sacrifices permanents they control (of their choice, or those named)."""
        for who in each(player):
            if obj is not None:
                chosen = [p for p in each(obj) if isinstance(p, Permanent) and p.on_battlefield
                          and p.controller is who]
            else:
                assert filter is not None
                candidates = [
                    p
                    for p in self.game.battlefield.objects
                    if p.controller is who and object_matches(p, filter, who, self.source)
                ]
                if len(candidates) <= count:
                    chosen = candidates
                else:
                    chosen = list(
                        who.agent.choose_permanents(self.game, who, candidates, count, "sacrifice")
                    )
            for perm in chosen:
                if perm.on_battlefield:
                    self.game.sacrifice(perm)

    def discard(self, player: Any, amount: int, at_random: bool) -> None:
        """701.8: a player discards cards of their choice, or at random (with the game's RNG)."""
        for who in each(player):
            hand = list(who.hand.objects)
            n = min(max(0, amount), len(hand))
            if not n:
                continue
            if at_random:
                chosen = self.game.rng.sample(hand, n)
            elif n == len(hand):
                chosen = hand
            else:
                chosen = list(who.agent.choose_discard(self.game, who, hand, n))
            for card in chosen:
                self.game.discard(who, card)

    def discard_hand(self, player: Any) -> None:
        """701.8: a player discards every card in their hand."""
        for who in each(player):
            for card in list(who.hand.objects):
                self.game.discard(who, card)

    def mill(self, player: Any, amount: int) -> None:
        """701.13 (mill): the top ``amount`` cards of a library go to its owner's graveyard."""
        for who in each(player):
            for _ in range(max(0, amount)):
                card = who.library.top()
                if card is None:
                    break
                self.game.log.add("mill", f"{who.name} mills {card.name}", player=who.name,
                                  card=card.name)
                self._move(card, ZoneKind.GRAVEYARD)

    def counter_spell(self, obj: Any) -> None:
        """701.5: counter a spell: it goes from the stack to its owner's graveyard."""
        for spell in each(obj):
            if isinstance(spell, Spell) and spell.zone is self.game.stack:
                self.game.log.add("counter", f"{spell.name} is countered", card=spell.name)
                self._move(spell, ZoneKind.GRAVEYARD)
