"""Continuous effects (611–613): layers and timestamps, static abilities evaluated continuously,
values locked in on resolution, "as long as" effects ending at once."""

from __future__ import annotations

from ofuda.runtime import (
    AddColors,
    AddPowerToughness,
    AddTypes,
    AffectedMatches,
    CardType,
    Color,
    Controller,
    ControlsCount,
    Duration,
    Enchant,
    EnchantedPermanent,
    EquippedCreature,
    GainControl,
    GrantKeywords,
    IsYourTurn,
    Keyword,
    ObjectFilter,
    PermanentsMatching,
    RemoveKeywords,
    Scenario,
    Step,
    TargetSpec,
    ThisPermanent,
)
from support.kit import activated, card, creature, instant, sorcery, static
from support.slice_cards import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
TARGET = TargetSpec(objects=CREATURE)
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
HUMAN = creature("Villager", "{W}", 1, 1, "Human")
EOT = Duration.END_OF_TURN


def aura(name: str, *effects, cost: str = "{W}") -> object:  # type: ignore[no-untyped-def]
    return card(
        name,
        cost,
        CardType.ENCHANTMENT,
        subtypes=("Aura",),
        keywords=(Enchant(CREATURE),),
        abilities=(static(*effects),),
    )


def test_613_4c_modifications_add_up_and_613_4b_setting_comes_before_them() -> None:
    tomb = card(
        "Tomb",
        "{3}",
        CardType.ARTIFACT,
        abilities=(
            activated(
                lambda ctx: ctx.become(
                    ctx.source,
                    3,
                    3,
                    (CardType.CREATURE,),
                    ("Angel",),
                    (Color.WHITE,),
                    (Keyword.FLYING,),
                    EOT,
                )
            ),
        ),
    )
    pump = instant(
        "Pump", "{G}", lambda ctx: ctx.modify_power_toughness(ctx.target(0), 2, 2, EOT), TARGET
    )
    s = Scenario()
    s.battlefield("Alice", tomb, FOREST)
    s.hand("Alice", pump)
    s.activate("Alice", "Tomb")
    s.resolve()
    t = s.permanent("Tomb")
    assert t.is_creature and "Angel" in t.subtypes and t.colors == {Color.WHITE}
    assert CardType.ARTIFACT in t.card_types and Keyword.FLYING in t.keywords
    s.cast("Alice", "Pump", "Tomb")
    s.resolve()
    s.counters("Tomb", "+1/+1", 1)
    assert s.pt("Tomb") == (6, 6)
    s.activate("Alice", "Tomb")  # FAQ P7: the new setting overrides the old; modifications stay
    s.resolve()
    assert s.pt("Tomb") == (6, 6)
    s.advance_to(Step.CLEANUP)
    assert not s.permanent("Tomb").is_creature  # 514.2: "until end of turn" ends


def test_613_7_a_later_set_overrides_an_earlier_set() -> None:
    small = instant(
        "Small", "{U}", lambda ctx: ctx.set_power_toughness(ctx.target(0), 0, 1, EOT), TARGET
    )
    big = instant(
        "Big", "{G}", lambda ctx: ctx.set_power_toughness(ctx.target(0), 5, 5, EOT), TARGET
    )
    s = Scenario()
    s.battlefield("Alice", BEAR, FOREST, ISLAND)
    s.hand("Alice", small, big)
    s.cast("Alice", "Big", "Bear")
    s.resolve()
    s.cast("Alice", "Small", "Bear")
    s.resolve()
    assert s.pt("Bear") == (0, 1)


def test_613_1a_copy_effects_copy_copiable_values_only() -> None:
    reflect = sorcery(
        "Reflect", "{U}", lambda ctx: ctx.become_copy(ctx.target(1), ctx.target(0)), TARGET, TARGET
    )
    angel = creature("Angel", "{3}{W}", 4, 4, "Angel", keywords=(Keyword.FLYING,))
    s = Scenario()
    s.battlefield("Alice", ISLAND, angel)
    s.counters("Angel", "+1/+1", 2)
    (bear,) = s.game.create_token(BEAR, s.player("Alice"))
    s.hand("Alice", reflect)
    s.cast("Alice", "Reflect", "Angel", bear)
    s.resolve()
    assert bear.name == "Angel" and Keyword.FLYING in bear.keywords
    assert bear.power_toughness == (4, 4)  # FAQ P75(5): not its counters
    assert bear.is_token  # FAQ P75(4): a token stays a token


def test_613_1b_control_change_until_end_of_turn_and_summoning_sickness() -> None:
    conscript = sorcery(
        "Threaten",
        "{R}",
        lambda ctx: (
            ctx.gain_control(ctx.controller, ctx.target(0), EOT),
            ctx.untap(ctx.target(0)),
            ctx.grant_keyword(ctx.target(0), Keyword.HASTE, EOT),
        ),
        TARGET,
    )
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", BEAR, tapped=True)
    s.hand("Alice", conscript)
    s.cast("Alice", "Threaten", "Bear")
    s.resolve()
    bear = s.permanent("Bear")
    assert bear.controller is s.player("Alice") and not bear.tapped
    assert bear.sick and Keyword.HASTE in bear.keywords  # 302.6: new to Alice; haste lets it attack
    s.advance_to(Step.CLEANUP)
    assert bear.controller is s.player("Bob")


def test_613_1d_e_type_and_colour_changes_apply_before_power_changes_look_at_them() -> None:
    lord = creature(
        "Lord",
        "{B}",
        3,
        3,
        "Demon",
        abilities=(
            static(
                AddPowerToughness(
                    PermanentsMatching(
                        ObjectFilter(
                            card_types=(CardType.CREATURE,),
                            controller=Controller.YOU,
                            other=True,
                            colors=(Color.BLACK,),
                        )
                    ),
                    2,
                    0,
                )
            ),
        ),
    )
    ghoulflesh = aura(
        "Ghoulflesh",
        AddPowerToughness(EnchantedPermanent(), -1, -1),
        AddTypes(EnchantedPermanent(), (), ("Zombie",)),
        AddColors(EnchantedPermanent(), (Color.BLACK,)),
        cost="{B}",
    )
    white = creature("Knight", "{W}", 2, 2, "Human")
    s = Scenario()
    s.battlefield("Alice", lord, white, ghoulflesh)
    assert s.pt("Knight") == (2, 2)
    s.attach("Ghoulflesh", "Knight")
    k = s.permanent("Knight")
    assert "Zombie" in k.subtypes and "Human" in k.subtypes  # in addition to its other types
    assert k.colors == {Color.BLACK, Color.WHITE}
    assert s.pt("Knight") == (3, 1)  # black from layer 5, so the lord's +2/+0 applies in layer 7c


def test_613_1f_abilities_by_timestamp_grounded_then_regained() -> None:
    grounded = aura("Grounded", RemoveKeywords(EnchantedPermanent(), (Keyword.FLYING,)), cost="{G}")
    wings = instant(
        "Wings", "{U}", lambda ctx: ctx.grant_keyword(ctx.target(0), Keyword.FLYING, EOT), TARGET
    )
    bird = creature("Bird", "{U}", 1, 1, "Bird", keywords=(Keyword.FLYING,))
    s = Scenario()
    s.battlefield("Alice", bird, grounded, ISLAND)
    s.attach("Grounded", "Bird")
    assert Keyword.FLYING not in s.permanent("Bird").keywords
    s.hand("Alice", wings)
    s.cast("Alice", "Wings", "Bird")
    s.resolve()
    assert Keyword.FLYING in s.permanent("Bird").keywords  # FAQ P69: the later effect wins


def test_611_3a_statics_apply_to_new_objects_611_2c_resolved_effects_dont() -> None:
    winds = card(
        "Winds",
        "{U}",
        CardType.ENCHANTMENT,
        abilities=(
            static(
                AddPowerToughness(
                    PermanentsMatching(
                        ObjectFilter(
                            card_types=(CardType.CREATURE,),
                            controller=Controller.YOU,
                            keywords=(Keyword.FLYING,),
                        )
                    ),
                    1,
                    1,
                )
            ),
        ),
    )
    banners = instant(
        "Banners",
        "{R}",
        lambda ctx: ctx.modify_power_toughness(
            ctx.each_object(
                ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU),
                "battlefield",
                None,
            ),
            1,
            0,
            EOT,
        ),
    )
    bird = creature("Bird", "{U}", 1, 1, "Bird", keywords=(Keyword.FLYING,))
    s = Scenario()
    s.battlefield("Alice", winds, BEAR, MOUNTAIN, ISLAND)
    s.hand("Alice", banners, bird)
    s.cast("Alice", "Banners")
    s.resolve()
    s.cast("Alice", "Bird")
    s.resolve()
    assert s.pt("Bear") == (3, 2)  # FAQ P12: only creatures there as it resolved
    assert s.pt("Bird") == (2, 2)  # the static applies to it at once


def test_611_3b_as_long_as_effects_end_at_once() -> None:
    geist = creature(
        "Geist",
        "{G}",
        3,
        3,
        "Spirit",
        abilities=(static(AddPowerToughness(ThisPermanent(), 2, 2), condition=IsYourTurn()),),
    )
    seclusion = card(
        "Seclusion",
        "{B}",
        CardType.ENCHANTMENT,
        abilities=(
            static(
                AddPowerToughness(
                    PermanentsMatching(
                        ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
                    ),
                    3,
                    1,
                ),
                GrantKeywords(
                    PermanentsMatching(
                        ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
                    ),
                    (Keyword.LIFELINK,),
                ),
                condition=ControlsCount(ObjectFilter(card_types=(CardType.CREATURE,)), 1),
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", geist)
    assert s.pt("Geist") == (5, 5)
    s.game.active = s.player("Bob")
    s.game.touch()
    assert s.pt("Geist") == (3, 3)
    s = Scenario()
    s.battlefield("Alice", seclusion, BEAR)
    assert s.pt("Bear") == (5, 3) and Keyword.LIFELINK in s.permanent("Bear").keywords
    s.battlefield("Alice", HUMAN)
    assert s.pt("Bear") == (2, 2) and Keyword.LIFELINK not in s.permanent("Bear").keywords


def test_608_2h_values_are_locked_in_on_resolution() -> None:
    rush = instant(
        "Rush",
        "{R}",
        lambda ctx: ctx.modify_power_toughness(ctx.target(0), ctx.power_of(ctx.target(0)), 0, EOT),
        TARGET,
    )
    pump = instant(
        "Pump", "{G}", lambda ctx: ctx.modify_power_toughness(ctx.target(0), 2, 2, EOT), TARGET
    )
    s = Scenario()
    s.battlefield("Alice", BEAR, MOUNTAIN, FOREST)
    s.hand("Alice", rush, pump)
    s.cast("Alice", "Rush", "Bear")
    s.resolve()
    s.cast("Alice", "Pump", "Bear")
    s.resolve()
    assert s.pt("Bear") == (6, 4)  # FAQ P96(1): X = 2, not recomputed


def test_613_4a_characteristic_defining_ability_follows_the_state() -> None:
    from ofuda.runtime import Half, HighestLife, PowerToughnessDefining

    half = Half(HighestLife(Controller.OPPONENT), round_up=True)
    malignus = creature(
        "Malignus",
        "{R}",
        0,
        0,
        "Spirit",
        abilities=(static(PowerToughnessDefining(half, half)),),
    )
    s = Scenario()
    s.battlefield("Alice", malignus)
    assert s.pt("Malignus") == (10, 10)
    s.set_life("Bob", 7)
    assert s.pt("Malignus") == (4, 4)


def test_611_3a_tapped_status_matters_to_a_static_filter() -> None:
    blessing = card(
        "Blessing",
        "{W}",
        CardType.ENCHANTMENT,
        abilities=(
            static(
                AddPowerToughness(
                    PermanentsMatching(
                        ObjectFilter(
                            card_types=(CardType.CREATURE,), controller=Controller.YOU, tapped=False
                        )
                    ),
                    0,
                    2,
                )
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", blessing, BEAR)
    assert s.pt("Bear") == (2, 4)
    s.game.tap(s.permanent("Bear"))
    assert s.pt("Bear") == (2, 2)


def test_611_3b_a_condition_on_the_affected_object() -> None:
    bracers = card(
        "Bracers",
        "{1}",
        CardType.ARTIFACT,
        subtypes=("Equipment",),
        abilities=(
            static(AddPowerToughness(EquippedCreature(), 1, 1)),
            static(
                GrantKeywords(EquippedCreature(), (Keyword.VIGILANCE,)),
                condition=AffectedMatches(ObjectFilter(subtypes=("Human", "Angel"))),
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", bracers, BEAR, HUMAN)
    s.attach("Bracers", "Bear")
    assert s.pt("Bear") == (3, 3) and Keyword.VIGILANCE not in s.permanent("Bear").keywords
    s.attach("Bracers", "Villager")
    assert s.pt("Villager") == (2, 2) and Keyword.VIGILANCE in s.permanent("Villager").keywords


def test_613_1b_static_control_of_the_enchanted_creature() -> None:
    spirit_away = aura(
        "Away",
        GainControl(EnchantedPermanent()),
        AddPowerToughness(EnchantedPermanent(), 2, 2),
        cost="{U}",
    )
    s = Scenario()
    s.battlefield("Alice", spirit_away)
    s.battlefield("Bob", BEAR)
    s.attach("Away", "Bear")
    bear = s.permanent("Bear")
    assert bear.controller is s.player("Alice") and bear.power_toughness == (4, 4)
    s.game.destroy(s.permanent("Away"))
    assert bear.controller is s.player("Bob")  # 611.3a: the static effect stops at once


def test_613_rules_layer_effect_lasts_its_duration() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAR, SWAMP)
    s.hand(
        "Alice", instant("Shackle", "{B}", lambda ctx: ctx.cant_block(ctx.target(0), EOT), TARGET)
    )
    s.cast("Alice", "Shackle", "Bear")
    s.resolve()
    from ofuda.runtime.engine.layers.layer_effects import has_rule
    from ofuda.runtime.engine.layers.rules import CantBlockRule

    assert has_rule(s.permanent("Bear"), CantBlockRule)
    s.advance_to(Step.CLEANUP)
    assert not has_rule(s.permanent("Bear"), CantBlockRule)


_ = (PLAINS, SWAMP)
