"""502.3: "CARDNAME doesn't untap during your untap step." / 「CARDNAMEはあなたのアンタップ・
ステップにアンタップしない。」 — "you" is the controller of the permanent (109.5), so it is the
permanent's controller's untap step: one IR with "its controller's", rendered as printed
("your") for the permanent itself. For any other subject "your" is another player's step
possibly, which the runtime has no rule for: a diagnostic (E290)."""

from __future__ import annotations

import pytest
from ofuda.compiler.render import render_card
from ofuda.runtime import statics as rt
from support.texts import bilingual_card, codes, nodes_of_kind


def test_doesnt_untap_during_your_untap_step() -> None:
    """JA ≡ EN, DoesntUntap of the permanent itself, round trip, rendered with "your"."""
    card = bilingual_card(
        "試作はあなたのアンタップ・ステップにアンタップしない。",
        "Test doesn't untap during your untap step.",
        "アーティファクト・クリーチャー — 巨大戦車 / Artifact Creature — Juggernaut",
    )
    assert nodes_of_kind(card.abilities, rt.DoesntUntap) == [rt.DoesntUntap(rt.ThisPermanent())]
    assert render_card(card, "en") == ["Test doesn't untap during your untap step."]
    assert render_card(card, "ja") == ["試作はあなたのアンタップ・ステップにアンタップしない。"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "エンチャントされているクリーチャーはあなたのアンタップ・ステップにアンタップしない。",
            "ja",
        ),
        ("Enchanted creature doesn't untap during your untap step.", "en"),
    ],
)
def test_your_untap_step_of_another_permanent_is_refused(text: str, lang: str) -> None:
    """An Aura's "your untap step" is its controller's, not the enchanted creature's: E290."""
    assert "E290" in codes(text, lang, permanent=True)
