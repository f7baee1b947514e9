"""One trigger condition with two events of this object (603.2, 603.6a): "When CARDNAME enters
the battlefield or dies" / 「CARDNAMEが戦場に出るか死亡したとき」, "… or attacks", "… or becomes the
target of a spell or ability an opponent controls" (2018: 「戦場に出たか、…の対象になったとき」),
"… or deals combat damage to a player". Each text is compiled in both languages to one IR
(JA ≡ EN), checked for the trigger it means, and rendered back."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import Controller, Dies
from support.texts import bilingual_card, codes


@pytest.mark.parametrize(
    ("ja", "en", "second"),
    [
        (
            "試作が戦場に出るか死亡したとき、カードを１枚引く。",
            "When Test enters the battlefield or dies, draw a card.",
            Dies(),
        ),
        (
            "試作が戦場に出るか攻撃するたび、カードを１枚引く。",
            "Whenever Test enters the battlefield or attacks, draw a card.",
            rte.Attacks(),
        ),
        (
            (
                "試作が戦場に出たか、対戦相手がコントロールしている呪文や能力の対象になったとき、"
                "あなたは３点のライフを得る。"
            ),
            (
                "When Test enters the battlefield or becomes the target of a spell or ability an"
                " opponent controls, you gain 3 life."
            ),
            rte.BecomesTarget(abilities=True, controller=Controller.OPPONENT),
        ),
        (
            "試作が戦場に出るかプレイヤー１人に戦闘ダメージを与えるたび、カードを１枚引く。",
            "Whenever Test enters the battlefield or deals combat damage to a player, draw a card.",
            rte.DealsDamageToPlayer(None, True, Controller.ANY),
        ),
    ],
)
def test_entering_or_another_event(ja: str, en: str, second: object) -> None:
    """The trigger is this object entering the battlefield or its second event."""
    card = bilingual_card(ja, en, "クリーチャー — ゾンビ / Creature — Zombie", "1/1")
    assert card.abilities[0].trigger == rte.EntersOr(second)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            (
                "テストが戦場に出るかプレイヤー１人に戦闘ダメージを与えるたび、"
                "そのプレイヤーはカードを１枚捨てる。"
            ),
            "ja",
        ),
        (
            (
                "Whenever Test enters the battlefield or deals combat damage to a player, that"
                " player discards a card."
            ),
            "en",
        ),
    ],
)
def test_entering_or_dealing_damage_names_no_player(text: str, lang: str) -> None:
    """Entering names no player: "that player" after "enters the battlefield or deals combat
    damage to a player" refers to nothing (E201), never to a player guessed for the entering
    event."""
    assert "E201" in codes(text, lang, permanent=True)
