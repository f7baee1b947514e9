"""The step of each opponent's turn (603.2b): "At the beginning of each opponent's upkeep" /
「各対戦相手のアップキープの開始時に」 triggers in each opponent's step and never in yours, and
"that player" / 「そのプレイヤー」 is the player whose turn it is; both languages, one IR, the
rendering read back, and the ability played."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from ofuda.runtime.definitions import BeginningOfStep, Controller
from support.compiled import card_from_text, set_card
from support.texts import bilingual_card, codes

ROWS = [
    (
        "各対戦相手のアップキープの開始時に、そのプレイヤーは１点のライフを失う。",
        "At the beginning of each opponent's upkeep, that player loses 1 life.",
        Step.UPKEEP,
    ),
    (
        "各対戦相手の終了ステップの開始時に、あなたは１点のライフを得る。",
        "At the beginning of each opponent's end step, you gain 1 life.",
        Step.END,
    ),
]


@pytest.mark.parametrize(("ja", "en", "step"), ROWS, ids=[row[1][:40] for row in ROWS])
def test_each_opponents_step_is_one_trigger_in_both_languages(ja: str, en: str, step: Step) -> None:
    card = bilingual_card(ja, en, "クリーチャー — 人間 / Creature — Human", pt="1/1")
    (ability,) = card.abilities
    assert ability.trigger == BeginningOfStep(step, Controller.OPPONENT)


def test_each_players_step_names_no_player_for_that_player() -> None:
    """"each player's upkeep" is each upkeep (whose: any); its "that player" is refused
    rather than read as someone else."""
    text = "At the beginning of each player's upkeep, that player loses 1 life."
    assert "E201" in codes(text, "en", permanent=True)


CARD = """\
name: 対戦相手の疫病 / Opponents' Plague
type: エンチャント / Enchantment
cost: {1}{B}
ja:
  各対戦相手のアップキープの開始時に、そのプレイヤーは１点のライフを失う。
en:
  At the beginning of each opponent's upkeep, that player loses 1 life.
"""


def test_the_opponent_loses_life_in_their_upkeep_and_you_do_not_in_yours() -> None:
    plague = card_from_text(CARD)
    mountain = set_card("isd", "Mountain")
    s = Scenario()
    s.battlefield("Alice", plague)
    s.library("Alice", *[mountain] * 3)
    s.library("Bob", *[mountain] * 3)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: Bob's upkeep
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (20, 19)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's upkeep: not an opponent's
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (20, 19)
