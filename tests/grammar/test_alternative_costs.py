"""Alternative costs (118.9): 「あなたは、この呪文のマナ・コストを支払うのではなく、…を支払ってもよい。」
/ "You may pay … rather than pay this spell's mana cost." (the card's own) and 「あなたは、あなたが
唱える…呪文のマナ・コストを支払うのではなく、…を支払ってもよい。」 / "You may pay … rather than pay
the mana cost for … spells you cast." (a permanent's). Each row is compiled in both languages to
one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import (
    CardType,
    Controller,
    Cost,
    Keyword,
    ManaCost,
    ObjectFilter,
    TapPermanents,
)
from ofuda.runtime.statics_costs import AlternativeCost
from support.texts import bilingual_card, codes

UNTAPPED_FLYERS = ObjectFilter(
    card_types=(CardType.CREATURE,),
    controller=Controller.YOU,
    tapped=False,
    keywords=(Keyword.FLYING,),
)
ZOMBIE_CREATURE_SPELLS = ObjectFilter(card_types=(CardType.CREATURE,), subtypes=("Zombie",))


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "pt", "effect"),
    [
        (
            (
                "あなたは、この呪文のマナ・コストを支払うのではなく、{W}を支払いあなたがコントロール"
                "していて飛行を持ちアンタップ状態であるクリーチャー４体をタップしてもよい。"
            ),
            (
                "You may pay {W} and tap four untapped creatures you control with flying rather "
                "than pay this spell's mana cost."
            ),
            "クリーチャー — 天使 / Creature — Angel",
            "7/7",
            AlternativeCost(Cost((ManaCost("{W}"), TapPermanents(UNTAPPED_FLYERS, 4)))),
        ),
        (
            "あなたは、この呪文のマナ・コストを支払うのではなく、{R}を支払ってもよい。",
            "You may pay {R} rather than pay this spell's mana cost.",
            "インスタント / Instant",
            None,
            AlternativeCost(Cost((ManaCost("{R}"),))),
        ),
        (
            (
                "あなたは、あなたが唱えるゾンビ・クリーチャー呪文のマナ・コストを支払うのではなく、"
                "{0}を支払ってもよい。"
            ),
            "You may pay {0} rather than pay the mana cost for Zombie creature spells you cast.",
            "エンチャント / Enchantment",
            None,
            AlternativeCost(Cost((ManaCost("{0}"),)), (ZOMBIE_CREATURE_SPELLS,)),
        ),
    ],
)
def test_alternative_cost(
    ja: str, en: str, type_line: str, pt: str | None, effect: AlternativeCost
) -> None:
    """JA ≡ EN, one static ability holding the alternative cost, round trip."""
    card = bilingual_card(ja, en, type_line, pt)
    (ability,) = card.abilities
    assert isinstance(ability, ir.StaticAbility)
    assert ability.effects == (effect,) and ability.condition is None


def test_spells_you_cast_on_an_instant_are_refused() -> None:
    """An alternative cost for the spells you cast is a permanent's static ability (E251): on an
    instant it would be an instruction, which it is not."""
    assert "E251" in codes(
        "You may pay {0} rather than pay the mana cost for Zombie creature spells you cast.", "en"
    )
    assert "E251" in codes(
        "あなたは、あなたが唱えるゾンビ・クリーチャー呪文のマナ・コストを支払うのではなく、{0}を支払ってもよい。",
        "ja",
    )
