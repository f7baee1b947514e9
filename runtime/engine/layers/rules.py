"""Rule-modifying effects: what a permanent, player or spell can or can't do (101.2, 604).

These are the engine's own records of effects that are not characteristics:
attack and block restrictions and requirements (508.1c–d, 509.1b–c), untap
restrictions (502.3), "can't be countered", maximum hand size, sacrifice
protection, casting permissions and cost changes (601.2f).  Static abilities
(via :mod:`ofuda.runtime.engine.layers.static_abilities`) and resolving spells (via the
resolution context) create them; a permanent's apply through the ``rules``
layer (``Chars.rules``), a player's live in ``Game.player_rules``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...definitions import Duration, ObjectFilter


@dataclass(frozen=True, slots=True, eq=False)
class CantAttackRule:
    """508.1c: can't attack."""

    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class CantAttackOrBlockAloneRule:
    """506.5: can't be declared as an attacker (``attack``) / a blocker (``block``) unless
    another creature is declared as one at the same time."""

    attack: bool = True
    block: bool = True
    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class AttacksDespiteDefenderRule:
    """702.3b: can attack as though it didn't have defender."""

    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class AssignsDamageByToughnessRule:
    """510.1c: assigns combat damage equal to its toughness rather than its power."""

    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class CantBlockRule:
    """509.1b: can't block (only attackers matching ``attackers``, if given)."""

    attackers: ObjectFilter | None = None
    source: Any = None
    controller: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class CanBlockOnlyRule:
    """509.1b: can block only attackers matching ``attackers``."""

    attackers: ObjectFilter
    source: Any = None
    controller: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class CantBeBlockedRule:
    """509.1b: can't be blocked (by creatures matching ``blockers``, if given)."""

    blockers: ObjectFilter | None = None
    source: Any = None
    controller: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class CanBeBlockedOnlyByRule:
    """509.1b: can be blocked only by creatures matching ``blockers``."""

    blockers: ObjectFilter
    source: Any = None
    controller: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class BlockersLimitRule:
    """509.1b: blocked by at least ``at_least`` and at most ``at_most`` creatures, if blocked."""

    at_least: int = 1
    at_most: int | None = None
    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class CantBeBlockedByLesserPowerRule:
    """509.1b: creatures with power less than ``source``'s power can't block it."""

    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class AttacksEachCombatRule:
    """508.1d: attacks each combat if able (a requirement)."""

    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class MustBeBlockedRule:
    """509.1c: all creatures able to block it do so (a requirement on blockers)."""

    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class MustBeBlockedIfAbleRule:
    """509.1c: must be blocked if able (a requirement obeyed by one creature blocking it)."""

    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class CanBlockAdditionalRule:
    """509.1b: can block ``count`` additional creatures each combat (cumulative)."""

    count: int = 1
    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class CantTransformRule:
    """701.28a: can't transform (an instruction to transform it does nothing)."""

    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class DoesntUntapRule:
    """502.3: doesn't untap during its controller's untap step."""

    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class DamageCantBePreventedRule:
    """615.12: damage this object would deal can't be prevented."""

    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class PreventDamageByRule:
    """615: all (combat, if ``combat_only``) damage this object would deal is prevented."""

    combat_only: bool = False
    source: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class MaxCountersRule:
    """704.5r: can't have more than ``count`` counters of ``kind``."""

    kind: str
    count: int
    source: Any = None


# --- players ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, eq=False)
class PlayerRule:
    """A rule effect on ``player`` of ``kind``; ``condition`` (if any) must hold."""

    player: Any
    kind: str
    source: Any = None
    condition: Any = None
    data: Any = None


NO_MAX_HAND_SIZE = "no maximum hand size"  # 402.2
CANT_BE_MADE_TO_SACRIFICE = "opponents can't cause sacrifice"  # Sigarda
AS_THOUGH_FLASH = "cast spells as though they had flash"  # 601.3e
CANT_PAY_LIFE = "can't pay life to cast or activate"  # 118.3 / Angel of Jubilation
CANT_SACRIFICE_CREATURES = "can't sacrifice creatures to cast or activate"
PLAY_LANDS_FROM_GRAVEYARD = "play lands from graveyard"  # 305.1, Crucible of Worlds
PLAY_FROM_LIBRARY_TOP = "play from the top of the library"  # 601.3, 305.1 (data: the effect)
SPEND_AS_ANY_COLOR = "spend mana as though it were mana of any color"  # 609.4b
PLAYER_HEXPROOF = "hexproof"  # 702.11c: opponents' spells and abilities can't target them
PLAYER_SHROUD = "shroud"  # 702.18a: no spell or ability can target them
PLAYER_PROTECTION = "protection"  # 702.16b/c/e on a player (data: the Protection)
CAST_LIMIT = "can't cast more than N spells each turn"  # 601.3 (data: most, spells, you)
CANT_BE_CAST = "spells of a kind can't be cast"  # 601.3 (data: spells)


@dataclass(slots=True, eq=False)
class CostModifier:
    """601.2f: spells matching one of ``spells`` cast by a matching caster cost
    ``amount`` more (positive) or less (negative) generic mana.

    ``per_counter``: ``amount`` per counter of that kind on ``source``;
    ``targeting_source``: only spells one of whose targets is ``source`` (601.2c).
    """

    spells: tuple[ObjectFilter, ...]
    amount: int
    caster: str = "any"
    source: Any = None
    controller: Any = None
    per_counter: str | None = None
    condition: Any = None
    targeting_source: bool = False


@dataclass(slots=True, eq=False)
class AlternativeCostOffer:
    """118.9: ``controller`` may pay ``cost`` rather than the mana cost of a spell they cast that
    matches one of ``spells`` (a permanent's static ability, ``source``)."""

    spells: tuple[ObjectFilter, ...]
    cost: Any
    source: Any
    controller: Any
    condition: Any = None
    # "… from your hand without paying …": only for cards cast from that zone (None: any)
    zone: Any = None


@dataclass(slots=True, eq=False)
class CastPermission:
    """601.3: ``player`` may cast ``card`` from its current zone, possibly without paying its
    mana cost (118.9), for ``duration`` (durations.py; None: as long as the card's own
    ability says, "You may cast CARDNAME from exile"); ``controller``: the controller of the
    effect that allows it (whose "next turn" ends it, 611.2b)."""

    player: Any
    card: Any
    free: bool = False
    duration: Duration | None = None
    controller: Any = None
    extra: dict[str, Any] = field(default_factory=dict)
    # an alternative cost it is cast with (118.9): its mana symbols, its name ("flashback",
    # 702.34a) and its other items (paid with the additional costs, 601.2h)
    alt_cost: str | None = None
    alt_name: str = ""
    alt_costs: tuple[Any, ...] = ()
    # "you may play that card": a land card may be played as a land (305.1, a land play)
    play: bool = False
    # the permission from game.cast_permissions this cast also uses (one with an alternative
    # cost added, 118.9): it ends when the card is cast, as that permission does
    base: Any = None
