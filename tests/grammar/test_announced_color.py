"""「色１色を選ぶ。ターン終了時まで、それはプロテクション（その選ばれた色）を得る。」 (2018–20): a colour
chosen by a sentence of its own, for the protection of the sentence right after it — the same
instruction as "gains protection from the color of your choice" (the colour chosen as it
resolves, 702.16). A choice nothing uses, or 「その選ばれた色」 with no choice before it, is
refused (E290), never read as something else. The protection's reminder is read in both
languages (「選ばれた色のものによっては」, "by anything of that color").
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Option, Scenario, Targets
from ofuda.runtime.definitions import Color
from ofuda.runtime.engine.replacement.damage import deal_damage_batch
from ofuda.runtime.statics import Protection
from support.compiled import card, set_card
from support.texts import bilingual_compile, codes, nodes_of_kind

INSTANT = "インスタント / Instant"
TARGET_YOURS = "あなたがコントロールしているクリーチャー１体を対象とする。"
GAINS = "ターン終了時まで、それはプロテクション（その選ばれた色）を得る。"
EN_GAINS = (
    "Target creature you control gains protection from the color of your choice until end of turn."
)


@pytest.mark.parametrize(
    "choose",
    ["色１色を選ぶ。", "色を１色選ぶ。"],
)
@pytest.mark.parametrize("chosen", ["その選ばれた色", "その選んだ色"])
def test_a_colour_chosen_for_the_next_sentence(choose: str, chosen: str) -> None:
    ja = TARGET_YOURS + choose + GAINS.replace("その選ばれた色", chosen)
    compiled = bilingual_compile(ja, EN_GAINS, INSTANT)
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    (protection,) = nodes_of_kind(compiled.by_language["ja"], Protection)
    assert protection.chosen_color


@pytest.mark.parametrize(
    "text",
    [
        TARGET_YOURS + GAINS,  # no choice before it
        TARGET_YOURS + "色１色を選ぶ。",  # a choice nothing uses
        TARGET_YOURS + "色１色を選ぶ。カードを１枚引く。" + GAINS,  # not the sentence right after
        TARGET_YOURS + "色２色を選ぶ。" + GAINS,  # two colours
    ],
)
def test_a_choice_or_a_use_alone_is_refused(text: str) -> None:
    assert "E290" in codes(text, "ja")


@pytest.mark.parametrize(
    ("set_code", "name"), [("m20", "Gods Willing"), ("m21", "Feat of Resistance")]
)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_creature_gets_protection_from_the_chosen_colour(
    set_code: str, name: str, lang: str
) -> None:
    """神々の思し召し / Gods Willing, 抵抗の妙技 / Feat of Resistance: the colour is chosen as the
    spell resolves; damage from a black source is prevented (702.16e), from a green one not."""
    s = Scenario()
    for who in ("Alice", "Bob"):
        s.library(who, *[card("Plains")] * 3)
    s.battlefield("Alice", *[card("Plains")] * 2, card("Thraben Valiant"))
    s.battlefield("Bob", card("Driver of the Dead"), card("Nettle Swine"))
    s.hand("Alice", set_card(set_code, name, lang))
    s.script("Alice", Targets(("Thraben Valiant",)), Option(Color.BLACK))
    s.cast("Alice", name, "Thraben Valiant")
    s.resolve()
    valiant = s.permanent("Thraben Valiant")
    deal_damage_batch(s.game, [(s.permanent("Driver of the Dead"), valiant, 3)])
    s.check_state()
    assert valiant.damage == 0
    deal_damage_batch(s.game, [(s.permanent("Nettle Swine"), valiant, 3)])
    s.check_state()
    assert "Thraben Valiant" in s.in_graveyard("Alice")
