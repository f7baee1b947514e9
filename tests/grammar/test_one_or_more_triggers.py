""" "One or more" triggers (603.2c) as a phrase family: 「あなたがコントロールしているクリーチャーが
１体以上攻撃するたび」 / "Whenever one or more creatures you control attack", tokens entering under
your control, creatures dying, creature cards leaving your graveyard (603.6, 603.10a), and
2020's 「…猫１体以上がプレイヤー１人に戦闘ダメージを与えるたび」 / "… deal combat damage to a
player". Each row is compiled in both languages to one IR, checked for the trigger it means, and
rendered back in each language to the same IR; "they" / 「それら」 are the events' objects and
"that many" / 「その数」 how many. A count other than one, "that many" without such a trigger,
and "that much" in one are diagnostics."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import (
    CardType,
    Controller,
    Dies,
    EntersTheBattlefield,
    ObjectFilter,
)
from support.texts import bilingual_card, codes, nodes_of_kind

CREATURE = "クリーチャー — 人間 / Creature — Human"
ENCHANTMENT = "エンチャント / Enchantment"
CREATURES = ObjectFilter(card_types=(CardType.CREATURE,))
YOURS = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)

ROWS = [
    (
        "あなたがコントロールしているクリーチャーが１体以上攻撃するたび、ターン終了時まで、それらは破壊不能を得る。",
        (
            "Whenever one or more creatures you control attack, they gain indestructible until end"
            " of turn."
        ),
        CREATURE,
        rte.OneOrMore(rte.Attacks(YOURS)),
        ir.TriggeringObjects,
    ),
    (  # "Whenever you attack" (508.1): you declared attackers, the same one event
        "あなたが攻撃するたび、ターン終了時まで、それらは破壊不能を得る。",
        "Whenever you attack, they gain indestructible until end of turn.",
        CREATURE,
        rte.OneOrMore(rte.Attacks(YOURS)),
        ir.TriggeringObjects,
    ),
    (
        "トークンが１つ以上あなたのコントロール下で戦場に出るたび、試作の上にその数に等しい数の＋１/＋１カウンターを置く。",
        (
            "Whenever one or more tokens enter the battlefield under your control, put that many"
            " +1/+1 counters on Test."
        ),
        CREATURE,
        rte.OneOrMore(EntersTheBattlefield(ObjectFilter(token=True, controller=Controller.YOU))),
        ir.TriggeringCount,
    ),
    (
        "クリーチャー・カードが１枚以上あなたの墓地を離れるたび、あなたは１点のライフを得る。",
        "Whenever one or more creature cards leave your graveyard, you gain 1 life.",
        ENCHANTMENT,
        rte.OneOrMore(rte.LeavesGraveyard(CREATURES)),
        None,
    ),
    (
        "あなたがコントロールしているクリーチャーが１体以上死亡するたび、カードを１枚引く。",
        "Whenever one or more creatures you control die, draw a card.",
        ENCHANTMENT,
        rte.OneOrMore(Dies(YOURS)),
        None,
    ),
    (
        "あなたがコントロールしている猫１体以上がプレイヤー１人に戦闘ダメージを与えるたび、そのプレイヤーはカードを１枚捨てる。",
        (
            "Whenever one or more Cats you control deal combat damage to a player, that player"
            " discards a card."
        ),
        ENCHANTMENT,
        rte.OneOrMore(
            rte.DealsDamageToPlayer(
                ObjectFilter(subtypes=("Cat",), controller=Controller.YOU), True, Controller.ANY
            )
        ),
        ir.TriggeringPlayer,
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "trigger", "refers"), ROWS)
def test_one_or_more_trigger_in_both_languages(
    ja: str, en: str, type_line: str, trigger: object, refers: type | None
) -> None:
    """Both languages lower to the one trigger, refer to what the events give, and render back."""
    card = bilingual_card(ja, en, type_line, "2/2" if "Creature" in type_line else None)
    ability = card.abilities[0]
    assert ability.trigger == trigger
    if refers is not None:
        assert nodes_of_kind(ability.effects, refers)


@pytest.mark.parametrize(
    ("text", "lang", "code"),
    [
        # "two or more" at once: no such trigger event (never read as one or more)
        (
            "あなたがコントロールしているクリーチャーが２体以上攻撃するたび、カードを１枚引く。",
            "ja",
            "E290",
        ),
        # "that many" needs a "one or more" trigger's objects to count
        (
            "Whenever a creature you control attacks, put that many +1/+1 counters on it.",
            "en",
            "E201",
        ),
        # several events have no one amount
        (
            (
                "Whenever one or more creatures you control deal combat damage to a player, you gain"
                " that much life."
            ),
            "en",
            "E201",
        ),
    ],
)
def test_what_a_one_or_more_trigger_cannot_say(text: str, lang: str, code: str) -> None:
    assert code in codes(text, lang, permanent=True)
