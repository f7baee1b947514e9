"""702.101a extort: whenever you cast a spell, you may pay {W/B}; if you do, each opponent
loses 1 life and you gain life equal to the total life lost this way. {W/B} is a hybrid symbol:
white or black mana pays it (107.4e). 702.101b: each instance triggers separately (two
permanents with extort: two payments). The permanent is compiled by ofuda from its text in both
languages."""

from __future__ import annotations

from ofuda.runtime import Keyword, May, Scenario
from support.compiled import card, card_from_text
from support.kit import creature
from support.texts import bilingual_card

JA = (
    "強請（あなたが呪文を１つ唱えるたび、あなたは{W/B}を支払ってもよい。そうした場合、各対戦相手は"
    "それぞれ１点のライフを失い、あなたはその点数分のライフを得る。）"
)
EN = (
    "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life "
    "and you gain that much life.)"
)
SYNDIC = card_from_text(
    "name: 取り立て役 / Tithe Collector\ncost: {1}{W}\n"
    "type: クリーチャー — 人間・クレリック / Creature — Human Cleric\n"
    f"pt: 2/2\nja:\n  {JA}\nen:\n  {EN}\n"
)
BEAR = creature("Bear", "{G}", 2, 2, "Bear")


def _cast_bear(*lands: str, extorters: int = 1, pay: bool = True) -> Scenario:
    """Alice controls ``extorters`` Tithe Collectors, a Forest and ``lands``, and casts a Bear."""
    s = Scenario()
    s.battlefield("Alice", *[SYNDIC] * extorters, card("Forest"), *[card(n) for n in lands])
    s.hand("Alice", BEAR)
    if not pay:
        s.script("Alice", May(False))
    s.cast("Alice", "Bear")
    s.resolve()
    assert s.on_battlefield("Alice").count("Bear") == 1
    return s


def test_702_101_extort_compiles_alike_in_both_languages() -> None:
    for ja, en in (("強請", "Extort"), (JA, EN)):
        syndic = bilingual_card(ja, en, "クリーチャー — 人間 / Creature — Human", "2/2")
        assert [a.keyword for a in syndic.abilities] == [Keyword.EXTORT]


def test_702_101a_paid_with_white_mana_drains_each_opponent() -> None:
    s = _cast_bear("Plains")
    assert (s.life("Alice"), s.life("Bob")) == (21, 19)
    assert s.is_tapped("Plains")


def test_107_4e_the_hybrid_symbol_is_paid_with_black_mana_too() -> None:
    s = _cast_bear("Swamp")
    assert (s.life("Alice"), s.life("Bob")) == (21, 19)


def test_702_101a_no_white_or_black_mana_no_drain() -> None:
    s = _cast_bear("Mountain")
    assert (s.life("Alice"), s.life("Bob")) == (20, 20)
    assert not s.is_tapped("Mountain")


def test_702_101a_paying_is_a_choice() -> None:
    s = _cast_bear("Plains", pay=False)
    assert (s.life("Alice"), s.life("Bob")) == (20, 20)
    assert not s.is_tapped("Plains")


def test_702_101b_each_instance_triggers_separately() -> None:
    s = _cast_bear("Plains", "Swamp", extorters=2)
    assert (s.life("Alice"), s.life("Bob")) == (22, 18)
