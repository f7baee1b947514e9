"""「防御プレイヤー」 / "defending player" (506.2): the player attacked in the current combat, as
a player an instruction names ("deals 1 damage to defending player") and as who controls a
target ("target creature defending player controls"). Each text is compiled in both languages
to one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import ObjectFilter, TargetSpec
from support.texts import bilingual_card, codes, nodes_of_kind

CREATURE = "クリーチャー — 人間 / Creature — Human"


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            "このクリーチャーが攻撃するたび、このクリーチャーは防御プレイヤーに１点のダメージを与える。",
            "Whenever this creature attacks, this creature deals 1 damage to defending player.",
        ),
        (
            "このクリーチャーが攻撃するたび、防御プレイヤーは２点のライフを失う。",
            "Whenever this creature attacks, defending player loses 2 life.",
        ),
    ],
)
def test_defending_player_is_named(ja: str, en: str) -> None:
    """The instruction is about the defending player, not a target nor "that player"."""
    card = bilingual_card(ja, en, CREATURE, "2/2")
    assert nodes_of_kind(card.abilities, ir.DefendingPlayer)
    assert not nodes_of_kind(card.abilities, TargetSpec)


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            (
                "このクリーチャーが攻撃するたび、防御プレイヤーがコントロールしているクリーチャー１体を"
                "対象とし、それをタップする。"
            ),
            "Whenever this creature attacks, tap target creature defending player controls.",
        ),
        (
            (
                "このクリーチャーが攻撃するたび、防御プレイヤーがコントロールする土地１つを対象とし、"
                "それを破壊する。"
            ),
            "Whenever this creature attacks, destroy target land defending player controls.",
        ),
    ],
)
def test_target_defending_player_controls(ja: str, en: str) -> None:
    """The target's filter asks for the defending player's permanents (and nothing else about
    who controls it)."""
    card = bilingual_card(ja, en, CREATURE, "2/2")
    (spec,) = nodes_of_kind(card.abilities, TargetSpec)
    assert spec.objects is not None and spec.objects.controlled_by_defending_player
    assert spec.objects.controller == ObjectFilter().controller


def test_defending_player_does_not_control_stays_an_error() -> None:
    """ "a creature defending player doesn't control" is not compiled as the defending player's
    creature (nor as any creature): the target is rejected with a diagnostic."""
    text = "Whenever this creature attacks, tap target creature defending player doesn't control."
    assert codes(text, "en", permanent=True)
