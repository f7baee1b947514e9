"""Split second (702.61): "As long as this spell is on the stack, players can't cast other
spells or activate abilities that aren't mana abilities." (702.61b) Mana abilities, special
actions and triggered abilities are untouched (702.61c); a resolving instruction to cast a
spell is then impossible and does nothing (101.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...definitions import Keyword
from ..objects.game_objects import Spell

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def split_second_on_stack(game: Game) -> bool:
    """702.61b: whether a spell with split second is on the stack now."""
    return any(
        isinstance(item, Spell) and Keyword.SPLIT_SECOND in item.keywords
        for item in game.stack.objects
    )
