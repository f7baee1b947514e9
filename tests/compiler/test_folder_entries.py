"""Every folder entry is a card or a diagnostic (issue 17, point 2).

A folder named ``x.card``, a symlink loop, a dangling symlink, a file or a sub-folder
that cannot be read, ``/dev/zero``, a FIFO (never opened for a blocking read) and a
240-character file name are each reported with a code, every other card is still
compiled, and nothing is skipped without a word. The machine runs the tests as root,
where permissions do not stop a read: unreadable entries are made so by the operating
system call failing (monkeypatched), exactly as it fails for a user without permission.
"""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from ofuda.cli.main import cli
from ofuda.compiler.project import compile_paths
from ofuda.compiler.source import paths as card_paths
from ofuda.compiler.source import reading
from support.paths import AVR

GOOD = (AVR / "041-zealous-strike.card").read_text(encoding="utf-8")


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "good.card").write_text(GOOD, encoding="utf-8")
    return folder


def _codes(folder: Path) -> dict[str, list[str]]:
    result = compile_paths([folder])
    return {Path(card.path).name: [d.code for d in card.diagnostics] for card in result.cards}


def test_a_folder_named_like_a_card_is_reported_and_its_cards_compiled(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    (folder / "x.card").mkdir()
    (folder / "x.card" / "inner.card").write_text(GOOD, encoding="utf-8")
    codes = _codes(folder)
    assert codes["x.card"] == ["E011"]
    assert codes["good.card"] == [] and codes["inner.card"] == []


def test_symlinks_that_loop_or_dangle_are_reported(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    (folder / "loop.card").symlink_to("loop.card")
    (folder / "a.card").symlink_to("b.card")
    (folder / "b.card").symlink_to("a.card")
    (folder / "dangling.card").symlink_to("nowhere.card")
    codes = _codes(folder)
    assert codes["loop.card"] == ["E014"]
    assert codes["a.card"] == ["E014"] and codes["b.card"] == ["E014"]
    assert codes["dangling.card"] == ["E013"]
    assert codes["good.card"] == []


def test_a_device_is_reported_without_being_read(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    (folder / "zero.card").symlink_to("/dev/zero")
    codes = _codes(folder)
    assert codes["zero.card"] == ["E011"]
    assert codes["good.card"] == []


def test_a_fifo_never_blocks_the_run(tmp_path: Path) -> None:
    """A FIFO nobody writes to would block a plain open() for ever: the run must end."""
    folder = _folder(tmp_path)
    os.mkfifo(folder / "fifo.card")
    done = subprocess.run(
        [sys.executable, "-m", "ofuda.cli", "check", str(folder)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 1
    assert "E011" in done.stdout and "named pipe" in done.stdout
    assert "1 compiled" in done.stdout


def test_an_unreadable_file_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = _folder(tmp_path)
    (folder / "secret.card").write_text(GOOD, encoding="utf-8")
    real_open = os.open

    def refuse(path: object, *args: object, **kwargs: object) -> int:
        if str(path).endswith("secret.card"):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(reading.os, "open", refuse)
    codes = _codes(folder)
    assert codes["secret.card"] == ["E012"]
    assert codes["good.card"] == []


def test_an_unreadable_sub_folder_is_reported_not_skipped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = _folder(tmp_path)
    (folder / "private").mkdir()
    (folder / "private" / "hidden.card").write_text(GOOD, encoding="utf-8")
    real_scandir = os.scandir

    def refuse(path: object) -> object:
        if str(path).endswith("private"):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_scandir(path)  # type: ignore[arg-type]

    monkeypatch.setattr(card_paths.os, "scandir", refuse)
    result = CliRunner().invoke(cli, ["check", str(folder)])
    assert result.exit_code == 1  # was: exit 0, the folder's cards silently missing
    assert "E015" in result.output and "private" in result.output
    assert "cannot be listed" in result.output


def test_a_folder_symlink_loop_is_read_once(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    (folder / "sub").mkdir()
    (folder / "sub" / "up").symlink_to("..")
    result = compile_paths([folder])
    names = [Path(card.path).name for card in result.cards if card.ok]
    assert names == ["good.card"]
    assert any(d.code == "W016" for card in result.cards for d in card.diagnostics)


def test_a_240_character_file_name_compiles(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    long_name = "a" * 240 + ".card"
    (folder / long_name).write_text(GOOD.replace("Zealous Strike", "Long Strike"), encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["compile", str(folder), "-o", str(out)])
    assert result.exit_code == 0, result.output
    modules = sorted(p.name for p in out.glob("card_*.py"))
    assert len(modules) == 2 and all(len(name) < 100 for name in modules)


def test_every_kind_of_bad_entry_at_once_and_the_good_card_compiles(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    (folder / "x.card").mkdir()
    (folder / "loop.card").symlink_to("loop.card")
    (folder / "dangling.card").symlink_to("nowhere.card")
    (folder / "zero.card").symlink_to("/dev/zero")
    os.mkfifo(folder / "fifo.card")
    (folder / ("b" * 240 + ".card")).write_text(
        GOOD.replace("Zealous Strike", "B"), encoding="utf-8"
    )
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, "-m", "ofuda.cli", "compile", str(folder), "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    assert "internal" not in done.stderr and "Traceback" not in done.stderr
    for code in ("E011", "E013", "E014"):
        assert code in done.stdout
    assert "2 compiled" in done.stdout
    assert len(list(out.glob("card_*.py"))) == 2
