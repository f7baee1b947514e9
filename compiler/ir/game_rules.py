"""The IR, instructions of the game's own rules: a player wins or loses the game (104.2b,
104.3e), permanents are removed from combat (506.4), a player flips a coin and a later
instruction depends on whether they won the flip (705). Codegen writes each as the ``ctx``
method it declares (runtime/context/game_rules.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from .nodes import Action, Node, ObjectAction, PlayerEffect
from .values import Selector


@dataclass(frozen=True, slots=True)
class WinGame(PlayerEffect):
    """A player wins the game (104.2b): the game ends at once (104.1)."""

    runtime_method = "win_game"

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class LoseGame(PlayerEffect):
    """A player loses the game (104.3e) and leaves it (800.4a); the game ends if one player is
    left (104.2a) or none (104.4a)."""

    runtime_method = "lose_game"

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class RemoveFromCombat(ObjectAction):
    """Permanents are removed from combat (506.4): each stops being an attacking, blocking,
    blocked or unblocked creature."""

    runtime_method = "remove_from_combat"

    action: ClassVar[Action] = Action.REMOVE_FROM_COMBAT

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class FlipCoin(PlayerEffect):
    """A player flips a coin (705.1): they win or lose the flip at random (705.3)."""

    runtime_method = "flip_coin"

    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class FlipResult(Node):
    """A condition: the player who flipped a coin earlier in this resolution won that flip
    (``won``) or lost it (705.3)."""

    runtime_method = "flip_result"

    won: bool
