"""The 2018 Japanese templating counts a trigger's subject before 「が」: 「あなたがコントロールしている
クリーチャー１体が死亡するたび」, as 2011–12's 「クリーチャーが１体死亡するたび」 after it — one object
each time (603.2), wherever a trigger subject stands (dies, attacks, becomes the target of a spell,
…). Each row compiles in both languages to one IR and renders back."""

from __future__ import annotations

import pytest
from support.texts import bilingual_card, codes

CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            "あなたがコントロールしているクリーチャー１体が死亡するたび、あなたは１点のライフを得る。",
            "Whenever a creature you control dies, you gain 1 life.",
        ),
        (
            "クリーチャー１体が攻撃するたび、あなたは１点のライフを得る。",
            "Whenever a creature attacks, you gain 1 life.",
        ),
        (  # Gargos, Vicious Watcher (M20)
            "あなたがコントロールしているクリーチャー１体が呪文の対象になるたび、カードを１枚引く。",
            "Whenever a creature you control becomes the target of a spell, draw a card.",
        ),
    ],
)
def test_the_count_before_the_particle_is_one_object(ja: str, en: str) -> None:
    card = bilingual_card(ja, en, CREATURE)
    later = bilingual_card(ja.replace("１体が", "が１体", 1) if "呪文" not in ja else ja, en, CREATURE)
    assert card.abilities == later.abilities


def test_two_objects_at_once_are_refused_either_way() -> None:
    """A trigger watches one object at a time: 「クリーチャー２体が」 is E290, as 「クリーチャーが２体」."""
    for text in ("クリーチャー２体が死亡するたび、あなたは１点のライフを得る。",
                 "クリーチャーが２体死亡するたび、あなたは１点のライフを得る。"):
        assert codes(text, "ja", permanent=True) == ["E290"]
