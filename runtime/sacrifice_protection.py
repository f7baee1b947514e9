"""Protection from being made to sacrifice (701.17a, 101.3).

"Spells and abilities your opponents control can't cause you to sacrifice permanents"
(AVR Sigarda, Host of Herons) and its narrower forms ("… to sacrifice creatures") are
rule effects on a player (:data:`ofuda.runtime.rules.CANT_BE_MADE_TO_SACRIFICE`) whose
``data`` is the filter of the protected permanents. An instruction of an opponent's
spell or ability can't make that player choose or sacrifice a protected permanent
(101.3: the impossible part of an instruction is ignored); it still makes them
sacrifice one that isn't protected.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .definitions import ObjectFilter
from .rules import CANT_BE_MADE_TO_SACRIFICE
from .targets import object_matches

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

_EVERY_PERMANENT = ObjectFilter()


def may_be_made_to_sacrifice(game: Game, permanent: Any, instructed_by: Any) -> bool:
    """Whether an instruction controlled by ``instructed_by`` may make the controller of
    ``permanent`` sacrifice it (701.17a, 101.3): not if that player has a rule protecting
    it from their opponents' spells and abilities."""
    player = getattr(permanent, "controller", None)
    if player is None or player is instructed_by:
        return True
    game.ensure_fresh()
    rules = [
        r for r in game.player_rules if r.condition is None or r.condition()
    ] + [r for r, _ in game.timed_player_rules]
    for rule in rules:
        if rule.player is not player or rule.kind != CANT_BE_MADE_TO_SACRIFICE:
            continue
        protected = rule.data if isinstance(rule.data, ObjectFilter) else _EVERY_PERMANENT
        if object_matches(permanent, protected, player, rule.source):
            return False
    return True
