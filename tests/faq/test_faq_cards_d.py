"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): spells with modes, additional
costs and several targets, and the FAQ's one note on a misprinted Japanese card.

Each test is named after its note and quotes it; the cards are the real AVR
cards compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

import pytest  # noqa: E402
from ofuda.compiler.pipeline import compile_source  # noqa: E402
from ofuda.compiler.source import SourceFile  # noqa: E402
from ofuda.runtime import Choose, Order, RulesError, Scenario, Step, Targets  # noqa: E402
from support.compiled import card  # noqa: E402


def test_faq_P22_2_burn_at_the_stake_damage_is_fixed_by_the_creatures_tapped() -> None:
    """P22(2) 火炙り / Burn at the Stake: the damage doesn't change if the creatures tapped to
    cast it untap or leave the battlefield before it resolves."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 5, card("Thraben Valiant"), card("Nettle Swine"))
    s.hand("Alice", card("Burn at the Stake"))
    s.script("Alice", Choose(("Thraben Valiant", "Nettle Swine")))
    s.cast("Alice", "Burn at the Stake", "Bob")
    s.game.destroy(s.permanent("Nettle Swine"))  # one of them leaves in response
    s.resolve()
    assert s.life("Bob") == 14


def test_faq_P22_3_burn_at_the_stake_taps_its_creatures_at_once() -> None:
    """P22(1)(3) 火炙り / Burn at the Stake: the creatures are tapped as the cost is paid, all at
    the same time, so no one can respond before they are tapped."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 5, card("Thraben Valiant"), card("Nettle Swine"))
    s.hand("Alice", card("Burn at the Stake"))
    s.script("Alice", Choose(("Thraben Valiant", "Nettle Swine")))
    s.cast("Alice", "Burn at the Stake", "Bob")
    assert s.on_stack() == ["Burn at the Stake"]
    assert s.is_tapped("Thraben Valiant") and s.is_tapped("Nettle Swine")


def test_faq_P67_2_grave_exchange_with_one_illegal_target_does_the_rest() -> None:
    """P67(2) 墓の入れ替え / Grave Exchange: if only one target is illegal on resolution, only
    the part for the legal target happens (608.2b)."""
    s = Scenario()
    s.graveyard("Alice", card("Nettle Swine"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.battlefield("Alice", *[card("Swamp")] * 6)
    s.hand("Alice", card("Grave Exchange"))
    s.cast("Alice", "Grave Exchange", "Nettle Swine", "Bob")
    swine = next(c for c in s.player("Alice").graveyard.objects if c.name == "Nettle Swine")
    s.game.move(swine, "exile")  # the card leaves the graveyard in response
    s.resolve()
    assert s.in_hand("Alice") == []
    assert s.in_graveyard("Bob") == ["Vorstclaw"]


def test_faq_P67_1_grave_exchange_may_target_a_player_with_no_creatures() -> None:
    """P67(1) 墓の入れ替え / Grave Exchange: it may target a player who controls no creatures."""
    s = Scenario()
    s.graveyard("Alice", card("Nettle Swine"))
    s.battlefield("Alice", *[card("Swamp")] * 6)
    s.hand("Alice", card("Grave Exchange"))
    s.cast("Alice", "Grave Exchange", "Nettle Swine", "Bob")
    s.resolve()
    assert s.in_hand("Alice") == ["Nettle Swine"]


def test_faq_P77_kessig_malcontents_counts_humans_on_resolution() -> None:
    """P77 ケッシグの不満分子 / Kessig Malcontents: the Humans you control are counted when the
    enters-the-battlefield ability resolves (itself included)."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Mountain")] * 3)
    s.hand("Alice", card("Kessig Malcontents"))
    s.script("Alice", Targets(("Bob",)))
    s.cast("Alice", "Kessig Malcontents")
    s.resolve()
    assert s.life("Bob") == 18


def test_faq_P93_rain_of_thorns_may_choose_all_three_modes() -> None:
    """P93 茨の雨 / Rain of Thorns: you may choose one mode, any two, or all three, as you cast it."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 6)
    s.battlefield("Bob", card("Scroll of Avacyn"), card("Grounded"), card("Nettle Swine"), card("Island"))
    s.attach("Grounded", "Nettle Swine")
    s.hand("Alice", card("Rain of Thorns"))
    s.cast("Alice", "Rain of Thorns", "Scroll of Avacyn", "Grounded", "Island", modes=(0, 1, 2))
    s.resolve()
    assert s.on_battlefield("Bob") == ["Nettle Swine"]


def test_faq_P95_1_the_misprinted_japanese_rite_of_ruin_is_caught() -> None:
    """P95(1) 破滅の儀式 / Rite of Ruin: the printed Japanese merged the three sacrifices into one
    clause, which the FAQ calls an error; compiled beside the English, that text is an E301
    (the two languages mean different things)."""
    merged = (
        "アーティファクト、クリーチャー、土地の順番を決める。各プレイヤーは第一のタイプのパーマネントを"
        "１つ、第二のタイプのパーマネントを２つ、第三のタイプのパーマネントを３つ生け贄に捧げる。"
    )
    english = (
        "Choose an order for artifacts, creatures, and lands. Each player sacrifices one permanent "
        "of the first type, sacrifices two of the second type, then sacrifices three of the third type."
    )
    text = (
        f"name: 破滅の儀式 / Rite of Ruin\ncost: {{5}}{{R}}{{R}}\ntype: ソーサリー / Sorcery\n"
        f"ja:\n  {merged}\nen:\n  {english}\n"
    )
    compiled = compile_source(SourceFile("rite.card", text))
    assert [d.code for d in compiled.diagnostics] == ["E301"]


def test_faq_P95_2_rite_of_ruin_sacrifices_type_by_type() -> None:
    """P95(2) 破滅の儀式 / Rite of Ruin: an order is chosen, then for each type in that order each
    player sacrifices that many permanents of it."""
    s = Scenario()
    s.battlefield("Bob", card("Island"), card("Island"), card("Vorstclaw"), card("Scroll of Avacyn"))
    s.battlefield("Alice", *[card("Mountain")] * 7, card("Nettle Swine"))
    s.hand("Alice", card("Rite of Ruin"))
    s.script("Alice", Order(("CREATURE", "LAND", "ARTIFACT")))
    islands = tuple(p for p in s.game.battlefield.objects if p.name == "Island")
    mountains = tuple(p for p in s.game.battlefield.objects if p.name == "Mountain")[:2]
    s.script("Bob", Choose(islands))
    s.script("Alice", Choose(mountains))
    s.cast("Alice", "Rite of Ruin")
    s.resolve()
    assert sorted(s.in_graveyard("Bob")) == ["Island", "Island", "Scroll of Avacyn", "Vorstclaw"]
    assert s.on_battlefield("Alice") == ["Mountain"] * 5


def test_faq_P100_sheltering_word_in_response_counters_the_opponents_spell() -> None:
    """P100 防護の言葉 / Sheltering Word: a creature that is the only target of an opponent's
    spell and gains hexproof in response makes that spell countered on resolution."""
    s = Scenario(active="Bob")
    s.battlefield("Bob", card("Island"))
    s.battlefield("Alice", card("Nettle Swine"), card("Forest"), card("Forest"))
    s.library("Bob", card("Island"))
    s.hand("Bob", card("Fleeting Distraction"))
    s.hand("Alice", card("Sheltering Word"))
    s.cast("Bob", "Fleeting Distraction", "Nettle Swine")
    s.cast("Alice", "Sheltering Word", "Nettle Swine")
    s.resolve()
    assert s.has_keyword("Nettle Swine", "hexproof")
    assert s.life("Alice") == 23
    assert s.pt("Nettle Swine") == (4, 3)  # Fleeting Distraction was countered…
    assert s.in_hand("Bob") == []  # …so Bob drew no card


def test_faq_P49_1_druids_repository_triggers_for_each_attacker() -> None:
    """P49(1) ドルイドの保管庫 / Druids' Repository: its first ability triggers once for each
    attacking creature you control."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Druids' Repository"), card("Thraben Valiant"), card("Nettle Swine"))
    s.attack("Thraben Valiant", "Nettle Swine")
    s.resolve()
    assert s.permanent("Druids' Repository").counters.get("charge", 0) == 2


def test_faq_P49_2_druids_repository_mana_ability_repeats_without_the_stack() -> None:
    """P49(2) ドルイドの保管庫 / Druids' Repository: the second ability is a mana ability (605):
    it can be activated several times and doesn't use the stack — two counters pay for
    Wolfir Avenger's {1}{G}{G} with a Forest."""
    s = Scenario()
    s.battlefield("Alice", card("Druids' Repository"), card("Forest"))
    s.counters("Druids' Repository", "charge", 2)
    s.hand("Alice", card("Wolfir Avenger"))
    s.cast("Alice", "Wolfir Avenger")
    s.resolve()
    assert "Wolfir Avenger" in s.on_battlefield("Alice")
    assert s.permanent("Druids' Repository").counters.get("charge", 0) == 0


def test_faq_P102_3_somberwald_sage_mana_cannot_pay_for_a_noncreature_spell() -> None:
    """P102(3) ソンバーワルドの賢者 / Somberwald Sage: its mana can't pay for a noncreature spell
    (106.6): its three green can't cast Natural End."""
    s = Scenario()
    s.battlefield("Alice", card("Somberwald Sage"))
    s.hand("Alice", card("Natural End"))
    s.battlefield("Bob", card("Gryff Vanguard"), card("Grounded"))
    s.attach("Grounded", "Gryff Vanguard")
    with pytest.raises(RulesError):
        s.cast("Alice", "Natural End", "Grounded")


def test_faq_P102_1_somberwald_sage_mana_pays_a_creature_spell() -> None:
    """P102(1) ソンバーワルドの賢者 / Somberwald Sage: its mana can pay a creature spell's cost."""
    s = Scenario()
    s.battlefield("Alice", card("Somberwald Sage"))
    s.hand("Alice", card("Wolfir Avenger"))
    s.cast("Alice", "Wolfir Avenger")
    s.resolve()
    assert "Wolfir Avenger" in s.on_battlefield("Alice")
