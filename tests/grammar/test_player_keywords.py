"""702.11c, 702.18a: "You have hexproof." / 「あなたは呪禁を持つ。」 (M20 Leyline of Sanctity, ISD
Witchbane Orb's reminder wording too), "You have shroud." / 「あなたは被覆を持つ。」 — a keyword of
the permanent's controller: JA ≡ EN, the exact IR, round trip through render; a keyword ofuda's
rules don't read on a player is refused (E290)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import Keyword
from support.texts import bilingual_card, codes

ENCHANTMENT = "エンチャント / Enchantment"


@pytest.mark.parametrize(
    ("ja", "en", "keywords"),
    [
        ("あなたは呪禁を持つ。", "You have hexproof.", (Keyword.HEXPROOF,)),
        (  # M20 Leyline of Sanctity (printed, with its reminder)
            "あなたは呪禁を持つ。（あなたは対戦相手がコントロールしている呪文や能力の対象にならない。）",
            "You have hexproof. (You can't be the target of spells or abilities your opponents control.)",
            (Keyword.HEXPROOF,),
        ),
        (  # ISD Witchbane Orb's reminder
            "あなたは呪禁を持つ。 （あなたは、あなたの対戦相手がコントロールする、オーラ呪文を含む呪文や能力の対象にならない。）",
            (
                "You have hexproof. (You can't be the target of spells or abilities your "
                "opponents control, including Aura spells.)"
            ),
            (Keyword.HEXPROOF,),
        ),
        ("あなたは被覆を持つ。", "You have shroud.", (Keyword.SHROUD,)),
    ],
)
def test_you_have_a_keyword(ja: str, en: str, keywords: tuple[Keyword, ...]) -> None:
    """One static ability: the controller has the keyword."""
    card = bilingual_card(ja, en, ENCHANTMENT)
    assert card.abilities == (ir.StaticAbility((rt.PlayerHasKeywords(keywords),)),)


@pytest.mark.parametrize(
    ("text", "lang"),
    [("You have flying.", "en"), ("あなたは飛行を持つ。", "ja")],
)
def test_a_keyword_a_player_cant_use_is_refused(text: str, lang: str) -> None:
    """ofuda reads hexproof and shroud on a player; flying on a player means nothing it knows."""
    assert "E290" in codes(text, lang, permanent=True)
