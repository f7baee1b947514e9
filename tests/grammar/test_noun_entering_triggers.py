"""Entering triggers on a noun under anyone's control (603.6a): "Whenever another creature
enters the battlefield" / 「他のクリーチャーが１体戦場に出るたび」. Each text is compiled in
both languages to one IR (JA ≡ EN), checked for the trigger it means, and rendered back."""

from __future__ import annotations

import pytest
from ofuda.runtime.definitions import CardType, Controller, EntersTheBattlefield
from support.texts import bilingual_card, codes


@pytest.mark.parametrize(
    ("ja", "en", "other"),
    [
        (
            "他のクリーチャーが１体戦場に出るたび、あなたは１点のライフを得る。",
            "Whenever another creature enters the battlefield, you gain 1 life.",
            True,
        ),
        (
            "クリーチャーが１体戦場に出るたび、カードを１枚引く。",
            "Whenever a creature enters the battlefield, draw a card.",
            False,
        ),
    ],
)
def test_noun_enters_under_anyones_control(ja: str, en: str, other: bool) -> None:
    """The trigger watches the noun's permanents whoever controls them (no "under your
    control"); "another" leaves this permanent out."""
    card = bilingual_card(ja, en, "クリーチャー — 人間 / Creature — Human", "2/2")
    trigger = card.abilities[0].trigger
    assert isinstance(trigger, EntersTheBattlefield)
    assert trigger.subject is not None
    assert trigger.subject.controller is Controller.ANY
    assert trigger.subject.card_types == (CardType.CREATURE,)
    assert trigger.subject.other is other


def test_own_entering_is_not_a_whenever_trigger() -> None:
    """「CARDNAMEが戦場に出るたび」 names this object, whose own entering is 「戦場に出たとき」: it
    is rejected, never read as a trigger on other permanents."""
    assert codes("テストが戦場に出るたび、カードを１枚引く。", "ja", permanent=True)
