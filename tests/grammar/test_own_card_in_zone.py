"""The card itself in its graveyard (113.6k): 「あなたの墓地からCARDNAMEを…戻す」 / "Return
CARDNAME from your graveyard to …" names the card while it is there, and the ability functions
only in that zone. Each row compiles in both languages to one IR and renders back to it."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import ZoneKind
from ofuda.runtime.statics import MayCastFromZone
from support.texts import bilingual_card, codes, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "effect"),
    [
        (
            "{1}{B}：あなたの墓地から試作をタップ状態で戦場に戻す。",
            "{1}{B}: Return Test from your graveyard to the battlefield tapped.",
            ir.PutOntoBattlefield,
        ),
        (
            "{2}{G}：あなたの墓地から試作をあなたの手札に戻す。",
            "{2}{G}: Return Test from your graveyard to your hand.",
            ir.ReturnToHand,
        ),
        (
            "あなたのアップキープの開始時に、あなたの墓地から試作を戦場に戻す。",
            "At the beginning of your upkeep, return Test from your graveyard to the battlefield.",
            ir.PutOntoBattlefield,
        ),
    ],
)
def test_the_card_in_your_graveyard(ja: str, en: str, effect: type) -> None:
    """The effect moves ThisCardIn(graveyard); the ability functions in the graveyard."""
    card = bilingual_card(ja, en, "クリーチャー — スケルトン / Creature — Skeleton", pt="1/1")
    (ability,) = card.abilities
    (moved,) = nodes_of_kind(ability, effect)
    assert moved.obj == ir.ThisCardIn(ZoneKind.GRAVEYARD)
    assert ir.functioning_zone(ability) == ZoneKind.GRAVEYARD


def test_the_card_in_another_players_graveyard_is_a_diagnostic() -> None:
    """Only your own graveyard holds your card (404): "from a graveyard" is not compiled."""
    assert "E290" in codes("{1}: Return Test from a graveyard to your hand.", "en", permanent=True)


def test_you_may_cast_this_card_from_your_graveyard() -> None:
    """「あなたは試作をあなたの墓地から唱えてもよい。」 / "You may cast Test from your graveyard.":
    the card's own permission, which works while it is in the graveyard (601.3)."""
    card = bilingual_card(
        "あなたは試作をあなたの墓地から唱えてもよい。",
        "You may cast Test from your graveyard.",
        "クリーチャー — ゾンビ / Creature — Zombie",
        pt="2/2",
    )
    (ability,) = card.abilities
    assert ability.effects == (MayCastFromZone(ZoneKind.GRAVEYARD),)
