"""Tokens that are copies of an object (707.2, 111.2): "create a token that's a copy of target
creature you control" / 「それのコピーであるトークンを１体生成する」."""

from __future__ import annotations

from typing import Any

from ..engine.layers.layer_effects import copiable_values
from ..engine.objects.characteristics import Chars, base_chars
from ..engine.objects.game_objects import GameObject, Permanent
from ..engine.objects.players import Player
from .state import ContextState
from .values import each


def copiable_values_of(obj: GameObject) -> Chars:
    """707.2: the copiable values of ``obj`` — a permanent's printed values changed only by copy
    effects (as it last existed once it has left the battlefield, 608.2h); a card elsewhere, its
    printed values (a copy effect applies only to a permanent)."""
    if isinstance(obj, Permanent):
        return obj.lki.copiable if obj.lki is not None else copiable_values(obj)
    return base_chars(obj.card)


class TokenCopyActions(ContextState):
    """``ctx.create_token_copies`` (a mixin of
    :class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

    def create_token_copies(self, player: Any, model: Any, amount: int) -> None:
        """111.2, 707.2: ``player`` (each player it selects) creates ``amount`` tokens that are
        copies of ``model``: each enters with the model's copiable values (not its counters,
        status or other effects on it), the values of the object as the instruction resolves,
        or as it last existed (608.2h). No object (an illegal target, 608.2b): no token."""
        game = self.game  # type: ignore[attr-defined]
        models = [o for o in each(model) if isinstance(o, GameObject)]
        players = [p for p in each(player) if isinstance(p, Player)] or [self.controller]  # type: ignore[attr-defined]
        for original in models:
            values = copiable_values_of(original)
            for who in players:
                created = game.create_token(original.card, who, amount, copy_of=values)
                self._created = self._created + created  # "those tokens"
