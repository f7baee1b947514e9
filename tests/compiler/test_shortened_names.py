"""201.4c: a legendary card's text may call it by a shortened name ("Sacrifice Lena:" on
Lena, Selfless Champion; 「レナ」 of 「無私の勇者、レナ」), and that name means the card itself.

Only a legendary card's shortened name is read so, only as a whole word, and a known card whose
name begins with it keeps its own name ("Ajani's Pridemate" on Ajani, Strength of the Pride).
"""

from __future__ import annotations

import pytest
from ofuda.compiler.card_names import self_names
from ofuda.compiler.source.normalize import normalize
from ofuda.compiler.source.text import MappedText
from ofuda.runtime import Scenario
from support.compiled import card, set_card


def _read(text: str, names: tuple[str, ...], legendary: bool = True) -> str:
    """``text`` as the grammars read it on a card named ``names``."""
    return normalize(MappedText.identity(text), self_names(names, legendary)).text


def test_the_part_before_the_comma_is_the_card() -> None:
    names = ("無私の勇者、レナ", "Lena, Selfless Champion")
    assert (
        _read("Sacrifice Lena: Creatures you control with power less than Lena's power gain", names)
        == "Sacrifice CARDNAME: Creatures you control with power less than CARDNAME's power gain"
    )
    assert _read("Lena, Selfless Champion enters the battlefield", names) == (
        "CARDNAME enters the battlefield"
    )


def test_the_japanese_shortened_name_is_the_part_after_the_comma() -> None:
    names = ("無私の勇者、レナ", "Lena, Selfless Champion")
    assert _read("レナを生け贄に捧げる", names) == "CARDNAMEを生け贄に捧げる"
    # katakana next to it makes another word, not the card's name
    assert _read("アレナを生け贄に捧げる", names) == "アレナを生け贄に捧げる"


def test_only_a_whole_word_is_the_card() -> None:
    names = ("Mikaeus, the Lunarch",)
    assert _read("Mikaeusian", names) == "Mikaeusian"
    assert _read("counter on Mikaeus.", names) == "counter on CARDNAME."


def test_another_cards_name_that_begins_with_it_stays_that_card() -> None:
    names = ("群れの力、アジャニ", "Ajani, Strength of the Pride")
    read = _read("token named Ajani's Pridemate with \"counter on Ajani's Pridemate.\"", names)
    assert "CARDNAME" not in read
    assert (
        _read("「アジャニの群れ仲間」という名前で", names) == "「アジャニの群れ仲間」という名前で"
    )


def test_a_card_that_is_not_legendary_has_no_shortened_name() -> None:
    names = ("Lena, Selfless Champion",)
    assert _read("Sacrifice Lena:", names, legendary=False) == "Sacrifice Lena:"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_mikaeus_puts_a_counter_on_itself(lang: str) -> None:
    """月皇ミケウス / Mikaeus, the Lunarch: "{T}: Put a +1/+1 counter on Mikaeus." — the counter
    goes on Mikaeus (201.4c), and "{T}, Remove a +1/+1 counter from Mikaeus: Put a +1/+1 counter
    on each other creature you control." removes it from Mikaeus."""
    s = Scenario()
    for who in ("Alice", "Bob"):
        s.library(who, *[card("Plains")] * 3)
    mikaeus, bear = s.battlefield(
        "Alice", set_card("isd", "Mikaeus, the Lunarch", lang), card("Moorland Inquisitor")
    )
    s.counters(mikaeus, "+1/+1", 1)  # as if it entered with X = 1: a 0/0 would die (704.5f)
    s.activate("Alice", mikaeus)
    s.resolve()
    assert mikaeus.counters.get("+1/+1", 0) == 2
    mikaeus.tapped = False
    s.activate("Alice", mikaeus, index=1)
    s.resolve()
    assert mikaeus.counters.get("+1/+1", 0) == 1
    assert s.pt("Moorland Inquisitor") == (3, 3)
    assert bear.counters.get("+1/+1", 0) == 1
