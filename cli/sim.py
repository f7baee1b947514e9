"""`ofuda sim`: many games between two decks, in one or several processes.

Game ``k`` is played with seed ``--seed + k`` by the same agents ``ofuda play``
uses, so any game can be replayed exactly with ``ofuda play --seed``.  After
each game the engine's invariants are checked (every card in exactly one
zone, consistent with it; permanents alive; no card lost or duplicated); a
game in which the engine raised or an invariant broke is reported with its
seed, and the command exits 1.  JSON output:
``{"games", "wins": {deck: n}, "draws", "errors": [{"seed", "message"}],
"seconds", "games_per_second"}``.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, as_completed, wait
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Any, Self

import click
from ofuda.cli.games import chosen_agents, game_options, load_decks, play_game, replay_line
from ofuda.compiler.workers import end_with_parent

EXIT_OK, EXIT_ERRORS = 0, 1

#: Per-process state of a worker: the resolved decks and the game settings.
_WORKER: dict[str, Any] = {}


def check_invariants(game: Any, deck_sizes: Sequence[int]) -> list[str]:
    """Problems with the final state of ``game`` (an empty list when all is well)."""
    from ofuda.runtime import GameObject, Permanent, Spell

    problems: list[str] = []
    seen: set[int] = set()
    per_owner: Counter[int] = Counter()
    for zone in game.all_zones():
        for obj in zone.objects:
            if obj.zone is not zone:
                problems.append(f"{obj!r} thinks it is in {obj.zone}, found in {zone}")
            if id(obj) in seen:
                problems.append(f"{obj!r} is in two zones")
            seen.add(id(obj))
            if not isinstance(obj, GameObject):
                continue
            if zone.owner is not None and zone.owner is not obj.owner:
                problems.append(f"400.3: {obj!r} is in {zone} but owned by {obj.owner.name}")
            if isinstance(obj, Permanent) != (zone.kind == "battlefield"):
                problems.append(f"{obj!r} is in {zone.kind}")
            if isinstance(obj, Spell) != (zone.kind == "stack"):
                problems.append(f"{obj!r} is in {zone.kind}")
            if isinstance(obj, Permanent) and not obj.on_battlefield:
                problems.append(f"{obj!r} on the battlefield has last known information")
            if obj.is_token and zone.kind != "battlefield":
                problems.append(f"704.5d: token {obj!r} still in {zone.kind}")
            if not obj.is_token and not getattr(obj, "is_copy", False):
                per_owner[obj.owner.index] += 1
    for player, size in zip(game.players, deck_sizes):
        if per_owner[player.index] != size:
            problems.append(
                f"{player.name} has {per_owner[player.index]} cards in the game, not {size}"
            )
    result = game.result
    if result is None:
        problems.append("the game has no result")
    elif result.winner is not None and any(
        not p.lost for p in game.players if p is not result.winner
    ):
        problems.append("a player won while another is still in the game")
    return problems


def run_one(
    decks: Sequence[Any], seed: int, agents: tuple[str, str], max_turns: int
) -> tuple[str | None, str | None]:
    """Play one game: (winner's deck name or None for a draw, error message or None)."""
    try:
        result = play_game(list(decks), seed, agents, max_turns)
    except Exception as fault:  # noqa: BLE001 - any engine fault is a reported error
        return None, f"{type(fault).__name__}: {fault}"
    problems = check_invariants(result.game, [len(d.cards) for d in decks])
    if problems:
        return None, "invariant: " + "; ".join(problems[:3])
    return result.winner_name, None


def _init_worker(
    deck_paths: list[str],
    card_paths: list[str],
    agents: tuple[str, str],
    max_turns: int,
    parent: int,
) -> None:
    end_with_parent(parent)  # a killed `sim` leaves no worker behind
    if "decks" not in _WORKER:
        decks, _ = load_decks([Path(p) for p in deck_paths], [Path(p) for p in card_paths] or None)
        _WORKER["decks"] = decks
    _WORKER["agents"] = agents
    _WORKER["max_turns"] = max_turns


def _run_seed(seed: int) -> tuple[int, str | None, str | None]:
    winner, error = run_one(_WORKER["decks"], seed, _WORKER["agents"], _WORKER["max_turns"])
    return seed, winner, error


def _run_seeds(first: int, count: int) -> list[tuple[int, str | None, str | None]]:
    """Play the games of seeds ``first`` … ``first + count - 1`` (in a worker)."""
    return [_run_seed(seed) for seed in range(first, first + count)]


def simulate(
    decks: Sequence[Any],
    seeds: range,
    agents: tuple[str, str],
    max_turns: int,
    workers: int,
    deck_paths: Sequence[Path],
    card_paths: Sequence[Path],
) -> Iterator[tuple[int, str | None, str | None]]:
    """Yield (seed, winner, error) for each game, as games finish.

    Seeds are taken from the range as games are handed out, never listed up front (a
    hundred billion games need no memory), with a few batches in flight per worker. A
    worker process that dies fails the games it held (reported with their seeds); the rest
    are played here.
    """
    if workers <= 1:
        for seed in seeds:
            winner, error = run_one(decks, seed, agents, max_turns)
            yield seed, winner, error
        return
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    _WORKER["decks"] = decks  # inherited by forked workers; spawned ones load the decks
    init = (
        _init_worker,
        ([str(p) for p in deck_paths], [str(p) for p in card_paths], agents, max_turns,
         os.getpid()),
    )
    size = max(1, min(64, len(seeds) // (workers * 8)))
    batches = iter(range(seeds.start, seeds.stop, size))
    held: dict[Future[list[tuple[int, str | None, str | None]]], range] = {}
    try:
        with ProcessPoolExecutor(
            workers, mp_context=context, initializer=init[0], initargs=init[1]
        ) as pool:
            for first in batches:
                batch = range(first, min(first + size, seeds.stop))
                held[pool.submit(_run_seeds, batch.start, len(batch))] = batch
                if len(held) >= workers * 4:
                    done, _ = wait(held, return_when=FIRST_COMPLETED)
                    for future in done:
                        yield from future.result()
                        del held[future]
            for future in as_completed(list(held)):
                yield from future.result()
                del held[future]
    except BrokenProcessPool:
        for batch in held.values():
            for seed in batch:
                yield seed, None, "the worker process playing this game died"
        for first in batches:  # the seeds never handed out: played here
            for seed in range(first, min(first + size, seeds.stop)):
                winner, error = run_one(decks, seed, agents, max_turns)
                yield seed, winner, error


@click.command("sim")
@game_options
@click.option("--games", type=click.IntRange(min=1), required=True, help="How many games to play.")
@click.option(
    "--workers",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Play in this many processes.",
)
@click.option(
    "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
def sim_command(
    deck_paths: tuple[Path, ...],
    games: int,
    seed: int,
    workers: int,
    fmt: str,
    agents: tuple[str, ...],
    max_turns: int,
    card_paths: tuple[Path, ...],
) -> None:
    """Play many games between two deck lists; report wins, draws and engine errors."""
    chosen = chosen_agents(deck_paths, agents)
    decks, diagnostics = load_decks(list(deck_paths), list(card_paths) or None)
    if diagnostics:
        from ofuda.compiler.diagnostics.report import render_text

        for diagnostic in diagnostics:
            click.echo(render_text(diagnostic, False) + "\n", err=True)
        sys.exit(EXIT_ERRORS)
    names = [d.name for d in decks]
    wins: Counter[str] = Counter({name: 0 for name in names})
    draws = 0
    errors: list[dict[str, Any]] = []
    seeds = range(seed, seed + games)  # lazily: never a list of a hundred billion seeds
    start = time.perf_counter()
    results = simulate(decks, seeds, chosen, max_turns, workers, deck_paths, card_paths)
    show_bar = sys.stderr.isatty()
    with (
        click.progressbar(length=games, label="games", file=sys.stderr)
        if show_bar
        else _NoBar() as bar
    ):
        for game_seed, winner, error in results:
            if error is not None:
                errors.append({"seed": game_seed, "message": error})
            elif winner is None:
                draws += 1
            else:
                wins[winner] += 1
            bar.update(1)
    seconds = time.perf_counter() - start
    errors.sort(key=lambda e: e["seed"])
    report = {
        "games": games,
        "wins": dict(wins),
        "draws": draws,
        "errors": errors,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
    }
    if fmt == "json":
        click.echo(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        click.echo(
            f"{games} games ({chosen[0]} vs {chosen[1]}, seeds {seeds[0]}..{seeds[-1]}): "
            + ", ".join(f"{n} {wins[n]}" for n in names)
            + f", draws {draws}, errors {len(errors)}"
        )
        click.echo(f"{seconds:.2f} s, {report['games_per_second']} games/s")
        for failed in errors:
            click.echo(f"seed {failed['seed']}: {failed['message']}", err=True)
        if errors:
            first = errors[0]["seed"]
            click.echo(replay_line(deck_paths, chosen, max_turns, first, card_paths), err=True)
    sys.exit(EXIT_ERRORS if errors else EXIT_OK)


class _NoBar:
    """A progress bar that shows nothing (output is not a terminal)."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def update(self, n: int) -> None:
        """Nothing to show."""
