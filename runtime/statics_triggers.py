"""Trigger events of triggered abilities beyond those of :mod:`ofuda.runtime.definitions`
(603.2, 603.6, 603.7): data only, no game logic.

Compiled card modules name a triggered ability's event with these frozen dataclasses
("Whenever <subject> attacks", "Whenever an opponent loses life", "When enchanted
creature dies", "at the beginning of the next end step"); :mod:`ofuda.runtime.engine.triggers.triggered_abilities`
matches each against the game's events, the matcher found by the type
(:mod:`ofuda.runtime.engine.registry`). The objects a trigger looks
at (:class:`~ofuda.runtime.statics.EquippedCreature`,
:class:`~ofuda.runtime.statics.EnchantedPermanent`) are the statics' vocabulary.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .conditions import CastFrom
from .definitions import Controller, Dies, EntersTheBattlefield, ObjectFilter, Step, ZoneKind
from .statics import EnchantedPermanent, EquippedCreature


@dataclass(frozen=True, slots=True)
class EntersFromZone:
    """603.6a: "When CARDNAME enters the battlefield from a graveyard": only an
    entry from ``zone`` triggers it."""

    zone: ZoneKind
    subject: ObjectFilter | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone", ZoneKind(self.zone))  # a zone's word is its ZoneKind


@dataclass(frozen=True, slots=True)
class EntersAttached:
    """603.6a: "When CARDNAME enters the battlefield attached to a creature"
    (an Aura put onto the battlefield attached, or cast and resolved)."""


@dataclass(frozen=True, slots=True)
class Attacks:
    """508.3a: "Whenever <subject> attacks": ``subject`` None is the source,
    :class:`EquippedCreature` / :class:`EnchantedPermanent` its host, a filter
    any matching attacker ("a creature you control"). ``defending``: "attacks you or a
    planeswalker you control" — only an attacker of that player (relative to the ability's
    controller) or of a planeswalker they control (506.2)."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None
    defending: Controller | None = None


@dataclass(frozen=True, slots=True)
class AttacksOrBlocks:
    """508.3a, 509.3c: "Whenever <subject> attacks or blocks"."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None


@dataclass(frozen=True, slots=True)
class Blocks:
    """509.3c: "Whenever <subject> blocks": once for each creature matching ``subject`` as it
    is declared as a blocker (509.1), however many attackers it blocks."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None


@dataclass(frozen=True, slots=True)
class BecomesBlocked:
    """509.3d / 509.3c: "Whenever <subject> becomes blocked by a creature":
    triggers once for each blocking creature, which the ability can refer to. ``once``:
    "Whenever <subject> becomes blocked" (509.3c) — once each combat for the attacker, however
    many creatures block it; the event's object is then the blocked creature."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None
    once: bool = False


@dataclass(frozen=True, slots=True)
class BlocksOrBecomesBlocked:
    """509.3c, 509.3d, 603.2: "Whenever <subject> blocks or becomes blocked by <a creature>":
    ``subject`` as in :class:`Attacks`; triggers once for each creature matching ``by`` that
    it blocks or that blocks it, which the ability can refer to."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None
    by: ObjectFilter = field(default_factory=ObjectFilter)


@dataclass(frozen=True, slots=True)
class BlocksCreature:
    """509.3d, 603.2: "Whenever <subject> blocks a <creature>": ``subject`` as in
    :class:`Attacks`; triggers once for each attacking creature matching ``blocked`` that it
    blocks, which the ability can refer to."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None
    blocked: ObjectFilter = field(default_factory=ObjectFilter)


@dataclass(frozen=True, slots=True)
class AnySource:
    """609.7, 120.1: "a source you control" as the one dealing damage: any object (a spell, a
    permanent, the source of an ability) controlled by ``controller`` (relative to the
    ability's controller; a card in no zone with a controller is its owner's)."""

    controller: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class DealsDamageToPlayer:
    """510.3a, 603.2: "Whenever <subject> deals [combat] damage to a player / an
    opponent": ``player`` is relative to the ability's controller. ``noncombat_only``: "deals
    noncombat damage" (120.2: any damage not dealt as combat damage); ``or_planeswalker``: "to a
    player or planeswalker" (2018 and later) — damage dealt to any planeswalker triggers it too,
    and the event names no player then."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | AnySource | None = None
    combat_only: bool = False
    player: Controller = Controller.ANY
    noncombat_only: bool = False
    or_planeswalker: bool = False


@dataclass(frozen=True, slots=True)
class DealsDamageToPermanent:
    """510.3a, 120.3, 603.2: "Whenever <subject> deals [combat / noncombat] damage to a
    <permanent>" ("… to a creature", "… to a planeswalker"): once for each permanent matching
    ``recipients`` dealt damage by a source matching ``subject`` (as in :class:`Attacks`); the
    permanent dealt damage is the event's object ("that creature", "that planeswalker") and the
    damage its amount ("that much")."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None
    recipients: ObjectFilter = field(default_factory=ObjectFilter)
    combat_only: bool = False
    noncombat_only: bool = False


@dataclass(frozen=True, slots=True)
class SpellCast:
    """601.2i, 603.2: "Whenever <caster> casts a <spells> spell". ``origin``: only a spell cast
    from there (601.2a: "… a spell from your graveyard", "… from anywhere other than their
    hand"; its ``own`` zone is the caster's); ``nth``: only the caster's nth spell this turn
    among those ``spells`` describes ("Whenever you cast your first instant or sorcery spell
    each turn"); ``during``: only during the turn of that player (500.1: "Whenever you cast a
    spell during an opponent's turn")."""

    spells: ObjectFilter
    caster: Controller = Controller.YOU
    origin: CastFrom | None = None
    nth: int | None = None
    during: Controller | None = None


@dataclass(frozen=True, slots=True)
class BecomesTarget:
    """603.2, 115: "Whenever / When <subject> becomes the target of a <spells>
    spell": ``subject`` as in :class:`Attacks`. ``abilities``: "of a spell or ability" —
    activated and triggered abilities too (115.1b, 115.1c); ``controller``: "… an opponent
    controls", whose spell or ability it is (relative to the ability's controller)."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None
    spells: ObjectFilter | None = None
    abilities: bool = False
    controller: Controller = Controller.ANY


@dataclass(frozen=True, slots=True)
class PlayerBecomesTarget:
    """603.2, 115: "Whenever you become the target of a spell or ability an opponent controls":
    ``player`` (relative to the ability's controller) became a target; ``spells``,
    ``abilities`` and ``controller`` as in :class:`BecomesTarget`. The event's object is that
    player; "that spell or ability" what targeted them."""

    player: Controller = Controller.YOU
    spells: ObjectFilter | None = None
    abilities: bool = False
    controller: Controller = Controller.ANY


@dataclass(frozen=True, slots=True)
class LosesLife:
    """119.3, 603.2: "Whenever <player> loses life" (relative to the controller);
    the ability can refer to the amount lost. ``first_each_turn``: "for the first time each
    turn", only the first life-losing event of the turn for that player (none if they lost
    life earlier that turn, even before this ability was on the battlefield)."""

    player: Controller = Controller.OPPONENT
    first_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class GainsLife:
    """119.3, 603.2: "Whenever <player> gains life" (relative to the controller): once for
    each life-gaining event, however much life (each lifelink source's combat damage is an
    event of its own, 702.15b); the ability can refer to the amount gained."""

    player: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class Draws:
    """121.2, 603.2: "Whenever <player> draws a card" (relative to the controller); several
    cards drawn are that many single draws, each one an event (121.2, FAQ M7)."""

    player: Controller = Controller.YOU
    # "Whenever you draw your second card each turn" (121.2): only the player's ``nth`` draw
    # of a turn triggers it (a card drawn before the ability was on the battlefield counts;
    # the third draw never triggers it: Mystic Skyfish's rulings)
    nth: int | None = None


@dataclass(frozen=True, slots=True)
class CountersPutOn:
    """122.6, 603.2: "Whenever one or more [``kind``] counters are put on <subject>"
    (``subject`` as in :class:`Attacks`; ``kind`` None: counters of any kind); the ability
    can refer to the number put on."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None
    kind: str | None = None


@dataclass(frozen=True, slots=True)
class PutIntoGraveyardFromBattlefield:
    """603.6c, 603.10a: "When/Whenever <subject> is put into a graveyard from the battlefield":
    any permanent (``subject`` None: the source; a filter: any permanent matching it, checked
    as it last existed on the battlefield), not only a creature (dying, 700.4). A token is put
    into a graveyard too before it ceases to exist (111.7)."""

    subject: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class LeavesTheBattlefield:
    """603.6c, 603.10a: "When/Whenever <subject> leaves the battlefield": a permanent moving
    from the battlefield to any other zone (``subject`` None: the source; a filter: any
    permanent matching it, checked as it last existed on the battlefield). Phasing out is no
    zone change and does not trigger it (702.26d)."""

    subject: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class LeavesGraveyard:
    """603.6, 603.10a: "Whenever <a card of ``subject``> leaves your graveyard": a card moving
    from a graveyard of ``owner``'s (relative to the controller) to any other zone; it looks
    back in time (the card as it was in the graveyard)."""

    subject: ObjectFilter = field(default_factory=ObjectFilter)
    owner: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class OneOrMore:
    """603.2c: "Whenever one or more <objects> <event>": one trigger for all the events of one
    kind that happen at once — the attackers declared together (508.1), the objects one event
    moves (entering, dying, leaving a graveyard), one combat damage step's damage (510.2) —
    however many objects are in it. ``event`` is the trigger of one such event, its subject a
    noun's filter. The ability can refer to those objects ("they", 「それら」) and to how many
    they are ("that many", 「その数」). Damage to players triggers once for each player dealt
    damage, and "that player" is that one."""

    event: Attacks | EntersTheBattlefield | Dies | LeavesGraveyard | DealsDamageToPlayer
    # "Whenever you attack with two or more creatures with flying" (508.1): only when at least
    # this many objects are in the group
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class DiesEnchanted:
    """700.4, 603.10a: "When enchanted creature dies" (looks back to what the Aura
    was attached to)."""


@dataclass(frozen=True, slots=True)
class CardPutIntoGraveyard:
    """603.2, 603.6: "Whenever a card is put into your graveyard from anywhere"."""

    owner: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class NextBeginningOfStep:
    """603.7: a delayed trigger, "at the beginning of the next <step>" (once)."""

    step: Step


@dataclass(frozen=True, slots=True)
class StateTrigger:
    """603.8: a state-triggered ability, "When Garruk Relentless has two or fewer loyalty
    counters on him": it triggers as soon as ``condition`` (a condition of
    :data:`ofuda.runtime.statics.Condition`, about the object with the ability) holds, and
    doesn't trigger again until that ability has left the stack."""

    condition: Any


@dataclass(frozen=True, slots=True)
class TransformsInto:
    """701.28g: "Whenever this creature transforms into <the face this ability is on>" — the
    permanent transformed and this face is now up; ``or_enters``: "enters the battlefield or
    transforms into …" (603.6a) also triggers as it enters."""

    or_enters: bool = False


@dataclass(frozen=True, slots=True)
class IsDealtDamage:
    """120.3, 603.2: "Whenever <subject> is dealt damage" (``subject`` as in :class:`Attacks`):
    once for each simultaneous damage event in which it is dealt damage, however many sources
    dealt it (the Gatherer rulings of Sporeweb Weaver and Chandra's Spitfire); the ability can
    refer to the total dealt to it in that event ("that much")."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None


@dataclass(frozen=True, slots=True)
class PlayerIsDealtDamage:
    """120.3, 603.2: "Whenever <player> is dealt [noncombat] damage" (relative to the
    controller): once for each damage event and each player dealt damage in it (510.2: combat
    damage is one event; ``noncombat_only``: any other damage, 120.2)."""

    player: Controller = Controller.OPPONENT
    noncombat_only: bool = False


@dataclass(frozen=True, slots=True)
class Discards:
    """701.8, 603.2: "Whenever <player> discards a card" (relative to the controller): once
    for each card discarded; "that card" is the card it became in its new zone (400.7)."""

    player: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class EntersOr:
    """603.2, 603.6a: "When CARDNAME enters the battlefield or <event>" — one trigger condition
    with two events of the source, triggering whenever either happens: the source entering the
    battlefield, or ``event`` (its own dying, attacking, becoming a target, dealing combat
    damage to a player; the subject of ``event`` is the source)."""

    event: Dies | Attacks | BecomesTarget | DealsDamageToPlayer


@dataclass(frozen=True, slots=True)
class BecomesTapped:
    """701.26a, 603.2: "Whenever <subject> becomes tapped" (``subject`` as in :class:`Attacks`):
    an untapped permanent turned sideways — by a cost ({T}), by attacking (508.1f), by an effect.
    A permanent that enters the battlefield tapped never became tapped (110.5b: it enters in
    that status)."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None


@dataclass(frozen=True, slots=True)
class BecomesUntapped:
    """701.26b, 603.2: "Whenever <subject> becomes untapped" (``subject`` as in :class:`Attacks`):
    a tapped permanent untapped, in its controller's untap step (502.3: the ability waits for the
    upkeep's priority, 503.1a) or by an effect."""

    subject: ObjectFilter | EquippedCreature | EnchantedPermanent | None = None


@dataclass(frozen=True, slots=True)
class Sacrifices:
    """701.17a, 603.2: "Whenever <player> sacrifices a <permanent>" (``player`` relative to the
    controller; ``objects`` the permanent, as it last existed on the battlefield): once for each
    permanent sacrificed, as a cost or by an effect; it looks back in time (603.10a), so the
    source sacrificed with others triggers for each of them (Havoc Jester's rulings). A
    permanent put into a graveyard by the legend rule (704.5j) or destroyed is not sacrificed."""

    objects: ObjectFilter = field(default_factory=ObjectFilter)
    player: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class Activates:
    """602.2, 603.2: "Whenever <player> activates an ability of <a permanent of ``sources``>"
    (``player`` relative to the controller): once for each ability activated — when it has
    become activated, its costs paid (602.2i), before it resolves — of a permanent matching
    ``sources`` on the battlefield then (not a card in a hand or graveyard: Runic Armasaur's
    rulings). ``mana_abilities``: mana abilities count too (605.3a: they are activated);
    "that isn't a mana ability" says they don't. ``loyalty_only``: "a loyalty ability" (606.3)."""

    sources: ObjectFilter = field(default_factory=ObjectFilter)
    player: Controller = Controller.YOU
    mana_abilities: bool = True
    loyalty_only: bool = False


TriggerEvent = (
    Discards
    | Activates
    | BecomesTapped
    | BecomesUntapped
    | Sacrifices
    | IsDealtDamage
    | PlayerIsDealtDamage
    | EntersFromZone
    | EntersAttached
    | Attacks
    | AttacksOrBlocks
    | Blocks
    | BecomesBlocked
    | BlocksOrBecomesBlocked
    | BlocksCreature
    | DealsDamageToPlayer
    | DealsDamageToPermanent
    | SpellCast
    | BecomesTarget
    | PlayerBecomesTarget
    | LosesLife
    | GainsLife
    | Draws
    | CountersPutOn
    | DiesEnchanted
    | PutIntoGraveyardFromBattlefield
    | LeavesTheBattlefield
    | LeavesGraveyard
    | OneOrMore
    | CardPutIntoGraveyard
    | NextBeginningOfStep
    | TransformsInto
    | EntersOr
    | StateTrigger
)
