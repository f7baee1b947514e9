"""Cycling (702.29) on cards compiled from their printed text, each language alone (no card of
cards_src has cycling yet): AKH's Hieroglyphic Illumination 「ヒエログリフの輝き」 ("Draw two
cards. Cycling {U}") and a basic landcycling creature."""

from __future__ import annotations

import pytest
from ofuda.compiler.codegen import generate_module
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.project import load_definition
from ofuda.compiler.source import SourceFile
from ofuda.runtime import Choose, Scenario
from ofuda.runtime.definitions import CardDefinition
from support.compiled import set_card

_ILLUMINATION = {
    "ja": "カードを２枚引く。\n  サイクリング {U}（{U}, このカードを捨てる：カードを１枚引く。）",
    "en": "Draw two cards.\n  Cycling {U} ({U}, Discard this card: Draw a card.)",
}
_LANDCYCLER = {"ja": "基本土地サイクリング {1}{G}", "en": "Basic landcycling {1}{G}"}


def _card(name: str, cost: str, kind: str, text: str, lang: str, pt: str = "") -> CardDefinition:
    """The card compiled from one language's text alone."""
    source = f"name: {name}\ncost: {cost}\ntype: {kind}\n{pt}{lang}:\n  {text}\n"
    compiled = compile_source(SourceFile("<test card>", source), (lang,))
    assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
    return load_definition(generate_module(compiled.card, compiled.by_language, "<test card>"))


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_hieroglyphic_illumination_is_cast_or_cycled(lang: str) -> None:
    """Cast for {3}{U} it draws two cards; cycled for {U} from the hand it draws one, and the
    card is in the graveyard, not cast (702.29a)."""
    card = _card(
        "ヒエログリフの輝き / Hieroglyphic Illumination",
        "{3}{U}",
        "インスタント / Instant",
        _ILLUMINATION[lang],
        lang,
    )
    island = set_card("isd", "Island")
    s = Scenario()
    s.battlefield("Alice", island)
    s.library("Alice", island, island, island)
    (in_hand,) = s.hand("Alice", card)
    s.activate("Alice", in_hand)
    assert s.in_graveyard("Alice") == ["Hieroglyphic Illumination"] and s.on_stack() != []
    s.resolve()
    assert s.in_hand("Alice") == ["Island"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_basic_landcycling_finds_a_basic_land(lang: str) -> None:
    """702.29e: "Basic landcycling {1}{G}" searches for a basic land card, puts it into the
    hand and shuffles."""
    kind = "クリーチャー — ビースト / Creature — Beast"
    card = _card("試作獣 / Landcycler", "{5}{G}", kind, _LANDCYCLER[lang], lang, "pt: 5/5\n")
    forest = set_card("isd", "Forest")
    s = Scenario()
    s.battlefield("Alice", forest, forest)
    s.library("Alice", card, forest)
    (in_hand,) = s.hand("Alice", card)
    s.activate("Alice", in_hand)
    s.script("Alice", Choose(("Forest",)))
    s.resolve()
    assert s.in_hand("Alice") == ["Forest"] and s.in_library("Alice") == ["Landcycler"]
