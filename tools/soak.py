"""`make soak`: the heuristic agent plays, and nothing in the engine fails (issue 17, point 6).

    .venv/bin/python tools/soak.py [--games 1000] [--every-card] [--seed N]

Two soaks, each reported with its figures:

- **pairs**: ``--games`` heuristic-agent games spread over every pair of the sample decks
  (cards_src/decks), each game checked like ``ofuda sim`` checks it (no engine error, every
  invariant after the game);
- **every card** (``--every-card``): every card of cards_src that compiles is put in a deck
  (twenty cards of one or two colours and twenty basic lands of those colours), and each deck
  plays heuristic games against another; the cards actually cast or played are counted. Then,
  round after round (``--rounds``), the cards not yet cast are dealt again, four copies each,
  into decks of their own, until every one has been cast; those never cast are listed.

A failed game is printed with its replay seed. Exit 0 when no game failed. tests/runtime/
test_heuristic_soak.py runs a short seeded slice of both in `make test`.
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path

from ofuda.runtime.definitions import CardDefinition, CardType

ROOT = Path(__file__).resolve().parent.parent
CARDS_SRC = ROOT / "cards_src"
SETS = ("avr", "isd", "dka", "m19", "m20", "m21", "examples")
_COLORS = "WUBRG"
_BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def sample_decks() -> list:  # type: ignore[type-arg]
    """The sample decks of cards_src/decks, resolved."""
    from ofuda.cli.games import load_decks

    decks, diagnostics = load_decks(sorted((CARDS_SRC / "decks").glob("*.deck")))
    if diagnostics:
        raise SystemExit(diagnostics[0].message)
    return decks


def pair_soak(decks: Sequence, games: int, seed: int = 0) -> list[str]:  # type: ignore[type-arg]
    """``games`` heuristic games over every pair of ``decks``; the failures."""
    from ofuda.cli.sim import run_one

    pairs = list(itertools.combinations(decks, 2))
    failures = []
    for k in range(games):
        first, second = pairs[k % len(pairs)]
        game_seed = seed + k
        _winner, error = run_one([first, second], game_seed, ("heuristic", "heuristic"), 50)
        if error is not None:
            failures.append(f"{first.name} vs {second.name}, seed {game_seed}: {error}")
    return failures


def card_definitions(modules: Iterable[str]) -> list[CardDefinition]:
    """The definitions of generated modules, one per card name."""
    from ofuda.compiler.project import load_definition

    seen: dict[str, CardDefinition] = {}
    for index, code in enumerate(modules):
        definition = load_definition(code, f"ofuda_soak_{index}")
        seen.setdefault(definition.name or definition.name_ja or str(index), definition)
    return list(seen.values())


def compiled_cards(sets: Sequence[str] = SETS) -> list[CardDefinition]:
    """Every card of cards_src that compiles."""
    from ofuda.compiler.project import compile_paths

    modules: list[str] = []
    for set_code in sets:
        modules.extend(compile_paths([CARDS_SRC / set_code], jobs=None).modules.values())
    return card_definitions(modules)


def _colors_of(card: CardDefinition) -> str:
    """The colours a card's mana cost asks for (the deck's colours)."""
    from ofuda.runtime.engine.mana.pool import parse_mana_cost

    try:
        letters = "".join(parse_mana_cost(card.mana_cost).requirements) if card.mana_cost else ""
    except ValueError:  # a symbol the mana parser has no colour for: colourless here
        letters = ""
    return "".join(c for c in _COLORS if c in letters)


def every_card_decks(
    cards: Sequence[CardDefinition],
    seed: int = 0,
    size: int = 20,
    copies: int = 1,
    support: Sequence[CardDefinition] = (),
) -> list[list[CardDefinition]]:
    """Decks holding every nonland card of ``cards`` ``copies`` times: ``size`` cards of one or
    two colours with as many basic lands of those colours (the agent can cast each). With
    ``support``, each deck also holds twelve of those cards that its colours can cast (permanents
    for the spells to target, fight and pump, and spells for the counterspells to counter)."""
    from ofuda.compiler.project import Catalogue

    basics = Catalogue.from_paths([], wanted=()).by_name
    rng = random.Random(seed)
    by_colors: dict[str, list[CardDefinition]] = {}
    for card in cards:
        if CardType.LAND in card.card_types and not card.abilities:
            continue
        by_colors.setdefault(_colors_of(card), []).append(card)
    decks = []
    for colors, group in sorted(by_colors.items()):
        rng.shuffle(group)
        group = [card for card in group for _ in range(copies)]
        lands_of = [basics[_BASICS[c]] for c in colors] or [basics["Plains"], basics["Mountain"]]
        helpers = [card for card in support if set(_colors_of(card)) <= set(colors)]
        for start in range(0, len(group), size):
            spells = group[start : start + size]
            spells += rng.sample(helpers, min(12, len(helpers)))
            lands = [lands_of[i % len(lands_of)] for i in range(max(size, 40 - len(spells)))]
            decks.append(spells + lands)
    return decks


def every_card_soak(
    decks: Sequence[list[CardDefinition]], games_per_deck: int = 2, seed: int = 0
) -> tuple[list[str], set[str]]:
    """Each deck plays ``games_per_deck`` heuristic games against the next; the failures and
    the names of the cards that were cast or played."""
    from ofuda.cli.games import make_agent
    from ofuda.cli.sim import check_invariants
    from ofuda.runtime import Game

    failures: list[str] = []
    played: set[str] = set()
    for index, deck in enumerate(decks):
        other = decks[(index + 1) % len(decks)]
        for k in range(games_per_deck):
            game_seed = seed + index * games_per_deck + k
            game = Game(
                [deck, other],
                [make_agent("heuristic", game_seed, seat) for seat in (0, 1)],
                seed=game_seed,
                names=(f"deck {index}", f"deck {(index + 1) % len(decks)}"),
            )
            try:
                game.play(max_turns=40)
            except Exception as fault:  # noqa: BLE001 - an engine fault is the failure counted
                failures.append(f"deck {index} seed {game_seed}: {type(fault).__name__}: {fault}")
                continue
            problems = check_invariants(game, [len(deck), len(other)])
            if problems:
                failures.append(f"deck {index} seed {game_seed}: invariant: {problems[0]}")
            # each deck's cards are its own, so a card cast by either player counts
            played.update(e.data.get("card", "") for e in game.log.of_kind("cast", "land"))
    return failures, played


def every_card_rounds(
    cards: Sequence[CardDefinition], games_per_deck: int, rounds: int, seed: int = 0
) -> tuple[list[str], set[str], list[str]]:
    """The every-card soak, then ``rounds`` more rounds over the cards not yet cast or played,
    four copies of each in decks of their own; the failures, the cards cast or played, and the
    cards never cast or played."""
    wanted = {c.name: c for c in cards}
    failures, played = every_card_soak(every_card_decks(cards, seed), games_per_deck, seed)
    for round_number in range(1, rounds + 1):
        left = [card for name, card in sorted(wanted.items()) if name not in played]
        if not left:
            break
        # the cards left are mostly spells that want permanents (and spells) on both sides
        support = [c for c in cards if c.name in played and CardType.LAND not in c.card_types]
        decks = every_card_decks(left, seed + round_number, 20, 4, support)
        more, cast = every_card_soak(decks, games_per_deck, seed + 100_000 * round_number)
        failures += more
        played |= cast
    return failures, played, sorted(set(wanted) - played)


def main(argv: list[str]) -> int:
    """Run the soaks and print their figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--games", type=int, default=1000, help="games over the pairs of sample decks"
    )
    parser.add_argument(
        "--every-card", action="store_true", help="also play every card of cards_src"
    )
    parser.add_argument("--games-per-deck", type=int, default=3)
    parser.add_argument(
        "--rounds", type=int, default=4, help="rounds over the cards not yet cast (every card)"
    )
    parser.add_argument("--seed", type=int, default=0)
    options = parser.parse_args(argv)
    started = time.perf_counter()
    decks = sample_decks()
    failures = pair_soak(decks, options.games, options.seed)
    pairs = len(decks) * (len(decks) - 1) // 2
    print(
        f"{options.games} heuristic games over the {pairs} pairs of {len(decks)} sample decks: "
        f"{len(failures)} engine errors ({time.perf_counter() - started:.0f} s)"
    )
    for failure in failures[:20]:
        print("  " + failure)
    if options.every_card:
        started = time.perf_counter()
        cards = compiled_cards()
        more, played, never = every_card_rounds(
            cards, options.games_per_deck, options.rounds, options.seed
        )
        nonland = {c.name for c in cards if CardType.LAND not in c.card_types}
        lands = {c.name for c in cards} - nonland
        print(
            f"every card: {len(cards)} compiled cards, {options.games_per_deck} games per deck, "
            f"{options.rounds} rounds over the cards not yet cast: {len(more)} engine errors; "
            f"{len(nonland & played)} of {len(nonland)} nonland cards cast, "
            f"{len(lands & played)} of {len(lands)} lands played "
            f"({time.perf_counter() - started:.0f} s)"
        )
        for failure in more[:20]:
            print("  " + failure)
        if never:
            print(f"  never cast or played ({len(never)}): " + "; ".join(never))
        failures += more
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
