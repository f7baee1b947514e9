"""Resolving the top object of the stack (608).

608.2b: on resolution every target is checked again.  If the spell or
ability has targets and all of them are illegal, it doesn't resolve (a spell
goes to its owner's graveyard); otherwise it resolves and the parts that
refer to illegal targets do nothing (``ctx.target(i)`` is ``None``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .casting import target_slots
from .definitions import TargetSpec
from .effects import ResolutionContext
from .objects import Spell, StackAbility
from .targets import describe, is_legal_target
from .zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


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
    for spec, t in zip(target_slots(specs), chosen):
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
    if isinstance(item, Spell):
        _resolve_spell(game, item)
    elif isinstance(item, StackAbility):
        _resolve_ability(game, item)
    else:  # pragma: no cover - defensive
        raise TypeError(f"unknown object on the stack: {item!r}")


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
    if total_chosen and not total_legal:  # 608.2b: all targets illegal
        game.log.add(
            "fizzle", f"{spell.name} doesn't resolve: all its targets are illegal", card=spell.name
        )
        game.move(spell, ZoneKind.GRAVEYARD)
        return
    game.log.add("resolve", f"{spell.name} resolves", card=spell.name)
    if spell.is_permanent_card:  # 608.3: a permanent spell enters the battlefield
        game.move(spell, ZoneKind.BATTLEFIELD, controller=spell.controller)
        return
    for k, ability in enumerate(spell.spell_abilities):  # 608.2c: in the order written
        ability.resolve(ResolutionContext(game, spell, spell.controller, checked[k]))
    if spell.zone is game.stack:  # 608.2n: an instant or sorcery goes to its owner's graveyard
        game.move(spell, ZoneKind.GRAVEYARD)


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
    shown = ", ".join(describe(t) for t in targets if t is not None)
    game.log.add(
        "resolve",
        f"{item.name} resolves" + (f" ({shown})" if shown else ""),
        source=item.source.name,
    )
    item.ability.resolve(ResolutionContext(game, item.source, item.controller, targets))
