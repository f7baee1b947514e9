"""Replacement and prevention effects (614–616): prevention shields, protection, damage that
can't be prevented, doubling and halving, "exile it instead", regeneration, entering as a copy,
choices as a permanent enters, and the affected player ordering replacements."""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    CardType,
    Choice,
    ChooseAsEnters,
    Color,
    Controller,
    DamageCantBePrevented,
    DamageRecipients,
    Divide,
    Duration,
    Enchant,
    EnchantedPermanent,
    EntersAsCopy,
    GrantKeywords,
    IllegalActionError,
    Keyword,
    MultiplyDamage,
    ObjectFilter,
    Option,
    PermanentsMatching,
    PlayerFilter,
    PreventDamageBy,
    PreventHalfDamage,
    Protection,
    Scenario,
    ScriptError,
    Step,
    TargetSpec,
    ThisPermanent,
)
from ofuda.runtime.engine.replacement.damage import deal_damage
from support.kit import card, creature, instant, sorcery, static
from support.slice_cards import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
TARGET = TargetSpec(objects=CREATURE)
ANY = TargetSpec(objects=CREATURE, players=PlayerFilter())
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
GIANT = creature("Giant", "{4}{R}", 5, 5, "Giant", keywords=(Keyword.TRAMPLE,))
BOLT = instant("Bolt", "{R}", lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), 3), ANY)
MURDER = instant("Murder", "{B}", lambda ctx: ctx.destroy(ctx.target(0)), TARGET)
EOT = Duration.END_OF_TURN


def test_615_prevent_all_damage_to_a_creature_this_turn() -> None:
    leap = instant("Leap", "{W}", lambda ctx: ctx.prevent_all_damage(ctx.target(0)), TARGET)
    s = Scenario()
    s.battlefield("Alice", BEAR, PLAINS, MOUNTAIN)
    s.hand("Alice", leap, BOLT)
    s.cast("Alice", "Leap", "Bear")
    s.resolve()
    s.cast("Alice", "Bolt", "Bear")
    s.resolve()
    assert s.permanent("Bear").damage == 0
    s.advance_to(Step.CLEANUP)
    deal_damage(s.game, s.permanent("Bear"), s.permanent("Bear"), 1)
    assert s.permanent("Bear").damage == 1  # the shield lasted only this turn


def test_615_7_next_n_shield_divided_by_the_protected_player_then_redirected_damage() -> None:
    deflect = instant(
        "Deflect",
        "{X}{W}",
        lambda ctx: ctx.prevent_damage_to_you_and_yours(ctx.x_value(), ctx.target(0)),
        ANY,
    )
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Bob", GIANT, creature("Ogre", "{2}{R}", 3, 3, "Ogre"))
    s.battlefield("Alice", BEAR, PLAINS, PLAINS, PLAINS, PLAINS)
    s.hand("Alice", deflect)
    s.cast("Alice", "Deflect", "Bob", x=3)
    s.resolve()
    s.attack("Giant", "Ogre")
    s.block(("Bear", "Giant"))
    s.script("Alice", Divide((("Bear", 2), ("Alice", 1))))  # FAQ P44(5): the player divides it
    s.script(
        "Bob", __import__("ofuda.runtime", fromlist=["Damage"]).Damage((("Bear", 2), ("Alice", 3)))
    )
    s.advance_to(Step.END_OF_COMBAT)
    assert s.permanent("Bear").damage == 0  # 2 prevented
    assert s.life("Alice") == 20 - 2 - 3  # 1 of the Giant's 3 prevented, the Ogre's 3
    assert s.life("Bob") == 17  # Deflect dealt the 3 prevented damage (P44(6))


def test_702_16_protection_prevents_damage_and_targeting_and_blocking() -> None:
    ward = instant(
        "Ward",
        "{W}",
        lambda ctx: ctx.grant_protection(ctx.target(0), EOT, colors=(Color.RED,)),
        TARGET,
    )
    s = Scenario()
    s.battlefield("Alice", BEAR, PLAINS)
    s.battlefield("Bob", MOUNTAIN)
    s.hand("Alice", ward)
    s.hand("Bob", BOLT)
    s.cast("Alice", "Ward", "Bear")
    s.resolve()
    with pytest.raises(ScriptError):
        s.cast("Bob", "Bolt", "Bear")  # T: can't be the target of red spells
    deal_damage(s.game, s.game.battlefield.objects[0], s.permanent("Bear"), 0)
    red = creature("Brute", "{R}", 3, 3, "Ogre")
    (brute,) = s.battlefield("Bob", red)
    deal_damage(s.game, brute, s.permanent("Bear"), 3)
    assert s.permanent("Bear").damage == 0  # D: damage from red sources is prevented


def test_702_16c_an_aura_with_the_quality_falls_off() -> None:
    curse = card(
        "Curse", "{R}", CardType.ENCHANTMENT, subtypes=("Aura",), keywords=(Enchant(CREATURE),)
    )
    s = Scenario()
    s.battlefield("Bob", curse)
    s.battlefield("Alice", BEAR, PLAINS)
    s.attach("Curse", "Bear")
    s.hand(
        "Alice",
        instant(
            "Ward",
            "{W}",
            lambda ctx: ctx.grant_protection(ctx.target(0), EOT, colors=(Color.RED,)),
            TARGET,
        ),
    )
    s.cast("Alice", "Ward", "Bear")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Curse"]  # 704.5m


def test_615_12_damage_that_cant_be_prevented() -> None:
    malignus = creature(
        "Malignus",
        "{R}",
        4,
        4,
        "Spirit",
        abilities=(static(DamageCantBePrevented(ThisPermanent())),),
    )
    s = Scenario()
    (m,) = s.battlefield("Bob", malignus)
    s.battlefield("Alice", BEAR, PLAINS)
    s.hand(
        "Alice", instant("Leap", "{W}", lambda ctx: ctx.prevent_all_damage(ctx.target(0)), TARGET)
    )
    s.cast("Alice", "Leap", "Bear")
    s.resolve()
    deal_damage(s.game, m, s.permanent("Bear"), 4)
    s.check_state()
    assert s.in_graveyard("Alice") == ["Leap", "Bear"]  # FAQ P84, P64(2)


def _gisela() -> object:
    return creature(
        "Gisela",
        "{4}{R}{W}{W}",
        5,
        5,
        "Angel",
        keywords=(Keyword.FLYING, Keyword.FIRST_STRIKE),
        abilities=(
            static(
                MultiplyDamage(DamageRecipients(Controller.OPPONENT, Controller.OPPONENT), 2),
                PreventHalfDamage(DamageRecipients(Controller.YOU, Controller.YOU), True),
            ),
        ),
    )


def test_614_1a_damage_doubling_and_halving() -> None:
    s = Scenario()
    s.battlefield("Alice", _gisela(), MOUNTAIN, MOUNTAIN)
    s.battlefield("Bob", BEAR)
    s.hand("Alice", BOLT, BOLT)
    s.cast("Alice", "Bolt", "Bob")
    s.resolve()
    assert s.life("Bob") == 14  # FAQ P63(1): any source, doubled
    s.cast("Alice", "Bolt", "Alice")
    s.resolve()
    assert s.life("Alice") == 19  # half of 3, rounded up, prevented


def test_614_1a_assign_first_then_double_each_amount() -> None:
    from ofuda.runtime import Damage

    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", _gisela(), GIANT)
    s.battlefield("Bob", BEAR)
    s.attack("Giant")
    s.block(("Bear", "Giant"))
    s.script("Alice", Damage((("Bear", 2), ("Bob", 3))))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 14  # FAQ P63(3): 2 and 3 become 4 and 6


def test_616_1_the_affected_player_orders_several_replacement_effects() -> None:
    s = Scenario()
    s.battlefield("Alice", _gisela(), MOUNTAIN)
    s.battlefield("Bob", BEAR, PLAINS)
    s.hand(
        "Bob",
        instant(
            "Shield",
            "{W}",
            lambda ctx: ctx.prevent_damage(ctx.controller, 2),
        ),
    )
    s.cast("Bob", "Shield")
    s.resolve()
    s.hand("Alice", BOLT)
    s.script("Bob", Option("prevent damage to Bob"))  # prevent 2 of 3 first, then double 1
    s.cast("Alice", "Bolt", "Bob")
    s.resolve()
    assert s.life("Bob") == 18


def test_614_exile_it_instead_if_it_would_die_this_turn() -> None:
    pillar = sorcery(
        "Pillar",
        "{R}",
        lambda ctx: (
            ctx.deal_damage(ctx.source, ctx.target(0), 2),
            ctx.exile_if_it_would_die(ctx.target(0)),
        ),
        TARGET,
    )
    tough = creature("Tough", "{1}{G}", 2, 4, "Beast")
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, SWAMP)
    s.battlefield("Bob", tough)
    s.hand("Alice", pillar, MURDER)
    s.cast("Alice", "Pillar", "Tough")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Tough"]
    s.cast("Alice", "Murder", "Tough")  # FAQ P91(2): dying any way this turn
    s.resolve()
    assert s.in_exile() == ["Tough"] and s.in_graveyard("Bob") == []


def test_701_15_regeneration_replaces_destruction_but_not_704_5f_or_sacrifice() -> None:
    regen = instant("Regen", "{G}", lambda ctx: ctx.regenerate(ctx.target(0)), TARGET)
    s = Scenario()
    s.battlefield("Alice", BEAR, FOREST, FOREST)
    s.battlefield("Bob", SWAMP, MOUNTAIN)
    s.hand("Alice", regen, regen)
    s.hand("Bob", MURDER, BOLT)
    s.cast("Alice", "Regen", "Bear")
    s.resolve()
    s.cast("Bob", "Murder", "Bear")
    s.resolve()
    bear = s.permanent("Bear")
    assert bear.tapped and bear.damage == 0 and "regenerates" in s.log_text()
    s.cast("Bob", "Bolt", "Bear")  # the shield was used up
    s.resolve()
    assert s.in_graveyard("Alice") == ["Regen", "Bear"]


def test_701_15_regeneration_does_not_save_from_zero_toughness() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAR, FOREST, SWAMP)
    s.hand(
        "Alice",
        instant("Regen", "{G}", lambda ctx: ctx.regenerate(ctx.target(0)), TARGET),
        instant(
            "Wither",
            "{B}",
            lambda ctx: ctx.modify_power_toughness(ctx.target(0), -2, -2, EOT),
            TARGET,
        ),
    )
    s.cast("Alice", "Regen", "Bear")
    s.resolve()
    s.cast("Alice", "Wither", "Bear")
    s.resolve()
    assert "Bear" in s.in_graveyard("Alice")


def test_614_1c_nontoken_creatures_enter_as_a_copy() -> None:
    reflection = card(
        "Reflection",
        "{5}{U}",
        CardType.ENCHANTMENT,
        subtypes=("Aura",),
        keywords=(Enchant(CREATURE),),
        abilities=(
            static(
                EntersAsCopy(
                    ObjectFilter(
                        card_types=(CardType.CREATURE,), controller=Controller.YOU, token=False
                    ),
                    EnchantedPermanent(),
                )
            ),
        ),
    )
    angel = creature("Angel", "{3}{W}", 4, 4, "Angel", keywords=(Keyword.FLYING,))
    s = Scenario()
    s.battlefield("Alice", reflection, angel, FOREST, FOREST)
    s.attach("Reflection", "Angel")
    s.hand("Alice", BEAR)
    s.cast("Alice", "Bear")
    s.resolve()
    names = s.on_battlefield("Alice")
    assert names.count("Angel") == 2 and "Bear" not in names
    s.game.create_token(BEAR, s.player("Alice"))
    assert "Bear Token" not in s.on_battlefield("Alice")  # a token: no copy ("nontoken")
    assert "Bear" in s.on_battlefield("Alice")


def test_614_12_a_choice_made_as_the_permanent_enters() -> None:
    riders = creature(
        "Riders",
        "{2}{W}{W}",
        3,
        3,
        "Human",
        abilities=(
            static(ChooseAsEnters(Choice.CREATURE_TYPE)),
            static(
                GrantKeywords(
                    PermanentsMatching(
                        ObjectFilter(subtypes=("Human",), controller=Controller.YOU)
                    ),
                    (
                        Protection(
                            quality=ObjectFilter(
                                card_types=(CardType.CREATURE,), chosen_subtype=True
                            )
                        ),
                    ),
                )
            ),
        ),
    )
    vampire = creature("Vampire", "{B}", 3, 3, "Vampire")
    s = Scenario()
    s.battlefield("Alice", PLAINS, PLAINS, PLAINS, PLAINS)
    s.hand("Alice", riders)
    s.script("Alice", Option("Vampire"))
    s.cast("Alice", "Riders")
    s.resolve()
    assert s.permanent("Riders").choices == {"creature type": "Vampire"}
    (v,) = s.battlefield("Bob", vampire)
    deal_damage(s.game, v, s.permanent("Riders"), 3)
    assert s.permanent("Riders").damage == 0  # protection from Vampires


def test_615_prevent_all_damage_dealt_by_a_creature() -> None:
    defang = card(
        "Defang",
        "{W}",
        CardType.ENCHANTMENT,
        subtypes=("Aura",),
        keywords=(Enchant(CREATURE),),
        abilities=(static(PreventDamageBy(EnchantedPermanent())),),
    )
    s = Scenario()
    s.battlefield("Alice", defang)
    (giant,) = s.battlefield("Bob", GIANT)
    s.attach("Defang", "Giant")
    deal_damage(s.game, giant, s.player("Alice"), 5)
    assert s.life("Alice") == 20


def test_615_prevention_order_matters_illegal_choice_is_rejected() -> None:
    s = Scenario()
    s.battlefield("Alice", _gisela(), MOUNTAIN)
    s.battlefield("Bob", BEAR, PLAINS)
    s.hand("Bob", instant("Shield", "{W}", lambda ctx: ctx.prevent_damage(ctx.controller, 2)))
    s.cast("Bob", "Shield")
    s.resolve()
    s.hand("Alice", BOLT)
    s.script("Bob", Option("no such effect"))
    with pytest.raises(ScriptError):
        s.cast("Alice", "Bolt", "Bob")
        s.resolve()


_ = (ISLAND, IllegalActionError)


def test_702_16_protection_from_the_color_of_your_choice_is_chosen_on_resolution() -> None:
    protector = instant(
        "Protect",
        "{W}",
        lambda ctx: ctx.grant_keyword(ctx.target(0), Protection(chosen_color=True), EOT),
        TARGET,
    )
    s = Scenario()
    s.battlefield("Alice", BEAR, PLAINS)
    s.battlefield("Bob", MOUNTAIN)
    s.hand("Alice", protector)
    s.hand("Bob", BOLT)
    s.script("Alice", Option(Color.RED))
    s.cast("Alice", "Protect", "Bear")
    s.resolve()
    with pytest.raises(ScriptError):
        s.cast("Bob", "Bolt", "Bear")


def test_614_1c_enters_tapped_and_with_counters() -> None:
    from ofuda.runtime import EntersTapped, EntersWithCounters

    slow = creature(
        "Slow",
        "{G}",
        1,
        1,
        "Beast",
        abilities=(static(EntersTapped(), EntersWithCounters("+1/+1", 2)),),
    )
    gate = card(
        "Gate",
        "{W}",
        CardType.ENCHANTMENT,
        abilities=(
            static(
                EntersTapped(
                    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT)
                )
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", FOREST, FOREST)
    s.battlefield("Bob", gate)
    s.hand("Alice", slow, BEAR)
    s.cast("Alice", "Slow")
    s.resolve()
    slow_perm = s.permanent("Slow")
    assert slow_perm.tapped and slow_perm.power_toughness == (3, 3)
    (bobs,) = s.game.create_token(BEAR, s.player("Bob"))
    (alices,) = s.game.create_token(BEAR, s.player("Alice"))
    assert (
        not bobs.tapped and alices.tapped
    )  # the Gate taps only its controller's opponents' creatures
