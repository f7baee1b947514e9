"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): cards A–F.

Each test is named after its note (``test_faq_P<n>_…``; a bullet: ``_<k>``)
and quotes the note. The cards are the real AVR cards, compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import Choose, RulesError, Scenario, Step  # noqa: E402
from support.compiled import card  # noqa: E402


def test_faq_P4_amass_the_components_with_a_short_library_loses_at_the_next_check() -> None:
    """P4 材料集め / Amass the Components: cast with fewer than 3 cards in your library, you draw
    what remains, put a card from your hand on the bottom, then lose at the next state-based
    action check for having drawn from an empty library (704.5b)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 4)
    s.library("Alice", card("Plains"), card("Plains"))
    s.hand("Alice", card("Amass the Components"))
    s.script("Alice", Choose(("Plains",)))
    s.cast("Alice", "Amass the Components")
    s.resolve()
    assert s.winner == "Bob"


def test_faq_P5_angel_of_glorys_rise_exiles_only_zombie_permanents() -> None:
    """P5 栄光の目覚めの天使 / Angel of Glory's Rise: only Zombie permanents on the battlefield
    are exiled; Zombie cards in other zones are not."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 7)
    s.battlefield("Bob", card("Butcher Ghoul"))
    s.graveyard("Bob", card("Butcher Ghoul"))
    s.graveyard("Alice", card("Thraben Valiant"))
    s.hand("Alice", card("Angel of Glory's Rise"))
    s.cast("Alice", "Angel of Glory's Rise")
    s.resolve()
    assert s.on_battlefield("Bob") == []
    assert "Butcher Ghoul" in s.in_exile()
    assert s.in_graveyard("Bob") == ["Butcher Ghoul"]
    assert "Thraben Valiant" in s.on_battlefield("Alice")


def test_faq_P12_banners_raised_affects_only_creatures_there_on_resolution() -> None:
    """P12 掲げられた軍旗 / Banners Raised: only creatures you control when it resolves get the
    bonus; creatures that enter later that turn don't."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Mountain")] * 5)
    s.hand("Alice", card("Banners Raised"), card("Raging Poltergeist"))
    s.cast("Alice", "Banners Raised")
    s.resolve()
    assert s.pt("Thraben Valiant") == (3, 1)
    s.battlefield("Alice", card("Nettle Swine"))
    assert s.pt("Nettle Swine") == (4, 3)


def test_faq_P14_barter_in_blood_a_player_with_one_creature_sacrifices_it() -> None:
    """P14 血のやりとり / Barter in Blood: a player who controls only one creature sacrifices it."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 4)
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Barter in Blood"))
    s.cast("Alice", "Barter in Blood")
    s.resolve()
    assert s.on_battlefield("Bob") == []
    assert s.in_graveyard("Bob") == ["Nettle Swine"]


def test_faq_P15_barter_in_blood_targets_nothing_and_can_be_cast_with_few_creatures() -> None:
    """P15 血のやりとり / Barter in Blood: it doesn't target; it can be cast even if a player
    controls fewer than two creatures."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 4)
    s.hand("Alice", card("Barter in Blood"))
    s.cast("Alice", "Barter in Blood")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Barter in Blood"]


def test_faq_P13_barter_in_blood_sacrifices_two_each_chosen_by_their_controller() -> None:
    """P13 血のやりとり / Barter in Blood: each player chooses (APNAP) which two of their creatures
    to sacrifice; all are sacrificed at the same time."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Nettle Swine"), card("Angelic Wall"))
    s.battlefield("Alice", *[card("Swamp")] * 4)
    s.battlefield("Bob", card("Gryff Vanguard"), card("Vorstclaw"), card("Archangel"))
    s.hand("Alice", card("Barter in Blood"))
    s.script("Alice", Choose(("Thraben Valiant", "Angelic Wall")))
    s.script("Bob", Choose(("Gryff Vanguard", "Vorstclaw")))
    s.cast("Alice", "Barter in Blood")
    s.resolve()
    assert [n for n in s.on_battlefield("Alice") if n != "Swamp"] == ["Nettle Swine"]
    assert s.on_battlefield("Bob") == ["Archangel"]


def test_faq_P16_battle_hymn_counts_creatures_on_resolution() -> None:
    """P16 戦いの賛歌 / Battle Hymn: a spell, not a mana ability; the mana is based on the
    creatures you control when it resolves."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Nettle Swine"), *[card("Mountain")] * 2)
    s.hand("Alice", card("Battle Hymn"))
    s.cast("Alice", "Battle Hymn")
    assert s.on_stack() == ["Battle Hymn"]
    s.resolve()
    assert s.player("Alice").mana_pool.total() == 2


def test_faq_P29_1_craterhoof_counts_creatures_on_resolution_including_itself() -> None:
    """P29(1) 孔蹄のビヒモス / Craterhoof Behemoth: X is the number of creatures you control
    when the ability resolves, including the Behemoth."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Forest")] * 8)
    s.hand("Alice", card("Craterhoof Behemoth"))
    s.cast("Alice", "Craterhoof Behemoth")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)
    assert s.pt("Craterhoof Behemoth") == (7, 7)
    assert s.has_keyword("Thraben Valiant", "trample")


def test_faq_P29_2_craterhoof_bonus_skips_creatures_that_enter_later() -> None:
    """P29(2) 孔蹄のビヒモス / Craterhoof Behemoth: creatures that enter later that turn aren't
    affected."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 8)
    s.hand("Alice", card("Craterhoof Behemoth"))
    s.cast("Alice", "Craterhoof Behemoth")
    s.resolve()
    s.battlefield("Alice", card("Nettle Swine"))
    assert s.pt("Nettle Swine") == (4, 3)
    assert not s.has_keyword("Nettle Swine", "trample")


def test_faq_P30_1_crippling_chill_on_an_already_tapped_creature() -> None:
    """P30(1) 悪寒 / Crippling Chill: it can target a tapped creature, which still
    doesn't untap during its controller's next untap step."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 3)
    s.battlefield("Bob", card("Nettle Swine"), tapped=True)
    s.library("Alice", card("Island"))
    s.hand("Alice", card("Crippling Chill"))
    s.cast("Alice", "Crippling Chill", "Nettle Swine")
    s.resolve()
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: his untap step has passed
    assert s.game.active.name == "Bob"
    assert s.is_tapped("Nettle Swine")


def test_faq_P31_crypt_creeper_needs_a_card_in_a_graveyard_to_target() -> None:
    """P31 墓所を歩くもの / Crypt Creeper: there must be a card in a graveyard to target, and it
    can't target itself (it is sacrificed as the cost)."""
    s = Scenario()
    s.battlefield("Alice", card("Crypt Creeper"))
    with pytest.raises(RulesError):
        s.activate("Alice", "Crypt Creeper", "Crypt Creeper")
    assert s.on_battlefield("Alice") == ["Crypt Creeper"]


def test_faq_P32_cursebreak_illegal_target_gains_no_life() -> None:
    """P32 呪い破り / Cursebreak: if the enchantment is an illegal target on resolution, the
    spell is countered and you don't gain the 2 life (608.2b)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 2)
    s.battlefield("Bob", card("Gryff Vanguard"), card("Grounded"))
    s.attach("Grounded", "Gryff Vanguard")
    s.hand("Alice", card("Cursebreak"))
    s.cast("Alice", "Cursebreak", "Grounded")
    s.game.move(s.permanent("Grounded"), "graveyard")  # it leaves in response
    s.resolve()
    assert s.life("Alice") == 20
    assert s.in_graveyard("Alice") == ["Cursebreak"]


def test_faq_P32_cursebreak_legal_target_destroys_and_gains_two() -> None:
    """P32 呪い破り / Cursebreak: resolving normally, the enchantment is destroyed and you gain 2."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 2)
    s.battlefield("Bob", card("Gryff Vanguard"), card("Grounded"))
    s.attach("Grounded", "Gryff Vanguard")
    s.hand("Alice", card("Cursebreak"))
    s.cast("Alice", "Cursebreak", "Grounded")
    s.resolve()
    assert s.life("Alice") == 22
    assert "Grounded" in s.in_graveyard("Bob")


def test_faq_P33_dangerous_wager_with_an_empty_hand_just_draws_two() -> None:
    """P33 危険な賭け / Dangerous Wager: with an empty hand you just draw two cards."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 2)
    s.library("Alice", card("Plains"), card("Island"))
    s.hand("Alice", card("Dangerous Wager"))
    s.cast("Alice", "Dangerous Wager")
    s.resolve()
    assert sorted(s.in_hand("Alice")) == ["Island", "Plains"]
