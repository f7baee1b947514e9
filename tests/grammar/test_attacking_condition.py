"""611.3b: "CARDNAME gets +1/+0 as long as it's attacking." / 「CARDNAMEが攻撃しているかぎり、
これは＋１/＋０の修整を受ける。」 — a condition on the permanent itself (506.4: an attacking
creature): JA ≡ EN, round trip, and a group statement under "it's attacking" refused (E257)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CombatState, ObjectFilter
from support.texts import bilingual_card, codes

ATTACKING = rt.AffectedMatches(ObjectFilter(combat_states=(CombatState.ATTACKING,)))


@pytest.mark.parametrize(
    ("ja", "en", "power"),
    [
        (
            "試作が攻撃しているかぎり、これは＋１/＋０の修整を受ける。",
            "Test gets +1/+0 as long as it's attacking.",
            1,
        ),
        (
            "試作が攻撃しているかぎり、これは＋２/＋０の修整を受ける。",
            "Test gets +2/+0 as long as it's attacking.",
            2,
        ),
    ],
)
def test_gets_bonus_as_long_as_it_is_attacking(ja: str, en: str, power: int) -> None:
    """One static ability: +N/+0 to the permanent itself while it is an attacking creature."""
    card = bilingual_card(ja, en, "クリーチャー — 人間 / Creature — Human")
    (ability,) = card.abilities
    assert isinstance(ability, ir.StaticAbility)
    assert ability.condition == ATTACKING
    assert ability.effects == (rt.AddPowerToughness(rt.ThisPermanent(), power, 0),)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Creatures you control get +1/+0 as long as it's attacking.", "en"),
        (
            "試作が攻撃しているかぎり、あなたがコントロールするクリーチャーは＋１/＋０の修整を受ける。",
            "ja",
        ),
    ],
)
def test_a_group_under_it_is_attacking_is_refused(text: str, lang: str) -> None:
    """The runtime tests the affected object: a group's statement would test each member, not
    the permanent the condition names — refused (E257), not approximated."""
    name = "Test" if lang == "en" else "テスト"
    assert "E257" in codes(text.replace("試作", name), lang, permanent=True)
