"""What a player with priority may do (117.1), and the requests agents answer.

``legal_actions`` (in casting.py) lists the actions; an agent picks one.
Actions are compared by value, so an agent may also build one itself.  The
request classes describe the other questions an agent is asked (targets,
modes, X, divisions); see :class:`ofuda.runtime.agents.agent.Agent`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...definitions import Ability, TargetSpec
from .ignoring import IgnoreEffect


@dataclass(slots=True)
class PassPriority:
    """Pass priority (117.3d)."""

    def describe(self) -> str:
        """Short text for logs and errors."""
        return "pass"


@dataclass(slots=True)
class PlayLand:
    """Play a land from hand: a special action (116.2a, 305.1)."""

    card: Any

    def describe(self) -> str:
        """Short text for logs and errors."""
        return f"play {self.card.name}"


@dataclass(slots=True)
class CastSpell:
    """Cast a spell (601) from hand, or from another zone by a permission (``via``)."""

    card: Any
    via: Any = field(default=None, compare=False)

    def describe(self) -> str:
        """Short text for logs and errors."""
        return f"cast {self.card.name}"


@dataclass(slots=True)
class ActivateAbility:
    """Activate the ``index``-th ability (in ``source.abilities``) of a permanent (602)."""

    source: Any
    index: int

    @property
    def ability(self) -> Ability:
        """The ability instance being activated."""
        return self.source.abilities[self.index]

    def describe(self) -> str:
        """Short text for logs and errors."""
        return f"activate {self.source.name} ability #{self.index}"


Action = PassPriority | PlayLand | CastSpell | ActivateAbility | IgnoreEffect


@dataclass(slots=True)
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


@dataclass(slots=True)
class ModeRequest:
    """700.2: choose between ``minimum`` and ``maximum`` of the modes (indices into ``modes``,
    the spell ability classes); ``available`` are the modes that have legal targets."""

    source: Any
    modes: tuple[Any, ...]
    minimum: int
    maximum: int
    available: tuple[int, ...]


@dataclass(slots=True)
class XRequest:
    """107.3 / 601.2b: choose a value for X between 0 and ``maximum`` (what can be paid)."""

    source: Any
    maximum: int
    reason: str = "X"


@dataclass(slots=True)
class DivideRequest:
    """601.2d: divide ``amount`` among ``recipients`` (each between ``minimum_each`` and its
    ``maximum_each``, if given); the answer maps recipients to amounts summing to ``amount``."""

    source: Any
    amount: int
    recipients: tuple[Any, ...]
    minimum_each: int = 1
    maximum_each: tuple[int, ...] | None = None
    reason: str = "divide"
