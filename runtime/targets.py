"""Filters and targets (rule 115 in the current numbering; 114 in the seed edition).

An :class:`~ofuda.runtime.definitions.ObjectFilter` is a conjunction of its
criteria; inside one criterion, the listed values are alternatives
(``card_types=(ARTIFACT, CREATURE)`` is "artifact or creature").  Targets are
chosen when a spell or ability is put on the stack and checked again on
resolution (608.2b).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .definitions import CombatState, Controller, Keyword, ObjectFilter, PlayerFilter, TargetSpec
from .players import Player
from .zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def object_matches(
    obj: Any, flt: ObjectFilter, controller: Player | None, source: Any = None
) -> bool:
    """Whether ``obj`` satisfies ``flt`` for an ability controlled by ``controller`` with ``source``."""
    if flt.card_types and not any(t in obj.card_types for t in flt.card_types):
        return False
    if flt.subtypes and not any(s in obj.subtypes for s in flt.subtypes):
        return False
    if flt.supertypes and not any(s in obj.supertypes for s in flt.supertypes):
        return False
    if flt.colors and not any(c in obj.colors for c in flt.colors):
        return False
    if flt.controller == Controller.YOU and obj.controller is not controller:
        return False
    if flt.controller == Controller.OPPONENT and obj.controller is controller:
        return False
    if flt.combat_states:
        attacking = getattr(obj, "attacking", None) is not None
        blocking = getattr(obj, "blocking", None) is not None
        ok = (CombatState.ATTACKING in flt.combat_states and attacking) or (
            CombatState.BLOCKING in flt.combat_states and blocking
        )
        if not ok:
            return False
    if flt.tapped is not None and bool(getattr(obj, "tapped", False)) != flt.tapped:
        return False
    if not _matches_exclusions(obj, flt):
        return False
    return not (flt.other and source is not None and obj is source)


def _matches_exclusions(obj: Any, flt: ObjectFilter) -> bool:
    """The criteria "nonland", "non-Angel", "nonblack", "with flying", "nontoken", mana value."""
    if flt.excluded_card_types and any(t in obj.card_types for t in flt.excluded_card_types):
        return False
    if flt.excluded_subtypes and any(s in obj.subtypes for s in flt.excluded_subtypes):
        return False
    if flt.excluded_colors and any(c in obj.colors for c in flt.excluded_colors):
        return False
    if flt.keywords and not all(k in obj.keywords for k in flt.keywords):
        return False
    if flt.token is not None and bool(getattr(obj, "is_token", False)) != flt.token:
        return False
    if flt.mana_value_max is not None and obj.mana_value > flt.mana_value_max:
        return False
    return flt.mana_value_min is None or obj.mana_value >= flt.mana_value_min


def player_matches(player: Player, flt: PlayerFilter, controller: Player | None) -> bool:
    """Whether ``player`` satisfies ``flt`` relative to ``controller``."""
    if not player.in_game:
        return False
    if flt.controller == Controller.YOU:
        return player is controller
    if flt.controller == Controller.OPPONENT:
        return player is not controller
    return True


def _objects_in(game: Game, zone: str) -> list[Any]:
    if zone == ZoneKind.BATTLEFIELD:
        return list(game.battlefield.objects)
    if zone == ZoneKind.GRAVEYARD:
        return [o for p in game.players for o in p.graveyard.objects]
    if zone == ZoneKind.STACK:
        return list(game.stack.objects)
    if zone == ZoneKind.EXILE:
        return list(game.exile.objects)
    return []


def can_be_targeted_by(obj: Any, controller: Player | None) -> bool:
    """702.11b: hexproof — can't be the target of spells or abilities opponents control."""
    on_battlefield = obj.zone is not None and obj.zone.kind == ZoneKind.BATTLEFIELD
    return not (
        on_battlefield and obj.controller is not controller and Keyword.HEXPROOF in obj.keywords
    )


def is_legal_target(
    game: Game,
    candidate: Any,
    spec: TargetSpec,
    controller: Player | None,
    source: Any,
    self_obj: Any = None,
) -> bool:
    """Whether ``candidate`` is (still) a legal choice for ``spec`` (115.1, 608.2b)."""
    if isinstance(candidate, Player):
        return spec.players is not None and player_matches(candidate, spec.players, controller)
    if spec.objects is None or candidate is None:
        return False
    zone = candidate.zone
    if zone is None or zone.kind != spec.zone:  # 400.7: it left its zone, it is a new object
        return False
    if candidate is self_obj:  # 115.5: a spell or ability can't target itself
        return False
    if getattr(candidate, "lki", None) is not None:
        return False
    return object_matches(candidate, spec.objects, controller, source) and can_be_targeted_by(
        candidate, controller
    )


def candidates_for(
    game: Game, spec: TargetSpec, controller: Player | None, source: Any, self_obj: Any = None
) -> list[Any]:
    """Every legal choice for ``spec``: objects (in zone order) then players (in turn order)."""
    out: list[Any] = []
    if spec.objects is not None:
        out.extend(
            o
            for o in _objects_in(game, spec.zone)
            if is_legal_target(game, o, spec, controller, source, self_obj)
        )
    if spec.players is not None:
        out.extend(p for p in game.players if player_matches(p, spec.players, controller))
    return out


def min_targets(spec: TargetSpec) -> int:
    """How many targets must be chosen (0 for "up to N", 115.1)."""
    return 0 if spec.up_to else spec.count


def has_legal_targets(
    game: Game, specs: Sequence[TargetSpec], controller: Player | None, source: Any
) -> bool:
    """Whether every target phrase can get its required number of distinct targets (601.2c)."""
    for spec in specs:
        need = min_targets(spec)
        if need and len(candidates_for(game, spec, controller, source)) < need:
            return False
    return True


def describe(target: Any) -> str:
    """A target's name for logs."""
    return getattr(target, "name", str(target))
