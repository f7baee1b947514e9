"""The command line contract: exit codes, JSON shapes, no tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from support.slices import slice_files


def ofuda(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ofuda.cli", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        check=False,
    )


def test_check_slice_reports_no_errors_in_each_language() -> None:
    paths = [str(p) for p in slice_files()]
    for lang in ("ja", "en"):
        done = ofuda("check", *paths, "--lang", lang, "--format", "json")
        assert done.returncode == 0, done.stdout + done.stderr
        payload = json.loads(done.stdout)
        assert {card["status"] for card in payload["cards"]} == {"ok"}
        assert payload["summary"]["errors"] == 0


def test_check_json_shape_for_a_bad_card(tmp_path: Path) -> None:
    bad = tmp_path / "bad.card"
    bad.write_text("name: Bad\ntype: Instant\nen:\n  Draw a crad.\n", encoding="utf-8")
    done = ofuda("check", str(bad), "--format", "json")
    assert done.returncode == 1
    (card,) = json.loads(done.stdout)["cards"]
    assert card["status"] == "error"
    (diagnostic,) = card["diagnostics"]
    assert set(diagnostic) == {
        "code", "severity", "message", "path", "line", "column", "end_line", "end_column", "hints",
    }
    assert (diagnostic["line"], diagnostic["column"]) == (4, 8)
    assert "Traceback" not in done.stderr


def test_compile_writes_good_cards_and_names_the_bad_ones(tmp_path: Path) -> None:
    source = tmp_path / "cards"
    source.mkdir()
    for path in slice_files()[:3]:
        (source / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    (source / "zz-bad.card").write_text("name: Bad\ntype: Instant\nen:\n  Nonsense.\n", encoding="utf-8")
    out = tmp_path / "out"
    done = ofuda("compile", str(source), "-o", str(out))
    assert done.returncode == 1
    assert "zz-bad.card" in done.stderr
    assert len(list(out.glob("card_*.py"))) == 3
    assert not list(out.rglob("*.tmp"))


def test_usage_error_exits_2() -> None:
    assert ofuda("check").returncode == 2
    assert ofuda("frobnicate").returncode == 2


def test_export_json_fields() -> None:
    done = ofuda("export", str(slice_files()[0]), "--format", "json")
    assert done.returncode == 0
    (record,) = json.loads(done.stdout)
    assert set(record) == {
        "path", "name_ja", "name_en", "mana_cost", "type_ja", "type_en", "text_ja", "text_en",
        "power", "toughness", "loyalty",
    }


def test_main_in_process_exits_by_system_exit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`main` called in a process that goes on (the fuzz harness) ends a compile with
    SystemExit, never by ending the process: only the `ofuda` entry point (`run`) does."""
    from ofuda.cli.main import Finished, main

    card = slice_files()[0]
    monkeypatch.setattr(sys, "argv", ["ofuda", "compile", str(card), "-o", str(tmp_path / "out"), "-q"])
    with pytest.raises(SystemExit) as done:
        main()
    assert isinstance(done.value, Finished) and done.value.code == 0
    assert list((tmp_path / "out").glob("card_*.py"))


def test_the_entry_point_ends_the_process_with_the_exit_code(tmp_path: Path) -> None:
    """`python -m ofuda.cli` (run): a compile with a rejected card ends with 1, its output
    flushed first (through a pipe)."""
    (tmp_path / "bad.card").write_text("name: Bad\ntype: Instant\nen:\n  Nonsense.\n", encoding="utf-8")
    done = ofuda("compile", str(tmp_path / "bad.card"), "-o", str(tmp_path / "out"))
    assert done.returncode == 1
    assert "0 compiled, 1 rejected" in done.stdout and "rejected: " in done.stderr
