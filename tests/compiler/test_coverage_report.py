"""`ofuda coverage`: per set and language, what compiles, and every rejection by its reason."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner
from ofuda.cli.main import cli
from ofuda.compiler.coverage import by_reason, measure, set_folders

GOOD = """name: 天使の慈悲 / Angel's Mercy
cost: {2}{W}{W}
type: インスタント / Instant
ja:
  あなたは７点のライフを得る。
en:
  You gain 7 life.
"""
# The Japanese is fine, the English has a typo: rejected in en and in both, compiled in ja.
BAD_EN = GOOD.replace("You gain 7 life.", "You gian 7 life.").replace("Angel's Mercy", "Typo")
# Both texts read, but they say different things: only the JA ≡ EN reading rejects it.
DIFFERENT = GOOD.replace("You gain 7 life.", "You gain 6 life.").replace("Angel's Mercy", "Six")
ENGLISH_ONLY = "name: Only English\ncost: {W}\ntype: Instant\nen:\n  You gain 2 life.\n"


def _sets(tmp_path: Path) -> Path:
    root = tmp_path / "cards"
    (root / "one").mkdir(parents=True)
    (root / "two" / "deeper").mkdir(parents=True)
    (root / "one" / "good.card").write_text(GOOD, encoding="utf-8")
    (root / "one" / "typo.card").write_text(BAD_EN, encoding="utf-8")
    (root / "two" / "deeper" / "different.card").write_text(DIFFERENT, encoding="utf-8")
    (root / "two" / "deeper" / "english.card").write_text(ENGLISH_ONLY, encoding="utf-8")
    return root


def test_a_folder_of_set_folders_stands_for_each_set(tmp_path: Path) -> None:
    root = _sets(tmp_path)
    assert [folder.name for _, folder in set_folders([root])] == ["one", "two"]
    assert [folder.name for _, folder in set_folders([root / "one"])] == ["one"]


def test_each_reading_is_counted_on_its_own(tmp_path: Path) -> None:
    one, two = measure([_sets(tmp_path)], jobs=1)
    assert (one.cards, one.compiled["ja"], one.compiled["en"], one.compiled["both"]) == (2, 2, 1, 1)
    assert (two.cards, two.compiled["ja"], two.compiled["en"], two.compiled["both"]) == (2, 1, 2, 1)
    # The English-only card has no Japanese: missing there, not rejected.
    assert two.missing["ja"] == 1 and "ja" not in two.rejected
    assert two.percent("ja") == 100.0
    [typo] = one.rejected["en"]
    assert typo.reason.startswith("E101") and typo.path.endswith("typo.card")
    assert (typo.line, typo.column) == (7, 7)
    [different] = two.rejected["both"]
    assert different.reason.startswith("E301")


def test_rejections_are_grouped_by_reason_largest_first(tmp_path: Path) -> None:
    root = _sets(tmp_path)
    (root / "one" / "typo2.card").write_text(BAD_EN.replace("Typo", "Typo Two"), encoding="utf-8")
    groups = by_reason(measure([root], jobs=1), "en")
    assert [len(cards) for _, cards in groups] == [2]
    reason, cards = groups[0]
    assert 'unexpected "gian"' in reason
    assert sorted(Path(r.path).name for r in cards) == ["typo.card", "typo2.card"]


def test_the_command_prints_the_table_and_json_and_exits_1_on_a_rejection(tmp_path: Path) -> None:
    root = _sets(tmp_path)
    text = CliRunner().invoke(cli, ["coverage", str(root)])
    assert text.exit_code == 1
    assert "rejected in en: 1 cards, 1 reasons" in text.output
    assert "typo.card:7:7" in text.output
    data = CliRunner().invoke(cli, ["coverage", str(root), "--format", "json", "-j", "1"])
    report = json.loads(data.output)
    assert [s["compiled"] for s in report["sets"]] == [
        {"ja": 2, "en": 1, "both": 1},
        {"ja": 1, "en": 2, "both": 1},
    ]
    assert report["reasons"]["both"][0]["cards"] == 1
    good = CliRunner().invoke(cli, ["coverage", str(root / "one" / "good.card")])
    assert good.exit_code == 0, good.output
