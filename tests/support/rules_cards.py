"""Made-up cards that exercise rules the slice cards don't (for rules tests only)."""

from __future__ import annotations

from ofuda.runtime import (
    BeginningOfStep,
    CardType,
    Controller,
    Dies,
    Duration,
    Effects,
    EntersTheBattlefield,
    Keyword,
    ObjectFilter,
    PlayerFilter,
    SpellAbility,
    Step,
    TargetSpec,
    TriggeredAbility,
)

from support.slice_cards import creature, instant

CREATURE_FILTER = ObjectFilter(card_types=(CardType.CREATURE,))

GRIZZLY = creature("Grizzly Bears", "{1}{G}", 2, 2, ("Bear",))
VENOM_SNAKE = creature("Venom Snake", "{B}", 1, 1, ("Snake",), (Keyword.DEATHTOUCH,))
TWIN_BLADE = creature("Twin Blade", "{2}{R}", 2, 2, ("Human",), (Keyword.DOUBLE_STRIKE,))
QUICK_BLADE = creature("Quick Blade", "{1}{R}", 2, 1, ("Human",), (Keyword.FIRST_STRIKE,))
RHINO = creature("Trampling Rhino", "{4}{G}", 5, 5, ("Rhino",), (Keyword.TRAMPLE,))
GIANT_SPIDER = creature("Giant Spider", "{3}{G}", 2, 4, ("Spider",), (Keyword.REACH,))
STONE_IDOL = creature("Stone Idol", "{3}", 1, 1, ("Golem",), (Keyword.INDESTRUCTIBLE,))
VEILED_ELF = creature("Veiled Elf", "{G}", 1, 1, ("Elf",), (Keyword.HEXPROOF,))
FAST_GOBLIN = creature("Fast Goblin", "{R}", 1, 1, ("Goblin",), (Keyword.HASTE,))
LIFELINK_CLERIC = creature("Lifelink Cleric", "{W}", 2, 2, ("Cleric",), (Keyword.LIFELINK,))
BOG_WALKER = creature("Bog Walker", "{B}", 2, 2, ("Zombie",), (Keyword.SWAMPWALK,))


class WitherSpell(SpellAbility):
    """Target creature gets -3/-3 until end of turn."""

    targets = (TargetSpec(objects=CREATURE_FILTER),)

    def resolve(self, ctx: Effects) -> None:
        ctx.modify_power_toughness(ctx.target(0), -3, -3, Duration.END_OF_TURN)


WITHER = instant("Wither", "{B}", WitherSpell)


class ShockSpell(SpellAbility):
    """Shock deals 2 damage to any target."""

    targets = (TargetSpec(objects=CREATURE_FILTER, players=PlayerFilter()),)

    def resolve(self, ctx: Effects) -> None:
        ctx.deal_damage(ctx.source, ctx.target(0), 2)


SHOCK = instant("Shock", "{R}", ShockSpell)


class ForkedBoltSpell(SpellAbility):
    """Forked Bolt deals 1 damage to each of two target creatures."""

    targets = (TargetSpec(objects=CREATURE_FILTER, count=2),)

    def resolve(self, ctx: Effects) -> None:
        ctx.deal_damage(ctx.source, ctx.target(0), 1)
        ctx.deal_damage(ctx.source, ctx.target(1), 1)


FORKED_BOLT = instant("Forked Bolt", "{R}", ForkedBoltSpell)


class DrainSpell(SpellAbility):
    """Target player loses 2 life and you gain 2 life."""

    targets = (TargetSpec(players=PlayerFilter(controller=Controller.OPPONENT)),)

    def resolve(self, ctx: Effects) -> None:
        ctx.lose_life(ctx.target(0), 2)
        ctx.gain_life(ctx.controller, 2)


DRAIN = instant("Drain", "{B}", DrainSpell)


class MournerTrigger(TriggeredAbility):
    """When Mourner dies, you gain 2 life."""

    trigger = Dies()

    def resolve(self, ctx: Effects) -> None:
        ctx.gain_life(ctx.controller, 2)


MOURNER = creature("Mourner", "{W}", 1, 1, ("Spirit",), abilities=(MournerTrigger,))


class WatcherTrigger(TriggeredAbility):
    """Whenever another creature dies, you draw a card."""

    trigger = Dies(subject=ObjectFilter(card_types=(CardType.CREATURE,), other=True))

    def resolve(self, ctx: Effects) -> None:
        ctx.draw_cards(ctx.controller, 1)


WATCHER = creature("Grim Watcher", "{2}{B}", 1, 3, ("Spirit",), abilities=(WatcherTrigger,))


class HeraldTrigger(TriggeredAbility):
    """Whenever another creature enters the battlefield under your control, you gain 1 life."""

    trigger = EntersTheBattlefield(
        subject=ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU, other=True)
    )

    def resolve(self, ctx: Effects) -> None:
        ctx.gain_life(ctx.controller, 1)


HERALD = creature("Soul Herald", "{2}{W}", 1, 2, ("Cleric",), abilities=(HeraldTrigger,))


class UpkeepTrigger(TriggeredAbility):
    """At the beginning of your upkeep, you lose 1 life."""

    trigger = BeginningOfStep(Step.UPKEEP)

    def resolve(self, ctx: Effects) -> None:
        ctx.lose_life(ctx.controller, 1)


TAXING_IMP = creature("Taxing Imp", "{B}", 2, 2, ("Imp",), abilities=(UpkeepTrigger,))


class PingerTrigger(TriggeredAbility):
    """When Ember Sprite enters the battlefield, it deals 1 damage to target creature an opponent controls."""

    trigger = EntersTheBattlefield()
    targets = (
        TargetSpec(
            objects=ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT)
        ),
    )

    def resolve(self, ctx: Effects) -> None:
        ctx.deal_damage(ctx.source, ctx.target(0), 1)


EMBER_SPRITE = creature("Ember Sprite", "{R}", 1, 1, ("Elemental",), abilities=(PingerTrigger,))


class MurderSpell(SpellAbility):
    """Destroy target creature."""

    targets = (TargetSpec(objects=CREATURE_FILTER),)

    def resolve(self, ctx: Effects) -> None:
        ctx.destroy(ctx.target(0))


MURDER = instant("Murder", "{B}", MurderSpell)


class BanishSpell(SpellAbility):
    """Exile target creature."""

    targets = (TargetSpec(objects=CREATURE_FILTER),)

    def resolve(self, ctx: Effects) -> None:
        ctx.exile(ctx.target(0))


BANISH = instant("Banish", "{W}", BanishSpell)


class UnsummonSpell(SpellAbility):
    """Return target creature to its owner's hand."""

    targets = (TargetSpec(objects=CREATURE_FILTER),)

    def resolve(self, ctx: Effects) -> None:
        ctx.return_to_hand(ctx.target(0))


UNSUMMON = instant("Unsummon", "{U}", UnsummonSpell)


class FrostSpell(SpellAbility):
    """Tap target creature. Put a +1/+1 counter on up to one target creature."""

    targets = (TargetSpec(objects=CREATURE_FILTER), TargetSpec(objects=CREATURE_FILTER, up_to=True))

    def resolve(self, ctx: Effects) -> None:
        ctx.tap(ctx.target(0))
        ctx.add_counters(ctx.target(1), "+1/+1", 1)


FROST = instant("Frost Blessing", "{U}", FrostSpell)
