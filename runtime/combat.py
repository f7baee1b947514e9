"""The combat phase (506–511): declaring attackers and blockers, combat damage.

Damage assignment among several blockers follows the damage assignment order
of 509.2 / 510.1c as written up to 2024 (the attacking player orders the
blockers and must assign lethal damage to each before the next); the
Foundations (2024) rules removed the order, and ``Agent.assign_combat_damage``
is the single place that would change.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .agents import lethal_damage
from .damage import deal_damage
from .definitions import Keyword
from .errors import IllegalActionError
from .objects import Permanent
from .players import Player

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

_LANDWALK = {Keyword.SWAMPWALK: "Swamp"}


@dataclass(slots=True)
class Combat:
    """The state of one combat phase."""

    attackers: list[Permanent] = field(default_factory=list)
    defending: Player | None = None
    blockers: list[Permanent] = field(default_factory=list)
    first_strike_step: bool = (
        False  # the current combat damage step is the first-strike one (510.4)
    )
    first_strike_done: bool = False


def can_attack(perm: Permanent, player: Player) -> bool:
    """508.1a: an untapped creature its controller has controlled since the turn began (302.6), without defender (702.3b)."""
    if not perm.is_creature or perm.controller is not player or perm.tapped:
        return False
    kws = perm.keywords
    if Keyword.DEFENDER in kws:
        return False
    return not perm.sick or Keyword.HASTE in kws


def attack_candidates(game: Game, player: Player) -> list[Permanent]:
    """Creatures ``player`` could attack with now."""
    return [p for p in game.battlefield.objects if can_attack(p, player)]


def declare_attackers(game: Game) -> None:
    """508.1: the active player declares attackers; attacking taps them unless they have vigilance."""
    player = game.active
    candidates = attack_candidates(game, player)
    chosen = list(player.agent.declare_attackers(game, player, candidates))
    if len({id(c) for c in chosen}) != len(chosen) or any(c not in candidates for c in chosen):
        raise IllegalActionError(
            f"{player.name} declared illegal attackers: {[c.name for c in chosen]}"
        )
    defending = game.opponents(player)[0]  # 506.2: two-player game
    game.combat = Combat(attackers=chosen, defending=defending)
    for perm in chosen:
        if Keyword.VIGILANCE not in perm.keywords:  # 508.1f / 702.20b
            perm.tapped = True
        perm.attacking = defending
    if chosen:
        game.log.add(
            "attack",
            f"{player.name} attacks {defending.name} with " + ", ".join(p.name for p in chosen),
            player=player.name,
            attackers=[p.name for p in chosen],
            defending=defending.name,
        )


def can_block(blocker: Permanent, attacker: Permanent, game: Game) -> bool:
    """509.1b: block restrictions — flying (702.9b) and landwalk (702.14c)."""
    akw = attacker.keywords
    if Keyword.FLYING in akw:
        bkw = blocker.keywords
        if Keyword.FLYING not in bkw and Keyword.REACH not in bkw:
            return False
    for kw, land_type in _LANDWALK.items():
        if kw in akw and any(
            p.controller is blocker.controller and land_type in p.subtypes
            for p in game.battlefield.objects
        ):
            return False
    return True


def block_options(game: Game, defender: Player) -> dict[Permanent, list[Permanent]]:
    """For each untapped creature ``defender`` controls, the attackers it could block."""
    combat = game.combat
    attackers = (
        [a for a in combat.attackers if a.on_battlefield and a.attacking is defender]
        if combat
        else []
    )
    out: dict[Permanent, list[Permanent]] = {}
    if not attackers:
        return out
    for perm in game.battlefield.objects:
        if perm.is_creature and perm.controller is defender and not perm.tapped:
            can = [a for a in attackers if can_block(perm, a, game)]
            if can:
                out[perm] = can
    return out


def declare_blockers(game: Game) -> None:
    """509.1: the defending player declares blockers; 509.2: damage assignment order."""
    combat = game.combat
    if combat is None or combat.defending is None:
        return
    defender = combat.defending
    options = block_options(game, defender)
    attacking = [a for a in combat.attackers if a.on_battlefield]
    blocks: Mapping[Permanent, Permanent] = (
        defender.agent.declare_blockers(game, defender, options) if attacking else {}
    )
    for blocker, attacker in blocks.items():
        if blocker not in options or attacker not in options[blocker]:
            raise IllegalActionError(f"{blocker.name} can't block {attacker.name}")
    for blocker, attacker in blocks.items():
        blocker.blocking = attacker
        attacker.blocked = True  # 509.1h
        attacker.blockers.append(blocker)
        combat.blockers.append(blocker)
        game.log.add(
            "block",
            f"{defender.name} blocks {attacker.name} with {blocker.name}",
            player=defender.name,
            blocker=blocker.name,
            attacker=attacker.name,
        )
    for attacker in combat.attackers:  # 509.2
        if len(attacker.blockers) > 1:
            ap = attacker.controller
            order = list(ap.agent.order_blockers(game, ap, attacker, list(attacker.blockers)))
            if sorted(map(id, order)) != sorted(map(id, attacker.blockers)):
                raise IllegalActionError(
                    f"{ap.name} must order exactly the creatures blocking {attacker.name}"
                )
            attacker.blockers = order
    unblocked = [a.name for a in combat.attackers if not a.blocked]
    if unblocked and blocks:
        game.log.add("block", f"Unblocked: {', '.join(unblocked)}", unblocked=unblocked)
    elif not blocks and combat.attackers:
        game.log.add("block", f"{defender.name} doesn't block", player=defender.name)


def _strikes_first(perm: Permanent) -> bool:
    kws = perm.keywords
    return Keyword.FIRST_STRIKE in kws or Keyword.DOUBLE_STRIKE in kws


def combatants(game: Game) -> list[Permanent]:
    """Attacking and blocking creatures still on the battlefield."""
    combat = game.combat
    if combat is None:
        return []
    return [p for p in combat.attackers + combat.blockers if p.on_battlefield and p.in_combat]


def begin_damage_step(game: Game) -> None:
    """510.4: decide whether this combat damage step is the first-strike one."""
    combat = game.combat
    if combat is None:
        return
    combat.first_strike_step = not combat.first_strike_done and any(
        _strikes_first(p) for p in combatants(game)
    )


def _deals_damage_now(perm: Permanent, combat: Combat) -> bool:
    if combat.first_strike_step:
        return _strikes_first(perm)
    if combat.first_strike_done:
        # 510.4: the second step — creatures that didn't strike first, and double strikers.
        return not perm.dealt_first_strike_damage or Keyword.DOUBLE_STRIKE in perm.keywords
    return True


def _validate_assignment(
    attacker: Permanent,
    blockers: Sequence[Permanent],
    amount: int,
    defender: Any | None,
    assignment: Mapping[Any, int],
) -> None:
    if sum(assignment.values()) != amount or any(v < 0 for v in assignment.values()):
        raise IllegalActionError(f"{attacker.name} must assign exactly {amount} damage")
    allowed = list(blockers) + ([defender] if defender is not None else [])
    if any(not any(k is a for a in allowed) for k in assignment):
        raise IllegalActionError(f"{attacker.name} assigned damage to something it can't")
    # 510.1c: lethal damage to a blocker before any to the next one in order; 702.19c trample.
    for i, b in enumerate(blockers):
        if assignment.get(b, 0) < lethal_damage(attacker, b):
            later = list(blockers[i + 1 :]) + ([defender] if defender is not None else [])
            if any(assignment.get(x, 0) for x in later):
                raise IllegalActionError(
                    f"{attacker.name} must assign lethal damage to {b.name} first"
                )


def combat_damage(game: Game) -> None:
    """510.1–510.2: assign all combat damage, then deal it simultaneously."""
    combat = game.combat
    if combat is None:
        return
    assignments: list[tuple[Permanent, Any, int]] = []
    for attacker in combat.attackers:
        if not (
            attacker.on_battlefield and attacker.attacking is not None
        ) or not _deals_damage_now(attacker, combat):
            continue
        if combat.first_strike_step:
            attacker.dealt_first_strike_damage = True
        power = attacker.power
        if power <= 0:  # 510.1a
            continue
        defender = attacker.attacking
        if not attacker.blocked:
            assignments.append((attacker, defender, power))
            continue
        blockers = [b for b in attacker.blockers if b.on_battlefield and b.blocking is attacker]
        trample = Keyword.TRAMPLE in attacker.keywords
        if not blockers:
            if trample:  # 702.19e
                assignments.append((attacker, defender, power))
            continue  # 510.1c: blocked, no blockers left — no damage
        if len(blockers) == 1 and not trample:
            assignments.append((attacker, blockers[0], power))
            continue
        ap = attacker.controller
        split = ap.agent.assign_combat_damage(
            game, ap, attacker, blockers, power, defender if trample else None
        )
        _validate_assignment(attacker, blockers, power, defender if trample else None, split)
        assignments.extend((attacker, r, n) for r, n in split.items() if n > 0)
    for blocker in combat.blockers:
        if not (blocker.on_battlefield and blocker.blocking is not None) or not _deals_damage_now(
            blocker, combat
        ):
            continue
        if combat.first_strike_step:
            blocker.dealt_first_strike_damage = True
        attacker = blocker.blocking
        power = blocker.power
        if power > 0 and attacker.on_battlefield:  # 510.1d
            assignments.append((blocker, attacker, power))
    for source, recipient, amount in assignments:  # 510.2: dealt simultaneously
        deal_damage(game, source, recipient, amount, combat=True)
    if combat.first_strike_step:
        combat.first_strike_done = True


def end_combat(game: Game) -> None:
    """511.3: at the end of the end of combat step, creatures are removed from combat."""
    if game.combat is not None:
        for perm in game.combat.attackers + game.combat.blockers:
            perm.remove_from_combat()
    game.combat = None
