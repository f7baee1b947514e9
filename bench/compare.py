"""Before/after benchmark (`make bench-compare BASE=<revision>`): this tree against a revision.

The warm per-card compile and the per-line parse of Avacyn Restored, measured in this tree
and in ``BASE`` on the same machine, alternating run by run so that a change in the machine's
load hits both sides alike, and timed in CPU time of the measuring process (a busy machine
stretches wall time, far less the CPU time of one single-threaded process). Each side prints
medians; the ratios come from the one session.

The base revision is exported with ``git archive`` into ``build/bench-base/<revision>/`` and
imported through a path of its own (the ``ofuda`` namespace pointing at its folders), with a
grammar cache of its own so that neither side rebuilds the other's grammar.

With ``--cold`` (`make bench-compare-cold BASE=<revision>`) it measures instead a cold
``ofuda compile cards_src/avr`` in a new process, by default and with ``-j 1``, in both trees
alternately (bytecode compiled and grammar caches warm on both sides): the wall time and the
CPU time (user + system) of the whole process tree, workers included, as medians.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tarfile
import time
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ROUNDS = 5
COLD_ROUNDS = 7
# The folders of the package and the cards measured: what a revision needs to be imported.
PACKAGE_FOLDERS = ("compiler", "runtime", "grammar", "cli")
CARDS = "cards_src/avr"

# One measurement in a fresh process: a warm compile of every card (after one unmeasured
# pass), then a parse of every ability line; prints both as microseconds, in JSON.
_MEASURE = """
import json, statistics, sys, time
from pathlib import Path
from ofuda.compiler import parse
from ofuda.compiler.pipeline import compile_file
sys.path.insert(0, sys.argv[2])
from lines import ability_lines
files = sorted(Path(sys.argv[1]).rglob("*.card"))
for f in files:
    compile_file(f)
start = time.process_time()
for f in files:
    compile_file(f)
per_card = (time.process_time() - start) / len(files)
lines = ability_lines(files)
start = time.process_time()
for lang, text in lines:
    parse.parse(lang, text)
per_line = (time.process_time() - start) / len(lines)
print(json.dumps({"card_us": per_card * 1e6, "line_us": per_line * 1e6,
                  "cards": len(files), "lines": len(lines)}))
"""


def export_revision(revision: str) -> Path:
    """The tree of ``revision`` under build/bench-base, with an ``ofuda`` namespace to import it."""
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--verify", f"{revision}^{{commit}}"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()
    base = ROOT / "build" / "bench-base" / commit[:12]
    tree = base / "tree"
    if not tree.exists():
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", "--format=tar", commit, *PACKAGE_FOLDERS, CARDS],
            capture_output=True, check=True,
        ).stdout
        with tarfile.open(fileobj=BytesIO(archive)) as tar:
            tar.extractall(tree, filter="data")
        namespace = base / "site" / "ofuda"
        namespace.mkdir(parents=True, exist_ok=True)
        for folder in PACKAGE_FOLDERS:
            (namespace / folder).symlink_to(tree / folder, target_is_directory=True)
    return base


def measure(cards: Path, environment: dict[str, str]) -> dict[str, float]:
    """One measurement in a new process with the given environment."""
    result = subprocess.run(
        [sys.executable, "-c", _MEASURE, str(cards), str(Path(__file__).parent)],
        capture_output=True, text=True, check=True, env=environment,
    )
    return json.loads(result.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def cold_compile(cards: Path, output: Path, environment: dict[str, str],
                 jobs: list[str]) -> tuple[float, float]:
    """One cold ``ofuda compile`` of ``cards`` in a new process: its wall time and the CPU time
    (user + system) of its process tree, in seconds."""
    command = [sys.executable, "-m", "ofuda.cli", "compile", str(cards), "-o", str(output),
               "--quiet", *jobs]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, capture_output=True, check=True, env=environment)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def compare_cold(revision: str, base: Path, environments: dict[str, dict[str, str]]) -> None:
    """The cold compile in both trees, alternately, by default and with -j 1: medians."""
    trees = {"base": base / "tree", "head": Path(environments["head"].get("OFUDA_BENCH_TREE", ROOT))}
    for tree in trees.values():  # bytecode, as `pip install` (and `make`) compiles it
        folders = [str(tree / folder) for folder in ("compiler", "runtime", "cli")]
        subprocess.run([sys.executable, "-m", "compileall", "-q", *folders],
                       capture_output=True, check=False)
    outputs = {side: ROOT / "build" / "bench-compare-cold" / side for side in trees}
    for side, tree in trees.items():  # warm the grammar caches
        cold_compile(tree / CARDS, outputs[side], environments[side], [])
    figures: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for _ in range(COLD_ROUNDS):
        for jobs in ("", "1"):
            for side, tree in trees.items():
                options = ["-j", jobs] if jobs else []
                figures.setdefault((side, jobs), []).append(
                    cold_compile(tree / CARDS, outputs[side], environments[side], options)
                )
    print(f"before = {revision}, after = {os.environ.get('AFTER') or 'this tree'}; cold `ofuda compile {CARDS}` in a new process, "
          f"medians of {COLD_ROUNDS} alternating runs; load average {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} cores")
    for jobs, label in (("", "default (workers)"), ("1", "-j 1")):
        medians = {}
        for side in trees:
            runs = figures[(side, jobs)]
            medians[side] = (statistics.median(w for w, _ in runs),
                             statistics.median(c for _, c in runs))
        (wall_before, cpu_before), (wall_after, cpu_after) = medians["base"], medians["head"]
        print(f"{label}: wall {wall_before * 1000:.0f} -> {wall_after * 1000:.0f} ms, "
              f"CPU {cpu_before * 1000:.0f} -> {cpu_after * 1000:.0f} ms "
              f"(ratio {cpu_after / cpu_before:.2f}x)")


def main() -> None:
    """Measure this tree and BASE alternately and print medians and ratios."""
    arguments = [argument for argument in sys.argv[1:] if argument != "--cold"]
    revision = os.environ.get("BASE") or (arguments[0] if arguments else "")
    if not revision:
        raise SystemExit("usage: make bench-compare BASE=<git revision> (bench-compare-cold: cold)")
    base = export_revision(revision)
    base_environment = dict(os.environ)
    base_environment["PYTHONPATH"] = str(base / "site")
    base_environment["XDG_CACHE_HOME"] = str(base / "cache")
    head_environment = dict(os.environ)
    head_environment.pop("PYTHONPATH", None)
    after = os.environ.get("AFTER")
    if after:  # a revision instead of this tree (while this tree is being edited)
        exported = export_revision(after)
        head_environment.update(PYTHONPATH=str(exported / "site"), XDG_CACHE_HOME=str(exported / "cache"),
                                OFUDA_BENCH_TREE=str(exported / "tree"))
    if "--cold" in sys.argv[1:]:
        compare_cold(revision, base, {"base": base_environment, "head": head_environment})
        return
    runs: dict[str, list[dict[str, float]]] = {"base": [], "head": []}
    for _ in range(ROUNDS):
        runs["base"].append(measure(base / "tree" / CARDS, base_environment))
        runs["head"].append(measure(Path(head_environment.get("OFUDA_BENCH_TREE", ROOT)) / CARDS, head_environment))
    medians = {
        side: {key: statistics.median(run[key] for run in side_runs) for key in ("card_us", "line_us")}
        for side, side_runs in runs.items()
    }
    sample = runs["head"][0]
    print(f"before = {revision}, after = this tree; {CARDS}: {sample['cards']:.0f} cards, "
          f"{sample['lines']:.0f} ability lines; medians of {ROUNDS} alternating runs")
    for key, label in (("card_us", "compile per card (warm)"), ("line_us", "parse per ability line")):
        before, after = medians["base"][key], medians["head"][key]
        print(f"{label}: before {before:.1f} µs, after {after:.1f} µs, ratio {after / before:.2f}x")


if __name__ == "__main__":
    main()
