"""Japanese templating of 2018 and later beside 2011–12's, each compiled in both languages to one
IR and rendered back: 「それがクリーチャーや土地であるカードなら、」 ("If it's a creature or land
card", 「である」 dropped before 「なら」), and 「クリーチャーやプレインズウォーカー合わせて最大２体を
対象とする」 ("up to two target creatures and/or planeswalkers": the count of the kinds together)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card

SORCERY = "ソーサリー / Sorcery"


@pytest.mark.parametrize(
    "ja",
    [
        # Track Down (M21)
        "あなたのライブラリーの一番上のカードを公開する。それがクリーチャーや土地であるカードなら、カードを１枚引く。",
        # the 2012 form of the same sentence
        "あなたのライブラリーの一番上のカードを公開する。それがクリーチャーや土地であるカードである場合、カードを１枚引く。",
    ],
)
def test_a_noun_before_nara_is_the_condition_it_is(ja: str) -> None:
    card = bilingual_card(
        ja,
        "Reveal the top card of your library. If it's a creature or land card, draw a card.",
        SORCERY,
    )
    (ability,) = card.abilities
    assert isinstance(ability.effects[-1], ir.Conditional)


def test_kinds_together_up_to_a_count_are_one_target_slot() -> None:
    """Volcanic Salvo (M21): up to two targets, each a creature or a planeswalker."""
    card = bilingual_card(
        "クリーチャーやプレインズウォーカー合わせて最大２体を対象とする。試作はそれらにそれぞれ６点のダメージを与える。",
        "Test deals 6 damage to each of up to two target creatures and/or planeswalkers.",
        SORCERY,
    )
    (ability,) = card.abilities
    (spec,) = ability.targets
    assert spec.count == 2 and spec.up_to


CREATURE = "クリーチャー — フェアリー / Creature — Faerie\npt: 1/1"


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # Faerie Miscreant (M20): 「あなたが、他の、…」
            "試作が戦場に出たとき、あなたが、他の、「試作」という名前のクリーチャーをコントロールしている"
            "場合、カードを１枚引く。",
            "When Test enters the battlefield, if you control another creature named Test, draw a card.",
        ),
        (  # Gadrak, the Crown-Scourge (M21): 「死亡した、トークンでない…」
            "試作が戦場に出たとき、このターンに死亡した、トークンでないクリーチャー１体につき、カードを１枚引く。",
            "When Test enters the battlefield, draw a card for each nontoken creature that died this turn.",
        ),
    ],
)
def test_a_comma_between_modifiers_changes_nothing(ja: str, en: str) -> None:
    """The 2018–20 comma after 「あなたが」 or a relative clause only sets the words apart: the
    same IR as the text without it."""
    with_commas = bilingual_card(ja, en, CREATURE)
    without = bilingual_card(ja.replace("が、他の、", "が他の").replace("した、", "した"), en, CREATURE)
    assert with_commas.abilities == without.abilities
