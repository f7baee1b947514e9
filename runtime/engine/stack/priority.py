"""Priority (117; 116 in the seed edition).

The active player receives priority first (117.3a).  A player who acts keeps
priority (117.3c); when all players pass in succession the top object of the
stack resolves and the active player receives priority again (117.3b, 117.4),
or, if the stack is empty, the step or phase ends (117.4).  Before anyone
receives priority, state-based actions and triggered abilities are handled
until nothing changes (117.5).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from ..casting.actions import Action, PassPriority
from ..casting.spells import legal_actions, perform
from ..errors import EngineLimitError, IllegalActionError
from .resolution import resolve_top

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game

#: Safety net: this many priority decisions within one step means the engine looped.
MAX_DECISIONS_PER_STEP = 5000


class LegalActions(Sequence[Action]):
    """The actions a player with priority may take, worked out only if the agent looks past
    ``[0]`` (passing is always legal, so an agent that passes costs nothing)."""

    __slots__ = ("_actions", "game", "player")

    def __init__(self, game: Game, player: Any) -> None:
        self.game = game
        self.player = player
        self._actions: list[Action] | None = None

    def _all(self) -> list[Action]:
        if self._actions is None:
            self._actions = legal_actions(self.game, self.player)
        return self._actions

    def __getitem__(self, index: Any) -> Any:
        if index == 0 and self._actions is None:
            return _PASS
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self) -> Iterator[Action]:
        return iter(self._all())

    def __contains__(self, action: object) -> bool:
        return action in self._all()


_PASS = PassPriority()


def run_priority(game: Game, *, until_stack_empty: bool = False) -> None:
    """Give players priority until all pass with an empty stack (the step ends, 117.4).

    With ``until_stack_empty`` it returns as soon as the stack is empty after
    state-based actions and triggers (used by scenario tests to resolve a spell).
    """
    player = game.active
    passes = 0
    live = sum(1 for p in game.players if p.in_game)  # a player leaving ends a two-player game
    for _ in range(MAX_DECISIONS_PER_STEP):
        game.before_priority()  # 117.5
        if until_stack_empty and not game.stack.objects:
            return
        game.priority_player = player
        actions = LegalActions(game, player)
        action = player.agent.choose_action(game, player, actions)
        if isinstance(action, PassPriority):
            passes += 1
            if passes >= live:
                if not game.stack.objects:
                    game.priority_player = None
                    return
                resolve_top(game)  # 117.4
                passes = 0
                player = game.active  # 117.3b
            else:
                player = game.next_player(player)
            continue
        if action not in actions:
            raise IllegalActionError(f"{player.name} can't {action.describe()} now")
        perform(game, player, action)
        passes = 0  # 117.3c: the same player receives priority
    raise EngineLimitError(f"more than {MAX_DECISIONS_PER_STEP} priority decisions in one step")
