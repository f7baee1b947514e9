"""A quality said in a relative clause after the noun (current Oracle templating): "target
creature or planeswalker that's black or red", "a spell that's white or blue". It
means what a colour adjective before the noun means (「黒か赤の、クリーチャー１体かプレインズ
ウォーカー１体」): the colours are alternatives, and the clause describes every kind of a list of
kinds. Each row is compiled in both languages to one IR (JA ≡ EN) and rendered back in both
(parse(render(ir)) == ir)."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.render import render_card
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import CardType, Color, ObjectFilter
from support.texts import bilingual_card, nodes_of_kind

CREATURE_OR_PLANESWALKER = (CardType.CREATURE, CardType.PLANESWALKER)

ROWS = [
    (  # Devout Decree: two kinds, two colours
        "黒か赤の、クリーチャー１体かプレインズウォーカー１体を対象とし、それを追放する。",
        "Exile target creature or planeswalker that's black or red.",
        "ソーサリー / Sorcery",
        ObjectFilter(card_types=CREATURE_OR_PLANESWALKER, colors=(Color.BLACK, Color.RED)),
    ),
    (  # one kind, one colour: "that is"
        "緑のクリーチャー１体を対象とし、それを破壊する。",
        "Destroy target creature that is green.",
        "インスタント / Instant",
        ObjectFilter(card_types=(CardType.CREATURE,), colors=(Color.GREEN,)),
    ),
    (  # the spells a trigger watches
        "あなたが白か青である呪文を唱えるたび、カードを１枚引く。",
        "Whenever you cast a spell that's white or blue, draw a card.",
        "エンチャント / Enchantment",
        ObjectFilter(colors=(Color.WHITE, Color.BLUE)),
    ),
    (  # Quirion Dryad (Oracle): a list of colours with commas
        "あなたが白か青か黒か赤である呪文を１つ唱えるたび、カードを１枚引く。",
        "Whenever you cast a spell that's white, blue, black, or red, draw a card.",
        "エンチャント / Enchantment",
        ObjectFilter(colors=(Color.WHITE, Color.BLUE, Color.BLACK, Color.RED)),
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "expected"), ROWS)
def test_a_quality_clause_is_the_colour_adjective_in_both_languages(
    ja: str, en: str, type_line: str, expected: ObjectFilter
) -> None:
    """The clause's filter is the adjective's, the same whichever language wrote it."""
    card = bilingual_card(ja, en, type_line)
    assert expected in nodes_of_kind(card.abilities, ObjectFilter, nested=False)


def _compiled(text: str, type_line: str = "Sorcery") -> Any:
    compiled = compile_source(
        SourceFile("t.card", f"name: Test\ntype: {type_line}\nen:\n  {text}\n")
    )
    return compiled


def test_a_list_of_kinds_renders_its_colours_in_a_clause() -> None:
    """The canonical English of a coloured list of kinds is Oracle's: the clause after the
    list, which says that the colours describe every kind."""
    compiled = _compiled("Exile target creature or planeswalker that's black or red.")
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert "target creature or planeswalker that's black or red" in " ".join(
        render_card(compiled.card, "en")
    )


def test_two_descriptions_of_colour_are_rejected() -> None:
    """ "a black creature that's red": the filter's colours are alternatives, so joining the two
    would read "black or red" — a wrong meaning; ofuda rejects it."""
    compiled = _compiled("Destroy target black creature that's red.")
    assert not compiled.ok


def test_a_comma_after_the_clause_ends_the_noun() -> None:
    """After "a spell that's white" a comma that no colour list follows ends the noun (the
    trigger's comma), so the clause is one colour, not the start of a list."""
    compiled = _compiled("Whenever you cast a spell that's white, draw a card.", "Enchantment")
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert ObjectFilter(colors=(Color.WHITE,)) in nodes_of_kind(
        compiled.card.abilities, ObjectFilter, nested=False
    )
