"""Keyword abilities that stand for other abilities (702): soulbond, undying, prowess, equip,
miracle (and, by their tables, those of runtime/engine/keywords/: persist, exalted, battle cry,
flanking, mentor, evolve, extort, bushido N, annihilator N, afterlife N). Changeling (702.73)
and devoid (702.114) are no abilities of these: they are part of the printed characteristics
(objects/characteristics.base_chars).

A permanent with one of these keywords has the abilities the keyword stands
for; the layer system adds them after layer 6 (so gaining or losing the
keyword gains or loses them):

* soulbond (702.95): two triggered abilities — "When this creature enters,
  you may pair it with another unpaired creature you control" and "Whenever
  another unpaired creature you control enters, if this creature is unpaired,
  you may pair it with that creature"; neither targets (FAQ S#2) and the
  partner is chosen on resolution (S#3);
* undying (702.93): "When this creature dies, if it had no +1/+1 counters on
  it, return it to the battlefield under its owner's control with a +1/+1
  counter on it";
* prowess (702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1
  until end of turn";
* equip [cost] (702.6): "[cost]: Attach to target creature you control.
  Equip only as a sorcery";
* miracle [cost] (702.94): revealing the card as it is drawn as the first card
  of a turn, and the linked triggered ability that lets its owner cast it for
  its miracle cost while that ability resolves.

Also here: "As this enters, choose a creature type / colour" (614.12).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..definitions import (
    ActivatedAbility,
    CardType,
    Controller,
    Cost,
    Dies,
    Duration,
    Keyword,
    ManaCost,
    ObjectFilter,
    TargetSpec,
    TriggeredAbility,
)
from ..definitions import EntersTheBattlefield as _Enters
from ..statics import ChooseAsEnters, Equip, Miracle, NumberedKeyword, Ward
from ..statics_triggers import SpellCast
from .card_names import choose_card_name
from .keywords.numbered import with_amount
from .keywords.triggered import NUMBERED, TRIGGERED
from .keywords.ward import ward_ability
from .objects.game_objects import PLUS_ONE, Permanent, is_static
from .triggers.events import ZoneChange
from .triggers.triggered_abilities import PendingTrigger, matcher

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects.players import Player

#: Creature types a player may name (205.3m), for "choose a creature type" (FAQ P25, P94).
CREATURE_TYPES = (
    "Advisor",
    "Angel",
    "Ape",
    "Archer",
    "Artificer",
    "Assassin",
    "Avatar",
    "Bat",
    "Bear",
    "Beast",
    "Berserker",
    "Bird",
    "Boar",
    "Cat",
    "Centaur",
    "Cleric",
    "Construct",
    "Crab",
    "Demon",
    "Devil",
    "Dog",
    "Dragon",
    "Drake",
    "Druid",
    "Dwarf",
    "Elemental",
    "Elf",
    "Faerie",
    "Fish",
    "Fox",
    "Fungus",
    "Gargoyle",
    "Giant",
    "Gnome",
    "Goat",
    "Goblin",
    "God",
    "Golem",
    "Gorgon",
    "Griffin",
    "Homunculus",
    "Horror",
    "Horse",
    "Hound",
    "Human",
    "Hydra",
    "Illusion",
    "Imp",
    "Insect",
    "Kithkin",
    "Knight",
    "Kraken",
    "Leviathan",
    "Lizard",
    "Merfolk",
    "Minotaur",
    "Monk",
    "Mutant",
    "Nightmare",
    "Ogre",
    "Ooze",
    "Orc",
    "Pegasus",
    "Phoenix",
    "Pirate",
    "Plant",
    "Ranger",
    "Rat",
    "Rhino",
    "Rogue",
    "Salamander",
    "Samurai",
    "Scout",
    "Serpent",
    "Shade",
    "Shaman",
    "Shapeshifter",
    "Skeleton",
    "Sliver",
    "Snake",
    "Soldier",
    "Spider",
    "Spirit",
    "Sphinx",
    "Squirrel",
    "Treefolk",
    "Troll",
    "Vampire",
    "Wall",
    "Warrior",
    "Werewolf",
    "Wizard",
    "Wolf",
    "Wurm",
    "Zombie",
)


# --- soulbond (702.95) ----------------------------------------------------------------------


class AnotherUnpairedCreatureEnters:
    """Trigger condition of soulbond's second ability (another unpaired creature you control)."""


@matcher(AnotherUnpairedCreatureEnters, ZoneChange, engine=True)
def _another_unpaired(game: Game, trig: Any, holder: Any, ctrl: Player, e: ZoneChange) -> Any:
    new = e.new
    if e.to_zone != "battlefield" or new is None or new is holder:
        return None
    if not new.is_creature or new.controller is not ctrl or new.paired_with is not None:
        return None
    return new


def _unpaired_partners(source: Permanent, player: Player) -> list[Permanent]:
    return [
        p
        for p in source.game.battlefield.objects
        if p is not source and p.is_creature and p.controller is player and p.paired_with is None
    ]


class SoulbondPairOnEnter(TriggeredAbility):
    """702.95a: When this creature enters, you may pair it with another unpaired creature you control."""

    text = "Soulbond (pair with another unpaired creature when this enters)"
    trigger = _Enters()

    def condition(self, ctx: Any) -> bool:
        """S#3: it triggers only if you control another unpaired creature."""
        src = ctx.source
        if not isinstance(src, Permanent) or not src.on_battlefield:
            return True  # on resolution: the checks below decide
        return bool(_unpaired_partners(src, ctx.controller))

    def resolve(self, ctx: Any) -> None:
        src, player = ctx.source, ctx.controller
        if not (isinstance(src, Permanent) and src.on_battlefield) or src.paired_with is not None:
            return  # S#9: resolves after it was paired or left: nothing happens
        if src.controller is not player or not src.is_creature:
            return
        candidates = _unpaired_partners(src, player)
        if not candidates:
            return
        partner = player.agent.choose_pair_partner(ctx.game, player, src, candidates)
        if partner is not None and partner in candidates:
            ctx.game.pair(src, partner)


class SoulbondPairWithNewcomer(TriggeredAbility):
    """702.95a: Whenever another unpaired creature you control enters, if this creature is
    unpaired, you may pair this creature with it."""

    text = "Soulbond (pair with another unpaired creature when it enters)"
    trigger = AnotherUnpairedCreatureEnters()  # type: ignore[assignment]  # the engine's own

    def condition(self, ctx: Any) -> bool:
        """Intervening if: this creature is unpaired."""
        src = ctx.source
        return isinstance(src, Permanent) and src.on_battlefield and src.paired_with is None

    def resolve(self, ctx: Any) -> None:
        src, player = ctx.source, ctx.controller
        other = ctx.triggering_object()
        if not (isinstance(other, Permanent) and other.on_battlefield):
            return
        if other.paired_with is not None or src.controller is not player:
            return
        if other.controller is not player or not other.is_creature:
            return
        partner = player.agent.choose_pair_partner(ctx.game, player, src, [other])
        if partner is other:
            ctx.game.pair(src, other)


# --- undying (702.93) -------------------------------------------------------------------------


class UndyingReturn(TriggeredAbility):
    """702.93a: When this creature dies, if it had no +1/+1 counters on it, return it to the
    battlefield under its owner's control with a +1/+1 counter on it."""

    text = "Undying"
    trigger = Dies()

    def condition(self, ctx: Any) -> bool:
        """Looks at the creature as it last existed on the battlefield (603.10a)."""
        return ctx.source.counter_count(PLUS_ONE) == 0

    def resolve(self, ctx: Any) -> None:
        card = ctx.source.current()
        if card.zone_kind != "graveyard":
            return  # FAQ P116: it already left the graveyard
        ctx.game.move(card, "battlefield", controller=card.owner, counters={PLUS_ONE: 1})


# --- prowess (702.108) -----------------------------------------------------------------------


_NONCREATURE = ObjectFilter(excluded_card_types=(CardType.CREATURE,))


class ProwessPump(TriggeredAbility):
    """702.108a: Whenever you cast a noncreature spell, this creature gets +1/+1 until end of
    turn (each instance triggers separately, 702.108b)."""

    text = "Prowess"
    # an event trigger (statics_triggers), as a compiled card's "Whenever you cast …" has
    trigger = SpellCast(_NONCREATURE, Controller.YOU)  # type: ignore[assignment]

    def resolve(self, ctx: Any) -> None:
        source = ctx.source
        if isinstance(source, Permanent) and source.on_battlefield:
            ctx.modify_power_toughness(source, 1, 1, Duration.END_OF_TURN)


# --- equip (702.6) ------------------------------------------------------------------------------


class EquipAbility(ActivatedAbility):
    """702.6a: [cost]: Attach this Equipment to target creature you control; only as a sorcery."""

    text = "Equip"
    sorcery_speed = True
    targets = (
        TargetSpec(
            objects=ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
        ),
    )

    def resolve(self, ctx: Any) -> None:
        equipment, creature = ctx.source, ctx.target(0)
        if creature is None or not isinstance(equipment, Permanent) or not equipment.on_battlefield:
            return
        if creature is equipment or not equipment.is_type(CardType.ARTIFACT):
            return  # 301.5c: an Equipment can't equip itself
        ctx.game.attach(equipment, creature)


@lru_cache(maxsize=64)
def _equip_for(keyword: Any) -> EquipAbility:
    cost = keyword.cost
    if isinstance(cost, str):
        cost = Cost((ManaCost(cost),))
    elif isinstance(cost, ManaCost):
        cost = Cost((cost,))
    cls = type("EquipAbility", (EquipAbility,), {"cost": cost, "text": f"Equip {cost}"})
    return cls()


# --- the abilities of a set of keywords ------------------------------------------------------------

# The abilities each keyword stands for (equip's depend on its cost: _equip_for).
_ABILITIES: dict[Keyword, tuple[Any, ...]] = {
    Keyword.SOULBOND: (SoulbondPairOnEnter(), SoulbondPairWithNewcomer()),
    Keyword.UNDYING: (UndyingReturn(),),
    Keyword.PROWESS: (ProwessPump(),),
    **TRIGGERED,
}


@lru_cache(maxsize=512)
def abilities_for_keywords(keywords: frozenset[Any]) -> tuple[Any, ...]:
    """The abilities ``keywords`` stand for (soulbond, undying, prowess, equip, ward, and the tables
    of runtime/engine/keywords/, with a number N or without)."""
    out: list[Any] = []
    for kw in sorted(keywords, key=str):
        if isinstance(kw, Equip):
            out.append(_equip_for(kw))
        elif isinstance(kw, Ward):  # 702.21a
            out.append(ward_ability(kw))
        elif isinstance(kw, NumberedKeyword):
            out.append(with_amount(NUMBERED[kw.keyword], kw.amount))
        else:
            out.extend(_ABILITIES.get(kw, ()))
    return tuple(out)


# --- miracle (702.94) ----------------------------------------------------------------------------------


def miracle_of(card: Any) -> Any:
    """The card's Miracle keyword value, or None."""
    for kw in card.keywords:
        if isinstance(kw, Miracle):
            return kw
    return None


def miracle_cost(keyword: Any) -> str:
    """The miracle cost as mana symbols."""
    cost = keyword.cost
    return cost.symbols if isinstance(cost, ManaCost) else str(cost)


class MiracleTrigger(TriggeredAbility):
    """702.94a: When you reveal this card this way, you may cast it by paying [cost] rather
    than its mana cost (only while this ability resolves; M#4–M#5, M#8)."""

    text = "Miracle"
    trigger = None  # type: ignore[assignment]  # put on the stack directly, never matched

    def resolve(self, ctx: Any) -> None:
        from .casting.spells import cast_with_alternative_cost

        card, player = ctx.source, ctx.controller
        if card.zone is not player.hand:
            return  # M#8: it left the hand before the ability resolved
        keyword = miracle_of(card)
        if keyword is None:
            return
        cast_with_alternative_cost(ctx.game, player, card, miracle_cost(keyword), "miracle")


_MIRACLE = MiracleTrigger()


def offer_miracle(game: Game, player: Player, card: Any) -> None:
    """702.94a / M#2, M#6: the first card drawn this turn may be revealed as it is drawn."""
    keyword = miracle_of(card)
    if keyword is None:
        return
    if not player.agent.reveal_miracle(game, player, card):
        return
    game.reveal(player, [card], "for miracle: ")
    game.pending_triggers.append(PendingTrigger(_MIRACLE, card, player, ("miracle", card)))


# --- "As this enters, choose …" (614.12) ------------------------------------------------------------------


def named_creature_type(value: Any) -> str:
    """A creature type a player named: it must be an existing one (205.3m; FAQ P25, P94), not a
    card type such as artifact or another kind of subtype."""
    if value not in CREATURE_TYPES:
        from .errors import IllegalActionError

        raise IllegalActionError(f"{value!r} is not a creature type (205.3m)")
    return str(value)


def choose_as_enters(game: Game, perm: Permanent, chars: Any) -> None:
    """Ask the player it enters under for each "as this enters, choose" of the permanent."""
    for ability in chars.abilities:
        if not is_static(ability):
            continue
        for effect in getattr(ability, "effects", ()):
            if not isinstance(effect, ChooseAsEnters):
                continue
            what = str(effect.choice)
            player = perm.controller
            value: Any
            if what == "creature type":
                value = named_creature_type(
                    player.agent.choose_creature_type(game, player, perm, CREATURE_TYPES)
                )
            elif what == "card name":  # 201.3
                value = choose_card_name(game, player, perm, effect.names)
                if value is None:
                    continue  # no card of the kind in the game: no name to choose
            else:
                value = player.agent.choose_color(game, player, perm)
            perm.choices[what] = value
            game.log.add(
                "choose",
                f"{player.name} chooses {value} for {perm.name}",
                player=player.name,
                card=perm.name,
                choice=str(value),
            )
