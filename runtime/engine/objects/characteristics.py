"""Characteristics (109.3): the values the layer system computes for an object.

:class:`Chars` is one object's name, mana cost, colours, types, keywords,
abilities, power, toughness and loyalty (a permanent's controller, layer 2,
is kept on the permanent).
:func:`base_chars` gives the printed values of a card definition (the
copiable values, 707.2), shared by every object with that card and never
mutated: the layer system copies before it changes anything (``shared``).  ``rules`` holds
the rule-modifying effects that apply to the object (can't block, can't be
countered, …), or None.
"""

from __future__ import annotations

from typing import Any

from ...definitions import Ability, CardDefinition, CardType, Color, Keyword, Supertype
from ..casting.cycling import hand_abilities
from ..casting.graveyard_keywords import graveyard_abilities
from ..creature_types import ALL_CREATURE_TYPES
from ..mana.pool import colors_of_cost, parse_mana_cost


class Chars:
    """One object's characteristics and the rule effects that apply to it."""

    __slots__ = (
        "abilities",
        "card_types",
        "colors",
        "front_cost",
        "keywords",
        "loyalty",
        "mana_cost",
        "name",
        "power",
        "rules",
        "sba",
        "shared",
        "subtypes",
        "supertypes",
        "toughness",
    )

    def __init__(
        self,
        name: str,
        mana_cost: str | None,
        colors: frozenset[Color],
        card_types: frozenset[CardType],
        subtypes: frozenset[str],
        supertypes: frozenset[Supertype],
        keywords: frozenset[Any],
        abilities: tuple[Ability, ...],
        power: int | None,
        toughness: int | None,
        loyalty: int | None,
    ) -> None:
        self.name = name
        self.mana_cost = mana_cost
        self.colors = colors
        self.card_types = card_types
        self.subtypes = subtypes
        self.supertypes = supertypes
        self.keywords = keywords
        self.abilities = abilities
        self.power = power
        self.toughness = toughness
        self.loyalty = loyalty
        self.rules: list[Any] | None = None
        self.sba: int | None = (
            None  # which state-based actions concern it (sba.py), worked out once
        )
        self.shared = False  # True for the cached printed values: copy before changing
        # 712.8e: a transformed permanent's mana value is its front face's (its back face
        # has no mana cost); None for anything else.
        self.front_cost: str | None = None

    def copy(self) -> Chars:
        """A shallow copy (the frozensets and tuples are immutable)."""
        c = Chars.__new__(Chars)
        c.name = self.name
        c.mana_cost = self.mana_cost
        c.colors = self.colors
        c.card_types = self.card_types
        c.subtypes = self.subtypes
        c.supertypes = self.supertypes
        c.keywords = self.keywords
        c.abilities = self.abilities
        c.power = self.power
        c.toughness = self.toughness
        c.loyalty = self.loyalty
        c.rules = list(self.rules) if self.rules else None
        c.sba = None
        c.shared = False
        c.front_cost = self.front_cost
        return c

    def copiable(self) -> Chars:
        """707.2: the copiable values only (no rule effects)."""
        c = self.copy()
        c.rules = None
        c.front_cost = None  # 712.8e: a copy of a back face has mana value 0
        return c

    @property
    def mana_value(self) -> int:
        """202.3: the mana value of the mana cost (X is 0 here); 712.8e: a transformed
        permanent's is its front face's."""
        cost = self.mana_cost if self.front_cost is None else self.front_cost
        return parse_mana_cost(cost).mana_value

    def __repr__(self) -> str:
        pt = f" {self.power}/{self.toughness}" if self.power is not None else ""
        return f"<Chars {self.name}{pt}>"


_BASE: dict[int, tuple[CardDefinition, Chars]] = {}


def base_chars(card: CardDefinition) -> Chars:
    """The printed characteristics of ``card`` (cached; never mutate the result)."""
    hit = _BASE.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    colors = (
        frozenset(card.colors)
        if card.colors is not None
        else frozenset(colors_of_cost(card.mana_cost))
    )
    keywords = frozenset(card.keywords)
    if Keyword.DEVOID in keywords:
        # 702.114a: "This object is colorless", a characteristic-defining ability (604.3): it
        # works in every zone and applies first in layer 5 (613.3), before any effect that
        # changes the object's colour; devoid gained from an effect (layer 6) changes nothing
        colors = frozenset()
    subtypes = frozenset(card.subtypes)
    if Keyword.CHANGELING in keywords:
        # 702.73a: "This object is every creature type", a characteristic-defining ability
        # (604.3): it works in every zone and applies first in layer 4 (613.3), so it is part of
        # the values every other effect starts from; an object that gains changeling from an
        # effect (layer 6) is not changed by it in layer 4, which came before (613.6)
        subtypes = subtypes | ALL_CREATURE_TYPES
    chars = Chars(
        card.name,
        card.mana_cost,
        colors,
        frozenset(card.card_types),
        subtypes,
        frozenset(card.supertypes),
        keywords,
        # 702.29b: cycling's ability is the card's in every zone (it functions in a hand);
        # unearth's likewise (it functions in a graveyard, 702.84a)
        (*card.ability_instances(), *hand_abilities(keywords), *graveyard_abilities(keywords)),
        card.power if card.power is not None or CardType.CREATURE not in card.card_types else 0,
        card.toughness
        if card.toughness is not None or CardType.CREATURE not in card.card_types
        else 0,
        card.loyalty,
    )
    chars.shared = True
    _BASE[id(card)] = (card, chars)
    return chars
