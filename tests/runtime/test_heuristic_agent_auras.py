"""The heuristic agent casts Auras (303.4a): it chooses the enchant target itself, on its own
creature for an Aura that helps what it enchants, on an opponent's for one that hurts.

It crashed a quarter of its games on every Aura (``_AuraAbility has no attribute 'targets'``):
an Aura spell's enchant target is asked for with a stand-in ability, not one of the card's.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import HeuristicAgent, Scenario
from ofuda.runtime.agents.heuristic import aura_score
from support.compiled import card


def test_a_helpful_aura_goes_on_the_agents_own_creature() -> None:
    """天使への奉仕 / Call to Serve: +1/+2 and flying — on Alice's creature."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Plains")] * 3)
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Call to Serve"))
    s.use_agent("Alice", HeuristicAgent())
    s.cast("Alice", "Call to Serve")
    s.resolve()
    assert s.permanent("Call to Serve").attached_to is s.permanent("Thraben Valiant")
    assert s.pt("Thraben Valiant") == (3, 3)


def test_a_harmful_aura_goes_on_the_opponents_creature() -> None:
    """幽体の牢獄 / Spectral Prison: doesn't untap — on Bob's creature."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Island")] * 2)
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Spectral Prison"))
    s.use_agent("Alice", HeuristicAgent())
    s.cast("Alice", "Spectral Prison")
    s.resolve()
    assert s.permanent("Spectral Prison").attached_to is s.permanent("Nettle Swine")


def test_aura_scores_by_their_effects_on_the_enchanted_permanent() -> None:
    assert aura_score(card("Call to Serve")) > 0
    assert aura_score(card("Spectral Prison")) < 0
