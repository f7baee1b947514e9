"""Mana of one of several types (106.1, 605): 「{W}か{B}を加える」 / "Add {W} or {B}", 2012
and current wordings, to one IR, rendered back; outside a mana ability it is E290."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics as rt
from support.texts import codes


def _mana(ja: str, en: str) -> ir.ManaAbility:
    source = f"name: 試作 / Test\ntype: 土地 / Land\nja:\n  {ja}\nen:\n  {en}\n"
    card = compile_source(SourceFile("t.card", source))
    assert card.ok, [d.message for d in card.diagnostics]
    assert card.by_language["ja"].abilities == card.by_language["en"].abilities
    for lang in ("ja", "en"):
        again = recompile(card.card, lang)
        assert again.ok and again.card.abilities == card.card.abilities, lang
    (ability,) = card.card.abilities
    assert isinstance(ability, ir.ManaAbility)
    return ability


@pytest.mark.parametrize(
    ("ja", "en", "mana"),
    [
        ("{T}：{W}か{B}を加える。", "{T}: Add {W} or {B}.", (rt.ProduceOneOf(("{W}", "{B}")),)),
        (
            "{T}：あなたのマナ・プールに{R}か{W}を加える。",
            "{T}: Add {R} or {W} to your mana pool.",
            (rt.ProduceOneOf(("{R}", "{W}")),),
        ),
        # 2012's {1} in mana produced is colourless ({C}, 106.1b)
        ("{T}：{1}か{G}を加える。", "{T}: Add {C} or {G}.", (rt.ProduceOneOf(("{C}", "{G}")),)),
    ],
)
def test_one_mana_of_one_of_two_types(ja: str, en: str, mana: tuple[object, ...]) -> None:
    """106.1: one mana of either type, the player's choice as the ability resolves."""
    assert _mana(ja, en).mana == mana


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "Add {W} or {B}."), ("ja", "{W}か{B}を加える。")],
)
def test_a_choice_of_mana_outside_a_mana_ability_is_rejected(lang: str, text: str) -> None:
    """Only a mana ability (605) adds a choice of mana here: a spell's is E290."""
    assert "E290" in codes(text, lang)
