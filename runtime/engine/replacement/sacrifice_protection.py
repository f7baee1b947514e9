"""Protection from being made to sacrifice (701.17a, 101.3).

"Spells and abilities your opponents control can't cause you to sacrifice permanents"
(AVR Sigarda, Host of Herons) and its narrower forms ("… to sacrifice creatures") are
rule effects on a player (:data:`ofuda.runtime.engine.layers.rules.CANT_BE_MADE_TO_SACRIFICE`) whose
``data`` is the filter of the protected permanents. An instruction of an opponent's
spell or ability can't make that player choose or sacrifice a protected permanent
(101.3: the impossible part of an instruction is ignored); it still makes them
sacrifice one that isn't protected.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import ObjectFilter
from ..layers.rules import CANT_BE_MADE_TO_SACRIFICE
from ..objects.targets import object_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game

_EVERY_PERMANENT = ObjectFilter()


def _protections(game: Game, player: Any) -> list[tuple[ObjectFilter, Any]]:
    """The filters of the permanents ``player`` is protected from sacrificing, with the
    rules' sources."""
    game.ensure_fresh()
    rules = [r for r in game.player_rules if r.condition is None or r.condition()] + [
        t.rule for t in game.timed_player_rules
    ]
    return [
        (r.data if isinstance(r.data, ObjectFilter) else _EVERY_PERMANENT, r.source)
        for r in rules
        if r.player is player and r.kind == CANT_BE_MADE_TO_SACRIFICE
    ]


def may_be_made_to_sacrifice(game: Game, permanent: Any, instructed_by: Any) -> bool:
    """Whether an instruction controlled by ``instructed_by`` may make the controller of
    ``permanent`` sacrifice it (701.17a, 101.3): not if that player has a rule protecting
    it from their opponents' spells and abilities."""
    player = getattr(permanent, "controller", None)
    if player is None or player is instructed_by:
        return True
    return not any(
        object_matches(permanent, protected, player, source)
        for protected, source in _protections(game, player)
    )


def protected_from_every_sacrifice(game: Game, player: Any, instructed_by: Any) -> bool:
    """Whether ``player`` is protected from sacrificing any permanent at all by instructions
    of ``instructed_by`` (Sigarda's "permanents")."""
    if player is instructed_by:
        return False
    return any(protected == _EVERY_PERMANENT for protected, _ in _protections(game, player))
