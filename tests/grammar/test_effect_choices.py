"""Effects with a choice, both languages: tap-or-untap (701.26), divided damage and counters
(601.2d), "you may have …", pay-or-sacrifice, paired conditions.

New texts (phrasing on no AVR card) with the exact IR they give, in Japanese (2012 and
current templating) and English (2012 printed and Oracle).
"""

from __future__ import annotations

import pytest
from test_effects_ja import CREATURE_F, T0, YOU, ability, target

from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, ObjectFilter, TargetSpec

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
