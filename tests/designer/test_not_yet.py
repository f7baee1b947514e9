"""Diagnostics that tell "not yet" from "typo" (issue 16.3): real Magic ofuda lacks says so by
name (E105); a near miss gets its did-you-mean; the expected list holds only what would let the
line read on, as things a designer can type. Each case the first trial met is here."""

from __future__ import annotations

import re

import pytest
from ofuda.compiler.diagnostics import not_yet
from ofuda.compiler.diagnostics.report import render_text
from ofuda.compiler.parse import terminal_spellings
from ofuda.compiler.parse.suggest import kanji_numeral
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile

CREATURE = {"ja": "クリーチャー — 人間", "en": "Creature — Human"}
INSTANT = {"ja": "インスタント", "en": "Instant"}


def _card(lang: str, line: str, kind: dict[str, str] = CREATURE):  # type: ignore[no-untyped-def]
    name = "試作" if lang == "ja" else "Test"
    pt = "pt: 2/2\n" if kind is CREATURE else ""
    text = f"name: {name}\ntype: {kind[lang]}\n{pt}{lang}:\n  {line}\n"
    return compile_source(SourceFile("t.card", text), (lang,))


def _only(lang: str, line: str, kind: dict[str, str] = CREATURE):  # type: ignore[no-untyped-def]
    card = _card(lang, line, kind)
    assert not card.ok
    (diagnostic,) = card.diagnostics
    return diagnostic


def _spanned(diagnostic) -> str:  # type: ignore[no-untyped-def]
    return diagnostic.source.text[diagnostic.span.start : diagnostic.span.end]


# --- the table holds only what does not compile today -------------------------------------


@pytest.mark.parametrize("row", not_yet.KEYWORDS, ids=lambda row: row.en)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_keyword_of_the_table_does_not_compile_and_names_itself(
    row: not_yet.NotYet, lang: str
) -> None:
    """A keyword line, alone or after a keyword ofuda has: E105 with its name and rule. When a
    keyword is added to the language this fails: remove its row in the same commit."""
    name = row.en if lang == "en" else row.ja
    assert name is not None
    for line in (
        name,
        f"{'飛行、' if lang == 'ja' else 'Flying, '}{name if lang == 'ja' else name.lower()}",
    ):
        diagnostic = _only(lang, line)
        assert diagnostic.code == "E105", (line, diagnostic.message, diagnostic.hints)
        assert row.rule in diagnostic.message and "does not support yet" in diagnostic.message
        assert _spanned(diagnostic).lower() == name.lower()


@pytest.mark.parametrize("row", not_yet.PHRASES, ids=lambda row: row.en)
def test_each_phrase_of_the_table_does_not_compile_and_names_itself(row: not_yet.NotYet) -> None:
    for lang, line in (("en", row.example_en), ("ja", row.example_ja)):
        if not line:
            continue
        diagnostic = _only(lang, line, INSTANT)
        assert diagnostic.code == "E105", diagnostic.message
        assert row.rule in diagnostic.message


def test_no_row_names_a_keyword_the_grammar_has() -> None:
    for lang in ("en", "ja"):
        known = {
            word.lower()
            for name, (word, _) in terminal_spellings(lang).items()
            if name.startswith("KW_")
        }
        rows = {(row.en if lang == "en" else row.ja or "").lower() for row in not_yet.KEYWORDS}
        assert not known & rows, (
            f"{lang}: {known & rows} are keywords of the grammar: remove their rows"
        )


def test_every_keyword_has_both_names_and_a_rule_of_702() -> None:
    for row in not_yet.KEYWORDS:
        assert row.ja and re.fullmatch(r"702\.\d+", row.rule), row


# --- the trial's cases ------------------------------------------------------------------------


def test_a_keyword_names_itself_with_its_rule() -> None:
    """The trial's "Menace" and "Ward" (supported since): Echo, Madness and the like say what
    they are."""
    diagnostic = _only("en", "Echo {2}")
    assert diagnostic.message == "Echo is a keyword ofuda does not support yet (702.30)"
    assert "expected" not in " ".join(diagnostic.hints)
    japanese = _only("ja", "エコー{2}")
    assert japanese.message == "「エコー」 (echo) is a keyword ofuda does not support yet (702.30)"
    madness = _only("en", "Madness {1}{R}", INSTANT)
    assert madness.message == "Madness is a keyword ofuda does not support yet (702.35)"


def test_a_keyword_granted_by_an_instruction_names_itself() -> None:
    diagnostic = _only("en", "Target creature gains phasing until end of turn.", INSTANT)
    assert diagnostic.code == "E105" and _spanned(diagnostic) == "phasing"


@pytest.mark.parametrize(
    ("line", "word"),
    [
        (
            # "for as long as you control CARDNAME" compiles (611.2b); this condition not yet
            "Tap target creature. It doesn't untap during its controller's untap step for as long as CARDNAME remains tapped.",
            "for as long as",
        ),
    ],
)
def test_for_as_long_as_is_not_yet_not_a_typo(line: str, word: str) -> None:
    diagnostic = _only("en", line, INSTANT)
    assert diagnostic.code == "E105" and _spanned(diagnostic) == word
    assert not any("did you mean" in hint for hint in diagnostic.hints)


@pytest.mark.parametrize(
    "line",
    [
        "クリーチャー１体を対象とする。それはターン終了時まで、あなたの墓地にあるクリーチャー・カード１枚につき＋１/＋１の修整を受ける。",
        "あなたがコントロールするクリーチャーは、ターン終了時まで、あなたがコントロールする平地１つにつき＋１/＋１の修整を受ける。",
    ],
)
def test_for_each_where_the_grammar_has_no_place_points_to_the_phrasebook(line: str) -> None:
    diagnostic = _only("ja", line, INSTANT)
    hints = " ".join(diagnostic.hints)
    assert "を無作為に選び" not in hints and "「を」" not in hints  # could not apply there
    assert "`ofuda phrases につき`" in hints


def test_a_union_of_spells_in_a_cast_trigger_reads() -> None:
    """「インスタント呪文かソーサリー呪文」 (a union of two kinds of spell) once stopped the reading at
    the verb with hints that could not apply; it is a noun now, and a cast trigger takes it."""
    line = "あなたがインスタント呪文かソーサリー呪文を唱えるたび、試作はターン終了時まで＋１/＋１の修整を受ける。"
    card = _card("ja", line)
    assert card.ok, [d.message for d in card.diagnostics]


def test_a_wrong_particle_is_marked_where_it_is_with_the_right_one() -> None:
    diagnostic = _only("ja", "あなたが２点のライフを得る。", INSTANT)
    assert _spanned(diagnostic) == "が"
    assert diagnostic.message == "unexpected 「が」 in the Japanese text"
    assert "did you mean 「は」?" in diagnostic.hints


def test_the_found_text_is_quoted_as_the_file_has_it() -> None:
    diagnostic = _only("ja", "カードを２枚引く２。", INSTANT)
    assert "「２」" in diagnostic.message and "「2」" not in diagnostic.message


def test_a_number_in_kanji_gets_the_digits_as_printed() -> None:
    diagnostic = _only("ja", "カードを一枚引く。", INSTANT)
    assert _spanned(diagnostic) == "一枚"
    assert "did you mean 「１枚」?" in diagnostic.hints
    assert "^^^^" in render_text(diagnostic)
    diagnostic = _only("ja", "あなたは二十三点のライフを得る。", INSTANT)
    assert "did you mean 「２３点」?" in diagnostic.hints


@pytest.mark.parametrize(
    ("text", "value", "length"),
    [
        ("三", 3, 1),
        ("十", 10, 1),
        ("十二", 12, 2),
        ("二十", 20, 2),
        ("二十三", 23, 3),
        ("百五", 105, 2),
        ("千二百三十四", 1234, 6),
        ("二三", 2, 1),
        ("十百", 10, 1),
        ("枚", 0, 0),
    ],
)
def test_kanji_numerals_read_with_their_places(text: str, value: int, length: int) -> None:
    assert kanji_numeral(text + "枚", 0) == (value, length)


# --- the expected list: short, things to type, only what reads on ------------------------------


_BARE_LABELS = (
    "a number",
    "数",
    "a card type (",
    "a keyword (",
    "the card's own name",
    "このカードの名前",
)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Destroy target creature and."),
        ("en", "Target creature gets +2/+2 until end of turn and."),
        (
            "ja",
            "クリーチャー１体を対象とする。それはターン終了時まで＋２/＋２の修整を受けるとともに。",
        ),
        ("en", "Flying, flyng"),
        ("en", "Draw two cards"),
    ],
)
def test_expected_lists_are_short_and_typable(lang: str, line: str) -> None:
    card = _card(lang, line, INSTANT)
    for diagnostic in card.diagnostics:
        for hint in diagnostic.hints:
            if hint.startswith("expected"):
                assert len(re.findall(r'"[^"]*"|「[^」]*」', hint)) <= 8, hint
                assert not any(label in hint for label in _BARE_LABELS), hint


def test_an_expected_word_is_shown_only_if_the_line_reads_on_with_it() -> None:
    """Each entry of a mid-line hint, put in place of the word the parse stopped at, lets the
    parser read on past it."""
    from ofuda.compiler import parse
    from ofuda.compiler.parse import suggest

    # mid-line: "… until end of turn and flying." now fails at its last word ("and" may join a
    # clause after a duration, grammar/en/20d-clause-coordination.lark), where no entry is tried
    text = "Target creature gets +2/+2 until end of turn and and flying."
    failure = parse.parse("en", text)
    assert isinstance(failure, parse.ParseFailure)
    hint = suggest.expected_hint("en", failure, text)
    words = re.findall(r'"([^"]+)"', hint or "")
    assert words
    for word in words:
        assert suggest._reads_on("en", text, failure, word, lambda t: parse.parse("en", t)), word
