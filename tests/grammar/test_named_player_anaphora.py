""" "That player" / 「そのプレイヤー」 where no player was targeted: the player an earlier phrase
named by their relation to a target (608.2c) — "its controller" / 「それのコントローラー」 (2011
「そのコントローラー」), or the opponent of "target creature an opponent controls" /
「いずれかの対戦相手がコントロールするクリーチャー１体を対象とする」. Each row compiles in both
languages to one IR (the target's controller) and renders back to it; with no such player
named, "that player" still refers to nothing (E201)."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, codes

INSTANT = "インスタント / Instant"
THE_TARGETS_CONTROLLER = ir.ControllerOf(ir.Targeted(0))

ROWS = [
    (  # Frightful Delusion (ISD), 2011 「そのコントローラー」
        "呪文１つを対象とする。そのコントローラーが{1}を支払わないかぎり、それを打ち消す。そのプレイヤーはカードを１枚捨てる。",
        "Counter target spell unless its controller pays {1}. That player discards a card.",
    ),
    (
        "クリーチャー１体を対象とする。それを破壊する。それのコントローラーは２点のライフを失う。そのプレイヤーはカードを１枚引く。",
        "Destroy target creature. Its controller loses 2 life. That player draws a card.",
    ),
    (
        "いずれかの対戦相手がコントロールするクリーチャー１体を対象とする。それを破壊する。そのプレイヤーは２点のライフを失う。",
        "Destroy target creature an opponent controls. That player loses 2 life.",
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_that_player_is_the_targets_controller(row: tuple[Any, ...]) -> None:
    """The last instruction acts on the target's controller, in both languages."""
    ja, en = row
    card = bilingual_card(ja, en, INSTANT)
    last = card.abilities[0].effects[-1]
    assert THE_TARGETS_CONTROLLER in vars_of(last), last


def vars_of(node: Any) -> list[Any]:
    """The field values of an IR node."""
    return [getattr(node, f) for f in node.__dataclass_fields__]


@pytest.mark.parametrize(
    "text",
    [
        "Counter target spell. That player discards a card.",
        "Destroy target creature you control. That player loses 2 life.",
    ],
)
def test_no_player_named_is_still_unbound(text: str) -> None:
    """Without a player named before it, "that player" names nothing (E201)."""
    assert "E201" in codes(text, "en")
