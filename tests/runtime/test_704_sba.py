"""State-based actions 704.5 (current rules): the sub-rules AVR-era permanents can meet, checked
simultaneously and repeatedly, then triggers (117.5)."""

from __future__ import annotations

from ofuda.runtime import (
    AddPowerToughness,
    CardType,
    Choose,
    Dies,
    Duration,
    Enchant,
    EnchantedPermanent,
    EquippedCreature,
    MaxCounters,
    ObjectFilter,
    Option,
    Scenario,
    TargetSpec,
    ThisPermanent,
)
from ofuda.runtime.engine.replacement.damage import deal_damage
from support.kit import card, creature, instant, static, triggered
from support.slice_cards import PLAINS, SWAMP

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
EOT = Duration.END_OF_TURN


def test_704_5j_legend_rule_applies_per_controller() -> None:
    legend = creature("Avacyn", "{W}", 8, 8, "Angel", legendary=True)
    s = Scenario()
    s.battlefield("Alice", legend)
    s.battlefield("Bob", legend)
    s.check_state()
    assert s.on_battlefield("Alice") == ["Avacyn"] and s.on_battlefield("Bob") == ["Avacyn"]
    (second,) = s.battlefield("Alice", legend)
    s.script("Alice", Choose((second,)))
    s.check_state()
    assert s.on_battlefield("Alice") == ["Avacyn"] and s.permanent("Avacyn", "Alice") is second
    assert s.in_graveyard("Alice") == ["Avacyn"]  # put into the graveyard: not "destroyed"


def test_704_5m_an_aura_attached_to_nothing_goes_to_the_graveyard() -> None:
    aura = card(
        "Boon",
        "{W}",
        CardType.ENCHANTMENT,
        subtypes=("Aura",),
        keywords=(Enchant(CREATURE),),
        abilities=(static(AddPowerToughness(EnchantedPermanent(), 1, 1)),),
    )
    s = Scenario()
    s.battlefield("Alice", BEAR, aura, SWAMP)
    s.attach("Boon", "Bear")
    s.hand(
        "Alice",
        instant(
            "Kill", "{B}", lambda ctx: ctx.destroy(ctx.target(0)), TargetSpec(objects=CREATURE)
        ),
    )
    s.cast("Alice", "Kill", "Bear")
    s.resolve()
    assert sorted(s.in_graveyard("Alice")) == ["Bear", "Boon", "Kill"]


def test_704_5m_an_aura_on_an_object_it_cant_enchant_goes_to_the_graveyard() -> None:
    call = card(
        "Call",
        "{W}",
        CardType.ENCHANTMENT,
        subtypes=("Aura",),
        keywords=(Enchant(ObjectFilter(card_types=(CardType.CREATURE,), subtypes=("Bear",))),),
    )
    s = Scenario()
    s.battlefield("Alice", BEAR, call)
    s.attach("Call", "Bear")
    s.check_state()
    assert s.on_battlefield("Alice") == ["Bear", "Call"]
    s.game.attach(s.permanent("Call"), s.battlefield("Alice", PLAINS)[0])
    s.check_state()
    assert s.in_graveyard("Alice") == ["Call"]


def test_704_5n_equipment_attached_to_a_noncreature_becomes_unattached() -> None:
    sword = card(
        "Sword",
        "{1}",
        CardType.ARTIFACT,
        subtypes=("Equipment",),
        abilities=(static(AddPowerToughness(EquippedCreature(), 1, 1)),),
    )
    s = Scenario()
    (plains,) = s.battlefield("Alice", PLAINS)
    s.battlefield("Alice", sword)
    s.game.attach(s.permanent("Sword"), plains)
    s.check_state()
    assert s.permanent("Sword").attached_to is None and "Sword" in s.on_battlefield("Alice")


def test_704_5p_a_creature_attached_to_something_becomes_unattached() -> None:
    s = Scenario()
    (bear, other) = s.battlefield("Alice", BEAR, creature("Other", "{G}", 1, 1, "Elf"))
    s.game.attach(bear, other)
    s.check_state()
    assert bear.attached_to is None


def test_704_5r_no_more_than_n_counters() -> None:
    capped = creature(
        "Capped", "{G}", 1, 1, "Elf", abilities=(static(MaxCounters(ThisPermanent(), "charge", 2)),)
    )
    s = Scenario()
    s.battlefield("Alice", capped)
    s.counters("Capped", "charge", 5)
    s.check_state()
    assert s.permanent("Capped").counters["charge"] == 2


def test_704_3_actions_happen_together_and_repeat_until_none_apply() -> None:
    boon = card(
        "Boon",
        "{W}",
        CardType.ENCHANTMENT,
        subtypes=("Aura",),
        keywords=(Enchant(CREATURE),),
        abilities=(static(AddPowerToughness(EnchantedPermanent(), 0, 2)),),
    )
    s = Scenario()
    (bear,) = s.battlefield("Alice", BEAR)
    s.battlefield("Alice", boon)
    s.attach("Boon", "Bear")
    deal_damage(s.game, bear, bear, 3)
    s.check_state()
    assert s.on_battlefield("Alice") == ["Bear", "Boon"]  # 3 damage, toughness 4
    s.game.move(s.permanent("Boon"), "exile")
    s.check_state()  # toughness 2 with 3 damage: destroyed in the same check loop
    assert s.in_graveyard("Alice") == ["Bear"]


def test_117_5_state_based_actions_then_triggers() -> None:
    seen: list[str] = []
    watcher = creature(
        "Watcher",
        "{B}",
        1,
        1,
        "Spirit",
        abilities=(triggered(Dies(CREATURE), lambda ctx: seen.append("died")),),
    )
    s = Scenario()
    (bear,) = s.battlefield("Bob", BEAR)
    s.battlefield("Alice", watcher)
    deal_damage(s.game, bear, bear, 2)
    s.check_state()
    assert s.on_stack() == ["Watcher's triggered ability"] and not seen
    s.resolve()
    assert seen == ["died"]


def test_704_5g_indestructible_keeps_damage_and_dies_when_it_loses_indestructible() -> None:
    from ofuda.runtime import GrantKeywords, Keyword, PermanentsMatching

    avacyn = creature(
        "Avacyn",
        "{W}",
        8,
        8,
        "Angel",
        abilities=(
            static(
                GrantKeywords(
                    PermanentsMatching(ObjectFilter(card_types=(CardType.CREATURE,), other=True)),
                    (Keyword.INDESTRUCTIBLE,),
                )
            ),
        ),
    )
    s = Scenario()
    (bear,) = s.battlefield("Alice", BEAR)
    s.battlefield("Alice", avacyn)
    deal_damage(s.game, bear, bear, 5)
    s.check_state()
    assert bear.on_battlefield and bear.damage == 5  # FAQ P11(1)
    s.game.move(s.permanent("Avacyn"), "exile")
    s.check_state()
    assert s.in_graveyard("Alice") == ["Bear"]


_ = (Option, EOT)
