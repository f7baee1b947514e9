"""Investigate (701.36): a player creates a Clue token (111.10f)."""

from __future__ import annotations

from typing import Any

from .state import ContextState


class InvestigateActions(ContextState):
    """``ctx.investigate`` (a mixin of :class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

    def investigate(
        self,
        player: Any,
        token: Any,
        amount: int,
        tapped: bool = False,
        attacking: bool = False,
        abilities: Any = (),
    ) -> None:
        """701.36a: "Investigate" means "Create a Clue token": ``player`` creates ``amount``
        (one) Clue tokens — ``token`` and ``abilities`` are the Clue's (111.10f: a colorless
        Clue artifact token with "{2}, Sacrifice this artifact: Draw a card."), as the
        compiler lowered them from the rules' own text."""
        self.create_tokens(player, token, amount, tapped, attacking, abilities)  # type: ignore[attr-defined]
