"""`ofuda sim`: the JSON contract, replaying a game with `ofuda play --seed`, several processes,
and an engine error reported with its seed (exit 1)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from ofuda.cli import sim
from ofuda.cli.main import cli
from support.paths import CARDS_SRC

DECKS = [str(CARDS_SRC / "decks" / name) for name in ("white-weenie.deck", "blue-red-tempo.deck")]
_LOADED: dict[tuple, tuple] = {}  # type: ignore[type-arg]


@pytest.fixture(autouse=True)
def _cached_decks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Compile the sample decks' cards once for this module (the command compiles them per run)."""
    real = sim.load_decks

    def cached(paths, cards=None):  # type: ignore[no-untyped-def]
        key = (tuple(map(str, paths)), tuple(map(str, cards or ())))
        if key not in _LOADED:
            _LOADED[key] = real(paths, cards)
        return _LOADED[key]

    monkeypatch.setattr(sim, "load_decks", cached)


def _sim(*args: str) -> tuple[int, str]:
    argv = ["sim", "--deck", DECKS[0], "--deck", DECKS[1], *args]
    result = CliRunner().invoke(cli, argv, catch_exceptions=False)
    return result.exit_code, result.output


def test_sim_json_has_the_contract_fields() -> None:
    code, out = _sim("--games", "6", "--seed", "3", "--format", "json")
    report = json.loads(out)
    assert code == 0
    assert set(report) == {"games", "wins", "draws", "errors", "seconds", "games_per_second"}
    assert report["games"] == 6 and report["errors"] == []
    assert sum(report["wins"].values()) + report["draws"] == 6
    assert len(report["wins"]) == 2


def test_sim_with_workers_gives_the_same_results() -> None:
    _, one = _sim("--games", "6", "--seed", "11", "--format", "json")
    _, two = _sim("--games", "6", "--seed", "11", "--format", "json", "--workers", "2")
    a, b = json.loads(one), json.loads(two)
    assert (a["wins"], a["draws"]) == (b["wins"], b["draws"])


def test_a_sim_game_replays_exactly_with_play_seed() -> None:
    from pathlib import Path

    from ofuda.cli.games import play_game

    decks, _ = sim.load_decks([Path(d) for d in DECKS])
    first = play_game(decks, 42, ("random", "random"), 50)
    again = CliRunner().invoke(
        cli, ["play", "--deck", DECKS[0], "--deck", DECKS[1], "--seed", "42"]
    )
    assert again.exit_code == 0
    assert again.output.splitlines()[1:] == first.log.lines()


def test_an_engine_error_is_reported_with_its_seed_and_exit_1(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = sim.play_game

    def broken(decks, seed, agents, max_turns):  # type: ignore[no-untyped-def]
        if seed == 5:
            raise RuntimeError("boom")
        return real(decks, seed, agents, max_turns)

    monkeypatch.setattr(sim, "play_game", broken)
    code, out = _sim("--games", "4", "--seed", "3", "--format", "json")
    report = json.loads(out)
    assert code == 1
    assert report["errors"] == [{"seed": 5, "message": "RuntimeError: boom"}]


def test_invariant_checks_catch_a_card_in_two_zones() -> None:
    from pathlib import Path

    from ofuda.cli.games import play_game

    decks, _ = sim.load_decks([Path(d) for d in DECKS])
    game = play_game(decks, 1, ("random", "random"), 5).game
    card = game.players[0].library.objects[0]
    game.players[0].hand.objects.append(card)  # corrupt the state
    problems = sim.check_invariants(game, [40, 40])
    assert any("two zones" in p or "thinks it is in" in p for p in problems)
