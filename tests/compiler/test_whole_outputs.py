"""Outputs whole or untouched (issue 17, points 3 and 4).

``ofuda compile -o DIR`` builds the package beside DIR and swaps it in at once: after a
SIGKILL at any moment, a full disk or any failure, DIR holds the old complete package or
the new complete one, and the hidden folder a killed run leaves is gone after the next run.
Module-name collisions are a diagnostic naming both cards; every generated module is valid
Python; output-location problems are usage errors (exit 2). A worker process that dies is
reported with the card it was compiling, and the run finishes.
"""

from __future__ import annotations

import errno
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from ofuda.cli.main import cli
from ofuda.compiler import project
from ofuda.compiler.codegen import package
from ofuda.compiler.codegen.generator import generate_module
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.project import compile_paths, write_package
from ofuda.compiler.source import SourceFile
from support.paths import AVR

CARDS = sorted(AVR.glob("*.card"))[:40]


def _sources(tmp_path: Path, cards: list[Path], name: str = "cards") -> Path:
    folder = tmp_path / name
    folder.mkdir()
    for card in cards:
        (folder / card.name).write_text(card.read_text(encoding="utf-8"), encoding="utf-8")
    return folder


def _package(folder: Path) -> dict[str, str]:
    return {
        p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8")
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def _is_whole(out: Path, expected: list[dict[str, str]]) -> bool:
    return _package(out) in expected


def test_compile_replaces_the_package_in_one_step(tmp_path: Path) -> None:
    old = _sources(tmp_path, CARDS[:10], "old")
    new = _sources(tmp_path, CARDS[5:20], "new")
    out = tmp_path / "out"
    write_package(compile_paths([old]), out)
    first = _package(out)
    write_package(compile_paths([new]), out)
    second = _package(out)
    assert first != second and "__init__.py" in second
    assert len([n for n in second if n.startswith("card_")]) == 15  # no module of the old run
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new", "old", "out"]  # nothing beside


def test_fifty_sigkills_at_random_moments_leave_a_whole_package(tmp_path: Path) -> None:
    """The Done-when measurement, in the test suite with 12 kills (`make fuzz` runs 50)."""
    old = _sources(tmp_path, CARDS[:20], "old")
    new = _sources(tmp_path, CARDS[10:40], "new")
    out = tmp_path / "out"
    write_package(compile_paths([old]), out)
    packages = [_package(out)]
    write_package(compile_paths([new]), out)
    packages.append(_package(out))
    write_package(compile_paths([old]), out)
    rng = random.Random(17)
    for kill in range(12):
        source = new if kill % 2 == 0 else old
        child = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "ofuda.cli",
                "compile",
                str(source),
                "-o",
                str(out),
                "-q",
                "-j",
                "1",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(rng.uniform(0.3, 2.5))
        child.send_signal(signal.SIGKILL)
        child.wait()
        assert _is_whole(out, packages), (
            f"kill {kill}: a partial package {sorted(_package(out))[:5]}"
        )
    write_package(compile_paths([new]), out)  # the next run removes what the killed ones left
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new", "old", "out"]
    assert _package(out) == packages[1]


def test_a_full_disk_leaves_the_old_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = _sources(tmp_path, CARDS[:10])
    out = tmp_path / "out"
    write_package(compile_paths([source]), out)
    before = _package(out)
    real_write = package._write
    written: list[Path] = []

    def fill_up(path: Path, text: str) -> None:
        if len(written) >= 4:
            raise OSError(errno.ENOSPC, "No space left on device")
        written.append(path)
        real_write(path, text)

    monkeypatch.setattr(package, "_write", fill_up)
    result = CliRunner().invoke(
        cli, ["compile", str(_sources(tmp_path, CARDS[10:20], "new")), "-o", str(out)]
    )
    assert result.exit_code == 2, result.output
    assert "No space left on device" in result.output and "as it was" in result.output
    assert _package(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards", "new", "out"]


@pytest.mark.parametrize(
    "kind", ["file", "dangling-symlink", "foreign-folder", "unwritable-parent"]
)
def test_output_location_problems_are_usage_errors(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    source = _sources(tmp_path, CARDS[:3])
    out = tmp_path / "out"
    if kind == "file":
        out.write_text("not a folder", encoding="utf-8")
    elif kind == "dangling-symlink":
        out.symlink_to(tmp_path / "missing")
    elif kind == "foreign-folder":
        out.mkdir()
        (out / "notes.txt").write_text("mine", encoding="utf-8")
    else:

        def refuse(*args: object, **kwargs: object) -> str:
            raise PermissionError(errno.EACCES, "Permission denied")

        monkeypatch.setattr(package.tempfile, "mkdtemp", refuse)
    result = CliRunner().invoke(cli, ["compile", str(source), "-o", str(out)])
    assert result.exit_code == 2, result.output
    assert "internal error" not in result.output
    message = {
        "file": "is a file",
        "dangling-symlink": "does not exist",
        "foreign-folder": "did not write",
        "unwritable-parent": "Permission denied",
    }[kind]
    assert message in result.output
    if kind == "foreign-folder":
        assert (out / "notes.txt").read_text(encoding="utf-8") == "mine"


def test_a_symlinked_output_folder_stays_a_symlink(tmp_path: Path) -> None:
    source = _sources(tmp_path, CARDS[:3])
    real = tmp_path / "real"
    real.mkdir()
    link = tmp_path / "link"
    link.symlink_to(real)
    write_package(compile_paths([source]), link)
    assert link.is_symlink() and len(list(real.glob("card_*.py"))) == 3


def test_module_name_collisions_name_both_cards(tmp_path: Path) -> None:
    folder = tmp_path / "cards"
    folder.mkdir()
    text = (AVR / "041-zealous-strike.card").read_text(encoding="utf-8")
    for name in ("a-b.card", "a_b.card", "A B.card"):
        (folder / name).write_text(text, encoding="utf-8")
    (folder / "other.card").write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["compile", str(folder), "-o", str(out)])
    assert result.exit_code == 1
    assert result.output.count("E017") == 3
    assert (
        "a_b.card" in result.output and "A B.card" in result.output and "a-b.card" in result.output
    )
    assert sorted(p.name for p in out.glob("card_*.py")) == ["card_other.py"]


def test_a_strange_collector_number_makes_valid_python() -> None:
    text = "number: ²\nname: 熊の知恵\ntype: インスタント\nja:\n  カードを１枚引く。\n"
    card = compile_source(SourceFile("x.card", text))
    assert card.ok, [d.message for d in card.diagnostics]
    module = generate_module(card.card, card.by_language, "x.card", "²")
    compile(module, "x", "exec")
    assert "Card²" not in module and "CardX" in module


def test_every_generated_module_of_the_sets_is_valid_python() -> None:
    from set_ratchet import SETS, project_of

    for set_code in ("avr", *SETS, "examples"):
        for name, code in project_of(set_code).modules.items():
            compile(code, f"{set_code}/{name}", "exec", dont_inherit=True)


def _die_on(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    real = project.compile_file

    parent = os.getpid()

    def compile_or_die(path: object, languages: object = None):  # type: ignore[no-untyped-def]
        if Path(str(path)).name == name and os.getpid() != parent:
            os.kill(os.getpid(), signal.SIGKILL)  # as the kernel's out-of-memory killer would
        return real(path, languages)  # type: ignore[arg-type]

    monkeypatch.setattr(project, "compile_file", compile_or_die)


def test_a_worker_that_dies_is_reported_with_its_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = _sources(tmp_path, CARDS[:12])
    victim = CARDS[6].name
    _die_on(monkeypatch, victim)
    result = compile_paths([folder], jobs=2)
    assert len(result.cards) == 12
    by_name = {Path(card.path).name: card for card in result.cards}
    (diagnostic,) = by_name[victim].diagnostics
    assert diagnostic.code == "E999" and "SIGKILL" in diagnostic.message
    assert sum(card.ok for card in result.cards) == 11


def test_workers_that_keep_dying_still_end_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = _sources(tmp_path, CARDS[:6])
    real = project.compile_file
    parent = os.getpid()

    def die_in_a_worker(path: object, languages: object = None):  # type: ignore[no-untyped-def]
        if os.getpid() != parent:  # the first card is compiled here, before the fork
            os.kill(os.getpid(), signal.SIGKILL)
        return real(path, languages)  # type: ignore[arg-type]

    monkeypatch.setattr(project, "compile_file", die_in_a_worker)
    result = compile_paths([folder], jobs=2)
    assert len(result.cards) == 6
    assert sum(card.ok for card in result.cards) == 1  # the first card, compiled before the fork
    assert all(card.diagnostics[0].code == "E999" for card in result.cards[1:])


def test_check_exits_1_when_a_worker_died(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = _sources(tmp_path, CARDS[:8])
    _die_on(monkeypatch, CARDS[3].name)
    result = CliRunner().invoke(cli, ["check", str(folder), "-j", "2"])
    assert result.exit_code == 1
    assert "died" in result.output and CARDS[3].name in result.output


_KILLED_PARENT = """
import os, signal, time
from ofuda.compiler.workers import run_in_workers

def work(index):
    time.sleep(0.05)
    return index

for index, result in run_in_workers(list(range(200)), work, lambda item, reason: None, 2):
    me = os.getpid()
    with open(f"/proc/{me}/task/{me}/children") as children:
        print(children.read().strip(), flush=True)
    os.kill(me, signal.SIGKILL)  # a compile killed at a random moment
"""


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended
    except FileNotFoundError:
        return False


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc (Linux)")
def test_the_workers_of_a_killed_compile_end_with_it(tmp_path: Path) -> None:
    """A SIGKILLed `ofuda compile` left its forked workers waiting for ever on their pipes
    (each held its own pipe's other end, inherited at the fork), 167 MB each."""
    shown = tmp_path / "workers.txt"  # a file, not a pipe: a worker left alive would hold a pipe
    with shown.open("w") as out:
        subprocess.run([sys.executable, "-c", _KILLED_PARENT], stdout=out,
                       stderr=subprocess.DEVNULL, timeout=120, check=False)
    workers = [int(pid) for pid in shown.read_text().split()]
    assert len(workers) == 2
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and any(_running(pid) for pid in workers):
        time.sleep(0.1)
    left = [pid for pid in workers if _running(pid)]
    for pid in left:
        os.kill(pid, signal.SIGKILL)  # not to leave them behind the failing test either
    assert left == []
