"""Work bounded by the input's size (issue 17 point 1, issue 16 point 7).

Numbers stay numbers in the IR and the generated code; numbers past the documented bound
(1,000) are E018 at the number; a line past 1,000 characters is E019; a card file past
64 KiB is refused before it is read (E010); a file of junk lines stops after 20 failed
lines (N022); and no diagnostic prints more than a screenful, whatever the file holds.
Time is never asserted (tests/designer/test_fuzz.py reports the slowest input); what is
asserted is that the work cannot grow: nothing is parsed past a bound.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from ofuda.cli.main import cli
from ofuda.compiler import parse
from ofuda.compiler.codegen import generate_module
from ofuda.compiler.diagnostics.report import render_text
from ofuda.compiler.pipeline import compile_file, compile_source
from ofuda.compiler.source import SourceFile, reading
from ofuda.compiler.source.bounds import MAX_LINE_CHARS, MAX_NUMBER


def _card(body: str, head: str = "name: Big\ntype: Artifact\n") -> str:
    return f"{head}en:\n  {body}\n"


@pytest.mark.parametrize(
    "text",
    [
        _card("{T}: Add {99999999} to your mana pool."),
        _card("{T}: Add {99999999999} to your mana pool."),
        _card("Creatures you control get +" + "9" * 30 + "/+0."),
        _card("Flying", "name: Big\ntype: Creature — Bear\npt: " + "9" * 990 + "/1\n"),
        _card("Flying", "name: Big\ntype: Creature — Bear\npt: 1/１２３４５\n"),
        _card("Draw a card.", "name: Big\ncost: {" + "9" * 20 + "}\ntype: Sorcery\n"),
        _card("Big deals 1001 damage to any target."),
    ],
    ids=["mana-8", "mana-11", "pump-30", "pt-990", "pt-fullwidth", "cost-20", "damage-1001"],
)
def test_a_number_past_the_bound_is_e018_at_the_number(text: str) -> None:
    card = compile_source(SourceFile("big.card", text))
    codes = [d.code for d in card.diagnostics]
    assert codes and set(codes) == {"E018"}, codes
    for diagnostic in card.diagnostics:
        assert diagnostic.span.end - diagnostic.span.start >= 4  # the whole number is marked
        assert text[diagnostic.span.start].isdigit() or text[diagnostic.span.start] in "１"


def test_a_ten_thousand_digit_pt_is_a_line_too_long() -> None:
    text = _card("Flying", "name: Big\ntype: Creature — Bear\npt: " + "9" * 10_000 + "/1\n")
    card = compile_source(SourceFile("big.card", text))
    assert [d.code for d in card.diagnostics] == ["E019"]  # was: ValueError (E999)


def test_a_number_at_the_bound_compiles_and_stays_one_number() -> None:
    text = _card(f"You gain {MAX_NUMBER} life.", "name: Big\ntype: Sorcery\n")
    card = compile_source(SourceFile("big.card", text))
    assert card.ok, [d.message for d in card.diagnostics]
    module = generate_module(card.card, card.by_language, "big.card")
    assert module.count(str(MAX_NUMBER)) >= 1 and len(module) < 2000


def test_a_collector_number_is_not_bounded() -> None:
    text = "number: 123456789\nname: Big\ntype: Sorcery\nen:\n  Draw a card.\n"
    assert compile_source(SourceFile("big.card", text)).ok


def test_a_card_file_past_the_limit_is_refused_without_being_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "huge.card"
    with open(path, "wb") as stream:
        stream.truncate(1 << 30)  # a sparse gigabyte
    reads: list[int] = []
    real_read = os.read
    monkeypatch.setattr(reading.os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    (diagnostic,) = compile_file(path).diagnostics
    assert diagnostic.code == "E010" and "65,536" in diagnostic.message
    assert reads == []


def test_a_file_at_the_limit_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.card"
    text = "name: A\ntype: Instant\nen:\n  Draw a card.\n"
    path.write_text(text + "#" * (reading.MAX_CARD_BYTES - len(text)), encoding="utf-8")
    assert compile_file(path).ok


def test_a_line_past_the_limit_is_e019_and_is_not_parsed(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed: list[str] = []
    real_parse = parse.parse
    monkeypatch.setattr(
        parse, "parse", lambda name, text, *a: parsed.append(name) or real_parse(name, text, *a)
    )
    text = _card("飛行、" * 2000, "name: あ\ntype: クリーチャー — 熊\npt: 1/1\n").replace(
        "en:", "ja:"
    )
    card = compile_source(SourceFile("long.card", text))
    assert [d.code for d in card.diagnostics] == ["E019"]
    assert "ja" not in parsed  # the quadratic tree build of a long run never starts
    assert f"{MAX_LINE_CHARS:,}" in card.diagnostics[0].message


def test_a_file_of_junk_lines_stops_after_twenty_failures(monkeypatch: pytest.MonkeyPatch) -> None:
    parsed: list[str] = []
    real_parse = parse.parse
    monkeypatch.setattr(
        parse, "parse", lambda name, text, *a: parsed.append(name) or real_parse(name, text, *a)
    )
    text = "name: A\ntype: Instant\nen:\n" + "  x.\n" * 5000
    card = compile_source(SourceFile("junk.card", text))
    codes = [d.code for d in card.diagnostics]
    assert codes == ["E101"] * 20 + ["N022"]
    assert "4980 lines" in card.diagnostics[-1].message
    assert parsed.count("en") == 20 + 1  # twenty lines and the type line


def test_a_card_shows_at_most_fifty_diagnostics() -> None:
    text = "".join(f"field{i}: x\n" for i in range(3000))
    card = compile_source(SourceFile("fields.card", text))
    assert len(card.diagnostics) == 50
    assert card.diagnostics[-1].code == "N022" and not card.ok


@pytest.mark.parametrize(
    "text",
    [
        _card("D" + "\u0301" * 900),
        _card("x" * 990 + "\u200f" * 5),
        _card("Flying, " * 120 + "(" * 30),
        "name: " + "あ" * 900 + "\ntype: " + "ク" * 900 + "\n",
        "nmae" + "x" * 60_000 + ": y\n",
        _card("Flyng"),
    ],
    ids=["combining", "bidi", "long-keywords", "wide", "long-field-name", "typo"],
)
def test_no_diagnostic_prints_more_than_a_screenful(text: str) -> None:
    card = compile_source(SourceFile("screen.card", text))
    assert card.diagnostics
    for diagnostic in card.diagnostics:
        shown = render_text(diagnostic, color=False)
        assert len(shown.splitlines()) <= 50, shown[:400]
        assert len(shown) <= 4000, shown[:400]  # 50 lines of 80 columns
        source_rows = [line for line in shown.splitlines() if line.split("|")[0].strip().isdigit()]
        assert all(len(row) <= 300 for row in source_rows), source_rows


def test_check_of_a_tiny_card_that_once_wrote_a_300_mb_module(tmp_path: Path) -> None:
    path = tmp_path / "big.card"
    path.write_text(_card("{T}: Add {99999999} to your mana pool."), encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(cli, ["compile", str(path), "-o", str(out)])
    assert result.exit_code == 1
    assert "E018" in result.output
    assert sum(p.stat().st_size for p in out.rglob("*")) < 1000
