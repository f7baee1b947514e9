"""`ofuda fmt` (canonical layout, never a word changed) and `ofuda new` (skeletons)."""

from __future__ import annotations

import shutil
from pathlib import Path

from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st
from ofuda.cli.fmt import format_file, format_text, printed_style
from ofuda.cli.main import cli
from ofuda.cli.new import both_type_lines
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import MappedText, SourceFile
from ofuda.compiler.source.normalize import normalize
from support.paths import AVR, CARDS_SRC

MESSY = (
    "# my card\r\n"
    "type:  Creature - Human   \r\n"
    "name:   Test   \r\n"
    "\r\n"
    "pt: 2 / 2\r\n"
    "cost: {１}{w}\r\n"
    "en:\r\n"
    "\tFlying\r\n"
    "\r\n"
    "    {W}: Target creature gets +2/+2 until end of turn.   \r\n"
)
CANONICAL = (
    "# my card\n"
    "name: Test\n"
    "cost: {1}{W}\n"
    "type: Creature — Human\n"
    "pt: 2/2\n"
    "en:\n"
    "  Flying\n"
    "  {W}: Target creature gets +2/+2 until end of turn.\n"
)  # an activated ability: on a creature, a bare instruction is an error (E250, rule 113.3)


def test_a_messy_file_gets_the_canonical_layout() -> None:
    assert format_text(MESSY) == CANONICAL


def test_the_real_cards_are_already_canonical_and_stay_byte_identical(tmp_path: Path) -> None:
    copy = tmp_path / "cards_src"
    shutil.copytree(CARDS_SRC, copy)
    before = {p.relative_to(copy): p.read_bytes() for p in copy.rglob("*.card")}
    # the six sets imported from data/cards and the new example designs of cards_src/examples
    assert sorted({p.parts[0] for p in before}) == ["avr", "dka", "examples", "isd", "m19", "m20", "m21"]
    assert sum(p.parts[0] == "avr" for p in before) == 244
    assert sum(p.parts[0] == "examples" for p in before) == 24
    check = CliRunner().invoke(cli, ["fmt", "--check", str(copy)])
    assert check.exit_code == 0, check.output
    result = CliRunner().invoke(cli, ["fmt", str(copy)])
    assert result.exit_code == 0, result.output
    after = {p.relative_to(copy): p.read_bytes() for p in copy.rglob("*.card")}
    assert after == before
    assert {p.relative_to(CARDS_SRC): p.read_bytes() for p in CARDS_SRC.rglob("*.card")} == before


def test_check_exits_1_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "messy.card"
    path.write_bytes(MESSY.encode("utf-8"))
    result = CliRunner().invoke(cli, ["fmt", "--check", str(path)])
    assert result.exit_code == 1
    assert "would reformat" in result.output
    assert path.read_bytes() == MESSY.encode("utf-8")
    assert CliRunner().invoke(cli, ["fmt", str(path)]).exit_code == 0
    assert path.read_text(encoding="utf-8") == CANONICAL
    assert CliRunner().invoke(cli, ["fmt", "--check", str(path)]).exit_code == 0


def test_a_file_whose_layout_does_not_parse_is_left_untouched(tmp_path: Path) -> None:
    for text in ("nmae: X\ntype: Instant\n", "name: X\nname: Y\ntype: Instant\n",
                 "name: X\ntype: Instant\nen: Draw a card.\n", "  text before any field\nname: X\n"):
        path = tmp_path / "bad.card"
        path.write_text(text, encoding="utf-8")
        result = CliRunner().invoke(cli, ["fmt", str(path)])
        assert result.exit_code == 1, text
        assert "left untouched" in result.output
        assert path.read_text(encoding="utf-8") == text


def test_rules_text_that_does_not_parse_keeps_its_words(tmp_path: Path) -> None:
    text = "name: X\ntype: Instant\nen:\n   Frobnicate   the  widget.\n"
    assert format_text(text) == "name: X\ntype: Instant\nen:\n  Frobnicate   the  widget.\n"


_VARIATIONS = st.sampled_from([
    lambda t: t.replace("\n", "\r\n"),
    lambda t: t.replace("\n  ", "\n\t"),
    lambda t: t.replace("\n  ", "\n    "),
    lambda t: t.replace("\n  ", "\n\u3000"),
    # spaces after a field's colon (inside rules text, spacing is the text's own)
    lambda t: "\n".join(l if l.startswith((" ", "\t")) else l.replace(": ", ":   ") for l in t.split("\n")),
    lambda t: t.replace("\n", "  \n"),
    lambda t: t.replace("\n", "\n\n"),
    lambda t: "\n".join(reversed(t.split("ja:")[0].splitlines())) + "\nja:" + t.split("ja:", 1)[1]
    if "ja:" in t else t,
    lambda t: "# a comment\n" + t,
    lambda t: t.replace(" / ", "  /  "),
    lambda t: t.replace("—", "-"),
])


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(AVR.glob("*.card"))), st.lists(_VARIATIONS, max_size=4))
def test_fmt_is_idempotent_and_restores_the_real_file(path: Path, changes: list) -> None:  # type: ignore[type-arg]
    original = path.read_text(encoding="utf-8")
    messy = original
    for change in changes:
        messy = change(messy)
    once = format_text(messy)
    if once is None:
        return
    assert format_text(once) == once
    if "# a comment" not in messy:
        assert once == original


def test_printed_style_changes_widths_only() -> None:
    line = "クリーチャー1体を対象とする。それはターン終了時まで+2/+2の修整を受ける。"
    assert printed_style(line, "ja") == "クリーチャー１体を対象とする。それはターン終了時まで＋２/＋２の修整を受ける。"
    assert printed_style("{T}:あなたは10点のライフを得る。", "ja") == "{T}：あなたは10点のライフを得る。"
    assert printed_style("+1：カードを1枚引く。", "ja") == "+1：カードを１枚引く。"  # loyalty as printed
    assert printed_style("Ｔａｒｇｅｔ creature gets ＋２/＋２.", "en") == "Target creature gets +2/+2."


def test_printed_style_on_every_real_line_normalizes_to_the_same_text() -> None:
    for path in sorted(AVR.glob("*.card")):
        card = compile_source(SourceFile(str(path), path.read_text(encoding="utf-8")))
        del card
        text = path.read_text(encoding="utf-8")
        lang = None
        for line in text.splitlines():
            if line in ("ja:", "en:"):
                lang = line[:2]
                continue
            if lang and line.startswith("  "):
                styled = printed_style(line[2:], lang)
                assert _normal(styled) == _normal(line[2:]), (path.name, line)


def _normal(text: str) -> str:
    return normalize(MappedText.identity(text)).text


def test_fmt_text_writes_designer_japanese_as_printed(tmp_path: Path) -> None:
    path = tmp_path / "mine.card"
    path.write_text(
        "name: テスト\ntype: インスタント\nja:\n  プレイヤー1人を対象とする。そのプレイヤーは2点のライフを失う。\n",
        encoding="utf-8",
    )
    assert format_file(path).changed is False  # without --text the words are left alone
    result = CliRunner().invoke(cli, ["fmt", "--text", str(path)])
    assert result.exit_code == 0, result.output
    assert "プレイヤー１人を対象とする。そのプレイヤーは２点のライフを失う。" in path.read_text(encoding="utf-8")


# --- ofuda new ---------------------------------------------------------------------


def test_new_writes_a_skeleton_that_checks_clean(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, [
        "new", "--name", "銀刃の聖騎士 / Silverblade Paladin",
        "--type", "クリーチャー — 人間・騎士 / Creature — Human Knight",
        "--cost", "{1}{W}{W}", "--pt", "2/2", "--number", "36", "-o", str(tmp_path),
    ])
    assert result.exit_code == 0, result.output
    path = tmp_path / "036-silverblade-paladin.card"
    text = path.read_text(encoding="utf-8")
    assert "name: 銀刃の聖騎士 / Silverblade Paladin\n" in text and text.endswith("ja:\nen:\n")
    assert CliRunner().invoke(cli, ["check", str(path)]).exit_code == 0
    assert format_text(text) == text  # already canonical


def test_new_with_one_language_and_a_typo_reports_it(tmp_path: Path) -> None:
    path = tmp_path / "x.card"
    result = CliRunner().invoke(cli, ["new", "--name", "X", "--type", "Creature — Humna",
                                      "--lang", "en", "-o", str(path)])
    assert result.exit_code == 1
    assert 'did you mean "Human"?' in result.output
    assert path.read_text(encoding="utf-8").endswith("type: Creature — Humna\nen:\n")


def test_new_refuses_to_overwrite_and_needs_a_name_without_a_terminal(tmp_path: Path) -> None:
    path = tmp_path / "x.card"
    path.write_text("keep me\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["new", "--name", "X", "--type", "Instant", "-o", str(path)])
    assert result.exit_code == 2
    assert path.read_text(encoding="utf-8") == "keep me\n"
    assert CliRunner().invoke(cli, ["new", "--type", "Instant"]).exit_code == 2


def test_new_prompts_for_what_is_missing(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import ofuda.cli.new as new_module

    monkeypatch.setattr(new_module, "_interactive", lambda: True)
    result = CliRunner().invoke(cli, ["new"], input="Test Card\nInstant\n{1}{U}\n")
    assert "name: Test Card" in result.output and "cost: {1}{U}" in result.output


def test_fmt_keeps_a_written_subtype_dash_and_what_follows_it() -> None:
    # The printed back faces of Innistrad write 「クリーチャー ― - ホラー」 (a data quirk the
    # normalizer reads): fmt fixes spacing only, never the characters of a real type line.
    text = "name: 不浄の悪鬼 / Unholy Fiend\ntype: クリーチャー  ―  - ホラー / Creature — Horror\n"
    assert format_text(text) == (
        "name: 不浄の悪鬼 / Unholy Fiend\ntype: クリーチャー ― - ホラー / Creature — Horror\n"
    )
    assert format_text("name: X\ntype: Creature - Human\n") == "name: X\ntype: Creature — Human\n"


def test_new_writes_the_type_line_in_the_other_language_too(tmp_path: Path) -> None:
    """A type line given once, in either language, is written in both (Japanese first, as the
    card file wants them), from ofuda's own type tables."""
    path = tmp_path / "x.card"
    result = CliRunner().invoke(cli, [
        "new", "--name", "銀刃の聖騎士 / Silverblade Paladin",
        "--type", "Legendary Creature — Human Knight", "--pt", "2/2", "-o", str(path),
    ])
    assert result.exit_code == 0, result.output
    text = path.read_text(encoding="utf-8")
    assert "type: 伝説のクリーチャー — 人間・騎士 / Legendary Creature — Human Knight\n" in text
    result = CliRunner().invoke(cli, [
        "new", "--name", "試作 / Prototype", "--type", "アーティファクト — 装備品", "--force",
        "-o", str(path),
    ])
    assert result.exit_code == 0, result.output
    assert "type: アーティファクト — 装備品 / Artifact — Equipment\n" in path.read_text(encoding="utf-8")
    # one language wanted: the line stays as given
    assert both_type_lines("Instant", ("en",)) == "Instant"
    # a line ofuda cannot read is kept, and the check says what is wrong
    assert both_type_lines("Creature — Humna", ("ja", "en")) == "Creature — Humna"


def test_new_asks_for_the_type_line_japanese_first(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import ofuda.cli.new as new_module

    monkeypatch.setattr(new_module, "_interactive", lambda: True)
    result = CliRunner().invoke(cli, ["new"], input="試作 / Test Card\nInstant\n{1}{U}\n")
    assert "(e.g. クリーチャー — 人間・騎士 / Creature — Human Knight)" in result.output
    assert "type: インスタント / Instant" in result.output


def test_fmt_diff_shows_the_change_and_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "x.card"
    messy = "type:   Instant\nname: X\nen:\n    You gain 7 life.\n"
    path.write_text(messy, encoding="utf-8")
    result = CliRunner().invoke(cli, ["fmt", "--check", "--diff", str(path)])
    assert result.exit_code == 1
    assert "-type:   Instant\n" in result.output and "+type: Instant\n" in result.output
    assert "+  You gain 7 life.\n" in result.output and "(formatted)" in result.output
    assert path.read_text(encoding="utf-8") == messy


def test_fmt_puts_an_english_block_written_first_after_the_japanese(tmp_path: Path) -> None:
    # The canonical order is ja: then en:; moving a whole block keeps every word of it, so
    # it is not "a change to the rules text".
    path = tmp_path / "x.card"
    en_first = (
        "name: 試作 / X\ntype: インスタント / Instant\nen:\n  You gain 7 life.\n"
        "ja:\n  あなたは７点のライフを得る。\n"
    )
    path.write_text(en_first, encoding="utf-8")
    result = CliRunner().invoke(cli, ["fmt", "--check", "--diff", str(path)])
    assert result.exit_code == 1 and "left untouched" not in result.output, result.output
    assert "+ja:\n" in result.output and "-ja:\n" in result.output
    assert CliRunner().invoke(cli, ["fmt", str(path)]).exit_code == 0
    assert path.read_text(encoding="utf-8") == (
        "name: 試作 / X\ntype: インスタント / Instant\nja:\n  あなたは７点のライフを得る。\n"
        "en:\n  You gain 7 life.\n"
    )
