"""The combat phase (506–511): declaring attackers and blockers, restrictions and requirements.

Attackers (508.1): an untapped creature its controller has controlled
continuously since their most recent turn began (or with haste), without
defender or a "can't attack" effect, attacks the defending player or a
planeswalker they control (506.3).  Requirements ("attacks each combat if
able") are obeyed as far as possible (508.1d): a creature that must attack and
can is added to the declaration.

Blockers (509.1): restrictions — flying/reach (702.9b), landwalk (702.14c),
intimidate (702.13b), fear (702.36b), skulk (702.118b), shadow (702.28b), menace (702.111b),
protection (702.16f), "can't block", "can block only creatures with flying", "can't be
blocked (by …)", power comparisons — are checked only as blockers are declared (FAQ P26(3),
P74, P119); each creature blocks one attacker unless an effect lets it block more
(cumulative, FAQ P117); requirements ("all creatures able to block it do so") are then
maximized (509.1c).  Combat damage is in :mod:`ofuda.runtime.engine.combat.damage`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...definitions import CardType, Color, Keyword, Step
from ..errors import IllegalActionError
from ..layers.layer_effects import rules_of
from ..layers.rules import (
    AttacksDespiteDefenderRule,
    AttacksEachCombatRule,
    BlockersLimitRule,
    CanBeBlockedOnlyByRule,
    CanBlockAdditionalRule,
    CanBlockOnlyRule,
    CantAttackRule,
    CantBeBlockedByLesserPowerRule,
    CantBeBlockedRule,
    CantBlockRule,
    MustBeBlockedIfAbleRule,
    MustBeBlockedRule,
)
from ..objects.game_objects import Permanent
from ..objects.players import Player
from ..objects.targets import object_matches, protected_from
from ..triggers import events as ev
from ..triggers import triggered_abilities as triggers
from .alone import lone_creature

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


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

    def forget(self, perm: Any) -> None:
        """506.4: a permanent removed from combat (it left, changed control, regenerated)."""
        perm.game.touch()
        if perm in self.attackers:
            self.attackers.remove(perm)
        if perm in self.blockers:
            self.blockers.remove(perm)
        for a in self.attackers:
            if perm in a.blockers:
                a.blockers.remove(perm)  # the attacker stays blocked (509.1h)
        for b in self.blockers:
            if perm in b.blocking:
                b.blocking.remove(perm)


# --- attacking -----------------------------------------------------------------------------------


def can_attack(perm: Permanent, player: Player) -> bool:
    """508.1a/c: an untapped creature controlled since the turn began (302.6), no defender (702.3b),
    no "can't attack" effect."""
    if not perm.is_creature or perm.controller is not player or perm.tapped:
        return False
    kws = perm.keywords
    if Keyword.DEFENDER in kws and not rules_of(perm, AttacksDespiteDefenderRule):  # 702.3b
        return False
    if rules_of(perm, CantAttackRule):
        return False
    return not perm.sick or Keyword.HASTE in kws


def attack_candidates(game: Game, player: Player) -> list[Permanent]:
    """Creatures ``player`` could attack with now."""
    return [p for p in game.battlefield.objects if can_attack(p, player)]


def attackable(game: Game, player: Player) -> list[Any]:
    """506.3: what ``player``'s creatures may attack: the opponent and their planeswalkers."""
    out: list[Any] = []
    for opp in game.opponents(player):
        out.append(opp)
        out.extend(p for p in game.battlefield.objects if p.controller is opp and p.is_planeswalker)
    return out


def must_attack(perm: Permanent) -> bool:
    """508.1d: "attacks each combat if able" (FAQ P70, P111)."""
    return bool(rules_of(perm, AttacksEachCombatRule))


def declare_attackers(game: Game) -> None:
    """508.1: the active player declares attackers; attacking taps them unless they have vigilance."""
    player = game.active
    candidates = attack_candidates(game, player)
    targets = attackable(game, player)
    defending = game.opponents(player)[0]  # 506.2: two-player game
    answer = player.agent.declare_attackers(game, player, candidates)
    declared: dict[Permanent, Any] = {}
    if isinstance(answer, Mapping):
        declared = dict(answer)
    else:
        declared = {a: defending for a in answer}
    if len(declared) != len({id(c) for c in declared}) or any(
        c not in candidates for c in declared
    ):
        raise IllegalActionError(
            f"{player.name} declared illegal attackers: {[c.name for c in declared]}"
        )
    for attacker, target in declared.items():
        if not any(target is t for t in targets):
            raise IllegalActionError(
                f"{attacker.name} can't attack {getattr(target, 'name', target)}"
            )
    for perm in candidates:  # 508.1d: requirements obeyed as far as possible
        if perm not in declared and must_attack(perm):
            declared[perm] = defending
            game.log.add("attack", f"{perm.name} attacks because it must", card=perm.name)
    lone = lone_creature(list(declared), attacking=True)
    if lone is not None:  # 506.5
        raise IllegalActionError(f"{lone.name} can't attack alone")
    game.combat = Combat(attackers=list(declared), defending=defending)
    for perm, target in declared.items():
        if Keyword.VIGILANCE not in perm.keywords:  # 508.1f / 702.20b
            game.tap(perm, log=False)  # 701.26a: attacking taps it
        perm.attacking = target
        perm.attacked_turn = game.turn  # 508.1: "if CARDNAME didn't attack this turn"
    if declared:
        # "if you attacked this turn" (raid): creatures declared as attackers (508.1); one put
        # onto the battlefield attacking was never declared (508.4)
        player.attacked_this_turn = True
    if declared:
        # attacking status matters to filters, targets and conditions ("as long as it's
        # attacking", 611.3b): characteristics read above (vigilance) are recomputed
        game.touch()
    if declared:
        parts = []
        for perm, target in declared.items():
            parts.append(perm.name if target is defending else f"{perm.name} (at {target.name})")
        game.log.add(
            "attack",
            f"{player.name} attacks {defending.name} with " + ", ".join(parts),
            player=player.name,
            attackers=[p.name for p in declared],
            defending=defending.name,
        )
    attacked = [ev.Attacked(perm, target) for perm, target in declared.items()]
    for event in attacked:  # 508.3a
        triggers.emit(game, event)
    if attacked:  # 603.2c: "one or more … attack" triggers once for the attackers declared
        triggers.emit(game, ev.Simultaneous(tuple(attacked)))


# The steps after attackers are declared: a combat is under way (506.1).
_COMBAT_STEPS = (
    Step.DECLARE_ATTACKERS,
    Step.DECLARE_BLOCKERS,
    Step.COMBAT_DAMAGE,
    Step.END_OF_COMBAT,
)


def put_into_combat_attacking(game: Game, perms: Sequence[Permanent]) -> None:
    """508.4: creatures put onto the battlefield attacking. Each one's controller chooses which
    player or planeswalker it attacks; it is an attacking creature, but was never declared as an
    attacker, so "whenever … attacks" does not trigger (508.3a). It enters but is never an
    attacking creature if it isn't a creature (506.3c), if it enters under the control of a
    player other than the attacking player (506.3d), or outside a combat whose attackers were
    declared (attacking creatures exist only in combat, 506.4)."""
    combat = game.combat
    if combat is None or game.step not in _COMBAT_STEPS:
        return
    for perm in perms:
        if not perm.on_battlefield or not perm.is_creature or perm.controller is not game.active:
            continue
        options = attackable(game, perm.controller)
        if not options:
            continue
        chosen = (
            list(perm.controller.agent.choose_cards(game, perm.controller, options, 1, 1, "attack"))
            if len(options) > 1
            else options
        )
        target = next((c for c in chosen if any(c is o for o in options)), options[0])
        perm.attacking = target
        combat.attackers.append(perm)
        game.touch()  # attacking status matters to filters and targets
        game.log.add(
            "attack",
            f"{perm.name} enters attacking {target.name}",
            card=perm.name,
            defending=target.name,
        )


# --- blocking --------------------------------------------------------------------------------------


# 702.14a: each landwalk keyword and the land type it names
_LANDWALKS = {
    Keyword.PLAINSWALK: "Plains",
    Keyword.ISLANDWALK: "Island",
    Keyword.SWAMPWALK: "Swamp",
    Keyword.MOUNTAINWALK: "Mountain",
    Keyword.FORESTWALK: "Forest",
}


def _landwalk_types(attacker: Permanent) -> list[str]:
    """702.14: the land types of the attacker's landwalk abilities."""
    return [land for keyword, land in _LANDWALKS.items() if keyword in attacker.keywords]


def blocker_count_problem(attacker: Permanent, count: int) -> str | None:
    """509.1b: why ``count`` blockers (at least one) may not block ``attacker``, or None:
    menace (702.111b) or an effect's "can't be blocked except by two or more / by more than
    one creature"."""
    if count < 2 and Keyword.MENACE in attacker.keywords:
        return "has menace: one creature alone can't block it"
    for rule in rules_of(attacker, BlockersLimitRule):
        if count < rule.at_least:
            return f"can't be blocked except by {rule.at_least} or more creatures"
        if rule.at_most is not None and count > rule.at_most:
            return f"can't be blocked by more than {rule.at_most} creature(s)"
    return None


def illegal_blocker_counts(blocks: Mapping[Permanent, Sequence[Permanent]]) -> list[Permanent]:
    """The attackers that ``blocks`` (blocker → attackers) would have blocked by a number of
    creatures a restriction forbids (509.1b: menace 702.111b alone, or an effect's limit)."""
    count: dict[Permanent, int] = {}
    for attackers in blocks.values():
        for attacker in attackers:
            count[attacker] = count.get(attacker, 0) + 1
    return [a for a, n in count.items() if blocker_count_problem(a, n) is not None]


def without_illegal_blocker_counts(
    blocks: dict[Permanent, Permanent],
) -> dict[Permanent, Permanent]:
    """An agent's blocks (blocker → attacker) less those on an attacker whose number of
    blockers a restriction forbids (509.1b): not blocking it at all is always legal."""
    illegal = illegal_blocker_counts({b: [a] for b, a in blocks.items()})
    return {b: a for b, a in blocks.items() if a not in illegal}


def can_block(blocker: Permanent, attacker: Permanent, game: Game) -> bool:
    """509.1b: whether ``blocker`` may block ``attacker`` (every restriction, checked now)."""
    akw = attacker.keywords
    bkw = blocker.keywords
    if Keyword.FLYING in akw and Keyword.FLYING not in bkw and Keyword.REACH not in bkw:
        return False  # 702.9b
    for land_type in _landwalk_types(attacker):  # 702.14c
        if any(
            p.controller is blocker.controller and land_type in p.subtypes
            for p in game.battlefield.objects
        ):
            return False
    if Keyword.INTIMIDATE in akw and not (  # 702.13b
        blocker.is_type(CardType.ARTIFACT) or attacker.colors & blocker.colors
    ):
        return False
    if Keyword.FEAR in akw and not (  # 702.36b
        blocker.is_type(CardType.ARTIFACT) or Color.BLACK in blocker.colors
    ):
        return False
    if Keyword.SKULK in akw and blocker.power > attacker.power:  # 702.118b
        return False
    if (Keyword.SHADOW in akw) != (Keyword.SHADOW in bkw):  # 702.28b, both ways
        return False
    if protected_from(attacker, blocker):  # 702.16f
        return False
    for rule in rules_of(blocker, CantBlockRule):
        if rule.attackers is None or object_matches(
            attacker, rule.attackers, rule.controller, rule.source
        ):
            return False
    for rule in rules_of(blocker, CanBlockOnlyRule):
        if not object_matches(attacker, rule.attackers, rule.controller, rule.source):
            return False
    for rule in rules_of(attacker, CantBeBlockedRule):
        if rule.blockers is None or object_matches(
            blocker, rule.blockers, rule.controller, rule.source
        ):
            return False
    for only in rules_of(attacker, CanBeBlockedOnlyByRule):
        if not object_matches(blocker, only.blockers, only.controller, only.source):
            return False
    for rule in rules_of(attacker, CantBeBlockedByLesserPowerRule):
        src = rule.source
        if (
            src is not None and blocker.power < src.power
        ):  # FAQ P26: compared as blocks are declared
            return False
    return True


def can_block_at_all(blocker: Permanent) -> bool:
    """509.1a: an untapped creature without a "can't block" effect."""
    if not blocker.is_creature or blocker.tapped:
        return False
    return not any(r.attackers is None for r in rules_of(blocker, CantBlockRule))


def block_capacity(blocker: Permanent) -> int:
    """509.1b: one attacker, plus any "can block an additional creature" (cumulative, FAQ P117)."""
    return 1 + sum(r.count for r in rules_of(blocker, CanBlockAdditionalRule))


def block_options(game: Game, defender: Player) -> dict[Permanent, list[Permanent]]:
    """For each creature ``defender`` could block with, the attackers it could block."""
    combat = game.combat
    attackers = (
        [a for a in combat.attackers if a.on_battlefield and a.attacking is not None]
        if combat
        else []
    )
    out: dict[Permanent, list[Permanent]] = {}
    if not attackers:
        return out
    for perm in game.battlefield.objects:
        if perm.controller is defender and can_block_at_all(perm):
            can = [a for a in attackers if _defends(a, defender) and can_block(perm, a, game)]
            if can:
                out[perm] = can
    return out


def _defends(attacker: Permanent, defender: Player) -> bool:
    target = attacker.attacking
    return target is defender or getattr(target, "controller", None) is defender


def _normalize(blocks: Mapping[Permanent, Any]) -> dict[Permanent, list[Permanent]]:
    out: dict[Permanent, list[Permanent]] = {}
    for blocker, attackers in blocks.items():
        if isinstance(attackers, Permanent):
            out[blocker] = [attackers]
        else:
            out[blocker] = list(attackers)
    return out


def _apply_requirements(
    game: Game,
    blocks: dict[Permanent, list[Permanent]],
    options: Mapping[Permanent, list[Permanent]],
) -> None:
    """509.1c: "all creatures able to block it do so" — maximize requirements obeyed."""
    lures = [
        a for a in game.combat.attackers if a.on_battlefield and rules_of(a, MustBeBlockedRule)
    ]
    for lure in lures:
        for blocker, can in options.items():
            if lure not in can or lure in blocks.get(blocker, []):
                continue
            current = blocks.setdefault(blocker, [])
            if len(current) < block_capacity(blocker):
                current.append(lure)
            else:
                current[:] = [lure]
            game.log.add("block", f"{blocker.name} must block {lure.name}", card=blocker.name)
    for attacker in game.combat.attackers:
        if attacker.on_battlefield and rules_of(attacker, MustBeBlockedIfAbleRule):
            _block_if_able(game, attacker, blocks, options)


def _obeys_a_requirement(attacker: Permanent) -> bool:
    return bool(
        rules_of(attacker, MustBeBlockedRule) or rules_of(attacker, MustBeBlockedIfAbleRule)
    )


def _block_if_able(
    game: Game,
    attacker: Permanent,
    blocks: dict[Permanent, list[Permanent]],
    options: Mapping[Permanent, list[Permanent]],
) -> None:
    """509.1c: "must be blocked if able" is obeyed when at least one creature blocks it (as
    many as a restriction on its number of blockers asks, 509.1b: two for menace). If no creature
    blocks it and enough could (with room to block one more, or blocking only attackers no
    requirement is about), the defending player chooses which block it."""
    if any(attacker in blocked for blocked in blocks.values()):
        return
    needed = 1 if blocker_count_problem(attacker, 1) is None else 2
    if blocker_count_problem(attacker, needed) is not None:
        return  # no number of blockers both obeys and is allowed: the requirement can't be met
    able = [
        blocker
        for blocker, can in options.items()
        if attacker in can
        and (
            len(blocks.get(blocker, [])) < block_capacity(blocker)
            or not any(_obeys_a_requirement(a) for a in blocks.get(blocker, []))
        )
    ]
    if len(able) < needed:
        return
    defender = game.combat.defending
    chosen = (
        list(able)
        if len(able) == needed or defender is None
        else list(defender.agent.choose_cards(game, defender, able, needed, needed, "block"))
    )
    for blocker in chosen[:needed]:
        if blocker not in able:
            raise IllegalActionError(f"{blocker.name} can't block {attacker.name}")
        current = blocks.setdefault(blocker, [])
        if len(current) < block_capacity(blocker):
            current.append(attacker)
        else:
            current[:] = [attacker]
        game.log.add(
            "block",
            f"{blocker.name} blocks {attacker.name}, which must be blocked if able",
            card=blocker.name,
        )


def declare_blockers(game: Game) -> None:
    """509.1: the defending player declares blockers (no damage assignment order: 509.2 was
    removed in 2024)."""
    combat = game.combat
    if combat is None or combat.defending is None:
        return
    defender = combat.defending
    options = block_options(game, defender)
    attacking = [a for a in combat.attackers if a.on_battlefield]
    answer = defender.agent.declare_blockers(game, defender, options) if attacking else {}
    blocks = _normalize(answer)
    for blocker, attackers in blocks.items():
        if blocker not in options:
            raise IllegalActionError(f"{blocker.name} can't block")
        if len(attackers) > block_capacity(blocker) or len({id(a) for a in attackers}) != len(
            attackers
        ):
            raise IllegalActionError(f"{blocker.name} can't block {len(attackers)} creatures")
        for attacker in attackers:
            if attacker not in options[blocker]:
                raise IllegalActionError(f"{blocker.name} can't block {attacker.name}")
    for attacker in illegal_blocker_counts(blocks):  # 509.1b, 702.111b
        count = sum(attacker in attackers for attackers in blocks.values())
        raise IllegalActionError(f"{attacker.name} {blocker_count_problem(attacker, count)}")
    _apply_requirements(game, blocks, options)
    blocks = {b: a for b, a in blocks.items() if a}
    lone = lone_creature(list(blocks), attacking=False)
    if lone is not None:  # 506.5
        raise IllegalActionError(f"{lone.name} can't block alone")
    game.touch()  # blocking status matters to filters and targets
    for blocker, attackers in blocks.items():
        blocker.blocking = list(attackers)
        combat.blockers.append(blocker)
        for attacker in attackers:
            attacker.blocked = True  # 509.1h
            attacker.blockers.append(blocker)
            game.log.add(
                "block",
                f"{defender.name} blocks {attacker.name} with {blocker.name}",
                player=defender.name,
                blocker=blocker.name,
                attacker=attacker.name,
            )
    unblocked = [a.name for a in combat.attackers if not a.blocked]
    if unblocked and blocks:
        game.log.add("block", f"Unblocked: {', '.join(unblocked)}", unblocked=unblocked)
    elif not blocks and combat.attackers:
        game.log.add("block", f"{defender.name} doesn't block", player=defender.name)
    for blocker, attackers in blocks.items():  # 509.3c: "whenever … blocks" once per blocker
        triggers.emit(game, ev.Blocked(blocker, attackers[0]))
    for attacker in combat.attackers:  # 509.3d
        if attacker.blockers:
            triggers.emit(game, ev.BecameBlocked(attacker, list(attacker.blockers)))


def end_combat(game: Game) -> None:
    """511.3: at the end of the end of combat step, creatures are removed from combat."""
    if game.combat is not None:
        in_combat = game.combat.attackers + game.combat.blockers
        for perm in in_combat:
            perm.remove_from_combat()
        if in_combat:
            game.touch()
    game.combat = None


__all__ = [
    "Combat",
    "attack_candidates",
    "attackable",
    "block_capacity",
    "block_options",
    "can_attack",
    "can_block",
    "declare_attackers",
    "declare_blockers",
    "end_combat",
    "must_attack",
]
