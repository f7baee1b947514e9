"""A seeded soak: 500 random games between the sample decks (their compiled cards), with no
engine error and every invariant holding after each game (``ofuda sim``'s checks)."""

from __future__ import annotations

import functools
from collections import Counter
from pathlib import Path

from ofuda.cli.games import load_decks
from ofuda.cli.sim import run_one
from support.paths import CARDS_SRC

#: The two sample decks of the first slice (issue 2); the soak plays them against each other.
DECKS = [CARDS_SRC / "decks" / "white-weenie.deck", CARDS_SRC / "decks" / "blue-red-tempo.deck"]
GAMES = 500


@functools.cache
def sample_decks() -> list:  # type: ignore[type-arg]
    decks, diagnostics = load_decks([Path(p) for p in DECKS])
    assert not diagnostics, diagnostics[0].message
    return decks


def test_there_are_two_sample_decks_of_forty_cards() -> None:
    decks = sample_decks()
    assert len(decks) == 2 and all(len(d.cards) == 40 for d in decks)


def test_soak_500_random_games_without_engine_errors() -> None:
    decks = sample_decks()
    outcomes: Counter[str | None] = Counter()
    errors = []
    for seed in range(GAMES):
        winner, error = run_one(decks, seed, ("random", "random"), 50)
        if error is not None:
            errors.append((seed, error))
        outcomes[winner] += 1
    assert not errors, f"{len(errors)} games failed; first: seed {errors[0][0]}: {errors[0][1]}"
    assert sum(outcomes.values()) == GAMES
    assert all(outcomes[d.name] > 0 for d in decks), outcomes  # both decks win sometimes


def test_heuristic_agents_play_the_sample_decks_without_errors() -> None:
    decks = sample_decks()
    for seed in range(20):
        _, error = run_one(decks, seed, ("heuristic", "random"), 50)
        assert error is None, f"seed {seed}: {error}"


def test_cached_legal_actions_and_mana_sources_match_a_fresh_computation(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The engine reuses legal actions and mana sources while the state versions are unchanged;
    every answer given in 30 games must equal one worked out from scratch (a change that
    forgets to mark the state changed shows up here)."""
    from ofuda.cli.games import play_game
    from ofuda.runtime.engine.casting import spells as casting
    from ofuda.runtime.engine.mana import costs
    from ofuda.runtime.engine.stack import priority

    cached_actions = casting.legal_actions
    mismatches: list[str] = []

    def checked(game, player):  # type: ignore[no-untyped-def]
        got = cached_actions(game, player)
        fresh = casting._legal_actions(game, player, casting.sorcery_timing(game, player))
        if [a.describe() for a in got] != [a.describe() for a in fresh]:
            mismatches.append(f"turn {game.turn} {game.step} {player.name}: {got} != {fresh}")
        sources = costs.mana_sources(game, player)
        fresh_sources = costs._mana_sources(game, player)
        if [(s.permanent, s.produces) for s in sources] != [
            (s.permanent, s.produces) for s in fresh_sources
        ]:
            mismatches.append(f"turn {game.turn} {game.step} {player.name}: mana sources")
        return got

    monkeypatch.setattr(priority, "legal_actions", checked)
    decks = sample_decks()
    for seed in range(30):
        play_game(decks, seed)
    assert not mismatches, mismatches[:3]
