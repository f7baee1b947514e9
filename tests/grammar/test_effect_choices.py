"""Effects with a choice, both languages: tap-or-untap (701.26), divided damage and counters
(601.2d), "you may have …", pay-or-sacrifice, paired conditions.

New texts (phrasing on no AVR card) with the exact IR they give, in Japanese (2012 and
current templating) and English (2012 printed and Oracle).
"""

from __future__ import annotations

import pytest
from test_effects_ja import CREATURE_F, T0, YOU, ability, codes, target

from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Duration, Keyword, ObjectFilter, TargetSpec

LAND_F = ObjectFilter(card_types=(CardType.LAND,))
ARTIFACT_F = ObjectFilter(card_types=(CardType.ARTIFACT,))

TAP_OR_UNTAP_TEXTS = [
    # a spell that must tap or untap (no "may")
    ("ja", "土地１つを対象とし、それをタップまたはアンタップする。",
     ir.SpellAbility((target(LAND_F),), (ir.TapOrUntap(T0),))),
    ("en", "Tap or untap target land.", ir.SpellAbility((target(LAND_F),), (ir.TapOrUntap(T0),))),
    # chained with another instruction in the continuative form
    ("ja", "アーティファクト１つを対象とする。それをタップまたはアンタップし、カードを１枚引く。",
     ir.SpellAbility((target(ARTIFACT_F),), (ir.TapOrUntap(T0), ir.DrawCards(YOU, 1)))),
    ("en", "Tap or untap target artifact, then draw a card.",
     ir.SpellAbility((target(ARTIFACT_F),), (ir.TapOrUntap(T0), ir.DrawCards(YOU, 1)))),
    # "you may"
    ("ja", "クリーチャー１体を対象とする。あなたはそれをタップまたはアンタップしてもよい。",
     ir.SpellAbility((target(CREATURE_F),), (ir.Optional(YOU, (ir.TapOrUntap(T0),)),))),
    ("en", "You may tap or untap target creature.",
     ir.SpellAbility((target(CREATURE_F),), (ir.Optional(YOU, (ir.TapOrUntap(T0),)),))),
]


@pytest.mark.parametrize(("lang", "text", "expected"), TAP_OR_UNTAP_TEXTS)
def test_tap_or_untap_text_gives_its_ir(lang: str, text: str, expected: ir.Ability) -> None:
    assert ability(text, lang) == expected


def test_tap_or_untap_needs_an_object() -> None:
    """A player can't be tapped: the target is a permanent, never "target player"."""
    spell = ability("Tap or untap target permanent.", "en")
    assert isinstance(spell, ir.SpellAbility)
    assert spell.targets == (TargetSpec(objects=ObjectFilter()),)


# --- "you may have <object> …" (an option about an object) ------------------------------

EOT = Duration.END_OF_TURN
MAY_SHRINK = ir.SpellAbility(
    (target(CREATURE_F),), (ir.Optional(YOU, (ir.ModifyPowerToughness(T0, -1, -1, EOT),)),)
)
MAY_HAVE_TEXTS = [
    ("ja", "クリーチャー１体を対象とする。あなたは「それはターン終了時まで－１/－１の修整を受ける。」を選んでもよい。",
     MAY_SHRINK),
    # current Japanese: the duration first inside the quotation
    ("ja", "クリーチャー１体を対象とする。あなたは「ターン終了時まで、それは－１/－１の修整を受ける。」を選んでもよい。",
     MAY_SHRINK),
    ("en", "You may have target creature get -1/-1 until end of turn.", MAY_SHRINK),
    # a keyword instead of a P/T change
    ("ja", "クリーチャー１体を対象とする。あなたは「それはターン終了時まで飛行を得る。」を選んでもよい。",
     ir.SpellAbility((target(CREATURE_F),),
                     (ir.Optional(YOU, (ir.GrantKeyword(T0, Keyword.FLYING, EOT),)),))),
    ("en", "You may have target creature gain flying until end of turn.",
     ir.SpellAbility((target(CREATURE_F),),
                     (ir.Optional(YOU, (ir.GrantKeyword(T0, Keyword.FLYING, EOT),)),))),
]


@pytest.mark.parametrize(("lang", "text", "expected"), MAY_HAVE_TEXTS)
def test_may_have_text_gives_an_optional_instruction(lang: str, text: str, expected: ir.Ability) -> None:
    assert ability(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # the chooser must be a player
        ("クリーチャー１体を対象とする。それは「それはターン終了時まで－１/－１の修整を受ける。」を選んでもよい。",
         "E202"),
        # the option must be instructions, not a triggered ability
        ("あなたは「このクリーチャーが攻撃するたび、カードを１枚引く。」を選んでもよい。", "E290"),
    ],
)
def test_invalid_quoted_option_is_rejected(text: str, code: str) -> None:
    assert code in codes(text, "ja")
