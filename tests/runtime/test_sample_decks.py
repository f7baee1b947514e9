"""Issue 6.6: cards_src/decks holds one 40-card deck per colour pair, drawing on the whole
set; every card of every deck compiles, and the decks play seeded games against each other
with no engine error and no broken invariant."""

from __future__ import annotations

import functools
import itertools
import re
from pathlib import Path

import pytest
from ofuda.cli.games import load_decks
from ofuda.cli.sim import run_one
from support.paths import CARDS_SRC

DECKS = sorted((CARDS_SRC / "decks").glob("*.deck"))
_BASICS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


@functools.cache
def _loaded() -> list[object]:
    """The decks of DECKS, in that order, resolved against the compiled cards."""
    decks, diagnostics = load_decks(DECKS)
    assert not diagnostics, [d.message for d in diagnostics]
    return list(decks)


def _colours(path: Path) -> frozenset[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return frozenset(
        _BASICS[m.group(2)]
        for m in (re.match(r"(\d+) (\w+)$", line) for line in lines)
        if m and m.group(2) in _BASICS
    )


def test_every_colour_pair_has_a_deck() -> None:
    pairs = {_colours(path) for path in DECKS}
    wanted = {frozenset(pair) for pair in itertools.combinations("WUBRG", 2)}
    assert wanted <= pairs, sorted("".join(sorted(p)) for p in wanted - pairs)


def test_every_deck_has_forty_compiled_cards() -> None:
    decks = _loaded()
    assert len(decks) == len(DECKS)
    assert all(len(deck.cards) == 40 for deck in decks)  # type: ignore[attr-defined]


@pytest.mark.parametrize("path", DECKS, ids=[p.stem for p in DECKS])
def test_deck_plays_seeded_games_without_engine_errors(path: Path) -> None:
    decks = _loaded()
    index = DECKS.index(path)
    me, opponent = decks[index], decks[(index + 1) % len(decks)]
    for seed in range(2):
        winner, error = run_one([me, opponent], seed, ("random", "random"), 30)
        assert error is None, f"seed {seed}: {error}"
