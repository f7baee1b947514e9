"""Counters of named kinds (122.1): 「黄金カウンター」 / "gold counter" in every place a counter
kind stands (put, remove as a cost, count "for each"), both languages to one IR; the grammar's
NAMED_COUNTER terminals list exactly compiler/counter_kinds.py's names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from ofuda.compiler import ir
from ofuda.compiler.counter_kinds import NAMED_COUNTERS
from ofuda.runtime.definitions import RemoveCounters
from ofuda.runtime.statics_values import CountersOnSource
from support.texts import bilingual_card, nodes_of_kind

GRAMMAR = Path(__file__).resolve().parents[2] / "grammar"


def _abilities(ja: str, en: str, type_line: str) -> tuple[object, ...]:
    pt = "1/1" if "Creature" in type_line else None
    return tuple(bilingual_card(ja, en, type_line, pt).abilities)


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "expected"),
    [
        (
            "{T}：試作の上に黄金カウンターを１個置く。",
            "{T}: Put a gold counter on Test.",
            "アーティファクト / Artifact",
            ir.AddCounters,
        ),
        (
            "{T}, 試作の上から魂魄カウンターを１個取り除く：カードを１枚引く。",
            "{T}, Remove a soul counter from Test: Draw a card.",
            "アーティファクト / Artifact",
            RemoveCounters,
        ),
        (
            "試作は、試作の上に置かれているページ・カウンター１個につき＋１/＋１の修整を受ける。",
            "Test gets +1/+1 for each page counter on Test.",
            "クリーチャー — 人間 / Creature — Human",
            CountersOnSource,
        ),
    ],
)
def test_a_named_counter_kind_in_each_place(
    ja: str, en: str, type_line: str, expected: type
) -> None:
    """The kind is the English name (122.1), whatever the language of the text."""
    (ability,) = _abilities(ja, en, type_line)
    found = repr(ability)
    assert nodes_of_kind((ability,), expected)
    assert any(f"'{kind}'" in found for kind in ("gold", "soul", "page"))


def test_the_grammar_lists_the_named_counter_kinds() -> None:
    """Both grammars' NAMED_COUNTER terminals name exactly the kinds of the table."""
    en = (GRAMMAR / "en" / "85-effect-words.lark").read_text(encoding="utf-8")
    ja = (GRAMMAR / "ja" / "85-effect-words.lark").read_text(encoding="utf-8")
    en_names = re.search(r"NAMED_COUNTER: /\(\?:([^)]*)\) counters\?/", en)
    ja_names = re.search(r"NAMED_COUNTER: /\(\?:([^)]*)\)カウンター/", ja)
    assert en_names and ja_names
    assert set(en_names.group(1).split("|")) == set(NAMED_COUNTERS)
    assert set(ja_names.group(1).split("|")) == set(NAMED_COUNTERS.values())
