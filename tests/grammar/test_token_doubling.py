"""Token creation replaced by a permanent's static ability (614.1a): 「いずれかの効果により１個以上
のトークンがあなたのコントロール下で戦場に出る場合、代わりにそれはその２倍の数のトークンを戦場に
出す。」 / "If an effect would create one or more tokens under your control, it creates twice
that many of those tokens instead." Each row is compiled in both languages to one IR and
rendered back in each."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics_replacement as rr
from ofuda.runtime.definitions import Controller
from support.permanents import codes, rendered_abilities
from support.texts import bilingual_card

ENCHANTMENT = "エンチャント / Enchantment"
JA = (
    "いずれかの効果により１個以上のトークンがあなたのコントロール下で戦場に出る場合、代わりに"
    "それはその２倍の数のトークンを戦場に出す。"
)
DOUBLED = rr.MultiplyTokensCreated(Controller.YOU, 2)


@pytest.mark.parametrize(
    "en",
    [
        # current Oracle
        (
            "If an effect would create one or more tokens under your control, it creates twice that "
            "many of those tokens instead."
        ),
        # as printed in 2011 (Parallel Lives)
        (
            "If an effect would put one or more tokens onto the battlefield under your control, it "
            "puts twice that many of those tokens onto the battlefield instead."
        ),
    ],
)
def test_token_doubling(en: str) -> None:
    """One static ability doubling the tokens created under your control, in both languages,
    rendered back to itself in each."""
    card = bilingual_card(JA, en, ENCHANTMENT)
    (only,) = card.abilities
    assert isinstance(only, ir.StaticAbility)
    assert only.effects == (DOUBLED,) and only.condition is None
    for lang, text in (("ja", JA), ("en", en)):
        assert rendered_abilities(lang, "enchantment", text) == (
            ir.StaticAbility((DOUBLED,), None),
        )


@pytest.mark.parametrize(
    ("lang", "kind", "text", "code"),
    [
        # a replacement with no duration is a permanent's static ability
        (
            "en",
            "instant",
            (
                "If an effect would create one or more tokens under your control, it creates twice "
                "that many of those tokens instead."
            ),
            "E250",
        ),
        # another multiple, or "two or more": not what the runtime does — never approximated
        ("ja", "enchantment", JA.replace("その２倍", "その３倍"), "E290"),
        ("ja", "enchantment", JA.replace("１個以上", "２個以上"), "E290"),
    ],
)
def test_token_doubling_rejected(lang: str, kind: str, text: str, code: str) -> None:
    """Each of these is a diagnostic with its code."""
    assert codes(lang, kind, text) == [code]
