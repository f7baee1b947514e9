""" "Whenever <subject> becomes blocked" as a phrase family (603.2, 509.1h, 509.3c): 「…がブロック
されるたび」 (2012: 「ブロックされた状態になるたび」), with any subject of the attacks trigger (this
object, its host, a noun) — once each combat for the blocked creature, however many creatures
block it (``BecomesBlocked(once=True)``; "becomes blocked by a creature" stays once for each
blocker, 509.3d). Each row is compiled in both languages to one IR, checked for the trigger it
means, and rendered back in both languages to the same IR."""

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
MY_CREATURES = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)

ROWS = [
    (  # 2018 and later
        "試作がブロックされるたび、ターン終了時まで、それは＋２/＋２の修整を受ける。",
        "Whenever Test becomes blocked, it gets +2/+2 until end of turn.",
        rte.BecomesBlocked(None, once=True),
    ),
    (  # 2012
        "試作がブロックされた状態になるたび、ターン終了時まで、それは＋２/＋２の修整を受ける。",
        "Whenever Test becomes blocked, it gets +2/+2 until end of turn.",
        rte.BecomesBlocked(None, once=True),
    ),
    (
        "装備しているクリーチャーがブロックされるたび、カードを１枚引く。",
        "Whenever equipped creature becomes blocked, draw a card.",
        rte.BecomesBlocked(rt.EquippedCreature(), once=True),
        EQUIPMENT,
    ),
    (
        ("あなたがコントロールしているクリーチャーがブロックされるたび、ターン終了時まで、それは＋１/＋１の"
        "修整を受ける。"),
        "Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn.",
        rte.BecomesBlocked(MY_CREATURES, once=True),
    ),
    (  # 509.3d: "by a creature" is still once for each blocker
        "試作がクリーチャー１体にブロックされた状態になるたび、そのクリーチャーを破壊する。",
        "Whenever Test becomes blocked by a creature, destroy that creature.",
        rte.BecomesBlocked(None),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_becomes_blocked_rows(row: tuple[Any, ...]) -> None:
    """Each text means its trigger, in both languages, and renders back to it."""
    ja, en, trigger, *type_line = row
    card = bilingual_card(ja, en, type_line[0] if type_line else CREATURE)
    assert card.abilities[0].trigger == trigger


def test_it_is_this_creature_itself() -> None:
    """After "Whenever Test becomes blocked", "it" is Test (the event has no other object)."""
    card = bilingual_card(*ROWS[0][:2], CREATURE)  # type: ignore[misc]
    effects = card.abilities[0].effects
    assert nodes_of_kind(effects, ir.ThisObject)
    assert not nodes_of_kind(effects, ir.TriggeringObject)


def test_with_a_noun_it_is_the_blocked_creature() -> None:
    """After "Whenever a creature you control becomes blocked", "it" is that creature."""
    card = bilingual_card(*ROWS[3][:2], CREATURE)  # type: ignore[misc]
    assert nodes_of_kind(card.abilities[0].effects, ir.TriggeringObject)


@pytest.mark.parametrize(
    "text, lang",
    [
        ("Whenever Test becomes blocked by a creature, it gets +1/+1 until end of turn.", "en"),
        ("Whenever Test blocks a creature, it gains first strike until end of turn.", "en"),
        (
            "テストがクリーチャー１体にブロックされた状態になるたび、ターン終了時まで、それは＋１/＋１の修整を受ける。",
            "ja",
        ),
    ],
)
def test_it_after_a_blocking_event_with_two_creatures_is_refused(text: str, lang: str) -> None:
    """509.3c-d: "becomes blocked by a creature" is about two creatures; "it" could mean
    either (the blocker is the event's object, the blocked one the trigger's subject), so
    it is refused rather than read as the blocker: "that creature" names the blocker."""
    assert "E290" in codes(text, lang, permanent=True)
