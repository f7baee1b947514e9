"""Cycling (702.29) in both languages: 「サイクリング {2}」 / "Cycling {2}", a cost with other
parts after a dash, typecycling (702.29e: 「沼サイクリング {2}」 / "Swampcycling {2}",
「基本土地サイクリング {1}」 / "Basic landcycling {1}"), and cycling's reminder (read as its rule:
no warning; another cost in it is W240). Each row compiles in both languages to one IR, holds
the keyword with its cost, and renders back to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import (
    CardType,
    Cost,
    DiscardCards,
    ManaCost,
    ObjectFilter,
    PayLife,
    Supertype,
)
from ofuda.runtime.statics import Cycling

LAND = ObjectFilter(card_types=(CardType.LAND,))


def _compiled(ja: str, en: str, kind: str = "クリーチャー — 人間 / Creature — Human") -> Any:
    pt = "pt: 2/2\n" if "Creature" in kind else ""
    source = f"name: 試作 / Test\ncost: {{3}}{{U}}\ntype: {kind}\n{pt}ja:\n  {ja}\nen:\n  {en}\n"
    return compile_source(SourceFile("t.card", source))


@pytest.mark.parametrize(
    ("ja", "en", "keyword"),
    [
        ("サイクリング {2}", "Cycling {2}", Cycling(Cost((ManaCost("{2}"),)))),
        ("サイクリング {W}{U}", "Cycling {W}{U}", Cycling(Cost((ManaCost("{W}{U}"),)))),
        (
            "サイクリング ― ２点のライフを支払う。",
            "Cycling—Pay 2 life.",
            Cycling(Cost((PayLife(2),))),
        ),
        (
            "サイクリング ― {1}, カードを１枚捨てる。",
            "Cycling—{1}, Discard a card.",
            Cycling(Cost((ManaCost("{1}"), DiscardCards(1)))),
        ),
        (
            "沼サイクリング {2}",
            "Swampcycling {2}",
            Cycling(Cost((ManaCost("{2}"),)), ObjectFilter(subtypes=("Swamp",))),
        ),
        (
            "平地サイクリング {2}",
            "Plainscycling {2}",
            Cycling(Cost((ManaCost("{2}"),)), ObjectFilter(subtypes=("Plains",))),
        ),
        (
            "島サイクリング {2}",
            "Islandcycling {2}",
            Cycling(Cost((ManaCost("{2}"),)), ObjectFilter(subtypes=("Island",))),
        ),
        (
            "山サイクリング {2}",
            "Mountaincycling {2}",
            Cycling(Cost((ManaCost("{2}"),)), ObjectFilter(subtypes=("Mountain",))),
        ),
        (
            "森サイクリング {2}",
            "Forestcycling {2}",
            Cycling(Cost((ManaCost("{2}"),)), ObjectFilter(subtypes=("Forest",))),
        ),
        ("土地サイクリング {2}", "Landcycling {2}", Cycling(Cost((ManaCost("{2}"),)), LAND)),
        (
            "基本土地サイクリング {1}{G}",
            "Basic landcycling {1}{G}",
            Cycling(
                Cost((ManaCost("{1}{G}"),)),
                ObjectFilter(card_types=(CardType.LAND,), supertypes=(Supertype.BASIC,)),
            ),
        ),
    ],
)
def test_cycling_and_its_cost(ja: str, en: str, keyword: Cycling) -> None:
    """702.29a, 702.29e: the keyword holds its cost and what typecycling searches for;
    JA ≡ EN; round trip."""
    compiled = _compiled(ja, en)
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert compiled.card.abilities[0].keyword == keyword
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang


def test_an_instant_cycles_too() -> None:
    """702.29a: any card may have cycling; an instant's is a keyword line of its own."""
    compiled = _compiled(
        "カードを２枚引く。\n  サイクリング {U}",
        "Draw two cards.\n  Cycling {U}",
        "インスタント / Instant",
    )
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.card.abilities[1].keyword == Cycling(Cost((ManaCost("{U}"),)))


def test_the_reminder_is_read_as_the_rule_of_cycling() -> None:
    """207.2: the reminder restates 702.29a; read as its rule, the card has no warning."""
    compiled = _compiled(
        "サイクリング {2}（{2}, このカードを捨てる：カードを１枚引く。）",
        "Cycling {2} ({2}, Discard this card: Draw a card.)",
    )
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.card.abilities[0].keyword == Cycling(Cost((ManaCost("{2}"),)))


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            "サイクリング {3}（{2}, このカードを捨てる：カードを１枚引く。）",
            "Cycling {3} ({2}, Discard this card: Draw a card.)",
        ),
        (
            "サイクリング {2}（{2}, このカードを捨てる：カードを２枚引く。）",
            "Cycling {2} ({2}, Discard this card: Draw a card.)",
        ),
        (
            "沼サイクリング {2}（{2}, このカードを捨てる：カードを１枚引く。）",
            "Swampcycling {2} ({2}, Discard this card: Draw a card.)",
        ),
    ],
)
def test_a_reminder_of_another_rule_warns(ja: str, en: str) -> None:
    """207.2: a reminder that states another cost, another draw, or plain cycling's draw on a
    typecycling keyword explains no keyword of the line (W240); the keyword is compiled."""
    compiled = _compiled(ja, en)
    assert compiled.ok
    assert "W240" in [d.code for d in compiled.diagnostics]


def test_a_card_in_a_hand_cannot_tap_itself_for_its_cycling_cost() -> None:
    """702.29a: the card is cycled from a hand; {T} in its cycling cost is an error (E204)."""
    compiled = _compiled("サイクリング ― {1}, {T}。", "Cycling—{1}, {T}.")
    assert "E204" in [d.code for d in compiled.diagnostics]
