"""Life-loss triggers as a phrase family (119.3, 603.2): "Whenever you lose life" / 「あなたが
ライフを失うたび」 beside "Whenever an opponent loses life", and "for the first time each turn" /
「各ターン最初に」. Each row is compiled in both languages to one IR, checked for the trigger it
means, and rendered back in both languages to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import Controller
from support.texts import bilingual_card

# a creature card's type line with its power and toughness (the card file's next line)
CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"

ROWS = [
    (
        "あなたがライフを失うたび、カードを１枚引く。",
        "Whenever you lose life, draw a card.",
        rte.LosesLife(Controller.YOU),
    ),
    (
        "あなたが各ターン最初にライフを失うたび、試作の上に＋１/＋１カウンターを１個置く。",
        "Whenever you lose life for the first time each turn, put a +1/+1 counter on Test.",
        rte.LosesLife(Controller.YOU, first_each_turn=True),
    ),
    (
        "いずれかの対戦相手が各ターン最初にライフを失うたび、カードを１枚引く。",
        "Whenever an opponent loses life for the first time each turn, draw a card.",
        rte.LosesLife(Controller.OPPONENT, first_each_turn=True),
    ),
    (  # 2018: the count after the noun
        "対戦相手１人がライフを失うたび、カードを１枚引く。",
        "Whenever an opponent loses life, draw a card.",
        rte.LosesLife(Controller.OPPONENT),
    ),
    (
        "いずれかの対戦相手がライフを失うたび、カードを１枚引く。",
        "Whenever an opponent loses life, draw a card.",
        rte.LosesLife(Controller.OPPONENT),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_life_loss_trigger_rows(row: tuple[Any, ...]) -> None:
    """Each text means its trigger, in both languages, and renders back to it."""
    ja, en, trigger = row
    card = bilingual_card(ja, en, CREATURE)
    assert card.abilities[0].trigger == trigger


def test_that_much_is_the_life_lost() -> None:
    """「その点数」 / "that much" after "you lose life" is the life lost (119.3)."""
    card = bilingual_card(
        "あなたがライフを失うたび、あなたはその点数に等しい点数のライフを得る。",
        "Whenever you lose life, you gain that much life.",
        CREATURE,
    )
    assert "TriggeringAmount" in repr(card.abilities[0].effects)


def test_a_creature_loses_no_life() -> None:
    """119.3: only players have life; a creature as the subject is E261 (no trigger)."""
    source = (
        "name: 試作 / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\nja:\n"
        "  試作がライフを失うたび、カードを１枚引く。\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert [d.code for d in compiled.diagnostics] == ["E261"]
