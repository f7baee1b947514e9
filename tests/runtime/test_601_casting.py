"""Casting spells and activating abilities (601, 602, 605, 606, 117, 118): X, modes, additional
and alternative costs, cost changes, timing, casting from exile, mana abilities with spending
restrictions and riders, loyalty abilities and planeswalkers."""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    CardType,
    Controller,
    Cost,
    CostReduction,
    IllegalActionError,
    Keyword,
    LoyaltyAbility,
    ManaAbility,
    ManaCost,
    MayCastFromZone,
    Miracle,
    ObjectFilter,
    PayLife,
    PlayerFilter,
    ProduceAnyColor,
    ProduceMana,
    SacrificePermanents,
    Scenario,
    ScriptError,
    SpendOnly,
    Step,
    TapPermanents,
    TapSelf,
    TargetSpec,
)
from ofuda.runtime.engine.casting.spells import legal_actions
from ofuda.runtime.engine.objects.game_objects import LOYALTY
from support.kit import activated, card, creature, instant, sorcery, spell_ability, static
from support.slice_cards import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
ANY_TARGET = TargetSpec(objects=CREATURE, players=PlayerFilter())
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
HUMAN = creature("Villager", "{W}", 1, 1, "Human")
BLAZE = sorcery(
    "Blaze",
    "{X}{R}",
    lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), ctx.x_value()),
    ANY_TARGET,
)


def _mode(name: str, fn, *targets) -> type:  # type: ignore[no-untyped-def]
    return spell_ability(fn, *targets, text=name)


ART = ObjectFilter(card_types=(CardType.ARTIFACT,))
LAND = ObjectFilter(card_types=(CardType.LAND,))
THORNS = card(
    "Thorns",
    "{G}",
    CardType.SORCERY,
    modes=(1, 3),
    abilities=(
        _mode("artifact", lambda ctx: ctx.destroy(ctx.target(0)), TargetSpec(objects=ART)),
        _mode("creature", lambda ctx: ctx.destroy(ctx.target(0)), TargetSpec(objects=CREATURE)),
        _mode("land", lambda ctx: ctx.destroy(ctx.target(0)), TargetSpec(objects=LAND)),
    ),
)


def test_601_2b_x_is_announced_and_paid() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.hand("Alice", BLAZE)
    s.cast("Alice", "Blaze", "Bob", x=2)
    assert all(p.tapped for p in s.game.battlefield.objects)
    s.resolve()
    assert s.life("Bob") == 18


def test_107_3_x_can_be_at_most_what_can_be_paid() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, MOUNTAIN)
    s.hand("Alice", BLAZE)
    with pytest.raises(IllegalActionError, match="X=2"):
        s.cast("Alice", "Blaze", "Bob", x=2)
    assert s.in_hand("Alice") == ["Blaze"]  # rewound


def test_107_3f_x_is_zero_for_a_card_off_the_stack() -> None:
    s = Scenario()
    (blaze,) = s.hand("Alice", BLAZE)
    assert blaze.mana_value == 1


def test_700_2_modal_spell_resolves_only_the_chosen_modes() -> None:
    rock = card("Rock", "{2}", CardType.ARTIFACT)
    s = Scenario()
    s.battlefield("Alice", FOREST)
    s.battlefield("Bob", rock, BEAR, MOUNTAIN)
    s.hand("Alice", THORNS)
    s.cast("Alice", "Thorns", "Rock", "Mountain", modes=(0, 2))
    s.resolve()
    assert sorted(s.in_graveyard("Bob")) == ["Mountain", "Rock"]
    assert s.on_battlefield("Bob") == ["Bear"]


def test_700_2_a_mode_without_a_legal_target_cannot_be_chosen() -> None:
    s = Scenario()
    s.battlefield("Alice", FOREST)
    s.battlefield("Bob", BEAR)
    s.hand("Alice", THORNS)
    with pytest.raises(IllegalActionError, match="mode"):
        s.cast("Alice", "Thorns", "Bear", modes=(0,))
    s.cast("Alice", "Thorns", "Bear", modes=(1,))
    s.resolve()
    assert s.in_graveyard("Bob") == ["Bear"]


def test_601_2b_additional_cost_sacrifice_is_paid_and_remembered() -> None:
    seen = []
    splinters = card(
        "Splinters",
        "{B}",
        CardType.SORCERY,
        additional_costs=(SacrificePermanents(CREATURE),),
        abilities=(
            spell_ability(
                lambda ctx: (seen.append(ctx.paid("sacrificed")), ctx.destroy(ctx.target(0))),
                TargetSpec(objects=CREATURE),
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.hand("Alice", splinters)
    s.battlefield("Bob", BEAR)
    assert not any(
        a.describe() == "cast Splinters" for a in legal_actions(s.game, s.player("Alice"))
    )
    s.battlefield("Alice", HUMAN)
    s.script("Alice")
    s.cast("Alice", "Splinters", "Bear")
    assert s.in_graveyard("Alice") == ["Villager"]  # sacrificed while casting (601.2h)
    s.resolve()
    assert s.in_graveyard("Bob") == ["Bear"] and [o.name for o in seen[0]] == ["Villager"]


def test_601_2b_tap_any_number_of_creatures_as_an_additional_cost() -> None:
    from ofuda.runtime import Choose

    burn = card(
        "Burn",
        "{R}",
        CardType.SORCERY,
        additional_costs=(TapPermanents(CREATURE, 0, any_number=True),),
        abilities=(
            spell_ability(
                lambda ctx: ctx.deal_damage(
                    ctx.source, ctx.target(0), 3 * ctx.paid_count("tapped")
                ),
                ANY_TARGET,
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield(
        "Alice", BEAR, HUMAN, sick=True
    )  # FAQ P22/P42: tapping for a cost ignores sickness
    s.hand("Alice", burn)
    s.script("Alice", Choose(("Bear", "Villager")))
    s.cast("Alice", "Burn", "Bob")
    s.resolve()
    assert s.life("Bob") == 14


def test_601_2f_cost_reductions_reduce_only_generic_mana() -> None:
    melee = card(
        "Melee",
        "{4}{U}",
        CardType.ENCHANTMENT,
        abilities=(
            static(
                CostReduction((ObjectFilter(card_types=(CardType.INSTANT, CardType.SORCERY)),), 2)
            ),
        ),
    )
    pump = instant("Pump", "{1}{G}", lambda ctx: ctx.gain_life(ctx.controller, 1))
    s = Scenario()
    s.battlefield("Alice", melee, FOREST)
    s.hand("Alice", pump)
    s.cast("Alice", "Pump")  # FAQ P9(4): {1}{G} costs {G}
    s.resolve()
    assert s.life("Alice") == 21


def test_601_2f_reduction_for_each_counter_applies_after_additional_costs() -> None:
    herald = creature(
        "Herald",
        "{3}{W}{W}",
        3,
        3,
        "Angel",
        abilities=(
            static(
                CostReduction(
                    (ObjectFilter(subtypes=("Angel", "Human")),), 1, Controller.YOU, "+1/+1"
                )
            ),
        ),
    )
    knight = creature("Knight", "{3}{W}", 2, 2, "Human")
    s = Scenario()
    s.battlefield("Alice", herald, PLAINS, PLAINS)
    s.counters("Herald", "+1/+1", 2)
    s.hand("Alice", knight)
    s.cast("Alice", "Knight")  # FAQ P72(2): every +1/+1 counter counts; {3}{W} - 2 = {1}{W}
    s.resolve()
    assert "Knight" in s.on_battlefield("Alice")


def test_117_1a_sorcery_timing_and_702_8_flash() -> None:
    flasher = creature("Flasher", "{G}", 1, 1, "Wolf", keywords=(Keyword.FLASH,))
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", FOREST, FOREST)
    s.hand("Alice", BEAR, flasher)
    names = [a.describe() for a in legal_actions(s.game, s.player("Alice"))]
    assert "cast Flasher" in names and "cast Bear" not in names


def test_601_3e_cast_spells_as_though_they_had_flash() -> None:
    refuge = card(
        "Refuge",
        None,
        CardType.LAND,
        abilities=(
            activated(lambda ctx: ctx.as_though_flash(ctx.controller), ManaCost("{G}"), TapSelf()),
        ),
    )
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", refuge, FOREST, FOREST, FOREST)
    s.hand("Alice", BEAR)
    assert "cast Bear" not in [a.describe() for a in legal_actions(s.game, s.player("Alice"))]
    s.activate("Alice", "Refuge")
    s.resolve()
    assert "cast Bear" in [a.describe() for a in legal_actions(s.game, s.player("Alice"))]


def test_601_3_a_card_may_be_cast_from_exile_paying_its_mana_cost() -> None:
    griffin = creature(
        "Griffin",
        "{2}{U}",
        3,
        3,
        "Griffin",
        abilities=(static(MayCastFromZone("exile"), zone="exile"),),
    )
    s = Scenario()
    s.battlefield("Alice", ISLAND, ISLAND)
    s.exile("Alice", griffin)
    assert "cast Griffin" not in [a.describe() for a in legal_actions(s.game, s.player("Alice"))]
    s.battlefield("Alice", ISLAND)
    s.cast("Alice", "Griffin")
    s.resolve()
    assert "Griffin" in s.on_battlefield("Alice") and s.in_exile() == []


def test_605_3_mana_abilities_pay_without_the_stack_and_are_not_actions() -> None:
    elf = creature(
        "Elf",
        "{G}",
        1,
        1,
        "Elf",
        abilities=(
            type(
                "ElfMana",
                (ManaAbility,),
                {"cost": Cost((TapSelf(),)), "mana": (ProduceMana("{G}"),)},
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", elf, FOREST)
    s.hand("Alice", BEAR)
    assert [a.describe() for a in legal_actions(s.game, s.player("Alice"))] == ["pass", "cast Bear"]
    s.cast("Alice", "Bear")
    assert s.permanent("Elf").tapped and s.on_stack() == ["Bear"]


def test_106_6_restricted_mana_pays_only_for_what_it_allows() -> None:
    sage = creature(
        "Sage",
        "{2}{G}",
        0,
        1,
        "Human",
        abilities=(
            type(
                "SageMana",
                (ManaAbility,),
                {
                    "cost": Cost((TapSelf(),)),
                    "mana": (ProduceAnyColor(3),),
                    "restriction": SpendOnly(CREATURE),
                },
            ),
        ),
    )
    big = creature("Big", "{2}{G}", 4, 4, "Beast")
    spell = instant("Zap", "{2}{R}", lambda ctx: None)
    s = Scenario()
    s.battlefield("Alice", sage)
    s.hand("Alice", big, spell)
    names = [a.describe() for a in legal_actions(s.game, s.player("Alice"))]
    assert "cast Big" in names and "cast Zap" not in names  # FAQ P102
    s.cast("Alice", "Big")
    s.resolve()
    assert "Big" in s.on_battlefield("Alice")


def test_106_6_a_rider_makes_the_spell_it_paid_for_uncounterable() -> None:
    cavern = card(
        "Cavern",
        None,
        CardType.LAND,
        abilities=(
            type(
                "CavernMana",
                (ManaAbility,),
                {
                    "cost": Cost((TapSelf(),)),
                    "mana": (ProduceAnyColor(1),),
                    "restriction": SpendOnly(CREATURE, uncounterable=True),
                },
            ),
        ),
    )
    snatch = instant(
        "Snatch",
        "{U}",
        lambda ctx: ctx.counter_spell(ctx.target(0)),
        TargetSpec(objects=CREATURE, zone="stack"),
    )
    s = Scenario()
    s.battlefield("Alice", cavern, FOREST)
    s.battlefield("Bob", ISLAND)
    s.hand("Alice", BEAR)
    s.hand("Bob", snatch)
    s.cast("Alice", "Bear")
    s.cast("Bob", "Snatch", "Bear")
    s.resolve()
    assert "Bear" in s.on_battlefield("Alice")
    assert "can't be countered" in s.log_text()


def test_118_3_a_life_payment_needs_that_much_life() -> None:
    gris = creature(
        "Gris",
        "{B}",
        7,
        7,
        "Demon",
        abilities=(activated(lambda ctx: ctx.draw_cards(ctx.controller, 1), PayLife(7)),),
    )
    s = Scenario()
    s.battlefield("Alice", gris)
    s.library("Alice", PLAINS)
    s.set_life("Alice", 6)
    with pytest.raises(IllegalActionError):
        s.activate("Alice", "Gris")
    s.set_life("Alice", 7)
    s.activate("Alice", "Gris")
    s.resolve()
    assert s.life("Alice") == 0 and s.winner == "Bob"  # paying life is losing it (119.4)


def _walker() -> object:
    plus = type(
        "Plus",
        (LoyaltyAbility,),
        {
            "loyalty_cost": 1,
            "loyalty": 1,
            "cost": Cost(()),
            "resolve": lambda self, ctx: ctx.draw_cards(ctx.controller, 1),
        },
    )
    minus = type(
        "Minus",
        (LoyaltyAbility,),
        {
            "loyalty_cost": -3,
            "loyalty": -3,
            "cost": Cost(()),
            "resolve": lambda self, ctx: ctx.gain_life(ctx.controller, 5),
        },
    )
    return card(
        "Walker",
        "{2}{U}",
        CardType.PLANESWALKER,
        subtypes=("Tamiyo",),
        loyalty=2,
        abilities=(plus, minus),
    )


def test_606_3_loyalty_abilities_once_per_turn_as_a_sorcery() -> None:
    s = Scenario()
    s.battlefield("Alice", _walker())
    s.library("Alice", PLAINS, PLAINS)
    s.activate("Alice", "Walker", index=0)
    assert s.permanent("Walker").loyalty == 3  # 606.4: the cost is paid as it's activated
    s.resolve()
    with pytest.raises(IllegalActionError):
        s.activate("Alice", "Walker", index=1)  # 606.3: once per turn
    assert s.in_hand("Alice") == ["Plains"]


def test_606_6_a_minus_ability_needs_that_many_loyalty_counters() -> None:
    s = Scenario()
    s.battlefield("Alice", _walker())
    with pytest.raises(IllegalActionError):
        s.activate("Alice", "Walker", index=1)
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", _walker())
    with pytest.raises(IllegalActionError):
        s.activate("Alice", "Walker", index=0)  # only as a sorcery


def test_704_5i_a_planeswalker_with_no_loyalty_goes_to_the_graveyard() -> None:
    s = Scenario()
    s.battlefield("Alice", _walker())
    s.counters("Walker", LOYALTY, 1)
    s.activate("Alice", "Walker", index=1)  # 3 loyalty, -3
    s.check_state()
    assert s.in_graveyard("Alice") == ["Walker"]  # before the ability resolves (FAQ P106(4))
    s.resolve()
    assert s.life("Alice") == 25


def test_601_2d_damage_or_counters_divided_among_any_number_of_targets() -> None:
    from ofuda.runtime import Divide

    bless = sorcery(
        "Bless",
        "{G}",
        lambda ctx: [
            ctx.add_counters(t, "+1/+1", ctx.division(i)) for i, t in enumerate(ctx.targets())
        ],
        TargetSpec(objects=CREATURE, count=4, up_to=True, divide=4),
    )
    s = Scenario()
    s.battlefield("Alice", FOREST, BEAR, HUMAN)
    s.hand("Alice", bless)
    s.script("Alice", Divide((("Bear", 3), ("Villager", 1))))
    s.cast("Alice", "Bless", "Bear", "Villager")
    s.resolve()
    assert s.pt("Bear") == (5, 5) and s.pt("Villager") == (2, 2)


def test_702_94_miracle_cast_for_its_miracle_cost_when_revealed_as_first_draw() -> None:
    from ofuda.runtime import Reveal

    wrath = sorcery(
        "Wrath",
        "{4}{W}{W}",
        lambda ctx: ctx.destroy(ctx.each_object(CREATURE, "battlefield", None)),
        keywords=(Miracle(ManaCost("{W}")),),
    )
    s = Scenario(step=Step.UPKEEP, active="Bob")
    s.battlefield("Alice", PLAINS)
    s.battlefield("Bob", BEAR)
    s.library("Alice", wrath)
    s.script("Alice", Reveal(True))
    s.game.draw(s.player("Alice"), 1)  # on the opponent's turn (M#2)
    s.resolve()
    assert s.in_graveyard("Bob") == ["Bear"] and s.in_graveyard("Alice") == ["Wrath"]
    assert "for its miracle cost" in s.log_text()


def test_702_94_only_the_first_card_drawn_this_turn_can_be_revealed() -> None:
    from ofuda.runtime import Reveal

    wrath = sorcery("Wrath", "{4}{W}{W}", lambda ctx: None, keywords=(Miracle(ManaCost("{W}")),))
    s = Scenario()
    s.battlefield("Alice", PLAINS)
    s.library("Alice", PLAINS, wrath)
    s.script("Alice", Reveal(True))
    s.game.draw(s.player("Alice"), 2)  # M#7: a multi-card draw is single draws
    s.resolve()
    assert sorted(s.in_hand("Alice")) == ["Plains", "Wrath"]
    assert s.agent("Alice").remaining == [Reveal(True)]  # never asked


def test_scripted_cast_with_illegal_target_is_rewound() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.hand("Alice", BLAZE)
    with pytest.raises(ScriptError):
        s.cast("Alice", "Blaze", "Nobody", x=0)
    assert s.in_hand("Alice") == ["Blaze"]
