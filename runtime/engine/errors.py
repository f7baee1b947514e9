"""Exceptions raised by the rules engine.

``RulesError`` is the base of every error the engine raises on purpose;
``GameOver`` is control flow (the game ended, rule 104.1), not an error.
"""

from __future__ import annotations

from typing import Any


class RulesError(Exception):
    """The engine was asked to do something the rules do not allow."""


class IllegalActionError(RulesError):
    """An agent or a test chose an action, target or declaration that is not legal."""


class ScriptError(RulesError):
    """A :class:`~ofuda.runtime.agents.agent.ScriptedAgent`'s script does not fit the question asked."""


class EngineLimitError(RulesError):
    """A safety limit (priority passes, actions) was exceeded: the engine looped."""


class GameOver(Exception):
    """Raised inside the engine when the game ends immediately (rule 104.1)."""

    def __init__(self, winner: Any, reason: str) -> None:
        super().__init__(reason)
        self.winner = winner
        self.reason = reason
