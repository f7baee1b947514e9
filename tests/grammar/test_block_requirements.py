"""Requirements on the blockers of a creature (509.1c): "must be blocked if able" /
「可能ならブロックされなければならない」 (obeyed by one creature blocking it) and "All creatures
able to block CARDNAME do so." / 「CARDNAMEをブロックできるすべてのクリーチャーは、これをブロックする。」
(Lure) as a permanent's statements, and Lure as an instruction in the 2018-20 Japanese
templating (「このターン、それをブロックできるクリーチャーはすべて、それをブロックする。」). Each row
compiles in both languages to one IR and renders back (parse(render(ir)) == ir)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.roundtrip import recompile
from ofuda.runtime import statics as rt
from support.texts import bilingual_compile, codes, nodes_of_kind

CREATURE = "クリーチャー — 猫 / Creature — Cat"
ROWS = [
    (
        "CARDNAMEは、可能ならブロックされなければならない。",
        "CARDNAME must be blocked if able.",
        rt.MustBeBlockedIfAble(rt.ThisPermanent()),
    ),
    (
        "CARDNAMEをブロックできるすべてのクリーチャーは、これをブロックする。",
        "All creatures able to block CARDNAME do so.",
        rt.MustBeBlockedByAll(rt.ThisPermanent()),
    ),
]


def _round_trips(compiled: object) -> None:
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)  # type: ignore[attr-defined]
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang  # type: ignore[attr-defined]


@pytest.mark.parametrize(("ja", "en", "effect"), ROWS)
def test_a_permanents_requirement_on_its_blockers(ja: str, en: str, effect: object) -> None:
    """JA ≡ EN: the static effect, and the round trip in both languages."""
    compiled = bilingual_compile(ja, en, CREATURE, "4/2")
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert nodes_of_kind(compiled.card.abilities, type(effect)) == [effect]
    _round_trips(compiled)


def test_lure_this_turn_as_an_instruction_in_2018_japanese() -> None:
    """Declare Dominance's wording: 「このターン、それをブロックできるクリーチャーはすべて、それを
    ブロックする。」 ≡ "All creatures able to block it this turn do so." (the clause's このターン)."""
    compiled = bilingual_compile(
        "クリーチャー１体を対象とする。ターン終了時まで、それは＋３/＋３の修整を受ける。"
        "このターン、それをブロックできるクリーチャーはすべて、それをブロックする。",
        "Target creature gets +3/+3 until end of turn. All creatures able to block it this turn do so.",
        "インスタント / Instant",
    )
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert len(nodes_of_kind(compiled.card.abilities, ir.MustBeBlocked)) == 1
    _round_trips(compiled)


@pytest.mark.parametrize(
    ("text", "lang", "code"),
    [
        # an instruction's Lure needs a turn (E210)
        (
            "クリーチャー１体を対象とする。それをブロックできるクリーチャーはすべて、それをブロックする。",
            "ja",
            "E210",
        ),
        ("All creatures able to block target creature do so.", "en", "E210"),
        # "must be blocked if able" as an instruction is compiled for this turn only (E290
        # without "this turn": a lasting requirement is a permanent's, 509.1c)
        ("Target creature must be blocked if able.", "en", "E290"),
    ],
)
def test_requirements_ofuda_does_not_compile(text: str, lang: str, code: str) -> None:
    """A Lure without a duration in an instruction, and "must be blocked … if able" as an
    instruction, stay diagnostics."""
    assert code in codes(text, lang)


def test_lure_of_another_object_on_a_permanent_is_refused() -> None:
    """A permanent's "All creatures able to block <another object> do so" is not compiled (E290)."""
    assert "E290" in codes(
        "All creatures able to block enchanted creature do so.", "en", permanent=True
    )
