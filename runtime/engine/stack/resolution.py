"""Resolving the top object of the stack (608), countering, and copying spells (707.10).

608.2b: on resolution every target is checked again.  If the spell or
ability has targets and all of them are illegal, it doesn't resolve (a spell
goes to its owner's graveyard); otherwise it resolves and the parts that
refer to illegal targets do nothing (``ctx.target(i)`` is ``None``).  A
triggered ability's intervening "if" is checked again (603.4).  A permanent
spell becomes a permanent (608.3; an Aura attached to its target, 303.4f);
an instant or sorcery goes to its owner's graveyard last (608.2n).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...context.resolution import ResolutionContext
from ...definitions import TargetSpec
from ...statics import CantBeCountered, StaticAbility
from ..casting.targets import choose_targets, target_slots
from ..errors import IllegalActionError
from ..objects.game_objects import Spell, StackAbility
from ..objects.targets import describe, is_legal_target
from ..objects.zones import ZoneKind
from ..triggers.triggered_abilities import intervening_if

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


def recheck_targets(
    game: Game,
    specs: Sequence[TargetSpec],
    chosen: Sequence[Any],
    controller: Any,
    source: Any,
    self_obj: Any,
) -> tuple[list[Any], int, int]:
    """608.2b: (targets with illegal ones replaced by None, number chosen, number still legal)."""
    out: list[Any] = []
    n_chosen = n_legal = 0
    slots: list[TargetSpec] = []
    for spec in specs:
        slots.extend([spec] * spec.count)
    for spec, t in zip(slots, chosen):
        if t is None:
            out.append(None)
            continue
        n_chosen += 1
        if is_legal_target(game, t, spec, controller, source, self_obj):
            n_legal += 1
            out.append(t)
        else:
            out.append(None)
    return out, n_chosen, n_legal


def resolve_top(game: Game) -> None:
    """Resolve the top object of the stack (117.4, 608)."""
    item = game.stack.top()
    game.resolving = item
    try:
        if isinstance(item, Spell):
            _resolve_spell(game, item)
        elif isinstance(item, StackAbility):
            _resolve_ability(game, item)
        else:  # pragma: no cover - defensive
            raise TypeError(f"unknown object on the stack: {item!r}")
    finally:
        game.resolving = None


def _resolve_spell(game: Game, spell: Spell) -> None:
    checked: list[list[Any]] = []
    total_chosen = total_legal = 0
    for k, ability in enumerate(spell.spell_abilities):
        targets, n_chosen, n_legal = recheck_targets(
            game, ability.targets, spell.targets[k], spell.controller, spell, spell
        )
        checked.append(targets)
        total_chosen += n_chosen
        total_legal += n_legal
    aura_target = None
    if spell.enchant_target:
        from ..casting.spells import aura_target as aura_spec

        spec = aura_spec(spell.chars)
        target = spell.enchant_target[0]
        total_chosen += 1
        if spec is not None and is_legal_target(game, target, spec, spell.controller, spell, spell):
            total_legal += 1
            aura_target = target
    if total_chosen and not total_legal:  # 608.2b: all targets illegal
        game.log.add(
            "fizzle", f"{spell.name} doesn't resolve: all its targets are illegal", card=spell.name
        )
        game.move(spell, ZoneKind.GRAVEYARD, announce=False)
        return
    game.log.add("resolve", f"{spell.name} resolves", card=spell.name)
    if spell.is_permanent_card:  # 608.3: a permanent spell enters the battlefield
        if spell.enchant_target and aura_target is None:
            game.move(spell, ZoneKind.GRAVEYARD, announce=False)  # 608.3a
            return
        game.move(
            spell,
            ZoneKind.BATTLEFIELD,
            controller=spell.controller,
            attach_to=aura_target,
            cause="resolve",
        )
        return
    for k, ability in enumerate(spell.spell_abilities):  # 608.2c: in the order written
        ctx = ResolutionContext(game, spell, spell.controller, checked[k], item=spell, index=k)
        ability.resolve(ctx)
    if spell.zone is game.stack:  # 608.2n: an instant or sorcery goes to its owner's graveyard
        game.move(spell, ZoneKind.GRAVEYARD, announce=False, cause="resolve")


def _resolve_ability(game: Game, item: StackAbility) -> None:
    targets, n_chosen, n_legal = recheck_targets(
        game, item.ability.targets, item.targets, item.controller, item.source, item
    )
    game.stack.remove(item)
    if n_chosen and not n_legal:  # 608.2b
        game.log.add(
            "fizzle",
            f"{item.name} doesn't resolve: all its targets are illegal",
            source=item.source.name,
        )
        return
    if item.kind == "triggered" and not intervening_if(game, item):  # 603.4
        game.log.add(
            "resolve",
            f"{item.name} does nothing: its condition is no longer true",
            source=item.source.name,
        )
        return
    shown = ", ".join(describe(t) for t in targets if t is not None)
    game.log.add(
        "resolve",
        f"{item.name} resolves" + (f" ({shown})" if shown else ""),
        source=item.source.name,
    )
    item.ability.resolve(ResolutionContext(game, item.source, item.controller, targets, item=item))


def cant_be_countered(spell: Spell) -> bool:
    """101.2, 113.6: whether the spell has "This spell can't be countered" (a static ability
    that functions while its object is on the stack)."""
    return any(
        isinstance(effect, CantBeCountered)
        for ability in spell.abilities
        if isinstance(ability, StaticAbility)
        for effect in ability.effects
    )


def counter(game: Game, item: Any, *, exile: bool = False) -> bool:
    """701.5: counter a spell or ability on the stack; a spell goes to its owner's graveyard,
    or with ``exile`` to exile ("exile it instead of putting it into its owner's graveyard",
    an effect of the countering spell replacing that move, 614.1a).

    A spell that "can't be countered" (a rider of the mana spent on it, 106.6, FAQ P25, or
    its own static ability, 113.6) stays.
    """
    if item is None or item.zone is not game.stack:
        return False
    if isinstance(item, Spell):
        if item.uncounterable or cant_be_countered(item):
            game.log.add("counter", f"{item.name} can't be countered", card=item.name)
            return False
        game.log.add("counter", f"{item.name} is countered", card=item.name)
        where = ZoneKind.EXILE if exile else ZoneKind.GRAVEYARD  # 614.1a
        game.move(item, where, announce=False, cause="counter")
        return True
    game.stack.remove(item)
    game.log.add("counter", f"{item.name} is countered", source=item.source.name)
    return True


def copy_spell(
    game: Game, spell: Spell, controller: Player, *, new_targets: bool = True
) -> Spell | None:
    """707.10: put a copy of ``spell`` on the stack (not cast); it keeps modes, X, targets,
    divisions and what was paid (FAQ P50); its controller may choose new targets."""
    if not isinstance(spell, Spell) or spell.zone is not game.stack:
        return None
    copy = Spell(game, spell.card, spell.owner, controller, copy=True)
    copy.copied_chars = spell.copied_chars
    copy.choose_modes(spell.modes) if spell.modes else None
    copy.x = spell.x
    copy.targets = [list(ts) for ts in spell.targets]
    copy.division = [list(d) for d in spell.division]
    copy.paid = dict(spell.paid)
    copy.kicked = spell.kicked  # 707.10: a copy copies the additional costs paid (702.33d)
    copy.enchant_target = list(spell.enchant_target)
    game.stack.add(copy)
    game.touch()
    game.log.add("copy", f"{controller.name} copies {spell.name}", card=spell.name)
    if new_targets:
        for k, ability in enumerate(copy.spell_abilities):
            if not ability.targets:
                continue
            if not controller.agent.choose_yes_no(
                game, controller, f"choose new targets for the copy of {spell.name}?", copy
            ):
                continue
            try:
                chosen = choose_targets(game, controller, copy, ability, copy)
            except IllegalActionError:
                continue  # FAQ P50(3): an illegal new choice leaves the target unchanged
            if len(chosen) == len(copy.targets[k]):
                copy.targets[k] = chosen
    return copy


__all__ = ["copy_spell", "counter", "recheck_targets", "resolve_top", "target_slots"]
