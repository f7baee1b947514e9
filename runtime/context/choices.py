"""Resolution-context methods for effects whose details a player chooses as the spell or
ability resolves: "tap or untap" (701.26); and what a creature's pair is now (702.95);
and amounts divided among targets as the spell or ability went on the stack (601.2d).

A part of :class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..definitions import CardType, ObjectFilter
from ..engine.errors import IllegalActionError
from ..engine.objects.game_objects import Permanent
from ..engine.objects.players import Player
from ..engine.objects.targets import object_matches
from ..engine.replacement.damage import deal_damage_batch
from .state import ContextState
from .values import each

# 205.2a: the permanent types, in the order a player is offered them
PERMANENT_TYPES = (
    CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND, CardType.PLANESWALKER,
)


class ChoiceActions(ContextState):
    """Tap-or-untap and other effects with a choice on resolution."""

    if TYPE_CHECKING:  # provided by the other parts of the context

        def targets(self) -> list[Any]: ...

        def division(self, index: int) -> int: ...

        _targets: list[Any]

    def choose_as_it_resolves(self, player: Any, choice: Any) -> None:
        """205.2a, 608.2d: ``player`` chooses a permanent type (artifact, creature, enchantment,
        land or planeswalker) as the effect resolves; the resolving object remembers it for
        what its next instruction says of "the chosen type" (ObjectFilter.chosen_card_type)."""
        who = player if isinstance(player, Player) else self.controller
        value = who.agent.choose_one_of(self.game, who, self.source, PERMANENT_TYPES)
        if value not in PERMANENT_TYPES:
            raise IllegalActionError(f"{value!r} is not a permanent type (205.2a)")
        self.source.choices[str(choice)] = value
        self.game.log.add("choose", f"{who.name} chooses {value}", player=who.name, choice=str(value))

    def tap_or_untap(self, obj: Any) -> None:
        """701.26: "tap or untap target permanent" — the controller chooses, for each
        permanent, whether to tap it or untap it (a yes/no question: yes taps it)."""
        for perm in each(obj):
            if not (isinstance(perm, Permanent) and perm.on_battlefield):
                continue
            who = self.controller
            tap = who.agent.choose_yes_no(
                self.game, who, f"tap {perm.name}? (otherwise untap it)", self.source
            )
            self.game.log.add(
                "choice",
                f"{who.name} chooses to {'tap' if tap else 'untap'} {perm.name}",
                player=who.name,
            )
            if tap:
                self.game.tap(perm)
            else:
                self.game.untap(perm)

    def is_paired_with(self, obj: Any, partner: ObjectFilter) -> bool:
        """702.95: whether ``obj`` is on the battlefield and paired with a creature that
        matches ``partner`` — checked as the instruction resolves (FAQ P76(2))."""
        if not (isinstance(obj, Permanent) and obj.on_battlefield):
            return False
        other = getattr(obj, "paired_with", None)
        return other is not None and object_matches(other, partner, self.controller, self.source)

    def _divided(self, recipients: Any) -> list[tuple[Any, int]]:
        """Each still-legal recipient with the amount divided to it on announcement (601.2d);
        an illegal target's share is not given to the others (608.2b)."""
        out: list[tuple[Any, int]] = []
        for recipient in each(recipients):
            index = next((i for i, t in enumerate(self._targets) if t is recipient), None)
            if index is not None:
                out.append((recipient, self.division(index)))
        return out

    def deal_divided_damage(self, source: Any, recipients: Any) -> None:
        """120.1, 601.2d: ``source`` deals each target the damage divided to it, all at the
        same time (FAQ P59)."""
        deal_damage_batch(self.game, [(source, r, n) for r, n in self._divided(recipients)])

    def divide_counters(self, kind: str, recipients: Any) -> None:
        """122.1, 601.2d: put on each target the counters divided to it (FAQ P17)."""
        for recipient, amount in self._divided(recipients):
            if isinstance(recipient, Permanent) and recipient.on_battlefield and amount > 0:
                self.game.add_counters(recipient, kind, amount)

    def together(self, selectors: Any) -> list[Any]:
        """Every object and player several selectors name, as one group (120: "target player
        and each creature he or she controls" are dealt damage at the same time)."""
        out: list[Any] = []
        for selector in selectors:
            for item in each(selector):
                if item is not None and not any(item is o for o in out):
                    out.append(item)
        return out

    def attached_objects(self, host: Any, filter: ObjectFilter) -> list[Any]:
        """301.5, 303.4: the permanents matching ``filter`` attached to ``host`` (as last known,
        if it has left the battlefield)."""
        lki = getattr(host, "lki", None)
        attached = lki.attachments if lki is not None else getattr(host, "attachments", ())
        return [
            a
            for a in attached
            if isinstance(a, Permanent)
            and a.on_battlefield
            and object_matches(a, filter, self.controller, self.source)
        ]
