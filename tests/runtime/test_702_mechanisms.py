"""General mechanisms AVR's cards compile onto: soulbond (702.95), undying (702.93), equip
(702.6), blink (FAQ B#), extra turns (500.7), "doesn't untap during its controller's next
untap step" (502.3), control change, fight (701.12), copying spells (707.10), sacrifice
protection and cost restrictions (FAQ P6, P101)."""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    AddPowerToughness,
    CantCauseSacrifice,
    CardType,
    Controller,
    Cost,
    Duration,
    Equip,
    EquippedCreature,
    GrantKeywords,
    IllegalActionError,
    IsPaired,
    Keyword,
    ManaCost,
    ObjectFilter,
    Pair,
    PairedCreatures,
    PayLife,
    PlayerFilter,
    SacrificeSelf,
    Scenario,
    Step,
    TargetSpec,
)
from ofuda.runtime.engine.replacement.damage import deal_damage
from support.kit import activated, card, creature, instant, sorcery, static
from support.slice_cards import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
TARGET = TargetSpec(objects=CREATURE)
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
EOT = Duration.END_OF_TURN
FAMILIAR = creature(
    "Familiar",
    "{3}{G}",
    2,
    2,
    "Bear",
    keywords=(Keyword.SOULBOND,),
    abilities=(static(AddPowerToughness(PairedCreatures(), 2, 2), condition=IsPaired()),),
)
LANCER = creature(
    "Lancer",
    "{2}{R}",
    2,
    2,
    "Human",
    keywords=(Keyword.SOULBOND,),
    abilities=(
        static(GrantKeywords(PairedCreatures(), (Keyword.FIRST_STRIKE,)), condition=IsPaired()),
    ),
)
MURDER = instant("Murder", "{B}", lambda ctx: ctx.destroy(ctx.target(0)), TARGET)


def test_702_95_soulbond_pairs_on_entering_and_both_get_the_bonus() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAR, FOREST, FOREST, FOREST, FOREST)
    s.hand("Alice", FAMILIAR)
    s.cast("Alice", "Familiar")
    s.resolve()
    assert s.permanent("Familiar").paired_with is s.permanent("Bear")
    assert s.pt("Bear") == (4, 4) and s.pt("Familiar") == (4, 4)


def test_702_95_soulbond_doesnt_trigger_without_an_unpaired_creature() -> None:
    s = Scenario()
    s.battlefield("Alice", FOREST, FOREST, FOREST, FOREST)
    s.hand("Alice", FAMILIAR)
    s.cast("Alice", "Familiar")
    s.resolve()
    assert "Familiar's triggered ability" not in s.log_text()  # FAQ S#3


def test_702_95_another_creature_entering_can_pair_and_the_player_may_decline() -> None:
    s = Scenario()
    s.battlefield("Alice", FAMILIAR, FOREST, FOREST)
    s.hand("Alice", BEAR, BEAR)
    s.script("Alice", Pair(None))
    s.cast("Alice", "Bear")
    s.resolve()
    assert s.permanent("Familiar").paired_with is None
    s.battlefield("Alice", FOREST, FOREST)
    s.cast("Alice", "Bear")
    s.resolve()
    assert s.permanent("Familiar").paired_with is not None


def test_702_95e_the_pair_breaks_and_bonuses_vanish_at_once() -> None:
    s = Scenario()
    (_, bear) = s.battlefield("Alice", FAMILIAR, BEAR)
    s.battlefield("Bob", SWAMP)
    s.pair("Familiar", "Bear")
    deal_damage(s.game, bear, bear, 3)
    s.check_state()
    assert bear.on_battlefield
    s.hand("Bob", MURDER)
    s.cast("Bob", "Murder", "Familiar")
    s.resolve()
    assert bear.paired_with is None and s.in_graveyard("Alice") == ["Familiar", "Bear"]  # FAQ P48


def test_702_95_two_soulbond_creatures_each_give_both_bonuses() -> None:
    s = Scenario()
    s.battlefield("Alice", FAMILIAR, LANCER)
    s.pair("Familiar", "Lancer")
    for name in ("Familiar", "Lancer"):
        assert (
            s.pt(name) == (4, 4) and Keyword.FIRST_STRIKE in s.permanent(name).keywords
        )  # FAQ S#8


def test_702_95e_a_control_change_breaks_the_pair() -> None:
    s = Scenario()
    s.battlefield("Alice", FAMILIAR, BEAR)
    s.battlefield("Bob", MOUNTAIN)
    s.pair("Familiar", "Bear")
    s.hand(
        "Bob",
        instant(
            "Steal", "{R}", lambda ctx: ctx.gain_control(ctx.controller, ctx.target(0), EOT), TARGET
        ),
    )
    s.cast("Bob", "Steal", "Bear")
    s.resolve()
    assert s.permanent("Familiar").paired_with is None and s.pt("Bear") == (2, 2)


def test_702_93_undying_returns_it_with_a_counter_once() -> None:
    ghoul = creature("Ghoul", "{B}", 1, 1, "Zombie", keywords=(Keyword.UNDYING,))
    s = Scenario()
    s.battlefield("Alice", ghoul, SWAMP, SWAMP)
    s.hand("Alice", MURDER, MURDER)
    s.cast("Alice", "Murder", "Ghoul")
    s.resolve()
    assert s.pt("Ghoul") == (2, 2) and s.permanent("Ghoul").counters["+1/+1"] == 1
    s.cast("Alice", "Murder", "Ghoul")
    s.resolve()
    assert "Ghoul" in s.in_graveyard("Alice")  # it had a +1/+1 counter


def test_702_6_equip_attaches_as_a_sorcery_and_stays_when_the_creature_leaves() -> None:
    sword = card(
        "Sword",
        "{1}",
        CardType.ARTIFACT,
        subtypes=("Equipment",),
        keywords=(Equip(Cost((ManaCost("{1}"),))),),
        abilities=(static(AddPowerToughness(EquippedCreature(), 2, 0)),),
    )
    s = Scenario()
    s.battlefield("Alice", sword, BEAR, PLAINS, SWAMP)
    s.activate("Alice", "Sword", "Bear")
    s.resolve()
    assert s.pt("Bear") == (4, 2)
    s.hand("Alice", MURDER)
    s.cast("Alice", "Murder", "Bear")
    s.resolve()
    assert "Sword" in s.on_battlefield("Alice") and s.permanent("Sword").attached_to is None  # B#3
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", sword, BEAR, PLAINS)
    with pytest.raises(IllegalActionError):
        s.activate("Alice", "Sword", "Bear")


def test_faq_blink_returns_a_new_untapped_object_and_a_token_doesnt_return() -> None:
    counted: list[str] = []
    from ofuda.runtime import EntersTheBattlefield
    from support.kit import triggered

    greeter = creature(
        "Greeter",
        "{W}",
        1,
        1,
        "Human",
        abilities=(triggered(EntersTheBattlefield(), lambda ctx: counted.append("etb")),),
    )
    shift = instant("Shift", "{W}", lambda ctx: ctx.blink(ctx.target(0), ctx.controller), TARGET)
    s = Scenario()
    (old,) = s.battlefield("Alice", greeter, tapped=True)
    s.battlefield("Alice", PLAINS, PLAINS)
    s.counters("Greeter", "+1/+1", 1)
    s.hand("Alice", shift, shift)
    s.cast("Alice", "Shift", "Greeter")
    s.resolve()
    new = s.permanent("Greeter")
    assert (
        new is not old and not new.tapped and not new.counters and new.sick and counted == ["etb"]
    )
    (token,) = s.game.create_token(BEAR, s.player("Alice"))
    s.cast("Alice", "Shift", token)
    s.resolve()
    assert "Bear" not in s.on_battlefield("Alice")  # B#4


def test_500_7_an_extra_turn_is_taken_after_this_one() -> None:
    mastery = sorcery(
        "Mastery", "{U}", lambda ctx: (ctx.extra_turn(ctx.controller), ctx.exile(ctx.source))
    )
    s = Scenario(step=Step.POSTCOMBAT_MAIN)
    s.battlefield("Alice", ISLAND)
    s.library("Alice", PLAINS, PLAINS)
    s.hand("Alice", mastery)
    s.cast("Alice", "Mastery")
    s.resolve()
    assert s.in_exile() == ["Mastery"]
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.game.active is s.player("Alice") and s.game.turn == 4


def test_502_3_doesnt_untap_during_its_controllers_next_untap_step() -> None:
    chill = instant(
        "Chill",
        "{U}",
        lambda ctx: (ctx.tap(ctx.target(0)), ctx.skip_next_untap(ctx.target(0))),
        TARGET,
    )
    s = Scenario(active="Bob")
    s.battlefield("Bob", ISLAND)
    s.battlefield("Alice", BEAR)
    s.library("Alice", PLAINS, PLAINS)
    s.library("Bob", PLAINS, PLAINS)
    s.hand("Bob", chill)
    s.cast("Bob", "Chill", "Bear")
    s.resolve()
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.is_tapped("Bear")
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert not s.is_tapped("Bear")


def test_701_12_fight_needs_both_creatures() -> None:
    fight = sorcery(
        "Fight",
        "{G}",
        lambda ctx: ctx.fight(ctx.target(0), ctx.target(1)),
        TargetSpec(
            objects=ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
        ),
        TARGET,
    )
    big = creature("Big", "{G}", 4, 4, "Beast")
    s = Scenario()
    s.battlefield("Alice", big, FOREST)
    s.battlefield("Bob", BEAR)
    s.hand("Alice", fight)
    s.cast("Alice", "Fight", "Big", "Bear")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Bear"] and s.permanent("Big").damage == 2


def test_707_10_a_copy_keeps_x_and_may_get_new_targets() -> None:
    from ofuda.runtime import May, Targets

    blaze = sorcery(
        "Blaze",
        "{X}{R}",
        lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), ctx.x_value()),
        TargetSpec(objects=CREATURE, players=PlayerFilter()),
    )
    caster = creature(
        "Caster",
        "{R}",
        1,
        1,
        "Human",
        abilities=(
            activated(
                lambda ctx: ctx.copy_spell(ctx.target(0), True),
                ManaCost("{R}"),
                targets=(
                    TargetSpec(
                        objects=ObjectFilter(
                            card_types=(CardType.INSTANT, CardType.SORCERY),
                            controller=Controller.YOU,
                        ),
                        zone="stack",
                    ),
                ),
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", caster, MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.hand("Alice", blaze)
    s.cast("Alice", "Blaze", "Bob", x=2)
    s.script("Alice", May(True), Targets(("Alice",)))
    s.activate("Alice", "Caster", "Blaze")
    s.resolve()
    assert s.life("Bob") == 18 and s.life("Alice") == 18  # FAQ P50(5): the same X
    assert s.in_graveyard("Alice") == ["Blaze"]  # the copy ceased to exist (704.5e)


def test_faq_p101_opponents_cant_make_you_sacrifice() -> None:
    sigarda = creature("Sigarda", "{W}", 5, 5, "Angel", abilities=(static(CantCauseSacrifice()),))
    edict = instant(
        "Edict",
        "{B}",
        lambda ctx: ctx.sacrifice(ctx.target(0), None, CREATURE, 1),
        TargetSpec(players=PlayerFilter(controller=Controller.OPPONENT)),
    )
    s = Scenario()
    s.battlefield("Alice", sigarda, BEAR)
    s.battlefield("Bob", SWAMP)
    s.hand("Bob", edict)
    s.cast("Bob", "Edict", "Alice")
    s.resolve()
    assert s.on_battlefield("Alice") == ["Sigarda", "Bear"]


def test_faq_p6_players_cant_pay_life_or_sacrifice_creatures_for_costs() -> None:
    from ofuda.runtime import CantPayCosts

    # "Players can't pay life or sacrifice creatures to cast spells or activate abilities."
    rule = CantPayCosts(Controller.ANY, life=True, sacrifice=CREATURE)
    jubilation = creature("Jubilation", "{W}", 3, 3, "Angel", abilities=(static(rule),))
    apprentice = creature(
        "Apprentice",
        "{U}",
        1,
        1,
        "Human",
        abilities=(activated(lambda ctx: None, SacrificeSelf()),),
    )
    bats = creature(
        "Bats", "{B}", 4, 1, "Bat", abilities=(activated(lambda ctx: None, PayLife(4)),)
    )
    s = Scenario()
    s.battlefield("Bob", jubilation)
    s.battlefield("Alice", apprentice, bats)
    for name in ("Apprentice", "Bats"):
        with pytest.raises(IllegalActionError):
            s.activate("Alice", name)


_ = (PLAINS,)


def test_faq_p78_each_player_pays_life_or_sacrifices_creature_by_creature() -> None:
    from ofuda.runtime import May

    wave = sorcery(
        "Wave",
        "{X}{B}",
        lambda ctx: ctx.sacrifice_each_unless_pay_life(
            ctx.each_object(CREATURE, "battlefield", None), ctx.x_value()
        ),
    )
    s = Scenario()
    s.battlefield("Alice", BEAR, SWAMP, SWAMP, SWAMP, SWAMP)
    s.battlefield("Bob", BEAR, BEAR)
    s.hand("Alice", wave)
    s.script("Alice", May(False))
    s.script("Bob", May(True), May(False))
    s.cast("Alice", "Wave", x=3)
    s.resolve()
    assert s.in_graveyard("Alice") == ["Bear", "Wave"] and s.life("Alice") == 20
    assert s.on_battlefield("Bob") == ["Bear"] and s.in_graveyard("Bob") == ["Bear"]
    assert s.life("Bob") == 17


def test_faq_p41_each_player_exiles_permanents_or_cards_at_the_same_time() -> None:
    from ofuda.runtime import Choose

    descent = sorcery("Descent", "{B}", lambda ctx: ctx.each_player_exiles(2))
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.battlefield("Bob", BEAR, ISLAND)
    s.hand("Bob", PLAINS)
    s.hand("Alice", descent)
    s.script("Bob", Choose(("Bear", "Plains")))
    s.cast("Alice", "Descent")
    s.resolve()
    assert sorted(s.in_exile()) == ["Bear", "Plains", "Swamp"] and s.on_battlefield("Bob") == [
        "Island"
    ]


def test_303_4f_an_aura_put_onto_the_battlefield_is_attached_to_a_chosen_object() -> None:
    from ofuda.runtime import Choose, Enchant, EnchantedPermanent

    aura = card(
        "Boon",
        "{W}",
        CardType.ENCHANTMENT,
        subtypes=("Aura",),
        keywords=(Enchant(CREATURE),),
        abilities=(static(AddPowerToughness(EnchantedPermanent(), 1, 1)),),
    )
    s = Scenario()
    s.battlefield("Alice", BEAR, creature("Elf", "{G}", 1, 1, "Elf"))
    (boon,) = s.graveyard("Alice", aura)
    s.script("Alice", Choose(("Elf",)))
    s.game.move(boon, "battlefield", controller=s.player("Alice"))
    assert s.pt("Elf") == (2, 2) and s.permanent("Boon").attached_to is s.permanent("Elf")


def test_faq_p2_each_creature_dealt_damage_this_way_attacks_if_able() -> None:
    aggravate = instant(
        "Aggravate",
        "{R}",
        lambda ctx: ctx.must_attack(
            ctx.deal_damage(ctx.source, ctx.each_object(CREATURE, "battlefield", ctx.target(0)), 1)
        ),
        TargetSpec(players=PlayerFilter()),
    )
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Bob", MOUNTAIN)
    s.battlefield("Alice", creature("Big", "{G}", 3, 3, "Beast"), BEAR)
    s.battlefield("Alice", creature("New", "{G}", 3, 3, "Beast"), sick=True)
    s.library("Alice", PLAINS)
    s.hand("Bob", aggravate)
    s.cast("Bob", "Aggravate", "Alice")
    s.resolve()
    s.attack()  # Alice declares nothing; the requirement adds the able ones (FAQ P2(3))
    assert s.permanent("Big").attacking is not None and s.permanent("Bear").attacking is not None
    assert s.permanent("New").attacking is None  # summoning sick: not able


def test_608_2d_you_may_asks_the_player_and_if_you_do_follows_the_answer() -> None:
    from ofuda.runtime import May

    def maybe(ctx) -> None:  # type: ignore[no-untyped-def]
        if ctx.may(ctx.controller):
            ctx.gain_life(ctx.controller, 3)
        if ctx.you_did():
            ctx.draw_cards(ctx.controller, 1)

    s = Scenario()
    s.battlefield("Alice", PLAINS, PLAINS)
    s.library("Alice", PLAINS)
    s.hand("Alice", sorcery("Maybe", "{W}", maybe), sorcery("Maybe", "{W}", maybe))
    s.script("Alice", May(False))
    s.cast("Alice", "Maybe")
    s.resolve()
    assert s.life("Alice") == 20 and "does not use the option" in s.log_text()
    s.cast("Alice", "Maybe")
    s.resolve()
    assert s.life("Alice") == 23 and s.in_hand("Alice") == ["Plains"]
