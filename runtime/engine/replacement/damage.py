"""Damage (rule 120; 119 in the seed edition): replacement, prevention and results.

Damage dealt to a player makes that player lose that much life (120.3a);
damage dealt to a creature is marked on it (120.3e); damage dealt to a
planeswalker removes that many loyalty counters (120.3c).  A source with
deathtouch marks the creature for 704.5h (702.2b); a source with wither or infect puts -1/-1
counters on a creature instead of marking damage, and a source with infect gives a player poison
counters instead of life loss (120.3b, 120.3d); a source with lifelink
makes its controller gain that much life (702.15b).  A source that has left
its zone uses its last known information (113.7a).

Before damage is dealt it passes through replacement and prevention effects
(614, 615; :mod:`ofuda.runtime.engine.replacement.replacements`): protection (702.16e),
prevention shields ("prevent the next N damage", "prevent all damage … this
turn"), damage doubling and halving.  Damage dealt at the same time — combat
damage (510.2) — is one batch: when a "prevent the next N" shield can't
prevent all of it, the protected player divides the prevention among the
damage (615.7, FAQ P44).

Note (current rules): damage can't be redirected from a player to a
planeswalker they control (the rule the 2012 FAQ P44 relies on was removed
in 2018); damage dealt to a player only affects that player.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...definitions import Duration, Keyword
from ..layers.layer_effects import has_rule, rules_of
from ..layers.rules import DamageCantBePreventedRule, PreventDamageByRule
from ..objects.game_objects import LOYALTY, MINUS_ONE, POISON, Permanent
from ..objects.players import Player
from ..objects.targets import protected_from
from ..triggers import events as ev
from ..triggers import triggered_abilities as triggers
from .replacements import DAMAGE, DamageEvent, Replacement, replace

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def source_controller(source: Any) -> Player | None:
    """The controller of a damage source, using last known information if it left."""
    lki = getattr(source, "lki", None)
    if lki is not None:
        return lki.controller
    return getattr(source, "controller", None)


class PreventionShield(Replacement):
    """615.7: "prevent the next ``remaining`` damage" (None: all damage) to whatever
    ``protects(recipient)`` accepts; ``on_prevent(n)`` runs after the damage is dealt."""

    __slots__ = ("allocation", "on_prevent", "protected_player", "protects", "remaining")

    def __init__(
        self,
        game: Game,
        protects: Callable[[Any], bool],
        remaining: int | None,
        *,
        source: Any = None,
        controller: Any = None,
        duration: Duration | None = Duration.END_OF_TURN,
        combat_only: bool = False,
        from_source: Callable[[Any], bool] | None = None,
        protected_player: Player | None = None,
        on_prevent: Callable[[int], None] | None = None,
        text: str = "",
    ) -> None:
        self.protects = protects
        self.remaining = remaining
        self.protected_player = protected_player
        self.on_prevent = on_prevent
        self.allocation: dict[int, int] | None = None

        def applies(event: DamageEvent) -> bool:
            if self.remaining is not None and self.remaining <= 0:
                return False
            if combat_only and not event.combat:
                return False
            if from_source is not None and not from_source(event.source):
                return False
            return event.amount > 0 and protects(event.recipient)

        super().__init__(
            DAMAGE,
            applies,
            self._prevent,
            source=source,
            controller=controller,
            timestamp=game.new_timestamp(),
            duration=duration,
            prevention=True,
            text=text or "prevention effect",
        )

    def _prevent(self, event: DamageEvent) -> DamageEvent:
        n = event.amount
        if self.remaining is not None:
            n = min(n, self.remaining)
            if self.allocation is not None:
                n = min(n, self.allocation.get(id(event), 0))
            self.remaining -= n
        event.amount -= n
        if n and self.on_prevent is not None:
            hook = self.on_prevent
            event.after.append(lambda: hook(n))
        return event


def _intrinsic(event: DamageEvent) -> list[Replacement]:
    """Prevention that comes with the objects involved: protection, "prevent damage dealt by"."""
    out: list[Replacement] = []
    rec, src = event.recipient, event.source
    # 702.16e: the protection of the recipient the damage would be dealt to when this applies
    # — after a redirection (614.9) that is the new recipient, not the original one.
    out.append(
        Replacement(
            DAMAGE,
            lambda e: (
                e.amount > 0
                and isinstance(e.recipient, Permanent | Player)  # a player's, 702.16e too
                and protected_from(e.recipient, e.source)
            ),
            _prevent_all,
            source=rec,
            prevention=True,
            text="protection of the permanent dealt the damage",
        )
    )
    if isinstance(src, Permanent) and src.lki is None:
        for rule in rules_of(src, PreventDamageByRule):
            if rule.combat_only and not event.combat:
                continue
            out.append(
                Replacement(
                    DAMAGE,
                    lambda e: e.amount > 0,
                    _prevent_all,
                    source=rule.source,
                    prevention=True,
                    text=f"{getattr(rule.source, 'name', 'an effect')}'s prevention",
                )
            )
    return out


def _prevent_all(event: DamageEvent) -> DamageEvent:
    event.amount = 0
    return event


def _preventable(source: Any) -> bool:
    return not (
        isinstance(source, Permanent)
        and source.lki is None
        and has_rule(source, DamageCantBePreventedRule)
    )


def deal_damage(
    game: Game, source: Any, recipient: Any, amount: int, *, combat: bool = False
) -> int:
    """``source`` deals ``amount`` damage to ``recipient`` (a player or a permanent); returns damage dealt.

    Nothing happens for ``None`` arguments or an amount of 0 or less (107.1b, 120.8).
    """
    if source is None or recipient is None:
        return 0
    return deal_damage_batch(game, [(source, recipient, amount)], combat=combat)[0]


def deal_damage_batch(
    game: Game,
    assignments: Sequence[tuple[Any, Any, int]],
    *,
    combat: bool = False,
    dealt_to: list[Any] | None = None,
) -> list[int]:
    """Deal several amounts of damage simultaneously (510.2); the damage each was dealt.

    ``dealt_to``, if given, receives what was actually dealt damage, in order: after a
    redirection (614.9) that is the new recipient ("a creature dealt damage this way",
    FAQ P91(1)).
    """
    events = [
        DamageEvent(src, rec, amt, combat, _preventable(src))
        for src, rec, amt in assignments
        if src is not None and rec is not None and amt > 0 and _can_be_dealt(rec)
    ]
    results = {id(e): 0 for e in events}
    if not events:
        return [0 for _ in assignments]
    _divide_shields(game, events)
    final: list[DamageEvent] = []
    for event in events:
        replaced = replace(game, event, DAMAGE, _intrinsic(event))
        if replaced is not None and replaced.amount > 0 and _can_be_dealt(replaced.recipient):
            final.append(replaced)
        elif replaced is not None:
            final.append(replaced)  # keeps its follow-ups (e.g. "if damage is prevented this way")
    for shield in game.replacements:
        if isinstance(shield, PreventionShield):
            shield.allocation = None
    dealt_events: list[ev.DamageDealt] = []
    lifelink: dict[int, tuple[Player, int]] = {}
    for event in final:
        if event.amount <= 0 or not _can_be_dealt(event.recipient):
            continue
        n = _apply(game, event)
        results[id(event)] = n
        if n and dealt_to is not None:
            dealt_to.append(event.recipient)
        if n:
            dealt_events.append(ev.DamageDealt(event.source, event.recipient, n, event.combat))
            if Keyword.LIFELINK in event.source.keywords:  # 702.15b
                ctrl = source_controller(event.source)
                if ctrl is not None:
                    key = id(event.source)
                    prev = lifelink.get(key, (ctrl, 0))[1]
                    lifelink[key] = (ctrl, prev + n)
    for ctrl, n in lifelink.values():
        game.gain_life(ctrl, n)
    for e in dealt_events:
        triggers.emit(game, e)
    if dealt_events:  # 603.2c, 510.2: "one or more … deal combat damage" sees them together
        triggers.emit(game, ev.Simultaneous(tuple(dealt_events)))
    for received in _received(dealt_events):
        triggers.emit(game, received)
    for event in final:
        for hook in event.after:
            hook()
    by_event = [results.get(id(e), 0) for e in events]
    # Map back to the assignments (skipped assignments dealt 0).
    out: list[int] = []
    it = iter(by_event)
    for src, rec, amt in assignments:
        if src is not None and rec is not None and amt > 0 and _can_be_dealt(rec):
            out.append(next(it, 0))
        else:
            out.append(0)
    return out


def _received(dealt: list[ev.DamageDealt]) -> list[ev.DamageReceived]:
    """One event per recipient of a simultaneous damage event, with the total it was dealt:
    "Whenever <X> is dealt damage" triggers once however many sources dealt it (120.3;
    Gatherer rulings of Sporeweb Weaver and Chandra's Spitfire)."""
    by_recipient: dict[tuple[int, bool], ev.DamageReceived] = {}
    for e in dealt:
        key = (id(e.recipient), e.combat)
        if key in by_recipient:
            by_recipient[key].amount += e.amount
        else:
            by_recipient[key] = ev.DamageReceived(e.recipient, e.amount, e.combat)
    return list(by_recipient.values())


def _can_be_dealt(recipient: Any) -> bool:
    """120.1: damage can be dealt only to players in the game, creatures and planeswalkers."""
    if isinstance(recipient, Player):
        return recipient.in_game
    if not getattr(recipient, "on_battlefield", False):
        return False  # 400.7: the object it would have been dealt to is gone
    return recipient.is_creature or recipient.is_planeswalker


def _apply(game: Game, event: DamageEvent) -> int:
    source, recipient, amount = event.source, event.recipient, event.amount
    kind = "combat damage" if event.combat else "damage"
    if isinstance(recipient, Player) and Keyword.INFECT in source.keywords:
        # 120.3b / 702.90b: damage from a source with infect gives that player that many poison
        # counters, and no life is lost
        game.add_counters(recipient, POISON, amount)
        game.log.add(
            "damage",
            f"{source.name} deals {amount} {kind} to {recipient.name} (poison {recipient.poison})",
            source=source.name,
            recipient=recipient.name,
            amount=amount,
            combat=event.combat,
            poison=recipient.poison,
        )
        return amount
    if isinstance(recipient, Player):
        before = recipient.life
        recipient.life -= amount  # 120.3a
        recipient.life_lost_this_turn += amount
        game.log.add(
            "damage",
            f"{source.name} deals {amount} {kind} to {recipient.name} (life {before} -> {recipient.life})",
            source=source.name,
            recipient=recipient.name,
            amount=amount,
            combat=event.combat,
            life=recipient.life,
        )
        triggers.emit(game, ev.LifeLost(recipient, amount))  # 119.3: damage is life loss
        return amount
    game.log.add(
        "damage",
        f"{source.name} deals {amount} {kind} to {recipient.name}",
        source=source.name,
        recipient=recipient.name,
        amount=amount,
        combat=event.combat,
    )
    game.sba_version += 1  # marked damage matters to state-based actions (704.5g)
    oid = getattr(source, "oid", None)
    if oid is not None:
        recipient.damaged_by.add(oid)
    if recipient.is_planeswalker:  # 120.3c
        game.remove_counters(recipient, LOYALTY, amount)
    if recipient.is_creature:
        if Keyword.WITHER in source.keywords or Keyword.INFECT in source.keywords:
            # 120.3d / 702.80c / 702.90c: that many -1/-1 counters instead of marked damage
            game.add_counters(recipient, MINUS_ONE, amount)
        else:
            recipient.damage += amount  # 120.3e
        if Keyword.DEATHTOUCH in source.keywords:
            recipient.deathtouched = True  # 704.5h
    return amount


def _divide_shields(game: Game, events: list[DamageEvent]) -> None:
    """615.7 / FAQ P44(4–5): a "next N" shield that can't prevent all simultaneous damage is
    divided among that damage by the protected player."""
    for shield in game.replacements:
        if not isinstance(shield, PreventionShield) or shield.remaining is None:
            continue
        eligible = [e for e in events if e.preventable and shield.applies(e)]
        if len(eligible) < 2 or sum(e.amount for e in eligible) <= shield.remaining:
            continue
        player = shield.protected_player or eligible[0].affected_player() or game.active
        from ..casting.actions import DivideRequest

        request = DivideRequest(
            shield,
            shield.remaining,
            tuple(eligible),
            minimum_each=0,
            maximum_each=tuple(e.amount for e in eligible),
            reason="prevent damage",
        )
        split = player.agent.divide(game, player, request)
        shield.allocation = {id(e): max(0, int(split.get(e, 0))) for e in eligible}
