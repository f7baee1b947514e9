""" "One or more" triggers (603.2c) through real cards, each compiled from its Japanese text alone
and its English text alone: Angelic Guardian / 天使の守護者 (m20), Woodland Champion / 森林の勇者
(m20), Desecrated Tomb / 冒涜された墓所 (m19) and Feline Sovereign / 猫の君主 (m21). Each triggers
once for all the objects of one event, however many."""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, Scenario, Step
from ofuda.runtime.engine.replacement.replacements import ZoneEvent
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_angelic_guardian_makes_the_attackers_indestructible(lang: str) -> None:
    """Angelic Guardian: "Whenever one or more creatures you control attack, they gain
    indestructible until end of turn." Two creatures attack: one trigger, and both attackers —
    not the Guardian, which stayed home — are indestructible."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield(
        "Alice",
        set_card("m20", "Angelic Guardian", lang),
        card("Thraben Valiant"),
        card("Moorland Inquisitor"),
    )
    s.attack("Thraben Valiant", "Moorland Inquisitor")
    s.check_state()
    assert len(s.on_stack()) == 1  # 603.2c: one trigger for both attackers
    s.resolve()
    assert s.has_keyword("Thraben Valiant", Keyword.INDESTRUCTIBLE)
    assert s.has_keyword("Moorland Inquisitor", Keyword.INDESTRUCTIBLE)
    assert not s.has_keyword("Angelic Guardian", Keyword.INDESTRUCTIBLE)


@pytest.mark.parametrize("lang", LANGS)
def test_woodland_champion_gets_a_counter_for_each_token(lang: str) -> None:
    """Woodland Champion: "Whenever one or more tokens enter the battlefield under your control,
    put that many +1/+1 counters on Woodland Champion." Two tokens at once: one trigger, two
    counters, even if a token has left before it resolves (the Gatherer ruling); Bob's tokens
    add none."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Woodland Champion", lang))
    alice, bob = s.player("Alice"), s.player("Bob")
    tokens = s.game.create_token(card("Thraben Valiant"), alice, 2)
    s.check_state()
    assert len(s.on_stack()) == 1  # 603.2c: one trigger for both tokens
    s.game.sacrifice(tokens[0])
    s.resolve()
    assert s.pt("Woodland Champion") == (4, 4)
    s.game.create_token(card("Thraben Valiant"), bob, 3)
    s.resolve()
    assert s.pt("Woodland Champion") == (4, 4)


@pytest.mark.parametrize("lang", LANGS)
def test_desecrated_tomb_makes_one_bat_per_event(lang: str) -> None:
    """Desecrated Tomb: "Whenever one or more creature cards leave your graveyard, create a 1/1
    black Bat creature token with flying." Two creature cards exiled at once: one Bat (the
    Gatherer ruling: no matter how many cards left); one more alone: a second Bat; a land card
    leaving: none."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Desecrated Tomb", lang))
    valiant, inquisitor, plains, kindler = s.graveyard(
        "Alice",
        card("Thraben Valiant"),
        card("Moorland Inquisitor"),
        card("Plains"),
        card("Kruin Striker"),
    )
    s.game.move_all(
        [ZoneEvent(valiant, "exile", "effect"), ZoneEvent(inquisitor, "exile", "effect")]
    )
    s.resolve()
    assert s.on_battlefield("Alice").count("Bat Token") == 1
    s.game.move(plains, "exile")
    s.resolve()
    assert s.on_battlefield("Alice").count("Bat Token") == 1
    s.game.move(kindler, "hand")
    s.resolve()
    assert s.on_battlefield("Alice").count("Bat Token") == 2
