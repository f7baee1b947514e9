"""A permanent's own entering under a condition (614.12): 「CARDNAMEは、あなたが山か平地を
コントロールしていないかぎり、タップ状態で戦場に出る。」 / "CARDNAME enters the battlefield tapped
unless you control a Mountain or a Plains." (the condition "you control none of these kinds"),
and Morbid's "… enters the battlefield with two +1/+1 counters on it if a creature died this
turn." Each row compiles in both languages to one IR and renders back."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_entering as re
from ofuda.runtime.conditions import DiedThisTurn
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, codes

LAND = "土地 / Land"
CREATURE = "クリーチャー — 猪 / Creature — Boar\npt: 3/3"


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


@pytest.mark.parametrize(
    ("ja", "en", "effect", "condition"),
    [
        (
            (
                "陰鬱 ― このターンいずれかのクリーチャーが死亡していた場合、試作は＋１/＋１カウンターが"
                "２個置かれた状態で戦場に出る。"
            ),
            (
                "Morbid — Test enters the battlefield with two +1/+1 counters on it if a creature "
                "died this turn."
            ),
            re.EntersWithCounters("+1/+1", 2),
            DiedThisTurn(ObjectFilter(card_types=(CardType.CREATURE,))),
        ),
        (
            "このターンにクリーチャーが死亡していた場合、試作はタップ状態で戦場に出る。",
            "Test enters the battlefield tapped if a creature died this turn.",
            re.EntersTapped(),
            DiedThisTurn(ObjectFilter(card_types=(CardType.CREATURE,))),
        ),
    ],
)
def test_enters_under_a_condition(ja: str, en: str, effect: object, condition: object) -> None:
    """The permanent's own entering replacement with an "if" of the game's history: the
    condition of its static ability (614.12)."""
    card = bilingual_card(ja, en, CREATURE)
    (ability,) = card.abilities
    assert ability.effects == (effect,)
    assert ability.condition == condition


def test_a_condition_on_another_statement_stays_an_error() -> None:
    """Only the permanent's own entering takes an "if" as a static ability's condition."""
    assert codes("Test has flying if a creature died this turn.", "en", permanent=True) == ["E250"]
