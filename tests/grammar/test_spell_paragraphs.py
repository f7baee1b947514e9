"""An instant's or sorcery's paragraphs of instructions are one spell ability (113.3a, 608.2c):
"Counter target creature spell. / Draw a card." means the same printed on one line or two, and
the card data prints some spells one way in Japanese and the other in English (Bone to Ash,
Thought Scour, Gravepurge). Keywords and labelled paragraphs stay lines of their own."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card

INSTANT = "インスタント / Instant"


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # Bone to Ash (DKA): one line in Japanese, two in English
            "クリーチャー呪文１つを対象とし、それを打ち消す。カードを１枚引く。",
            "Counter target creature spell.\nDraw a card.",
        ),
        (  # the other way round
            "クリーチャー呪文１つを対象とし、それを打ち消す。\nカードを１枚引く。",
            "Counter target creature spell. Draw a card.",
        ),
        (  # both on two lines
            "クリーチャー呪文１つを対象とし、それを打ち消す。\nカードを１枚引く。",
            "Counter target creature spell.\nDraw a card.",
        ),
    ],
)
def test_a_spells_paragraphs_are_one_spell_ability(ja: str, en: str) -> None:
    """One spell ability: its target, the counter, then the draw."""
    card = bilingual_card(ja, en, INSTANT)
    assert len(card.abilities) == 1
    (spell,) = card.abilities
    assert isinstance(spell, ir.SpellAbility) and len(spell.targets) == 1
    assert [type(e) for e in spell.effects] == [ir.CounterSpell, ir.DrawCards]


def test_a_target_of_the_second_paragraph_is_the_spells_second_target() -> None:
    """"Tap target creature. / Destroy target artifact.": both targets are the spell's (601.2c),
    the second paragraph's the second."""
    card = bilingual_card(
        "クリーチャー１体を対象とし、それをタップする。\nアーティファクト１つを対象とし、それを破壊する。",
        "Tap target creature.\nDestroy target artifact.",
        "ソーサリー / Sorcery",
    )
    (spell,) = card.abilities
    assert len(spell.targets) == 2
    destroy = next(e for e in spell.effects if isinstance(e, ir.Destroy))
    assert destroy.obj == ir.Targeted(1)


def test_a_keyword_line_stays_apart() -> None:
    """Flashback is a keyword of the card, not an instruction of the spell."""
    card = bilingual_card(
        "カードを１枚引く。\nフラッシュバック {2}{U}",
        "Draw a card.\nFlashback {2}{U}",
        INSTANT,
    )
    assert any(isinstance(a, ir.SpellAbility) for a in card.abilities)
    assert len(card.abilities) == 2
