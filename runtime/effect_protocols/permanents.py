"""What a resolving ability does to permanents (110): status, counters, characteristics, rules
effects and shields. Part of the :class:`~ofuda.runtime.effects_protocol.Effects` protocol."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from ..definitions import (
    CardType,
    Color,
    Duration,
    ObjectFilter,
)


class PermanentEffects(Protocol):
    """Permanents: status, counters (122), characteristics (613), rules effects, shields."""

    # --- permanents: status, counters, characteristics, rules effects, shields (ObjectEffects) ---

    def add_counters(self, obj: Any, kind: str, amount: int) -> None:
        """122.1: put counters on permanents (+1/+1 and -1/-1 counters apply in layer 7c)."""
        ...

    def remove_counters(self, obj: Any, kind: str, amount: int) -> int:
        """122.1: remove up to ``amount`` ``kind`` counters from each permanent; how many
        were removed."""
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
        replaces_types: bool = False,
    ) -> None:
        """ "becomes a P/T <colour> <types> with <keywords>" (e.g. Angel's Tomb): types set
        (layer 4; with ``replaces_types`` replacing the prior ones, 205.1a, else added, 205.1b),
        colour set (5), keywords added (6), base P/T set (7b)."""
        ...

    def become_copy(self, obj: Any, model: Any, duration: Duration | None = None) -> None:
        """706/707: become copies of ``model``'s copiable values (layer 1): not its counters,
        status or other effects (FAQ P75(5)); a token stays a token (P75(4))."""
        ...

    def cant_be_blocked(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """509.1b: can't be blocked."""
        ...

    def cant_be_blocked_by(
        self, obj: Any, blockers: ObjectFilter, only: bool, duration: Duration
    ) -> None:
        """509.1b: creatures matching ``blockers`` can't block ``obj`` (with ``only``: no
        creature but those can), for ``duration``."""
        ...

    def limit_blockers(
        self, obj: Any, at_least: int, at_most: int | None, duration: Duration
    ) -> None:
        """509.1b: ``obj`` can be blocked by no fewer than ``at_least`` and no more than
        ``at_most`` creatures, for ``duration``."""
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

    def exchange_control(self, player: Any, obj: Any) -> None:
        """701.10: the two permanents' controllers exchange them (nothing unless both are
        there under different controllers, 701.10a-b)."""
        ...

    def gain_control(self, player: Any, obj: Any, duration: Duration) -> None:
        """613.1b (layer 2): ``player`` (default: the controller) gains control of permanents for
        ``duration`` (a blinked one stays under its new controller, FAQ B#6)."""
        ...

    def must_attack(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """508.1d: attacks this turn if able (FAQ P2(3))."""
        ...

    def must_be_blocked_if_able(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """509.1c: must be blocked if able (obeyed when at least one creature blocks it)."""
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

    def double_counters(self, obj: Any, kind: str) -> None:
        """701.9e: double the number of ``kind`` counters on each permanent — it gets as many
        of them as it already has."""
        ...

    def double_power(self, obj: Any, duration: Duration) -> None:
        """701.9b: double each creature's power — it gets +X/+0 for ``duration``, X its power
        now (701.9c: a negative power -X/-0 for the difference from 0, the same change), a
        change in layer 7c (701.9a, 613.4c) that doesn't set the value."""
        ...

    def skip_next_untap(self, obj: Any, player: Any = None) -> None:
        """502.3: "it doesn't untap during its controller's next untap step" — it tracks the
        permanent, whoever controls it then (FAQ P30, P106); with ``player``: "during that
        player's next untap step", that player's whoever controls the permanent then."""
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
