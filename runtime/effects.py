"""The resolution context: the runtime's implementation of the ``Effects`` protocol (608.2).

Generated ability classes call only these methods.  ``ctx.source`` is the
object the ability belongs to (for a resolving spell, the spell itself on the
stack); once that object has left its zone it still answers with last known
information (608.2h).  ``ctx.target(i)`` is the i-th target of the resolving
ability class, counting through its ``targets`` specs in order (a spec with
``count=N`` takes N consecutive indices); it is ``None`` when that target has
become illegal, and every effect ignores ``None`` (608.2b).

For a card with several ``SpellAbility`` classes (e.g. "Target creature gets
-1/-0 until end of turn. Draw a card."), each class resolves in order with
its own context, and each class indexes its own targets from 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .actions_selectors import SelectorActions, each
from .actions_status import StatusActions
from .actions_zones import ZoneActions
from .continuous import LAYER_ABILITIES, LAYER_PT_MODIFY, ContinuousEffect
from .damage import deal_damage
from .definitions import Duration, Keyword
from .objects import Permanent
from .players import Player
from .zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def _duration_text(duration: Duration) -> str:
    return " until end of turn" if duration == Duration.END_OF_TURN else ""


class ResolutionContext(SelectorActions, ZoneActions, StatusActions):
    """What a resolving spell ability or ability may do (the ``Effects`` protocol).

    Selectors, values and conditions come from actions_selectors, zone changes
    from actions_zones, tokens and marks from actions_status. Every effect
    takes one object or player, None, or a list of them (each, all, them).
    """

    def __init__(
        self, game: Game, source: Any, controller: Player, targets: Sequence[Any] = ()
    ) -> None:
        self.game = game
        self.source = source
        self.controller = controller
        self._targets = list(targets)

    def target(self, index: int) -> Any:
        """The ``index``-th target, or None if it is illegal now or was not chosen (608.2b)."""
        if 0 <= index < len(self._targets):
            return self._targets[index]
        return None

    def gain_life(self, player: Any, amount: int) -> None:
        """``player`` gains ``amount`` life (119.3)."""
        for who in each(player):
            if isinstance(who, Player):
                self.game.gain_life(who, amount)

    def lose_life(self, player: Any, amount: int) -> None:
        """``player`` loses ``amount`` life (119.3)."""
        for who in each(player):
            if isinstance(who, Player):
                self.game.lose_life(who, amount)

    def draw_cards(self, player: Any, amount: int) -> None:
        """``player`` draws ``amount`` cards, one at a time (121.2)."""
        for who in each(player):
            if isinstance(who, Player):
                self.game.draw(who, amount)

    def deal_damage(self, source: Any, recipient: Any, amount: int) -> None:
        """``source`` deals ``amount`` noncombat damage to a player or creature (120)."""
        for item in each(recipient):
            deal_damage(self.game, source, item, amount)

    def modify_power_toughness(
        self, obj: Any, power: int, toughness: int, duration: Duration
    ) -> None:
        """``obj`` gets +power/+toughness (layer 7c, 613.4c) for ``duration``."""
        if isinstance(obj, list):
            for item in obj:
                self.modify_power_toughness(item, power, toughness, duration)
            return
        if not isinstance(obj, Permanent) or not obj.on_battlefield:
            return  # 400.7 / 611.2c: affects only the object as it exists now
        obj.effects.append(
            ContinuousEffect(
                LAYER_PT_MODIFY,
                self.game.new_timestamp(),
                duration,
                power=power,
                toughness=toughness,
                source_name=self.source.name,
            )
        )
        self.game.log.add(
            "effect",
            f"{obj.name} gets {power:+d}/{toughness:+d}{_duration_text(duration)}",
            object=obj.name,
            power=power,
            toughness=toughness,
            duration=str(duration),
        )

    def grant_keyword(self, obj: Any, keyword: Keyword, duration: Duration) -> None:
        """``obj`` gains ``keyword`` (layer 6, 613.1f) for ``duration``."""
        if isinstance(obj, list):
            for item in obj:
                self.grant_keyword(item, keyword, duration)
            return
        if not isinstance(obj, Permanent) or not obj.on_battlefield:
            return
        obj.effects.append(
            ContinuousEffect(
                LAYER_ABILITIES,
                self.game.new_timestamp(),
                duration,
                add_keywords=(keyword,),
                source_name=self.source.name,
            )
        )
        self.game.log.add(
            "effect",
            f"{obj.name} gains {keyword}{_duration_text(duration)}",
            object=obj.name,
            keyword=str(keyword),
            duration=str(duration),
        )

    # --- additions to the Effects protocol -------------------------------------

    def destroy(self, obj: Any) -> None:
        """701.7: destroy permanents (indestructible ones survive, 702.12b)."""
        for perm in each(obj):
            if isinstance(perm, Permanent) and perm.on_battlefield:
                self.game.destroy(perm)

    def exile(self, obj: Any) -> None:
        """701.13: move objects to exile."""
        for item in each(obj):
            if getattr(item, "zone", None) is not None and not isinstance(item, Player):
                self.game.log.add("exile", f"{item.name} is exiled", card=item.name)
                self._move(item, ZoneKind.EXILE)

    def return_to_hand(self, obj: Any) -> None:
        """Return objects to their owners' hands (400.3)."""
        for item in each(obj):
            if getattr(item, "zone", None) is not None and not isinstance(item, Player):
                self.game.log.add(
                    "bounce", f"{item.name} returns to {item.owner.name}'s hand", card=item.name
                )
                self._move(item, ZoneKind.HAND)

    def tap(self, obj: Any) -> None:
        """701.26a: tap permanents."""
        for perm in each(obj):
            if isinstance(perm, Permanent) and perm.on_battlefield and not perm.tapped:
                perm.tapped = True
                self.game.log.add("tap", f"{perm.name} becomes tapped", card=perm.name)

    def untap(self, obj: Any) -> None:
        """701.26b: untap permanents."""
        for perm in each(obj):
            if isinstance(perm, Permanent) and perm.on_battlefield and perm.tapped:
                perm.tapped = False
                self.game.log.add("untap", f"{perm.name} becomes untapped", card=perm.name)

    def add_counters(self, obj: Any, kind: str, amount: int) -> None:
        """122.1: put counters on a permanent (+1/+1 and -1/-1 counters apply in layer 7c)."""
        if isinstance(obj, list):
            for item in obj:
                self.add_counters(item, kind, amount)
            return
        if isinstance(obj, Permanent) and obj.on_battlefield and amount > 0:
            obj.counters[kind] = obj.counters.get(kind, 0) + amount
            self.game.log.add(
                "counters",
                f"{obj.name} gets {amount} {kind} counter(s)",
                card=obj.name,
                counter=kind,
                amount=amount,
            )
