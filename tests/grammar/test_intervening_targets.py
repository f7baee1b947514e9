"""An intervening "if" said before the targets (603.4, 601.2c): the Japanese declares targets
first in its sentence, so 「…とき、…場合、クリーチャー１体を対象とし、…」 is "When …, if …,
… target creature": the condition is the triggered ability's (checked as it triggers and again
as it resolves), the targets are the sentence's. Each row compiles in both languages to one IR
and renders back in each."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, compile_text

CREATURE = "クリーチャー — 人間 / Creature — Human"


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            (
                "試作が戦場に出たとき、このターンにいずれかのクリーチャーが死亡していた場合、クリーチャー"
                "１体を対象とし、それの上に＋１/＋１カウンターを２個置く。"
            ),
            (
                "When Test enters the battlefield, if a creature died this turn, put two +1/+1 "
                "counters on target creature."
            ),
        ),
        (
            (
                "試作が戦場に出たとき、このターンにいずれかのクリーチャーが死亡していた場合、クリーチャー"
                "１体を対象とする。それはターン終了時まで－４/－４の修整を受ける。"
            ),
            (
                "When Test enters the battlefield, if a creature died this turn, target creature gets "
                "-4/-4 until end of turn."
            ),
        ),
        (
            (
                "各終了ステップの開始時に、このターンいずれかのクリーチャーが死亡していた場合、デーモンで"
                "ないクリーチャー１体を対象とし、それを破壊する。"
            ),
            (
                "At the beginning of each end step, if a creature died this turn, destroy target "
                "non-Demon creature."
            ),
        ),
        (
            (
                "試作が戦場に出たとき、あなたのライフが10点以下である場合、プレイヤー１人を対象とし、"
                "そのプレイヤーはカードを１枚引く。"
            ),
            (
                "When Test enters the battlefield, if you have 10 or less life, target player draws a "
                "card."
            ),
        ),
    ],
)
def test_the_if_before_the_targets_is_the_intervening_if(ja: str, en: str) -> None:
    """The condition is the ability's (603.4) and the targets are declared as usual."""
    card = bilingual_card(ja, en, CREATURE, "1/1")
    (ability,) = card.abilities
    assert isinstance(ability, ir.TriggeredAbility)
    assert ability.condition is not None and len(ability.targets) == 1


def test_an_if_you_do_before_the_targets_stays_the_instructions() -> None:
    """「そうした場合」 says nothing of the game as the ability triggers: it stays the
    instruction's condition (checked as it resolves), as it does before an instruction."""
    ability = compile_text(
        "テストが戦場に出たとき、そうした場合、クリーチャー１体を対象とし、それを破壊する。",
        "ja",
        permanent=True,
    ).card.abilities[0]
    assert ability.condition is None
    assert [type(e) for e in ability.effects] == [ir.Conditional]
