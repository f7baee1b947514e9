"""Before/after benchmark (`make bench-compare BASE=<revision>`): this tree against a revision.

The warm per-card compile and the per-line parse of Avacyn Restored, measured in this tree
and in ``BASE`` on the same machine, alternating run by run so that a change in the machine's
load hits both sides alike, and timed in CPU time of the measuring process (a busy machine
stretches wall time, far less the CPU time of one single-threaded process). Each side prints
medians; the ratios come from the one session.

The base revision is exported with ``git archive`` into ``build/bench-base/<revision>/`` and
imported through a path of its own (the ``ofuda`` namespace pointing at its folders), with a
grammar cache of its own so that neither side rebuilds the other's grammar.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tarfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ROUNDS = 5
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


def main() -> None:
    """Measure this tree and BASE alternately and print medians and ratios."""
    revision = os.environ.get("BASE") or (sys.argv[1] if len(sys.argv) > 1 else "")
    if not revision:
        raise SystemExit("usage: make bench-compare BASE=<git revision>")
    base = export_revision(revision)
    base_environment = dict(os.environ)
    base_environment["PYTHONPATH"] = str(base / "site")
    base_environment["XDG_CACHE_HOME"] = str(base / "cache")
    head_environment = dict(os.environ)
    head_environment.pop("PYTHONPATH", None)
    runs: dict[str, list[dict[str, float]]] = {"base": [], "head": []}
    for _ in range(ROUNDS):
        runs["base"].append(measure(base / "tree" / CARDS, base_environment))
        runs["head"].append(measure(ROOT / CARDS, head_environment))
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
