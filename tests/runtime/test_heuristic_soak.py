"""The heuristic agent plays what the compiler accepts without an engine error: a short seeded
slice of `make soak` (tools/soak.py), which plays 1,000 games over every pair of sample decks
and every compiled card of cards_src. The agent crashed a quarter of its games on Auras
(`_AuraAbility has no attribute 'targets'`) before."""

from __future__ import annotations

import random
import sys

from support.paths import CARDS_SRC, ROOT

sys.path.insert(0, str(ROOT / "tools"))

import soak


def test_heuristic_games_over_pairs_of_sample_decks() -> None:
    decks = soak.sample_decks()
    pairs = len(decks) * (len(decks) - 1) // 2
    assert soak.pair_soak(decks, pairs // 3, seed=101) == []


def test_a_seeded_sample_of_every_set_played_by_the_heuristic_agent() -> None:
    """Twelve cards of each set, dealt into decks and played until each is cast or played."""
    from ofuda.compiler.project import compile_paths

    rng = random.Random(17)
    files = []
    for set_code in soak.SETS:
        cards = sorted((CARDS_SRC / set_code).glob("*.card"))
        files.extend(rng.sample(cards, min(12, len(cards))))
    modules = compile_paths(files, jobs=None, one_package=False).modules.values()
    cards = soak.card_definitions(modules)
    # four rounds: a counterspell of the sample waits for a spell of its kind to counter, which
    # the decks the newly compiling cards make may not offer in three
    failures, played, never = soak.every_card_rounds(cards, games_per_deck=1, rounds=4, seed=17)
    assert failures == []
    # every card of the sample is cast (or, a land, played): `make soak` holds all of cards_src
    # to the same
    assert never == [] and played >= {card.name for card in cards}
