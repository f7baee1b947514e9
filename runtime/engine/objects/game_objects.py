"""Objects in the game (rule 109): cards in zones, permanents, spells, abilities, emblems.

Rule 400.7: an object that moves from one zone to another becomes a new
object with no memory of its previous existence.  The engine makes a fresh
Python object on every zone change; the old one keeps a :class:`LastKnown`
snapshot (608.2h, 113.7a) so abilities that refer to it can still use its
last known information, its ``zone`` becomes None and ``moved_to`` points at
the new object (for "return that card", 400.7 exceptions).

Characteristics come from :attr:`GameObject.chars`: the printed values for a
card outside the battlefield, the layer system's result for a permanent
(recomputed lazily whenever the game state changed), or the last known ones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import (
    Ability,
    ActivatedAbility,
    CardDefinition,
    CardType,
    Color,
    SpellAbility,
    Supertype,
    TriggeredAbility,
)
from .characteristics import Chars, base_chars

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from .players import Player
    from .zones import Zone

#: 110.4a: the permanent card types.
PERMANENT_TYPES = (
    CardType.ARTIFACT,
    CardType.CREATURE,
    CardType.ENCHANTMENT,
    CardType.LAND,
    CardType.PLANESWALKER,
)
PLUS_ONE = "+1/+1"
MINUS_ONE = "-1/-1"
POISON = "poison"  # 122.1f: a player's poison counters (704.5c)
LOYALTY = "loyalty"


def is_static(ability: Ability) -> bool:
    """604.1: an ability that is neither a spell ability, activated nor triggered is static."""
    return not isinstance(ability, (SpellAbility, ActivatedAbility, TriggeredAbility))


class Counters(dict):  # type: ignore[type-arg]
    """Counters on an object (122): kind → number; any change is a state change."""

    __slots__ = ("game",)

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def __setitem__(self, key: str, value: int) -> None:
        super().__setitem__(key, value)
        self.game.touch()

    def __delitem__(self, key: str) -> None:
        super().__delitem__(key)
        self.game.touch()

    def update(self, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        """dict.update, marking the state changed."""
        super().update(*args, **kwargs)
        self.game.touch()

    def clear(self) -> None:
        """dict.clear, marking the state changed."""
        super().clear()
        self.game.touch()


class LastKnown:
    """Last known information about an object that left its zone (608.2h)."""

    __slots__ = (
        "attached_to",
        "attachments",
        "attacking",
        "blocking",
        "chars",
        "controller",
        "copiable",
        "counters",
        "damage",
        "damaged_by",
        "paired_with",
        "tapped",
        "zone_kind",
    )

    def __init__(self, chars: Chars, controller: Any, zone_kind: str) -> None:
        self.chars = chars
        self.controller = controller
        self.zone_kind = zone_kind
        self.copiable: Chars = chars  # its copiable values (707.2), as it last existed
        self.counters: dict[str, int] = {}
        self.tapped = False
        self.attacking: Any = None
        self.blocking: list[Any] = []
        self.attached_to: Any = None
        self.attachments: list[Any] = []
        self.paired_with: Any = None
        self.damage = 0
        self.damaged_by: frozenset[int] = frozenset()


class GameObject:
    """A card or token in some zone, with its characteristics (109.3)."""

    __slots__ = (
        "_base",
        "card",
        "choices",
        "counters",
        "game",
        "is_token",
        "kicked",
        "lki",
        "moved_to",
        "oid",
        "owner",
        "remembered",
        "revealed",
        "timestamp",
        "zone",
    )

    def __init__(
        self, game: Game, card: CardDefinition, owner: Player, *, token: bool = False
    ) -> None:
        self.game = game
        self.oid = game.new_oid()
        self.card = card
        self._base = base_chars(card)
        self.owner = owner
        self.zone: Zone | None = None
        self.timestamp = game.new_timestamp()
        self.is_token = token  # 111.1
        self.counters = Counters(game)
        self.revealed = False  # hidden-zone cards are hidden until revealed (400.2)
        self.moved_to: GameObject | None = None
        self.lki: LastKnown | None = None
        self.choices: dict[str, Any] = {}  # "as this enters, choose …" (614.12)
        self.remembered: list[Any] = []  # objects linked to it ("exiled with", 607)
        # 702.33d: a spell whose kicker cost was paid, or the permanent such a spell became
        self.kicked = False

    # --- characteristics (109.3) -----------------------------------------
    @property
    def chars(self) -> Chars:
        """Current characteristics (or last known ones once it has left its zone)."""
        if self.lki is not None:
            return self.lki.chars
        return self._base

    @property
    def controller(self) -> Player:
        """108.4: outside the battlefield and stack, the owner."""
        return self.lki.controller if self.lki is not None else self.owner

    @property
    def name(self) -> str:
        """The object's name."""
        return self.chars.name

    @property
    def card_types(self) -> frozenset[CardType]:
        """Card types (300.1)."""
        return self.chars.card_types

    @property
    def subtypes(self) -> frozenset[str]:
        """Subtypes, English names."""
        return self.chars.subtypes

    @property
    def supertypes(self) -> frozenset[Supertype]:
        """Supertypes (205.4)."""
        return self.chars.supertypes

    @property
    def colors(self) -> frozenset[Color]:
        """105.2: its colours."""
        return self.chars.colors

    @property
    def mana_value(self) -> int:
        """Mana value (202.3)."""
        return self.chars.mana_value

    @property
    def power(self) -> int:
        """Power (0 if it has none, 107.2)."""
        return self.chars.power or 0

    @property
    def toughness(self) -> int:
        """Toughness."""
        return self.chars.toughness or 0

    @property
    def power_toughness(self) -> tuple[int, int]:
        """(power, toughness) in one computation."""
        c = self.chars
        return c.power or 0, c.toughness or 0

    @property
    def keywords(self) -> frozenset[Any]:
        """Keyword abilities (Keyword members and keyword dataclasses)."""
        return self.chars.keywords

    @property
    def abilities(self) -> tuple[Ability, ...]:
        """Its non-keyword abilities, plus those its keywords stand for."""
        return self.chars.abilities

    @property
    def activated(self) -> list[tuple[int, ActivatedAbility]]:
        """(index into ``abilities``, ability) for each activated ability."""
        return [(i, a) for i, a in enumerate(self.abilities) if isinstance(a, ActivatedAbility)]

    @property
    def triggered(self) -> list[TriggeredAbility]:
        """Its triggered abilities."""
        return [a for a in self.abilities if isinstance(a, TriggeredAbility)]

    @property
    def statics(self) -> list[Ability]:
        """Its static abilities (604)."""
        return [a for a in self.abilities if is_static(a)]

    def has_keyword(self, keyword: Any) -> bool:
        """Whether the object has ``keyword`` now."""
        return keyword in self.chars.keywords

    def is_type(self, card_type: CardType) -> bool:
        """Whether ``card_type`` is among its card types."""
        return card_type in self.chars.card_types

    @property
    def is_creature(self) -> bool:
        """Whether it is a creature (card)."""
        return CardType.CREATURE in self.chars.card_types

    @property
    def is_land(self) -> bool:
        """Whether it is a land (card)."""
        return CardType.LAND in self.chars.card_types

    @property
    def is_planeswalker(self) -> bool:
        """Whether it is a planeswalker (card)."""
        return CardType.PLANESWALKER in self.chars.card_types

    @property
    def is_permanent_card(self) -> bool:
        """110.4a: artifact, creature, enchantment, land and planeswalker cards."""
        types = self.chars.card_types
        return any(t in types for t in PERMANENT_TYPES)

    @property
    def alive(self) -> bool:
        """True while this object still exists in a zone (400.7)."""
        return self.zone is not None

    @property
    def zone_kind(self) -> str | None:
        """The kind of zone it is in ("hand", "battlefield", …), or None once it left."""
        return self.zone.kind if self.zone is not None else None

    def counter_count(self, kind: str) -> int:
        """How many ``kind`` counters it has (last known once gone)."""
        if self.lki is not None:
            return self.lki.counters.get(kind, 0)
        return self.counters.get(kind, 0)

    def current(self) -> GameObject:
        """The object this one became after its zone changes (400.7), or itself."""
        obj = self
        while obj.moved_to is not None:
            obj = obj.moved_to
        return obj

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}#{self.oid}>"


class Permanent(GameObject):
    """A permanent on the battlefield (110.1): status, damage, counters, combat, attachments."""

    __slots__ = (
        "_chars",
        "_ctrl",
        "_cv",
        "_mana_source",
        "_tapped",
        "activated_turns",
        "attached_to",
        "attachments",
        "attacked_turn",
        "attacking",
        "back_up",
        "base_controller",
        "blocked",
        "blockers",
        "blocking",
        "cast_x",
        "control_since",
        "damage",
        "damaged_by",
        "dealt_first_strike_damage",
        "deathtouched",
        "entered_from",
        "last_controller",
        "loyalty_turn",
        "paired_with",
        "skip_untaps",
        "skip_untaps_of",
        "transformed_at",
    )

    def __init__(
        self,
        game: Game,
        card: CardDefinition,
        owner: Player,
        controller: Player,
        *,
        token: bool = False,
    ) -> None:
        super().__init__(game, card, owner, token=token)
        self.base_controller = controller  # 110.2: who put it onto the battlefield
        self.last_controller = controller
        self._tapped = False  # 110.5b: enters untapped by default
        self.damage = 0  # 120.3e: marked damage
        self.deathtouched = False  # 704.5h
        self.damaged_by: set[int] = set()  # oids of sources that dealt it damage this turn
        self.control_since = game.tick()  # 302.6
        self.attacking: Any = None  # the player or planeswalker it attacks, 506.4
        self.blocking: list[Permanent] = []  # the attackers it blocks, 509.1
        self.blocked = False  # 509.1h: stays blocked even if blockers leave
        self.blockers: list[Permanent] = []
        self.dealt_first_strike_damage = False
        self.attached_to: Any = None  # 301.5 / 303.4: Aura or Equipment
        self.attachments: list[Permanent] = []
        self.paired_with: Permanent | None = None  # 702.95
        self.skip_untaps = 0  # "doesn't untap during its controller's next untap step"
        # "… during that player's next untap step": the players whose next one it is (502.3)
        self.skip_untaps_of: list[Player] = []
        self.loyalty_turn = -1  # 606.3: the turn a loyalty ability was last activated
        self.activated_turns: dict[type, int] = {}  # 602.5b: "only once each turn" abilities
        self.entered_from: str | None = None
        self.cast_x = 0  # 107.3m: the X of the spell that became it (its own X is 0)
        self._mana_source: Any = None  # its basic land type's mana ability, for payments (305.6)
        self.back_up = False  # 712.8a: a double-faced card enters with its front face up
        self.transformed_at = -1  # the timestamp of its latest transformation (701.28f)
        self.attacked_turn = -1  # 508.1: the turn it was last declared as an attacker
        self._chars: Chars = self._base
        self._ctrl = controller
        self._cv = -1

    # --- characteristics through the layers (613) --------------------------
    @property
    def chars(self) -> Chars:
        """Characteristics after all continuous effects (613), or last known ones."""
        if self._cv == self.game.version:
            return self._chars
        if self.lki is not None:
            return self.lki.chars
        game = self.game
        if not game.refreshing and self.zone is not None:
            game.refresh()
        return self._chars

    @property
    def controller(self) -> Player:
        """Its controller (layer 2), or the last known one."""
        if self._cv == self.game.version:
            return self._ctrl
        if self.lki is not None:
            return self.lki.controller
        game = self.game
        if not game.refreshing and self.zone is not None:
            game.refresh()
        return self._ctrl

    @property
    def tapped(self) -> bool:
        """110.5: tapped or untapped."""
        if self.lki is not None:
            return self.lki.tapped
        return self._tapped

    @tapped.setter
    def tapped(self, value: bool) -> None:
        if value != self._tapped:
            self._tapped = value
            game = self.game
            game.status_version += 1
            if (
                game.tap_sensitive
            ):  # a static ability looks at tapped status (e.g. "untapped creatures")
                game.touch()

    @property
    def sick(self) -> bool:
        """302.6: not controlled continuously since its controller's most recent turn began."""
        return self.control_since > self.controller.turn_began

    @sick.setter
    def sick(self, value: bool) -> None:
        self.control_since = self.game.tick() if value else -(10**9)

    @property
    def on_battlefield(self) -> bool:
        """Whether this object is still on the battlefield (not a former permanent)."""
        return self.lki is None and self.zone is not None

    @property
    def in_combat(self) -> bool:
        """Attacking or blocking (506.4)."""
        return self.attacking is not None or bool(self.blocking)

    @property
    def loyalty(self) -> int:
        """306.5c: a planeswalker's loyalty is its number of loyalty counters."""
        return self.counter_count(LOYALTY)

    @property
    def attached_permanents(self) -> list[Permanent]:
        """The Auras and Equipment attached to it."""
        return list(self.attachments)

    def freeze(self, zone_kind: str) -> None:
        """Record last known information as it leaves the battlefield (608.2h)."""
        chars = self.chars
        lki = LastKnown(chars, self.controller, zone_kind)
        from ..layers.layer_effects import copiable_values  # the layers import this module

        lki.copiable = copiable_values(self)  # 707.2: what a copy of it copies (608.2h)
        lki.counters = dict(self.counters)
        lki.tapped = self._tapped
        lki.attacking = self.attacking
        lki.blocking = list(self.blocking)
        lki.attached_to = self.attached_to
        lki.attachments = list(self.attachments)
        lki.paired_with = self.paired_with
        lki.damage = self.damage
        lki.damaged_by = frozenset(self.damaged_by)
        self.lki = lki
        self._cv = -1  # its characteristics are the last known ones from now on

    def remove_from_combat(self) -> None:
        """506.4: a permanent removed from combat stops being attacking/blocking."""
        self.attacking = None
        self.blocking = []
        self.blocked = False
        self.blockers = []
        self.dealt_first_strike_damage = False


class Spell(GameObject):
    """A card (or copy) on the stack (111.1).

    ``targets[k]`` are the targets of its k-th chosen spell ability;
    ``modes`` the chosen mode indices (700.2); ``x`` the value of X;
    ``paid`` what was paid for its costs (sacrificed, tapped, life);
    ``division`` the amounts divided among targets (601.2d).
    """

    __slots__ = (
        "alt_cost",
        "cast_by",
        "cast_from",
        "controller_",
        "copied_chars",
        "division",
        "enchant_target",
        "is_copy",
        "modes",
        "paid",
        "spell_abilities",
        "targets",
        "uncounterable",
        "was_cast",
        "x",
    )

    def __init__(
        self,
        game: Game,
        card: CardDefinition,
        owner: Player,
        controller: Player,
        *,
        copy: bool = False,
    ) -> None:
        super().__init__(game, card, owner)
        self.controller_ = controller
        self.is_copy = copy  # 707.10: a copy of a spell isn't a card
        self.copied_chars: Chars | None = None
        self.modes: tuple[int, ...] = ()
        all_spell = [a for a in self.chars.abilities if isinstance(a, SpellAbility)]
        self.spell_abilities: tuple[SpellAbility, ...] = tuple(all_spell)
        self.targets: list[list[Any]] = [[] for _ in self.spell_abilities]
        self.division: list[list[int]] = [[] for _ in self.spell_abilities]
        self.x = 0
        self.paid: dict[str, list[Any]] = {}
        self.cast_from: str | None = None  # 601.2a: the zone it was cast from
        self.cast_by: Player | None = None  # 601.2: the player who cast it
        self.alt_cost: str | None = None
        self.uncounterable = False
        self.was_cast = False
        self.enchant_target: list[Any] = []  # an Aura spell's target (115.1b)

    @property
    def chars(self) -> Chars:
        """The card's (or the copied) characteristics, or last known ones."""
        if self.lki is not None:
            return self.lki.chars
        if self.copied_chars is not None:
            return self.copied_chars
        return self._base

    @property
    def controller(self) -> Player:
        """The player who cast it (or controls the copy)."""
        return self.controller_

    @controller.setter
    def controller(self, value: Player) -> None:
        self.controller_ = value

    def choose_modes(self, modes: tuple[int, ...]) -> None:
        """Keep only the chosen modes' spell abilities (700.2)."""
        every = [a for a in self.chars.abilities if isinstance(a, SpellAbility)]
        self.modes = modes
        self.spell_abilities = tuple(every[i] for i in modes)
        self.targets = [[] for _ in self.spell_abilities]
        self.division = [[] for _ in self.spell_abilities]

    @property
    def all_targets(self) -> list[Any]:
        """Every chosen target of every spell ability (None for unchosen "up to")."""
        return [t for ts in self.targets for t in ts if t is not None]


# Abilities on the stack and emblems live in their own module; re-exported here.
from .stack_objects import EmblemObject, StackAbility  # noqa: F401
