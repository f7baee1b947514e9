"""Scenario tests of an ability any player may activate (602.2), with a non-AVR card written
as text: 掘削 / Excavation, "{1}, Sacrifice a land: Draw a card. Any player may activate this
ability." """

from __future__ import annotations

from ofuda.runtime import ActivateAbility, Choose, Scenario
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import card, card_from_text
from support.extra_cards import EXCAVATION_TEXT

EXCAVATION = card_from_text(EXCAVATION_TEXT)


def _game() -> Scenario:
    s = Scenario(active="Alice")
    s.battlefield("Alice", EXCAVATION, card("Island"))
    s.battlefield("Bob", card("Mountain"), card("Forest"))
    s.library("Alice", card("Thraben Valiant"))
    s.library("Bob", card("Nettle Swine"))
    return s


def test_excavation_an_opponent_activates_it_pays_and_draws() -> None:
    """掘削 / Excavation: Bob activates Alice's Excavation: he pays {1} with his own land and
    sacrifices his own land (costs are paid by the activating player, 602.2b), he controls
    the ability, and he draws — Alice draws nothing and keeps her Island."""
    s = _game()
    s.script("Bob", Choose(("Forest",)))
    s.activate("Bob", s.permanent("Excavation", "Alice"))
    s.resolve()
    assert s.in_hand("Bob") == ["Nettle Swine"]
    assert s.in_hand("Alice") == []
    assert s.in_graveyard("Bob") == ["Forest"]
    assert s.is_tapped("Mountain")
    assert s.on_battlefield("Alice") == ["Excavation", "Island"]


def test_excavation_is_offered_to_every_player_who_could_pay() -> None:
    """掘削 / Excavation: the ability is among the legal actions of both players; a player
    with no land to sacrifice can't activate it (118.3)."""
    s = _game()
    excavation = s.permanent("Excavation", "Alice")

    def offered(who: str) -> bool:
        return any(
            isinstance(a, ActivateAbility) and a.source is excavation
            for a in legal_actions(s.game, s.player(who))
        )

    assert offered("Alice") and offered("Bob")
    t = Scenario(active="Alice")
    t.battlefield("Alice", EXCAVATION, card("Island"))
    assert not any(
        isinstance(a, ActivateAbility) for a in legal_actions(t.game, t.player("Bob"))
    )
