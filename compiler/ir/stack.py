"""IR, part 3: effects of planeswalkers and spells on the stack. See
:mod:`ofuda.compiler.ir`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from ofuda.runtime.definitions import ObjectFilter, ObjectPool, TargetSpec

if TYPE_CHECKING:  # pragma: no cover - annotations only: abilities.py imports this module
    from .abilities import Ability, Effect

from .ability_words import AbilityWord
from .durations import Lasting
from .nodes import Action, Node, ObjectAction
from .values import Amount, Selector


@dataclass(frozen=True, slots=True)
class AsThoughFlash(Node):
    """601.3e: ``player`` may cast spells as though they had flash for ``duration``
    ("You may cast spells this turn as though they had flash")."""

    runtime_method = "as_though_flash"

    player: Selector
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CopySpell(ObjectAction):
    """707.10: put a copy of ``spell`` on the stack (it isn't cast, 707.10c; it keeps modes,
    X and targets); with ``new_targets``, its controller may choose new targets for it.
    (``origin`` comes second so that the verb table of lower/effects.py builds it like the
    other object verbs: ``CopySpell(obj, origin)``.)"""

    runtime_method = "copy_spell"

    action: ClassVar[Action] = Action.COPY

    spell: Selector
    origin: str = field(default="", compare=False)
    new_targets: bool = False


@dataclass(frozen=True, slots=True)
class LoyaltyAbility(Node):
    """A planeswalker's loyalty ability (606): its cost is putting (``loyalty_cost`` > 0) or
    removing (< 0) loyalty counters; activated once per turn, as a sorcery (606.3)."""

    described: ClassVar[str] = "loyalty ability (606)"  # what the designer tools call it

    loyalty_cost: int
    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)
    ability_word: AbilityWord | None = None  # 207.2c: a label, no rules meaning (render)


@dataclass(frozen=True, slots=True)
class ExileUnion(Node):
    """Each of ``player`` (one player or several, in APNAP order, 101.4) chooses ``amount``
    objects among the union of ``pools`` (each relative to the player choosing: "permanents
    they control and/or cards from their hand"); all are exiled at the same time (FAQ P41)."""

    runtime_method = "exile_union"

    player: Selector
    amount: Amount
    pools: tuple[ObjectPool, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SacrificeUnion(Node):
    """Each of ``player`` chooses ``amount`` permanents they control among the union of
    ``pools`` ("X artifacts and/or enchantments"); all are sacrificed at once (701.17)."""

    runtime_method = "sacrifice_union"

    player: Selector
    amount: Amount
    pools: tuple[ObjectPool, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CreateEmblem(Node):
    """114.2: ``player`` gets an emblem with ``abilities`` (IR abilities; codegen writes each
    as an ability class of the card module and passes the classes)."""

    runtime_method = "create_emblem"

    player: Selector
    abilities: tuple[Ability, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SacrificeAtRandom(Node):
    """``player`` chooses one permanent they control matching ``filter`` at random and
    sacrifices it (701.17; FAQ P114(4): the choice is made even if it can't be sacrificed)."""

    runtime_method = "sacrifice_at_random"

    player: Selector
    filter: ObjectFilter
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class RevealedThisWay(Node):
    """A condition: the latest reveal of this resolution revealed a card matching ``filter``
    ("If an instant or sorcery card is revealed this way", 608.2c)."""

    runtime_method = "revealed_this_way"

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class SacrificedThisWay(Node):
    """A condition: the latest sacrifice of this resolution sacrificed a permanent matching
    ``filter`` ("If a nonland permanent is sacrificed this way", 608.2c)."""

    runtime_method = "sacrificed_this_way"

    filter: ObjectFilter
