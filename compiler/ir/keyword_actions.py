"""The IR, keyword actions (701) that are instructions of their own: surveil, investigate,
proliferate, explore, and "remove all counters". Codegen writes each as the ``ctx`` method of
its name (runtime/context/<action>.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from .effects import CreateTokens
from .nodes import Node, ObjectEffect, PlayerEffect
from .values import Amount, Selector


@dataclass(frozen=True, slots=True)
class Surveil(PlayerEffect):
    """A player surveils N (701.42a): looks at the top N cards of their library and puts any
    number of them into their graveyard and the rest on top in any order."""

    runtime_method = "surveil"

    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    amount: int
    origin: str = field(default="", compare=False)

    def reminder_keyword(self) -> str:
        """701.42a: its reminder says its N ("surveil 2")."""
        return f"surveil {self.amount}"


@dataclass(frozen=True, slots=True)
class Investigate(CreateTokens):
    """A player investigates (701.36a): creates a Clue token (111.10f) — the token, its count
    (one) and its ability are the Clue's, as "create a Clue token" would say them."""

    runtime_method = "investigate"

    you_unsaid_ja: ClassVar[bool] = True
    keyword_action: ClassVar[str | None] = "investigate"


@dataclass(frozen=True, slots=True)
class Proliferate(PlayerEffect):
    """A player proliferates (701.27a): chooses any number of permanents and/or players, then
    gives each another counter of each kind already there."""

    runtime_method = "proliferate"

    you_unsaid_ja: ClassVar[bool] = True
    keyword_action: ClassVar[str | None] = "proliferate"

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Explore(ObjectEffect):
    """A permanent explores (701.40a): its controller reveals the top card of their library;
    a land card goes to their hand, otherwise the permanent gets a +1/+1 counter and the card
    may go to the graveyard."""

    runtime_method = "explore"

    keyword_action: ClassVar[str | None] = "explore"

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class RemoveAllCounters(Node):
    """Every counter of every kind is removed from permanents (122.1: "remove all counters
    from target creature"); the instruction's player does it (its subject is not ``obj``)."""

    runtime_method = "remove_all_counters"

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class RemoveCounters(Node):
    """Up to ``amount`` counters of ``kind`` are removed from each permanent (122.1: "remove
    two loyalty counters from each planeswalker"; one with fewer loses those it has); the
    instruction's player does it (its subject is not ``obj``)."""

    runtime_method = "remove_counters"

    obj: Selector
    kind: str
    amount: Amount
    origin: str = field(default="", compare=False)
