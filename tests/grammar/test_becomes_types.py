"""What an object becomes, by the types the words name (205.1a, 205.1b, 613.1d layer 4):
"becomes a 3/3 Sphinx creature with flying in addition to its other types" / 「これの他のタイプに
加えて飛行を持つ３/３のスフィンクス・クリーチャーになる」 keeps every prior type (205.1b); "becomes a
Bear Berserker" / 「熊・狂戦士になる」 names no card type, so only the creature types are replaced
(205.1a), with a base P/T set if said (613.4b). Each row compiles in both languages to one IR and
renders back to it; a land type is rejected, not approximated."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Duration, Keyword
from support.texts import bilingual_card, codes, nodes_of_kind

CREATURE = "クリーチャー — 人間・狂戦士 / Creature — Human Berserker"
ENCHANTMENT = "エンチャント / Enchantment"
PLANESWALKER = "プレインズウォーカー — テゼレット / Planeswalker — Tezzeret"
INSTANT = "インスタント / Instant"
EOT = Duration.END_OF_TURN


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "expected"),
    [
        (  # Riddleform (M21)
            ("あなたがクリーチャーでない呪文を唱えるたび、あなたは「ターン終了時まで、試作はこれの他の"
             "タイプに加えて飛行を持つ３/３のスフィンクス・クリーチャーになる。」を選んでもよい。"),
            ("Whenever you cast a noncreature spell, you may have Test become a 3/3 Sphinx creature "
             "with flying in addition to its other types until end of turn."),
            ENCHANTMENT,
            ir.Become(ir.ThisObject(), 3, 3, (CardType.CREATURE,), ("Sphinx",), None,
                      (Keyword.FLYING,), EOT, replaces_types=False),
        ),
        (  # Tezzeret, Cruel Machinist (M19)
            ("0：あなたがコントロールしているアーティファクト１つを対象とする。あなたの次のターンまで、"
             "それはそれの他のタイプに加えて５/５のクリーチャーになる。"),
            ("0: Until your next turn, target artifact you control becomes a 5/5 creature in "
             "addition to its other types."),
            PLANESWALKER,
            ir.Become(ir.Targeted(0), 5, 5, (CardType.CREATURE,), (), None, (),
                      Duration.UNTIL_YOUR_NEXT_TURN, replaces_types=False),
        ),
        (  # Ursine Champion (M19)
            "{5}{G}：ターン終了時まで、試作は＋３/＋３の修整を受けるとともに熊・狂戦士になる。",
            "{5}{G}: Test gets +3/+3 and becomes a Bear Berserker until end of turn.",
            CREATURE,
            ir.Become(ir.ThisObject(), None, None, (), ("Bear", "Berserker"), None, (), EOT,
                      replaces_types=True),
        ),
        (  # Chromium, the Mutable's change of type and base P/T (M19)
            ("カード１枚を捨てる：ターン終了時まで、試作は基本のパワーとタフネスが１/１の人間になる。"),
            "Discard a card: Test becomes a Human with base power and toughness 1/1 until end of turn.",
            CREATURE,
            ir.Become(ir.ThisObject(), 1, 1, (), ("Human",), None, (), EOT, replaces_types=True),
        ),
        (
            "クリーチャー１体を対象とする。ターン終了時まで、それはエルフ・戦士になる。",
            "Target creature becomes an Elf Warrior until end of turn.",
            INSTANT,
            ir.Become(ir.Targeted(0), None, None, (), ("Elf", "Warrior"), None, (), EOT,
                      replaces_types=True),
        ),
    ],
)
def test_what_an_object_becomes(ja: str, en: str, type_line: str, expected: ir.Become) -> None:
    """JA ≡ EN, the change it means, and the round trip (bilingual_card checks both)."""
    card = bilingual_card(ja, en, type_line, "2/2" if type_line == CREATURE else None)
    assert nodes_of_kind(card.abilities, ir.Become) == [expected]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Target creature becomes a Forest until end of turn.", "en"),
        ("クリーチャー１体を対象とする。ターン終了時まで、それは森になる。", "ja"),
    ],
)
def test_a_land_type_alone_is_rejected(text: str, lang: str) -> None:
    """205.1a: a land type replaces the land types, not the creature types; ofuda says so."""
    assert codes(text, lang) == ["E290"]
