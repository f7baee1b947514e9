"""Games from the command line: loading deck lists and playing them.

Deck names are resolved against the cards compiled from the card files (the
generated code is what plays); every choice is made by an agent, and one seed
drives the whole game, so a seed replays it exactly.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

from ofuda.compiler.project import Catalogue
from ofuda.compiler.source.decks import Deck, default_card_root, load_deck
from ofuda.compiler.diagnostics import Diagnostic
from ofuda.runtime import Agent, Game, GameResult, HeuristicAgent, RandomAgent

AGENTS = ("random", "heuristic")


def load_decks(
    deck_paths: list[Path], card_paths: list[Path] | None = None
) -> tuple[list[Deck], list[Diagnostic]]:
    """Resolve deck lists against the cards under ``card_paths`` (default: beside the decks)."""
    roots = card_paths or sorted({default_card_root(path) for path in deck_paths})
    catalogue = Catalogue.from_paths(roots)
    decks: list[Deck] = []
    diagnostics: list[Diagnostic] = []
    for path in deck_paths:
        deck, problems = load_deck(path, catalogue)
        diagnostics.extend(problems)
        if deck is not None:
            decks.append(deck)
    return decks, diagnostics


def make_agent(kind: str, seed: int, seat: int) -> Agent:
    """An agent of the named kind; its randomness derives from the game seed."""
    if kind == "heuristic":
        return HeuristicAgent(random.Random(seed * 2 + seat))
    return RandomAgent(random.Random(seed * 2 + seat))


def play_game(
    decks: list[Deck], seed: int, agents: tuple[str, str] = ("random", "random"), max_turns: int = 50
) -> GameResult:
    """Play one game between two resolved decks."""
    game = Game(
        [deck.cards for deck in decks],
        [make_agent(kind, seed, seat) for seat, kind in enumerate(agents)],
        seed=seed,
        names=tuple(deck.name for deck in decks),
    )
    return game.play(max_turns=max_turns)


def games_per_second(deck_paths: list[Path], games: int, seed: int = 0) -> float:
    """How many random-agent games per second the engine plays between two deck lists."""
    decks, diagnostics = load_decks(deck_paths)
    if diagnostics:
        raise ValueError(diagnostics[0].message)
    start = time.perf_counter()
    for game in range(games):
        play_game(decks, seed * 100_000 + game)
    return games / (time.perf_counter() - start)
