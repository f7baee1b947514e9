"""613.4c with 611.3a: a static P/T change "for each …" is counted every time the layer
applies, so its number follows the game as the counted objects come and go; an instruction's
"for each" is counted once, as it resolves (608.2h), and stays."""

from __future__ import annotations

from ofuda.runtime import (
    AddPowerToughness,
    CardType,
    Controller,
    CountersOnSource,
    Duration,
    Enchant,
    EnchantedPermanent,
    ObjectCount,
    ObjectFilter,
    Scenario,
    TargetSpec,
    ThisPermanent,
    Times,
)
from support.kit import card, creature, instant, static
from support.slice_cards import FOREST

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
FORESTS_YOU_CONTROL = ObjectCount(ObjectFilter(subtypes=("Forest",), controller=Controller.YOU))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")


def test_613_4c_611_3a_a_counted_aura_follows_the_forests_as_they_come_and_go() -> None:
    armor = card(
        "Armor",
        "{2}{G}",
        CardType.ENCHANTMENT,
        subtypes=("Aura",),
        keywords=(Enchant(CREATURE),),
        abilities=(
            static(
                AddPowerToughness(EnchantedPermanent(), FORESTS_YOU_CONTROL, FORESTS_YOU_CONTROL)
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", BEAR, armor)
    s.attach("Armor", "Bear")
    assert s.pt("Bear") == (2, 2)
    s.battlefield("Alice", FOREST, FOREST)
    assert s.pt("Bear") == (4, 4)
    s.battlefield("Bob", FOREST)  # "you control": the Aura's controller's Forests only
    assert s.pt("Bear") == (4, 4)
    s.game.move(s.permanent("Forest", "Alice"), "graveyard")
    assert s.pt("Bear") == (3, 3)


def test_613_4c_a_multiple_per_unit_and_counters_on_the_source() -> None:
    brute = card(
        "Brute",
        "{3}",
        CardType.CREATURE,
        pt=(1, 1),
        abilities=(
            static(AddPowerToughness(ThisPermanent(), Times(2, CountersOnSource("charge")), 0)),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", brute)
    assert s.pt("Brute") == (1, 1)
    s.counters("Brute", "charge", 2)
    s.game.touch()
    assert s.pt("Brute") == (5, 1)


def test_608_2h_an_instructions_count_is_locked_in_as_it_resolves() -> None:
    def pump(ctx) -> None:  # type: ignore[no-untyped-def]
        forests = ObjectFilter(subtypes=("Forest",), controller=Controller.YOU)
        count = ctx.count_of(ctx.each_object(forests, "battlefield", None))
        ctx.modify_power_toughness(ctx.target(0), count, count, Duration.END_OF_TURN)

    spell = instant("Growth", "{G}", pump, TargetSpec(objects=CREATURE))
    s = Scenario()
    s.battlefield("Alice", BEAR, FOREST, FOREST)
    s.hand("Alice", spell)
    s.cast("Alice", "Growth", "Bear")
    s.resolve()
    assert s.pt("Bear") == (4, 4)
    s.battlefield("Alice", FOREST)  # a Forest later changes nothing: the number was locked in
    assert s.pt("Bear") == (4, 4)
