""" "Deals damage to <a recipient>" as a phrase family (510.3a, 120.2, 120.3, 603.2): a permanent
of any noun as the one dealt damage (2012's 「いずれかのクリーチャーに戦闘ダメージを与えるたび」,
2018's 「プレインズウォーカー１体にダメージを与えるたび」, "deals combat damage to a creature"), a
player or planeswalker (「プレイヤー１人かプレインズウォーカー１体に」), noncombat damage to a player
(「対戦相手１人に戦闘ダメージでないダメージを与えるたび」), with any subject the trigger grammar has.
Each row is compiled in both languages to one IR, checked for the trigger it means, and rendered
back in both languages to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, codes, nodes_of_kind

CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"
EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"
CREATURES = ObjectFilter(card_types=(CardType.CREATURE,))
PLANESWALKERS = ObjectFilter(card_types=(CardType.PLANESWALKER,))
MY_DEATHTOUCH = ObjectFilter(
    card_types=(CardType.CREATURE,), controller=Controller.YOU, keywords=("deathtouch",)
)

ROWS = [
    (  # 2012 (Creepy Doll)
        "試作がいずれかのクリーチャーに戦闘ダメージを与えるたび、そのクリーチャーを破壊する。",
        "Whenever Test deals combat damage to a creature, destroy that creature.",
        rte.DealsDamageToPermanent(None, CREATURES, combat_only=True),
    ),
    (  # 2018 and later: the noun counted
        "試作がクリーチャー１体に戦闘ダメージを与えるたび、そのクリーチャーを破壊する。",
        "Whenever Test deals combat damage to a creature, destroy that creature.",
        rte.DealsDamageToPermanent(None, CREATURES, combat_only=True),
    ),
    (  # any damage; "that much" is the damage dealt
        "試作がいずれかのクリーチャーにダメージを与えるたび、あなたはその点数に等しい点数のライフを得る。",
        "Whenever Test deals damage to a creature, you gain that much life.",
        rte.DealsDamageToPermanent(None, CREATURES),
    ),
    (  # Hooded Blightfang: a noun's subject, a planeswalker dealt damage
        ("あなたがコントロールしていて接死を持つクリーチャー１体がプレインズウォーカー１体にダメージを"
        "与えるたび、そのプレインズウォーカーを破壊する。"),
        ("Whenever a creature you control with deathtouch deals damage to a planeswalker, destroy "
        "that planeswalker."),
        rte.DealsDamageToPermanent(MY_DEATHTOUCH, PLANESWALKERS),
    ),
    (  # a subtype as the recipient
        "試作がいずれかの吸血鬼に戦闘ダメージを与えるたび、そのクリーチャーを破壊する。",
        "Whenever Test deals combat damage to a Vampire, destroy that creature.",
        rte.DealsDamageToPermanent(None, ObjectFilter(subtypes=("Vampire",)), combat_only=True),
    ),
    (  # a host as the subject
        ("装備しているクリーチャーがいずれかのクリーチャーに戦闘ダメージを与えるたび、そのクリーチャーを"
        "破壊する。"),
        "Whenever equipped creature deals combat damage to a creature, destroy that creature.",
        rte.DealsDamageToPermanent(rt.EquippedCreature(), CREATURES, combat_only=True),
        EQUIPMENT,
    ),
    (  # noncombat damage to a permanent (120.2)
        "試作がクリーチャー１体に戦闘ダメージでないダメージを与えるたび、カードを１枚引く。",
        "Whenever Test deals noncombat damage to a creature, draw a card.",
        rte.DealsDamageToPermanent(None, CREATURES, noncombat_only=True),
    ),
    (  # Garruk's Harbinger: a player or any planeswalker
        "試作がプレイヤー１人かプレインズウォーカー１体に戦闘ダメージを与えるたび、カードを１枚引く。",
        "Whenever Test deals combat damage to a player or planeswalker, draw a card.",
        rte.DealsDamageToPlayer(None, True, Controller.ANY, or_planeswalker=True),
    ),
    (  # a noun's subject (the trigger; the replacement "would deal" is still refused)
        ("あなたがコントロールしているクリーチャー１体がプレイヤー１人かプレインズウォーカー１体に戦闘"
        "ダメージを与えるたび、あなたは１点のライフを得る。"),
        ("Whenever a creature you control deals combat damage to a player or planeswalker, you "
        "gain 1 life."),
        rte.DealsDamageToPlayer(
            ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU),
            True,
            Controller.ANY,
            or_planeswalker=True,
        ),
    ),
    (
        "試作が対戦相手１人かプレインズウォーカー１体にダメージを与えるたび、カードを１枚引く。",
        "Whenever Test deals damage to an opponent or planeswalker, draw a card.",
        rte.DealsDamageToPlayer(None, False, Controller.OPPONENT, or_planeswalker=True),
    ),
    (  # noncombat damage to a player (120.2); "that player" is the one dealt damage
        "試作が対戦相手１人に戦闘ダメージでないダメージを与えるたび、そのプレイヤーはカードを１枚捨てる。",
        "Whenever Test deals noncombat damage to an opponent, that player discards a card.",
        rte.DealsDamageToPlayer(None, False, Controller.OPPONENT, noncombat_only=True),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_damage_recipient_rows(row: tuple[Any, ...]) -> None:
    """Each text means its trigger, in both languages, and renders back to it."""
    ja, en, trigger, *type_line = row
    card = bilingual_card(ja, en, type_line[0] if type_line else CREATURE)
    assert card.abilities[0].trigger == trigger


def test_that_creature_is_the_permanent_dealt_damage() -> None:
    """510.3a: "that creature" names the permanent the source dealt damage to (the event's
    object), not the source."""
    card = bilingual_card(
        "試作がいずれかのクリーチャーに戦闘ダメージを与えるたび、そのクリーチャーを破壊する。",
        "Whenever Test deals combat damage to a creature, destroy that creature.",
        CREATURE,
    )
    assert nodes_of_kind(card.abilities[0].effects, ir.TriggeringObject)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # "it" could be the source or the creature dealt damage: refused, never guessed
        ("Whenever Test deals combat damage to a creature, put a +1/+1 counter on it.", "en"),
        # a creature dealt damage by a creature: "that creature" could be either
        (
            ("Whenever a creature you control deals combat damage to a creature, destroy that "
            "creature."),
            "en",
        ),
        # a demonstrative of another type names nothing the event has
        ("Whenever Test deals combat damage to a creature, destroy that planeswalker.", "en"),
        # each permanent is dealt its own damage: two at once is no event
        ("試作がクリーチャー２体にダメージを与えるたび、カードを１枚引く。", "ja"),
        # a player or planeswalker names no one player (the planeswalker has none)
        (
            ("Whenever Test deals combat damage to a player or planeswalker, that player loses 1 "
            "life."),
            "en",
        ),
        # one trigger for each player is what a "one or more" damage trigger knows
        (
            ("Whenever one or more creatures you control deal combat damage to a player or "
            "planeswalker, draw a card."),
            "en",
        ),
    ],
)
def test_what_a_damage_trigger_refuses(text: str, lang: str) -> None:
    """Readings that would guess are refused with a diagnostic."""
    text = text.replace("試作", "テスト")
    assert codes(text, lang, permanent=True)
