"""Auras that enchant a player (303.4, 702.5): the keyword 「エンチャント（プレイヤー）」 /
"Enchant player" (and "opponent"), and "enchanted player" — the player the Aura is attached
to — as the owner of a step (603.2b) and as the controller of a group. Each text compiles in
both languages to one IR and renders back to it in each."""

from __future__ import annotations

import pytest
from ofuda.runtime.definitions import BeginningOfStep, Controller, ObjectFilter, PlayerFilter, Step
from ofuda.runtime.statics import Enchant
from support.texts import bilingual_card, codes, nodes_of_kind

CURSE = "エンチャント — オーラ・呪い / Enchantment — Aura Curse"


@pytest.mark.parametrize(
    ("ja", "en", "players"),
    [
        ("エンチャント（プレイヤー）", "Enchant player", PlayerFilter()),
        ("エンチャント（対戦相手）", "Enchant opponent", PlayerFilter(Controller.OPPONENT)),
    ],
)
def test_enchant_player_keyword(ja: str, en: str, players: PlayerFilter) -> None:
    card = bilingual_card(ja, en, CURSE)
    (enchant,) = nodes_of_kind(card.abilities, Enchant)
    assert enchant == Enchant(players=players)


def test_enchanted_players_upkeep_and_that_player() -> None:
    """The step is the enchanted player's; "that player" is the player whose upkeep began."""
    card = bilingual_card(
        "エンチャント（プレイヤー）\n"
        "エンチャントされているプレイヤーのアップキープの開始時に、そのプレイヤーは１点のライフを失う。",
        "Enchant player\nAt the beginning of enchanted player's upkeep, that player loses 1 life.",
        CURSE,
    )
    (step,) = nodes_of_kind(card.abilities, BeginningOfStep)
    assert step == BeginningOfStep(Step.UPKEEP, Controller.ENCHANTED_PLAYER)


def test_group_enchanted_player_controls() -> None:
    card = bilingual_card(
        "エンチャント（プレイヤー）\n"
        "エンチャントされているプレイヤーがコントロールするクリーチャーは－１/－１の修整を受ける。",
        "Enchant player\nCreatures enchanted player controls get -1/-1.",
        CURSE,
    )
    groups = [
        f
        for f in nodes_of_kind(card.abilities, ObjectFilter)
        if f.controller is Controller.ENCHANTED_PLAYER
    ]
    assert groups


def test_that_player_needs_a_player_the_step_names() -> None:
    """At the beginning of *your* upkeep there is no "that player" to name (E201)."""
    assert "E201" in codes(
        "あなたのアップキープの開始時に、そのプレイヤーは１点のライフを失う。", permanent=True
    )


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "エンチャントされているプレイヤーがコントロールするクリーチャーは－１/－１の修整を受ける。",
            "ja",
        ),
        ("At the beginning of enchanted player's upkeep, that player loses 1 life.", "en"),
    ],
)
def test_enchanted_player_on_a_card_that_enchants_no_player(text: str, lang: str) -> None:
    """Without "Enchant player" the words name no one: E258, never "any player"."""
    assert "E258" in codes(text, lang, permanent=True)
