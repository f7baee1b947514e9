"""Objects and zones (109, 110, 111, 114, 122, 400–406, 608.2h): identity, LKI, tokens,
counters, emblems, owner and controller, libraries, hidden and revealed information."""

from __future__ import annotations

from ofuda.runtime import (
    CardPutIntoGraveyard,
    CardType,
    Color,
    Controller,
    Dies,
    Duration,
    Keyword,
    NoMaximumHandSize,
    ObjectFilter,
    PlayerFilter,
    Scenario,
    Step,
    TargetSpec,
    TokenSpec,
)
from ofuda.runtime.engine.objects.game_objects import LOYALTY
from ofuda.runtime.engine.objects.stack_objects import EmblemObject
from support.kit import card, creature, instant, sorcery, static, triggered
from support.slice_cards import ISLAND, MOUNTAIN, PLAINS, SWAMP

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
ANY_CREATURE = TargetSpec(objects=CREATURE)
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")


SPIRIT = TokenSpec(1, 1, (Color.WHITE,), ("Spirit",), keywords=(Keyword.FLYING,))
MAKE_SPIRITS = sorcery(
    "Make Spirits", "{W}", lambda ctx: ctx.create_tokens(ctx.controller, SPIRIT, 2)
)
UNSUMMON = instant("Unsummon", "{U}", lambda ctx: ctx.return_to_hand(ctx.target(0)), ANY_CREATURE)
MURDER = instant("Murder", "{B}", lambda ctx: ctx.destroy(ctx.target(0)), ANY_CREATURE)
GROWTH = instant(
    "Growth",
    "{G}",
    lambda ctx: ctx.modify_power_toughness(ctx.target(0), 3, 3, Duration.END_OF_TURN),
    ANY_CREATURE,
)
FOREST = card("Forest", None, CardType.LAND, subtypes=("Forest",))


def test_400_7_a_permanent_that_changes_zones_becomes_a_new_object() -> None:
    s = Scenario()
    (bear,) = s.battlefield("Bob", BEAR)
    s.battlefield("Alice", SWAMP)
    s.hand("Alice", MURDER)
    s.cast("Alice", "Murder", "Bear")
    s.resolve()
    (card_in_yard,) = s.player("Bob").graveyard.objects
    assert bear.zone is None and not bear.on_battlefield
    assert bear.moved_to is card_in_yard and card_in_yard.oid != bear.oid
    assert bear.current() is card_in_yard


def test_608_2h_last_known_information_keeps_the_power_it_had() -> None:
    s = Scenario()
    (bear,) = s.battlefield("Bob", BEAR, FOREST)[:1]
    s.battlefield("Alice", ISLAND)
    s.hand("Bob", GROWTH)
    s.hand("Alice", UNSUMMON)
    s.cast("Bob", "Growth", "Bear")
    s.resolve()
    assert bear.power == 5
    s.cast("Alice", "Unsummon", "Bear")
    s.resolve()
    assert s.in_hand("Bob") == ["Bear"]
    assert bear.power == 5 and bear.lki is not None  # last known information (608.2h)
    assert s.player("Bob").hand.objects[0].power == 2  # the new object has no memory (400.7)


def test_111_4_tokens_are_named_after_their_subtypes_and_have_their_characteristics() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS)
    s.hand("Alice", MAKE_SPIRITS)
    s.cast("Alice", "Make Spirits")
    s.resolve()
    tokens = [p for p in s.game.battlefield.objects if p.is_token]
    assert [t.name for t in tokens] == ["Spirit Token", "Spirit Token"]
    assert all(t.colors == {Color.WHITE} and Keyword.FLYING in t.keywords for t in tokens)
    assert all(t.controller is s.player("Alice") for t in tokens)
    assert tokens[0].power_toughness == (1, 1)


def test_704_5d_a_token_that_left_the_battlefield_ceases_to_exist() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS, ISLAND)
    s.hand("Alice", MAKE_SPIRITS, UNSUMMON)
    s.cast("Alice", "Make Spirits")
    s.resolve()
    s.cast("Alice", "Unsummon", "Spirit Token")
    s.resolve()
    assert s.in_hand("Alice") == []  # it went to the hand, then ceased to exist (111.7)
    assert s.on_battlefield("Alice").count("Spirit Token") == 1
    assert all(
        not getattr(o, "is_token", False)
        for z in s.game.all_zones()
        if z.kind != "battlefield"
        for o in z.objects
    )


def test_704_5q_plus_one_and_minus_one_counters_annihilate_other_kinds_stay() -> None:
    s = Scenario()
    (bear,) = s.battlefield("Alice", BEAR)
    s.counters("Bear", "+1/+1", 3)
    s.counters("Bear", "-1/-1", 1)
    s.counters("Bear", "charge", 2)
    s.check_state()
    assert bear.counters["+1/+1"] == 2 and bear.counters["-1/-1"] == 0
    assert bear.counters["charge"] == 2
    assert bear.power_toughness == (4, 4)


def test_122_2_counters_cease_to_exist_when_the_permanent_leaves() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAR, ISLAND)
    s.counters("Bear", "+1/+1", 2)
    s.hand("Alice", UNSUMMON)
    s.cast("Alice", "Unsummon", "Bear")
    s.resolve()
    assert not s.player("Alice").hand.objects[0].counters


def test_400_3_a_card_goes_to_its_owners_zone_whoever_controls_it() -> None:
    steal = sorcery(
        "Steal",
        "{U}",
        lambda ctx: ctx.gain_control(ctx.controller, ctx.target(0), Duration.PERMANENT),
        ANY_CREATURE,
    )
    s = Scenario()
    s.battlefield("Alice", ISLAND, SWAMP)
    s.battlefield("Bob", BEAR)
    s.hand("Alice", steal, MURDER)
    s.cast("Alice", "Steal", "Bear")
    s.resolve()
    bear = s.permanent("Bear")
    assert bear.controller is s.player("Alice") and bear.owner is s.player("Bob")  # 108.3 / 108.4
    s.cast("Alice", "Murder", "Bear")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Bear"] and "Bear" not in s.in_graveyard("Alice")


def test_114_an_emblem_works_from_the_command_zone() -> None:
    s = Scenario(step=Step.END)
    s.hand("Alice", *[BEAR] * 9)
    s.game.create_emblem(s.player("Alice"), [static(NoMaximumHandSize())()])
    assert [type(e) for e in s.game.command.objects] == [EmblemObject]
    s.advance_to(Step.CLEANUP)
    assert len(s.in_hand("Alice")) == 9  # 402.2: no maximum hand size, no discard (514.1)


def test_114_emblem_triggered_ability_returns_cards_put_into_your_graveyard() -> None:
    ret = triggered(
        CardPutIntoGraveyard(Controller.YOU), lambda ctx: ctx.put_into_hand(ctx.triggering_object())
    )
    s = Scenario()
    s.game.create_emblem(s.player("Alice"), [ret()])
    s.battlefield("Alice", BEAR)
    s.battlefield("Bob", SWAMP)
    s.hand("Bob", MURDER)
    s.cast("Bob", "Murder", "Bear")
    s.resolve()
    assert s.in_hand("Alice") == ["Bear"] and s.in_graveyard("Alice") == []


def test_401_library_top_bottom_mill_and_look_at_top() -> None:
    s = Scenario()
    s.library("Alice", PLAINS, ISLAND, SWAMP, MOUNTAIN)  # Plains on top
    alice = s.player("Alice")
    g = s.game
    assert [c.name for c in g.library_top(alice, 2)] == ["Plains", "Island"]
    g.put_on_library(alice.library.objects[-1], top=False)  # Plains to the bottom
    assert s.in_library("Alice") == ["Island", "Swamp", "Mountain", "Plains"]
    milled = g.mill(alice, 2)
    assert [c.name for c in milled] == ["Island", "Swamp"] and s.in_graveyard("Alice") == [
        "Island",
        "Swamp",
    ]
    g.look_at(alice, g.library_top(alice, 1))
    assert g.log.of_kind("look")[-1].data["private"] == ["Mountain"]


def test_701_16_revealed_cards_are_known_until_they_change_zones() -> None:
    s = Scenario()
    (c,) = s.hand("Alice", BEAR)
    assert not c.revealed  # 400.2: the hand is a hidden zone
    s.game.reveal(s.player("Alice"), [c])
    assert c.revealed and "reveals Bear" in s.log_text()
    s.game.discard(s.player("Alice"), c)
    assert not s.player("Alice").graveyard.objects[0].revealed  # a new object (400.7)


def test_701_exile_cards_from_the_top_until_one_matches() -> None:
    found: list = []

    def go(ctx):  # type: ignore[no-untyped-def]
        found.extend(ctx.exile_until(ctx.target(0), CREATURE))

    s = Scenario()
    s.battlefield("Alice", ISLAND)
    s.hand(
        "Alice",
        sorcery("Dig", "{U}", go, TargetSpec(players=PlayerFilter(controller=Controller.OPPONENT))),
    )
    s.library("Bob", PLAINS, SWAMP, BEAR, MOUNTAIN)
    s.cast("Alice", "Dig", "Bob")
    s.resolve()
    exiled, hit = found
    assert [c.name for c in exiled] == ["Plains", "Swamp", "Bear"] and hit.name == "Bear"
    assert s.in_library("Bob") == ["Mountain"]


def test_306_5b_a_planeswalker_enters_with_its_loyalty_counters() -> None:
    walker = card("Walker", "{2}{U}", CardType.PLANESWALKER, subtypes=("Tamiyo",), loyalty=4)
    s = Scenario()
    s.battlefield("Alice", ISLAND, ISLAND, ISLAND)
    s.hand("Alice", walker)
    s.cast("Alice", "Walker")
    s.resolve()
    assert s.permanent("Walker").counters[LOYALTY] == 4 and s.permanent("Walker").loyalty == 4


def test_603_10a_dies_sees_the_creature_as_it_last_existed() -> None:
    seen: list = []
    watcher = creature(
        "Watcher",
        "{B}",
        1,
        1,
        "Spirit",
        abilities=(
            triggered(
                Dies(CREATURE), lambda ctx: seen.append(ctx.power_of(ctx.triggering_object()))
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", watcher, FOREST, SWAMP)
    s.battlefield("Alice", BEAR)
    s.hand("Alice", GROWTH, MURDER)
    s.cast("Alice", "Growth", "Bear")
    s.resolve()
    s.cast("Alice", "Murder", "Bear")
    s.resolve()
    assert seen == [5]
