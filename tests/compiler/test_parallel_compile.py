"""Compiling in forked workers gives what one process gives, in the same order."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from ofuda.cli.main import cli
from ofuda.compiler.project import PARALLEL_MIN_CARDS, compile_paths, worker_count
from support.paths import AVR

# A bad card in the middle: it must be rejected by its worker like any other.
BAD_CARD = """name: 壊れたカード / Broken Card
cost: {1}{W}
type: クリーチャー — 人間 / Creature — Human
pt: 2/2
ja:
  飛行、警戒、さらに何か
en:
  Flying, vigilance, and something
"""


@pytest.fixture(scope="module")
def cards(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("cards")
    for file in sorted(AVR.glob("*.card"))[:40]:
        shutil.copy(file, folder / file.name)
    (folder / "020-zz-broken-card.card").write_text(BAD_CARD, encoding="utf-8")
    return folder


def _outcome(folder: Path, jobs: int, keep_asts: bool = True) -> tuple[object, ...]:
    result = compile_paths([folder], None, jobs, keep_asts=keep_asts)
    kept = [card.asts for card in result.cards if card.asts or card.back_asts]
    assert bool(kept) == keep_asts
    return (
        [
            (card.source.path, card.ok, [d.message for d in card.diagnostics])
            for card in result.cards
        ],
        result.modules,
        result.rejected_modules,
    )


def test_workers_give_the_single_process_result(cards: Path) -> None:
    single = _outcome(cards, 1)
    assert _outcome(cards, 2) == single
    assert _outcome(cards, 3) == single
    # Without the ASTs (the command line's compile): the same cards, modules and diagnostics.
    assert _outcome(cards, 2, keep_asts=False) == single
    paths_and_status = single[0]
    assert any(not ok for _, ok, _ in paths_and_status)  # the broken card is rejected…
    assert sum(ok for _, ok, _ in paths_and_status) == 40  # …and every other compiles


def test_worker_count() -> None:
    assert worker_count(3, 5) == 3  # asked for: given
    assert worker_count(None, PARALLEL_MIN_CARDS - 1) == 1  # a few cards: one process
    assert worker_count(None, 1000) >= 1


def test_compile_command_output_does_not_depend_on_jobs(cards: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    outputs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"out{jobs}"
        run = runner.invoke(cli, ["compile", str(cards), "-o", str(out), "-q", "-j", jobs])
        assert run.exit_code == 1  # the broken card
        outputs.append(
            {p.relative_to(out).as_posix(): p.read_text() for p in sorted(out.rglob("*.py"))}
        )
    assert outputs[0] == outputs[1]
    assert len(outputs[0]) > 40
