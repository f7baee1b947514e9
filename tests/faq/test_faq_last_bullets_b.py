"""AVR FAQ bullets that had no test of their own yet (issue 7): P91(1) Pillar of Flame with a
redirection effect (614.9), P101(4) Sigarda, Host of Herons with an ability any player may
activate (602.2).

Each test is named ``test_faq_<ID>_<bullet>_…`` and quotes its bullet (seed 003, digest §2.5).
The cards the notes need that are not AVR cards — 最下層民 / Pariah, 掘削 / Excavation — are
written as card-file text in both languages and compiled by ofuda (tests/support/extra_cards.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Choose, IllegalActionError, Scenario
from support.compiled import card, card_from_text
from support.extra_cards import EXCAVATION_TEXT, PARIAH

EXCAVATION = card_from_text(EXCAVATION_TEXT)


def _pillar_at_alice(creature: str, pariah: bool) -> Scenario:
    """Bob casts Pillar of Flame (火柱) targeting Alice, who controls ``creature`` — enchanted
    by her Pariah (最下層民) if ``pariah``."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card(creature))
    if pariah:
        s.battlefield("Alice", PARIAH)
        s.attach("Pariah", creature)
    s.battlefield("Bob", card("Mountain"))
    s.hand("Bob", card("Pillar of Flame"))
    s.cast("Bob", "Pillar of Flame", "Alice")
    s.resolve()
    return s


def test_faq_P91_1_pillar_of_flame_exiles_a_creature_dealt_redirected_damage() -> None:
    """P91(1) 火柱 / Pillar of Flame: "A creature dealt damage by Pillar of Flame that dies this
    turn is exiled, even if it wasn't the target (for example, if the damage was redirected)."
    Pillar targets Alice; her Pariah (最下層民, "All damage that would be dealt to you is dealt
    to enchanted creature instead", 614.9) redirects the 2 damage to Moorland Inquisitor (2/2):
    Pillar of Flame is still the source, the Inquisitor is the creature "dealt damage this
    way", and when it dies it is exiled instead of going to the graveyard."""
    s = _pillar_at_alice("Moorland Inquisitor", pariah=True)
    assert s.life("Alice") == 20
    assert "Moorland Inquisitor" in s.in_exile()
    assert s.in_graveyard("Alice") == ["Pariah"]  # the Aura, put there by 704.5m


def test_faq_P91_1_pillar_of_flame_later_death_of_a_redirected_damaged_creature() -> None:
    """P91(1) 火柱 / Pillar of Flame: the creature dealt the redirected damage that survives it
    — Midvast Protector (2/3) — is exiled when it dies later this turn; without Pariah
    (最下層民) it was dealt no damage by Pillar and goes to the graveyard."""
    for pariah, zone in ((True, "exile"), (False, "graveyard")):
        s = _pillar_at_alice("Midvast Protector", pariah=pariah)
        assert s.life("Alice") == (20 if pariah else 18)
        s.game.destroy(s.permanent("Midvast Protector"))
        s.check_state()
        where = s.in_exile() if zone == "exile" else s.in_graveyard("Alice")
        assert "Midvast Protector" in where


def _excavation(sigarda: bool) -> Scenario:
    """Bob controls Excavation (掘削); Alice controls a Plains, a Forest and — if ``sigarda`` —
    Sigarda, Host of Herons (鷺群れのシガルダ); she has priority in her main phase."""
    s = Scenario(active="Alice")
    s.battlefield("Bob", EXCAVATION)
    s.battlefield("Alice", card("Plains"), card("Forest"))
    if sigarda:
        s.battlefield("Alice", card("Sigarda, Host of Herons"))
    s.library("Alice", card("Nettle Swine"))
    s.library("Bob", card("Thraben Valiant"))
    return s


def test_faq_P101_4_sigarda_you_may_sacrifice_to_activate_an_opponents_ability() -> None:
    """P101(4) 鷺群れのシガルダ / Sigarda, Host of Herons: "You may sacrifice to pay the
    activation cost of an ability that comes from an opponent's permanent (e.g. Excavation,
    掘削)." Bob controls Excavation ("{1}, Sacrifice a land: Draw a card. Any player may
    activate this ability."); Alice, who controls Sigarda, activates it (602.2): she pays
    {1} and sacrifices her own Forest — a cost she pays, not an opponent's spell or ability
    making her sacrifice — and, as the ability's controller, she draws."""
    s = _excavation(sigarda=True)
    s.script("Alice", Choose(("Forest",)))
    s.activate("Alice", s.permanent("Excavation", "Bob"))
    item = s.game.stack.objects[-1]
    assert item.controller is s.player("Alice")  # 602.2: the activating player controls it
    s.resolve()
    assert s.in_graveyard("Alice") == ["Forest"]
    assert s.in_hand("Alice") == ["Nettle Swine"]
    assert s.in_hand("Bob") == []
    assert s.is_tapped("Plains")


def test_faq_P101_4_without_the_permission_only_the_controller_activates() -> None:
    """P101(4), contrast (602.2): an ability without "Any player may activate this ability."
    — the same Excavation text without that sentence — can't be activated by Alice, who
    doesn't control it; Bob, its controller, can."""
    plain = card_from_text(EXCAVATION_TEXT.replace(
        "いずれのプレイヤーもこの能力を起動してよい。", "").replace(
        " Any player may activate this ability.", ""))
    s = Scenario(active="Alice")
    s.battlefield("Bob", plain, card("Island"), card("Mountain"))
    s.battlefield("Alice", card("Plains"), card("Forest"))
    s.library("Bob", card("Thraben Valiant"))
    excavation = s.permanent("Excavation", "Bob")
    with pytest.raises(IllegalActionError):
        s.activate("Alice", excavation)
    assert s.on_battlefield("Alice") == ["Plains", "Forest"]
    s.script("Bob", Choose(("Mountain",)))
    s.activate("Bob", excavation)
    s.resolve()
    assert s.in_hand("Bob") == ["Thraben Valiant"]
