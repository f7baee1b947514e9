"""Turn structure (500–514): steps, turn-based actions, and the step machine.

A step runs as ``begin_step`` (turn-based actions, then "at the beginning of"
triggers), ``finish_step`` (priority, then the end of the step: mana pools
empty, 500.4) and ``next_step``.  Scenario tests drive these one at a time;
:func:`run_turn` drives a whole turn.  Extra turns (500.7) are taken right
after the current one, the most recently created first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..definitions import Step
from .combat import damage as combat_damage
from .combat import declarations as combat
from .errors import IllegalActionError
from .layers.durations import Moment, expire
from .layers.layer_effects import has_rule
from .layers.rules import NO_MAX_HAND_SIZE, DoesntUntapRule
from .stack.priority import run_priority
from .triggers import events
from .triggers import triggered_abilities as triggers

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects.players import Player

STEP_ORDER: tuple[Step, ...] = (
    Step.UNTAP,
    Step.UPKEEP,
    Step.DRAW,  # beginning phase, 501
    Step.PRECOMBAT_MAIN,  # 505
    Step.BEGINNING_OF_COMBAT,
    Step.DECLARE_ATTACKERS,
    Step.DECLARE_BLOCKERS,
    Step.COMBAT_DAMAGE,
    Step.END_OF_COMBAT,  # combat phase, 506
    Step.POSTCOMBAT_MAIN,
    Step.END,
    Step.CLEANUP,  # ending phase, 512
)


def begin_turn(game: Game, player: Player) -> None:
    """Start a new turn for ``player`` (302.6: what they control stops being "new" to them)."""
    game.turn += 1
    game.log.turn = game.turn
    game.active = player
    game.step = None
    player.turn_began = game.tick()
    player.turns_taken += 1
    expire(game, Moment.TURN_BEGINS, player)  # 611.2b: "until your next turn" ends as it begins
    game.spells_cast_this_turn = []
    game.died_this_turn = []
    game.triggered_this_turn = {}
    for p in game.players:
        p.lands_played_this_turn = 0
        p.cards_drawn_this_turn = 0
        p.life_gained_this_turn = 0
        p.life_lost_this_turn = 0
        p.attacked_this_turn = False
        p.spells_cast_last_turn = p.spells_cast_this_turn  # "last turn" is the turn that ended
        p.spells_cast_this_turn = 0
    game.touch()
    lives = ", ".join(f"{p.name} {p.life}" for p in game.players)
    game.log.add(
        "turn",
        f"=== Turn {game.turn}: {player.name} (life: {lives}) ===",
        player=player.name,
        life={p.name: p.life for p in game.players},
    )


def _untap_step(game: Game) -> None:
    """502.3: the active player untaps their permanents, except those that don't untap."""
    ap = game.active
    for perm in list(game.battlefield.objects):
        # "doesn't untap during that player's next untap step": this is that step, whoever
        # controls the permanent now; the effect ends with it (611.2a)
        named = ap in perm.skip_untaps_of
        if named:
            perm.skip_untaps_of = [p for p in perm.skip_untaps_of if p is not ap]
        if perm.controller is not ap:
            continue
        if perm.skip_untaps > 0:  # "doesn't untap during its controller's next untap step"
            # every such effect names this same step, and all of them end with it
            perm.skip_untaps = 0
            continue
        if named:
            continue
        if perm.tapped and not has_rule(perm, DoesntUntapRule):
            game.untap(perm, log=False)  # 502.3, 701.26b


def begin_step(game: Game, step: Step) -> None:
    """Enter ``step`` and perform its turn-based actions (703), then its beginning triggers."""
    game.step = step
    ap = game.active
    if step == Step.UNTAP:
        _untap_step(game)
    elif step == Step.DRAW:  # 504.1
        # 103.8a: in a two-player game the starting player skips the first draw.
        if not (game.turn == 1 and ap is game.starting_player and len(game.players) == 2):
            game.draw(ap, 1)
    elif step == Step.DECLARE_ATTACKERS:
        combat.declare_attackers(game)
    elif step == Step.DECLARE_BLOCKERS:
        combat.declare_blockers(game)
    elif step == Step.COMBAT_DAMAGE:
        combat_damage.begin_damage_step(game)
        combat_damage.combat_damage(game)
    elif step == Step.CLEANUP:
        game.cleanup_again = False
        _discard_to_hand_size(game, ap)  # 514.1
        for perm in game.battlefield.objects:  # 514.2: simultaneously
            perm.damage = 0
            perm.damaged_by.clear()
        expire(game, Moment.CLEANUP)  # 514.2: "until end of turn" and "this turn" effects end
        game.touch()
    if step != Step.UNTAP:  # 502.4: no priority (and no "beginning of" triggers matter) in untap
        triggers.emit(game, events.StepBegan(step, ap))


def _discard_to_hand_size(game: Game, player: Player) -> None:
    if game.has_player_rule(player, NO_MAX_HAND_SIZE):  # 402.2
        return
    excess = len(player.hand) - player.max_hand_size
    if excess <= 0:
        return
    hand = list(player.hand.objects)
    chosen = list(player.agent.choose_discard(game, player, hand, excess))
    if (
        len(chosen) != excess
        or len({id(c) for c in chosen}) != excess
        or any(c not in hand for c in chosen)
    ):
        raise IllegalActionError(f"{player.name} must discard exactly {excess} card(s) from hand")
    for card in chosen:
        game.discard(player, card)


def finish_step(game: Game, step: Step) -> None:
    """Priority for the step (none in untap, 502.4; usually none in cleanup, 514.3), then end it."""
    if step == Step.CLEANUP:
        if game.before_priority():  # 514.3a
            run_priority(game)
            game.cleanup_again = True
    elif step != Step.UNTAP:
        run_priority(game)
    end_step(game, step)


def end_step(game: Game, step: Step) -> None:
    """500.4: mana empties from pools; 511.3: combat ends with the end of combat step."""
    for p in game.players:
        p.mana_pool.empty()
    if step == Step.END_OF_COMBAT:
        combat.end_combat(game)


def next_step(game: Game, step: Step) -> Step | None:
    """The step after ``step`` this turn, or None when the turn is over."""
    if step == Step.DECLARE_ATTACKERS and (game.combat is None or not game.combat.attackers):
        return Step.END_OF_COMBAT  # 508.8: no attackers — skip blockers and damage
    if step == Step.COMBAT_DAMAGE and game.combat is not None and game.combat.first_strike_step:
        return Step.COMBAT_DAMAGE  # 510.4: a second combat damage step follows
    if step == Step.CLEANUP:
        return Step.CLEANUP if game.cleanup_again else None  # 514.3a
    i = STEP_ORDER.index(step)
    return STEP_ORDER[i + 1] if i + 1 < len(STEP_ORDER) else None


def next_turn_player(game: Game) -> Player:
    """500.7: an extra turn (most recent first), else the next player in turn order."""
    while game.extra_turns:
        player = game.extra_turns.pop()
        if player.in_game:
            return player
    return game.starting_player if game.turn == 0 else game.next_player(game.active)


def run_turn(game: Game) -> None:
    """Play one whole turn of the next player (an extra turn first, 500.7)."""
    begin_turn(game, next_turn_player(game))
    step: Step | None = Step.UNTAP
    while step is not None:
        begin_step(game, step)
        finish_step(game, step)
        step = next_step(game, step)
