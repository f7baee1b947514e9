"""The combat damage step (510): first strike, assignment, and dealing damage at once.

Damage assignment follows the current rule (510.1c–d as of the Foundations
update, 2024): there is no damage assignment order any more (509.2 was
removed).  A blocked creature blocked by two or more creatures divides its
combat damage among them as its controller chooses; a creature blocking two
or more attackers divides its damage among them likewise.  With trample
(702.19b) an attacker may assign damage to the player or planeswalker it is
attacking only once every creature blocking it has been assigned lethal
damage (702.2c: 1 is lethal from a deathtouch source).  All combat damage is
then dealt simultaneously (510.2).

A creature with first strike or double strike makes a first combat damage
step happen (510.4); in the second one, the creatures that didn't deal first-
strike damage and those with double strike deal damage.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...definitions import Keyword
from ..errors import IllegalActionError
from ..layers.layer_effects import rules_of
from ..layers.rules import AssignsDamageByToughnessRule
from ..objects.game_objects import Permanent
from ..replacement.damage import deal_damage_batch

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from .declarations import Combat


def lethal_damage(source: Any, creature: Any) -> int:
    """702.19b / 702.2c: the damage ``source`` must assign to ``creature`` for it to count as lethal."""
    left = max(0, creature.toughness - creature.damage)
    if left > 0 and Keyword.DEATHTOUCH in source.keywords:
        return 1
    return left


def greedy_assignment(
    attacker: Any, blockers: Sequence[Any], amount: int, defender: Any | None
) -> dict[Any, int]:
    """Lethal damage to each blocker in turn, the rest to the player (trample) or the last blocker."""
    out: dict[Any, int] = {}
    left = amount
    for b in blockers:
        give = min(left, lethal_damage(attacker, b))
        out[b] = give
        left -= give
    if left:
        if defender is not None:
            out[defender] = out.get(defender, 0) + left  # 702.19b trample
        elif blockers:
            out[blockers[-1]] += left
    return out


def strikes_first(perm: Permanent) -> bool:
    """First strike or double strike (702.7, 702.4)."""
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
        strikes_first(p) for p in combatants(game)
    )


def _deals_damage_now(perm: Permanent, combat: Combat) -> bool:
    if combat.first_strike_step:
        return strikes_first(perm)
    if combat.first_strike_done:
        # 510.4: the second step — creatures that didn't strike first, and double strikers.
        return not perm.dealt_first_strike_damage or Keyword.DOUBLE_STRIKE in perm.keywords
    return True


def validate_assignment(
    source: Any,
    recipients: Sequence[Any],
    amount: int,
    defender: Any | None,
    assignment: Mapping[Any, int],
) -> None:
    """510.1c–d (current rules) and 702.19b: a legal division of ``amount``."""
    if sum(assignment.values()) != amount or any(v < 0 for v in assignment.values()):
        raise IllegalActionError(f"{source.name} must assign exactly {amount} damage")
    allowed = list(recipients) + ([defender] if defender is not None else [])
    if any(not any(k is a for a in allowed) for k in assignment):
        raise IllegalActionError(f"{source.name} assigned damage to something it can't")
    if defender is not None and assignment.get(defender, 0):
        for b in recipients:
            if assignment.get(b, 0) < lethal_damage(source, b):
                raise IllegalActionError(
                    f"{source.name} must assign lethal damage to {b.name} before trampling over"
                )


def _attacked_still_there(target: Any) -> bool:
    """506.4c: a planeswalker that left combat (left the battlefield) is dealt no damage."""
    if isinstance(target, Permanent):
        return target.on_battlefield and target.is_planeswalker
    return getattr(target, "in_game", True)


def combat_damage_amount(creature: Permanent) -> int:
    """510.1a: the combat damage a creature assigns is its power — or its toughness if an
    effect says it assigns combat damage equal to its toughness rather than its power (510.1c,
    510.1d)."""
    if rules_of(creature, AssignsDamageByToughnessRule):
        return creature.toughness
    return creature.power


def combat_damage(game: Game) -> None:
    """510.1–510.2: assign all combat damage, then deal it simultaneously."""
    combat = game.combat
    if combat is None:
        return
    assignments: list[tuple[Permanent, Any, int]] = []
    for attacker in list(combat.attackers):
        if not (attacker.on_battlefield and attacker.attacking is not None):
            continue
        if not _deals_damage_now(attacker, combat):
            continue
        if combat.first_strike_step:
            attacker.dealt_first_strike_damage = True
        power = combat_damage_amount(attacker)
        if power <= 0:  # 510.1a
            continue
        target = attacker.attacking
        defender = target if _attacked_still_there(target) else None
        if not attacker.blocked:
            if defender is not None:
                assignments.append((attacker, defender, power))
            continue
        blockers = [b for b in attacker.blockers if b.on_battlefield and attacker in b.blocking]
        trample = Keyword.TRAMPLE in attacker.keywords
        over = defender if trample else None
        if not blockers:
            if over is not None:  # 702.19e
                assignments.append((attacker, over, power))
            continue  # 510.1c: blocked, no blockers left — no damage
        if len(blockers) == 1 and over is None:
            assignments.append((attacker, blockers[0], power))
            continue
        ap = attacker.controller
        split = ap.agent.assign_combat_damage(game, ap, attacker, blockers, power, over)
        validate_assignment(attacker, blockers, power, over, split)
        assignments.extend((attacker, r, n) for r, n in split.items() if n > 0)
    for blocker in list(combat.blockers):
        if not (blocker.on_battlefield and blocker.blocking) or not _deals_damage_now(
            blocker, combat
        ):
            continue
        if combat.first_strike_step:
            blocker.dealt_first_strike_damage = True
        power = combat_damage_amount(blocker)
        attackers = [a for a in blocker.blocking if a.on_battlefield and a.attacking is not None]
        if power <= 0 or not attackers:  # 510.1a / 510.1d
            continue
        if len(attackers) == 1:
            assignments.append((blocker, attackers[0], power))
            continue
        dp = blocker.controller
        split = dp.agent.assign_combat_damage(game, dp, blocker, attackers, power, None)
        validate_assignment(blocker, attackers, power, None, split)
        assignments.extend((blocker, r, n) for r, n in split.items() if n > 0)
    if assignments:
        deal_damage_batch(game, assignments, combat=True)  # 510.2: dealt simultaneously
    if combat.first_strike_step:
        combat.first_strike_done = True
