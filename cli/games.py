"""Games from the command line: the options `play` and `sim` share, loading deck lists, playing.

Deck names are resolved against the cards compiled from the card files (the generated code
is what plays); only the card files the decks name are compiled, and the basic lands are
always there. Every choice is made by an agent, and one seed drives the whole game, so a
seed replays it exactly: a failed game is reported with a replay line (``ofuda play`` with
the same decks, card folders, agents, turn limit and seed) that plays it again.
"""

from __future__ import annotations

import random
import shlex
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import click
from ofuda.compiler.diagnostics import Diagnostic
from ofuda.compiler.project import Catalogue
from ofuda.compiler.source.decks import Deck, default_card_roots, read_deck, resolve_deck
from ofuda.runtime import Agent, Game, GameResult, HeuristicAgent, RandomAgent

AGENTS = ("random", "heuristic")
#: The longest game ``--max-turns`` may ask for.
MAX_TURNS = 10_000

F = TypeVar("F", bound=Callable[..., Any])


def game_options(command: F) -> F:
    """The options ``ofuda play`` and ``ofuda sim`` share, with the same checks."""
    options = [
        click.option(
            "--deck",
            "deck_paths",
            multiple=True,
            required=True,
            type=click.Path(exists=True, dir_okay=False, path_type=Path),
            help="A deck list (give two).",
        ),
        click.option(
            "--seed",
            type=int,
            default=0,
            show_default=True,
            help="The seed of the game (sim: of the first game; game k plays seed + k).",
        ),
        click.option(
            "--agent",
            "agents",
            multiple=True,
            type=click.Choice(list(AGENTS)),
            help="Who plays each deck: one for both or one per deck (default: random).",
        ),
        click.option(
            "--max-turns",
            type=click.IntRange(1, MAX_TURNS),
            default=50,
            show_default=True,
            help="A game still going after this many turns is a draw.",
        ),
        click.option(
            "--cards",
            "card_paths",
            multiple=True,
            type=click.Path(exists=True, path_type=Path),
            help="Card folders or files the decks' cards are in (default: the folders of "
            "an ofuda.toml above the deck, else the cards_src folder above it). "
            "The basic lands are always there.",
        ),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def chosen_agents(deck_paths: Sequence[Path], agents: Sequence[str]) -> tuple[str, str]:
    """The agent of each deck, after the checks both commands make (usage errors)."""
    if len(deck_paths) != 2:
        raise click.UsageError("give exactly two --deck")
    if agents and len(agents) not in (1, 2):
        raise click.UsageError("give one --agent for both players or one per deck")
    if not agents:
        return ("random", "random")
    return (agents[0], agents[-1])


def card_roots(deck_paths: Sequence[Path], card_paths: Sequence[Path]) -> list[Path]:
    """The card folders: ``--cards``, else each deck's default (a usage error where none)."""
    if card_paths:
        return list(card_paths)
    roots: list[Path] = []
    for deck in deck_paths:
        found = default_card_roots(deck)
        if not found:
            raise click.UsageError(
                f"no card folders for {deck}: give --cards FOLDER (or put the deck under a "
                'cards_src folder, or name the folders in an ofuda.toml: cards = ["my-cards"])'
            )
        roots.extend(root for root in found if root not in roots)
    return roots


def load_decks(
    deck_paths: list[Path], card_paths: list[Path] | None = None
) -> tuple[list[Deck], list[Diagnostic]]:
    """Resolve deck lists against the cards under ``card_paths`` (default: beside the decks)."""
    listings = []
    diagnostics: list[Diagnostic] = []
    for path in deck_paths:
        listing, problems = read_deck(path)
        diagnostics.extend(problems)
        listings.append((path, listing))
    if diagnostics:
        return [], diagnostics
    roots = card_roots(deck_paths, card_paths or [])
    wanted = {name for _path, listing in listings if listing is not None for name in listing.names}
    catalogue = Catalogue.from_paths(roots, wanted)
    decks: list[Deck] = []
    for path, listing in listings:
        assert listing is not None
        deck, problems = resolve_deck(listing, catalogue, path.stem)
        diagnostics.extend(problems)
        if deck is not None:
            decks.append(deck)
    return decks, diagnostics


def make_agent(kind: str, seed: int, seat: int) -> Agent:
    """An agent of the named kind; its randomness derives from the game seed."""
    if kind == "heuristic":
        return HeuristicAgent(random.Random(seed * 2 + seat))
    return RandomAgent(random.Random(seed * 2 + seat))


def new_game(decks: list[Deck], seed: int, agents: tuple[str, str] = ("random", "random")) -> Game:
    """A game between two resolved decks, not started."""
    return Game(
        [deck.cards for deck in decks],
        [make_agent(kind, seed, seat) for seat, kind in enumerate(agents)],
        seed=seed,
        names=tuple(deck.name for deck in decks),
    )


def play_game(
    decks: list[Deck],
    seed: int,
    agents: tuple[str, str] = ("random", "random"),
    max_turns: int = 50,
) -> GameResult:
    """Play one game between two resolved decks (an engine fault raises)."""
    return new_game(decks, seed, agents).play(max_turns=max_turns)


@dataclass
class PlayedGame:
    """A game played to its end or to the engine fault that stopped it."""

    game: Game
    result: GameResult | None
    error: str | None  # "ExceptionType: message", or the invariants it broke


def play_checked(
    decks: list[Deck], seed: int, agents: tuple[str, str], max_turns: int
) -> PlayedGame:
    """Play one game; an engine fault or a broken invariant (``ofuda sim``'s checks) is its
    error, with the game as it stood (its log up to the failure)."""
    from ofuda.cli.sim import check_invariants

    game = new_game(decks, seed, agents)
    try:
        result = game.play(max_turns=max_turns)
    except Exception as fault:  # noqa: BLE001 - an engine fault is this game's failure
        return PlayedGame(game, None, f"{type(fault).__name__}: {fault}")
    problems = check_invariants(game, [len(d.cards) for d in decks])
    if problems:
        return PlayedGame(game, result, "invariant: " + "; ".join(problems[:3]))
    return PlayedGame(game, result, None)


def replay_line(
    deck_paths: Sequence[Path],
    agents: tuple[str, str],
    max_turns: int,
    seed: int,
    card_paths: Sequence[Path],
) -> str:
    """The command that replays one game exactly."""
    words = ["ofuda", "play"]
    for deck in deck_paths:
        words += ["--deck", str(deck)]
    for agent in agents:
        words += ["--agent", agent]
    words += ["--max-turns", str(max_turns), "--seed", str(seed)]
    for folder in card_paths:
        words += ["--cards", str(folder)]
    return "replay: " + shlex.join(words)


def games_per_second(deck_paths: list[Path], games: int, seed: int = 0) -> float:
    """How many random-agent games per second the engine plays between two deck lists."""
    decks, diagnostics = load_decks(deck_paths)
    if diagnostics:
        raise ValueError(diagnostics[0].message)
    start = time.perf_counter()
    for game in range(games):
        play_game(decks, seed * 100_000 + game)
    return games / (time.perf_counter() - start)
