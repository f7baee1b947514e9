"""Objects that aren't cards: abilities on the stack (112.1, 112.9) and emblems (114)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import Ability, CardType, Color, Keyword, TriggeredAbility

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from .players import Player
    from .zones import Zone


def _is_static(ability: Ability) -> bool:
    from .game_objects import is_static

    return is_static(ability)


class StackAbility:
    """An activated or triggered ability on the stack (112.1, 112.9): not a spell."""

    __slots__ = (
        "ability",
        "controller",
        "division",
        "event",
        "game",
        "kind",
        "lki",
        "oid",
        "paid",
        "remembered",
        "source",
        "targets",
        "timestamp",
        "x",
        "zone",
    )

    def __init__(
        self, game: Game, source: Any, controller: Player, ability: Ability, kind: str
    ) -> None:
        self.game = game
        self.oid = game.new_oid()
        self.source = source  # 113.7: the object whose ability it is (may have left its zone)
        self.controller = controller  # 113.8
        self.ability = ability
        self.targets: list[Any] = []
        self.division: list[int] = []
        self.kind = kind  # "activated" | "triggered"
        self.zone: Zone | None = None
        self.timestamp = game.new_timestamp()
        self.x = 0
        self.paid: dict[str, list[Any]] = {}
        self.event: Any = None  # what made a triggered ability trigger
        self.remembered: list[Any] = []
        self.lki = None

    @property
    def name(self) -> str:
        """``"<source>'s ability"``, as logs and agents see it."""
        return f"{self.source.name}'s {self.kind} ability"

    @property
    def alive(self) -> bool:
        """True while it is on the stack."""
        return self.zone is not None

    @property
    def all_targets(self) -> list[Any]:
        """Every chosen target."""
        return [t for t in self.targets if t is not None]

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<StackAbility {self.name}#{self.oid}>"


class EmblemObject:
    """An emblem in the command zone (114): only abilities; owned and controlled by a player."""

    __slots__ = (
        "abilities",
        "game",
        "lki",
        "moved_to",
        "name",
        "oid",
        "owner",
        "timestamp",
        "zone",
    )

    def __init__(
        self, game: Game, owner: Player, abilities: tuple[Ability, ...], name: str
    ) -> None:
        self.game = game
        self.oid = game.new_oid()
        self.owner = owner
        self.abilities = abilities
        self.name = name
        self.zone: Zone | None = None
        self.timestamp = game.new_timestamp()
        self.lki = None
        self.moved_to = None

    @property
    def controller(self) -> Player:
        """114.3: the player who got it."""
        return self.owner

    @property
    def keywords(self) -> frozenset[Any]:
        """Emblems have no keywords."""
        return frozenset()

    @property
    def colors(self) -> frozenset[Color]:
        """Emblems are colourless."""
        return frozenset()

    @property
    def card_types(self) -> frozenset[CardType]:
        """114.5: no card types."""
        return frozenset()

    @property
    def subtypes(self) -> frozenset[str]:
        """No subtypes."""
        return frozenset()

    @property
    def triggered(self) -> list[TriggeredAbility]:
        """Its triggered abilities."""
        return [a for a in self.abilities if isinstance(a, TriggeredAbility)]

    @property
    def statics(self) -> list[Ability]:
        """Its static abilities."""
        return [a for a in self.abilities if _is_static(a)]

    def has_keyword(self, keyword: Keyword) -> bool:
        """Emblems have no keywords."""
        return False

    def __repr__(self) -> str:
        return f"<Emblem {self.name}#{self.oid}>"
