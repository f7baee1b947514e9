"""Damage prevention and replacement effects of a permanent's static ability that are about
one object of the ability (614.1a, 615.1a): their meaning.

Each handler is registered for its vocabulary type in
:data:`~ofuda.runtime.engine.registry.STATIC_EFFECTS` and lists a
:class:`~ofuda.runtime.engine.replacement.replacements.Replacement` in
``Game.static_replacements``, regenerated with the layers (614.12: a static ability's
replacement applies while the permanent is on the battlefield).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...definitions import ObjectFilter
from ...statics_replacement import MultiplyDamageDealt, PreventDamageTo
from ..layers.affected import Check, condition, controller_of, selector
from ..objects.game_objects import Permanent
from ..objects.targets import object_matches
from ..registry import STATIC_EFFECTS
from .replacements import DAMAGE, DamageEvent, Replacement

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def _holds(check: Check | None, per_object: bool, obj: Any) -> bool:
    """Whether the ability's condition holds now (for ``obj``, if it is about an object)."""
    if check is None:
        return True
    return bool(check(obj) if per_object else check())


@STATIC_EFFECTS.register(PreventDamageTo)
def _prevent_damage_to(
    game: Game, source: Any, ability: Any, effect: PreventDamageTo, cond: Any
) -> Any:
    """615.1a: "Prevent all combat damage that would be dealt to … enchanted creature": a
    prevention effect (damage that can't be prevented, 615.12, passes it by) of the object
    the ability names as the damage would be dealt — after a redirection (614.9), of the new
    recipient."""
    check, per_object = condition(game, source, cond)
    chosen = selector(game, source, effect.affected)
    combat_only = effect.combat_only

    def applies(event: DamageEvent) -> bool:
        if event.amount <= 0 or (combat_only and not event.combat):
            return False
        recipient = event.recipient
        return (
            isinstance(recipient, Permanent)
            and chosen(recipient)
            and _holds(check, per_object, recipient)
        )

    def prevent(event: DamageEvent) -> DamageEvent:
        event.amount = 0
        return event

    kind = "combat damage" if combat_only else "damage"
    game.static_replacements.append(
        Replacement(
            DAMAGE,
            applies,
            prevent,
            source=source,
            timestamp=source.timestamp,
            prevention=True,
            text=f"{source.name}: prevent all {kind} dealt to the permanent",
        )
    )
    return []


@STATIC_EFFECTS.register(MultiplyDamageDealt)
def _multiply_damage_dealt(
    game: Game, source: Any, ability: Any, effect: MultiplyDamageDealt, cond: Any
) -> Any:
    """614.1a: "If equipped creature would deal combat damage, it deals double that damage
    instead" — the same source deals ``factor`` times the damage to the same recipient. The
    source and the recipient are judged as the damage would be dealt: a source that is an
    object of the ability (the equipped creature), or one matching the filter relative to
    the ability's controller (a spell you control is "a source you control", 609.7a)."""
    check, per_object = condition(game, source, cond)
    by, to, factor, combat_only = effect.by, effect.to, effect.factor, effect.combat_only
    from_source: Callable[[Any], bool]
    if isinstance(by, ObjectFilter):
        kind = by

        def matches(obj: Any) -> bool:
            return object_matches(obj, kind, controller_of(source), source)

        from_source = matches
    else:
        from_source = selector(game, source, by)
    to_object = selector(game, source, to) if to is not None else None

    def applies(event: DamageEvent) -> bool:
        if event.amount <= 0 or (combat_only and not event.combat):
            return False
        recipient = event.recipient
        if to_object is not None and not (
            isinstance(recipient, Permanent) and to_object(recipient)
        ):
            return False
        return from_source(event.source) and _holds(check, per_object, recipient)

    def multiply(event: DamageEvent) -> DamageEvent:
        event.amount *= factor
        return event

    game.static_replacements.append(
        Replacement(
            DAMAGE,
            applies,
            multiply,
            source=source,
            timestamp=source.timestamp,
            text=f"{source.name}: the damage is multiplied by {factor}",
        )
    )
    return []
