"""`make rulings`: each AVR FAQ note, its one-line summary and the status of its tests.

Runs the FAQ scenario tests (those named test_faq_<ID>_… or test_faq_<ID>_<bullet>_…) and
prints one line per note: passed, FAILED, or "no test", and how many of its bullets have a
test — then the totals.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from support.faq_catalogue import notes  # noqa: E402

_ID = re.compile(r"test_faq_([MSBP]\d+)(?:_(\d+))?_")


# A test that follows a rule changed since 2012 says so in its docstring: which ruling
# changed, the rule that governs now, and the 2012 answer (issue 7.2).
_CURRENT_RULES = re.compile(r"current rules?|now governs|2012 (answer|ruling)", re.IGNORECASE)


class _Collect:
    def __init__(self) -> None:
        self.outcomes: dict[str, list[str]] = {}
        self.current_rules: set[str] = set()
        self.bullets: dict[str, set[int]] = {}  # note id → the bullets its tests name

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        for item in items:
            match = _ID.search(item.name)
            doc = getattr(getattr(item, "obj", None), "__doc__", None) or ""
            if match and _CURRENT_RULES.search(doc):
                self.current_rules.add(match.group(1))
            if match:
                bullet = int(match.group(2)) if match.group(2) else 1
                self.bullets.setdefault(match.group(1), set()).add(bullet)

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
    bullets_tested = bullets_total = 0
    for note in notes():
        outcomes = collector.outcomes.get(note.id)
        if not outcomes:
            status, missing = "no test", missing + 1
        elif all(o == "passed" for o in outcomes):
            status, passed = f"passed ({len(outcomes)})", passed + 1
        else:
            status, failed = "FAILED", failed + 1
        card = f" [{note.card}]" if note.card else ""
        changed = " (current rules)" if note.id in collector.current_rules else ""
        count = max(len(note.bullets), 1)
        covered = len(collector.bullets.get(note.id, set()) & set(range(1, count + 1)))
        bullets_tested += covered
        bullets_total += count
        print(f"{note.id:>5}  {status:<12} {covered}/{count}  {note.summary}{card}{changed}")
    print(f"{len(notes())} notes: {passed} passed, {failed} failed, {missing} without a test")
    print(
        f"bullets with a test of their own (test_faq_<ID>_<bullet>_…; a test without a "
        f"bullet number covers bullet 1): {bullets_tested} of {bullets_total}"
    )
    decided = [note.id for note in notes() if note.id in collector.current_rules]
    print(f"decided by current rules rather than the 2012 text: {', '.join(decided) or 'none'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
