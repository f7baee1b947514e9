"""The keyword action double (701.9): "Double the power of target creature" /
「それのパワーを２倍にする」 (701.9b, a lasting change: "until end of turn" where said) and
"double the number of +1/+1 counters on …" / 「…の上に置かれている＋１/＋１カウンターの個数を
２倍にする」 (701.9e). Each text is compiled in both languages to one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import Duration
from support.texts import T0, bilingual_card, codes, nodes_of_kind

INSTANT = "インスタント / Instant"


@pytest.mark.parametrize(
    ("ja", "en", "duration"),
    [
        (  # Unleash Fury (M21)
            "クリーチャー１体を対象とする。ターン終了時まで、それのパワーを２倍にする。",
            "Double the power of target creature until end of turn.",
            Duration.END_OF_TURN,
        ),
        (  # no duration said: the change lasts (611.2a)
            "クリーチャー１体を対象とし、それのパワーを２倍にする。",
            "Double the power of target creature.",
            Duration.PERMANENT,
        ),
    ],
)
def test_double_the_power(ja: str, en: str, duration: Duration) -> None:
    """701.9b: one DoublePower of the target, for the duration the text says."""
    card = bilingual_card(ja, en, INSTANT)
    (double,) = nodes_of_kind(card.abilities, ir.DoublePower)
    assert double.obj == T0
    assert double.duration == duration


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # Invigorating Surge (M21): after a counter is put on it
            "あなたがコントロールしているクリーチャー１体を対象とする。それの上に＋１/＋１カウンターを１個置き、その後、そのクリーチャーの上に置かれている＋１/＋１カウンターの個数を２倍にする。",
            "Put a +1/+1 counter on target creature you control, then double the number of +1/+1 counters on that creature.",
        ),
        (  # 2019: 「…の数を」
            "クリーチャー１体を対象とし、そのクリーチャーの上に置かれている＋１/＋１カウンターの数を２倍にする。",
            "Double the number of +1/+1 counters on target creature.",
        ),
    ],
)
def test_double_the_number_of_counters(ja: str, en: str) -> None:
    """701.9e: one DoubleCounters of +1/+1 counters on the target."""
    card = bilingual_card(ja, en, INSTANT)
    (double,) = nodes_of_kind(card.abilities, ir.DoubleCounters)
    assert double.obj == T0
    assert double.kind == "+1/+1"


def test_double_the_counters_on_itself() -> None:
    """Voracious Hydra's mode: the permanent's own counters (CARDNAME / 自身の名前)."""
    card = bilingual_card(
        "試作が戦場に出たとき、試作の上に置かれている＋１/＋１カウンターの数を２倍にする。",
        "When Test enters the battlefield, double the number of +1/+1 counters on Test.",
        "クリーチャー — ハイドラ / Creature — Hydra",
        "0/1",
    )
    (double,) = nodes_of_kind(card.abilities, ir.DoubleCounters)
    assert double.obj == ir.ThisObject()


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Double the power of target player.", "en"),
        ("プレイヤー１人を対象とし、それのパワーを２倍にする。", "ja"),
    ],
)
def test_only_an_object_has_a_power_to_double(text: str, lang: str) -> None:
    """A player has no power: a diagnostic, never a doubling of something else."""
    assert codes(text, lang)
