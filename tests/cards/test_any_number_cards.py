""" "any number of" / 「望む数の」 「望む枚数の」 on the corpus's cards, each language alone: the
player chooses how many (none, some, or all) of the legal targets (115.1d) or of the matching
cards a search finds (701.19b)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sarkhan_dragonsoul_puts_every_dragon_found_onto_the_battlefield(lang: str) -> None:
    """龍魂、サルカン / Sarkhan, Dragonsoul (M19): 「-9：あなたのライブラリーから望む数のドラゴン・
    クリーチャー・カードを探して戦場に出す。」 / "−9: Search your library for any number of Dragon
    creature cards, put them onto the battlefield, then shuffle your library." — both Dragons
    chosen enter; the other cards stay in the library."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Sarkhan, Dragonsoul", lang))
    s.counters("Sarkhan, Dragonsoul", "loyalty", 9 - 5)
    s.library("Alice", card("Archwing Dragon"), card("Island"), set_card("m19", "Volcanic Dragon"))
    s.script("Alice", Choose(("Archwing Dragon", "Volcanic Dragon")))
    s.activate("Alice", "Sarkhan, Dragonsoul", index=2)
    s.resolve()
    assert {"Archwing Dragon", "Volcanic Dragon"} <= set(s.on_battlefield("Alice"))
    assert s.in_library("Alice") == ["Island"]
    assert "shuffles their library" in s.log_text()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sarkhan_dragonsoul_may_find_no_dragon(lang: str) -> None:
    """Sarkhan, Dragonsoul's −9 with no Dragon chosen (701.19b: a search for cards of a kind may
    find none): nothing enters, and the library is shuffled."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Sarkhan, Dragonsoul", lang))
    s.counters("Sarkhan, Dragonsoul", "loyalty", 9 - 5)
    s.library("Alice", card("Archwing Dragon"), card("Island"))
    s.script("Alice", Choose(()))
    s.activate("Alice", "Sarkhan, Dragonsoul", index=2)
    s.resolve()
    assert sorted(s.in_library("Alice")) == ["Archwing Dragon", "Island"]
    assert "Archwing Dragon" not in s.on_battlefield("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_gravepurge_puts_the_chosen_creature_cards_on_top_of_the_library(lang: str) -> None:
    """墓所粛正 / Gravepurge (DKA): 「望む枚数のあなたの墓地にあるクリーチャー・カードを対象とし、
    それらをあなたのライブラリーの一番上に置く。」 / "Put any number of target creature cards from
    your graveyard on top of your library. Draw a card." — three targets of the graveyard's
    creature cards go on top (the land card stays), and one of them is drawn."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 3)
    creatures = ["Moorland Inquisitor", "Thraben Valiant", "Walking Corpse"]
    s.graveyard(
        "Alice",
        card("Thraben Valiant"),
        set_card("m19", "Walking Corpse"),
        card("Island"),
        card("Moorland Inquisitor"),
    )
    s.library("Alice", card("Plains"))
    s.hand("Alice", set_card("dka", "Gravepurge", lang))
    s.cast("Alice", "Gravepurge", "Thraben Valiant", "Walking Corpse", "Moorland Inquisitor")
    s.resolve()
    assert sorted(s.in_graveyard("Alice")) == ["Gravepurge", "Island"]
    library, hand = s.in_library("Alice"), s.in_hand("Alice")
    assert len(hand) == 1 and library[-1] == "Plains"
    assert sorted(library[:2] + hand) == creatures
