"""「CARDNAMEは、あなたが山か平地をコントロールしていないかぎり、タップ状態で戦場に出る。」 /
"CARDNAME enters the battlefield tapped unless you control a Mountain or a Plains." (614.12):
the entering replacement with the condition "you control none of these kinds". Each row
compiles in both languages to one IR and renders back."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_entering as re
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card

LAND = "土地 / Land"


@pytest.mark.parametrize(
    ("ja", "en", "kinds"),
    [
        (
            "試作は、あなたが山か平地をコントロールしていないかぎり、タップ状態で戦場に出る。",
            "Test enters the battlefield tapped unless you control a Mountain or a Plains.",
            ObjectFilter(subtypes=("Mountain", "Plains")),
        ),
        (
            "試作は、あなたが森か島をコントロールしていないかぎり、タップ状態で戦場に出る。",
            "Test enters the battlefield tapped unless you control a Forest or an Island.",
            ObjectFilter(subtypes=("Forest", "Island")),
        ),
        (  # one kind; current Oracle "enters tapped"
            "試作は、あなたが沼をコントロールしていないかぎり、タップ状態で戦場に出る。",
            "Test enters tapped unless you control a Swamp.",
            ObjectFilter(subtypes=("Swamp",)),
        ),
        (
            "試作は、あなたがアーティファクトをコントロールしていないかぎり、タップ状態で戦場に出る。",
            "Test enters the battlefield tapped unless you control an artifact.",
            ObjectFilter(card_types=(CardType.ARTIFACT,)),
        ),
    ],
)
def test_enters_tapped_unless_you_control(ja: str, en: str, kinds: ObjectFilter) -> None:
    """One static ability: EntersTapped, applied unless you control one of the kinds."""
    card = bilingual_card(ja, en, LAND)
    (ability,) = card.abilities
    assert ability.effects == (re.EntersTapped(),)
    assert ability.condition == rt.ControlsCount(kinds, 0, whose=Controller.YOU)
