""" "Is dealt damage" as a phrase family (120.3, 603.2): 2012's 「…にダメージが与えられるたび」, 2020's
「…がダメージを受けるたび」 and "Whenever <subject> is dealt damage" (this object, its host, a
noun), and a player dealt damage, 「対戦相手１人に戦闘ダメージでないダメージが与えられるたび」 /
"Whenever an opponent is dealt noncombat damage" (120.2). Each row is compiled in both
languages to one IR, checked for the trigger it means, and rendered back in both languages to
the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card

# a creature card's type line with its power and toughness (the card file's next line)
CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"
EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"
OTHER_CREATURE = ObjectFilter(card_types=(CardType.CREATURE,), other=True)

ROWS = [
    (  # 2012–2019
        "試作にダメージが与えられるたび、カードを１枚引く。",
        "Whenever Test is dealt damage, draw a card.",
        rte.IsDealtDamage(),
    ),
    (  # 2020 and later
        "試作がダメージを受けるたび、カードを１枚引く。",
        "Whenever Test is dealt damage, draw a card.",
        rte.IsDealtDamage(),
    ),
    (
        "装備しているクリーチャーにダメージが与えられるたび、あなたは１点のライフを得る。",
        "Whenever equipped creature is dealt damage, you gain 1 life.",
        rte.IsDealtDamage(rte.EquippedCreature()),
        EQUIPMENT,
    ),
    (
        "他のクリーチャーがダメージを受けるたび、あなたは１点のライフを得る。",
        "Whenever another creature is dealt damage, you gain 1 life.",
        rte.IsDealtDamage(OTHER_CREATURE),
    ),
    (
        "対戦相手１人に戦闘ダメージでないダメージが与えられるたび、カードを１枚引く。",
        "Whenever an opponent is dealt noncombat damage, draw a card.",
        rte.PlayerIsDealtDamage(Controller.OPPONENT, noncombat_only=True),
    ),
    (
        "対戦相手１人にダメージが与えられるたび、カードを１枚引く。",
        "Whenever an opponent is dealt damage, draw a card.",
        rte.PlayerIsDealtDamage(Controller.OPPONENT),
    ),
    (
        "プレイヤー１人にダメージが与えられるたび、カードを１枚引く。",
        "Whenever a player is dealt damage, draw a card.",
        rte.PlayerIsDealtDamage(Controller.ANY),
    ),
    (  # Mikaeus, the Unhallowed (DKA): a source dealing damage to the ability's controller
        "いずれかの人間があなたにダメージを与えるたび、それを破壊する。",
        "Whenever a Human deals damage to you, destroy it.",
        rte.DealsDamageToPlayer(ObjectFilter(subtypes=("Human",)), False, Controller.YOU),
    ),
    (
        "対戦相手がコントロールしているクリーチャーがあなたに戦闘ダメージを与えるたび、カードを１枚引く。",
        "Whenever a creature an opponent controls deals combat damage to you, draw a card.",
        rte.DealsDamageToPlayer(
            ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT), True, Controller.YOU
        ),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_damage_trigger_rows(row: tuple[Any, ...]) -> None:
    """Each text means its trigger, in both languages, and renders back to it."""
    ja, en, trigger, *type_line = row
    card = bilingual_card(ja, en, type_line[0] if type_line else CREATURE)
    assert card.abilities[0].trigger == trigger


def test_that_much_is_the_damage_dealt() -> None:
    """「その点数」 / "that much" after "is dealt damage" is the damage dealt in the event."""
    card = bilingual_card(
        "試作がダメージを受けるたび、あなたはその点数に等しい点数のライフを得る。",
        "Whenever Test is dealt damage, you gain that much life.",
        CREATURE,
    )
    assert "TriggeringAmount" in repr(card.abilities[0].effects)


def test_a_player_damage_trigger_names_one_player() -> None:
    """120.3: damage to each player is an event of its own; 「対戦相手２人に」 is E261."""
    source = (
        "name: 試作 / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\nja:\n"
        "  対戦相手２人にダメージが与えられるたび、カードを１枚引く。\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert [d.code for d in compiled.diagnostics] == ["E261"]
