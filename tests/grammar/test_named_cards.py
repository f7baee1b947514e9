"""Another card's name (201.2) and searching a library and/or a graveyard (701.19): "search your
library and/or graveyard for a card named Ajani, Inspiring Leader, reveal it, and put it into
your hand. If you search your library this way, shuffle it." / 「あなたのライブラリーやあなたの
墓地から「鼓舞する指導者、アジャニ」という名前のカード１枚を探し、…」. Each text is compiled in
both languages to one IR (the name is the card's English name whatever the language) and
rendered back; a name of no card ofuda knows is rejected (E265), never a filter nothing matches."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import ObjectFilter
from support.texts import bilingual_card, codes, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "english_name", "optional"),
    [
        (
            (
                "あなたのライブラリーやあなたの墓地から「鼓舞する指導者、アジャニ」という名前のカード１枚を"
                "探し、公開してあなたの手札に加える。これによりあなたがあなたのライブラリーからカードを"
                "探したなら、あなたのライブラリーを切り直す。"
            ),
            (
                "Search your library and/or graveyard for a card named Ajani, Inspiring Leader, reveal "
                "it, and put it into your hand. If you search your library this way, shuffle it."
            ),
            "Ajani, Inspiring Leader",
            False,
        ),
        (  # Oracle: "shuffle."
            (
                "あなたはあなたのライブラリーやあなたの墓地から「天界の風、ムー・ヤンリン」という名前の"
                "カード１枚を探し、公開してあなたの手札に加えてもよい。これによりあなたがあなたの"
                "ライブラリーからカードを探したなら、あなたのライブラリーを切り直す。"
            ),
            (
                "You may search your library and/or graveyard for a card named Mu Yanling, Celestial "
                "Wind, reveal it, and put it into your hand. If you search your library this way, "
                "shuffle."
            ),
            "Mu Yanling, Celestial Wind",
            True,
        ),
        (  # 2020: 「探し、公開し、あなたの手札に加えてもよい」
            (
                "あなたは、あなたのライブラリーやあなたの墓地から「時を超える旅行者、テフェリー」という"
                "名前のカード１枚を探し、公開し、あなたの手札に加えてもよい。これによりあなたがあなたの"
                "ライブラリーからカードを探したなら、あなたのライブラリーを切り直す。"
            ),
            (
                "You may search your library and/or graveyard for a card named Teferi, Timeless "
                "Voyager, reveal it, and put it into your hand. If you search your library this way, "
                "shuffle it."
            ),
            "Teferi, Timeless Voyager",
            True,
        ),
    ],
)
def test_search_library_and_graveyard_for_a_named_card(
    ja: str, en: str, english_name: str, optional: bool
) -> None:
    """One search of both zones for the named card, the card found revealed and put into the
    hand, then a shuffle only if the library was searched."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (search,) = nodes_of_kind(card.abilities, ir.SearchLibraryAndGraveyard)
    assert search.filter == ObjectFilter(named=english_name)
    assert search.count == 1
    (conditional,) = nodes_of_kind(card.abilities, ir.Conditional)
    assert conditional.condition == ir.SearchedLibrary()
    assert conditional.effects == (ir.Shuffle(ir.You()),)
    assert bool(nodes_of_kind(card.abilities, ir.Optional)) is optional
    assert nodes_of_kind(card.abilities, ir.ReturnToHand)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            (
                "Search your library and/or graveyard for a card named Zorbo, Unknown Sage, "
                "reveal it, and put it into your hand. If you search your library this way, "
                "shuffle it."
            ),
        ),
        (
            "ja",
            (
                "あなたのライブラリーやあなたの墓地から「未知の賢者、ゾルボ」という名前のカード１枚を"
                "探し、公開してあなたの手札に加える。これによりあなたがあなたのライブラリーから"
                "カードを探したなら、あなたのライブラリーを切り直す。"
            ),
        ),
    ],
)
def test_a_name_of_no_known_card_is_rejected(lang: str, text: str) -> None:
    """201.2: a name counts only as a real card's name; an unknown one is E265."""
    assert "E265" in codes(text, lang)


def test_the_card_name_table_is_up_to_date() -> None:
    """compiler/card_names_table.py is what tools/gen_card_names.py makes of data/cards."""
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [sys.executable, str(root / "tools" / "gen_card_names.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
