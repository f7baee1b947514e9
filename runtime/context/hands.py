"""Resolution-context methods on the cards in a player's hand: discarding (701.8) — cards of the
player's choice, at random, of a kind ("discards a creature card"), the whole hand, or a card
another player chooses after the hand is revealed. A part of
:class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..definitions import ObjectFilter
from ..engine.objects.players import Player
from ..engine.objects.targets import object_matches
from .state import ContextState
from .values import each


class HandActions(ContextState):
    """Discarding (701.8)."""

    if TYPE_CHECKING:  # provided by the other parts of the context

        def _record_results(self, kind: str, objects: list[Any]) -> None: ...

    def discard(
        self, player: Any, amount: int, at_random: bool, filter: ObjectFilter | None = None
    ) -> None:
        """701.8: each player discards ``amount`` cards of their choice, or at random; with
        ``filter``, cards of that kind ("discards a creature card"): a player with fewer of them
        discards those they have (609.3), and no other card."""
        discarded: list[Any] = []  # 608.2c: "discarded this way"
        for who in [p for p in each(player) if isinstance(p, Player)]:
            hand = [
                card for card in who.hand.objects
                if filter is None or object_matches(card, filter, who, self.source)
            ]
            n = min(max(0, amount), len(hand))
            if not n:
                continue
            if at_random:
                chosen = self.game.rng.sample(hand, n)
            elif n == len(hand):
                chosen = hand  # FAQ P86: discard what they have
            else:
                chosen = list(who.agent.choose_discard(self.game, who, hand, n))
            for card in chosen:
                self.game.discard(who, card)
                if card.zone is None:  # it left the hand (400.7)
                    discarded.append(card)
        self._record_results("discarded", discarded)

    def discard_hand(self, player: Any) -> None:
        """701.8: each player discards every card in their hand."""
        for who in [p for p in each(player) if isinstance(p, Player)]:
            for card in list(who.hand.objects):
                self.game.discard(who, card)

    def discard_chosen_by(
        self, player: Any, chooser: Any = None, flt: ObjectFilter | None = None
    ) -> None:
        """ "Target player reveals their hand. You choose a card from it. That player discards that
        card" (``chooser`` default: the controller)."""
        if not isinstance(player, Player):
            return
        who = chooser if isinstance(chooser, Player) else self.controller
        self.game.reveal(player, list(player.hand.objects), "their hand: ")
        cands = [
            c
            for c in player.hand.objects
            if flt is None or object_matches(c, flt, who, self.source)
        ]
        if not cands:
            return
        chosen = list(who.agent.choose_cards(self.game, who, cands, 1, 1, "discard"))
        card = chosen[0] if chosen and chosen[0] in cands else cands[0]
        self.game.discard(player, card)
