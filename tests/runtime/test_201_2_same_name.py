"""201.2: objects with the same name — "all other creatures with the same name as that
creature" (the objects that have a name in common with a given one, that one itself left out
when "other" says so; its last known name once it has left its zone, 608.2h) and "a card with the
same name as another creature you control" (some permanent of a kind has the card's name)."""

from __future__ import annotations

from ofuda.runtime import CardType, Controller, ObjectFilter, Scenario, TargetSpec
from ofuda.runtime.engine.objects.targets import object_matches, same_name
from support.kit import creature, instant

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
WOLF = creature("Wolf", "{1}{G}", 2, 2, "Wolf")


def _exile_all_named_alike(other: bool):  # type: ignore[no-untyped-def]
    def exile(ctx) -> None:  # type: ignore[no-untyped-def]
        target = ctx.target(0)
        group = ctx.each_object(CREATURE, "battlefield", None, target, other)
        ctx.exile(target)
        for obj in group:
            ctx.exile(obj)

    return instant("Sever", "{0}", exile, TargetSpec(objects=CREATURE))


def test_201_2_every_creature_with_the_targets_name_of_any_controller() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAR, WOLF)
    s.battlefield("Bob", BEAR, BEAR, WOLF)
    s.hand("Alice", _exile_all_named_alike(other=True))
    s.cast("Alice", "Sever", s.permanent("Bear", "Bob"))
    s.resolve()
    names = [p.name for p in s.game.battlefield.objects]
    assert sorted(names) == ["Wolf", "Wolf"]


def test_201_2_other_than_that_creature_leaves_it_out() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAR, BEAR)
    bear = s.permanent("Bear", "Alice")

    def count(ctx) -> None:  # type: ignore[no-untyped-def]
        others = ctx.each_object(CREATURE, "battlefield", None, bear, True)
        alike = ctx.each_object(CREATURE, "battlefield", None, bear, False)
        assert bear not in others and len(others) == 1
        assert bear in alike and len(alike) == 2

    s.hand("Alice", instant("Look", "{0}", count))
    s.cast("Alice", "Look")
    s.resolve()


def test_201_2_an_object_with_no_name_has_the_same_name_as_nothing() -> None:
    class Nameless:
        name = ""

    assert not same_name(Nameless(), Nameless())


def test_201_2_a_card_with_the_same_name_as_another_creature_you_control() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAR)
    s.battlefield("Bob", WOLF)
    s.library("Alice", BEAR, WOLF)
    alice = s.game.players[0]
    mine = ObjectFilter(
        shares_name_with=ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
    )
    by_name = {o.name: o for o in alice.library.objects}
    bear_card, wolf_card = by_name["Bear"], by_name["Wolf"]
    assert object_matches(bear_card, mine, alice, None)
    assert not object_matches(wolf_card, mine, alice, None)  # Bob's Wolf is not yours


def test_201_2_a_group_counts_one_object_per_name_or_those_of_one_name() -> None:
    from ofuda.runtime import GroupNames
    from ofuda.runtime.engine.layers.affected import group_size

    class Named:
        def __init__(self, name: str) -> None:
            self.name = name

    objects = [Named("Bear"), Named("Bear"), Named("Wolf"), Named("")]
    assert group_size(objects, None) == 4
    assert group_size(objects, GroupNames.DIFFERENT) == 2  # Bear, Wolf; no name counts for none
    assert group_size(objects, GroupNames.ALIKE) == 2  # the two Bears
    assert group_size([], GroupNames.ALIKE) == 0


def test_201_2_a_search_for_cards_with_different_names_offers_no_second_of_a_name() -> None:
    from ofuda.runtime import Choose

    def search(ctx) -> None:  # type: ignore[no-untyped-def]
        found = ctx.search_for(ctx.controller, CREATURE, 2, True)
        for obj in found:
            ctx.return_to_hand(obj)

    s = Scenario()
    s.library("Alice", BEAR, BEAR, WOLF)
    s.hand("Alice", instant("Summons", "{0}", search))
    # the first pick is a Bear; the second is among the cards of another name
    s.script("Alice", Choose(("Bear",)), Choose(("Wolf",)))
    s.cast("Alice", "Summons")
    s.resolve()
    assert sorted(s.in_hand("Alice")) == ["Bear", "Wolf"]
    assert s.in_library("Alice") == ["Bear"]
