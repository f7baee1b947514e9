"""Two readings the renderer lacked, so that a compiled card could not be shown in the other
language: a choice made by another player than you ("that player exiles two cards from their
graveyard" / 「そのプレイヤーは自分の墓地にあるカードを２枚追放する」: the player chooses among
their own cards, 608.2d), and several cards chosen from a group looked at ("Put two of them into
your hand" / 「そのうち２枚をあなたの手札に加え」, 401). Each text compiles in both languages to one
IR and renders back to it; scenarios play the real cards."""

from __future__ import annotations

from ofuda.runtime import Choose, Scenario, Step
from support.compiled import set_card
from support.texts import bilingual_card


def test_another_players_choice_among_their_own_cards() -> None:
    bilingual_card(
        "エンチャント（プレイヤー）\n"
        "エンチャントされているプレイヤーのアップキープの開始時に、そのプレイヤーは自分の墓地にある"
        "カードを２枚追放する。",
        "Enchant player\n"
        "At the beginning of enchanted player's upkeep, that player exiles two cards from their "
        "graveyard.",
        "エンチャント — オーラ・呪い / Enchantment — Aura Curse",
    )


def test_several_cards_from_among_those_looked_at() -> None:
    bilingual_card(
        "あなたのライブラリーの一番上からカードを７枚見る。そのうち２枚をあなたの手札に加え、残りを"
        "あなたのライブラリーの一番下に無作為の順番で置く。",
        "Look at the top seven cards of your library. Put two of them into your hand and the rest "
        "on the bottom of your library in a random order.",
        "ソーサリー / Sorcery",
    )


def test_drawn_from_dreams_puts_two_of_seven_into_your_hand() -> None:
    """Drawn from Dreams (M20), played in English: two of the top seven cards to hand, the other
    five to the bottom of the library."""
    dreams = set_card("m20", "Drawn from Dreams", "en")
    island = set_card("m19", "Island")
    corpse, dreadmaw = set_card("m19", "Walking Corpse"), set_card("m19", "Colossal Dreadmaw")
    s = Scenario()
    s.battlefield("Alice", *[island] * 4)
    s.library("Alice", dreadmaw, *[corpse] * 6, *[island] * 3)
    s.hand("Alice", dreams)
    s.script("Alice", Choose(("Colossal Dreadmaw", "Walking Corpse")))
    s.cast("Alice", "Drawn from Dreams")
    s.resolve()
    assert sorted(s.in_hand("Alice")) == ["Colossal Dreadmaw", "Walking Corpse"]
    assert len(s.in_library("Alice")) == 8
    assert s.in_library("Alice")[:3] == ["Island"] * 3  # the three cards never looked at


def test_curse_of_oblivion_makes_the_cursed_player_exile_two_cards() -> None:
    """Curse of Oblivion (ISD), played in Japanese: at the enchanted player's upkeep, that player
    exiles two cards of their own graveyard (not of yours)."""
    curse = set_card("isd", "Curse of Oblivion", "ja")
    swamp = set_card("isd", "Swamp")
    corpse, dreadmaw = set_card("m19", "Walking Corpse"), set_card("m19", "Colossal Dreadmaw")
    s = Scenario()
    s.battlefield("Alice", swamp, swamp, swamp, swamp)
    s.library("Alice", *[swamp] * 3)
    s.library("Bob", *[swamp] * 3)
    s.graveyard("Bob", corpse, dreadmaw, swamp)
    s.graveyard("Alice", corpse)
    s.hand("Alice", curse)
    s.cast("Alice", "Curse of Oblivion", s.player("Bob"))
    s.resolve()
    s.script("Bob", Choose(("Walking Corpse", "Colossal Dreadmaw")))  # Bob chooses (608.2d)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    s.resolve()
    assert s.in_graveyard("Bob") == ["Swamp"]
    assert sorted(s.in_exile()) == ["Colossal Dreadmaw", "Walking Corpse"]
    assert s.in_graveyard("Alice") == ["Walking Corpse"]
