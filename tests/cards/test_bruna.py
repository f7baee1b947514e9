"""Scenario tests of 雪花石を率いる者、ブルーナ / Bruna, Light of Alabaster: "Whenever Bruna
attacks or blocks, you may attach to it any number of Auras on the battlefield and you may put
onto the battlefield attached to it any number of Aura cards that could enchant it from your
graveyard and/or hand" (701.3, 303.4f, 303.4a). The cards come from cards_src/avr through the
compiler (see compiled.py).
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, May, Scenario, Step
from ofuda.runtime.engine.errors import ScriptError
from support.compiled import card


def bruna_scenario() -> Scenario:
    """Alice controls Bruna, a Thraben Valiant wearing Lightning Prowess and a Plains wearing
    Abundant Growth (Enchant land); Guise of Fire is in her hand, Ghostly Touch in her
    graveyard. Bob has Nettle Swine."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Bruna, Light of Alabaster"), card("Thraben Valiant"),
                  card("Plains"), card("Lightning Prowess"), card("Abundant Growth"))
    s.attach("Lightning Prowess", "Thraben Valiant")
    s.attach("Abundant Growth", "Plains")
    s.hand("Alice", card("Guise of Fire"))
    s.graveyard("Alice", card("Ghostly Touch"))
    s.battlefield("Bob", card("Nettle Swine"))
    return s


def host_of(s: Scenario, name: str) -> str | None:
    """The name of what the permanent ``name`` is attached to."""
    host = s.permanent(name).attached_to
    return None if host is None else host.name


def test_bruna_attacks_and_takes_an_aura_from_another_creature() -> None:
    """雪花石を率いる者、ブルーナ / Bruna, Light of Alabaster — 「戦場に出ているオーラを望む数選び、
    それらをこれにつけてもよい」: Alice moves Lightning Prowess from her Valiant to Bruna and
    declines the second "you may" (her hand and graveyard keep their Auras)."""
    s = bruna_scenario()
    s.script("Alice", May(True), Choose(("Lightning Prowess",)), May(False))
    s.attack("Bruna, Light of Alabaster")
    s.resolve()
    assert host_of(s, "Lightning Prowess") == "Bruna, Light of Alabaster"
    assert host_of(s, "Abundant Growth") == "Plains"
    alice = s.player("Alice")
    assert [c.name for c in alice.hand.objects] == ["Guise of Fire"]
    assert [c.name for c in alice.graveyard.objects] == ["Ghostly Touch"]


def test_bruna_declining_both_changes_nothing() -> None:
    """Bruna, Light of Alabaster: declining both "you may"s leaves every Aura where it was."""
    s = bruna_scenario()
    s.script("Alice", May(False), May(False))
    s.attack("Bruna, Light of Alabaster")
    s.resolve()
    assert host_of(s, "Lightning Prowess") == "Thraben Valiant"
    assert s.permanent("Bruna, Light of Alabaster").attachments == []


def test_bruna_puts_aura_cards_from_hand_and_graveyard_onto_it() -> None:
    """雪花石を率いる者、ブルーナ / Bruna, Light of Alabaster — 「あなたの墓地や手札からこれに
    エンチャントできるオーラ・カードを望む数選び、それらをこれにつけた状態で戦場に出してもよい」:
    Guise of Fire from her hand and Ghostly Touch from her graveyard enter attached to Bruna
    (Guise of Fire: +1/-1), and the Valiant keeps Lightning Prowess (first "may" declined)."""
    s = bruna_scenario()
    s.script("Alice", May(False), May(True), Choose(("Guise of Fire", "Ghostly Touch")))
    s.attack("Bruna, Light of Alabaster")
    s.resolve()
    assert host_of(s, "Guise of Fire") == "Bruna, Light of Alabaster"
    assert host_of(s, "Ghostly Touch") == "Bruna, Light of Alabaster"
    assert s.pt("Bruna, Light of Alabaster") == (6, 4)
    assert host_of(s, "Lightning Prowess") == "Thraben Valiant"
    alice = s.player("Alice")
    assert list(alice.hand.objects) == [] and list(alice.graveyard.objects) == []


def test_bruna_blocks_and_gets_an_aura_from_hand() -> None:
    """Bruna, Light of Alabaster also triggers when it blocks: Bob attacks with Nettle Swine,
    Bruna blocks, and Alice puts Guise of Fire onto the battlefield attached to it."""
    s = Scenario(active="Bob", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Bruna, Light of Alabaster"))
    s.hand("Alice", card("Guise of Fire"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.attack("Nettle Swine")
    s.script("Alice", May(False), May(True), Choose(("Guise of Fire",)))
    s.block(("Bruna, Light of Alabaster", "Nettle Swine"))
    s.resolve()
    assert host_of(s, "Guise of Fire") == "Bruna, Light of Alabaster"


def test_bruna_cant_take_an_aura_that_couldnt_enchant_it() -> None:
    """Bruna, Light of Alabaster: Abundant Growth (Enchant land) is no choice — naming it is
    refused (303.4a), and it stays on the Plains."""
    s = bruna_scenario()
    s.script("Alice", May(True), Choose(("Abundant Growth",)))
    with pytest.raises(ScriptError):
        s.attack("Bruna, Light of Alabaster")
        s.resolve()
    assert host_of(s, "Abundant Growth") == "Plains"
