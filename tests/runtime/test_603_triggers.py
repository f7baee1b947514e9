"""Triggered abilities (603): the event catalogue, APNAP order, intervening "if", delayed
triggers, looking back in time, and triggers that wait while a spell resolves."""

from __future__ import annotations

from ofuda.runtime import (
    Attacks,
    BecomesBlocked,
    BecomesTarget,
    BeginningOfStep,
    CardType,
    Controller,
    CountersPutOn,
    DealsDamageToPlayer,
    Dies,
    DiesEnchanted,
    Draws,
    Duration,
    Enchant,
    EntersFromZone,
    EntersTheBattlefield,
    EquippedCreature,
    LosesLife,
    NextBeginningOfStep,
    ObjectFilter,
    Order,
    PlayerFilter,
    Scenario,
    SpellCast,
    Step,
    Targets,
    TargetSpec,
)
from support.kit import card, creature, instant, sorcery, triggered
from support.slice_cards import FOREST, MOUNTAIN, PLAINS, SWAMP

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
MINE = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
OTHER_MINE = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU, other=True)
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
GOBLIN = creature("Goblin", "{R}", 1, 1, "Goblin")
MURDER = instant(
    "Murder", "{B}", lambda ctx: ctx.destroy(ctx.target(0)), TargetSpec(objects=CREATURE)
)


def gain(n: int):  # type: ignore[no-untyped-def]
    return lambda ctx: ctx.gain_life(ctx.controller, n)


def test_603_6a_enters_under_your_control_triggers_for_each_other_creature() -> None:
    herald = creature(
        "Herald",
        "{W}",
        1,
        1,
        "Cleric",
        abilities=(triggered(EntersTheBattlefield(OTHER_MINE), gain(1)),),
    )
    s = Scenario()
    s.battlefield("Alice", herald, FOREST, FOREST)
    s.hand("Alice", BEAR)
    s.cast("Alice", "Bear")
    s.resolve()
    assert s.life("Alice") == 21
    s.game.create_token(GOBLIN, s.player("Bob"))  # not under Alice's control
    s.resolve()
    assert s.life("Alice") == 21


def test_603_3b_apnap_the_nonactive_players_triggers_resolve_first() -> None:
    order: list[str] = []
    watcher_a = creature(
        "A",
        "{B}",
        1,
        1,
        "Spirit",
        abilities=(triggered(Dies(CREATURE), lambda ctx: order.append("A")),),
    )
    watcher_b = creature(
        "B",
        "{B}",
        1,
        1,
        "Spirit",
        abilities=(triggered(Dies(CREATURE), lambda ctx: order.append("B")),),
    )
    s = Scenario()
    s.battlefield("Alice", watcher_a, SWAMP)
    s.battlefield("Bob", watcher_b, BEAR)
    s.hand("Alice", MURDER)
    s.cast("Alice", "Murder", "Bear")
    s.resolve()
    assert order == ["B", "A"]  # Alice's (AP) went on the stack first


def test_603_3b_a_player_orders_their_own_simultaneous_triggers() -> None:
    order: list[str] = []
    one = creature(
        "One",
        "{B}",
        1,
        1,
        "Spirit",
        abilities=(triggered(EntersTheBattlefield(OTHER_MINE), lambda ctx: order.append("One")),),
    )
    two = creature(
        "Two",
        "{B}",
        1,
        1,
        "Spirit",
        abilities=(triggered(EntersTheBattlefield(OTHER_MINE), lambda ctx: order.append("Two")),),
    )
    s = Scenario()
    s.battlefield("Alice", one, two, FOREST, FOREST)
    s.hand("Alice", BEAR)
    s.script("Alice", Order(("Two's triggered ability", "One's triggered ability")))
    s.cast("Alice", "Bear")
    s.resolve()
    assert order == ["One", "Two"]  # the last put on the stack resolves first


def test_603_4_intervening_if_is_checked_when_it_triggers_and_on_resolution() -> None:
    def exactly_one(ctx) -> bool:  # type: ignore[no-untyped-def]
        return ctx.count(MINE, "battlefield", ctx.controller) == 1

    rising = card(
        "Rising",
        "{B}",
        CardType.ENCHANTMENT,
        abilities=(
            triggered(
                BeginningOfStep(Step.END),
                lambda ctx: ctx.create_tokens(ctx.controller, DEMON, 1),
                condition=exactly_one,
            ),
        ),
    )
    s = Scenario(step=Step.POSTCOMBAT_MAIN)
    s.battlefield("Alice", rising, BEAR, GOBLIN)
    s.advance_to(Step.END)
    assert s.on_stack() == []  # two creatures: it doesn't trigger (FAQ P37)
    s = Scenario(step=Step.POSTCOMBAT_MAIN)
    s.battlefield("Alice", rising, BEAR, SWAMP)
    s.battlefield("Bob", SWAMP)
    s.hand("Bob", MURDER)
    s.advance_to(Step.END)
    s.game.before_priority()
    assert s.on_stack() == ["Rising's triggered ability"]
    s.cast("Bob", "Murder", "Bear")
    s.resolve()
    assert "Demon Token" not in s.on_battlefield("Alice")  # false again on resolution
    assert "condition is no longer true" in s.log_text()


DEMON = card("Demon Token", None, CardType.CREATURE, subtypes=("Demon",), pt=(5, 5))


def test_603_7_delayed_trigger_sacrifices_those_tokens_at_the_next_end_step() -> None:
    sac = triggered(
        NextBeginningOfStep(Step.END),
        lambda ctx: ctx.sacrifice(ctx.controller, ctx.remembered(), None, 0),
    )

    def revolt(ctx) -> None:  # type: ignore[no-untyped-def]
        ctx.create_tokens(ctx.controller, GOBLIN, 3)
        ctx.create_delayed_trigger(NextBeginningOfStep(Step.END), sac, ctx.created_tokens())

    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.hand("Alice", sorcery("Revolt", "{R}", revolt))
    s.cast("Alice", "Revolt")
    s.resolve()
    assert s.on_battlefield("Alice").count("Goblin") == 3
    s.advance_to(Step.END)
    s.resolve()
    assert "Goblin" not in s.on_battlefield("Alice")
    assert s.game.delayed_triggers == []  # 603.7c: it triggers only once


def test_603_10a_leaves_the_battlefield_abilities_look_back_at_objects_that_left_together() -> None:
    artist = creature(
        "Artist",
        "{B}",
        0,
        1,
        "Vampire",
        abilities=(triggered(Dies(CREATURE), lambda ctx: ctx.lose_life(ctx.opponents()[0], 1)),),
    )
    wipe = sorcery(
        "Wipe", "{B}", lambda ctx: ctx.destroy(ctx.each_object(CREATURE, "battlefield", None))
    )
    s = Scenario()
    s.battlefield("Alice", artist, SWAMP)
    s.battlefield("Bob", BEAR, GOBLIN)
    s.hand("Alice", wipe)
    s.cast("Alice", "Wipe")
    s.resolve()
    assert s.life("Bob") == 17  # FAQ P18: it sees itself and both others die at once


def test_603_2_triggers_during_a_resolution_wait_until_it_is_finished() -> None:
    herald = creature(
        "Herald",
        "{W}",
        1,
        1,
        "Cleric",
        abilities=(triggered(EntersTheBattlefield(OTHER_MINE), gain(1)),),
    )
    seen: list[int] = []

    def surge(ctx) -> None:  # type: ignore[no-untyped-def]
        ctx.create_tokens(ctx.controller, GOBLIN, 2)
        seen.append(len(ctx.game.stack.objects))

    s = Scenario()
    s.battlefield("Alice", herald, MOUNTAIN)
    s.hand("Alice", sorcery("Surge", "{R}", surge))
    s.cast("Alice", "Surge")
    s.resolve()
    assert seen == [1] and s.life("Alice") == 22  # FAQ P92(4)


def test_603_3d_a_trigger_without_legal_targets_is_removed() -> None:
    pinger = creature(
        "Pinger",
        "{R}",
        1,
        1,
        "Elemental",
        abilities=(
            triggered(
                EntersTheBattlefield(),
                lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), 1),
                TargetSpec(
                    objects=ObjectFilter(
                        card_types=(CardType.CREATURE,), controller=Controller.OPPONENT
                    )
                ),
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.hand("Alice", pinger)
    s.cast("Alice", "Pinger")
    s.resolve()
    assert "no legal targets" in s.log_text()


def test_508_3a_attacks_and_509_3d_becomes_blocked_by_each_creature() -> None:
    hits: list[str] = []
    vig = creature(
        "Vigilante",
        "{R}",
        1,
        1,
        "Human",
        abilities=(
            triggered(
                BecomesBlocked(),
                lambda ctx: ctx.deal_damage(ctx.source, ctx.triggering_object(), 1),
            ),
            triggered(Attacks(), lambda ctx: hits.append("attack")),
        ),
    )
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", vig)
    s.battlefield("Bob", GOBLIN, creature("Imp", "{B}", 1, 1, "Imp"))
    s.attack("Vigilante")
    s.resolve()
    assert hits == ["attack"]
    s.block(("Goblin", "Vigilante"), ("Imp", "Vigilante"))
    s.resolve()
    assert sorted(s.in_graveyard("Bob")) == [
        "Goblin",
        "Imp",
    ]  # FAQ P103: once per blocker, before damage


def test_601_2i_cast_trigger_resolves_before_the_spell() -> None:
    mystic = creature(
        "Mystic",
        "{U}",
        2,
        2,
        "Human",
        abilities=(
            triggered(
                SpellCast(ObjectFilter(card_types=(CardType.INSTANT,))),
                lambda ctx: ctx.draw_cards(ctx.controller, 1),
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", mystic, SWAMP)
    s.battlefield("Bob", BEAR)
    s.library("Alice", PLAINS)
    s.hand("Alice", MURDER)
    s.cast("Alice", "Murder", "Bear")
    s.game.before_priority()
    assert s.on_stack() == ["Mystic's triggered ability", "Murder"]  # FAQ P81(1)
    s.resolve()
    assert s.in_hand("Alice") == ["Plains"]


def test_603_2_damage_to_a_player_and_life_loss_triggers() -> None:
    blood = card(
        "Blood",
        "{B}",
        CardType.ENCHANTMENT,
        abilities=(
            triggered(
                LosesLife(Controller.OPPONENT),
                lambda ctx: ctx.gain_life(ctx.controller, ctx.triggering_amount()),
            ),
        ),
    )
    heirs = creature(
        "Heirs",
        "{R}",
        2,
        2,
        "Vampire",
        abilities=(
            triggered(
                DealsDamageToPlayer(None, True),
                lambda ctx: ctx.add_counters(ctx.source, "+1/+1", 1),
            ),
        ),
    )
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", blood, heirs)
    s.attack("Heirs")
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life("Bob") == 18 and s.life("Alice") == 22  # FAQ P54(1): damage is life loss
    assert s.pt("Heirs") == (3, 3)


def test_603_2_becomes_the_target_of_an_instant_or_sorcery() -> None:
    defiance = card(
        "Defiance",
        "{G}",
        CardType.ENCHANTMENT,
        abilities=(
            triggered(
                BecomesTarget(MINE, ObjectFilter(card_types=(CardType.INSTANT, CardType.SORCERY))),
                lambda ctx: ctx.modify_power_toughness(
                    ctx.triggering_object(), 3, 3, Duration.END_OF_TURN
                ),
            ),
        ),
    )
    bolt = instant(
        "Bolt",
        "{R}",
        lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), 3),
        TargetSpec(objects=CREATURE),
    )
    s = Scenario()
    s.battlefield("Alice", defiance, BEAR)
    s.battlefield("Bob", MOUNTAIN)
    s.hand("Bob", bolt)
    s.cast("Bob", "Bolt", "Bear")
    s.resolve()
    assert s.pt("Bear") == (5, 5) and s.permanent("Bear").damage == 3  # FAQ P120(1)


def test_603_2_draw_and_counter_triggers() -> None:
    drawn: list[str] = []
    counted: list[int] = []
    spy = creature(
        "Spy",
        "{U}",
        1,
        1,
        "Human",
        abilities=(
            triggered(
                Draws(Controller.ANY), lambda ctx: drawn.append(ctx.triggering_player().name)
            ),
            triggered(
                CountersPutOn(None, "+1/+1"), lambda ctx: counted.append(ctx.triggering_amount())
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", spy)
    s.library("Bob", PLAINS)
    s.game.draw(s.player("Bob"), 1)
    s.game.add_counters(s.permanent("Spy"), "+1/+1", 2)
    s.resolve()
    assert drawn == ["Bob"] and counted == [2]


def test_603_2b_at_the_beginning_of_each_upkeep_or_opponents() -> None:
    each = creature(
        "Each",
        "{W}",
        1,
        1,
        "Spirit",
        abilities=(triggered(BeginningOfStep(Step.UPKEEP, Controller.ANY), gain(1)),),
    )
    theirs = creature(
        "Theirs",
        "{W}",
        1,
        1,
        "Spirit",
        abilities=(triggered(BeginningOfStep(Step.UPKEEP, Controller.OPPONENT), gain(10)),),
    )
    s = Scenario(step=Step.END, active="Bob")
    s.battlefield("Alice", each, theirs)
    s.library("Alice", PLAINS)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's turn
    s.resolve()
    assert s.life("Alice") == 21
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    s.resolve()
    assert s.life("Alice") == 32


def test_603_10a_when_enchanted_creature_dies_return_that_card() -> None:
    pact = card(
        "Pact",
        "{B}",
        CardType.ENCHANTMENT,
        subtypes=("Aura",),
        keywords=(Enchant(CREATURE),),
        abilities=(
            triggered(
                DiesEnchanted(),
                lambda ctx: ctx.return_to_battlefield(ctx.triggering_object(), ctx.controller),
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", pact, SWAMP)
    s.battlefield("Bob", BEAR)
    s.attach("Pact", "Bear")
    s.hand("Alice", MURDER)
    s.cast("Alice", "Murder", "Bear")
    s.resolve()
    assert "Bear" in s.on_battlefield("Alice")  # under the Aura's controller (FAQ P116)
    assert s.permanent("Bear").owner is s.player("Bob")


def test_603_10a_whenever_equipped_creature_dies_looks_back_to_the_host() -> None:
    """603.10a: the Equipment is unattached as the creature leaves (301.5c), yet its "Whenever
    equipped creature dies" triggers: it looks back to what it was attached to; a creature it
    did not equip dying does not trigger it."""
    scythe = card(
        "Scythe",
        "{1}",
        CardType.ARTIFACT,
        subtypes=("Equipment",),
        abilities=(triggered(Dies(EquippedCreature()), gain(2)),),
    )
    s = Scenario(active="Bob")
    s.battlefield("Alice", scythe, BEAR, GOBLIN)
    s.battlefield("Bob", SWAMP, SWAMP)
    s.attach("Scythe", "Bear")
    s.hand("Bob", MURDER, MURDER)
    s.cast("Bob", "Murder", "Goblin")
    s.resolve()
    assert s.life("Alice") == 20
    s.cast("Bob", "Murder", "Bear")
    s.resolve()
    s.resolve()
    assert s.life("Alice") == 22
    assert s.permanent("Scythe").attached_to is None


def test_603_6a_enters_from_a_graveyard() -> None:
    dweller = creature(
        "Dweller",
        "{B}",
        4,
        3,
        "Demon",
        abilities=(
            triggered(
                EntersFromZone("graveyard"),
                lambda ctx: ctx.gain_control(ctx.target(0), ctx.source, Duration.PERMANENT),
                TargetSpec(players=PlayerFilter(controller=Controller.OPPONENT)),
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", SWAMP, SWAMP)
    s.hand("Alice", dweller)
    s.cast("Alice", "Dweller")
    s.resolve()
    assert s.permanent("Dweller").controller is s.player("Alice")
    (card_,) = s.graveyard("Alice", dweller)
    s.game.move(card_, "battlefield", controller=s.player("Alice"))
    s.script("Alice", Targets(("Bob",)))
    s.resolve()
    assert [p.controller.name for p in s.game.battlefield.objects if p.name == "Dweller"] == [
        "Alice",
        "Bob",
    ]


def test_700_4_dies_triggers_for_a_token_too() -> None:
    seen: list[str] = []
    watcher = creature(
        "Watcher",
        "{B}",
        1,
        1,
        "Spirit",
        abilities=(
            triggered(Dies(CREATURE), lambda ctx: seen.append(ctx.triggering_object().name)),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", watcher, SWAMP)
    s.game.create_token(GOBLIN, s.player("Bob"))
    s.hand("Alice", MURDER)
    s.cast("Alice", "Murder", "Goblin")
    s.resolve()
    assert seen == ["Goblin"] and s.in_graveyard("Bob") == []
