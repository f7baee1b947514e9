"""Combat (506–511): attack and block restrictions and requirements, attacking planeswalkers,
multiple blocks, damage assignment (current 510.1c–d), first and double strike, trample with
deathtouch, lifelink, removal from combat."""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    Attack,
    AttacksEachCombat,
    CanBlockAdditional,
    CanBlockOnly,
    CantAttack,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedByLesserPower,
    CantBlock,
    CardType,
    Color,
    Controller,
    Damage,
    Duration,
    IllegalActionError,
    IsPaired,
    Keyword,
    Not,
    ObjectFilter,
    PermanentsMatching,
    Scenario,
    ScriptError,
    Step,
    TargetSpec,
    ThisPermanent,
)
from ofuda.runtime.engine.objects.game_objects import LOYALTY
from support.kit import card, creature, instant, static
from support.slice_cards import FOREST, MOUNTAIN, PLAINS, SWAMP

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
HUMAN = creature("Villager", "{W}", 1, 1, "Human")
BIRD = creature("Bird", "{U}", 1, 1, "Bird", keywords=(Keyword.FLYING,))
EOT = Duration.END_OF_TURN


def combat(alice: tuple, bob: tuple) -> Scenario:  # type: ignore[type-arg]
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", *alice)
    s.battlefield("Bob", *bob)
    return s


def test_508_1d_a_creature_that_attacks_each_combat_is_added_to_the_attack() -> None:
    brute = creature(
        "Brute", "{R}", 3, 1, "Ogre", abilities=(static(AttacksEachCombat(ThisPermanent())),)
    )
    s = combat((brute, BEAR), ())
    s.attack()  # Alice declares no attackers
    assert s.permanent("Brute").attacking is not None and s.permanent("Bear").attacking is None


def test_508_1c_cant_attack_unless_paired() -> None:
    knot = creature(
        "Knot",
        "{G}",
        5,
        5,
        "Treefolk",
        abilities=(static(CantAttack(ThisPermanent()), condition=Not(IsPaired())),),
    )
    s = combat((knot, BEAR), ())
    with pytest.raises(ScriptError):
        s.attack("Knot")
    s = combat((knot, BEAR), ())
    s.pair("Knot", "Bear")
    s.attack("Knot")
    assert s.permanent("Knot").attacking is not None


def test_506_3_attacking_a_planeswalker_removes_loyalty() -> None:
    walker = card("Walker", "{2}{U}", CardType.PLANESWALKER, subtypes=("Tamiyo",), loyalty=4)
    s = combat((BEAR,), (walker,))
    s.script("Alice", Attack((("Bear", "Walker"),)))
    s.advance_to(Step.DECLARE_ATTACKERS)
    assert s.permanent("Bear").attacking is s.permanent("Walker")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.permanent("Walker").counters[LOYALTY] == 2 and s.life("Bob") == 20
    s.counters("Walker", LOYALTY, -2)
    s.check_state()
    assert s.in_graveyard("Bob") == ["Walker"]  # 704.5i


def test_509_1b_can_block_only_creatures_with_flying() -> None:
    drake = creature(
        "Drake",
        "{U}",
        2,
        3,
        "Drake",
        keywords=(Keyword.FLYING,),
        abilities=(
            static(CanBlockOnly(ThisPermanent(), ObjectFilter(keywords=(Keyword.FLYING,)))),
        ),
    )
    s = combat((BEAR,), (drake,))
    s.attack("Bear")
    with pytest.raises(ScriptError):
        s.block(("Drake", "Bear"))
    s = combat((BIRD,), (drake,))
    s.attack("Bird")
    s.block(("Drake", "Bird"))
    assert s.permanent("Drake").blocking


def test_509_1b_cant_block_humans() -> None:
    ghoul = creature(
        "Ghoul",
        "{B}",
        1,
        2,
        "Zombie",
        abilities=(static(CantBlock(ThisPermanent(), ObjectFilter(subtypes=("Human",)))),),
    )
    s = combat((HUMAN,), (ghoul,))
    s.attack("Villager")
    with pytest.raises(ScriptError):
        s.block(("Ghoul", "Villager"))
    s = combat((BEAR,), (ghoul,))
    s.attack("Bear")
    s.block(("Ghoul", "Bear"))


def test_509_1b_unblockable_and_cant_be_blocked_by_fliers() -> None:
    seeker = creature(
        "Seeker", "{U}", 3, 1, "Spirit", abilities=(static(CantBeBlocked(ThisPermanent())),)
    )
    passage = card(
        "Passage",
        "{G}",
        CardType.ENCHANTMENT,
        abilities=(
            static(
                CantBeBlockedBy(
                    PermanentsMatching(
                        ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
                    ),
                    ObjectFilter(keywords=(Keyword.FLYING,)),
                )
            ),
        ),
    )
    s = combat((seeker,), (BEAR,))
    s.attack("Seeker")
    with pytest.raises(ScriptError):
        s.block(("Bear", "Seeker"))
    s = combat((passage, BEAR), (BIRD,))
    s.attack("Bear")
    with pytest.raises(ScriptError):
        s.block(("Bird", "Bear"))


def test_509_1b_power_is_compared_only_as_blockers_are_declared() -> None:
    wolf = creature(
        "Wolf",
        "{G}",
        2,
        1,
        "Wolf",
        abilities=(static(CantBeBlockedByLesserPower(ThisPermanent())),),
    )
    s = combat((wolf,), (HUMAN,))
    s.attack("Wolf")
    with pytest.raises(ScriptError):
        s.block(("Villager", "Wolf"))
    s = combat((wolf, MOUNTAIN), (BEAR,))
    s.attack("Wolf")
    s.block(("Bear", "Wolf"))
    s.hand(
        "Alice",
        instant(
            "Pump",
            "{R}",
            lambda ctx: ctx.modify_power_toughness(ctx.target(0), 3, 0, EOT),
            TargetSpec(objects=CREATURE),
        ),
    )
    s.cast("Alice", "Pump", "Wolf")
    s.resolve()
    assert s.permanent("Bear").blocking  # FAQ P119: still blocking


def test_702_13_intimidate() -> None:
    heir = creature("Heir", "{R}", 2, 2, "Vampire", keywords=(Keyword.INTIMIDATE,))
    golem = card(
        "Golem", "{3}", CardType.ARTIFACT, CardType.CREATURE, subtypes=("Golem",), pt=(2, 2)
    )
    goblin = creature("Goblin", "{R}", 1, 1, "Goblin")
    s = combat((heir,), (BEAR, golem, goblin))
    s.attack("Heir")
    with pytest.raises(ScriptError):
        s.block(("Bear", "Heir"))
    for blocker in ("Golem", "Goblin"):
        s = combat((heir,), (BEAR, golem, goblin))
        s.attack("Heir")
        s.block((blocker, "Heir"))


def test_509_1b_can_block_an_additional_creature_and_510_1d_divides_its_damage() -> None:
    wall = creature(
        "Wall", "{W}", 3, 6, "Wall", abilities=(static(CanBlockAdditional(ThisPermanent(), 1)),)
    )
    s = combat((BEAR, HUMAN), (wall,))
    s.attack("Bear", "Villager")
    s.block(("Wall", "Bear"), ("Wall", "Villager"))
    s.script("Bob", Damage((("Bear", 2), ("Villager", 1))))
    s.advance_to(Step.END_OF_COMBAT)
    assert (
        sorted(s.in_graveyard("Alice")) == ["Bear", "Villager"] and s.permanent("Wall").damage == 3
    )


def test_509_1b_a_creature_blocks_only_one_attacker_without_such_an_effect() -> None:
    s = combat((BEAR, HUMAN), (creature("Wall", "{W}", 0, 6, "Wall"),))
    s.attack("Bear", "Villager")
    with pytest.raises(IllegalActionError):
        s.block(("Wall", "Bear"), ("Wall", "Villager"))


def test_509_1c_all_creatures_able_to_block_it_do_so() -> None:
    s = combat(
        (BEAR, HUMAN, FOREST),
        (creature("A", "{G}", 1, 1, "Elf"), creature("B", "{G}", 1, 1, "Elf")),
    )
    s.hand(
        "Alice",
        instant(
            "Lure",
            "{G}",
            lambda ctx: ctx.must_be_blocked(ctx.target(0), EOT),
            TargetSpec(objects=CREATURE),
        ),
    )
    s.cast("Alice", "Lure", "Bear")
    s.resolve()
    s.attack("Bear", "Villager")
    s.block(("A", "Villager"))  # B doesn't block: requirements fix the declaration
    assert [b.name for b in s.permanent("Bear").blockers] == ["A", "B"]


def test_702_19_trample_with_deathtouch_needs_only_one_damage_per_blocker() -> None:
    wurm = creature("Wurm", "{G}", 5, 5, "Wurm", keywords=(Keyword.TRAMPLE, Keyword.DEATHTOUCH))
    s = combat((wurm,), (creature("Big", "{G}", 4, 4, "Beast"),))
    s.attack("Wurm")
    s.block(("Big", "Wurm"))
    s.script("Alice", Damage((("Big", 1), ("Bob", 4))))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 16 and s.in_graveyard("Bob") == ["Big"]


def test_702_4_double_strike_and_702_7_first_strike() -> None:
    twin = creature("Twin", "{R}", 2, 2, "Human", keywords=(Keyword.DOUBLE_STRIKE,))
    s = combat((twin,), ())
    s.attack("Twin")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 16
    quick = creature("Quick", "{R}", 2, 1, "Human", keywords=(Keyword.FIRST_STRIKE,))
    s = combat((BEAR,), (quick,))
    s.attack("Bear")
    s.block(("Quick", "Bear"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Alice") == ["Bear"] and s.on_battlefield("Bob") == ["Quick"]


def test_702_15_lifelink_in_combat() -> None:
    cleric = creature("Cleric", "{W}", 3, 3, "Cleric", keywords=(Keyword.LIFELINK,))
    s = combat((cleric,), (BEAR,))
    s.attack("Cleric")
    s.block(("Bear", "Cleric"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 23


def test_509_1h_a_blocked_creature_stays_blocked_and_deals_no_damage_without_trample() -> None:
    s = combat((BEAR, SWAMP), (HUMAN,))
    s.attack("Bear")
    s.block(("Villager", "Bear"))
    s.hand(
        "Alice",
        instant(
            "Kill", "{B}", lambda ctx: ctx.destroy(ctx.target(0)), TargetSpec(objects=CREATURE)
        ),
    )
    s.cast("Alice", "Kill", "Villager")
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20


def test_506_4_a_creature_whose_control_changes_is_removed_from_combat() -> None:
    s = combat((BEAR,), (MOUNTAIN,))
    s.attack("Bear")
    s.hand(
        "Bob",
        instant(
            "Steal",
            "{R}",
            lambda ctx: ctx.gain_control(ctx.controller, ctx.target(0), EOT),
            TargetSpec(objects=CREATURE),
        ),
    )
    s.cast("Bob", "Steal", "Bear")
    s.resolve()
    assert s.permanent("Bear").attacking is None
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20


def test_faq_p79_losing_haste_after_attacking_changes_nothing() -> None:
    hasty = creature("Hasty", "{R}", 2, 2, "Goblin")
    s = Scenario(step=Step.PRECOMBAT_MAIN)
    s.battlefield("Alice", hasty, sick=True)
    s.battlefield("Alice", MOUNTAIN, SWAMP)
    haste = instant(
        "Haste",
        "{R}",
        lambda ctx: ctx.grant_keyword(ctx.target(0), Keyword.HASTE, EOT),
        TargetSpec(objects=CREATURE),
    )
    s.hand("Alice", haste)
    s.cast("Alice", "Haste", "Hasty")
    s.resolve()
    s.attack("Hasty")
    s.game.effects.clear()  # the haste effect ends (as if the pair broke)
    s.game.touch()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 18


def test_702_14_landwalk_and_702_9_flying() -> None:
    walker = creature("Walker", "{B}", 2, 2, "Zombie", keywords=(Keyword.SWAMPWALK,))
    s = combat((walker,), (BEAR, SWAMP))
    s.attack("Walker")
    with pytest.raises(ScriptError):
        s.block(("Bear", "Walker"))
    s = combat((BIRD,), (BEAR,))
    s.attack("Bird")
    with pytest.raises(ScriptError):
        s.block(("Bear", "Bird"))


_ = (Color, PLAINS)
