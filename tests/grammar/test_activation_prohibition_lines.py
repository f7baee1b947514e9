""""Activated abilities of artifacts can't be activated." / 「アーティファクトの起動型能力は起動
できない。」 (602.5a): a permanent's static ability forbidding the activated abilities of every
permanent of a kind. Each row compiles in both languages to one IR and renders back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, ObjectFilter
from ofuda.runtime.statics_activation import CantActivateAbilities
from support.texts import bilingual_card, codes


@pytest.mark.parametrize(
    ("ja", "en", "filter_"),
    [
        (
            "アーティファクトの起動型能力は起動できない。",
            "Activated abilities of artifacts can't be activated.",
            ObjectFilter(card_types=(CardType.ARTIFACT,)),
        ),
        (
            "クリーチャーの起動型能力は起動できない。",
            "Activated abilities of creatures can't be activated.",
            ObjectFilter(card_types=(CardType.CREATURE,)),
        ),
    ],
)
def test_activation_prohibition_line(ja: str, en: str, filter_: ObjectFilter) -> None:
    """JA ≡ EN: one static ability, the prohibition on every matching permanent."""
    card = bilingual_card(ja, en, "エンチャント / Enchantment")
    (ability,) = card.abilities
    assert isinstance(ability, ir.StaticAbility) and ability.condition is None
    assert ability.effects == (CantActivateAbilities(rt.PermanentsMatching(filter_)),)


def test_activation_prohibition_is_no_instruction() -> None:
    """On an instant it would be an instruction with no duration: refused (E251)."""
    assert "E251" in codes("Activated abilities of artifacts can't be activated.", "en")
