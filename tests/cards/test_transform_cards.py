"""Transforming double-faced cards of ISD and DKA (701.28, 712), through their real texts, in
each language: the werewolves' upkeep triggers on the spells cast last turn (603.4), an
activated "Transform ~", and a back face's abilities working once it is up."""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, May, Scenario, Step
from ofuda.runtime.engine import faces
from ofuda.runtime.engine.errors import RulesError
from support.compiled import card, set_card

LANGS = ("ja", "en")


def _upkeep_after(s: Scenario, spells: dict[str, int]) -> None:
    """End the turn after the given players cast that many spells (Joint Assault on the first
    creature there), then go to the next upkeep and resolve what triggers there."""
    for who, n in spells.items():
        for _ in range(n):
            s.hand(who, card("Joint Assault"))
            s.battlefield(who, card("Forest"))
            target = next(p for p in s.game.battlefield.objects if p.is_creature)
            s.cast(who, "Joint Assault", target)
            s.resolve()
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()


@pytest.mark.parametrize("lang", LANGS)
def test_gatstaf_shepherd_transforms_at_an_upkeep_after_a_turn_without_spells(lang: str) -> None:
    """ガツタフの羊飼い / Gatstaf Shepherd: "At the beginning of each upkeep, if no spells were
    cast last turn, transform Gatstaf Shepherd." — on the opponent's upkeep too ("each"); the
    back face, Gatstaf Howler, is a 3/3 with intimidate, the same permanent (701.28a)."""
    s = Scenario()
    shepherd = s.battlefield("Alice", set_card("isd", "Gatstaf Shepherd", lang))[0]
    shepherd.counters["+1/+1"] = 1
    _upkeep_after(s, {})
    howler = s.permanent("Gatstaf Howler")
    assert howler is shepherd  # the same object, with its counter (712.18)
    assert s.pt("Gatstaf Howler") == (4, 4)
    assert s.has_keyword("Gatstaf Howler", Keyword.INTIMIDATE)
    assert howler.mana_value == 2  # 712.8e: its front face's mana cost


@pytest.mark.parametrize("lang", LANGS)
def test_gatstaf_shepherd_stays_after_a_turn_with_a_spell(lang: str) -> None:
    """ガツタフの羊飼い / Gatstaf Shepherd: one spell cast last turn (by anyone) keeps it as it is."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Gatstaf Shepherd", lang))
    _upkeep_after(s, {"Alice": 1})
    assert "Gatstaf Shepherd" in s.on_battlefield("Alice")
    assert s.pt("Gatstaf Shepherd") == (2, 2)


@pytest.mark.parametrize("lang", LANGS)
def test_gatstaf_howler_transforms_back_after_a_player_cast_two_spells(lang: str) -> None:
    """ガツタフの咆哮者 / Gatstaf Howler: "if a player cast two or more spells last turn,
    transform Gatstaf Howler" — two spells by one player turn it back; one spell by each of
    two players does not."""
    s = Scenario()
    for who in ("Alice", "Bob"):
        s.library(who, *[card("Forest")] * 3)
    s.battlefield("Alice", set_card("isd", "Gatstaf Shepherd", lang))
    _upkeep_after(s, {})
    assert "Gatstaf Howler" in s.on_battlefield("Alice")
    s.advance_to(Step.PRECOMBAT_MAIN)
    _upkeep_after(s, {"Alice": 1, "Bob": 1})
    assert "Gatstaf Howler" in s.on_battlefield("Alice")
    s.advance_to(Step.PRECOMBAT_MAIN)
    _upkeep_after(s, {"Bob": 2})
    assert "Gatstaf Shepherd" in s.on_battlefield("Alice")
    assert s.pt("Gatstaf Shepherd") == (2, 2)


@pytest.mark.parametrize("lang", LANGS)
def test_chosen_of_markov_transforms_into_a_4_4_vampire(lang: str) -> None:
    """マルコフに選ばれし者 / Chosen of Markov: "{T}, Tap an untapped Vampire you control:
    Transform Chosen of Markov." — Markov's Servant, a 4/4 Vampire, stays tapped (its status
    is the permanent's, 701.28a)."""
    s = Scenario()
    s.battlefield("Alice", set_card("dka", "Chosen of Markov", lang), card("Blood Artist"))
    s.activate("Alice", "Chosen of Markov")
    s.resolve()
    servant = s.permanent("Markov's Servant")
    assert s.pt("Markov's Servant") == (4, 4)
    assert "Vampire" in servant.subtypes and "Human" not in servant.subtypes
    assert s.is_tapped("Markov's Servant")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("top", "reveal", "transforms"),
    [("Joint Assault", True, True), ("Forest", True, False), ("Joint Assault", False, False)],
)
def test_delver_of_secrets_transforms_when_it_reveals_an_instant_or_sorcery(
    top: str, reveal: bool, transforms: bool, lang: str
) -> None:
    """秘密を掘り下げる者 / Delver of Secrets: "look at the top card of your library. You may
    reveal that card. If an instant or sorcery card is revealed this way (「これによりインスタント・
    カードかソーサリー・カードが公開された場合」), transform Delver of Secrets." Ruling
    (2011-09-22): you may reveal the card even if it's not an instant or sorcery; revealed or
    not, it stays on top of your library."""
    s = Scenario()
    s.library("Alice", card(top), card("Forest"))
    s.library("Bob", card("Forest"))
    s.battlefield("Alice", set_card("isd", "Delver of Secrets", lang))
    s.script("Alice", May(reveal))
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: not Alice's upkeep
    s.resolve()
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    name = "Insectile Aberration" if transforms else "Delver of Secrets"
    assert name in s.on_battlefield("Alice")
    if transforms:
        assert s.pt(name) == (3, 2) and s.has_keyword(name, Keyword.FLYING)
    assert s.in_library("Alice")[0] == top


@pytest.mark.parametrize("lang", LANGS)
def test_wolfbitten_captive_pumps_only_once_each_turn(lang: str) -> None:
    """狼に噛まれた囚人 / Wolfbitten Captive: "{1}{G}: Wolfbitten Captive gets +2/+2 until end of
    turn. Activate this ability only once each turn." (602.5b) — a second activation in the
    same turn is not allowed; its back face, Krallenhorde Killer, has an ability of its own
    with the same limit ("{3}{G}: … gets +4/+4")."""
    s = Scenario()
    captive = s.battlefield("Alice", set_card("dka", "Wolfbitten Captive", lang))[0]
    s.battlefield("Alice", *[card("Forest")] * 8)
    s.activate("Alice", "Wolfbitten Captive")
    s.resolve()
    assert s.pt("Wolfbitten Captive") == (3, 3)
    with pytest.raises(RulesError):
        s.activate("Alice", "Wolfbitten Captive")
    faces.transform(s.game, captive)  # the back face's ability is another ability
    s.activate("Alice", "Krallenhorde Killer")
    s.resolve()
    assert s.pt("Krallenhorde Killer") == (8, 8)  # 2/2, +2/+2 (until end of turn), +4/+4
    with pytest.raises(RulesError):
        s.activate("Alice", "Krallenhorde Killer")


@pytest.mark.parametrize("lang", LANGS)
def test_loyal_cathar_returns_transformed_at_the_next_end_step(lang: str) -> None:
    """忠実な聖戦士 / Loyal Cathar: "When Loyal Cathar dies, return it to the battlefield
    transformed under your control at the beginning of the next end step." — it comes back as
    Unhallowed Cathar, a 2/1 Zombie that can't block (712.14: back face up), a new object."""
    s = Scenario()
    cathar = s.battlefield("Alice", set_card("dka", "Loyal Cathar", lang))[0]
    s.game.destroy_all([cathar])
    s.resolve()
    assert "Loyal Cathar" in s.in_graveyard("Alice")
    s.advance_to(Step.END)
    s.resolve()
    unhallowed = s.permanent("Unhallowed Cathar")
    assert unhallowed.back_up and unhallowed.controller.name == "Alice"
    assert s.pt("Unhallowed Cathar") == (2, 1)
    assert "Loyal Cathar" not in s.in_graveyard("Alice")


@pytest.mark.parametrize("lang", LANGS)
def test_immerwolf_keeps_non_human_werewolves_from_transforming(lang: str) -> None:
    """常なる狼 / Immerwolf: "Non-Human Werewolves you control can't transform." — Gatstaf
    Shepherd (a Human Werewolf) transforms at an upkeep after a turn without spells; once it is
    Gatstaf Howler (a Werewolf, not a Human) it stays so after a player cast two spells."""
    s = Scenario()
    for who in ("Alice", "Bob"):
        s.library(who, *[card("Forest")] * 3)
    s.battlefield("Alice", set_card("dka", "Immerwolf", lang), set_card("isd", "Gatstaf Shepherd"))
    _upkeep_after(s, {})
    assert "Gatstaf Howler" in s.on_battlefield("Alice")
    s.advance_to(Step.PRECOMBAT_MAIN)
    _upkeep_after(s, {"Bob": 2})
    assert "Gatstaf Howler" in s.on_battlefield("Alice")
    assert not faces.can_transform(s.permanent("Gatstaf Howler"))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("attacks", [False, True])
def test_homicidal_brute_transforms_back_unless_it_attacked(lang: str, attacks: bool) -> None:
    """人殺しの粗暴者 / Homicidal Brute: "At the beginning of your end step, if Homicidal Brute
    didn't attack this turn, tap Homicidal Brute, then transform it." — after a turn without
    attacking it is tapped and is Civilized Scholar again; after attacking it stays."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    scholar = s.battlefield("Alice", set_card("isd", "Civilized Scholar", lang))[0]
    faces.transform(s.game, scholar)
    assert s.pt("Homicidal Brute") == (5, 1)
    if attacks:
        s.attack("Homicidal Brute")
    s.advance_to(Step.END)
    s.resolve()
    if attacks:
        assert "Homicidal Brute" in s.on_battlefield("Alice")
    else:
        assert "Civilized Scholar" in s.on_battlefield("Alice")
        assert s.is_tapped("Civilized Scholar")
