""""Spells your opponents cast that target CARDNAME cost {2} more to cast." / 「対戦相手が
CARDNAMEを対象として呪文を唱えるためのコストは{2}多くなる。」 (601.2f; targets are chosen before,
601.2c): a cost increase for the opponents' spells that target the permanent itself."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card


@pytest.mark.parametrize(
    ("ja", "en", "spells"),
    [
        (
            "対戦相手が試作を対象として呪文を唱えるためのコストは{2}多くなる。",
            "Spells your opponents cast that target Test cost {2} more to cast.",
            ObjectFilter(),
        ),
        (
            "対戦相手が試作を対象としてインスタント呪文を唱えるためのコストは{1}多くなる。",
            "Instant spells your opponents cast that target Test cost {1} more to cast.",
            ObjectFilter(card_types=(CardType.INSTANT,)),
        ),
    ],
)
def test_spells_opponents_cast_that_target_it(ja: str, en: str, spells: ObjectFilter) -> None:
    """JA ≡ EN: a CostIncrease for opponents' spells that target the permanent; round trip."""
    card = bilingual_card(ja, en, "クリーチャー — エレメンタル / Creature — Elemental", "3/4")
    (effect,) = card.abilities[0].effects
    assert isinstance(effect, rt.CostIncrease)
    assert effect.targeting_source and effect.caster is Controller.OPPONENT
    assert effect.spells == (spells,)
