"""The IR: what a card does, independent of how (and in which language) it was worded.

Abilities hold typed effects; objects and players are named by selectors
(this object, you, the n-th target); targets, costs and triggers use the
runtime's own data vocabulary (:mod:`ofuda.runtime.definitions`), so codegen
writes them out as they are. The Japanese and the English text of a card must
lower to equal IR; ``origin`` fields (the source text a node came from) are
excluded from equality for that reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ofuda.runtime.definitions import (
    CardType,
    Cost,
    Duration,
    Keyword,
    Supertype,
    TargetSpec,
    Trigger,
)
from ofuda.runtime.statics import Condition, KeywordParameter, StaticEffect

# --- selectors --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ThisObject:
    """The object with the ability (the spell itself, for a spell)."""


@dataclass(frozen=True, slots=True)
class You:
    """The ability's controller."""


@dataclass(frozen=True, slots=True)
class Targeted:
    """The object or player chosen for the ability's target number ``index``."""

    index: int


Selector = ThisObject | You | Targeted


# --- effects ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GainLife:
    """A player gains life (rule 119.3)."""

    player: Selector
    amount: int
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class LoseLife:
    """A player loses life (rule 119.3)."""

    player: Selector
    amount: int
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DrawCards:
    """A player draws cards (rule 121.1)."""

    player: Selector
    amount: int
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DealDamage:
    """A source deals damage to a creature, planeswalker or player (rule 120.1)."""

    source: Selector
    recipient: Selector
    amount: int
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ModifyPowerToughness:
    """An object gets +N/+M (rule 613.4c)."""

    obj: Selector
    power: int
    toughness: int
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class GrantKeyword:
    """An object gains a keyword ability (rule 613.1f)."""

    obj: Selector
    keyword: Keyword
    duration: Duration
    origin: str = field(default="", compare=False)


Effect = GainLife | LoseLife | DrawCards | DealDamage | ModifyPowerToughness | GrantKeyword


# --- abilities --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KeywordAbility:
    """A keyword ability (rule 702), with its parameter where it has one
    (:class:`~ofuda.runtime.statics.Protection`, ``Enchant``, ``Equip``, ``Miracle``)."""

    keyword: Keyword | KeywordParameter
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """An instant's or sorcery's effect (rule 113.3a)."""

    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """ "[Cost]: [Effect]" (rule 602)."""

    cost: Cost
    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """ "When/Whenever/At …, …" (rule 603)."""

    trigger: Trigger
    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (rule 604, 611.3): continuous effects, restrictions and
    rules changes (runtime data of :mod:`ofuda.runtime.statics`) that apply
    while ``condition`` holds (None: always)."""

    effects: tuple[StaticEffect, ...]
    condition: Condition | None = None
    origin: str = field(default="", compare=False)


Ability = KeywordAbility | SpellAbility | ActivatedAbility | TriggeredAbility | StaticAbility


@dataclass(frozen=True, slots=True)
class CardFace:
    """A card's printed characteristics other than its rules text."""

    name: str
    name_ja: str | None
    mana_cost: str | None
    supertypes: tuple[Supertype, ...]
    card_types: tuple[CardType, ...]
    subtypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None


@dataclass(frozen=True, slots=True)
class CardIR:
    """One card: its face and the abilities of its rules text, in order."""

    face: CardFace
    abilities: tuple[Ability, ...]
