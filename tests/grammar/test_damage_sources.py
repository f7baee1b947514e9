""" "A source you control" / 「あなたがコントロールしている発生源」 as the one dealing damage in a
trigger (609.7, 120.1, 510.3a, 603.2): any object of yours that deals damage (a spell, a
permanent, the source of an ability), combat or noncombat damage, to a player of the player
noun. Each row is compiled in both languages to one IR, checked for the trigger it means, and
rendered back in both languages to the same IR; the words name no subject of other events."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import Controller
from support.texts import bilingual_card, codes

CREATURE = "クリーチャー — 人間 / Creature — Human"
MINE = rte.AnySource(Controller.YOU)


@pytest.mark.parametrize(
    ("ja", "en", "trigger"),
    [
        (  # 2020 (Chandra's Pyreling): 120.2, any damage not combat damage
            "あなたがコントロールしている発生源が対戦相手１人に戦闘ダメージでないダメージを与えるたび、"
            "カードを１枚引く。",
            "Whenever a source you control deals noncombat damage to an opponent, draw a card.",
            rte.DealsDamageToPlayer(MINE, False, Controller.OPPONENT, noncombat_only=True),
        ),
        (
            "あなたがコントロールしている発生源がいずれかの対戦相手にダメージを与えるたび、"
            "カードを１枚引く。",
            "Whenever a source you control deals damage to an opponent, draw a card.",
            rte.DealsDamageToPlayer(MINE, False, Controller.OPPONENT),
        ),
        (  # 2018 and later: the player counted
            "あなたがコントロールしている発生源がプレイヤー１人に戦闘ダメージを与えるたび、"
            "カードを１枚引く。",
            "Whenever a source you control deals combat damage to a player, draw a card.",
            rte.DealsDamageToPlayer(MINE, True, Controller.ANY),
        ),
    ],
)
def test_a_source_you_control_deals_damage(ja: str, en: str, trigger: object) -> None:
    """Each text means its trigger, in both languages, and renders back to it."""
    card = bilingual_card(ja, en, CREATURE, "2/2")
    assert card.abilities[0].trigger == trigger


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Whenever a source you control dies, draw a card.", "en"),
        ("あなたがコントロールしている発生源が死亡するたび、カードを１枚引く。", "ja"),
    ],
)
def test_a_source_is_no_subject_of_other_events(text: str, lang: str) -> None:
    """Only damage has a source (609.7): "a source you control dies" is not ofuda's language."""
    assert codes(text, lang, permanent=True) == ["E101"]
