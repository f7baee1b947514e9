"""What an object becomes, by the types named, on real cards in each language: 謎変化 /
Riddleform (M21: "become a 3/3 Sphinx creature with flying in addition to its other types" /
「これの他のタイプに加えて飛行を持つ３/３のスフィンクス・クリーチャーになる」 — still an enchantment,
205.1b) and 熊のチャンピオン / Ursine Champion (M19: "gets +3/+3 and becomes a Bear Berserker" /
「＋３/＋３の修整を受けるとともに熊・狂戦士になる」 — a Bear Berserker, no longer a Human, 205.1a)."""

from __future__ import annotations

import pytest
from ofuda.runtime import May, Scenario, Step
from ofuda.runtime.definitions import CardType, Keyword
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_riddleform_becomes_a_sphinx_and_stays_an_enchantment(lang: str) -> None:
    """Casting Bladed Bracers (a noncreature spell): Riddleform may become a 3/3 flying Sphinx
    enchantment creature until end of turn."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Riddleform", lang), card("Plains"))
    s.hand("Alice", card("Bladed Bracers"))
    s.cast("Alice", "Bladed Bracers")
    s.script("Alice", May(True))
    s.resolve()
    riddleform = s.permanent("Riddleform")
    assert riddleform.card_types == frozenset({CardType.ENCHANTMENT, CardType.CREATURE})
    assert riddleform.subtypes == frozenset({"Sphinx"})
    assert s.pt("Riddleform") == (3, 3)
    assert s.has_keyword("Riddleform", Keyword.FLYING)
    s.advance_to(Step.CLEANUP)
    assert s.permanent("Riddleform").card_types == frozenset({CardType.ENCHANTMENT})


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ursine_champion_becomes_a_bear_berserker(lang: str) -> None:
    """{5}{G}: a 5/5 Bear Berserker (its creature types replaced: no longer a Human) until end
    of turn, then a 2/2 Human Berserker again."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Ursine Champion", lang), *[card("Forest")] * 6)
    s.activate("Alice", "Ursine Champion")
    s.resolve()
    champion = s.permanent("Ursine Champion")
    assert champion.subtypes == frozenset({"Bear", "Berserker"})
    assert champion.card_types == frozenset({CardType.CREATURE})
    assert s.pt("Ursine Champion") == (5, 5)
    s.advance_to(Step.CLEANUP)
    assert s.permanent("Ursine Champion").subtypes == frozenset({"Human", "Berserker"})
    assert s.pt("Ursine Champion") == (2, 2)
