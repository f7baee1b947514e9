"""The fuzz harness of `make fuzz` (tools/fuzz.py), in a short seeded run, and its own parts:
it sees what it must count (an internal error, a wrong location) and its minimiser cuts a
failing case down to what fails."""

from __future__ import annotations

import sys
from dataclasses import replace

import pytest
from support.paths import ROOT

sys.path.insert(0, str(ROOT / "tools"))

import fuzz
import fuzz_inputs
from fuzz_inputs import Case


def test_a_short_seeded_run_finds_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    """40 cases of every kind, seed 11: no traceback, no exit 3, no invalid module, nothing
    over 2 s of CPU, every error where the case put it."""
    failed = fuzz.fuzz(seed=11, seconds=10_000, cases=40, only=None, minimise_failures=False)
    report = capsys.readouterr().out
    assert failed == 0, report


def test_cases_replay_from_their_seed_and_index() -> None:
    first, again = fuzz_inputs.generate(5, 17), fuzz_inputs.generate(5, 17)
    assert first == again
    kinds = {fuzz_inputs.generate(5, index).kind for index in range(80)}
    assert kinds == set(fuzz_inputs.GENERATORS)


def test_the_harness_counts_an_internal_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import ofuda.cli.main as main_module

    def broken(*_args: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(main_module, "_print_summary", broken)
    case = Case("test", {"good.card": fuzz_inputs.GOOD_CARD}, [["check", "{dir}"]])
    failure = fuzz.check_case(case)
    assert failure is not None and failure.category == "exit 3"


def test_the_harness_checks_where_an_error_is_reported() -> None:
    case = Case(
        "test",
        {"big.card": b"name: A\ntype: Instant\nen:\n  You gain 5000 life.\n"},
        [["check", "{dir}", "--format", "json"]],
        expected=[("big.card", "E018", 4, 12)],
    )
    assert fuzz.check_case(case) is None
    wrong = replace(case, expected=[("big.card", "E018", 4, 3)])
    failure = fuzz.check_case(wrong)
    assert failure is not None and failure.category == "location"


def test_the_minimiser_cuts_a_case_down_to_what_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    def check(case: Case) -> fuzz.Failure | None:
        content = case.files.get("a.card", b"")
        return (
            fuzz.Failure("traceback", "boom")
            if isinstance(content, bytes) and b"BOOM" in content
            else None
        )

    monkeypatch.setattr(fuzz, "check_case", check)
    case = Case(
        "test",
        {"a.card": b"name: A\nx BOOM y\ntype: B\n", "b.card": b"other", "c": fuzz_inputs.FIFO},
        [["check", "{dir}"]],
    )
    small = fuzz.minimise(case, fuzz.Failure("traceback", "boom"))
    assert small.files == {"a.card": b"BOOM"}
