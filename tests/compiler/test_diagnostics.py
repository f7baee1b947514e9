"""Bad input gets diagnostics with code, file, line and column, and never a traceback."""

from __future__ import annotations

from pathlib import Path

from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.diagnostics.report import render_text
from ofuda.compiler.source import SourceFile

ZEALOUS = """name: 盲信の一撃 / Zealous Strike
cost: {1}{W}
type: インスタント / Instant
ja:
  クリーチャー１体を対象とする。それはターン終了時まで＋２/＋２の修整を受けるとともに先制攻撃を得る。
en:
  Target creature gets +2/+2 and gains first strike until end of turn.
"""


def _compile(text: str):  # type: ignore[no-untyped-def]
    return compile_source(SourceFile("cards/x.card", text))


def test_misspelt_english_keyword_points_at_the_word_and_suggests_the_fix() -> None:
    card = _compile("name: Wall / 壁\ntype: Creature — Wall\npt: 0/4\nen:\n  Defender, flyng\n")
    card = _compile("name: Wall\ntype: Creature — Wall\npt: 0/4\nen:\n  Defender, Flyng\n")
    (diagnostic,) = card.diagnostics
    assert diagnostic.code == "E101"
    assert diagnostic.start == (5, 13)
    assert diagnostic.end == (5, 18)
    assert any('did you mean "Flying"' in hint for hint in diagnostic.hints)  # as written: capitalised


def test_japanese_error_reports_character_columns_and_expected_phrases() -> None:
    text = ZEALOUS.replace("の修整を受ける", "の修正を受ける")
    card = _compile(text)
    (diagnostic,) = card.diagnostics
    line, column = diagnostic.start
    assert line == 5
    assert text.splitlines()[4][column - 1 :].startswith("の修正")
    assert any("「の修整を受ける」" in hint for hint in diagnostic.hints)
    rendered = render_text(diagnostic)
    assert "cards/x.card:5:" in rendered
    assert "^^" in rendered


def test_caret_lines_up_under_full_width_characters() -> None:
    card = _compile(ZEALOUS.replace("それは", "これは"))
    rendered = render_text(card.diagnostics[0]).splitlines()
    source_line = next(l for l in rendered if l.startswith("5 |"))
    caret_line = rendered[rendered.index(source_line) + 1]
    from ofuda.compiler.codegen.pyexpr import display_width

    caret_at = display_width(caret_line.split("^")[0].replace("\u3000", "  "))
    assert source_line[: len(source_line)].find("これは") >= 0
    prefix = source_line[: source_line.index("これは")]
    assert caret_at == display_width(prefix)


def test_one_bad_ability_does_not_hide_the_next() -> None:
    text = "name: X\ntype: Instant\nen:\n  Gain 3 lief.\n  Draw a crad.\n"
    card = _compile(text)
    assert [d.start[0] for d in card.diagnostics] == [4, 5]


def test_layout_errors_are_diagnostics() -> None:
    card = _compile("nmae: X\ntype: Instant\nen:\n  Draw a card.\n")
    codes = [d.code for d in card.diagnostics]
    assert "E002" in codes and "E003" in codes
    assert any("did you mean `name:`" in h for d in card.diagnostics for h in d.hints)


def test_unbound_reference_is_an_error() -> None:
    card = _compile("name: X / エックス\ntype: インスタント / Instant\nja:\n  それは２点のライフを失う。\n")
    assert [d.code for d in card.diagnostics] == ["E201"]


def test_equivalence_mismatch_shows_both_readings() -> None:
    card = _compile(ZEALOUS.replace("とともに先制攻撃を得る", ""))
    (diagnostic,) = card.diagnostics
    assert diagnostic.code == "E301"
    assert any("Japanese reads as" in h for h in diagnostic.hints)
    assert any("GrantKeyword" in h for h in diagnostic.hints)


def test_hostile_bytes_never_raise(tmp_path: Path) -> None:
    for text in ["", "\x00", "name:\n", "ja:\n  「「「", "name: a\ntype: \u202e\nen:\n  " + "9" * 18 + "\n"]:
        card = _compile(text)
        assert not card.ok
        for diagnostic in card.diagnostics:
            assert diagnostic.code != "E999", diagnostic.message


def test_a_static_subject_in_an_instant_is_a_diagnostic_not_a_crash() -> None:
    """"Enchanted creature …" on an instant names nothing: E251, never an internal error."""
    for text in (
        "name: X\ntype: Instant\nen:\n  Enchanted creature has flying.\n",
        "name: X\ntype: Instant\nen:\n  Enchanted creature gets +1/+1 until end of turn.\n",
        "name: エックス\ntype: インスタント\nja:\n"
        "  エンチャントされているクリーチャーはターン終了時まで＋１/＋１の修整を受ける。\n",
    ):
        card = _compile(text)
        assert [d.code for d in card.diagnostics] == ["E251"], text
