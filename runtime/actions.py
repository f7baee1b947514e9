"""What a player with priority may do (117.1), and the requests agents answer.

``legal_actions`` (in casting.py) lists these; an agent picks one.  Actions are
compared by value, so an agent may also build one itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .definitions import Ability, TargetSpec


@dataclass(frozen=True, slots=True)
class PassPriority:
    """Pass priority (117.3d)."""

    def describe(self) -> str:
        """Short text for logs and errors."""
        return "pass"


@dataclass(frozen=True, slots=True)
class PlayLand:
    """Play a land from hand: a special action (116.2a, 305.1)."""

    card: Any

    def describe(self) -> str:
        """Short text for logs and errors."""
        return f"play {self.card.name}"


@dataclass(frozen=True, slots=True)
class CastSpell:
    """Cast a spell from hand (601)."""

    card: Any

    def describe(self) -> str:
        """Short text for logs and errors."""
        return f"cast {self.card.name}"


@dataclass(frozen=True, slots=True)
class ActivateAbility:
    """Activate the ``index``-th ability of a permanent (602)."""

    source: Any
    index: int

    @property
    def ability(self) -> Ability:
        """The ability instance being activated."""
        return self.source.abilities[self.index]

    def describe(self) -> str:
        """Short text for logs and errors."""
        return f"activate {self.source.name} ability #{self.index}"


Action = PassPriority | PlayLand | CastSpell | ActivateAbility


@dataclass(frozen=True, slots=True)
class TargetRequest:
    """A request to choose targets for one target phrase (601.2c, 602.2b, 603.3d).

    ``source`` is the card or permanent the ability comes from, ``ability`` the
    ability instance, ``spec`` the phrase and ``candidates`` its legal choices;
    the answer is a list of between ``minimum`` and ``maximum`` distinct candidates.
    """

    source: Any
    ability: Ability
    spec: TargetSpec
    candidates: tuple[Any, ...]
    minimum: int
    maximum: int
