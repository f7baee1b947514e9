"""The vocabulary of keyword abilities with a parameter (702): data only, no game logic.

:class:`Protection`, :class:`HexproofFrom`, :class:`Ward`, :class:`Enchant`, :class:`Equip`,
:class:`Miracle`, :class:`Flashback`, :class:`Cycling`, :class:`Kicker`,
:class:`NumberedKeyword`, :class:`Unearth`, :class:`Scavenge`, :class:`Escape` go in
``CardDefinition.keywords`` beside the plain :class:`~ofuda.runtime.definitions.Keyword` members.
:mod:`ofuda.runtime.statics` names them too (the engine and the compiler import them from
there); each docstring names the rule the keyword stands for.
"""

from __future__ import annotations

from dataclasses import dataclass

from .definitions import Color, Cost, Keyword, ManaCost, ObjectFilter, PlayerFilter


@dataclass(frozen=True, slots=True)
class Protection:
    """Protection from a quality (702.16): can't be Damaged, Enchanted/Equipped,
    Blocked or Targeted by anything with that quality (DEBT).

    ``quality`` describes the objects it protects from (``subtypes=("Vampire",)``
    for "protection from Vampires"); ``colors`` lists protected colours;
    ``chosen_color`` is "from the color of your choice", fixed as the
    effect that grants it resolves (the choice belongs to that effect).
    """

    quality: ObjectFilter | None = None
    colors: tuple[Color, ...] = ()
    chosen_color: bool = False


@dataclass(frozen=True, slots=True)
class HexproofFrom:
    """Hexproof from a quality (702.11d): this permanent can't be the target of spells with
    that quality its controller's opponents control, nor of abilities they control from
    sources with that quality. It is a hexproof ability (702.11d), so "with hexproof" matches it.

    ``quality`` and ``colors`` say what it is hexproof from, as :class:`Protection`'s do.
    """

    quality: ObjectFilter | None = None
    colors: tuple[Color, ...] = ()


@dataclass(frozen=True, slots=True)
class Ward:
    """Ward [cost] (702.21a): "Whenever this permanent becomes the target of a spell or ability
    an opponent controls, counter that spell or ability unless that player pays [cost]." — a
    triggered ability (:mod:`ofuda.runtime.engine.keywords.ward`); ``cost`` is mana or life
    ("Ward—Pay 3 life", 702.21b)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class Enchant:
    """Enchant <filter> (702.5): what this Aura can target and be attached to — an object
    matching ``filter``, or a player matching ``players`` ("Enchant player", 303.4: such an
    Aura is attached to a player, never to an object).

    An Aura attached to an illegal object or player is put into its owner's graveyard
    (704.5m).
    """

    filter: ObjectFilter | None = None
    players: PlayerFilter | None = None


@dataclass(frozen=True, slots=True)
class Equip:
    """Equip [cost] (702.6): "[Cost]: Attach this to target creature you control.
    Activate only as a sorcery." """

    cost: Cost


@dataclass(frozen=True, slots=True)
class Miracle:
    """Miracle [cost] (702.94): when you draw this card as the first card you drew
    this turn, you may reveal it and cast it by paying ``cost`` instead of its mana
    cost (a triggered ability; the cast happens as it resolves)."""

    cost: ManaCost


@dataclass(frozen=True, slots=True)
class Flashback:
    """Flashback [cost] (702.34a): this card may be cast from its owner's graveyard by paying
    ``cost`` rather than its mana cost (an alternative cost, 118.9); a spell whose flashback
    cost was paid is exiled instead of going anywhere else when it leaves the stack
    (:mod:`ofuda.runtime.engine.casting.flashback`)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class Cycling:
    """Cycling [cost] (702.29a): "[Cost], Discard this card: Draw a card.", an activated ability
    that functions only while the card is in a hand (113.6); typecycling (702.29e), with
    ``search`` the card it looks for: "[Cost], Discard this card: Search your library for a
    [type] card, reveal it, put it into your hand, then shuffle."
    (:mod:`ofuda.runtime.engine.casting.cycling`)."""

    cost: Cost
    search: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class Kicker:
    """Kicker [cost] (702.33a): an optional additional cost (601.2b, 601.2f) its caster may pay
    as the spell is cast; a spell whose kicker cost was paid is kicked (702.33d), and so is
    the permanent it becomes (:mod:`ofuda.runtime.engine.casting.kicker`)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class NumberedKeyword:
    """A keyword ability with a number N (702.1): "Bushido 2" (702.45), "Annihilator 2"
    (702.86), "Afterlife 1" (702.135). ``keyword`` names it, ``amount`` is its N; the abilities
    it stands for are runtime/engine/keywords/ (each instance triggers separately, 702.45b)."""

    keyword: Keyword
    amount: int


@dataclass(frozen=True, slots=True)
class Unearth:
    """Unearth [cost] (702.84a): "[Cost]: Return this card from your graveyard to the
    battlefield. It gains haste. Exile it at the beginning of the next end step. If it would
    leave the battlefield, exile it instead of putting it anywhere else. Activate only as a
    sorcery." — an activated ability that functions only while the card is in a graveyard
    (:mod:`ofuda.runtime.engine.casting.graveyard_keywords`)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class Scavenge:
    """Scavenge [cost] (702.97a): "[Cost], Exile this card from your graveyard: Put a number of
    +1/+1 counters equal to the power of the card you exiled on target creature. Activate only as
    a sorcery." — an activated ability that functions only while the card is in a graveyard
    (:mod:`ofuda.runtime.engine.casting.graveyard_keywords`)."""

    cost: Cost


@dataclass(frozen=True, slots=True)
class Escape:
    """Escape [cost] (702.138a): "You may cast this card from your graveyard by paying [cost]
    rather than paying its mana cost." (an alternative cost, 118.9;
    :mod:`ofuda.runtime.engine.casting.escape`)."""

    cost: Cost


KeywordParameter = (
    Protection | HexproofFrom | Ward | Enchant | Equip | Miracle | Flashback | Cycling | Kicker
    | Unearth | Scavenge | Escape | NumberedKeyword
)
