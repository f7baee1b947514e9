"""Keyword abilities of CR 702 with no parameter, each with its official reminder text in both
languages: shroud (702.18), fear (702.36), wither (702.80), infect (702.90),
persist (702.79), exalted (702.83). Each row compiles in both languages to one IR (the
reminder reads as the keyword's rule: no warning) and renders back in both."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import Keyword


def _compiled(ja: str, en: str) -> Any:
    source = (
        "name: 試作 / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\n"
        f"ja:\n  {ja}\nen:\n  {en}\n"
    )
    return compile_source(SourceFile("t.card", source))


ROWS = [
    ("被覆", "Shroud", (Keyword.SHROUD,)),
    (
        "被覆（このクリーチャーは呪文や能力の対象にならない。）",
        "Shroud (This creature can't be the target of spells or abilities.)",
        (Keyword.SHROUD,),
    ),
    (
        "被覆（このパーマネントは呪文や能力の対象にならない。）",
        "Shroud (This permanent can't be the target of spells or abilities.)",
        (Keyword.SHROUD,),
    ),
    (
        (
            "畏怖（このクリーチャーは、アーティファクト・クリーチャーや黒のクリーチャーによってしか"
            "ブロックされない。）"
        ),
        (
            "Fear (This creature can't be blocked except by artifact creatures and/or black "
            "creatures.)"
        ),
        (Keyword.FEAR,),
    ),
    ("飛行、畏怖", "Flying, fear", (Keyword.FLYING, Keyword.FEAR)),
    (
        "萎縮（これはクリーチャーに－１/－１カウンターの形でダメージを与える。）",
        "Wither (This deals damage to creatures in the form of -1/-1 counters.)",
        (Keyword.WITHER,),
    ),
    (
        (
            "感染（このクリーチャーは、クリーチャーに－１/－１カウンターの形でダメージを与え、"
            "プレイヤーに毒カウンターの形でダメージを与える。）"
        ),
        (
            "Infect (This creature deals damage to creatures in the form of -1/-1 counters and "
            "to players in the form of poison counters.)"
        ),
        (Keyword.INFECT,),
    ),
    ("トランプル、感染", "Trample, infect", (Keyword.TRAMPLE, Keyword.INFECT)),
    (
        (
            "頑強（このクリーチャーが死亡したとき、それの上に－１/－１カウンターが置かれていなかった"
            "場合、それを－１/－１カウンターが１個置かれた状態でオーナーのコントロール下で戦場に戻す。）"
        ),
        (
            "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the "
            "battlefield under its owner's control with a -1/-1 counter on it.)"
        ),
        (Keyword.PERSIST,),
    ),
    (
        (
            "賛美（あなたがコントロールするいずれかのクリーチャーが単独で攻撃するたび、そのクリーチャー"
            "はターン終了時まで＋１/＋１の修整を受ける。）"
        ),
        (
            "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 "
            "until end of turn.)"
        ),
        (Keyword.EXALTED,),
    ),
    ("飛行、賛美", "Flying, exalted", (Keyword.FLYING, Keyword.EXALTED)),
]


@pytest.mark.parametrize(("ja", "en", "keywords"), ROWS)
def test_keywords_and_their_reminders(ja: str, en: str, keywords: tuple[object, ...]) -> None:
    """JA ≡ EN, the keywords as listed, no warning, parse(render(ir)) == ir in both languages."""
    compiled = _compiled(ja, en)
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert tuple(a.keyword for a in compiled.card.abilities) == keywords
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang


def test_a_reminder_of_another_keyword_is_a_warning() -> None:
    """207.2: fear's reminder with another colour is no reminder of fear (W244: unread)."""
    compiled = _compiled(
        "畏怖",
        "Fear (This creature can't be blocked except by artifact creatures and/or red creatures.)",
    )
    assert compiled.ok and [d.code for d in compiled.diagnostics] == ["W244"]


def test_a_reminder_of_other_counters_is_a_warning() -> None:
    """207.2: wither's reminder is about -1/-1 counters; one of +1/+1 counters is W242."""
    compiled = _compiled(
        "萎縮",
        "Wither (This deals damage to creatures in the form of +1/+1 counters.)",
    )
    assert compiled.ok and [d.code for d in compiled.diagnostics] == ["W242"]
    assert "wither" in compiled.diagnostics[0].message


def test_shroud_granted_until_end_of_turn() -> None:
    """A spell grants the keyword like any other: 「…被覆を得る。」 / "… gains shroud …"."""
    source = (
        "name: 試作 / Test\ntype: インスタント / Instant\n"
        "ja:\n  クリーチャー１体を対象とする。それはターン終了時まで被覆を得る。\n"
        "en:\n  Target creature gains shroud until end of turn.\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert "SHROUD" in repr(compiled.card.abilities)
