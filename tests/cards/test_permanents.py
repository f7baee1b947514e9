"""Scenario tests of AVR creatures and Auras whose text is keywords and static abilities.

Each test names the card in both languages and runs its compiled code.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Pair, RulesError, Scenario, Step
from support.compiled import card, card_from_text


def _combat(attackers: list[str], alice: list[str], bob: list[str], blocks=()) -> Scenario:  # type: ignore[no-untyped-def]
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", *[card(n) for n in alice])
    s.battlefield("Bob", *[card(n) for n in bob])
    s.attack(*attackers)
    s.block(*blocks)
    s.advance_to(Step.END_OF_COMBAT)
    return s


def test_archangel_flying_vigilance() -> None:
    """大天使 / Archangel — 飛行、警戒."""
    s = _combat(["Archangel"], ["Archangel"], ["Nettle Swine"])
    assert s.life("Bob") == 15 and not s.is_tapped("Archangel")


def test_farbog_explorer_swampwalk_is_unblockable_against_a_swamp() -> None:
    """遠沼の探検者 / Farbog Explorer — 沼渡り (702.14)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Farbog Explorer"))
    s.battlefield("Bob", card("Nettle Swine"), card("Swamp"))
    s.attack("Farbog Explorer")
    with pytest.raises(RulesError):
        s.block(("Nettle Swine", "Farbog Explorer"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 18


def test_farbog_explorer_can_be_blocked_without_a_swamp() -> None:
    """遠沼の探検者 / Farbog Explorer — blockable when the defender controls no Swamp."""
    s = _combat(["Farbog Explorer"], ["Farbog Explorer"], ["Nettle Swine"],
                [("Nettle Swine", "Farbog Explorer")])
    assert s.life("Bob") == 20


def test_seraph_of_dawn_lifelink() -> None:
    """暁の熾天使 / Seraph of Dawn — 飛行、絆魂."""
    s = _combat(["Seraph of Dawn"], ["Seraph of Dawn"], [])
    assert (s.life("Bob"), s.life("Alice")) == (18, 22)


def test_latch_seeker_cant_be_blocked() -> None:
    """掛け金探し / Latch Seeker — ブロックされない."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Latch Seeker"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.attack("Latch Seeker")
    with pytest.raises(RulesError):
        s.block(("Nettle Swine", "Latch Seeker"))


def test_scrapskin_drake_can_block_only_fliers() -> None:
    """屑肌のドレイク / Scrapskin Drake — 飛行を持つクリーチャーのみをブロックできる."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Bob", card("Nettle Swine"))
    s.battlefield("Alice", card("Scrapskin Drake"))
    s.attack("Nettle Swine")
    with pytest.raises(RulesError):
        s.block(("Scrapskin Drake", "Nettle Swine"))


def test_scrapskin_drake_blocks_a_flier() -> None:
    """屑肌のドレイク / Scrapskin Drake blocks Gryff Vanguard."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Bob", card("Gryff Vanguard"))
    s.battlefield("Alice", card("Scrapskin Drake"))
    s.attack("Gryff Vanguard")
    s.block(("Scrapskin Drake", "Gryff Vanguard"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20


def test_gloomwidow_reach_and_blocks_only_fliers() -> None:
    """鬱後家蜘蛛 / Gloomwidow — 到達; can block only creatures with flying."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Bob", card("Gryff Vanguard"), card("Nettle Swine"))
    s.battlefield("Alice", card("Gloomwidow"))
    s.attack("Gryff Vanguard", "Nettle Swine")
    s.block(("Gloomwidow", "Gryff Vanguard"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Gryff Vanguard" in s.in_graveyard("Bob")
    assert s.life("Alice") == 16


@pytest.mark.parametrize(
    ("name", "keyword"),
    [
        ("Nearheath Pilgrim", "lifelink"),
        ("Silverblade Paladin", "double strike"),
        ("Spectral Gateguards", "vigilance"),
        ("Elgaud Shieldmate", "hexproof"),
        ("Wingcrafter", "flying"),
        ("Hanweir Lancer", "first strike"),
        ("Lightning Mauler", "haste"),
        ("Diregraf Escort", None),
        ("Geist Trappers", "reach"),
        ("Nightshade Peddler", "deathtouch"),
        ("Pathbreaker Wurm", "trample"),
    ],
)
def test_soulbond_creature_grants_its_keyword_to_both_when_paired(name: str, keyword: str | None) -> None:
    """結魂 — 「…が他のクリーチャーと組になっているかぎり、両方のクリーチャーは…を持つ。」
    Nearheath Pilgrim 近野の巡礼者, Silverblade Paladin 銀刃の聖騎士, Spectral Gateguards
    幽体の門護衛, Elgaud Shieldmate エルゴードの盾の仲間, Wingcrafter 翼作り, Hanweir Lancer
    ハンウィアーの槍騎兵, Lightning Mauler 稲妻のやっかいもの, Diregraf Escort 戦墓の随員, Geist
    Trappers 霊捕らえ, Nightshade Peddler ベラドンナの行商人, Pathbreaker Wurm 道壊しワーム."""
    s = Scenario()
    lands = [card(land) for land in ("Plains", "Island", "Swamp", "Mountain", "Forest")] * 2
    s.battlefield("Alice", card("Thraben Valiant"), *lands)
    s.hand("Alice", card(name))
    if keyword is not None:
        assert not s.has_keyword("Thraben Valiant", keyword) or keyword == "vigilance"
    s.script("Alice", Pair("Thraben Valiant"))
    s.cast("Alice", name)
    s.resolve()
    assert s.permanent(name).paired_with is s.permanent("Thraben Valiant")
    if keyword is not None:
        assert s.has_keyword(name, keyword) and s.has_keyword("Thraben Valiant", keyword)


@pytest.mark.parametrize(
    ("name", "bonus"),
    [("Druid's Familiar", 2), ("Trusted Forcemage", 1), ("Wolfir Silverheart", 4)],
)
def test_soulbond_creature_gives_both_a_bonus_when_paired(name: str, bonus: int) -> None:
    """結魂 — 「それらのクリーチャーはそれぞれ＋N/＋Nの修整を受ける。」 Druid's Familiar ドルイドの使い魔,
    Trusted Forcemage 信頼厚き腕力魔道士, Wolfir Silverheart ウルフィーの銀心."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Forest")] * 8)
    s.hand("Alice", card(name))
    s.script("Alice", Pair("Nettle Swine"))
    s.cast("Alice", name)
    s.resolve()
    assert s.pt("Nettle Swine") == (4 + bonus, 3 + bonus)


def test_soulbond_declined_gives_nothing() -> None:
    """結魂 — the pairing is optional ("you may"): declining leaves both unpaired."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Forest")] * 8)
    s.hand("Alice", card("Wolfir Silverheart"))
    s.script("Alice", Pair(None))
    s.cast("Alice", "Wolfir Silverheart")
    s.resolve()
    assert s.pt("Nettle Swine") == (4, 3)


def test_diregraf_escort_pair_has_protection_from_zombies() -> None:
    """戦墓の随員 / Diregraf Escort — paired creatures have protection from Zombies: damage a
    Zombie would deal them is prevented (702.16e)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", card("Diregraf Escort"), card("Thraben Valiant"))
    s.pair("Diregraf Escort", "Thraben Valiant")
    s.battlefield("Bob", card("Butcher Ghoul"))
    s.attack("Butcher Ghoul")
    s.block(("Thraben Valiant", "Butcher Ghoul"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.permanent("Thraben Valiant").damage == 0
    assert s.on_battlefield("Alice").count("Thraben Valiant") == 1


def test_midnight_duelist_protection_from_vampires() -> None:
    """真夜中の決闘者 / Midnight Duelist — プロテクション（吸血鬼）: can't be blocked by Vampires."""
    vampire = card_from_text("name: Test Vampire\ntype: Creature — Vampire\npt: 2/2\n")
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Midnight Duelist"))
    s.battlefield("Bob", vampire, card("Nettle Swine"))
    s.attack("Midnight Duelist")
    with pytest.raises(RulesError):
        s.block(("Test Vampire", "Midnight Duelist"))  # 702.16b: can't be blocked by Vampires


def test_midnight_duelist_can_be_blocked_by_a_non_vampire() -> None:
    """真夜中の決闘者 / Midnight Duelist — a Boar may block it."""
    s = _combat(["Midnight Duelist"], ["Midnight Duelist"], ["Nettle Swine"],
                [("Nettle Swine", "Midnight Duelist")])
    assert "Midnight Duelist" in s.in_graveyard("Alice")


def test_butcher_ghoul_undying_returns_with_a_counter_once() -> None:
    """グールの解体人 / Butcher Ghoul — 不死 (702.93)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", card("Butcher Ghoul"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.attack("Nettle Swine")
    s.block(("Butcher Ghoul", "Nettle Swine"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.pt("Butcher Ghoul") == (2, 2)  # back with a +1/+1 counter
    s.game.destroy(s.permanent("Butcher Ghoul"))  # destroyed again, as by a removal spell
    s.resolve()
    assert s.on_battlefield("Alice") == []
    assert s.in_graveyard("Alice") == ["Butcher Ghoul"]


def test_evernight_shade_pumps_until_end_of_turn() -> None:
    """常夜の影 / Evernight Shade — {B}: +1/+1 until end of turn."""
    s = Scenario()
    s.battlefield("Alice", card("Evernight Shade"), card("Swamp"), card("Swamp"))
    s.activate("Alice", "Evernight Shade")
    s.resolve()
    s.activate("Alice", "Evernight Shade")
    s.resolve()
    assert s.pt("Evernight Shade") == (3, 3)
    s.advance_to(Step.CLEANUP)
    assert s.pt("Evernight Shade") == (1, 1)


def test_narstad_scrapper_pumps_power() -> None:
    """ナースタードの潰し屋 / Narstad Scrapper — {2}: +1/+0 until end of turn."""
    s = Scenario()
    s.battlefield("Alice", card("Narstad Scrapper"), *[card("Plains")] * 2)
    s.activate("Alice", "Narstad Scrapper")
    s.resolve()
    assert s.pt("Narstad Scrapper") == (4, 3)


def test_searchlight_geist_gains_deathtouch() -> None:
    """照明灯の霊 / Searchlight Geist — {3}{B}: gains deathtouch until end of turn."""
    s = Scenario()
    s.battlefield("Alice", card("Searchlight Geist"), *[card("Swamp")] * 4)
    s.activate("Alice", "Searchlight Geist")
    s.resolve()
    assert s.has_keyword("Searchlight Geist", "deathtouch")


def test_grounded_removes_flying() -> None:
    """接地 / Grounded — エンチャントされているクリーチャーは飛行を失う."""
    s = Scenario()
    s.battlefield("Alice", card("Gryff Vanguard"), card("Grounded"))
    s.attach("Grounded", "Gryff Vanguard")
    s.check_state()
    assert not s.has_keyword("Gryff Vanguard", "flying")


def test_snare_the_skies_pumps_and_grants_reach() -> None:
    """天空捕え / Snare the Skies — +1/+1 and reach until end of turn."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Forest"))
    s.hand("Alice", card("Snare the Skies"))
    s.cast("Alice", "Snare the Skies", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (3, 2)
    assert s.has_keyword("Thraben Valiant", "reach")


@pytest.mark.parametrize(
    ("name", "pt", "keywords"),
    [
        ("Renegade Demon", (5, 3), ()),
        ("Vorstclaw", (7, 7), ()),
        ("Raging Poltergeist", (6, 1), ()),
        ("Hound of Griselbrand", (2, 2), ("double strike",)),
        ("Haunted Guardian", (2, 1), ("defender", "first strike")),
    ],
)
def test_vanilla_and_keyword_creatures(name: str, pt: tuple[int, int], keywords: tuple[str, ...]) -> None:
    """Renegade Demon 反逆の悪魔, Vorstclaw 貪爪, Raging Poltergeist 怒れるポルターガイスト,
    Hound of Griselbrand グリセルブランドの猟犬, Haunted Guardian 憑依された護衛."""
    s = Scenario()
    s.battlefield("Alice", card(name))
    assert s.pt(name) == pt
    for keyword in keywords:
        assert s.has_keyword(name, keyword)
