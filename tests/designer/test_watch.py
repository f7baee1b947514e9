"""`ofuda watch`: a subprocess watches a temporary folder of real cards; the test edits,
adds and removes card files and reads what it prints; Ctrl-C (SIGINT) ends it with 0."""

from __future__ import annotations

import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from support.paths import AVR

ZEALOUS_STRIKE = AVR / "041-zealous-strike.card"
NEARHEATH_PILGRIM = AVR / "031-nearheath-pilgrim.card"
SILVERBLADE_PALADIN = AVR / "036-silverblade-paladin.card"


def _with_ctrl_c() -> None:
    """In the watcher's process, before it starts: Ctrl-C (SIGINT) back to its default."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class Watch:
    """An `ofuda watch` process and the lines it printed."""

    def __init__(self, *arguments: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "ofuda.cli", "watch", *arguments],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            # a shell that starts the suite in the background (`make test &`) ignores Ctrl-C in
            # its children, and Python then never turns it into KeyboardInterrupt: give the
            # watcher the terminal's Ctrl-C, as a designer's shell does
            preexec_fn=_with_ctrl_c,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.errors: list[str] = []
        threading.Thread(
            target=self._pump, args=(self.process.stdout, self.lines.put), daemon=True
        ).start()
        threading.Thread(
            target=self._pump, args=(self.process.stderr, self.errors.append), daemon=True
        ).start()

    @staticmethod
    def _pump(stream, put) -> None:  # type: ignore[no-untyped-def]
        for line in stream:
            put(line.rstrip("\n"))

    def until(self, start: str, timeout: float = 60) -> list[str]:
        """The lines printed up to and including the first that starts with ``start``."""
        seen: list[str] = []
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(
                    f"no line starting {start!r}; saw {seen}; stderr {self.errors}"
                ) from None
            seen.append(line)
            if line.startswith(start):
                return seen

    def ready(self, timeout: float = 60) -> None:
        """Wait until it says it is watching."""
        deadline = time.monotonic() + timeout
        while not any(line.startswith("watching") for line in self.errors):
            assert time.monotonic() < deadline, f"not watching; stderr {self.errors}"
            time.sleep(0.05)

    def stop(self) -> int:
        """Ctrl-C; its exit code."""
        self.process.send_signal(signal.SIGINT)
        try:
            return self.process.wait(60)
        finally:
            if self.process.poll() is None:
                self.process.kill()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for card in (ZEALOUS_STRIKE, NEARHEATH_PILGRIM):
        shutil.copy(card, tmp_path / card.name)
    return tmp_path


def test_watch_prints_only_what_changed(folder: Path) -> None:
    watch = Watch(str(folder))
    try:
        assert watch.until("2 cards") == ["2 cards: 2 compiled, 0 rejected"]
        watch.ready()
        card = folder / ZEALOUS_STRIKE.name
        text = card.read_text(encoding="utf-8")
        card.write_text(text.replace("修整", "修正"), encoding="utf-8")
        news = watch.until("2 cards")
        assert news[0] == f"fails: {card.as_posix()}"
        assert any(line.startswith("error[E101]") for line in news)
        assert not any(NEARHEATH_PILGRIM.name in line for line in news)  # the other card: no news
        assert news[-1] == "2 cards: 1 compiled, 1 rejected"

        # a failing card whose diagnostics change: only the new one is printed …
        card.write_text(
            text.replace("修整", "修正").replace("gains first", "gainz first"), encoding="utf-8"
        )
        news = watch.until("2 cards")
        assert news[0] == f"changed: {card.as_posix()}"
        assert [line for line in news if line.startswith("error[")] == [
            'error[E101]: unexpected "gainz" in the English text'
        ]
        assert not any("gone" in line for line in news)
        # … and the one that went away is named in one line
        card.write_text(text.replace("gains first", "gainz first"), encoding="utf-8")
        news = watch.until("2 cards")
        assert news[0] == f"changed: {card.as_posix()}"
        assert not any(line.startswith("error[") for line in news)
        assert "  gone: E101 unexpected 「の修正を受ける」 in the Japanese text (7:34)" in news

        card.write_text(text, encoding="utf-8")
        news = watch.until("2 cards")
        assert news[0] == f"passes: {card.as_posix()}"
        assert news[-1] == "2 cards: 2 compiled, 0 rejected"

        added = folder / SILVERBLADE_PALADIN.name
        shutil.copy(SILVERBLADE_PALADIN, added)
        assert watch.until("3 cards") == [
            f"new: {added.as_posix()}: compiled",
            "3 cards: 3 compiled, 0 rejected",
        ]

        (folder / NEARHEATH_PILGRIM.name).unlink()
        assert watch.until("2 cards") == [
            f"removed: {(folder / NEARHEATH_PILGRIM.name).as_posix()}",
            "2 cards: 2 compiled, 0 rejected",
        ]
    finally:
        code = watch.stop()
    assert code == 0
    assert not any("Traceback" in line for line in watch.errors)
    assert watch.errors[-1] == "stopped"


def test_watch_keeps_the_package_up_to_date(
    folder: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    output = tmp_path_factory.mktemp("package")
    watch = Watch(str(folder), "-o", str(output))
    try:
        watch.until("2 cards")
        watch.ready()
        module = output / "card_041_zealous_strike.py"
        assert module.exists()
        card = folder / ZEALOUS_STRIKE.name
        card.write_text(card.read_text(encoding="utf-8").replace("修整", "修正"), encoding="utf-8")
        watch.until("2 cards")
        assert not module.exists()  # a rejected card's module is removed, as `ofuda compile` does
    finally:
        assert watch.stop() == 0


def test_watching_one_file_ignores_its_neighbours(folder: Path) -> None:
    card = folder / ZEALOUS_STRIKE.name
    neighbour = folder / NEARHEATH_PILGRIM.name
    watch = Watch(str(card))
    try:
        assert watch.until("1 cards") == ["1 cards: 1 compiled, 0 rejected"]
        watch.ready()
        neighbour.write_text(neighbour.read_text(encoding="utf-8").replace("絆魂", "絆婚"), "utf-8")
        # saved the way editors do: a new file renamed over the old one
        replacement = folder / "zealous.tmp"
        replacement.write_text(card.read_text(encoding="utf-8").replace("修整", "修正"), "utf-8")
        replacement.replace(card)
        news = watch.until("1 cards")
        assert news[0] == f"fails: {card.as_posix()}"
        assert not any(NEARHEATH_PILGRIM.name in line for line in news)
    finally:
        assert watch.stop() == 0
