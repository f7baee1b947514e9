"""Zone changes (400.7, 603.6, 614): moving objects, tokens, destroy, sacrifice, library work.

Every zone change goes through :meth:`MovesMixin.move_all`: each move is a
:class:`~ofuda.runtime.engine.replacement.replacements.ZoneEvent` that replacement effects may
change first (614: "exile it instead", regeneration, "enters tapped", "enters
as a copy"); then all the moves happen at once, each making a new object
(400.7) while the old one keeps its last known information; then the
triggered abilities of the event trigger, leaves-the-battlefield abilities
looking back in time (603.10a) so objects that left together see each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...definitions import CardDefinition, Duration, Keyword
from ...statics import Enchant
from ..casting.flashback import leaving_stack_replacements
from ..errors import IllegalActionError
from ..replacement.replacements import TOKENS, ZONE, TokenCreationEvent, ZoneEvent, replace
from ..triggers import triggered_abilities as triggers
from ..triggers.events import Discarded, Sacrificed, ZoneChange
from .characteristics import Chars, base_chars
from .exiled_until import return_exiled
from .game_objects import LOYALTY, GameObject, Permanent, Spell
from .zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from .players import Player

_VERB: dict[str, str] = {
    ZoneKind.GRAVEYARD: "is put into {owner}'s graveyard",
    ZoneKind.EXILE: "is exiled",
    ZoneKind.HAND: "returns to {owner}'s hand",
    ZoneKind.LIBRARY: "is put into {owner}'s library",
}


class MovesMixin:
    """Zone-change actions of :class:`~ofuda.runtime.engine.game.Game`."""

    # --- the general move -------------------------------------------------------------
    def move(  # type: ignore[misc]
        self: Game,
        obj: Any,
        to: str,
        *,
        controller: Player | None = None,
        top: bool = True,
        cause: str = "effect",
        announce: bool = True,
        tapped: bool = False,
        counters: dict[str, int] | None = None,
        attach_to: Any = None,
        player: Player | None = None,
        transformed: bool = False,
    ) -> Any:
        """Move ``obj`` to zone ``to`` (400.3: a card goes to its owner's zone).

        Returns the new object (400.7), or None if the move was replaced away or
        the object ceased to exist.  ``announce=False`` leaves the move out of
        the log (when the caller logged it already).
        """
        event = ZoneEvent(obj, to, cause, controller=controller, top=top, player=player)
        event.tapped = tapped
        event.transformed = transformed  # 712.14
        if counters:
            event.counters = dict(counters)
        event.attach_to = attach_to
        done = self.move_all([event], announce=announce)
        return done[0][1] if done else None

    def move_all(  # type: ignore[misc]
        self: Game,
        moves: Sequence[ZoneEvent],
        *,
        announce: bool = True,
    ) -> list[tuple[Any, Any]]:
        """Perform zone changes simultaneously (after replacement effects); (old, new) pairs."""
        final: list[ZoneEvent] = []
        for event in moves:
            if event.obj is None or event.obj.zone is None:
                continue
            if event.obj in self.stray_tokens:
                # 111.8: a token that has left the battlefield can't move to another zone or
                # come back; it stays where it is and ceases to exist at the next SBA check.
                continue
            if event.to == ZoneKind.BATTLEFIELD:
                own = entering_self_replacements(event)
            else:
                own = leaving_stack_replacements(event)  # 702.34a: flashback's exile
            replaced = replace(self, event, ZONE, own)
            if replaced is not None and replaced.obj.zone is not None:
                final.append(replaced)
        done: list[tuple[Any, Any, str]] = []
        for event in final:
            old = event.obj
            if old.zone is None:
                continue
            from_kind = old.zone.kind
            new = self._perform_move(old, event, from_kind)
            done.append((old, new, from_kind))
        if not done:
            return []
        self.touch()
        changes: list[ZoneChange] = []
        for old, new, from_kind in done:
            to_kind = new.zone.kind if new is not None and new.zone is not None else final_to(old)
            if announce:
                self._log_move(old, new, from_kind, to_kind)
            changes.append(ZoneChange(old, new, from_kind, to_kind))
            if from_kind == "battlefield" and to_kind == "graveyard":
                self.died_this_turn.append(old)  # 700.4: "dies"; the history of this turn
        triggers.zone_changes(self, changes)
        if self.exiled_until:  # 610.3: what was exiled until a permanent left comes back
            return_exiled(self, [c.old for c in changes if c.from_zone == "battlefield"])
        return [(old, new) for old, new, _ in done]

    def _perform_move(self: Game, old: Any, event: ZoneEvent, from_kind: str) -> Any:  # type: ignore[misc]
        to = event.to
        if isinstance(old, Permanent):
            self._leave_battlefield(old, to)
        old.zone.remove(old)
        if isinstance(old, Spell) and old.is_copy:
            return None  # 704.5e / 707.10a: a copy of a spell off the stack ceases to exist
        owner = old.owner
        token = getattr(old, "is_token", False)
        if to == ZoneKind.BATTLEFIELD:
            new: Any = self._enter_battlefield(old, event, from_kind)
        elif to == ZoneKind.STACK:
            new = Spell(self, old.card, owner, event.controller or owner)
            self.stack.add(new)
        else:
            new = GameObject(self, old.card, owner, token=token)
            self.zone_for(to, owner).add(new, top=event.top)
            if token:
                self.stray_tokens.append(new)  # 704.5d
        old.moved_to = new
        return new

    def _leave_battlefield(self: Game, perm: Permanent, to: str) -> None:  # type: ignore[misc]
        """Last known information; leave combat; unattach; break a pair (702.95e)."""
        perm.freeze(to)
        if self.combat is not None:
            self.combat.forget(perm)
        perm.remove_from_combat()
        host = perm.attached_to
        if isinstance(host, Permanent) and perm in host.attachments:
            host.attachments.remove(perm)
        for att in list(perm.attachments):
            att.attached_to = (
                None  # 704.5m/n: an Aura now attached to nothing goes at the next check
            )
        perm.attachments = []
        partner = perm.paired_with
        if partner is not None:
            if partner.paired_with is perm:
                partner.paired_with = None
            perm.paired_with = None

    def _enter_battlefield(self: Game, old: Any, event: ZoneEvent, from_kind: str) -> Permanent:  # type: ignore[misc]
        controller = event.controller or old.owner
        perm = Permanent(
            self, old.card, old.owner, controller, token=getattr(old, "is_token", False)
        )
        perm.entered_from = from_kind
        if isinstance(old, Spell):
            perm.cast_x = old.x  # 107.3m: remembered for its entering abilities
            perm.kicked = old.kicked  # 702.33d: "if it was kicked"
        perm._tapped = event.tapped
        printed = base_chars(old.card)
        if event.transformed and old.card.back is not None and not perm.is_token:
            # 712.14: it enters with its back face up (the back face's printed values, 712.8e)
            from ..faces import face_chars

            perm.back_up = True
            perm._base = printed = face_chars(old.card, True)
        if (
            event.copy_of is not None
        ):  # 707.9: enters as a copy (layer 1, for as long as it's there)
            from ..layers.layer_effects import copy_effect

            copy_effect(self, perm, event.copy_of, Duration.PERMANENT, "enters as a copy")
        copied = event.copy_of if event.copy_of is not None else printed
        if copied.loyalty is not None and LOYALTY not in event.counters:
            dict.__setitem__(perm.counters, LOYALTY, copied.loyalty)  # 306.5b
        for kind, n in event.counters.items():
            if n > 0:
                dict.__setitem__(perm.counters, kind, perm.counters.get(kind, 0) + n)
        host = event.attach_to
        if host is None and event.cause not in ("resolve", "rewind") and "Aura" in copied.subtypes:
            host = self._choose_aura_host(perm, copied, controller)  # 303.4f
        if host is not None and getattr(host, "zone", True) is not None:
            perm.attached_to = host
            if isinstance(host, Permanent):
                host.attachments.append(perm)
        self.battlefield.add(perm)
        self.touch()
        from ..keywords.riot import gain_as_it_enters

        gain_as_it_enters(self, perm, event.gains)  # 702.136a: riot's haste
        from ..keyword_abilities import choose_as_enters

        choose_as_enters(self, perm, copied)  # 614.12
        return perm

    def _choose_aura_host(self: Game, aura: Permanent, chars: Any, controller: Player) -> Any:  # type: ignore[misc]
        """303.4f: an Aura put onto the battlefield without being cast is attached to an
        object its controller chooses that it could enchant (not targeted)."""
        from .targets import object_matches, player_matches, protected_from

        enchant = next((kw for kw in chars.keywords if isinstance(kw, Enchant)), Enchant())
        hosts: list[Any]
        if enchant.players is not None:  # 303.4: "enchant player"
            hosts = [
                p
                for p in self.players
                if player_matches(p, enchant.players, controller) and not protected_from(p, aura)
            ]
        else:
            flt = enchant.filter
            hosts = [
                p
                for p in self.battlefield.objects
                if p is not aura
                and (flt is None or object_matches(p, flt, controller, aura))
                and not protected_from(p, aura)
            ]
        if not hosts:
            return None  # 704.5m will put it into the graveyard
        chosen = list(
            controller.agent.choose_cards(self, controller, hosts, 1, 1, "attach an Aura to")
        )
        return chosen[0] if chosen and chosen[0] in hosts else hosts[0]

    def _log_move(self: Game, old: Any, new: Any, from_kind: str, to_kind: str) -> None:  # type: ignore[misc]
        if to_kind == ZoneKind.BATTLEFIELD and new is not None:
            extra = " tapped" if new.tapped else ""
            self.log.add(
                "enters",
                f"{new.name} enters the battlefield{extra} under {new.controller.name}'s control",
                card=new.name,
                controller=new.controller.name,
            )
        elif (
            from_kind == ZoneKind.BATTLEFIELD and to_kind == ZoneKind.GRAVEYARD and old.is_creature
        ):
            self.log.add("died", f"{old.name} dies", card=old.name)
        elif from_kind == ZoneKind.BATTLEFIELD and to_kind in _VERB:
            self.log.add(
                "leaves",
                f"{old.name} " + _VERB[to_kind].format(owner=old.owner.name),
                card=old.name,
                to=str(to_kind),
            )

    # --- kinds of moves ----------------------------------------------------------------
    def move_to_graveyards(self: Game, perms: Sequence[Permanent], cause: str = "sba") -> None:  # type: ignore[misc]
        """Put permanents into their owners' graveyards as one simultaneous event."""
        self.move_all(
            [ZoneEvent(p, ZoneKind.GRAVEYARD, cause) for p in perms if p.zone is not None]
        )

    def destroy(self: Game, perm: Permanent) -> bool:  # type: ignore[misc]
        """701.7: move to the graveyard unless indestructible (702.12b) or regenerated (701.15)."""
        return bool(self.destroy_all([perm]))

    def destroy_all(  # type: ignore[misc]
        self: Game, perms: Sequence[Permanent], *, reason: str = "", regenerable: bool = True
    ) -> list[Permanent]:
        """Destroy permanents simultaneously; returns those that were put into a graveyard
        (``regenerable`` False: "they can't be regenerated", no regeneration shield applies, 701.15)."""
        events = []
        for perm in perms:
            if not isinstance(perm, Permanent) or not perm.on_battlefield:
                continue
            if Keyword.INDESTRUCTIBLE in perm.keywords:
                continue
            self.log.add("destroy", f"{perm.name} is destroyed{reason}", card=perm.name)
            event = ZoneEvent(perm, ZoneKind.GRAVEYARD, "destroy")
            event.regenerable = regenerable
            events.append(event)
        done = self.move_all(events)
        return [old for old, new in done if new is not None and new.zone_kind == ZoneKind.GRAVEYARD]

    def sacrifice(self: Game, perm: Permanent) -> bool:  # type: ignore[misc]
        """701.17: its controller moves it to its owner's graveyard (indestructible doesn't matter)."""
        return bool(self.sacrifice_all([perm]))

    def sacrifice_all(self: Game, perms: Sequence[Permanent]) -> list[Permanent]:  # type: ignore[misc]
        """Sacrifice permanents simultaneously (FAQ P13)."""
        events = []
        for perm in perms:
            if not isinstance(perm, Permanent) or not perm.on_battlefield:
                continue
            self.log.add(
                "sacrifice", f"{perm.controller.name} sacrifices {perm.name}", card=perm.name
            )
            events.append(ZoneEvent(perm, ZoneKind.GRAVEYARD, "sacrifice", player=perm.controller))
        done = self.move_all(events)
        # 701.17a, 603.2: each permanent sacrificed is an event of its own, wherever a replacement
        # put it; 603.10a: the abilities of the permanents sacrificed together look back
        sacrificers = {id(e.obj): e.player for e in events}  # 701.17a: its controller did
        left = [old for old, _ in done]
        for old, new in done:
            triggers.emit(self, Sacrificed(sacrificers.get(id(old), old.controller), old, new), left)
        return left

    def discard(self: Game, player: Player, card: GameObject) -> Any:  # type: ignore[misc]
        """701.8: put a card from hand into its owner's graveyard."""
        if card.zone is not player.hand:
            return None
        self.log.add(
            "discard", f"{player.name} discards {card.name}", player=player.name, card=card.name
        )
        new = self.move(card, ZoneKind.GRAVEYARD, cause="discard", announce=False)
        # 701.8, 603.2: a card discarded is an event of its own, wherever a replacement put it
        triggers.emit(self, Discarded(player, card, new))
        return new

    def put_on_library(self: Game, obj: Any, *, top: bool = True) -> Any:  # type: ignore[misc]
        """Put an object on the top or bottom of its owner's library."""
        where = "top" if top else "bottom"
        self.log.add(
            "library",
            f"{obj.name} is put on the {where} of {obj.owner.name}'s library",
            card=obj.name,
        )
        return self.move(obj, ZoneKind.LIBRARY, top=top, announce=False)

    def mill(self: Game, player: Player, amount: int) -> list[Any]:  # type: ignore[misc]
        """701.13 (mill): put the top ``amount`` cards of the library into the graveyard."""
        cards = list(reversed(player.library.objects[-amount:])) if amount > 0 else []
        if cards:
            self.log.add(
                "mill",
                f"{player.name} mills {len(cards)}: " + ", ".join(c.name for c in cards),
                player=player.name,
                cards=[c.name for c in cards],
            )
        done = self.move_all(
            [ZoneEvent(c, ZoneKind.GRAVEYARD, "mill") for c in cards], announce=False
        )
        return [new for _, new in done if new is not None]

    def shuffle(self: Game, player: Player) -> None:  # type: ignore[misc]
        """701.20: randomize the library."""
        self.rng.shuffle(player.library.objects)
        self.log.add("shuffle", f"{player.name} shuffles their library", player=player.name)

    def library_top(self: Game, player: Player, amount: int) -> list[GameObject]:  # type: ignore[misc]
        """The top ``amount`` cards of ``player``'s library, top first (401.1)."""
        return list(reversed(player.library.objects[-amount:])) if amount > 0 else []

    def reveal(self: Game, player: Player, cards: Sequence[Any], what: str = "") -> None:  # type: ignore[misc]
        """701.16: show cards to every player (they stay revealed until they change zone)."""
        for c in cards:
            c.revealed = True
        names = ", ".join(c.name for c in cards) or "nothing"
        self.log.add(
            "reveal",
            f"{player.name} reveals {what}{names}",
            player=player.name,
            cards=[c.name for c in cards],
        )

    def look_at(self: Game, player: Player, cards: Sequence[Any]) -> None:  # type: ignore[misc]
        """701.? look at: only ``player`` sees the cards (logged privately)."""
        self.log.add(
            "look",
            f"{player.name} looks at {len(cards)} card{'s' if len(cards) != 1 else ''}",
            player=player.name,
            private=[c.name for c in cards],
        )

    # --- tokens (111) -------------------------------------------------------------------
    def create_token(  # type: ignore[misc]
        self: Game,
        definition: CardDefinition,
        controller: Player,
        count: int = 1,
        *,
        tapped: bool = False,
        copy_of: Chars | None = None,
    ) -> list[Permanent]:
        """111.2: create ``count`` tokens with ``definition``'s characteristics under ``controller``;
        with ``copy_of``, each token is a copy of an object whose copiable values those are (707.2:
        it enters as a copy, 707.9's layer-1 effect, for as long as it is on the battlefield).

        They enter the battlefield as one event (so they trigger together, 603.6a).
        """
        if count <= 0 or not controller.in_game:
            return []
        # 614.1a: replacement effects of the creation ("it creates twice that many of those
        # tokens instead"), each applied once (614.5)
        replaced = replace(self, TokenCreationEvent(definition, controller, count), TOKENS)
        count = replaced.count if replaced is not None else 0
        if count <= 0:
            return []
        from .zones import Zone

        limbo = Zone(ZoneKind.COMMAND)  # tokens come from outside the game (111.1)
        events = []
        for _ in range(count):
            seed = GameObject(self, definition, controller, token=True)
            limbo.add(seed)
            event = ZoneEvent(seed, ZoneKind.BATTLEFIELD, "create", controller=controller)
            event.tapped = tapped
            event.copy_of = copy_of
            events.append(event)
        self.log.add(
            "token",
            f"{controller.name} creates {count} {definition.name} token{'s' if count != 1 else ''}",
            player=controller.name,
            token=definition.name,
            count=count,
        )
        done = self.move_all(events, announce=False)
        return [new for _, new in done if isinstance(new, Permanent)]

    def cease_to_exist(self: Game, obj: Any) -> None:  # type: ignore[misc]
        """704.5d / 704.5e: a token off the battlefield (or a copy off the stack) is removed."""
        if obj.zone is not None:
            obj.zone.remove(obj)
            self.touch()


def entering_self_replacements(event: ZoneEvent) -> list[Any] | None:
    """614.12: the entering card's own "enters tapped" / "enters with counters" abilities and
    riot (702.136a) apply to it as it enters — if it still has them after copy effects (616.1c,
    616.1e)."""
    from ..keywords.riot import riot_replacement
    from ..replacement.static_replacements import self_replacement

    riot = riot_replacement(event)  # 702.136a
    out = [riot] if riot is not None else []
    for ability in base_chars(event.obj.card).abilities:
        for effect in getattr(ability, "effects", ()) or ():
            # the ability's own condition ("… enters the battlefield tapped unless you control a
            # Mountain or a Plains") is part of the replacement (614.12)
            repl = self_replacement(event.obj, effect, getattr(ability, "condition", None))
            if repl is not None:
                out.append(repl)
    return out or None


def final_to(old: Any) -> str:
    """Where an object went that ceased to exist on the way (a copy of a spell)."""
    return "nowhere"


__all__ = ["IllegalActionError", "MovesMixin"]
