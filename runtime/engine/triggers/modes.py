"""Modal triggered abilities (700.2, 603.3c): "When …, choose one — • … • …".

The ability's class lists its modes (``TriggeredAbility.modes``, one ability class per mode,
each with its own targets and instructions). 603.3c: the controller chooses the mode as the
ability is put on the stack; a mode whose targets can't be chosen can't be chosen,
and if no mode can be chosen the ability is removed from the stack. What goes on the stack is
the chosen mode: its targets are chosen next (603.3d) and it is what resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..casting.actions import ModeRequest
from ..errors import IllegalActionError
from ..objects.targets import has_legal_targets

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


def chosen_mode(game: Game, player: Player, pending: Any) -> Any | None:
    """603.3c: the mode ``player`` chooses for the modal triggered ability ``pending`` (an
    ability instance), or None when no mode can be chosen (the ability is removed)."""
    modes = tuple(cls() for cls in pending.ability.modes)
    available = tuple(
        index
        for index, mode in enumerate(modes)
        if has_legal_targets(game, mode.targets, player, pending.source)  # 603.3c
    )
    if not available:
        return None
    request = ModeRequest(pending, modes, 1, 1, available)
    chosen = tuple(player.agent.choose_modes(game, player, request))
    if len(chosen) != 1 or chosen[0] not in available:
        raise IllegalActionError(f"{player.name} must choose one mode that can be chosen")
    game.log.add(
        "modes",
        f"{player.name} chooses mode {chosen[0] + 1} of {pending.name}",
        source=pending.source.name,
    )
    return modes[chosen[0]]
