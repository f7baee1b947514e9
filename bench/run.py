"""Benchmarks (`make bench`): compile and parse speed, games per second.

Figures are medians over repeated runs, printed and never asserted: speed is
measured here, not in tests.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "cards_src"
DECKS = ROOT / "cards_src" / "decks"
REPEATS = 5


def median_seconds(action, repeats: int = REPEATS) -> float:  # type: ignore[no-untyped-def]
    """The median wall time of ``action()`` over ``repeats`` runs."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_cold_compile() -> None:
    """A cold `ofuda compile cards_src` in a new process (grammar cache warm on disk)."""
    out = ROOT / "build" / "bench-cards"
    command = [sys.executable, "-m", "ofuda.cli", "compile", str(CARDS), "-o", str(out), "--quiet"]
    subprocess.run(command, capture_output=True, check=False)  # warm the grammar cache once
    seconds = median_seconds(lambda: subprocess.run(command, capture_output=True, check=False))
    print(f"cold `ofuda compile cards_src` in a new process: {seconds * 1000:.0f} ms (median of {REPEATS})")


def bench_in_process() -> None:
    """Per card and per ability line, in one warm process."""
    from ofuda.compiler import parse
    from ofuda.compiler.normalize import normalize
    from ofuda.compiler.pipeline import compile_file
    from ofuda.compiler.project import find_card_files
    from ofuda.compiler.source import MappedText

    files = [file for file, _ in find_card_files([CARDS])]
    for file in files:
        compile_file(file)
    per_card = median_seconds(lambda: [compile_file(f) for f in files]) / len(files)
    print(f"compile per card (warm, {len(files)} cards): {per_card * 1e6:.0f} µs median")
    lines: list[tuple[str, str]] = []
    for file in files:
        lang = None
        for raw in file.read_text(encoding="utf-8").splitlines():
            if raw in ("ja:", "en:"):
                lang = raw[:2]
            elif raw.startswith("  ") and lang:
                lines.append((lang, normalize(MappedText.identity(raw.strip())).text))
            else:
                lang = None if not raw.startswith("  ") else lang
    per_line = median_seconds(lambda: [parse.parse(lang, text) for lang, text in lines]) / len(lines)
    print(f"parse per ability line ({len(lines)} lines): {per_line * 1e6:.1f} µs median")


def bench_games() -> None:
    """Random-agent games per second between the demo decks, and peak memory per game."""
    try:
        from ofuda.cli.games import games_per_second
    except ImportError as missing:
        print(f"games: not available ({missing})")
        return
    decks = [DECKS / "white-weenie.deck", DECKS / "blue-red-tempo.deck"]
    rates = [games_per_second(decks, games=50, seed=run) for run in range(REPEATS)]
    print(f"random-agent games per second (demo decks): {statistics.median(rates):.1f} median of {REPEATS}")
    tracemalloc.start()
    games_per_second(decks, games=1, seed=99)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"peak traced memory for one game (including loading the decks): {peak / 1e6:.1f} MB")


if __name__ == "__main__":
    bench_cold_compile()
    bench_in_process()
    bench_games()
