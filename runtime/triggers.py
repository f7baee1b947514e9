"""Triggered abilities (603): matching events, waiting, going on the stack in APNAP order.

When an event happens (:mod:`ofuda.runtime.events`), every triggered ability
whose trigger condition it meets triggers (603.2) — once per occurrence —
unless its intervening "if" clause is false (603.4).  Triggered abilities
wait, even while a spell resolves, until the next time a player would receive
priority; then each player, in APNAP order, puts theirs on the stack in the
order they choose (603.3b), choosing targets (and divisions) as they do
(603.3d; an ability with no legal targets is removed).  Leaves-the-battlefield
abilities look back in time (603.10a): the objects that left in the same
event are checked with their last known information.  Delayed triggered
abilities (603.7) live in ``Game.delayed_triggers``.

Trigger conditions are matched by the class name of the trigger value
(``EntersTheBattlefield``, ``Dies``, ``Attacks``, …), so the vocabulary of
``definitions`` and ``statics`` plugs in without this module importing it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from . import events as ev
from .definitions import Controller, TriggeredAbility
from .objects import Permanent, StackAbility
from .players import Player
from .targets import describe, has_legal_targets, object_matches

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

Matcher = Callable[["Game", Any, Any, Player, Any], Any]
#: trigger class name → (event class, matcher returning the triggering object or None)
TRIGGERS: dict[str, tuple[type, Matcher]] = {}
#: trigger class names that look back in time (603.10a)
LOOK_BACK = {"Dies", "LeavesTheBattlefield", "DiesEnchanted"}


@dataclass(slots=True, eq=False)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (603.3)."""

    ability: Any
    source: Any
    controller: Player
    event: Any
    text: str = ""
    remembered: list[Any] = field(default_factory=list)

    @property
    def name(self) -> str:
        """``"<source>'s triggered ability"`` for agents and logs."""
        return f"{self.source.name}'s triggered ability"


@dataclass(slots=True, eq=False)
class DelayedTrigger:
    """603.7: a triggered ability created by a resolving spell or ability.

    ``once``: it triggers only the next time its event happens (603.7c);
    ``remembered`` are the objects it refers to ("those tokens").
    """

    trigger: Any
    ability: Any
    controller: Player
    source: Any
    remembered: list[Any] = field(default_factory=list)
    once: bool = True
    expires_turn: int | None = None


def matcher(name: str, event_cls: type) -> Callable[[Matcher], Matcher]:
    """Register how trigger conditions of class ``name`` match events of ``event_cls``."""

    def register(fn: Matcher) -> Matcher:
        TRIGGERS[name] = (event_cls, fn)
        return fn

    return register


# --- subjects ----------------------------------------------------------------------------


def subject_matches(game: Game, subject: Any, holder: Any, controller: Player, obj: Any) -> bool:
    """Whether ``obj`` is the trigger's subject: the holder itself, what it is attached
    to (enchanted/equipped creature), or an object matching a filter."""
    if obj is None:
        return False
    kind = type(subject).__name__
    if subject is None or kind == "ThisPermanent":
        return obj is holder
    if kind in ("EquippedCreature", "EnchantedPermanent"):
        host = holder.lki.attached_to if getattr(holder, "lki", None) else holder.attached_to
        return host is not None and obj is host
    if kind == "PairedCreatures":
        return obj is holder or obj is getattr(holder, "paired_with", None)
    return object_matches(obj, subject, controller, holder)


def _player_matches(who: Any, player: Player, controller: Player) -> bool:
    if who in (None, Controller.ANY, "each"):
        return True
    if who == Controller.YOU:
        return player is controller
    return player is not controller  # OPPONENT


# --- matchers ----------------------------------------------------------------------------


@matcher("EntersTheBattlefield", ev.ZoneChange)
def _enters(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.ZoneChange) -> Any:
    if e.to_zone != "battlefield" or e.new is None:
        return None
    from_zone = getattr(trig, "from_zone", None)
    if from_zone is not None and e.from_zone != from_zone:
        return None
    if getattr(trig, "attached", False) and e.new.attached_to is None:
        return None
    return (
        e.new
        if subject_matches(game, getattr(trig, "subject", None), holder, ctrl, e.new)
        else None
    )


@matcher("EntersFromZone", ev.ZoneChange)
def _enters_from(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.ZoneChange) -> Any:
    if e.to_zone != "battlefield" or e.new is None or e.from_zone != trig.zone:
        return None
    return e.new if subject_matches(game, trig.subject, holder, ctrl, e.new) else None


@matcher("EntersAttached", ev.ZoneChange)
def _enters_attached(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.ZoneChange) -> Any:
    if e.to_zone != "battlefield" or e.new is not holder:
        return None
    host = holder.attached_to
    return host if isinstance(host, Permanent) and host.is_creature else None


@matcher("Dies", ev.ZoneChange)
def _dies(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.ZoneChange) -> Any:
    if e.from_zone != "battlefield" or e.to_zone != "graveyard" or not e.old.is_creature:
        return None
    return (
        e.old
        if subject_matches(game, getattr(trig, "subject", None), holder, ctrl, e.old)
        else None
    )


@matcher("DiesEnchanted", ev.ZoneChange)
def _dies_enchanted(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.ZoneChange) -> Any:
    if e.from_zone != "battlefield" or e.to_zone != "graveyard" or e.old.lki is None:
        return None
    return e.old if holder in e.old.lki.attachments and e.old.is_creature else None


@matcher("LeavesTheBattlefield", ev.ZoneChange)
def _leaves(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.ZoneChange) -> Any:
    if e.from_zone != "battlefield":
        return None
    return (
        e.old
        if subject_matches(game, getattr(trig, "subject", None), holder, ctrl, e.old)
        else None
    )


@matcher("CardPutIntoGraveyard", ev.ZoneChange)
def _to_graveyard(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.ZoneChange) -> Any:
    if e.to_zone != "graveyard" or e.new is None or e.new.is_token:
        return None
    return e.new if _player_matches(getattr(trig, "owner", None), e.new.owner, ctrl) else None


@matcher("BeginningOfStep", ev.StepBegan)
def _step(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.StepBegan) -> Any:
    if trig.step != e.step:
        return None
    return e.active if _player_matches(trig.whose, e.active, ctrl) else None


@matcher("NextBeginningOfStep", ev.StepBegan)
def _next_step(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.StepBegan) -> Any:
    return e.active if trig.step == e.step else None


@matcher("Attacks", ev.Attacked)
def _attacks(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.Attacked) -> Any:
    return e.attacker if subject_matches(game, trig.subject, holder, ctrl, e.attacker) else None


@matcher("Blocks", ev.Blocked)
def _blocks(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.Blocked) -> Any:
    return e.blocker if subject_matches(game, trig.subject, holder, ctrl, e.blocker) else None


@matcher("AttacksOrBlocks", ev.Attacked)
def _attacks_or_blocks(game: Game, trig: Any, holder: Any, ctrl: Player, e: Any) -> Any:
    obj = e.attacker if isinstance(e, ev.Attacked) else e.blocker
    return obj if subject_matches(game, trig.subject, holder, ctrl, obj) else None


@matcher("BecomesBlocked", ev.BecameBlocked)
def _becomes_blocked(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.BecameBlocked) -> Any:
    if not subject_matches(game, trig.subject, holder, ctrl, e.attacker):
        return None
    if getattr(trig, "by_each", True):
        return list(e.blockers)  # 509.3c: "by a creature" triggers once per blocker
    return e.attacker


@matcher("DealsDamageToPlayer", ev.DamageDealt)
def _damage_to_player(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.DamageDealt) -> Any:
    if not isinstance(e.recipient, Player) or (trig.combat_only and not e.combat):
        return None
    if not _player_matches(trig.player, e.recipient, ctrl):
        return None
    return e.recipient if subject_matches(game, trig.subject, holder, ctrl, e.source) else None


@matcher("DealsDamage", ev.DamageDealt)
def _deals_damage(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.DamageDealt) -> Any:
    if getattr(trig, "combat", False) and not e.combat:
        return None
    return e.recipient if subject_matches(game, trig.subject, holder, ctrl, e.source) else None


@matcher("SpellCast", ev.Cast)
def _cast(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.Cast) -> Any:
    if not _player_matches(getattr(trig, "caster", Controller.YOU), e.player, ctrl):
        return None
    flt = getattr(trig, "spells", None) or getattr(trig, "spell", None)
    if flt is not None and not object_matches(e.spell, flt, ctrl, holder):
        return None
    return e.spell


@matcher("BecomesTarget", ev.BecameTarget)
def _becomes_target(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.BecameTarget) -> Any:
    if not subject_matches(game, trig.subject, holder, ctrl, e.target):
        return None
    from .objects import Spell

    if getattr(trig, "spells_only", True) and not isinstance(e.by, Spell):
        return None  # "becomes the target of a spell" (abilities only when the trigger says so)
    spells = getattr(trig, "spells", None)
    if spells is not None and not object_matches(e.by, spells, ctrl, holder):
        return None
    return e.target


@matcher("LosesLife", ev.LifeLost)
def _loses_life(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.LifeLost) -> Any:
    return e.player if _player_matches(trig.player, e.player, ctrl) else None


@matcher("GainsLife", ev.LifeGained)
def _gains_life(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.LifeGained) -> Any:
    return e.player if _player_matches(trig.player, e.player, ctrl) else None


@matcher("Draws", ev.Drew)
def _draws(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.Drew) -> Any:
    return e.card if _player_matches(trig.player, e.player, ctrl) else None


@matcher("CountersPut", ev.CountersPut)
def _counters(game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.CountersPut) -> Any:
    kind = getattr(trig, "kind", None)
    if kind is not None and e.kind != kind:
        return None
    return e.obj if subject_matches(game, trig.subject, holder, ctrl, e.obj) else None


# "attacks or blocks" listens to both kinds of event.
_EXTRA_EVENTS: dict[str, tuple[type, ...]] = {"AttacksOrBlocks": (ev.Blocked,)}


# --- the index of abilities that can trigger -----------------------------------------------


def _index(game: Game) -> dict[type, list[tuple[Any, TriggeredAbility]]]:
    game.ensure_fresh()
    idx = game.trigger_index
    if idx is not None:
        return idx
    idx = {}
    for perm in game.battlefield.objects:
        for event_cls, ability in listening(perm._chars.abilities):
            idx.setdefault(event_cls, []).append((perm, ability))
    for emblem in game.command.objects:
        for event_cls, ability in listening(emblem.abilities):
            idx.setdefault(event_cls, []).append((emblem, ability))
    game.trigger_index = idx
    return idx


@lru_cache(maxsize=4096)
def listening(abilities: tuple[Any, ...]) -> tuple[tuple[type, Any], ...]:
    """(event class, ability) for each triggered ability among ``abilities`` (cached)."""
    out: list[tuple[type, Any]] = []
    for ability in abilities:
        if not isinstance(ability, TriggeredAbility):
            continue
        name = type(getattr(ability, "trigger", None)).__name__
        entry = TRIGGERS.get(name)
        if entry is None:
            continue
        out.append((entry[0], ability))
        out.extend((extra, ability) for extra in _EXTRA_EVENTS.get(name, ()))
    return tuple(out)


def emit(game: Game, event: Any, look_back: Sequence[Any] = ()) -> None:
    """603.2: every ability whose trigger condition ``event`` meets triggers."""
    candidates = _index(game).get(type(event), ())
    extra: list[tuple[Any, Any]] = []
    for old in look_back:  # 603.10a: abilities of objects that left in this event
        for ability in old.chars.abilities:
            if (
                isinstance(ability, TriggeredAbility)
                and type(ability.trigger).__name__ in LOOK_BACK
            ):
                extra.append((old, ability))
    if not candidates and not extra and not game.delayed_triggers:
        return
    for holder, ability in list(candidates) + extra:
        _try(game, holder, ability, holder.controller, event, None)
    if game.delayed_triggers:
        for delayed in list(game.delayed_triggers):
            entry = TRIGGERS.get(type(delayed.trigger).__name__)
            if entry is None or not isinstance(event, entry[0]):
                continue
            fired = _try(game, delayed.source, delayed.ability, delayed.controller, event, delayed)
            if fired and delayed.once and delayed in game.delayed_triggers:
                game.delayed_triggers.remove(delayed)


def _try(
    game: Game, holder: Any, ability: Any, controller: Player, event: Any, delayed: Any
) -> bool:
    trig = delayed.trigger if delayed is not None else ability.trigger
    entry = TRIGGERS.get(type(trig).__name__)
    if entry is None:
        return False
    found = entry[1](game, trig, holder, controller, event)
    if found is None:
        return False
    occurrences = found if isinstance(found, list) else [found]
    fired = False
    for obj in occurrences:
        pending = PendingTrigger(ability, holder, controller, (event, obj))
        if delayed is not None:
            pending.remembered = list(delayed.remembered)
        if not intervening_if(game, pending):  # 603.4: checked as it triggers
            continue
        game.pending_triggers.append(pending)
        fired = True
    return fired


def zone_changes(game: Game, changes: Sequence[ev.ZoneChange]) -> None:
    """Trigger on simultaneous zone changes, leave-the-battlefield abilities looking back."""
    left = [c.old for c in changes if c.from_zone == "battlefield"]
    for change in changes:
        emit(game, change, left)


def intervening_if(game: Game, pending: PendingTrigger | StackAbility) -> bool:
    """603.4: the ability's intervening "if" clause (a method or a condition value)."""
    ability = pending.ability
    cond = getattr(ability, "condition", None)
    if cond is None:
        return True
    if callable(cond):
        from .effects import ResolutionContext

        ctx = ResolutionContext(game, pending.source, pending.controller, (), item=pending)
        return bool(cond(ctx))
    from .static_abilities import condition

    check, per_object = condition(game, pending.source, cond)
    if check is None:
        return True
    if per_object:
        event = pending.event
        return bool(check(event[1] if isinstance(event, tuple) else None))
    return bool(check())


# --- to the stack (603.3) --------------------------------------------------------------------


def put_on_stack(game: Game) -> bool:
    """603.3b: put waiting triggered abilities on the stack in APNAP order; True if any were waiting."""
    if not game.pending_triggers:
        return False
    pending, game.pending_triggers = game.pending_triggers, []
    from .casting import announce_targets  # local: casting imports this module's users

    for player in game.apnap_order():
        mine = [t for t in pending if t.controller is player]
        if not mine:
            continue
        if len(mine) > 1:
            ordered = list(player.agent.order_triggers(game, player, mine))
            if sorted(map(id, ordered)) != sorted(map(id, mine)):
                raise ValueError(f"{player.name} must order exactly their triggers")
            mine = ordered
        for trig in mine:
            item = StackAbility(game, trig.source, player, trig.ability, "triggered")
            item.event = trig.event
            item.remembered = list(trig.remembered)
            what = _describe_event(trig.event)
            if trig.ability.targets and not has_legal_targets(
                game, trig.ability.targets, player, trig.source
            ):
                game.log.add(
                    "trigger",
                    f"{item.name} triggers ({what}) but has no legal targets",
                    source=trig.source.name,
                )
                continue  # 603.3d
            game.stack.add(item)
            announce_targets(game, player, item, trig.source, trig.ability)
            shown = [describe(t) for t in item.targets if t is not None]
            game.log.add(
                "trigger",
                f"{item.name} triggers ({what})"
                + (f" targeting {', '.join(shown)}" if shown else ""),
                source=trig.source.name,
                controller=player.name,
                targets=shown,
            )
    return True


def _describe_event(event: Any) -> str:
    e, obj = event if isinstance(event, tuple) else (event, None)
    if isinstance(e, ev.ZoneChange):
        if e.to_zone == "battlefield":
            return f"{e.new.name} entered the battlefield"
        if e.from_zone == "battlefield" and e.to_zone == "graveyard":
            return f"{e.old.name} died"
        return f"{e.old.name} moved to {e.to_zone}"
    if isinstance(e, ev.StepBegan):
        return f"beginning of {e.step}"
    if isinstance(e, ev.Cast):
        return f"{e.player.name} cast {e.spell.name}"
    if isinstance(e, ev.Attacked):
        return f"{e.attacker.name} attacked"
    if isinstance(e, ev.Blocked):
        return f"{e.blocker.name} blocked"
    if isinstance(e, ev.BecameBlocked):
        return f"{e.attacker.name} became blocked" + (f" by {obj.name}" if obj is not None else "")
    if isinstance(e, ev.DamageDealt):
        return f"{e.source.name} dealt damage to {e.recipient.name}"
    if isinstance(e, (ev.LifeLost, ev.LifeGained)):
        verb = "lost" if isinstance(e, ev.LifeLost) else "gained"
        return f"{e.player.name} {verb} {e.amount} life"
    if isinstance(e, ev.BecameTarget):
        return f"{describe(e.target)} became a target of {e.by.name}"
    if isinstance(e, ev.Drew):
        return f"{e.player.name} drew a card"
    return type(e).__name__
