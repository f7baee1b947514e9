"""Diagnostics as a designer reads them: positions, carets, hints, colour, JSON."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from ofuda.cli.main import cli
from ofuda.compiler.diagnostics import Diagnostic, Severity, error, report
from ofuda.compiler.diagnostics.report import cell_width, render_text
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile, Span

WALL_EN = "name: Wall\ntype: Creature — Wall\npt: 0/4\nen:\n  Defender, {}\n"
STRIKE_JA = (
    "name: 盲信の一撃 / Zealous Strike\ncost: {{1}}{{W}}\ntype: インスタント / Instant\nja:\n"
    "  クリーチャー１体を対象とする。それはターン終了時まで{}を得る。\n"
)


def _compile(text: str, path: str = "cards/x.card"):  # type: ignore[no-untyped-def]
    return compile_source(SourceFile(path, text))


def _caret_columns(rendered: str) -> tuple[str, str]:
    """The source row and the caret row of a rendered diagnostic (gutter removed)."""
    lines = rendered.splitlines()
    caret_row = next(line for line in lines if "^" in line and "|" in line)
    source_row = lines[lines.index(caret_row) - 1]
    return source_row.split("| ", 1)[1], caret_row.split("| ", 1)[1]


def _cells(text: str) -> int:
    return sum(cell_width(ch) for ch in text)


def _assert_carets_under(rendered: str, phrase: str) -> None:
    source, carets = _caret_columns(rendered)
    padding = carets[: len(carets) - len(carets.lstrip(" \u3000"))]
    assert _cells(padding) == _cells(source[: source.index(phrase)]), rendered
    assert _cells(carets.strip(" \u3000")) == _cells(phrase), rendered


# --- did you mean -------------------------------------------------------------


def test_misspelt_english_keyword_suggests_the_keyword_as_written() -> None:
    (diagnostic,) = _compile(WALL_EN.format("Flyng")).diagnostics
    assert diagnostic.code == "E101"
    assert 'did you mean "Flying"?' in diagnostic.hints
    _assert_carets_under(render_text(diagnostic), "Flyng")


def test_misspelt_lowercase_keyword_stays_lowercase() -> None:
    (diagnostic,) = _compile(WALL_EN.format("flyng")).diagnostics
    assert 'did you mean "flying"?' in diagnostic.hints


def test_misspelt_japanese_keyword_suggests_the_keyword() -> None:
    (diagnostic,) = _compile(STRIKE_JA.format("飛形")).diagnostics
    assert "did you mean 「飛行」?" in diagnostic.hints
    assert "「飛形」" in diagnostic.message
    _assert_carets_under(render_text(diagnostic), "飛形")


def test_misspelt_japanese_phrase_suggests_the_phrase() -> None:
    text = STRIKE_JA.format("先制攻撃").replace("先制攻撃を得る", "＋２/＋２の修正を受ける")
    (diagnostic,) = _compile(text).diagnostics
    assert "did you mean 「の修整を受ける」?" in diagnostic.hints


def test_misspelt_subtype_in_type_line() -> None:
    text = "name: Bear\ntype: Creature — Beer\npt: 2/2\n"
    (diagnostic,) = _compile(text).diagnostics
    assert diagnostic.code == "E103"
    assert any(hint in diagnostic.hints for hint in ('did you mean "Bear"?', 'did you mean "Beast"?'))


def test_japanese_soulbond_typo_suggests_soulbond_once_the_grammar_has_it() -> None:
    """「結婚」 → 「結魂」 (AVR's soulbond) where the grammar knows 結魂; otherwise no wrong guess."""
    card = _compile(
        "name: テスト / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 1/1\nja:\n  結婚\n"
    )
    (diagnostic,) = card.diagnostics
    from ofuda.compiler.parse import terminal_spellings

    knows_soulbond = any(word == "結魂" for word, _ in terminal_spellings("ja").values())
    if knows_soulbond:
        assert "did you mean 「結魂」?" in diagnostic.hints
    else:
        assert not any("did you mean" in hint for hint in diagnostic.hints), diagnostic.hints


def test_no_suggestion_where_the_word_would_not_help() -> None:
    # An unsupported phrase is not a typo: suggesting a near word that fails too misleads.
    text = STRIKE_JA.format("先制攻撃").replace("それはターン終了時まで先制攻撃を得る。", "それを破壊する。")
    (diagnostic,) = _compile(text).diagnostics
    assert not any("did you mean" in hint for hint in diagnostic.hints), diagnostic.hints


# --- what the grammar would accept -----------------------------------------------


def test_expected_phrases_are_readable_and_in_the_cards_language() -> None:
    (diagnostic,) = _compile(STRIKE_JA.format("飛形")).diagnostics
    expected = next(hint for hint in diagnostic.hints if hint.startswith("expected"))
    # a word class by one of its words, never a bare label (issue 16.3)
    assert "「飛行」 or another キーワード能力" in expected
    assert "CARDNAME" not in expected and "SELF_NAME" not in expected
    english = _compile("name: X\ntype: Instant\nen:\n  Frobnicate.\n").diagnostics[0]
    hint = next(h for h in english.hints if h.startswith("expected"))
    assert "CARDNAME" not in hint and hint.startswith('expected one of: "gain"')
    assert "「" not in hint and "the card's own name" not in hint


# --- positions and carets -------------------------------------------------------


def test_positions_count_characters_of_the_original_file() -> None:
    (diagnostic,) = _compile(STRIKE_JA.format("飛形")).diagnostics
    line, column = diagnostic.start
    original_line = STRIKE_JA.format("飛形").splitlines()[line - 1]
    assert original_line[column - 1 : column + 1] == "飛形"
    assert f"cards/x.card:{line}:{column}" in render_text(diagnostic)


def test_caret_at_the_end_of_a_line() -> None:
    (diagnostic,) = _compile("name: X\ntype: Instant\nen:\n  Draw a card\n").diagnostics
    assert diagnostic.code == "E102"
    source, carets = _caret_columns(render_text(diagnostic))
    assert carets.strip() == "^"
    assert _cells(carets) - 1 == _cells(source)  # just past the last character


def test_caret_after_a_tab_indent() -> None:
    (diagnostic,) = _compile("name: X\ntype: Instant\nen:\n\tDraw a crad.\n").diagnostics
    rendered = render_text(diagnostic)
    assert "\t" not in rendered
    assert diagnostic.start == (4, 7)  # the tab is one character
    _assert_carets_under(rendered, "a crad")


def _diagnostic_on(text: str, phrase: str) -> Diagnostic:
    source = SourceFile("x.card", text)
    start = text.index(phrase)
    return error("E101", "test", source, Span(start, start + len(phrase)))


@pytest.mark.parametrize(
    ("line", "phrase"),
    [
        ("  飛行、警戒", "警戒"),
        ("  Cafe\u0301 au lait flyng", "flyng"),  # a combining acute takes no cell
        ("  e\u0301\u0301\u0301 ｘｙｚ 🐉 flyng", "flyng"),
        ("  ｱｲｳ half-width kana 飛形", "飛形"),
        ("  クリーチャー１体を対象とする。それは＋２/＋２の修正を受ける。", "の修正を受ける"),
    ],
)
def test_carets_line_up_under_wide_and_combining_characters(line: str, phrase: str) -> None:
    _assert_carets_under(render_text(_diagnostic_on(f"en:\n{line}\n", phrase)), phrase)


def test_control_and_bidi_characters_are_shown_escaped_and_carets_still_line_up() -> None:
    text = "en:\n  a\x00b\u202ec\x1b[31m flyng\n"
    rendered = render_text(_diagnostic_on(text, "flyng"))
    assert "\x00" not in rendered and "\u202e" not in rendered and "\x1b" not in rendered
    assert "\\x00" in rendered and "\\u202e" in rendered
    _assert_carets_under(rendered, "flyng")


def test_a_span_of_control_characters_gets_carets_as_wide_as_their_escapes() -> None:
    rendered = render_text(_diagnostic_on("en:\n  ab\x00\x01cd\n", "\x00\x01"))
    source, carets = _caret_columns(rendered)
    assert carets.strip() == "^" * len("\\x00\\x01")
    assert source.index("\\x00") == carets.index("^")


def test_very_long_lines_are_cut_to_a_window_around_the_phrase() -> None:
    line = "  " + "x " * 3000 + "flyng" + " y" * 3000
    rendered = render_text(_diagnostic_on(f"en:\n{line}\n", "flyng"))
    assert max(len(row) for row in rendered.splitlines()) < 200
    assert "…" in rendered
    _assert_carets_under(rendered, "flyng")


def test_a_span_over_several_lines_marks_each_line() -> None:
    text = "ja:\n  あいう\n  えおか\n"
    source = SourceFile("x.card", text)
    diagnostic = error("E301", "differ", source, Span(text.index("いう"), text.index("えお") + 2))
    rendered = render_text(diagnostic)
    assert rendered.count("^") == 8  # いう and えお, two cells each


def test_a_diagnostic_without_source_text_still_renders() -> None:
    diagnostic = error("E000", "not UTF-8", SourceFile("bin.card", ""), Span(0, 0))
    assert render_text(diagnostic).splitlines()[:2] == ["error[E000]: not UTF-8", " --> bin.card:1:1"]


# --- several errors ---------------------------------------------------------------


def test_a_failing_line_does_not_hide_the_next_even_when_it_ends_early() -> None:
    text = "name: X\ntype: Instant\nen:\n  Gain 3\n  Target creature gets +2/+2 and gains flyng until end of turn.\n  Draw a card\n"
    codes = [(d.code, d.start[0]) for d in _compile(text).diagnostics]
    assert codes == [("E102", 4), ("E101", 5), ("E102", 6)]


def test_errors_in_both_languages_and_the_face_are_all_reported() -> None:
    text = (
        "name: 壁 / Wall\ntype: クリーチャー — 壁 / Creature — Wal\npt: 0/4\n"
        "ja:\n  防衛、飛形\nen:\n  Defender, flyng\n"
    )
    lines = sorted(d.start[0] for d in _compile(text).diagnostics)
    assert lines == [2, 5, 7]


# --- colour and JSON ---------------------------------------------------------------


def test_colour_only_when_asked_and_never_with_no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    (diagnostic,) = _compile(WALL_EN.format("Flyng")).diagnostics
    assert "\x1b[" not in render_text(diagnostic)
    assert "\x1b[" in render_text(diagnostic, color=True)

    class Tty:
        def isatty(self) -> bool:
            return True

    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    assert report.color_enabled(Tty())  # type: ignore[arg-type]
    monkeypatch.setenv("NO_COLOR", "")
    assert not report.color_enabled(Tty())  # type: ignore[arg-type]


def test_check_output_through_a_pipe_has_no_colour(tmp_path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.card"
    bad.write_text(WALL_EN.format("Flyng"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(bad)])
    assert result.exit_code == 1
    assert "\x1b[" not in result.output
    assert 'did you mean "Flying"?' in result.output


def test_json_has_the_same_diagnostics_as_the_text(tmp_path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.card"
    bad.write_text(STRIKE_JA.format("飛形"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(bad), "--format", "json"])
    assert result.exit_code == 1
    (card,) = json.loads(result.output)["cards"]
    (entry,) = card["diagnostics"]
    (diagnostic,) = _compile(STRIKE_JA.format("飛形"), str(bad)).diagnostics
    assert entry["hints"] == list(diagnostic.hints)
    assert (entry["line"], entry["column"]) == diagnostic.start
    assert (entry["end_line"], entry["end_column"]) == diagnostic.end
    assert json.loads(report.render_json([diagnostic]))[0]["message"] == diagnostic.message


def test_severity_values_render() -> None:
    source = SourceFile("x.card", "en:\n  x\n")
    for severity in Severity:
        rendered = render_text(Diagnostic("E101", severity, "m", source, Span(6, 7)), color=True)
        assert str(severity) in rendered
