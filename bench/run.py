"""Benchmarks (`make bench`): compile and parse speed, games per second.

Figures are medians over repeated runs, printed and never asserted: speed is
measured here, not in tests.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

from lines import ability_lines  # bench/ is on the path when run as bench/run.py

ROOT = Path(__file__).resolve().parent.parent
# The set the benchmarks compile: Avacyn Restored, as issue 3 measures it.
CARDS = ROOT / "cards_src" / "avr"
DECKS = ROOT / "cards_src" / "decks"
REPEATS = 5


def median_seconds(action, repeats: int = REPEATS) -> float:  # type: ignore[no-untyped-def]
    """The median wall time of ``action()`` over ``repeats`` runs."""
    return median_wall_and_cpu(action, repeats)[0]


def median_wall_and_cpu(action, repeats: int = REPEATS) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """The median wall time and the median CPU time (user + system) of the child processes
    ``action()`` runs: on a shared machine the wall time measures the load, the CPU time the work."""
    walls, cpus = [], []
    for _ in range(repeats):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        action()
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def bench_cold_compile() -> None:
    """A cold `ofuda compile cards_src/avr` in a new process (grammar cache warm on disk), and
    of one card (the start-up alone), wall and CPU time of the process tree.

    The bytecode is compiled first, as `pip install` does for an installed package
    (and `make` does at setup): a run where Python must compile ofuda's sources
    every time (PYTHONDONTWRITEBYTECODE and no bytecode) measures that instead.
    """
    out = ROOT / "build" / "bench-cards"
    sources = [str(ROOT / part) for part in ("compiler", "runtime", "cli")]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *sources], capture_output=True, check=False)
    command = [sys.executable, "-m", "ofuda.cli", "compile", str(CARDS), "-o", str(out), "--quiet"]
    subprocess.run(command, capture_output=True, check=False)  # warm the grammar cache once
    seconds, cpu = median_wall_and_cpu(lambda: subprocess.run(command, capture_output=True, check=False))
    single, single_cpu = median_wall_and_cpu(
        lambda: subprocess.run([*command, "-j", "1"], capture_output=True, check=False)
    )
    # Start-up alone: one card (imports, both grammars, the first card's lazy set-up, exit).
    one = [sys.executable, "-m", "ofuda.cli", "compile", str(min(CARDS.glob("*.card"))), "-o",
           str(ROOT / "build" / "bench-one-card"), "--quiet"]
    start_up, start_up_cpu = median_wall_and_cpu(lambda: subprocess.run(one, capture_output=True, check=False))
    print(
        f"cold `ofuda compile` of one card in a new process (start-up): {start_up * 1000:.0f} ms, "
        f"CPU time {start_up_cpu * 1000:.0f} ms (medians of {REPEATS})"
    )
    print(
        f"cold `ofuda compile cards_src/avr` in a new process: {seconds * 1000:.0f} ms "
        f"(one process, -j 1: {single * 1000:.0f} ms; medians of {REPEATS}); "
        f"CPU time {cpu * 1000:.0f} ms (-j 1: {single_cpu * 1000:.0f} ms); "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    everything = [sys.executable, "-m", "ofuda.cli", "compile", str(ROOT / "cards_src"), "-o",
                  str(ROOT / "build" / "bench-all-cards"), "--quiet"]
    every_card = median_seconds(lambda: subprocess.run(everything, capture_output=True, check=False), 3)
    print(f"cold `ofuda compile cards_src` (every set) in a new process: {every_card:.1f} s (median of 3)")


# Loads both rules-text grammars and parses every ability line once, in a new process:
# the lexer's cost on a cold start, with ofuda's lexer or with Lark's own.
_COLD_PARSE = """
import sys, time
from pathlib import Path
from ofuda.compiler import parse
sys.path.insert(0, sys.argv[3])
from lines import ability_lines
lines = ability_lines(sorted(Path(sys.argv[1]).rglob("*.card")))
get = parse.get_reference_parser if sys.argv[2] == "lark" else parse.get_parser
start = time.perf_counter()
parsers = {lang: get(lang) for lang in ("ja", "en")}
for lang, text in lines:
    try:
        parsers[lang].parse(text, start="ability_line")
    except Exception:
        pass
print(time.perf_counter() - start)
"""


def bench_cold_parse() -> None:
    """Loading the grammars and parsing every line once in a new process: ofuda's lexer and Lark's."""
    figures = {}
    for lexer in ("ofuda", "lark"):
        command = [sys.executable, "-c", _COLD_PARSE, str(CARDS), lexer, str(ROOT / "bench")]
        runs = [float(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
                for _ in range(REPEATS)]
        figures[lexer] = statistics.median(runs)
    print(
        f"cold load + parse of every ability line: {figures['ofuda'] * 1000:.0f} ms with ofuda's lexer, "
        f"{figures['lark'] * 1000:.0f} ms with Lark's contextual lexer (medians of {REPEATS})"
    )


def bench_in_process() -> None:
    """Per card and per ability line, in one warm process."""
    from ofuda.compiler import parse
    from ofuda.compiler.pipeline import compile_file
    from ofuda.compiler.source.paths import find_card_files

    files = [file for file, _ in find_card_files([CARDS])]
    for file in files:
        compile_file(file)
    per_card = median_seconds(lambda: [compile_file(f) for f in files]) / len(files)
    print(f"compile per card (warm, {len(files)} cards): {per_card * 1e6:.0f} µs median")
    lines = ability_lines(files)
    per_line = median_seconds(lambda: [parse.parse(lang, text) for lang, text in lines]) / len(
        lines
    )
    print(f"parse per ability line ({len(lines)} lines): {per_line * 1e6:.1f} µs median")


def _sample_decks() -> list:  # type: ignore[type-arg]
    from ofuda.cli.games import load_decks

    decks, diagnostics = load_decks([DECKS / "white-weenie.deck", DECKS / "blue-red-tempo.deck"])
    if diagnostics:
        raise SystemExit(f"sample decks: {diagnostics[0].message}")
    return decks


def bench_games() -> None:
    """Random-agent games per second between the two sample decks (one process), and peak
    traced memory for one game (decks already loaded)."""
    from ofuda.cli.games import play_game

    decks = _sample_decks()
    names = " vs ".join(d.name for d in decks)
    rates, cpu_rates = [], []
    for seed in range(3):  # warm-up: lazy imports and the engine's per-card caches
        play_game(decks, 99_000 + seed)
    for run in range(REPEATS):
        start, cpu = time.perf_counter(), time.process_time()
        for game in range(50):
            play_game(decks, run * 1000 + game)
        rates.append(50 / (time.perf_counter() - start))
        cpu_rates.append(50 / (time.process_time() - cpu))
    print(
        f"random-agent games per second ({names}, 40 cards each): "
        f"{statistics.median(rates):.1f} wall, {statistics.median(cpu_rates):.1f} CPU (median of {REPEATS} x 50)"
    )
    tracemalloc.start()
    play_game(decks, 99)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"peak traced memory for one game: {peak / 1e6:.1f} MB")


def bench_soak() -> None:
    """A larger soak than the test suite's: random and heuristic games, every invariant checked."""
    from ofuda.cli.sim import run_one

    decks = _sample_decks()
    for agents, games in (
        (("random", "random"), 3000),
        (("heuristic", "random"), 300),
        (("heuristic", "heuristic"), 100),
    ):
        errors = []
        wins: dict[str | None, int] = {}
        start = time.perf_counter()
        for seed in range(games):
            winner, error = run_one(decks, 10_000 + seed, agents, 50)
            if error is not None:
                errors.append((10_000 + seed, error))
            wins[winner] = wins.get(winner, 0) + 1
        seconds = time.perf_counter() - start
        shown = ", ".join(
            f"{k or 'draw'} {v}" for k, v in sorted(wins.items(), key=lambda kv: str(kv[0]))
        )
        print(
            f"soak {agents[0]} vs {agents[1]}: {games} games in {seconds:.1f} s, {len(errors)} errors ({shown})"
        )
        for seed, error in errors[:5]:
            print(f"  seed {seed}: {error}")


# A designer typing in a typical card: the text after each keystroke of retyping the end of
# the Japanese line (「…を得る。」), then a typo (修正 for 修整) and its fix.
LSP_CARD = CARDS / "041-zealous-strike.card"
LSP_KEYSTROKES = 40


def _keystroke_texts() -> list[str]:
    text = LSP_CARD.read_text(encoding="utf-8")
    ending = "先制攻撃を得る。"
    cut = text.index(ending)
    typed = [text[:cut] + ending[:n] + text[cut + len(ending):] for n in range(len(ending) + 1)]
    return typed + [text.replace("修整", "修正"), text]


def bench_lsp() -> None:
    """`ofuda lsp`: the recheck after a keystroke, in process and over stdio (didChange sent
    → publishDiagnostics of that version received), medians over the keystrokes."""
    sys.path.insert(0, str(ROOT / "tests"))
    from ofuda.cli.lsp.analysis import analyse_card
    from ofuda.cli.lsp.compile_bridge import warm_up
    from support.lsp_client import LspClient, file_uri

    texts = _keystroke_texts()
    warm_up()
    in_process = []
    for round_ in range(3):
        for text in texts:
            start = time.perf_counter()
            analyse_card(file_uri(LSP_CARD), str(LSP_CARD), text)
            if round_:  # the first round warms the caches
                in_process.append(time.perf_counter() - start)
    client = LspClient(cwd=ROOT)
    try:
        client.initialize(ROOT)
        uri = file_uri(LSP_CARD)
        client.open(uri, texts[-1])
        client.diagnostics(uri, 1)
        round_trips = []
        for version in range(2, 2 + LSP_KEYSTROKES):
            mark = client.notification_count()
            start = time.perf_counter()
            client.change(uri, version, texts[version % len(texts)])
            client.diagnostics(uri, version, after=mark)
            round_trips.append(time.perf_counter() - start)
        client.close()
    finally:
        client.kill()
    print(
        f"lsp recheck after a keystroke ({LSP_CARD.name}): "
        f"{statistics.median(round_trips) * 1000:.1f} ms median over stdio, didChange → "
        f"publishDiagnostics ({LSP_KEYSTROKES} keystrokes; max {max(round_trips) * 1000:.1f} ms); "
        f"{statistics.median(in_process) * 1000:.1f} ms median in process"
    )


if __name__ == "__main__":
    bench_cold_compile()
    bench_cold_parse()
    bench_in_process()
    bench_lsp()
    bench_games()
    bench_soak()
