""" "that player" / 「そのプレイヤー」 after a trigger event that names a player by a noun (603.2):
who cast the spell (601.2i), whose creature died (608.2h: its controller as it last existed).
Each row is compiled in both languages to one IR that names the event's player, and renders
back to it; an event that names no player leaves "that player" bound to nothing (E201)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, codes, nodes_of_kind

CREATURE = "クリーチャー — 人間 / Creature — Human"


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            "いずれかの対戦相手が呪文を１つ唱えるたび、試作はそのプレイヤーに２点のダメージを与える。",
            "Whenever an opponent casts a spell, Test deals 2 damage to that player.",
        ),
        (
            "対戦相手がコントロールしているクリーチャーが死亡するたび、そのプレイヤーは２点のライフを失う。",
            "Whenever a creature an opponent controls dies, that player loses 2 life.",
        ),
    ],
)
def test_that_player_is_the_events_player(ja: str, en: str) -> None:
    """The instruction names the trigger event's player."""
    card = bilingual_card(ja, en, CREATURE, "2/2")
    assert nodes_of_kind(card.abilities, ir.TriggeringPlayer)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Whenever a creature you control dies, that player loses 2 life.", "en"),
        ("Whenever a creature dies, that player loses 2 life.", "en"),
        (
            "あなたがコントロールしているクリーチャーが死亡するたび、そのプレイヤーは２点のライフを失う。",
            "ja",
        ),
    ],
)
def test_an_event_without_a_player_named_binds_nothing(text: str, lang: str) -> None:
    """No player was named by the event: "that player" refers to nothing (E201)."""
    assert "E201" in codes(text, lang, permanent=True)
