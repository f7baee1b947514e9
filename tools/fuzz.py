"""`make fuzz`: hostile inputs against the `ofuda` command, with a seed, a time budget and a
minimiser (issue 17, point 7).

    .venv/bin/python tools/fuzz.py [--seconds 600] [--seed N] [--cases N] [--case I] [--kills 50]

Every case (tools/fuzz_inputs.py) is a small folder of files and the commands to run on it.
Each command runs in this process, as the console script runs it, under a watchdog; a case
fails when a command

- prints a traceback or exits 3 (an internal fault), or exits with anything but 0, 1 or 2;
- takes more than 2 s of CPU time (work bounded by the input's size; CPU time, so a busy
  machine does not make a case slow), or more than 20 s of wall time (it blocked);
- writes a generated module that is not valid Python;
- reports a diagnostic outside its file, or not at the line and column the case knows the
  error is at (a byte that is not UTF-8, a number past the bound);
- leaves a good card beside the hostile ones uncompiled, or a card file unreported.

A failing case is minimised (its files are cut down, entry by entry, line by line, then
character by character, while the same failure remains) and written under
build/fuzz/failures/ with the command that reproduces it. ``--kills N`` then runs `ofuda
compile` N times, SIGKILLs it at a random moment, and checks that the output folder holds a
complete package (the old or the new one) after each kill. Exit 0 when no case failed.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import fuzz_inputs
from fuzz_inputs import DANGLING, DEV_ZERO, FIFO, FOLDER, LOOP, UP, Case

ROOT = fuzz_inputs.ROOT
FAILURES = ROOT / "build" / "fuzz" / "failures"
CPU_LIMIT = 2.0
WALL_LIMIT = 20.0


@dataclass(frozen=True)
class Failure:
    """Why a case failed: a category (what is counted) and the detail."""

    category: str
    detail: str


class _Watchdog(BaseException):
    """A command ran past the wall-time limit (it blocked)."""


def _alarm(_signum: int, _frame: object) -> None:
    raise _Watchdog


def materialise(case: Case, folder: Path) -> None:
    """Write the files and special entries of ``case`` into ``folder``."""
    for name, content in case.files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        elif content == FOLDER:
            path.mkdir(exist_ok=True)
        elif content == FIFO:
            os.mkfifo(path)
        elif content == DEV_ZERO:
            path.symlink_to("/dev/zero")
        elif content == LOOP:
            path.symlink_to(path.name)
        elif content == DANGLING:
            path.symlink_to(path.name + ".missing")
        elif content == UP:
            path.symlink_to("..")


def run_cli(argv: list[str]) -> tuple[int, str, str, float]:
    """Run ``ofuda ARGV`` in this process: (exit code, stdout, stderr, CPU seconds)."""
    from ofuda.cli.main import main

    out, err = io.StringIO(), io.StringIO()
    saved = sys.argv
    sys.argv = ["ofuda", *argv]
    started = time.process_time()
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, WALL_LIMIT)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                main()
                code = 0
            except SystemExit as done:
                code = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
    except _Watchdog:
        code = -1
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
        sys.argv = saved
    return code, out.getvalue(), err.getvalue(), time.process_time() - started


def check_case(case: Case) -> Failure | None:
    """Run every command of ``case``; the first failure, or None."""
    with tempfile.TemporaryDirectory(prefix="ofuda-fuzz-") as temporary:
        base = Path(temporary)
        folder, out = base / "in", base / "out"
        folder.mkdir()
        materialise(case, folder)
        for template in case.commands:
            argv = [
                word.replace("{dir}", str(folder)).replace("{out}", str(out)) for word in template
            ]
            code, stdout, stderr, cpu = run_cli(argv)
            failure = _judge(case, argv, code, stdout, stderr, cpu, folder, out)
            if failure is not None:
                return failure
    return None


def _judge(
    case: Case,
    argv: list[str],
    code: int,
    stdout: str,
    stderr: str,
    cpu: float,
    folder: Path,
    out: Path,
) -> Failure | None:
    command = " ".join(argv[:1])
    if code == -1:
        return Failure("blocked", f"{command} ran past {WALL_LIMIT:.0f} s")
    if "Traceback" in stdout + stderr:
        return Failure("traceback", f"{command}: {(stdout + stderr)[-600:]}")
    if code == 3 or "internal error" in stderr:
        return Failure("exit 3", f"{command}: {stderr[-400:]}")
    if code not in (0, 1, 2):
        return Failure("exit code", f"{command} exited {code}")
    if cpu > CPU_LIMIT:
        return Failure("slow", f"{command} took {cpu:.2f} s of CPU")
    if argv[0] == "compile" and code in (0, 1):
        for module in sorted(out.rglob("*.py")):
            try:
                compile(module.read_text(encoding="utf-8"), str(module), "exec")
            except (SyntaxError, ValueError) as fault:
                return Failure("invalid module", f"{module.name}: {fault}")
    if argv[0] == "check" and "--format" in argv:
        return _judge_report(case, stdout, folder)
    return None


def _judge_report(case: Case, stdout: str, folder: Path) -> Failure | None:
    try:
        report = json.loads(stdout)
    except json.JSONDecodeError:
        return Failure("bad output", f"check --format json printed no JSON: {stdout[:200]!r}")
    by_name = {Path(card["path"]).name: card for card in report["cards"]}
    for name in case.good:
        if by_name.get(name, {}).get("status") != "ok":
            return Failure(
                "lost card", f"the good card {name} did not compile: {by_name.get(name)}"
            )
    for name, content in case.files.items():
        if name.endswith(".card") and "/" not in name and content != FOLDER and name not in by_name:
            return Failure("skipped", f"{name} was neither compiled nor reported")
    for card in report["cards"]:
        lines = _lines(folder, card["path"])
        for diagnostic in card["diagnostics"]:
            line, column = diagnostic["line"], diagnostic["column"]
            if lines is not None and not (
                1 <= line <= len(lines) + 1
                and 1 <= column <= len(lines[line - 1] if line <= len(lines) else "") + 2
            ):
                return Failure(
                    "location",
                    f"{card['path']}: {diagnostic['code']} at {line}:{column} is outside the file",
                )
    for name, code, line, column in case.expected:
        found = [
            (d["line"], d["column"])
            for d in by_name.get(name, {}).get("diagnostics", [])
            if d["code"] == code
        ]
        if (line, column) not in found:
            return Failure("location", f"{name}: expected {code} at {line}:{column}, got {found}")
    return None


def _lines(folder: Path, shown: str) -> list[str] | None:
    path = Path(shown) if Path(shown).is_absolute() else Path.cwd() / shown
    try:
        data = path.read_bytes() if path.is_file() else None
    except OSError:
        return None
    if data is None:
        return None
    text = data.removeprefix(b"\xef\xbb\xbf").decode("utf-8", "replace")
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


# --- the minimiser ----------------------------------------------------------------------


def minimise(case: Case, failure: Failure, budget: float = 120.0) -> Case:
    """A smaller case that fails in the same category: entries, then lines, then characters
    removed while the failure remains (delta debugging, within ``budget`` seconds)."""
    deadline = time.monotonic() + budget

    def still_fails(candidate: Case) -> bool:
        if time.monotonic() > deadline:
            return False
        found = check_case(candidate)
        return found is not None and found.category == failure.category

    names = list(case.files)
    kept = _ddmin(
        names, lambda subset: still_fails(replace(case, files={n: case.files[n] for n in subset}))
    )
    case = replace(case, files={n: case.files[n] for n in kept})
    for name, content in list(case.files.items()):
        if isinstance(content, bytes):
            case = _minimise_file(case, name, still_fails)
    return case


def _minimise_file(case: Case, name: str, still_fails: Callable[[Case], bool]) -> Case:
    """``case`` with the file ``name`` cut down by lines, then by bytes."""
    splits: list[tuple[Callable[[bytes], list[bytes]], Callable[[list[bytes]], bytes]]] = [
        (lambda data: data.split(b"\n"), b"\n".join),
        (lambda data: [bytes([byte]) for byte in data], b"".join),
    ]
    for split, join in splits:
        content = case.files[name]
        assert isinstance(content, bytes)
        pieces = split(content)
        if len(pieces) > 4000:
            continue
        base = case

        def fails(
            subset: list[bytes], base: Case = base, join: Callable[[list[bytes]], bytes] = join
        ) -> bool:
            return still_fails(replace(base, files={**base.files, name: join(subset)}))

        case = replace(case, files={**case.files, name: join(_ddmin(pieces, fails))})
    return case


def _ddmin(items: list, fails: Callable[[list], bool]) -> list:  # type: ignore[type-arg]
    """Zeller's ddmin: a 1-minimal sublist of ``items`` for which ``fails`` holds."""
    granularity = 2
    while len(items) >= 2:
        size = max(1, len(items) // granularity)
        chunks = [items[i : i + size] for i in range(0, len(items), size)]
        for index in range(len(chunks)):
            complement = [x for j, chunk in enumerate(chunks) if j != index for x in chunk]
            if fails(complement):
                items, granularity = complement, max(granularity - 1, 2)
                break
        else:
            if granularity >= len(items):
                break
            granularity = min(len(items), granularity * 2)
    return items


def save_failure(seed: int, index: int, case: Case, failure: Failure) -> Path:
    """Write a (minimised) failing case and how to reproduce it."""
    folder = FAILURES / f"{seed}-{index}"
    shutil.rmtree(folder, ignore_errors=True)
    (folder / "in").mkdir(parents=True)
    materialise(case, folder / "in")
    commands = "\n".join(
        " ".join(["ofuda", *c])
        .replace("{dir}", str(folder / "in"))
        .replace("{out}", str(folder / "out"))
        for c in case.commands
    )
    (folder / "failure.txt").write_text(
        f"{failure.category}: {failure.detail}\n\nreplay the case: tools/fuzz.py --seed {seed} --case {index}\n"
        f"commands:\n{commands}\n",
        encoding="utf-8",
    )
    return folder


# --- SIGKILL during compile -------------------------------------------------------------


def kill_test(kills: int, seed: int) -> int:
    """SIGKILL `ofuda compile` at random moments; the output must be a whole package each time.
    Returns the number of kills after which it was not (and of hidden folders a run left).

    Each kill lands at a moment drawn from the time a whole run of that compile took here, so
    that it falls inside the run; a kill that comes after the run ended is counted apart.
    """
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory(prefix="ofuda-kills-") as temporary:
        base = Path(temporary)
        out = base / "out"
        sources = [ROOT / "cards_src" / "avr", ROOT / "cards_src" / "m20"]
        command = [sys.executable, "-m", "ofuda.cli", "compile"]
        whole, durations = [], []
        for source in sources:
            started = time.perf_counter()
            subprocess.run([*command, str(source), "-o", str(out), "-q"], check=False,
                           capture_output=True)
            durations.append(time.perf_counter() - started)
            whole.append(_snapshot(out))
        broken = finished = left_hidden = outlived = 0
        kept: Counter[str] = Counter()
        for kill in range(kills):
            before = _snapshot(out)
            child = subprocess.Popen(
                [*command, str(sources[kill % 2]), "-o", str(out), "-q"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,  # its workers are then the processes of its group
            )
            time.sleep(rng.uniform(0.05, durations[kill % 2]))
            finished += child.poll() is not None
            child.send_signal(signal.SIGKILL)
            child.wait()
            outlived += _outliving(child.pid)
            after = _snapshot(out)
            if after not in whole:
                broken += 1
                print(f"kill {kill + 1}: the output is not a whole package")
            else:
                kept["new" if after == whole[kill % 2] and after != before else "old"] += 1
            left_hidden += any(p.name != "out" for p in base.iterdir())
        subprocess.run([*command, str(sources[0]), "-o", str(out), "-q"], check=False,
                       capture_output=True)
        remaining = [p.name for p in base.iterdir() if p.name != "out"]
        print(
            f"{kills} SIGKILLs during `ofuda compile` (at 0.05 s to a whole run's "
            f"{min(durations):.1f}-{max(durations):.1f} s; {kills - finished} landed while it ran, "
            f"{finished} after it ended): {kills - broken} left a whole package "
            f"({kept['old']} the old one, {kept['new']} the new one), {broken} did not; "
            f"{left_hidden} killed runs left a hidden folder beside it, {len(remaining)} remain "
            f"after the next run; {outlived} worker processes outlived their killed parent by 10 s"
        )
        return broken + len(remaining) + outlived


def _outliving(group: int, grace: float = 10.0) -> int:
    """How many processes of the killed command's group are still running after ``grace``
    seconds (its forked workers must end with it); they are then killed."""

    def running() -> list[int]:
        found = []
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if fields[0] != "Z" and int(fields[2]) == group:  # state, pgrp
                found.append(int(stat.parent.name))
        return found

    deadline = time.monotonic() + grace
    while running() and time.monotonic() < deadline:
        time.sleep(0.2)
    left = running()
    for pid in left:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    return len(left)


def _snapshot(folder: Path) -> dict[str, str]:
    return {
        p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8")
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


# --- the run ----------------------------------------------------------------------------


def fuzz(
    seed: int, seconds: float, cases: int | None, only: int | None, minimise_failures: bool = True
) -> int:
    """Run cases until the time budget (or the case count) is spent; the number that failed."""
    started = time.monotonic()
    counts: Counter[str] = Counter()
    failures: Counter[str] = Counter()
    slowest = (0.0, "")
    index = only if only is not None else 0
    while True:
        if only is None and (
            time.monotonic() - started > seconds or (cases is not None and index >= cases)
        ):
            break
        case = fuzz_inputs.generate(seed, index)
        counts[case.kind] += 1
        began = time.process_time()
        failure = check_case(case)
        spent = time.process_time() - began
        if spent > slowest[0]:
            slowest = (spent, f"case {index} ({case.kind})")
        if failure is not None:
            failures[failure.category] += 1
            small = minimise(case, failure) if minimise_failures else case
            where = save_failure(seed, index, small, failure)
            print(
                f"case {index} ({case.kind}): {failure.category}: {failure.detail[:300]}\n  minimised: {where}"
            )
        index += 1
        if only is not None:
            break
    total = sum(counts.values())
    print(
        f"{total} cases in {time.monotonic() - started:.0f} s (seed {seed}): "
        + ", ".join(f"{kind} {n}" for kind, n in sorted(counts.items()))
    )
    for category in (
        "traceback",
        "exit 3",
        "invalid module",
        "slow",
        "blocked",
        "location",
        "lost card",
        "skipped",
        "exit code",
        "bad output",
    ):
        print(f"  {category}: {failures[category]}")
    print(f"  slowest: {slowest[1]}, {slowest[0]:.2f} s of CPU for all its commands")
    return sum(failures.values())


def main(argv: list[str]) -> int:
    """Parse the options and run."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=600.0, help="time budget (default 600)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cases", type=int, default=None, help="stop after this many cases")
    parser.add_argument("--case", type=int, default=None, help="run only this case of the seed")
    parser.add_argument(
        "--kills", type=int, default=0, help="then SIGKILL `ofuda compile` this many times"
    )
    parser.add_argument("--no-minimise", action="store_true")
    options = parser.parse_args(argv)
    failed = fuzz(
        options.seed, options.seconds, options.cases, options.case, not options.no_minimise
    )
    if options.kills:
        failed += kill_test(options.kills, options.seed)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
