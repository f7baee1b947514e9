"""Triggered abilities (603): matching events, waiting, going on the stack in APNAP order.

When an event happens (:mod:`ofuda.runtime.engine.triggers.events`), every triggered ability
whose trigger condition it meets triggers (603.2) — once per occurrence —
unless its intervening "if" clause is false (603.4).  Triggered abilities
wait, even while a spell resolves, until the next time a player would receive
priority; then each player, in APNAP order, puts theirs on the stack in the
order they choose (603.3b), choosing targets (and divisions) as they do
(603.3d; an ability with no legal targets is removed).  Leaves-the-battlefield
abilities look back in time (603.10a): the objects that left in the same
event are checked with their last known information.  Delayed triggered
abilities (603.7) live in ``Game.delayed_triggers``.

Each trigger event type has its matcher in :data:`~ofuda.runtime.engine.registry.TRIGGER_EVENTS`
(the game events it listens to, and whether it looks back in time), found by the type of
the ability's ``trigger``; a trigger of a type without one is an error, never an ability
that silently never triggers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...definitions import (
    BeginningOfStep,
    Dies,
    EntersTheBattlefield,
    TriggeredAbility,
    ZoneKind,
)
from ...statics_triggers import (
    Attacks,
    AttacksOrBlocks,
    BecomesBlocked,
    BecomesTarget,
    Blocks,
    CardPutIntoGraveyard,
    CountersPutOn,
    DealsDamageToPlayer,
    DiesEnchanted,
    PlayerBecomesTarget,
    Discards,
    Draws,
    EntersAttached,
    EntersFromZone,
    EntersOr,
    GainsLife,
    IsDealtDamage,
    LosesLife,
    NextBeginningOfStep,
    PlayerIsDealtDamage,
    SpellCast,
    TransformsInto,
)
from ..objects.game_objects import Permanent, StackAbility
from ..objects.players import Player
from ..casting.origins import cast_from_matches, nth_cast_this_turn
from ..objects.targets import describe, has_legal_targets, object_matches
from ..registry import TRIGGER_EVENTS
from . import action_events as _action_events  # noqa: F401  (its matchers register on import)
from . import blocking as _blocking  # noqa: F401  (its matchers register on import)
from . import damage_events as _damage_events  # noqa: F401  (its matchers register on import)
from . import events as ev
from . import batches as _batches  # noqa: F401  (its matchers register on import)
from . import zone_events as _zone_events  # noqa: F401  (its matchers register on import)
from . import state_triggers as _state_triggers  # noqa: F401  (603.8: registers on import)
from .matching import TriggerMeaning, matcher, player_matches, subject_matches
from .modes import chosen_mode

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game

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

    ``once``: it triggers only the next time its event happens (603.7b);
    ``remembered`` are the objects it refers to ("those tokens"); ``duration``: a stated
    duration ("this turn", 603.7b) at whose end it is gone (layers.durations.expire), None
    for none.
    """

    trigger: Any
    ability: Any
    controller: Player
    source: Any
    remembered: list[Any] = field(default_factory=list)
    once: bool = True
    duration: Any = None


# --- matchers ----------------------------------------------------------------------------


@matcher(EntersTheBattlefield, ev.ZoneChange)
def _enters(
    game: Game, trig: EntersTheBattlefield, holder: Any, ctrl: Player, e: ev.ZoneChange
) -> Any:
    if e.to_zone != "battlefield" or e.new is None:
        return None
    if trig.uncast and was_cast(e.old):  # "and it wasn't cast" (601.2i)
        return None
    return e.new if subject_matches(game, trig.subject, holder, ctrl, e.new) else None


def was_cast(old: Any) -> bool:
    """601.2i: whether an object entering the battlefield was a spell that was cast (a copy
    of a spell on the stack wasn't, 707.10)."""
    from ..objects.game_objects import Spell

    return isinstance(old, Spell) and not old.is_copy


@matcher(EntersFromZone, ev.ZoneChange)
def _enters_from(
    game: Game, trig: EntersFromZone, holder: Any, ctrl: Player, e: ev.ZoneChange
) -> Any:
    if e.to_zone != "battlefield" or e.new is None or e.from_zone != trig.zone:
        return None
    return e.new if subject_matches(game, trig.subject, holder, ctrl, e.new) else None


@matcher(EntersAttached, ev.ZoneChange)
def _enters_attached(
    game: Game, trig: EntersAttached, holder: Any, ctrl: Player, e: ev.ZoneChange
) -> Any:
    if e.to_zone != "battlefield" or e.new is not holder:
        return None
    host = holder.attached_to
    return host if isinstance(host, Permanent) and host.is_creature else None


@matcher(Dies, ev.ZoneChange, looks_back=True)
def _dies(game: Game, trig: Dies, holder: Any, ctrl: Player, e: ev.ZoneChange) -> Any:
    if e.from_zone != "battlefield" or e.to_zone != "graveyard" or not e.old.is_creature:
        return None
    return e.old if subject_matches(game, trig.subject, holder, ctrl, e.old) else None


@matcher(DiesEnchanted, ev.ZoneChange, looks_back=True)
def _dies_enchanted(
    game: Game, trig: DiesEnchanted, holder: Any, ctrl: Player, e: ev.ZoneChange
) -> Any:
    if e.from_zone != "battlefield" or e.to_zone != "graveyard" or e.old.lki is None:
        return None
    return e.old if holder in e.old.lki.attachments and e.old.is_creature else None


@matcher(CardPutIntoGraveyard, ev.ZoneChange)
def _to_graveyard(
    game: Game, trig: CardPutIntoGraveyard, holder: Any, ctrl: Player, e: ev.ZoneChange
) -> Any:
    if e.to_zone != "graveyard" or e.new is None or e.new.is_token:
        return None
    return e.new if player_matches(trig.owner, e.new.owner, ctrl, holder) else None


@matcher(BeginningOfStep, ev.StepBegan)
def _step(game: Game, trig: BeginningOfStep, holder: Any, ctrl: Player, e: ev.StepBegan) -> Any:
    if trig.step != e.step:
        return None
    return e.active if player_matches(trig.whose, e.active, ctrl, holder) else None


@matcher(NextBeginningOfStep, ev.StepBegan)
def _next_step(
    game: Game, trig: NextBeginningOfStep, holder: Any, ctrl: Player, e: ev.StepBegan
) -> Any:
    return e.active if trig.step == e.step else None


@matcher(Attacks, ev.Attacked)
def _attacks(game: Game, trig: Attacks, holder: Any, ctrl: Player, e: ev.Attacked) -> Any:
    if trig.defending is not None:  # 506.2: "attacks you or a planeswalker you control"
        attacked = e.defender if isinstance(e.defender, Player) else e.defender.controller
        if not player_matches(trig.defending, attacked, ctrl, holder):
            return None
    return e.attacker if subject_matches(game, trig.subject, holder, ctrl, e.attacker) else None


@matcher(Blocks, ev.Blocked)
def _blocks(game: Game, trig: Blocks, holder: Any, ctrl: Player, e: ev.Blocked) -> Any:
    return e.blocker if subject_matches(game, trig.subject, holder, ctrl, e.blocker) else None


@matcher(AttacksOrBlocks, ev.Attacked, ev.Blocked)  # "attacks or blocks": both kinds of event
def _attacks_or_blocks(game: Game, trig: AttacksOrBlocks, holder: Any, ctrl: Player, e: Any) -> Any:
    obj = e.attacker if isinstance(e, ev.Attacked) else e.blocker
    return obj if subject_matches(game, trig.subject, holder, ctrl, obj) else None


@matcher(BecomesBlocked, ev.BecameBlocked)
def _becomes_blocked(
    game: Game, trig: BecomesBlocked, holder: Any, ctrl: Player, e: ev.BecameBlocked
) -> Any:
    if not subject_matches(game, trig.subject, holder, ctrl, e.attacker):
        return None
    if trig.once:  # 509.3c: "becomes blocked" triggers once, however many blockers
        return e.attacker
    return list(e.blockers)  # 509.3d: "by a creature" triggers once per blocker


@matcher(DealsDamageToPlayer, ev.DamageDealt)
def _damage_to_player(
    game: Game, trig: DealsDamageToPlayer, holder: Any, ctrl: Player, e: ev.DamageDealt
) -> Any:
    if (trig.combat_only and not e.combat) or (trig.noncombat_only and e.combat):
        return None  # 120.2: noncombat damage is any damage not dealt as combat damage
    if isinstance(e.recipient, Player):
        if not player_matches(trig.player, e.recipient, ctrl, holder):
            return None
    elif not (trig.or_planeswalker and getattr(e.recipient, "is_planeswalker", False)):
        return None  # "to a player or planeswalker": any planeswalker dealt damage (120.3c)
    # the event is about the source that dealt the damage ("that creature", 603.2); the player
    # dealt damage is "that player" (the event's recipient)
    return e.source if subject_matches(game, trig.subject, holder, ctrl, e.source) else None


@matcher(SpellCast, ev.Cast)
def _cast(game: Game, trig: SpellCast, holder: Any, ctrl: Player, e: ev.Cast) -> Any:
    if not player_matches(trig.caster, e.player, ctrl, holder):
        return None
    if not object_matches(e.spell, trig.spells, ctrl, holder):
        return None
    if trig.origin is not None and not cast_from_matches(e.spell, trig.origin):  # 601.2a
        return None
    if trig.during is not None and not player_matches(trig.during, game.active, ctrl, holder):
        return None  # 500.1: cast during another player's turn
    if trig.nth is not None:  # 601.2i: the caster's nth such spell this turn

        def counted(spell: Any) -> bool:
            return object_matches(spell, trig.spells, ctrl, holder)

        if nth_cast_this_turn(game, e.spell, e.player, counted) != trig.nth:
            return None
    return e.spell


@matcher(BecomesTarget, ev.BecameTarget)
def _becomes_target(
    game: Game, trig: BecomesTarget, holder: Any, ctrl: Player, e: ev.BecameTarget
) -> Any:
    if not subject_matches(game, trig.subject, holder, ctrl, e.target):
        return None
    return e.target if _targeted_by(trig, e.by, ctrl, holder) else None


@matcher(PlayerBecomesTarget, ev.BecameTarget)
def _player_becomes_target(
    game: Game, trig: PlayerBecomesTarget, holder: Any, ctrl: Player, e: ev.BecameTarget
) -> Any:
    if not isinstance(e.target, Player) or not player_matches(trig.player, e.target, ctrl, holder):
        return None
    return e.target if _targeted_by(trig, e.by, ctrl, holder) else None


def _targeted_by(trig: Any, by: Any, ctrl: Player, holder: Any) -> bool:
    """115.1: whether ``by`` is a spell (of the trigger's spells) or, where the trigger says so,
    an ability, controlled by the player the trigger names ("an opponent controls", 113.8)."""
    from ..objects.game_objects import Spell

    if isinstance(by, StackAbility):
        allowed = trig.abilities  # "becomes the target of a spell": not of an ability
    else:
        allowed = isinstance(by, Spell) and (
            trig.spells is None or object_matches(by, trig.spells, ctrl, holder)
        )
    return allowed and player_matches(trig.controller, by.controller, ctrl, holder)


@matcher(LosesLife, ev.LifeLost)
def _loses_life(game: Game, trig: LosesLife, holder: Any, ctrl: Player, e: ev.LifeLost) -> Any:
    if trig.first_each_turn and e.player.life_lost_this_turn != e.amount:
        return None  # life was lost earlier this turn: this is not the first time
    return e.player if player_matches(trig.player, e.player, ctrl, holder) else None


@matcher(GainsLife, ev.LifeGained)
def _gains_life(game: Game, trig: GainsLife, holder: Any, ctrl: Player, e: ev.LifeGained) -> Any:
    return e.player if player_matches(trig.player, e.player, ctrl, holder) else None


@matcher(Draws, ev.Drew)
def _draws(game: Game, trig: Draws, holder: Any, ctrl: Player, e: ev.Drew) -> Any:
    # 121.2: one event per card; "your second card each turn": only the turn's nth draw (the
    # count kept as each card is drawn, 504.1's draw included)
    if trig.nth is not None and e.player.cards_drawn_this_turn != trig.nth:
        return None
    return e.card if player_matches(trig.player, e.player, ctrl, holder) else None


@matcher(CountersPutOn, ev.CountersPut)
def _counters(game: Game, trig: CountersPutOn, holder: Any, ctrl: Player, e: ev.CountersPut) -> Any:
    if trig.kind is not None and e.kind != trig.kind:
        return None
    return e.obj if subject_matches(game, trig.subject, holder, ctrl, e.obj) else None


@matcher(TransformsInto, ev.Transformed, ev.ZoneChange)
def _transforms_into(game: Game, trig: TransformsInto, holder: Any, ctrl: Player, e: Any) -> Any:
    # 701.28g: the ability is on the face now up, so the holder's transforming is the event;
    # "enters the battlefield or transforms into" also watches it entering (603.6a).
    if isinstance(e, ev.Transformed):
        return holder if e.obj is holder else None
    if trig.or_enters and e.to_zone == "battlefield" and e.new is holder:
        return holder
    return None


# Every game event: "enters the battlefield or <event>" listens to zone changes and to what its
# second event listens to (found by that event's own type when an event comes).
_EVERY_EVENT = tuple(ev.GameEvent.__subclasses__())


@matcher(EntersOr, *_EVERY_EVENT, looks_back=True)
def _enters_or(game: Game, trig: EntersOr, holder: Any, ctrl: Player, e: Any) -> Any:
    # 603.2: either event triggers it; 603.6a: the first is the source entering the battlefield.
    # It looks back in time for its second event (603.10a: "or dies"); an object that left
    # can't be the one entering.
    if isinstance(e, ev.ZoneChange) and e.to_zone == "battlefield" and e.new is holder:
        return holder
    meaning: TriggerMeaning = TRIGGER_EVENTS.of(trig.event)
    if not isinstance(e, meaning.events):
        return None
    return meaning.match(game, trig.event, holder, ctrl, e)


@matcher(IsDealtDamage, ev.DamageReceived)
def _is_dealt_damage(
    game: Game, trig: IsDealtDamage, holder: Any, ctrl: Player, e: ev.DamageReceived
) -> Any:
    # 120.3: once per damage event and recipient (its sources' damage summed)
    if isinstance(e.recipient, Player):
        return None
    return e.recipient if subject_matches(game, trig.subject, holder, ctrl, e.recipient) else None


@matcher(PlayerIsDealtDamage, ev.DamageReceived)
def _player_is_dealt_damage(
    game: Game, trig: PlayerIsDealtDamage, holder: Any, ctrl: Player, e: ev.DamageReceived
) -> Any:
    if not isinstance(e.recipient, Player) or (trig.noncombat_only and e.combat):
        return None  # 120.2: noncombat damage is any damage not dealt in combat damage steps
    return e.recipient if player_matches(trig.player, e.recipient, ctrl, holder) else None


@matcher(Discards, ev.Discarded)
def _discards(game: Game, trig: Discards, holder: Any, ctrl: Player, e: ev.Discarded) -> Any:
    # 701.8: one event per card discarded; the event's object is the card in its new zone
    if not player_matches(trig.player, e.player, ctrl, holder):
        return None
    return e.new if e.new is not None else e.card


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
    for card in in_graveyards(game):  # 113.6k: abilities that function in a graveyard
        for event_cls, ability in listening(card.abilities, ZoneKind.GRAVEYARD):
            idx.setdefault(event_cls, []).append((card, ability))
    game.trigger_index = idx
    return idx


def in_graveyards(game: Game) -> list[Any]:
    """The cards in graveyards with a triggered ability that functions there (113.6k)."""
    return [
        card
        for player in game.players
        for card in player.graveyard.objects
        if listening(card.abilities, ZoneKind.GRAVEYARD)
    ]


@lru_cache(maxsize=4096)
def listening(
    abilities: tuple[Any, ...], zone: ZoneKind = ZoneKind.BATTLEFIELD
) -> tuple[tuple[type, Any], ...]:
    """(event class, ability) for each triggered ability among ``abilities`` that functions in
    ``zone`` (113.6; an emblem's, in the command zone, are those of the default) (cached)."""
    out: list[tuple[type, Any]] = []
    for ability in abilities:
        if not isinstance(ability, TriggeredAbility) or ability.trigger is None:
            continue  # (an engine ability put on the stack directly: miracle's, 702.94a)
        if ability.functions_in != zone:
            continue
        meaning: TriggerMeaning = TRIGGER_EVENTS.of(ability.trigger)
        out.extend((event_cls, ability) for event_cls in meaning.events)
    return tuple(out)


def emit(game: Game, event: Any, look_back: Sequence[Any] = ()) -> None:
    """603.2: every ability whose trigger condition ``event`` meets triggers."""
    candidates = _index(game).get(type(event), ())
    extra: list[tuple[Any, Any]] = []
    for old in look_back:  # 603.10a: abilities of objects that left in this event
        for ability in old.chars.abilities:
            if (
                isinstance(ability, TriggeredAbility)
                and ability.functions_in == ZoneKind.BATTLEFIELD
                and _looks_back(ability.trigger)
                and isinstance(event, TRIGGER_EVENTS.of(ability.trigger).events)  # its kind
            ):
                extra.append((old, ability))
    if not candidates and not extra and not game.delayed_triggers:
        return
    for holder, ability in list(candidates) + extra:
        _try(game, holder, ability, holder.controller, event, None)
    if game.delayed_triggers:
        for delayed in list(game.delayed_triggers):
            meaning: TriggerMeaning = TRIGGER_EVENTS.of(delayed.trigger)
            if not isinstance(event, meaning.events):
                continue
            fired = _try(game, delayed.source, delayed.ability, delayed.controller, event, delayed)
            if fired and delayed.once and delayed in game.delayed_triggers:
                game.delayed_triggers.remove(delayed)


def _try(
    game: Game, holder: Any, ability: Any, controller: Player, event: Any, delayed: Any
) -> bool:
    trig = delayed.trigger if delayed is not None else ability.trigger
    meaning: TriggerMeaning = TRIGGER_EVENTS.of(trig)
    found = meaning.match(game, trig, holder, controller, event)
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
        if not _may_trigger_this_turn(game, holder, ability):
            continue
        game.pending_triggers.append(pending)
        fired = True
    return fired


def _may_trigger_this_turn(game: Game, holder: Any, ability: Any) -> bool:
    """603.2: "This ability triggers only once each turn." — False if it did this turn (its
    object's; an intervening "if" that was false is no triggering, 603.4); notes it otherwise."""
    if not getattr(ability, "once_each_turn", False):
        return True
    key = (id(holder), ability)
    if key in game.triggered_this_turn:
        return False
    game.triggered_this_turn[key] = holder  # kept alive: its id names no other object
    return True


def _looks_back(trigger: Any) -> bool:
    """603.10a: whether a trigger of this type looks back in time (None: an engine ability)."""
    if trigger is None:
        return False
    meaning: TriggerMeaning = TRIGGER_EVENTS.of(trigger)
    return meaning.looks_back


def zone_changes(game: Game, changes: Sequence[ev.ZoneChange]) -> None:
    """Trigger on simultaneous zone changes, leave-the-battlefield abilities looking back."""
    left = [c.old for c in changes if c.from_zone == "battlefield"]
    for change in changes:
        emit(game, change, left)
    if changes:  # 603.2c: "one or more" triggers see the event's zone changes together
        emit(game, ev.Simultaneous(tuple(changes)), left)


def intervening_if(game: Game, pending: PendingTrigger | StackAbility) -> bool:
    """603.4: the ability's intervening "if" clause (a method or a condition value)."""
    ability = pending.ability
    cond = getattr(ability, "condition", None)
    if cond is None:
        return True
    if callable(cond):
        from ...context.resolution import ResolutionContext

        ctx = ResolutionContext(game, pending.source, pending.controller, (), item=pending)
        return bool(cond(ctx))
    from ..layers.affected import condition

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
    from ..casting.targets import announce_targets  # local: casting imports this module's users

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
            ability = trig.ability
            what = ev.describe_event(trig.event)
            if getattr(ability, "modes", ()):  # 603.3c: a modal ability's mode is chosen as it goes on the stack
                ability = chosen_mode(game, player, trig)
                if ability is None:
                    game.log.add(
                        "trigger",
                        f"{trig.name} triggers ({what}) but no mode can be chosen",
                        source=trig.source.name,
                    )
                    continue
            item = StackAbility(game, trig.source, player, ability, "triggered")
            item.event = trig.event
            item.remembered = list(trig.remembered)
            if ability.targets and not has_legal_targets(
                game, ability.targets, player, trig.source
            ):
                game.log.add(
                    "trigger",
                    f"{item.name} triggers ({what}) but has no legal targets",
                    source=trig.source.name,
                )
                continue  # 603.3d
            game.stack.add(item)
            announce_targets(game, player, item, trig.source, ability)
            # 115.1b, 603.3d: a triggered ability's targets are chosen as it is put on the
            # stack; each one becomes the target of that ability then
            chosen: list[Any] = []
            for target in item.all_targets:
                if not any(target is seen for seen in chosen):  # once per object (115.1)
                    chosen.append(target)
                    emit(game, ev.BecameTarget(target, item))
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

