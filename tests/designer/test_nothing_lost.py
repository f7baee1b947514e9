"""Nothing lost: no half-written output file, and one bad card never stops the good ones."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from ofuda.cli.main import cli
from ofuda.compiler.codegen import output
from ofuda.compiler.codegen.output import write_atomically
from support.paths import AVR

OLD = "old content\n" * 100
NEW = "new content\n" * 100


def _leftovers(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.endswith(".tmp")]


def test_write_creates_the_file_and_its_folders(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "card.py"
    write_atomically(target, NEW)
    assert target.read_text(encoding="utf-8") == NEW
    assert not _leftovers(target.parent)


def test_an_unchanged_file_is_not_rewritten(tmp_path: Path) -> None:
    target = tmp_path / "card.py"
    write_atomically(target, NEW)
    before = target.stat().st_mtime_ns
    time.sleep(0.01)
    write_atomically(target, NEW)
    assert target.stat().st_mtime_ns == before


class _Interrupted(BaseException):
    pass


def test_an_interrupt_during_the_write_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "card.py"
    target.write_text(OLD, encoding="utf-8")
    real_fdopen = os.fdopen

    class HalfWriter:
        """A stream that writes half of the text, then is interrupted (Ctrl-C, a crash)."""

        def __init__(self, stream):  # type: ignore[no-untyped-def]
            self.stream = stream

        def __enter__(self):  # type: ignore[no-untyped-def]
            return self

        def __exit__(self, *exc):  # type: ignore[no-untyped-def]
            self.stream.close()
            return False

        def write(self, text: str) -> int:
            self.stream.write(text[: len(text) // 2])
            self.stream.flush()
            raise _Interrupted

    monkeypatch.setattr(output.os, "fdopen", lambda *a, **k: HalfWriter(real_fdopen(*a, **k)))
    with pytest.raises(_Interrupted):
        write_atomically(target, NEW)
    assert target.read_text(encoding="utf-8") == OLD
    assert not _leftovers(tmp_path)


def test_a_failing_rename_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "card.py"
    target.write_text(OLD, encoding="utf-8")

    def refuse(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(output.os, "replace", refuse)
    with pytest.raises(OSError):
        write_atomically(target, NEW)
    assert target.read_text(encoding="utf-8") == OLD
    assert not _leftovers(tmp_path)


def test_a_killed_writer_never_leaves_a_half_file(tmp_path: Path) -> None:
    """SIGKILL a process in the middle of writing: the file is the old one or the new one."""
    target = tmp_path / "card.py"
    target.write_text(OLD, encoding="utf-8")
    ready = tmp_path / "ready"
    script = textwrap.dedent(
        f"""
        import os, time
        from pathlib import Path
        from ofuda.compiler.codegen import output
        real = os.fdopen
        class Slow:
            def __init__(self, s): self.s = s
            def __enter__(self): return self
            def __exit__(self, *e): self.s.close()
            def write(self, text):
                for i in range(0, len(text), 64):
                    self.s.write(text[i:i + 64]); self.s.flush()
                    if i == 512:
                        Path({str(ready)!r}).write_text("x")
                    time.sleep(0.01)
        output.os.fdopen = lambda *a, **k: Slow(real(*a, **k))
        output.write_atomically(Path({str(target)!r}), {NEW!r} * 10)
        """
    )
    child = subprocess.Popen([sys.executable, "-c", script])
    try:
        for _ in range(1000):
            if ready.exists() or child.poll() is not None:
                break
            time.sleep(0.01)
        assert ready.exists(), "the writer never started"
        os.kill(child.pid, signal.SIGKILL)
    finally:
        child.wait()
    assert target.read_text(encoding="utf-8") == OLD  # killed mid-write: the old file, whole
    # The killed process could not clean its temporary file; it is hidden (.name.*.tmp) and
    # never mistaken for a module.
    assert all(p.name.startswith(".card.py.") for p in _leftovers(tmp_path))


def test_compile_writes_every_good_card_and_names_the_bad_ones(tmp_path: Path) -> None:
    source = tmp_path / "cards"
    source.mkdir()
    good = ["041-zealous-strike.card", "005-archangel.card", "003-angels-mercy.card"]
    for name in good:
        (source / name).write_text((AVR / name).read_text(encoding="utf-8"), encoding="utf-8")
    (source / "100-bad-text.card").write_text("name: Bad\ntype: Instant\nen:\n  Nonsense.\n", encoding="utf-8")
    (source / "101-bad-layout.card").write_text("nmae: Bad\n", encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["compile", str(source), "-o", str(out)])
    assert result.exit_code == 1
    assert "100-bad-text.card" in result.output and "101-bad-layout.card" in result.output
    modules = sorted(p.name for p in out.glob("card_*.py"))
    assert modules == ["card_003_angels_mercy.py", "card_005_archangel.py", "card_041_zealous_strike.py"]
    assert not list(out.rglob("*.tmp"))
    # A card that turns bad loses its stale module; the good ones stay.
    (source / "005-archangel.card").write_text("name: Archangel\ntype: Creature — Angl\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["compile", str(source), "-o", str(out)])
    assert result.exit_code == 1
    assert sorted(p.name for p in out.glob("card_*.py")) == [
        "card_003_angels_mercy.py", "card_041_zealous_strike.py",
    ]


def test_written_files_get_the_usual_mode_not_the_temporary_files_private_one(tmp_path: Path) -> None:
    mask = os.umask(0o022)
    try:
        target = tmp_path / "card.py"
        write_atomically(target, NEW)
    finally:
        os.umask(mask)
    assert target.stat().st_mode & 0o777 == 0o644
