"""Whole games: determinism, the readable log, the agents, and a soak of random games."""

from __future__ import annotations

from collections import Counter

import pytest
from ofuda.runtime import Game, GameObject, HeuristicAgent, Permanent, RandomAgent, Spell
from ofuda.runtime.engine.objects.zones import ZoneKind
from support.slice_cards import red_green_deck, white_blue_deck

DECK_SIZE = 40


def random_game(seed: int, max_turns: int = 24) -> Game:
    g = Game([white_blue_deck(), red_green_deck()], [RandomAgent(), RandomAgent()], seed=seed)
    g.play(max_turns=max_turns)
    return g


def check_invariants(g: Game) -> None:
    """Every card is in exactly one zone, consistent with that zone; no stale objects anywhere."""
    seen: set[int] = set()
    per_owner: Counter[str] = Counter()
    for zone in g.all_zones():
        for obj in zone.objects:
            assert obj.zone is zone, f"{obj!r} thinks it is in {obj.zone}, found in {zone}"
            assert id(obj) not in seen, f"{obj!r} is in two zones"
            seen.add(id(obj))
            if isinstance(obj, GameObject):
                per_owner[obj.owner.name] += 1
                if zone.owner is not None:
                    assert zone.owner is obj.owner, "400.3: cards go to their owner's zones"
                assert isinstance(obj, Permanent) == (zone.kind == ZoneKind.BATTLEFIELD)
                assert isinstance(obj, Spell) == (zone.kind == ZoneKind.STACK)
                if isinstance(obj, Permanent):
                    assert obj.lki is None and obj.on_battlefield
    assert per_owner == Counter({p.name: DECK_SIZE for p in g.players})
    assert g.result is not None
    if g.result.winner is not None:
        assert all(p.lost for p in g.players if p is not g.result.winner)


def test_seeded_game_is_deterministic() -> None:
    a = random_game(1234).log.render()
    b = random_game(1234).log.render()
    assert a == b
    assert random_game(1235).log.render() != a


def test_game_log_shows_turns_casts_attacks_damage_life_and_result() -> None:
    kinds: set[str] = set()
    for seed in range(30):
        g = random_game(seed, max_turns=40)
        kinds.update(e.kind for e in g.log.events)
        text = g.log.render()
        assert text.splitlines()[0].startswith("Game start")
        assert "=== Turn 1:" in text
        assert text.splitlines()[-1].startswith("Game over")
        if g.result.winner is not None and {"cast", "attack", "damage", "life"} <= kinds:
            assert f"{g.result.winner.name} wins" in text
            break
    assert {"turn", "land", "cast", "attack", "block", "damage", "resolve", "game_over"} <= kinds


def test_random_games_soak_without_errors_and_with_invariants() -> None:
    winners: Counter[str | None] = Counter()
    for seed in range(200):
        g = random_game(seed)
        check_invariants(g)
        winners[g.result.winner_name] += 1
    assert sum(winners.values()) == 200
    assert winners["Alice"] + winners["Bob"] > 0, "random games should sometimes end with a winner"


def test_heuristic_agent_beats_random_agent_usually() -> None:
    wins = 0
    for seed in range(20):
        g = Game(
            [white_blue_deck(), red_green_deck()], [HeuristicAgent(), RandomAgent()], seed=seed
        )
        r = g.play(max_turns=40)
        check_invariants(g)
        wins += r.winner_name == "Alice"
    assert wins >= 12


def test_heuristic_mirror_games_finish() -> None:
    for seed in range(5):
        g = Game(
            [white_blue_deck(), red_green_deck()], [HeuristicAgent(), HeuristicAgent()], seed=seed
        )
        r = g.play(max_turns=60)
        check_invariants(g)
        assert r.turns <= 60


def test_random_agent_with_its_own_rng_is_deterministic() -> None:
    import random

    def run() -> str:
        g = Game(
            [white_blue_deck(), red_green_deck()],
            [RandomAgent(random.Random(5)), RandomAgent(random.Random(6))],
            seed=9,
        )
        return g.play(max_turns=20).log.render()

    assert run() == run()


@pytest.mark.parametrize("bad", [[[]], []])
def test_game_needs_two_decks_and_agents(bad) -> None:
    with pytest.raises(ValueError):
        Game(bad, [RandomAgent()])
