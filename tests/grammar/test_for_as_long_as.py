"""Durations stated as a condition (611.2b): "for as long as you control CARDNAME" /
「あなたがCARDNAMEをコントロールし続けているかぎり、」, "for as long as CARDNAME remains on the
battlefield" / 「CARDNAMEが戦場に残り続けているかぎり、」, "for as long as it remains exiled" /
「それが追放され続けているかぎり、」. Each text is compiled in both languages to one IR and
rendered back; what cannot last that way is rejected, never given another duration."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import LastsWhile
from support.texts import T0, bilingual_card, codes, nodes_of_kind

CREATURE = ("クリーチャー — スピリット / Creature — Spirit", "3/3")


@pytest.mark.parametrize(
    ("ja", "en", "kind", "condition"),
    [
        (  # Olivia Voldaren (ISD), 2011 Japanese: the duration leads
            "{3}{B}{B}：吸血鬼１体を対象とする。あなたが試作をコントロールし続けているかぎり、それのコントロールを得る。",
            "{3}{B}{B}: Gain control of target Vampire for as long as you control Test.",
            ir.GainControl,
            LastsWhile.YOU_CONTROL,
        ),
        (  # Suncleanser's words (M19), on a lasting change
            "{2}：クリーチャー１体を対象とする。試作が戦場に残り続けているかぎり、それは＋２/＋２の修整を受ける。",
            "{2}: Target creature gets +2/+2 for as long as Test remains on the battlefield.",
            ir.ModifyPowerToughness,
            LastsWhile.ON_BATTLEFIELD,
        ),
        (  # 2012: the duration after the subject (Dungeon Geists' order)
            "{2}：クリーチャー１体を対象とする。それは、試作が戦場に残り続けているかぎり、飛行を得る。",
            "{2}: Target creature gains flying for as long as Test remains on the battlefield.",
            ir.GrantKeyword,
            LastsWhile.ON_BATTLEFIELD,
        ),
        (  # one duration for every lasting change of the clause
            "{2}：クリーチャー１体を対象とする。あなたが試作をコントロールし続けているかぎり、それは＋１/＋１の修整を受けるとともに飛行を得る。",
            "{2}: Target creature gets +1/+1 and gains flying for as long as you control Test.",
            ir.GrantKeyword,
            LastsWhile.YOU_CONTROL,
        ),
        (  # Dungeon Geists (DKA; its "an opponent controls" left out): a lasting rule (502.3)
            "試作が戦場に出たとき、クリーチャー１体を対象とし、それをタップする。そのクリーチャーは、あなたが試作をコントロールし続けているかぎり、それのコントローラーのアンタップ・ステップにアンタップしない。",
            "When Test enters the battlefield, tap target creature. That creature doesn't untap during its controller's untap step for as long as you control Test.",
            ir.DoesntUntap,
            LastsWhile.YOU_CONTROL,
        ),
    ],
)
def test_a_lasting_change_for_as_long_as(
    ja: str, en: str, kind: type, condition: LastsWhile
) -> None:
    """611.2b: the change lasts while the condition holds of the object it names."""
    card = bilingual_card(ja, en, *CREATURE)
    (effect,) = nodes_of_kind(card.abilities, kind)
    assert effect.duration == ir.ForAsLongAs(condition, ir.ThisObject())
    for changed in nodes_of_kind(card.abilities, ir.ModifyPowerToughness):
        assert changed.duration == effect.duration
        assert changed.obj == T0


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # a one-shot action has no duration (611.2a)
        ("Draw a card for as long as you control CARDNAME.", "en"),
        ("あなたがCARDNAMEをコントロールし続けているかぎり、カードを１枚引く。", "ja"),
        # a restriction for as long as: not compiled yet (never "this turn" instead)
        ("Target creature can't block for as long as you control CARDNAME.", "en"),
        ("クリーチャー１体を対象とする。CARDNAMEが戦場に残り続けているかぎり、それはブロックできない。", "ja"),
        # "you" is no object to control
        ("Target creature gets +1/+1 for as long as you control you.", "en"),
        # another player's untap step: not compiled yet
        ("クリーチャー１体を対象とする。あなたがCARDNAMEをコントロールし続けているかぎり、それはあなたのアンタップ・ステップにアンタップしない。", "ja"),
    ],
)
def test_what_cannot_last_for_as_long_as_is_rejected(text: str, lang: str) -> None:
    """Rejected with a diagnostic, never compiled with another duration."""
    found = codes(text, lang)
    assert found and not set(found) <= {"N"}, found
