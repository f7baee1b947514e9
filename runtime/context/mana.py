"""Mana added by a resolving spell or ability that is not a mana ability (106.4, 605.5a):
"Add two mana of any one color." (a sorcery), "add X mana of any one color, where X is …" (a
triggered ability), "+1: Add two mana in any combination of colors. Spend this mana only to
cast Dragon spells." (a loyalty ability)."""

from __future__ import annotations

from typing import Any

from ..engine.mana.pool import ManaUnit
from ..engine.objects.players import Player
from ..statics import SpendOnly
from .state import ContextState
from .values import each


class ManaActions(ContextState):
    """``ctx.add_mana_of_colors`` (a mixin of
    :class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

    def add_mana_of_colors(
        self, player: Any, number: int, one_color: bool, restriction: SpendOnly | None = None
    ) -> None:
        """106.1a, 106.4: each player ``player`` selects adds ``number`` mana, choosing its
        colour as the instruction resolves — one colour for all of it (``one_color``) or a
        colour for each mana; with a ``restriction``, the mana may pay only for what it allows
        (106.6)."""
        from ..engine.mana.costs import spend_allows  # costs imports the casting rules

        game = self.game  # type: ignore[attr-defined]
        allows = (
            None
            if restriction is None
            else spend_allows(restriction, self.controller, self.source)  # type: ignore[attr-defined]
        )
        uncounterable = restriction is not None and restriction.uncounterable
        for who in [p for p in each(player) if isinstance(p, Player)]:
            count = max(0, int(number))
            if not count:
                continue
            letters = ""
            color = None
            for _ in range(count):
                if color is None or not one_color:
                    color = who.agent.choose_color(game, who, self.source)  # type: ignore[attr-defined]
                letters += str(color)
            for letter in letters:
                if allows is None and not uncounterable:
                    who.mana_pool.add(letter)
                else:
                    name = getattr(self.source, "name", "")  # type: ignore[attr-defined]
                    who.mana_pool.add_special(ManaUnit(letter, allows, uncounterable, name))
            shown = "".join(f"{{{letter}}}" for letter in letters)
            game.log.add("mana", f"{who.name} adds {shown}", player=who.name)
