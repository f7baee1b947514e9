"""docs/grammar-index.md is generated from the grammar files (tools/grammar_index.py) and must be
up to date, so that "where is this rule defined and extended" always has a true answer."""

from __future__ import annotations

import subprocess
import sys

from support.paths import ROOT


def test_the_grammar_index_is_up_to_date() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "grammar_index.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_index_names_a_rule_where_it_is_defined_and_extended() -> None:
    index = (ROOT / "docs" / "grammar-index.md").read_text(encoding="utf-8")
    row = next(line for line in index.splitlines() if line.startswith("| `ability` |"))
    assert "ja/00-abilities.lark" in row and "en/00-abilities.lark" in row
    assert "ja/16-reminders.lark" in row and "en/16-reminders.lark" in row  # extended there
