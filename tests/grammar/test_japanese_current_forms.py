"""Japanese templating of 2018–20 (M19–M21) beside the 2011–12 forms ofuda reads already:
「２点のライフを支払う」 as a cost (2012: 「ライフを２点支払う」, 119.4), 「…各クリーチャーは、それぞれ…」
with the comma before 「それぞれ」, 「…の上に、＋１/＋１カウンターを…」, 「…し、その後、…」 with a
comma after 「その後」, 「パワーが４以上である…」 (2012: 「パワーが４以上の…」), and the count after the
noun in an as-enters choice 「クリーチャー・タイプ１つを選ぶ」 「色１色を選ぶ」 (614.12). Each text is
compiled in both languages to one IR and rendered back; scenarios play the real cards in
Japanese."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.errors import ScriptError
from ofuda.runtime.definitions import Keyword, PayLife
from ofuda.runtime.statics import Choice, ChooseAsEnters
from support.compiled import set_card
from support.texts import bilingual_card, codes, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "type_line"),
    [
        (
            "{T}, ２点のライフを支払う：カードを１枚引く。",
            "{T}, Pay 2 life: Draw a card.",
            "アーティファクト / Artifact",
        ),
        (
            "{R}：あなたがコントロールする各クリーチャーは、それぞれターン終了時まで＋１/＋０の修整を受ける。",
            "{R}: Each creature you control gets +1/+0 until end of turn.",
            "アーティファクト / Artifact",
        ),
        (
            "{T}：あなたがコントロールする各クリーチャーの上に、＋１/＋１カウンターをそれぞれ１個置く。",
            "{T}: Put a +1/+1 counter on each creature you control.",
            "土地 / Land",
        ),
        (
            "あなたのライブラリーから基本土地カードを１枚探し、それをタップ状態で戦場に出し、その後、"
            "あなたのライブラリーを切り直す。",
            "Search your library for a basic land card, put it onto the battlefield tapped, then "
            "shuffle your library.",
            "ソーサリー / Sorcery",
        ),
        (
            "パワーが４以上であるクリーチャー１体を対象とし、それをオーナーのライブラリーの一番下に置く。",
            "Put target creature with power 4 or greater on the bottom of its owner's library.",
            "インスタント / Instant",
        ),
        (
            "試作が戦場に出るに際し、クリーチャー・タイプ１つを選ぶ。",
            "As Test enters the battlefield, choose a creature type.",
            "アーティファクト / Artifact",
        ),
        (
            "試作が戦場に出るに際し、色１色を選ぶ。",
            "As Test enters the battlefield, choose a color.",
            "アーティファクト / Artifact",
        ),
    ],
)
def test_current_japanese_forms_mean_what_the_english_says(
    ja: str, en: str, type_line: str
) -> None:
    """Both languages lower to one IR, and each renders back to it."""
    bilingual_card(ja, en, type_line)


def test_the_current_pay_life_cost_pays_its_number() -> None:
    card = bilingual_card(
        "{T}, ３点のライフを支払う：カードを１枚引く。", "{T}, Pay 3 life: Draw a card.",
        "アーティファクト / Artifact",
    )
    assert nodes_of_kind(card.abilities, PayLife) == [PayLife(3)]


def test_the_choice_after_its_noun_is_the_same_choice() -> None:
    card = bilingual_card(
        "試作が戦場に出るに際し、色１色を選ぶ。", "As Test enters the battlefield, choose a color.",
        "アーティファクト / Artifact",
    )
    assert nodes_of_kind(card.abilities, ChooseAsEnters) == [ChooseAsEnters(Choice.COLOR)]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # the runtime remembers one choice: two are refused, never read as one
        ("CARDNAMEが戦場に出るに際し、クリーチャー・タイプを２つ選ぶ。", "ja"),
        ("CARDNAMEが戦場に出るに際し、クリーチャー・タイプ２つを選ぶ。", "ja"),
        # a cost pays a number of life (119.4); an amount worked out later is not one
        ("ライフをＸ点支払う：カードを１枚引く。", "ja"),
        ("Ｘ点のライフを支払う：カードを１枚引く。", "ja"),
        ("Pay X life: Draw a card.", "en"),
    ],
)
def test_what_the_runtime_cannot_do_stays_a_diagnostic(text: str, lang: str) -> None:
    assert codes(text, lang, permanent=True) == ["E290"]


def test_bloodsoaked_altar_pays_two_life_among_its_costs() -> None:
    """「{T}, ２点のライフを支払う, カード１枚を捨てる, クリーチャー１体を生け贄に捧げる：飛行を持つ黒の
    ５/５のデーモン・クリーチャー・トークンを１体生成する。」 (M20), played in Japanese."""
    altar = set_card("m20", "Bloodsoaked Altar", "ja")
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", altar, corpse)
    s.hand("Alice", corpse)
    s.activate("Alice", "Bloodsoaked Altar")
    s.resolve()
    assert s.life("Alice") == 18
    assert s.pt("Demon Token") == (5, 5) and s.has_keyword("Demon Token", Keyword.FLYING)
    assert s.in_graveyard("Alice") == ["Walking Corpse", "Walking Corpse"]


def test_gavony_township_puts_a_counter_on_each_of_your_creatures() -> None:
    """「{2}{G}{W}, {T}：あなたがコントロールする各クリーチャーの上に、＋１/＋１カウンターをそれぞれ
    １個置く。」 (ISD), played in Japanese."""
    township = set_card("isd", "Gavony Township", "ja")
    forest, plains = set_card("m19", "Forest"), set_card("m19", "Plains")
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", township, corpse, forest, forest, forest, plains)
    s.battlefield("Bob", corpse)
    s.activate("Alice", "Gavony Township", index=1)  # index 0: its mana ability
    s.resolve()
    assert s.pt("Walking Corpse", "Alice") == (3, 3)
    assert s.pt("Walking Corpse", "Bob") == (2, 2)


def test_moonveil_dragon_pumps_each_of_your_creatures() -> None:
    """「{R}：あなたがコントロールする各クリーチャーは、それぞれターン終了時まで＋１/＋０の修整を
    受ける。」 (DKA), played in Japanese."""
    dragon = set_card("dka", "Moonveil Dragon", "ja")
    mountain = set_card("m19", "Mountain")
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", dragon, corpse, mountain)
    s.battlefield("Bob", corpse)
    s.activate("Alice", "Moonveil Dragon")
    s.resolve()
    assert s.pt("Walking Corpse", "Alice") == (3, 2)
    assert s.pt("Walking Corpse", "Bob") == (2, 2)


def test_eternal_isolation_puts_a_big_creature_on_the_bottom() -> None:
    """「パワーが４以上であるクリーチャー１体を対象とし、それをオーナーのライブラリーの一番下に置く。」
    (M20), played in Japanese: a creature with power 2 is no legal target; one with power 6 goes
    to the bottom of its owner's library."""
    isolation = set_card("m20", "Eternal Isolation", "ja")
    plains = set_card("m19", "Plains")
    corpse, dreadmaw = set_card("m19", "Walking Corpse"), set_card("m19", "Colossal Dreadmaw")
    s = Scenario()
    s.battlefield("Alice", *[plains] * 2)
    s.battlefield("Bob", corpse, dreadmaw)
    s.library("Bob", corpse)
    s.hand("Alice", isolation)
    with pytest.raises(ScriptError, match="the choices are: Colossal Dreadmaw$"):
        s.cast("Alice", "Eternal Isolation", s.permanent("Walking Corpse"))
    s.cast("Alice", "Eternal Isolation", s.permanent("Colossal Dreadmaw"))
    s.resolve()
    assert s.in_library("Bob") == ["Walking Corpse", "Colossal Dreadmaw"]
    assert s.on_battlefield("Bob") == ["Walking Corpse"]
