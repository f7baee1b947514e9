"""Turn structure (500–514): steps, turn-based actions, and the step machine.

A step runs as ``begin_step`` (turn-based actions, then "at the beginning of"
triggers), ``finish_step`` (priority, then the end of the step: mana pools
empty, 500.4) and ``next_step``.  Scenario tests drive these one at a time;
:func:`run_turn` drives a whole turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import combat, triggers
from .actions_status import end_of_turn, next_extra_turn, skips_untap
from .continuous import end_until_end_of_turn_effects
from .definitions import Step
from .errors import IllegalActionError
from .priority import run_priority

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .players import Player

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
    """Start a new turn for ``player``: 302.6 summoning sickness ends for what they control."""
    game.turn += 1
    game.log.turn = game.turn
    game.active = player
    game.step = None
    for p in game.players:
        p.lands_played_this_turn = 0
        p.cards_drawn_this_turn = 0
        p.life_gained_this_turn = 0
    for perm in game.battlefield.objects:
        if perm.controller is player:
            perm.sick = False
    lives = ", ".join(f"{p.name} {p.life}" for p in game.players)
    game.log.add(
        "turn",
        f"=== Turn {game.turn}: {player.name} (life: {lives}) ===",
        player=player.name,
        life={p.name: p.life for p in game.players},
    )


def begin_step(game: Game, step: Step) -> None:
    """Enter ``step`` and perform its turn-based actions (703), then its beginning triggers."""
    game.step = step
    ap = game.active
    if step == Step.UNTAP:  # 502.3
        for perm in game.battlefield.objects:
            if perm.controller is ap and perm.tapped and not skips_untap(game, perm):
                perm.tapped = False
    elif step == Step.DRAW:  # 504.1
        # 103.7a (seed numbering): in a two-player game the starting player skips the first draw.
        if not (game.turn == 1 and ap is game.starting_player and len(game.players) == 2):
            game.draw(ap, 1)
    elif step == Step.DECLARE_ATTACKERS:
        combat.declare_attackers(game)
    elif step == Step.DECLARE_BLOCKERS:
        combat.declare_blockers(game)
    elif step == Step.COMBAT_DAMAGE:
        combat.begin_damage_step(game)
        combat.combat_damage(game)
    elif step == Step.CLEANUP:
        game.cleanup_again = False
        _discard_to_hand_size(game, ap)  # 514.1
        for perm in game.battlefield.objects:  # 514.2: simultaneously
            perm.damage = 0
            end_until_end_of_turn_effects(perm)
        end_of_turn(game)  # 514.2: "this turn" marks and control until end of turn
    triggers.step_began(game, step)


def _discard_to_hand_size(game: Game, player: Player) -> None:
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


def run_turn(game: Game) -> None:
    """Play one whole turn of the next player in turn order."""
    extra = next_extra_turn(game) if game.turn else None  # 500.7
    player = game.starting_player if game.turn == 0 else extra or game.next_player(game.active)
    begin_turn(game, player)
    step: Step | None = Step.UNTAP
    while step is not None:
        begin_step(game, step)
        finish_step(game, step)
        step = next_step(game, step)
