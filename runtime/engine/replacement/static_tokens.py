"""Replacement effects of a permanent's static ability on the creation of tokens (614.1a,
111.2): their meaning.

The handler is registered for its vocabulary type in
:data:`~ofuda.runtime.engine.registry.STATIC_EFFECTS` and lists a
:class:`~ofuda.runtime.engine.replacement.replacements.Replacement` of the token creation event
(:class:`~ofuda.runtime.engine.replacement.replacements.TokenCreationEvent`) in
``Game.static_replacements``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_replacement import MultiplyTokensCreated
from ..layers.affected import condition, controller_of
from ..objects.relative import player_is
from ..registry import STATIC_EFFECTS
from .replacements import TOKENS, Replacement, TokenCreationEvent

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


@STATIC_EFFECTS.register(MultiplyTokensCreated)
def _multiply_tokens_created(
    game: Game, source: Any, ability: Any, effect: MultiplyTokensCreated, cond: Any
) -> Any:
    """614.1a: "If an effect would create one or more tokens under your control, it creates
    twice that many of those tokens instead": each creation event is replaced once (614.5), so
    two such permanents make four times as many (Parallel Lives ruling); each kind of token an
    effect creates is its own creation, doubled alike."""
    check, _ = condition(game, source, cond)
    whose, factor = effect.players, effect.factor

    def applies(event: TokenCreationEvent) -> bool:
        you = controller_of(source)
        return (
            event.count > 0
            and player_is(whose, event.controller, you, source)
            and (check is None or bool(check()))
        )

    def multiply(event: TokenCreationEvent) -> TokenCreationEvent:
        event.count *= factor
        return event

    game.static_replacements.append(
        Replacement(
            TOKENS,
            applies,
            multiply,
            source=source,
            timestamp=source.timestamp,
            text=f"{source.name}: {factor} times as many tokens are created",
        )
    )
    return []
