"""Discard triggers as a phrase family (701.8, 603.2): 「あなたがカードを１枚捨てるたび」 / "Whenever
you discard a card", 2018's bare 「対戦相手が…」 and 2012's 「いずれかの対戦相手が…」 / "Whenever an
opponent discards a card". Each row is compiled in both languages to one IR, checked for the
trigger it means, and rendered back in both languages to the same IR."""

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
        "あなたがカードを１枚捨てるたび、あなたは１点のライフを得る。",
        "Whenever you discard a card, you gain 1 life.",
        rte.Discards(Controller.YOU),
    ),
    (  # 2018: a bare 「対戦相手が」
        "対戦相手がカードを１枚捨てるたび、そのプレイヤーは２点のライフを失う。",
        "Whenever an opponent discards a card, that player loses 2 life.",
        rte.Discards(Controller.OPPONENT),
    ),
    (  # 2012
        "いずれかの対戦相手がカードを１枚捨てるたび、そのプレイヤーは２点のライフを失う。",
        "Whenever an opponent discards a card, that player loses 2 life.",
        rte.Discards(Controller.OPPONENT),
    ),
    (
        "プレイヤーがカードを１枚捨てるたび、カードを１枚引く。",
        "Whenever a player discards a card, draw a card.",
        rte.Discards(Controller.ANY),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_discard_trigger_rows(row: tuple[Any, ...]) -> None:
    """Each text means its trigger, in both languages, and renders back to it."""
    ja, en, trigger = row
    card = bilingual_card(ja, en, CREATURE)
    assert card.abilities[0].trigger == trigger


def test_that_player_is_who_discarded_and_that_card_the_card() -> None:
    """「そのプレイヤー」 / "that player" is the player who discarded; 「そのカード」 / "that card"
    the card discarded (in the zone it went to, 400.7)."""
    card = bilingual_card(
        "あなたがカードを１枚捨てるたび、そのカードを追放する。",
        "Whenever you discard a card, exile that card.",
        CREATURE,
    )
    assert "TriggeringCard" in repr(card.abilities[0].effects)
    card = bilingual_card(
        "対戦相手がカードを１枚捨てるたび、そのプレイヤーは２点のライフを失う。",
        "Whenever an opponent discards a card, that player loses 2 life.",
        CREATURE,
    )
    assert "TriggeringPlayer" in repr(card.abilities[0].effects)


def test_a_discard_trigger_names_one_card() -> None:
    """701.8: each card discarded is an event of its own; 「カードを２枚捨てるたび」 is E261."""
    source = (
        "name: 試作 / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\nja:\n"
        "  あなたがカードを２枚捨てるたび、カードを１枚引く。\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert [d.code for d in compiled.diagnostics] == ["E261"]
