"""`ofuda play` and `ofuda sim` (issue 17, point 6): the same argument checks in both, a failed
game is exit 1 with the log up to the failure and a replay line (with `--cards`) that plays it
again exactly, seeds drawn lazily, and decks too small for a game a deck diagnostic."""

from __future__ import annotations

import itertools
import os
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner
from ofuda.cli.games import load_decks
from ofuda.cli.main import cli
from ofuda.cli.sim import simulate
from ofuda.runtime.engine import turn
from support.paths import AVR


@pytest.fixture()
def decks(tmp_path: Path) -> tuple[Path, Path]:
    cards = tmp_path / "my cards"
    cards.mkdir()
    for name in ("041-zealous-strike.card", "039-thraben-valiant.card"):
        (cards / name).write_text((AVR / name).read_text(encoding="utf-8"), encoding="utf-8")
    deck = tmp_path / "mine.deck"
    deck.write_text(
        "name: Mine\nformat: free\n4 Thraben Valiant\n4 Zealous Strike\n12 平地\n", encoding="utf-8"
    )
    return deck, cards


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.output


@pytest.mark.parametrize(
    "extra",
    [["--max-turns", "-5"], ["--max-turns", "0"], ["--agent", "random"] * 3, ["--seed", "x"]],
    ids=["negative-turns", "zero-turns", "three-agents", "bad-seed"],
)
@pytest.mark.parametrize("command", ["play", "sim"])
def test_play_and_sim_check_their_arguments_alike(
    decks: tuple[Path, Path], command: str, extra: list[str]
) -> None:
    deck, cards = decks
    games = ["--games", "2"] if command == "sim" else []
    code, output = _run(
        command, "--deck", str(deck), "--deck", str(deck), "--cards", str(cards), *games, *extra
    )
    assert code == 2, output
    assert "Traceback" not in output


@pytest.mark.parametrize("command", ["play", "sim"])
def test_one_deck_is_a_usage_error(decks: tuple[Path, Path], command: str) -> None:
    deck, cards = decks
    games = ["--games", "2"] if command == "sim" else []
    code, output = _run(command, "--deck", str(deck), "--cards", str(cards), *games)
    assert code == 2 and "exactly two --deck" in output


@pytest.mark.parametrize("command", ["play", "sim"])
def test_a_deck_too_small_to_draw_a_hand_is_a_deck_diagnostic(
    decks: tuple[Path, Path], tmp_path: Path, command: str
) -> None:
    deck, cards = decks
    tiny = tmp_path / "tiny.deck"
    tiny.write_text("format: free\n1 Plains\n", encoding="utf-8")
    games = ["--games", "3"] if command == "sim" else []
    code, output = _run(
        command, "--deck", str(tiny), "--deck", str(deck), "--cards", str(cards), *games
    )
    assert code == 1 and "E404" in output and "opening hand" in output
    assert "Sample larger than population" not in output and "engine" not in output


def _fail_in_turn(monkeypatch: pytest.MonkeyPatch, number: int) -> None:
    real = turn.run_turn

    def run_turn(game):  # type: ignore[no-untyped-def]
        if game.turn + 1 == number:
            raise RuntimeError("a rules bug")
        return real(game)

    monkeypatch.setattr(turn, "run_turn", run_turn)


def test_a_failed_game_is_exit_1_with_its_log_and_a_replay_line(
    decks: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Was: exit 3 and no log."""
    deck, cards = decks
    _fail_in_turn(monkeypatch, 3)
    args = [
        "play",
        "--deck",
        str(deck),
        "--deck",
        str(deck),
        "--cards",
        str(cards),
        "--seed",
        "5",
        "--agent",
        "heuristic",
    ]
    code, output = _run(*args)
    assert code == 1, output
    assert "Turn 2" in output or "turn 2" in output  # the log up to the failure
    assert "the game failed in turn 2: RuntimeError: a rules bug" in output
    (replay,) = [line for line in output.splitlines() if line.startswith("replay: ")]
    words = shlex.split(replay.removeprefix("replay: "))
    assert words[:2] == ["ofuda", "play"] and "--cards" in words and str(cards) in words
    again_code, again = _run(*words[1:])
    assert again_code == 1 and again == output  # it replays exactly


def test_sim_reports_a_failed_game_with_a_replay_line_that_names_the_cards(
    decks: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    deck, cards = decks
    _fail_in_turn(monkeypatch, 2)
    code, output = _run(
        "sim",
        "--deck",
        str(deck),
        "--deck",
        str(deck),
        "--cards",
        str(cards),
        "--games",
        "2",
        "--seed",
        "7",
    )
    assert code == 1
    (replay,) = [line for line in output.splitlines() if line.startswith("replay: ")]
    words = shlex.split(replay.removeprefix("replay: "))
    assert (
        words[words.index("--cards") + 1] == str(cards) and words[words.index("--seed") + 1] == "7"
    )


@pytest.mark.parametrize("workers", [1, 2])
def test_seeds_are_drawn_lazily(decks: tuple[Path, Path], workers: int) -> None:
    """`sim --games 100000000000` listed every seed up front (a MemoryError)."""
    deck, cards = decks
    resolved, diagnostics = load_decks([deck, deck], [cards])
    assert not diagnostics
    seeds = range(100_000_000_000)
    games = simulate(resolved, seeds, ("random", "random"), 3, workers, [deck, deck], [cards])
    first = list(itertools.islice(games, 5))
    games.close()
    assert len(first) == 5 and all(error is None for _seed, _winner, error in first)


def test_play_with_my_cards_and_basic_lands_works(decks: tuple[Path, Path]) -> None:
    """`ofuda play --deck mine.deck --cards my-cards` with basic lands and no other set-up."""
    deck, cards = decks
    code, output = _run(
        "play", "--deck", str(deck), "--deck", str(deck), "--cards", str(cards), "--max-turns", "4"
    )
    assert code == 0, output
    assert "Game over after turn 4" in output


def _children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as children:
            return [int(p) for p in children.read().split()]
    except FileNotFoundError:
        return []


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc (Linux)")
def test_the_workers_of_a_killed_sim_end_with_it(decks: tuple[Path, Path], tmp_path: Path) -> None:
    """A SIGKILLed `ofuda sim --workers 2` left its worker processes waiting for ever on the
    pool's queue."""
    import signal
    import subprocess
    import sys
    import time

    deck, cards = decks
    with (tmp_path / "out.txt").open("w") as out:  # a file: a worker left alive holds no pipe
        sim = subprocess.Popen(
            [sys.executable, "-m", "ofuda.cli", "sim", "--deck", str(deck), "--deck", str(deck),
             "--cards", str(cards), "--games", "1000000", "--workers", "2"],
            stdout=out, stderr=subprocess.DEVNULL,
        )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(_children(sim.pid)) < 2 and sim.poll() is None:
        time.sleep(0.1)
    workers = _children(sim.pid)
    time.sleep(0.5)  # games under way
    sim.kill()
    sim.wait()
    assert len(workers) == 2
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and any(_running(pid) for pid in workers):
        time.sleep(0.1)
    left = [pid for pid in workers if _running(pid)]
    for pid in left:
        os.kill(pid, signal.SIGKILL)  # not to leave them behind the failing test either
    assert left == []
