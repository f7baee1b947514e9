"""Where a spell was cast from (601.2a) and a player's nth spell of the turn (601.2i) on real
cards, each language alone: 燃え立つ復讐 / Burning Vengeance (isd), 死者の秘密 / Secrets of the
Dead (dka), 高まる残虐性 / Increasing Savagery (dka), 幽体のこそ泥 / Ghostly Pilferer (m21), 複視 /
Double Vision (m21) — with ISD's flashback spells cast from the graveyard."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Targets
from support.compiled import set_card
from support.kit import creature

LANGS = ["ja", "en"]


def _lands(set_code: str, name: str, n: int) -> list[object]:
    return [set_card(set_code, name)] * n


@pytest.mark.parametrize("lang", LANGS)
def test_burning_vengeance_deals_2_damage_when_a_spell_is_cast_from_the_graveyard(lang: str) -> None:
    """燃え立つ復讐 / Burning Vengeance: "Whenever you cast a spell from your graveyard, Burning
    Vengeance deals 2 damage to target creature or player." Geistflame cast by flashback triggers
    it (Bob: 2 + 1); cast from the hand it doesn't."""
    vengeance = set_card("isd", "Burning Vengeance", lang)
    geistflame = set_card("isd", "Geistflame", lang)
    s = Scenario()
    s.battlefield("Alice", vengeance, *_lands("isd", "Mountain", 5))
    s.graveyard("Alice", geistflame)
    s.hand("Alice", geistflame)
    s.script("Alice", Targets(("Bob",)))
    s.cast("Alice", "Geistflame", "Bob")  # from the hand first (the scenario takes the hand's)
    s.resolve()
    assert s.life("Bob") == 19
    s.cast("Alice", "Geistflame", "Bob")  # now from the graveyard, by flashback {3}{R}
    s.resolve()
    assert s.life("Bob") == 16


@pytest.mark.parametrize("lang", LANGS)
def test_secrets_of_the_dead_draws_for_a_spell_cast_from_the_graveyard(lang: str) -> None:
    """死者の秘密 / Secrets of the Dead: "Whenever you cast a spell from your graveyard, draw a
    card." Think Twice by flashback draws two cards in all; from the hand one."""
    secrets = set_card("dka", "Secrets of the Dead", lang)
    think = set_card("isd", "Think Twice", lang)
    island = set_card("isd", "Island")
    s = Scenario()
    s.battlefield("Alice", secrets, *[island] * 5)
    s.library("Alice", *[island] * 5)
    s.hand("Alice", think)
    s.cast("Alice", "Think Twice")
    s.resolve()
    assert len(s.in_hand("Alice")) == 1
    s.cast("Alice", "Think Twice")  # flashback {2}{U}
    s.resolve()
    assert len(s.in_hand("Alice")) == 3


@pytest.mark.parametrize("lang", LANGS)
def test_ghostly_pilferer_draws_when_an_opponent_casts_from_anywhere_but_their_hand(lang: str) -> None:
    """幽体のこそ泥 / Ghostly Pilferer: "Whenever an opponent casts a spell from anywhere other
    than their hand, draw a card." Bob's Think Twice from his graveyard gives Alice a card; from
    his hand, none."""
    pilferer = set_card("m21", "Ghostly Pilferer", lang)
    think = set_card("isd", "Think Twice", lang)
    island = set_card("isd", "Island")
    s = Scenario()
    s.battlefield("Alice", pilferer)
    s.library("Alice", *[island] * 3)
    s.battlefield("Bob", *[island] * 5)
    s.library("Bob", *[island] * 3)
    s.hand("Bob", think)
    s.cast("Bob", "Think Twice")
    s.resolve()
    assert s.in_hand("Alice") == []
    s.cast("Bob", "Think Twice")  # flashback
    s.resolve()
    assert len(s.in_hand("Alice")) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_double_vision_copies_only_the_first_instant_or_sorcery_each_turn(lang: str) -> None:
    """複視 / Double Vision: "Whenever you cast your first instant or sorcery spell each turn,
    copy that spell." The first Geistflame is copied (Bob: 1 + 1); the second isn't. Ruling
    (2020-06-23): it doesn't trigger for a later one even if the first was cast before."""
    vision = set_card("m21", "Double Vision", lang)
    geistflame = set_card("isd", "Geistflame", lang)
    s = Scenario()
    s.battlefield("Alice", vision, *_lands("isd", "Mountain", 2))
    s.hand("Alice", geistflame, geistflame)
    s.cast("Alice", "Geistflame", "Bob")
    s.script("Alice", Targets(("Bob",)))  # the copy's target (707.10c: may choose new ones)
    s.resolve()
    assert s.life("Bob") == 18
    s.cast("Alice", "Geistflame", "Bob")
    s.resolve()
    assert s.life("Bob") == 17


@pytest.mark.parametrize("lang", LANGS)
def test_increasing_savagery_puts_ten_counters_when_cast_from_the_graveyard(lang: str) -> None:
    """高まる残虐性 / Increasing Savagery: "Put five +1/+1 counters on target creature. If
    Increasing Savagery was cast from a graveyard, put ten +1/+1 counters on that creature
    instead." (The Japanese says 「あなたの墓地から」: the same here, Alice's own card.)"""
    savagery = set_card("dka", "Increasing Savagery", lang)
    forest = set_card("isd", "Forest")
    bear = creature("Bear", "{G}", 2, 2)
    s = Scenario()
    s.battlefield("Alice", bear, *[forest] * 7)
    s.hand("Alice", savagery)
    s.cast("Alice", "Increasing Savagery", "Bear")
    s.resolve()
    assert s.pt("Bear") == (7, 7)
    s.battlefield("Alice", *[forest] * 7)
    s.cast("Alice", "Increasing Savagery", "Bear")  # flashback {5}{G}{G}
    s.resolve()
    assert s.pt("Bear") == (17, 17)


@pytest.mark.parametrize("lang", LANGS)
def test_stormwing_entity_costs_less_after_an_instant_or_sorcery_this_turn(lang: str) -> None:
    """嵐翼の精体 / Stormwing Entity (m21): "This spell costs {2}{U} less to cast if you've cast
    an instant or sorcery spell this turn." {3}{U}{U} (five Islands) before; {1}{U} after Think
    Twice (two of the three Islands left)."""
    from ofuda.runtime.engine.casting.actions import CastSpell
    from ofuda.runtime.engine.casting.spells import legal_actions

    entity = set_card("m21", "Stormwing Entity", lang)
    think = set_card("isd", "Think Twice", lang)
    island = set_card("isd", "Island")
    s = Scenario()
    s.battlefield("Alice", *[island] * 5)
    s.library("Alice", *[island] * 3)
    s.hand("Alice", entity, think)
    castable = [a for a in legal_actions(s.game, s.player("Alice")) if isinstance(a, CastSpell)]
    assert any(a.card.name == "Stormwing Entity" for a in castable)  # five Islands: full cost
    s.cast("Alice", "Think Twice")  # {1}{U}: three Islands left
    s.resolve()
    s.cast("Alice", "Stormwing Entity")  # {1}{U}
    assert sum(bool(p.tapped) for p in s.game.battlefield.objects) == 4
