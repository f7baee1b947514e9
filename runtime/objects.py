"""Objects in the game (rule 109): cards in zones, permanents, spells, abilities on the stack.

Rule 400.7: an object that moves from one zone to another becomes a new
object with no memory of its previous existence.  The engine therefore makes a
fresh Python object on every zone change; the old one keeps a frozen
:class:`LastKnown` snapshot (608.2h, 112.7a) so abilities that refer to it can
still use its last known information, and its ``zone`` becomes ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .continuous import ContinuousEffect, compute_keywords, compute_power_toughness
from .definitions import (
    Ability,
    ActivatedAbility,
    CardDefinition,
    CardType,
    Color,
    Keyword,
    SpellAbility,
    Supertype,
    TriggeredAbility,
)
from .mana import colors_of_cost, parse_mana_cost

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .players import Player
    from .zones import Zone


class GameObject:
    """A card (or, later, a token) in some zone, with its printed characteristics (109.3)."""

    __slots__ = (
        "card",
        "controller",
        "game",
        "is_creature",
        "is_land",
        "is_token",
        "oid",
        "owner",
        "timestamp",
        "zone",
    )

    def __init__(self, game: Game, card: CardDefinition, owner: Player) -> None:
        self.game = game
        self.oid = game.new_oid()
        self.card = card
        self.owner = owner
        self.controller = owner  # 108.4: cards outside battlefield/stack: the owner
        self.zone: Zone | None = None
        self.timestamp = game.new_timestamp()
        self.is_token = False
        # Card types can't change yet (no layer-4 effects), so these are computed once.
        self.is_creature = CardType.CREATURE in card.card_types
        self.is_land = CardType.LAND in card.card_types

    # --- characteristics (109.3) -----------------------------------------
    @property
    def name(self) -> str:
        """The object's name."""
        return self.card.name

    @property
    def card_types(self) -> tuple[CardType, ...]:
        """Card types (300.1)."""
        return self.card.card_types

    @property
    def subtypes(self) -> tuple[str, ...]:
        """Subtypes, English names."""
        return self.card.subtypes

    @property
    def supertypes(self) -> tuple[Supertype, ...]:
        """Supertypes (205.4)."""
        return self.card.supertypes

    @property
    def colors(self) -> tuple[Color, ...]:
        """105.2: the colours of the mana symbols in its mana cost (a token's: as created, 111.3)."""
        if self.card.colors is not None:
            return self.card.colors
        return colors_of_cost(self.card.mana_cost)

    @property
    def mana_value(self) -> int:
        """Mana value of the printed cost (202.3)."""
        return parse_mana_cost(self.card.mana_cost).mana_value

    @property
    def power(self) -> int:
        """Printed power (0 if none, 107.2)."""
        return self.card.power or 0

    @property
    def toughness(self) -> int:
        """Printed toughness."""
        return self.card.toughness or 0

    @property
    def keywords(self) -> frozenset[Keyword]:
        """Printed keyword abilities."""
        return frozenset(self.card.keywords)

    def has_keyword(self, keyword: Keyword) -> bool:
        """Whether the object has ``keyword`` now."""
        return keyword in self.keywords

    def is_type(self, card_type: CardType) -> bool:
        """Whether ``card_type`` is among its card types."""
        return card_type in self.card_types

    @property
    def is_permanent_card(self) -> bool:
        """110.4: artifact, creature, enchantment, land and planeswalker cards are permanent cards."""
        return not (CardType.INSTANT in self.card_types or CardType.SORCERY in self.card_types)

    @property
    def alive(self) -> bool:
        """True while this object still exists in a zone (400.7)."""
        return self.zone is not None

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}#{self.oid}>"


@dataclass(frozen=True, slots=True)
class LastKnown:
    """Last known information about a permanent that left the battlefield (608.2h)."""

    power: int
    toughness: int
    keywords: frozenset[Keyword]
    controller: Any
    was_attacking: bool
    was_blocking: bool


class Permanent(GameObject):
    """A permanent on the battlefield (110.1): status, damage, counters, combat role."""

    __slots__ = (
        "abilities",
        "activated",
        "attacking",
        "blocked",
        "blockers",
        "blocking",
        "counters",
        "damage",
        "dealt_first_strike_damage",
        "deathtouched",
        "effects",
        "lki",
        "sick",
        "tapped",
        "triggered",
    )

    def __init__(self, game: Game, card: CardDefinition, owner: Player, controller: Player) -> None:
        super().__init__(game, card, owner)
        self.controller = controller
        self.tapped = False  # 110.5b: enters untapped by default
        self.damage = 0  # 120.3e: marked damage
        self.deathtouched = False  # 704.5h
        self.counters: dict[str, int] = {}
        self.sick = (
            True  # 302.6: not controlled continuously since the start of its controller's turn
        )
        self.attacking: Any = None  # the player (or planeswalker) it attacks, 506.4
        self.blocking: Permanent | None = None  # the attacker it blocks, 509.1
        self.blocked = False  # 509.1h: stays blocked even if blockers leave
        self.blockers: list[Permanent] = []  # in damage assignment order
        self.dealt_first_strike_damage = False
        self.effects: list[ContinuousEffect] = []
        self.lki: LastKnown | None = None
        self.abilities: tuple[Ability, ...] = tuple(card.ability_instances())
        self.activated: tuple[tuple[int, ActivatedAbility], ...] = tuple(
            (i, a) for i, a in enumerate(self.abilities) if isinstance(a, ActivatedAbility)
        )
        self.triggered: tuple[TriggeredAbility, ...] = tuple(
            a for a in self.abilities if isinstance(a, TriggeredAbility)
        )

    @property
    def power(self) -> int:
        """Current power (613), or last known power once it has left the battlefield."""
        if self.lki is not None:
            return self.lki.power
        return compute_power_toughness(self)[0]

    @property
    def toughness(self) -> int:
        """Current toughness (613), or last known toughness."""
        if self.lki is not None:
            return self.lki.toughness
        return compute_power_toughness(self)[1]

    @property
    def power_toughness(self) -> tuple[int, int]:
        """(power, toughness) in one computation."""
        if self.lki is not None:
            return self.lki.power, self.lki.toughness
        return compute_power_toughness(self)

    @property
    def keywords(self) -> frozenset[Keyword]:
        """Current keyword abilities after layer 6, or last known ones."""
        if self.lki is not None:
            return self.lki.keywords
        return compute_keywords(self)

    @property
    def on_battlefield(self) -> bool:
        """Whether this object is still on the battlefield (not a former permanent)."""
        return self.lki is None and self.zone is not None

    @property
    def in_combat(self) -> bool:
        """Attacking or blocking (506.4)."""
        return self.attacking is not None or self.blocking is not None

    def freeze(self) -> None:
        """Record last known information as the permanent leaves the battlefield."""
        p, t = compute_power_toughness(self)
        self.lki = LastKnown(
            p,
            t,
            compute_keywords(self),
            self.controller,
            self.attacking is not None,
            self.blocking is not None,
        )

    def remove_from_combat(self) -> None:
        """506.4: a permanent removed from combat stops being attacking/blocking."""
        self.attacking = None
        self.blocking = None
        self.blocked = False
        self.blockers = []
        self.dealt_first_strike_damage = False


class Spell(GameObject):
    """A card on the stack (111.1).  ``targets[k]`` are the targets of its k-th spell ability."""

    __slots__ = ("spell_abilities", "targets", "x")

    def __init__(self, game: Game, card: CardDefinition, owner: Player, controller: Player) -> None:
        super().__init__(game, card, owner)
        self.controller = controller
        self.spell_abilities: tuple[SpellAbility, ...] = tuple(
            a for a in card.ability_instances() if isinstance(a, SpellAbility)
        )
        self.targets: list[list[Any]] = [[] for _ in self.spell_abilities]
        self.x = 0


class StackAbility:
    """An activated or triggered ability on the stack (112.1, 112.9): not a spell."""

    __slots__ = (
        "ability",
        "controller",
        "game",
        "kind",
        "oid",
        "source",
        "targets",
        "timestamp",
        "zone",
    )

    def __init__(
        self, game: Game, source: GameObject, controller: Player, ability: Ability, kind: str
    ) -> None:
        self.game = game
        self.oid = game.new_oid()
        self.source = source  # 112.7: the object whose ability it is (may have left its zone)
        self.controller = controller  # 112.8
        self.ability = ability
        self.targets: list[Any] = []
        self.kind = kind  # "activated" | "triggered"
        self.zone: Zone | None = None
        self.timestamp = game.new_timestamp()

    @property
    def name(self) -> str:
        """``"<source>'s ability"``, as logs and agents see it."""
        return f"{self.source.name}'s {self.kind} ability"

    @property
    def alive(self) -> bool:
        """True while it is on the stack."""
        return self.zone is not None

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<StackAbility {self.name}#{self.oid}>"
