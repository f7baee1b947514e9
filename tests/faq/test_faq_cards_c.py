"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): triggered abilities and timing.

Each test is named after its note and quotes it; the cards are the real AVR
cards compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import Choose, Order, Pair, Scenario, Step, Targets  # noqa: E402
from support.compiled import card  # noqa: E402


def test_faq_P10_archwing_dragon_returns_only_from_the_battlefield() -> None:
    """P10 大翼のドラゴン / Archwing Dragon: it returns to its owner's hand only if it is on the
    battlefield when the end-step ability resolves."""
    s = Scenario()
    s.battlefield("Alice", card("Archwing Dragon"))
    s.advance_to(Step.END)
    assert s.game.pending_triggers  # the end-step trigger has triggered
    s.game.destroy(s.permanent("Archwing Dragon"))  # destroyed before it resolves
    s.resolve()
    assert s.in_graveyard("Alice") == ["Archwing Dragon"]
    assert s.in_hand("Alice") == []


def test_faq_P18_blood_artist_dying_with_others_triggers_for_each() -> None:
    """P18 血の芸術家 / Blood Artist: if it dies at the same time as other creatures, its ability
    triggers for each of them (603.10a: it looks back in time)."""
    s = Scenario()
    s.battlefield("Alice", card("Blood Artist"), card("Thraben Valiant"), card("Nettle Swine"))
    s.script("Alice", Targets(("Bob",)), Targets(("Bob",)), Targets(("Bob",)))
    s.game.destroy_all([s.permanent(n) for n in ("Blood Artist", "Thraben Valiant", "Nettle Swine")])
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (23, 17)


def test_faq_P47_driver_of_the_dead_can_return_a_creature_that_died_with_it() -> None:
    """P47 死体の運び屋 / Driver of the Dead: if it dies at the same time as a creature with
    converted mana cost 2 or less, it can return that card."""
    s = Scenario()
    s.battlefield("Alice", card("Driver of the Dead"), card("Thraben Valiant"))
    s.script("Alice", Targets(("Thraben Valiant",)))
    s.game.destroy_all([s.permanent("Driver of the Dead"), s.permanent("Thraben Valiant")])
    s.resolve()
    assert "Thraben Valiant" in s.on_battlefield("Alice")


def test_faq_P60_1_geist_snatch_countered_makes_no_spirit() -> None:
    """P60(1) 霊奪い / Geist Snatch: if the creature spell is an illegal target on
    resolution, Geist Snatch is countered and no Spirit token is created."""
    s = Scenario(active="Bob")
    s.battlefield("Bob", *[card("Forest")] * 4)
    s.battlefield("Alice", *[card("Island")] * 4)
    s.hand("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Geist Snatch"))
    s.cast("Bob", "Nettle Swine")
    s.cast("Alice", "Geist Snatch", "Nettle Swine")
    s.game.move(s.game.stack.objects[0], "graveyard")  # the Swine leaves the stack in response
    s.resolve()
    assert s.on_battlefield("Alice") == ["Island"] * 4


def test_faq_P60_2_geist_snatch_counters_and_makes_a_spirit() -> None:
    """P60(2) 霊奪い / Geist Snatch: resolving, it counters the creature spell and you get a
    1/1 flying Spirit."""
    s = Scenario(active="Bob")
    s.battlefield("Bob", *[card("Forest")] * 4)
    s.battlefield("Alice", *[card("Island")] * 4)
    s.hand("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Geist Snatch"))
    s.cast("Bob", "Nettle Swine")
    s.cast("Alice", "Geist Snatch", "Nettle Swine")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Nettle Swine"]
    spirits = [n for n in s.on_battlefield("Alice") if n != "Island"]
    assert len(spirits) == 1 and s.has_keyword(spirits[0], "flying")


def test_faq_P65_goldnight_commander_the_newcomer_also_gets_the_bonus() -> None:
    """P65 黄金夜の指揮官 / Goldnight Commander: the creature that entered also gets +1/+1 until
    end of turn, if it is still there on resolution."""
    s = Scenario()
    s.battlefield("Alice", card("Goldnight Commander"), *[card("Forest")] * 4)
    s.hand("Alice", card("Nettle Swine"))
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (5, 4)


def test_faq_P71_havengul_skaab_alone_does_nothing() -> None:
    """P71 ヘイヴングルのスカーブ / Havengul Skaab: if you control no other creatures, the
    ability does nothing."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Havengul Skaab"))
    s.attack("Havengul Skaab")
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_hand("Alice") == []
    assert s.life("Bob") == 16


def test_faq_P79_lightning_mauler_pair_broken_after_attacking_keeps_attacking() -> None:
    """P79 稲妻のやっかいもの / Lightning Mauler: a creature that loses haste after being declared
    as an attacker keeps attacking (506.4)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Lightning Mauler"))
    s.battlefield("Alice", card("Nettle Swine"), sick=True)
    s.pair("Lightning Mauler", "Nettle Swine")
    s.attack("Nettle Swine")
    s.game.destroy(s.permanent("Lightning Mauler"))  # the pair breaks: no more haste
    s.check_state()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 16


def test_faq_P107_terminus_each_player_orders_their_own_creatures() -> None:
    """P107 終末 / Terminus: each player chooses the order of their own creatures going to the
    bottom of their library."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 6)
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"))
    s.library("Bob", card("Island"))
    s.hand("Alice", card("Terminus"))
    s.script("Bob", Order(("Thraben Valiant", "Nettle Swine")))
    s.cast("Alice", "Terminus")
    s.resolve()
    assert s.in_library("Bob")[0] == "Island"
    assert sorted(s.in_library("Bob")[1:]) == ["Nettle Swine", "Thraben Valiant"]


def test_faq_P69_grounded_is_overridden_by_a_later_flying_effect() -> None:
    """P69 接地 / Grounded: the creature can later gain flying from another effect, which
    overrides Grounded (613.7: later timestamp wins in layer 6). Leap of Faith gives it."""
    s = Scenario()
    s.battlefield("Alice", card("Gryff Vanguard"), card("Grounded"), *[card("Plains")] * 3)
    s.attach("Grounded", "Gryff Vanguard")
    s.check_state()
    assert not s.has_keyword("Gryff Vanguard", "flying")
    s.hand("Alice", card("Leap of Faith"))
    s.cast("Alice", "Leap of Faith", "Gryff Vanguard")
    s.resolve()
    assert s.has_keyword("Gryff Vanguard", "flying")
