"""Resolution-context methods for attaching Auras by an effect, not by casting them.

"You may attach to it any number of Auras on the battlefield" (701.3) and "put onto the
battlefield attached to it any number of Aura cards that could enchant it from your graveyard
and/or hand" (303.4f). The objects are chosen as the instruction resolves; none of them targets
(303.4a: only an Aura spell targets), so only what the Aura's enchant ability and protection
allow decides whether it could be attached (303.4a, 702.16c; FAQ P21).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..definitions import ObjectFilter
from ..engine.objects.characteristics import base_chars
from ..engine.objects.game_objects import Permanent
from ..engine.objects.players import Player
from ..engine.objects.targets import object_matches, protected_from
from ..engine.objects.zones import ZoneKind
from ..engine.replacement.replacements import ZoneEvent
from ..statics import Enchant
from .state import ContextState
from .values import each

# The zones a card may come from, as the IR names them (400.1).
_ZONES = {"graveyard": "graveyard", "hand": "hand", "library": "library"}


def could_attach(attachment: Any, host: Any, controller: Player | None) -> bool:
    """Whether ``attachment`` (a permanent, or a card not yet on the battlefield) could
    legally be attached to ``host``: an Aura by its enchant ability (303.4a) unless ``host``
    has protection from it (702.16c); an Equipment only to a creature (301.5c); never to
    itself (303.4d, 301.5c)."""
    if attachment is host or not isinstance(host, Permanent) or not host.on_battlefield:
        return False
    chars = attachment if isinstance(attachment, Permanent) else base_chars(attachment.card)
    subtypes = getattr(chars, "subtypes", ())
    if "Aura" in subtypes:
        enchant = None
        for kw in getattr(chars, "keywords", ()):
            if isinstance(kw, Enchant):
                if kw.players is not None:
                    return False  # 303.4: an "enchant player" Aura is attached to a player
                enchant = kw.filter
        if enchant is not None and not object_matches(host, enchant, controller, attachment):
            return False
        return not protected_from(host, attachment)
    if "Equipment" in subtypes:
        return host.is_creature and not protected_from(host, attachment)
    return False


class AttachActions(ContextState):
    """Attaching by an effect (mixed into the resolution context)."""

    if TYPE_CHECKING:  # provided by the other parts of the context

        def choose_objects(
            self,
            candidates: Any,
            minimum: int,
            maximum: int,
            reason: str = "choose",
            player: Any = None,
        ) -> list[Any]: ...

    def attach_object(self, player: Any, obj: Any, host: Any) -> None:
        """701.3a: attach ``obj`` (an Aura or Equipment on the battlefield) to ``host``; if it
        can't legally be attached to it, it doesn't move (701.3b), nor if it is already."""
        who = player if isinstance(player, Player) else self.controller
        attachment = next(iter(each(obj)), None)
        target = next(iter(each(host)), None)
        if not isinstance(attachment, Permanent) or not attachment.on_battlefield:
            return
        if could_attach(attachment, target, who):
            self.game.attach(attachment, target)

    def attach_any_number(self, player: Any, host: Any, filter: ObjectFilter) -> None:
        """701.3: ``player`` chooses any number of permanents matching ``filter`` that could be
        attached to ``host`` (none targeted) and attaches each of them to it."""
        who = player if isinstance(player, Player) else self.controller
        target = next(iter(each(host)), None)
        candidates = [
            p
            for p in self.game.battlefield.objects
            if object_matches(p, filter, who, self.source)
            and could_attach(p, target, who)
            and p.attached_to is not target
        ]
        for perm in self.choose_objects(candidates, 0, len(candidates), "attach", who):
            if could_attach(perm, target, who):
                self.game.attach(perm, target)

    def put_attached_any_number(
        self, player: Any, host: Any, filter: ObjectFilter, owner: Any, zones: tuple[ZoneKind, ...]
    ) -> None:
        """303.4f: ``player`` chooses any number of cards matching ``filter`` in ``owner``'s
        ``zones`` that could enchant ``host`` and puts them onto the battlefield attached to it,
        at the same time; as they aren't cast, nothing is targeted (303.4a)."""
        who = player if isinstance(player, Player) else self.controller
        target = next(iter(each(host)), None)
        if target is None:
            return
        cards: list[Any] = []
        for whose in [p for p in each(owner) if isinstance(p, Player)]:
            for zone in zones:
                cards.extend(getattr(whose, _ZONES[zone]).objects)
        candidates = [
            c
            for c in cards
            if object_matches(c, filter, who, self.source) and could_attach(c, target, who)
        ]
        moves = []
        for card in self.choose_objects(
            candidates, 0, len(candidates), "put onto the battlefield", who
        ):
            event = ZoneEvent(card, ZoneKind.BATTLEFIELD, controller=who)
            event.attach_to = target
            moves.append(event)
        if moves:
            self.game.move_all(moves)
