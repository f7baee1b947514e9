"""Shuffling cards into a library (701.20a, 400.3), in both languages: each row compiles to
one IR in Japanese and in English, and renders back to it in each language; a library or a
graveyard of another player than the one who shuffles is refused (E290)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import ObjectFilter, ZoneKind
from support.texts import bilingual_card, codes

YOUR_GRAVEYARD = ir.EachObject(ObjectFilter(), ZoneKind.GRAVEYARD, ir.You())


@pytest.mark.parametrize(
    ("ja", "en", "expected"),
    [
        (  # Archangel's Light's second instruction, alone
            "あなたの墓地をあなたのライブラリーに加えて切り直す。",
            "Shuffle your graveyard into your library.",
            ir.ShuffleIntoLibrary(ir.You(), YOUR_GRAVEYARD),
        ),
        (  # the rest of the cards a reveal showed (Transmogrify's "the rest")
            (
                "プレイヤー１人を対象とする。そのプレイヤーは、クリーチャー・カードが公開されるまで、"
                "自分のライブラリーの一番上からカードを１枚ずつ公開し、その後、残りを自分のライブラ"
                "リーに加えて切り直す。"
            ),
            (
                "Target player reveals cards from the top of their library until they reveal a "
                "creature card, then shuffles the rest into their library."
            ),
            ir.ShuffleIntoLibrary(ir.Targeted(0), ir.TheRest()),
        ),
    ],
)
def test_shuffle_into_library(ja: str, en: str, expected: ir.ShuffleIntoLibrary) -> None:
    """Who shuffles and what is shuffled in, the same in both languages."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (spell,) = card.abilities
    assert spell.effects[-1] == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Target player shuffles your graveyard into your library."),
        ("en", "Target player shuffles your graveyard into their library."),
    ],
)
def test_shuffling_into_another_players_library_is_refused(lang: str, text: str) -> None:
    """The runtime moves cards to their owners' libraries and shuffles the shuffler's own; any
    other library or graveyard stays a diagnostic, never a different meaning."""
    assert "E290" in codes(text, lang)
