"""A keyword of the controller's choice (608.2d): "gains your choice of deathtouch or lifelink"
/ 「接死か絆魂のうちあなたが選んだ一方を得る」, "gains your choice of reach, trample, or haste" /
「到達かトランプルか速攻のうちあなたが選んだ１つを得る」. Each text is compiled in both languages to
one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import Duration, Keyword
from support.texts import T0, bilingual_card, codes, nodes_of_kind

INSTANT = "インスタント / Instant"
CREATURE = ("クリーチャー — 恐竜 / Creature — Dinosaur", "5/4")


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "obj", "keywords"),
    [
        (  # Alchemist's Gift (M21), its reminder text left out
            "クリーチャー１体を対象とする。ターン終了時まで、それは＋１/＋１の修整を受け、接死か絆魂のうちあなたが選んだ一方を得る。",
            "Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn.",
            (INSTANT,),
            T0,
            (Keyword.DEATHTOUCH, Keyword.LIFELINK),
        ),
        (  # Shifting Ceratops (M20): three keywords, its own
            "{G}：ターン終了時まで、試作は、到達かトランプルか速攻のうちあなたが選んだ１つを得る。",
            "{G}: Test gains your choice of reach, trample, or haste until end of turn.",
            CREATURE,
            ir.ThisObject(),
            (Keyword.REACH, Keyword.TRAMPLE, Keyword.HASTE),
        ),
        (  # with no duration: the change lasts (611.2a)
            "クリーチャー１体を対象とする。それは飛行か先制攻撃のうちあなたが選んだ一方を得る。",
            "Target creature gains your choice of flying or first strike.",
            (INSTANT,),
            T0,
            (Keyword.FLYING, Keyword.FIRST_STRIKE),
        ),
    ],
)
def test_a_keyword_of_your_choice(
    ja: str, en: str, type_line: tuple[str, ...], obj: object, keywords: tuple[Keyword, ...]
) -> None:
    """608.2d: one GrantKeywordOfChoice of the keywords, in the order printed."""
    card = bilingual_card(ja, en, *type_line)
    (grant,) = nodes_of_kind(card.abilities, ir.GrantKeywordOfChoice)
    assert grant.obj == obj
    assert grant.keywords == keywords
    assert not nodes_of_kind(card.abilities, ir.GrantKeyword)
    if "ターン終了時まで" in ja:
        assert grant.duration == Duration.END_OF_TURN


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Target player gains your choice of flying or haste until end of turn.", "en"),
        ("プレイヤー１人を対象とする。ターン終了時まで、そのプレイヤーは飛行か速攻のうちあなたが選んだ一方を得る。", "ja"),
    ],
)
def test_only_an_object_gains_a_keyword_of_your_choice(text: str, lang: str) -> None:
    """A player has no keywords to gain: a diagnostic, never a grant to something else."""
    assert "E202" in codes(text, lang)
