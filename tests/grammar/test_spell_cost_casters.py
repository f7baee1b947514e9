"""Whose spells cost more or less (601.2f), both languages: "Spells you cast cost {1} less to
cast." / 「あなたが唱える呪文を唱えるためのコストは{1}少なくなる。」 (every spell), "Noncreature spells
your opponents cast cost {1} more to cast." / 「対戦相手がクリーチャーでない呪文を唱えるための
コストは{1}多くなる。」, "Spells your opponents cast cost {1} more to cast." Each row compiles in
both languages to one IR and renders back to it."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card

NONCREATURE = ObjectFilter(excluded_card_types=(CardType.CREATURE,))


@pytest.mark.parametrize(
    ("ja", "en", "effect"),
    [
        (
            "あなたが唱える呪文を唱えるためのコストは{1}少なくなる。",
            "Spells you cast cost {1} less to cast.",
            rt.CostReduction((ObjectFilter(),), 1, Controller.YOU),
        ),
        (
            "対戦相手がクリーチャーでない呪文を唱えるためのコストは{1}多くなる。",
            "Noncreature spells your opponents cast cost {1} more to cast.",
            rt.CostIncrease((NONCREATURE,), 1, Controller.OPPONENT),
        ),
        (
            "対戦相手が呪文を唱えるためのコストは{2}多くなる。",
            "Spells your opponents cast cost {2} more to cast.",
            rt.CostIncrease((ObjectFilter(),), 2, Controller.OPPONENT),
        ),
    ],
)
def test_whose_spells_cost_more_or_less(ja: str, en: str, effect: object) -> None:
    """601.2f: one static cost change in both languages, with its caster."""
    card = bilingual_card(ja, en, "エンチャント / Enchantment")
    (ability,) = card.abilities
    assert ability.effects == (effect,)
