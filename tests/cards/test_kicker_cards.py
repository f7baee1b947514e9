"""Kicker (702.33) on cards compiled from their text, each language alone (no card of cards_src
has kicker yet), in Dominaria's templating: a spell that does more if kicked, a creature whose
entering trigger asks "if it was kicked", and one that enters with counters if kicked (as DOM's
Baloth Gorger: "If Baloth Gorger was kicked, it enters the battlefield with three +1/+1 counters
on it.")."""

from __future__ import annotations

import pytest
from ofuda.compiler.codegen import generate_module
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.project import load_definition
from ofuda.compiler.source import SourceFile
from ofuda.runtime import Kick, Scenario
from ofuda.runtime.definitions import CardDefinition
from support.compiled import set_card

_SPELL = {
    "ja": "キッカー {2}（あなたはこの呪文を唱えるに際し、追加で{2}を支払ってもよい。）\n"
    "  あなたは２点のライフを得る。この呪文がキッカーされていたなら、カードを１枚引く。",
    "en": "Kicker {2} (You may pay an additional {2} as you cast this spell.)\n"
    "  You gain 2 life. If this spell was kicked, draw a card.",
}
_SCOUT = {
    "ja": "キッカー {1}{G}\n  試作斥候が戦場に出たとき、これがキッカーされていたなら、カードを１枚引く。",
    "en": "Kicker {1}{G}\n  When Test Scout enters the battlefield, if it was kicked, draw a card.",
}
_GORGER = {
    "ja": "キッカー {4}\n  試作大食漢がキッカーされていたなら、これは+1/+1カウンターが３個置かれた状態で戦場に出る。",
    "en": "Kicker {4}\n  If Test Gorger was kicked, it enters the battlefield with three +1/+1 counters on it.",
}


def _card(name: str, kind: str, text: str, lang: str, pt: str = "") -> CardDefinition:
    """The card compiled from one language's text alone."""
    source = f"name: {name}\ncost: {{G}}\ntype: {kind}\n{pt}{lang}:\n  {text}\n"
    compiled = compile_source(SourceFile("<test card>", source), (lang,))
    assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
    return load_definition(generate_module(compiled.card, compiled.by_language, "<test card>"))


_BEAST = "クリーチャー — ビースト / Creature — Beast"


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("kick", [True, False])
def test_a_spell_does_more_if_kicked(lang: str, kick: bool) -> None:
    card = _card("試作呪文 / Test Spell", "インスタント / Instant", _SPELL[lang], lang)
    forest = set_card("isd", "Forest")
    s = Scenario()
    s.battlefield("Alice", forest, forest, forest)
    s.library("Alice", forest)
    s.hand("Alice", card)
    if kick:
        s.script("Alice", Kick())
    s.cast("Alice", "Test Spell")
    assert sum(p.tapped for p in s.game.battlefield.objects) == (3 if kick else 1)
    s.resolve()
    assert s.life("Alice") == 22
    assert s.in_hand("Alice") == (["Forest"] if kick else [])


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("kick", [True, False])
def test_when_it_enters_if_it_was_kicked(lang: str, kick: bool) -> None:
    card = _card("試作斥候 / Test Scout", _BEAST, _SCOUT[lang], lang, "pt: 2/2\n")
    forest = set_card("isd", "Forest")
    s = Scenario()
    s.battlefield("Alice", forest, forest, forest)
    s.library("Alice", forest)
    s.hand("Alice", card)
    if kick:
        s.script("Alice", Kick())
    s.cast("Alice", "Test Scout")
    s.resolve()
    assert s.in_hand("Alice") == (["Forest"] if kick else [])


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("kick", [True, False])
def test_if_it_was_kicked_it_enters_with_counters(lang: str, kick: bool) -> None:
    card = _card("試作大食漢 / Test Gorger", _BEAST, _GORGER[lang], lang, "pt: 4/4\n")
    forest = set_card("isd", "Forest")
    s = Scenario()
    s.battlefield("Alice", *[forest] * 5)
    s.hand("Alice", card)
    if kick:
        s.script("Alice", Kick())
    s.cast("Alice", "Test Gorger")
    s.resolve()
    assert s.pt("Test Gorger") == ((7, 7) if kick else (4, 4))


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_put_onto_the_battlefield_without_being_cast_it_was_not_kicked(lang: str) -> None:
    card = _card("試作大食漢 / Test Gorger", _BEAST, _GORGER[lang], lang, "pt: 4/4\n")
    s = Scenario()
    s.battlefield("Alice", card)
    assert s.pt("Test Gorger") == (4, 4)
