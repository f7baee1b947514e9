"""`make rulings`: each AVR FAQ note, its one-line summary and the status of its tests.

Runs the FAQ scenario tests (those named test_faq_<ID>_…) and prints one line
per note: passed, FAILED, or "no test" — then the totals.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from catalogue import notes  # noqa: E402

_ID = re.compile(r"test_faq_([MSBP]\d+)(?:_\d+)?_")


class _Collect:
    def __init__(self) -> None:
        self.outcomes: dict[str, list[str]] = {}

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when != "call" and not (report.when == "setup" and report.outcome != "passed"):
            return
        match = _ID.search(report.nodeid.split("::")[-1])
        if match:
            self.outcomes.setdefault(match.group(1), []).append(report.outcome)


def main() -> int:
    """Run the FAQ tests and print the per-note report; exit 1 if any failed."""
    collector = _Collect()
    pytest.main(["-q", "-k", "faq", "-p", "no:cacheprovider", str(HERE.parent)], plugins=[collector])
    passed = failed = missing = 0
    for note in notes():
        outcomes = collector.outcomes.get(note.id)
        if not outcomes:
            status, missing = "no test", missing + 1
        elif all(o == "passed" for o in outcomes):
            status, passed = f"passed ({len(outcomes)})", passed + 1
        else:
            status, failed = "FAILED", failed + 1
        card = f" [{note.card}]" if note.card else ""
        print(f"{note.id:>5}  {status:<12} {note.summary}{card}")
    print(f"{len(notes())} notes: {passed} passed, {failed} failed, {missing} without a test")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
