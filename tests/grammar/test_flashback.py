"""Flashback (702.34) in both languages: 「フラッシュバック {2}{R}」 / "Flashback {2}{R}", a
cost with other parts after a dash, and the reminder in its printed wordings (read as the
rule of flashback: no warning). Each row compiles in both languages to one IR, holds the
keyword with its cost, and renders back to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import Cost, DiscardCards, ManaCost, PayLife
from ofuda.runtime.statics import Flashback

_JA_REMINDER = "（あなたはフラッシュバック・コストで、このカードをあなたの墓地から{verb}。その後、それを追放する。）"
_EN_REMINDER = "(You may cast this card from your graveyard for its flashback cost. Then exile it.)"


def _compiled(ja: str, en: str) -> Any:
    source = (
        "name: 試作 / Test\ncost: {U}\ntype: インスタント / Instant\n"
        f"ja:\n  カードを１枚引く。\n  {ja}\nen:\n  Draw a card.\n  {en}\n"
    )
    return compile_source(SourceFile("t.card", source))


@pytest.mark.parametrize(
    ("ja", "en", "cost"),
    [
        ("フラッシュバック {2}{U}", "Flashback {2}{U}", (ManaCost("{2}{U}"),)),
        ("フラッシュバック {X}{R}{R}{R}", "Flashback {X}{R}{R}{R}", (ManaCost("{X}{R}{R}{R}"),)),
        (
            "フラッシュバック ― {1}{R}, ライフを３点支払う。",
            "Flashback—{1}{R}, Pay 3 life.",
            (ManaCost("{1}{R}"), PayLife(3)),
        ),
        (
            "フラッシュバック ― {1}{B}, カードを１枚捨てる。",
            "Flashback—{1}{B}, Discard a card.",
            (ManaCost("{1}{B}"), DiscardCards(1)),
        ),
    ],
)
def test_flashback_and_its_cost(ja: str, en: str, cost: tuple[object, ...]) -> None:
    """702.34a: the keyword holds its cost, mana or with other parts; JA ≡ EN; round trip."""
    compiled = _compiled(ja, en)
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert compiled.card.abilities[1].keyword == Flashback(Cost(cost))
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang


@pytest.mark.parametrize(
    "verb",
    [
        "唱えてもよい",
        "プレイしてもよい",
        "プレイしてよい",
    ],  # 2011, the older wording, a DKA misprint
)
def test_the_reminder_is_read_as_the_rule_of_flashback(verb: str) -> None:
    """207.2: the reminder restates 702.34a; read as its rule, the card has no warning."""
    ja = f"フラッシュバック {{2}}{{U}} {_JA_REMINDER.format(verb=verb)}"
    compiled = _compiled(ja, f"Flashback {{2}}{{U}} {_EN_REMINDER}")
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.card.abilities[1].keyword == Flashback(Cost((ManaCost("{2}{U}"),)))


def test_a_spell_cannot_tap_itself_for_its_flashback_cost() -> None:
    """601.2h: a spell being cast is on the stack; {T} in its cost is an error (E204)."""
    compiled = _compiled("フラッシュバック ― {1}, {T}。", "Flashback—{1}, {T}.")
    assert "E204" in [d.code for d in compiled.diagnostics]
