"""The count of a Japanese trigger subject (603.2c): 「…が１体」 is one object, as "a creature"
is, wherever the 2012 text puts it — after 「が」, after 「あなたのコントロール下で」 (「他の人間が
あなたのコントロール下で１体戦場に出るたび」), or after a subject narrowed by this object's damage
(「…によってダメージを与えられたクリーチャーが１体死亡するたび」). Any other count («…が２体»)
is not one object and is refused, never read as one."""

from __future__ import annotations

import pytest
from ofuda.runtime.definitions import Dies, EntersTheBattlefield
from support.texts import bilingual_card, codes

CREATURE = "クリーチャー — 人間 / Creature — Human"


@pytest.mark.parametrize(
    ("ja", "en", "kind"),
    [
        (
            (
                "他の人間があなたのコントロール下で１体戦場に出るたび、試作の上に＋１/＋１カウンターを"
                "１個置く。"
            ),
            (
                "Whenever another Human enters the battlefield under your control, put a +1/+1 counter "
                "on Test."
            ),
            EntersTheBattlefield,
        ),
        (
            (
                "このターン、試作によってダメージを与えられたクリーチャーが１体死亡するたび、あなたは"
                "２点のライフを得る。"
            ),
            "Whenever a creature dealt damage by Test this turn dies, you gain 2 life.",
            Dies,
        ),
        (
            (
                "このターン、試作によってダメージを与えられたいずれかのクリーチャーが死亡するたび、"
                "あなたは２点のライフを得る。"
            ),
            "Whenever a creature dealt damage by Test this turn dies, you gain 2 life.",
            Dies,
        ),
        (
            "他のクリーチャーが１体死亡するたび、あなたは２点のライフを得る。",
            "Whenever another creature dies, you gain 2 life.",
            Dies,
        ),
    ],
)
def test_a_subject_counted_one_is_one_object(ja: str, en: str, kind: type) -> None:
    """Each placement of 「１体」 compiles to the English's one-object trigger."""
    card = bilingual_card(ja, en, CREATURE, "1/1")
    (ability,) = card.abilities
    assert isinstance(ability.trigger, kind)


@pytest.mark.parametrize(
    "ja",
    [
        "他のクリーチャーが２体死亡するたび、あなたは２点のライフを得る。",
        "他の人間が２体あなたのコントロール下で戦場に出るたび、あなたは２点のライフを得る。",
        "他の人間があなたのコントロール下で３体戦場に出るたび、あなたは２点のライフを得る。",
        (
            "このターン、テストによってダメージを与えられたクリーチャーが２体死亡するたび、あなたは"
            "２点のライフを得る。"
        ),
    ],
)
def test_a_subject_counted_more_than_one_is_refused(ja: str) -> None:
    """Two objects at once is no trigger ofuda has: E290, not the one-object trigger."""
    assert codes(ja, permanent=True) == ["E290"]
