"""Scenario tests of the library and graveyard families through real cards of ISD, DKA and
M19–M21, each card in each language alone (set_card(set, name, lang)): what the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Scenario
from support.compiled import card, set_card

LANGS = ("ja", "en")


# --- mill in the 2012 wording (701.13) -------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_ghoulcallers_bell_each_player_mills_one(lang: str) -> None:
    """グール呼びの鈴 / Ghoulcaller's Bell (ISD) — "Each player puts the top card of his or her
    library into his or her graveyard": each player their own top card, no more."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Ghoulcaller's Bell", lang))
    s.library("Alice", card("Island"), card("Swamp"))
    s.library("Bob", card("Forest"), card("Plains"))
    s.activate("Alice", "Ghoulcaller's Bell")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Island"]
    assert s.in_graveyard("Bob") == ["Forest"]
    assert s.in_library("Alice") == ["Swamp"] and s.in_library("Bob") == ["Plains"]


@pytest.mark.parametrize("lang", LANGS)
def test_chill_of_foreboding_each_player_mills_five(lang: str) -> None:
    """予言の寒気 / Chill of Foreboding (DKA) — "Each player puts the top five cards of his or
    her library into his or her graveyard."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 3)
    s.hand("Alice", set_card("dka", "Chill of Foreboding", lang))
    s.library("Alice", *[card("Swamp")] * 6)
    s.library("Bob", *[card("Forest")] * 5, card("Plains"))
    s.cast("Alice", "Chill of Foreboding")
    s.resolve()
    assert s.in_graveyard("Alice").count("Swamp") == 5 and s.in_library("Alice") == ["Swamp"]
    assert s.in_graveyard("Bob") == ["Forest"] * 5 and s.in_library("Bob") == ["Plains"]


@pytest.mark.parametrize("lang", LANGS)
def test_psychic_corrosion_each_opponent_mills_two_per_draw(lang: str) -> None:
    """心理腐食 / Psychic Corrosion (M19) — "Whenever you draw a card, each opponent puts the
    top two cards of their library into their graveyard" (「各対戦相手はそれぞれ自分の…」):
    the opponent mills, you do not."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Psychic Corrosion", lang), *[card("Island")] * 2)
    s.library("Alice", card("Island"), card("Swamp"), card("Swamp"))
    s.library("Bob", card("Forest"), card("Plains"), card("Mountain"))
    s.hand("Alice", set_card("isd", "Think Twice", "en"))
    s.cast("Alice", "Think Twice")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Forest", "Plains"] and s.in_library("Bob") == ["Mountain"]
    assert s.in_library("Alice") == ["Swamp", "Swamp"]


# --- the rest into your graveyard (400.3) -----------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_trackers_instincts_creature_to_hand_rest_to_graveyard(lang: str) -> None:
    """追跡者の本能 / Tracker's Instincts (DKA) — "Reveal the top four cards of your library. Put
    a creature card from among them into your hand and the rest into your graveyard.": the
    fifth card stays on top."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 2)
    s.hand("Alice", set_card("dka", "Tracker's Instincts", lang))
    s.library(
        "Alice",
        card("Island"),
        card("Thraben Valiant"),
        card("Swamp"),
        card("Plains"),
        card("Mountain"),
    )
    s.cast("Alice", "Tracker's Instincts")
    s.script("Alice", Choose(("Thraben Valiant",)))
    s.resolve()
    assert s.in_hand("Alice") == ["Thraben Valiant"]
    assert sorted(s.in_graveyard("Alice")) == ["Island", "Plains", "Swamp", "Tracker's Instincts"]
    assert s.in_library("Alice") == ["Mountain"]


def test_forbidden_alchemy_one_to_hand_the_rest_to_graveyard() -> None:
    """Forbidden Alchemy (ISD, English; its Japanese 「そのうち１枚を」 is not in ofuda's language
    yet) — "Look at the top four cards of your library. Put one of them into your hand and the
    rest into your graveyard."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 3)
    s.hand("Alice", set_card("isd", "Forbidden Alchemy", "en"))
    s.library(
        "Alice", card("Island"), card("Swamp"), card("Plains"), card("Forest"), card("Mountain")
    )
    s.cast("Alice", "Forbidden Alchemy")
    s.script("Alice", Choose(("Plains",)))
    s.resolve()
    assert s.in_hand("Alice") == ["Plains"]
    assert sorted(s.in_graveyard("Alice")) == ["Forbidden Alchemy", "Forest", "Island", "Swamp"]
    assert s.in_library("Alice") == ["Mountain"]


# --- cards at random from a graveyard -------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_ghoulraiser_returns_a_zombie_card_of_yours_at_random(lang: str) -> None:
    """グール起こし / Ghoulraiser (ISD) — "return a Zombie card at random from your graveyard to
    your hand": only a Zombie card, only from your own graveyard (Bob's Zombie stays)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 3)
    s.hand("Alice", set_card("isd", "Ghoulraiser", lang))
    s.graveyard("Alice", card("Thraben Valiant"), card("Butcher Ghoul"), card("Island"))
    s.graveyard("Bob", set_card("isd", "Diregraf Ghoul", "en"))
    s.cast("Alice", "Ghoulraiser")
    s.resolve()
    assert s.in_hand("Alice") == ["Butcher Ghoul"]
    assert sorted(s.in_graveyard("Alice")) == ["Island", "Thraben Valiant"]
    assert s.in_graveyard("Bob") == ["Diregraf Ghoul"]


@pytest.mark.parametrize("lang", LANGS)
def test_make_a_wish_returns_two_of_three_cards_at_random(lang: str) -> None:
    """願い事 / Make a Wish (ISD) — "Return two cards at random from your graveyard to your
    hand": two of the three, no player choosing (no script is asked)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 4)
    s.hand("Alice", set_card("isd", "Make a Wish", lang))
    s.graveyard("Alice", card("Thraben Valiant"), card("Island"), card("Swamp"))
    s.cast("Alice", "Make a Wish")
    s.resolve()
    returned = s.in_hand("Alice")
    assert len(returned) == 2
    left = [c for c in s.in_graveyard("Alice") if c != "Make a Wish"]
    assert sorted(returned + left) == ["Island", "Swamp", "Thraben Valiant"]


@pytest.mark.parametrize("lang", LANGS)
def test_make_a_wish_with_one_card_returns_it(lang: str) -> None:
    """Make a Wish with a single card in the graveyard returns that card (no more to choose)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 4)
    s.hand("Alice", set_card("isd", "Make a Wish", lang))
    s.graveyard("Alice", card("Island"))
    s.cast("Alice", "Make a Wish")
    s.resolve()
    assert s.in_hand("Alice") == ["Island"]
    assert s.in_graveyard("Alice") == ["Make a Wish"]


# --- "named <this card's name>" (201.2) -------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_undead_servant_a_token_for_each_card_of_its_name(lang: str) -> None:
    """アンデッドの召使い / Undead Servant (M20) — "create a 2/2 black Zombie creature token for
    each card named Undead Servant in your graveyard": two in the graveyard, two tokens (other
    Zombie cards and Bob's graveyard do not count)."""
    servant = set_card("m20", "Undead Servant", lang)
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 4)
    s.hand("Alice", servant)
    s.graveyard("Alice", servant, servant, card("Butcher Ghoul"))
    s.graveyard("Bob", servant)
    s.cast("Alice", "Undead Servant")
    s.resolve()
    zombies = [n for n in s.on_battlefield("Alice") if n != "Swamp"]
    assert sorted(zombies) == ["Undead Servant", "Zombie Token", "Zombie Token"]


@pytest.mark.parametrize("lang", LANGS)
def test_pack_mastiff_pumps_only_creatures_of_its_name(lang: str) -> None:
    """群れる猛犬 / Pack Mastiff (M20) — "Each creature you control named Pack Mastiff gets
    +1/+0 until end of turn": both Mastiffs, not another creature."""
    mastiff = set_card("m20", "Pack Mastiff", lang)
    s = Scenario()
    s.battlefield("Alice", mastiff, mastiff, card("Thraben Valiant"), *[card("Mountain")] * 2)
    s.activate("Alice", "Pack Mastiff")
    s.resolve()
    mastiffs = [p for p in s.game.battlefield.objects if p.name == "Pack Mastiff"]
    assert [(p.power, p.toughness) for p in mastiffs] == [(3, 2), (3, 2)]
    assert s.pt("Thraben Valiant") == (2, 1)
