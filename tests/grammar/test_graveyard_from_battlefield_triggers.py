"""「戦場から墓地に置かれたとき」 / "is put into a graveyard from the battlefield" (603.6c, 603.10a)
as a phrase family: this object or a noun's permanents, any permanent (dying is a creature's,
700.4). Each row is compiled in both languages to one IR, checked for the trigger it means, and
rendered back in each language to the same IR; 2012's 「戦場からいずれかの墓地に」 means the same."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import ability, bilingual_card

ARTIFACT = "アーティファクト / Artifact"
CREATURE = "クリーチャー — 人間 / Creature — Human"

ROWS = [
    (
        "試作が戦場から墓地に置かれたとき、あなたは２点のライフを得る。",
        "When Test is put into a graveyard from the battlefield, you gain 2 life.",
        ARTIFACT,
        rte.PutIntoGraveyardFromBattlefield(),
    ),
    (
        "あなたがコントロールしているエンチャントが１つ戦場から墓地に置かれるたび、カードを１枚引く。",
        (
            "Whenever an enchantment you control is put into a graveyard from the battlefield, "
            "draw a card."
        ),
        CREATURE,
        rte.PutIntoGraveyardFromBattlefield(
            ObjectFilter(card_types=(CardType.ENCHANTMENT,), controller=Controller.YOU)
        ),
    ),
    (
        "アーティファクトが１つ戦場から墓地に置かれるたび、あなたは１点のライフを得る。",
        "Whenever an artifact is put into a graveyard from the battlefield, you gain 1 life.",
        CREATURE,
        rte.PutIntoGraveyardFromBattlefield(ObjectFilter(card_types=(CardType.ARTIFACT,))),
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "trigger"), ROWS)
def test_graveyard_from_battlefield_trigger_in_both_languages(
    ja: str, en: str, type_line: str, trigger: object
) -> None:
    """Both languages lower to the one trigger and render back to it."""
    card = bilingual_card(ja, en, type_line, "2/2" if "Creature" in type_line else None)
    assert card.abilities[0].trigger == trigger


def test_2012_any_graveyard_is_the_same_event() -> None:
    """2012's 「戦場からいずれかの墓地に置かれたとき」 (Helvault) is 2019's 「戦場から墓地に」."""
    old = ability(
        "テストが戦場からいずれかの墓地に置かれたとき、あなたは２点のライフを得る。",
        "ja",
        permanent=True,
    )
    new = ability(
        "テストが戦場から墓地に置かれたとき、あなたは２点のライフを得る。", "ja", permanent=True
    )
    assert old == new
    assert old.trigger == rte.PutIntoGraveyardFromBattlefield()  # type: ignore[union-attr]
