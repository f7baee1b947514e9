"""Choosing targets and dividing among them on the way to the stack (601.2c–d, 602.2b, 603.3d,
115).

An ability's or spell's controller chooses, for each target phrase, as many distinct legal
targets as it asks for (115.1, 115.3: one object per instance of "target"), then divides an
amount among them where the text says "divided as you choose" (601.2d). Used by casting
(spells.py), activation (602.2b), triggered abilities put on the stack (603.3d) and copies that
may choose new targets (707.10c).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...definitions import TargetSpec
from ..errors import IllegalActionError
from ..objects.targets import candidates_for, describe, max_targets, min_targets
from .actions import DivideRequest, TargetRequest

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


def admitted(cands: Sequence[Any], allowed: Callable[[Any], bool] | None) -> list[Any]:
    """The candidates ``allowed`` admits (all of them without a test): a spell's targets are
    narrowed to those whose targeting tax can be paid (601.2f)."""
    return list(cands) if allowed is None else [c for c in cands if allowed(c)]


def target_slots(specs: Sequence[TargetSpec]) -> list[TargetSpec]:
    """The spec of each target index: a spec with ``count=N`` fills N consecutive slots."""
    return [s for s in specs for _ in range(s.count)]


def choose_targets(
    game: Game,
    player: Player,
    source: Any,
    ability: Any,
    self_obj: Any,
    specs: Sequence[TargetSpec] | None = None,
    allowed: Callable[[Any], bool] | None = None,
) -> list[Any]:
    """Ask ``player``'s agent for the ability's targets (115.1); one entry per slot (None if
    unchosen). ``allowed`` narrows the candidates (a spell's targets whose tax can be paid)."""
    chosen_all: list[Any] = []
    for spec in ability.targets if specs is None else specs:
        cands = tuple(admitted(candidates_for(game, spec, player, source, self_obj), allowed))
        for index in spec.distinct_from:
            if 0 <= index < len(chosen_all) and chosen_all[index] is not None:
                cands = tuple(c for c in cands if c is not chosen_all[index])
        need = min_targets(spec)
        most = max_targets(spec, len(cands))
        req = TargetRequest(source, ability, spec, cands, need, most)
        chosen = list(player.agent.choose_targets(game, player, req))
        if not (need <= len(chosen) <= most) or len({id(c) for c in chosen}) != len(chosen):
            raise IllegalActionError(
                f"{player.name} chose {len(chosen)} target(s) for {source.name}; needs {need}..{most} distinct"
            )
        for c in chosen:
            if not any(c is k for k in cands):  # 115.3 one object per instance of "target"
                raise IllegalActionError(f"{describe(c)} is not a legal target for {source.name}")
        chosen_all.extend(chosen)
        chosen_all.extend([None] * (spec.count - len(chosen)))
    return chosen_all


def choose_division(
    game: Game, player: Player, source: Any, ability: Any, targets: list[Any]
) -> list[int]:
    """601.2d: divide an amount among the chosen targets of a "divided as you choose" phrase."""
    out = [0] * len(targets)
    slot = 0
    for spec in ability.targets:
        width = spec.count
        mine = [t for t in targets[slot : slot + width] if t is not None]
        amount = spec.divide
        if amount and mine:
            if len(mine) == 1:
                split = {mine[0]: amount}
            else:
                request = DivideRequest(source, amount, tuple(mine), minimum_each=1)
                split = dict(player.agent.divide(game, player, request))
            if sum(split.values()) != amount or any(split.get(t, 0) < 1 for t in mine):
                raise IllegalActionError(
                    f"{player.name} must divide {amount} among {len(mine)}, each at least 1"
                )
            for i in range(slot, slot + width):
                if targets[i] is not None:
                    out[i] = split[targets[i]]
        slot += width
    return out


def announce_targets(game: Game, player: Player, item: Any, source: Any, ability: Any) -> None:
    """Targets and divisions of an ability going on the stack (602.2b, 603.3d)."""
    item.targets = choose_targets(game, player, source, ability, item)
    if any(s.divide for s in ability.targets):
        item.division = choose_division(game, player, source, ability, item.targets)
