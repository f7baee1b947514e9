"""Replacement effects of a permanent's static ability on life gain (614.1a, 119.3): their
meaning.

The handler is registered for its vocabulary type in
:data:`~ofuda.runtime.engine.registry.STATIC_EFFECTS` and lists a
:class:`~ofuda.runtime.engine.replacement.replacements.Replacement` of the life gain event
(:class:`~ofuda.runtime.engine.replacement.replacements.LifeGainEvent`) in
``Game.static_replacements``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_replacement import ModifyLifeGain
from ..layers.affected import condition, controller_of
from ..objects.relative import player_is
from ..registry import STATIC_EFFECTS
from .replacements import LIFE, LifeGainEvent, Replacement

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


@STATIC_EFFECTS.register(ModifyLifeGain)
def _modify_life_gain(
    game: Game, source: Any, ability: Any, effect: ModifyLifeGain, cond: Any
) -> Any:
    """614.1a: "If you would gain life, you gain that much life plus 1 instead": each life
    gain event of the player is replaced once (614.5), lifelink's included; the player
    affected chooses the order of several such effects (616.1)."""
    check, _ = condition(game, source, cond)
    whose, factor, plus = effect.players, effect.factor, effect.plus

    def applies(event: LifeGainEvent) -> bool:
        you = controller_of(source)
        return (
            event.amount > 0
            and player_is(whose, event.player, you, source)
            and (check is None or bool(check()))
        )

    def modify(event: LifeGainEvent) -> LifeGainEvent:
        event.amount = event.amount * factor + plus
        return event

    game.static_replacements.append(
        Replacement(
            LIFE,
            applies,
            modify,
            source=source,
            timestamp=source.timestamp,
            text=f"{source.name}: the life gain is changed",
        )
    )
    return []
