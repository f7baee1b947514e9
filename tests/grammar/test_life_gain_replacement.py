"""Life gain replaced by a permanent's static ability (614.1a): 「あなたがライフを得るなら、代わりに
あなたはその点数に１を加えた点数のライフを得る。」 / "If you would gain life, you gain that much life
plus 1 instead." Each row is compiled in both languages to one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics_replacement as rr
from ofuda.runtime.definitions import Controller
from support.texts import bilingual_card, codes

ENCHANTMENT = "エンチャント / Enchantment"


@pytest.mark.parametrize(
    ("ja", "en", "effect"),
    [
        (
            "あなたがライフを得るなら、代わりにあなたはその点数に１を加えた点数のライフを得る。",
            "If you would gain life, you gain that much life plus 1 instead.",
            rr.ModifyLifeGain(Controller.YOU, 1, 1),
        ),
        (
            "あなたがライフを得る場合、代わりにあなたはその２倍のライフを得る。",
            "If you would gain life, you gain twice that much life instead.",
            rr.ModifyLifeGain(Controller.YOU, 2, 0),
        ),
    ],
)
def test_life_gain_replacement(ja: str, en: str, effect: object) -> None:
    """One static ability changing the life you gain, the same in both languages."""
    card = bilingual_card(ja, en, ENCHANTMENT)
    assert card.abilities == (ir.StaticAbility((effect,), None, card.abilities[0].origin),)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("If you would gain life, you gain that much life plus 1 instead.", "en"),
        ("あなたがライフを得る場合、代わりにあなたはその３倍のライフを得る。", "ja"),
    ],
)
def test_life_gain_replacement_rejected(text: str, lang: str) -> None:
    """On an instant (no duration), or a multiple other than twice: a diagnostic."""
    assert codes(text, lang, permanent=lang == "ja")
