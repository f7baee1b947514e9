"""601.3e, a permanent's static ability: "You may cast spells as though they had flash." /
「あなたは呪文を、それが瞬速を持っているかのように唱えてもよい。」 (M20 Leyline of Anticipation;
also without 「それが」, and "nonland cards" / 「土地でないカード」, the same permission): JA ≡ EN,
the exact IR, round trip through render; some spells only, another player, or a duration on a
permanent are refused. The instruction ("… this turn …") is tests/grammar/test_spells_stack.py."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from support.texts import bilingual_card, codes

ENCHANTMENT = "エンチャント / Enchantment"
EXPECTED = ir.StaticAbility((rt.CastAsThoughFlash(),))


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            "あなたは呪文を、それが瞬速を持っているかのように唱えてもよい。",
            "You may cast spells as though they had flash.",
        ),
        (
            "あなたは呪文を、瞬速を持っているかのように唱えてもよい。",
            "You may cast spells as though they had flash.",
        ),
        (
            "あなたは土地でないカードを、瞬速を持っているかのように唱えてもよい。",
            "You may cast nonland cards as though they had flash.",
        ),
    ],
)
def test_static_flash_permission(ja: str, en: str) -> None:
    """One static ability, the controller's permission, in both languages."""
    card = bilingual_card(ja, en, ENCHANTMENT)
    assert card.abilities == (EXPECTED,)


@pytest.mark.parametrize(
    ("text", "lang", "code"),
    [
        # some spells only: not yet a permission the runtime keeps
        ("You may cast creature spells as though they had flash.", "en", "E290"),
        ("あなたはクリーチャー呪文を、それが瞬速を持っているかのように唱えてもよい。", "ja", "E290"),
        # an instant's instruction needs "this turn" (601.3e: a permission for the turn)
        ("You may cast spells as though they had flash.", "en", "E203"),
    ],
)
def test_refused(text: str, lang: str, code: str) -> None:
    """Refused with its code, never approximated."""
    assert code in codes(text, lang, permanent=code == "E290")
