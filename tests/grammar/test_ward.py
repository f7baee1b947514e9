"""Ward (702.21) 「護法」: "Ward {2}" / 「護法 {2}」, in a list of keywords, and the dash form of a
life payment "Ward—Pay 3 life." / 「護法 ― ３点のライフを支払う。」 (702.21b); gained until end of
turn. Each row compiles in both languages to one IR and renders back. A cost ofuda cannot pay
as ward's is refused."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.roundtrip import recompile
from ofuda.runtime.definitions import Cost, Keyword, ManaCost, PayLife
from ofuda.runtime.statics import Ward
from support.texts import bilingual_compile, codes, nodes_of_kind

ROWS = [
    ("護法 {2}", "Ward {2}", (Ward(Cost((ManaCost("{2}"),))),)),
    ("飛行、護法 {1}", "Flying, ward {1}", (Keyword.FLYING, Ward(Cost((ManaCost("{1}"),))))),
    ("護法 ― ３点のライフを支払う。", "Ward—Pay 3 life.", (Ward(Cost((PayLife(3),))),)),
]


def _round_trips(compiled: object) -> None:
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)  # type: ignore[attr-defined]
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang  # type: ignore[attr-defined]


@pytest.mark.parametrize(("ja", "en", "keywords"), ROWS)
def test_ward(ja: str, en: str, keywords: tuple[object, ...]) -> None:
    """JA ≡ EN, the keywords as listed, and the round trip in both languages."""
    compiled = bilingual_compile(ja, en, "クリーチャー — 人間 / Creature — Human", "2/2")
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert tuple(a.keyword for a in compiled.card.abilities) == keywords
    _round_trips(compiled)


def test_gaining_ward() -> None:
    """「…は護法 {2}を得る」 / "… gains ward {2} until end of turn"."""
    compiled = bilingual_compile(
        "クリーチャー１体を対象とする。ターン終了時まで、それは護法 {2}を得る。",
        "Target creature gains ward {2} until end of turn.",
        "インスタント / Instant",
    )
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    (grant,) = nodes_of_kind(compiled.card.abilities, ir.GrantKeyword)
    assert grant.keyword == Ward(Cost((ManaCost("{2}"),)))
    _round_trips(compiled)


def test_a_ward_cost_ofuda_cannot_pay_is_refused() -> None:
    assert "E290" in codes("Ward—Sacrifice a creature.", "en", permanent=True)
