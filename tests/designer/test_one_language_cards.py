"""A card written in one language is trusted as much as one written in both: `ofuda check`
shows it in the other language (a misreading shows at once) and checks that this text
compiles back to the same card; `ofuda explain` shows both canonical texts."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner
from ofuda.cli.main import cli
from ofuda.cli.translation import other_language_reading
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile

JAPANESE_ONLY = (
    "name: 試しの一撃\ntype: インスタント\nja:\n"
    "  クリーチャー１体を対象とする。それはターン終了時まで＋３/＋０の修整を受ける。\n"
)
ENGLISH_ONLY = "name: Test Ping\ntype: Instant\nen:\n  Test Ping deals 3 damage to target creature.\n"
BOTH = (
    "name: 試し / Test\ntype: インスタント / Instant\n"
    "ja:\n  あなたは２点のライフを得る。\nen:\n  You gain 2 life.\n"
)


def test_check_shows_a_japanese_only_card_in_english(tmp_path: Path) -> None:
    card = tmp_path / "strike.card"
    card.write_text(JAPANESE_ONLY, encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(card)])
    assert result.exit_code == 0, result.output
    assert "compiled from its Japanese text only; in English it reads:" in result.output
    assert "  Target creature gets +3/+0 until end of turn.\n" in result.output
    assert "warning" not in result.output


def test_check_shows_an_english_only_card_in_japanese(tmp_path: Path) -> None:
    card = tmp_path / "ping.card"
    card.write_text(ENGLISH_ONLY, encoding="utf-8")
    result = CliRunner().invoke(cli, ["check", str(card)])
    assert result.exit_code == 0, result.output
    assert "in Japanese it reads:" in result.output
    assert "クリーチャー１体を対象とする。Test Pingはそれに３点のダメージを与える。" in result.output


def test_a_card_in_both_languages_needs_no_reading() -> None:
    card = compile_source(SourceFile("t.card", BOTH))
    assert card.ok and other_language_reading(card) == []


def test_a_rejected_card_gets_no_reading() -> None:
    card = compile_source(SourceFile("t.card", "name: Test\ntype: Instant\nen:\n  Nonsense.\n"))
    assert not card.ok and other_language_reading(card) == []


def test_explain_shows_both_canonical_texts(tmp_path: Path) -> None:
    card = tmp_path / "strike.card"
    card.write_text(JAPANESE_ONLY, encoding="utf-8")
    result = CliRunner().invoke(cli, ["explain", str(card)])
    assert result.exit_code == 0, result.output
    assert "canonical English" in result.output
    assert "Target creature gets +3/+0 until end of turn." in result.output
