"""What an attack is at, as phrase families (506.2, 508.1b, 508.3a): the trigger "Whenever a
creature attacks you or a planeswalker you control" / 「クリーチャーが１体、あなたかあなたが
コントロールするプレインズウォーカーを攻撃するたび」 (2012; 2018 and later 「コントロールしている」),
and the damage recipient "the player or planeswalker it's attacking" / 「これが攻撃しているプレイヤー
かプレインズウォーカー」. Each row is compiled in both languages to one IR and rendered back in
both languages to the same IR."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, codes, nodes_of_kind

CREATURE = "クリーチャー — 人間 / Creature — Human"
ENCHANTMENT = "エンチャント / Enchantment"
CREATURES = ObjectFilter(card_types=(CardType.CREATURE,))


@pytest.mark.parametrize(
    ("ja", "en", "trigger"),
    [
        (  # 2012 (Lost in the Woods)
            "クリーチャーが１体、あなたかあなたがコントロールするプレインズウォーカーを攻撃するたび、"
            "あなたは１点のライフを得る。",
            "Whenever a creature attacks you or a planeswalker you control, you gain 1 life.",
            rte.Attacks(CREATURES, Controller.YOU),
        ),
        (  # 2018 and later, the noun counted before 「が」
            "対戦相手がコントロールしているクリーチャー１体が、あなたかあなたがコントロールしている"
            "プレインズウォーカーを攻撃するたび、そのクリーチャーをタップする。",
            "Whenever a creature an opponent controls attacks you or a planeswalker you control, "
            "tap that creature.",
            rte.Attacks(
                ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT),
                Controller.YOU,
            ),
        ),
    ],
)
def test_attacks_you_or_a_planeswalker_you_control(ja: str, en: str, trigger: object) -> None:
    """Each text means its trigger, in both languages, and renders back to it."""
    card = bilingual_card(ja, en, ENCHANTMENT)
    assert card.abilities[0].trigger == trigger


@pytest.mark.parametrize(
    ("ja", "en", "attacker"),
    [
        (  # 2019 (Scorch Spitter): 「これ」, this creature
            "試作が攻撃するたび、これはこれが攻撃しているプレイヤーかプレインズウォーカーに"
            "１点のダメージを与える。",
            "Whenever Test attacks, it deals 1 damage to the player or planeswalker it's attacking.",
            ir.ThisObject(),
        ),
        (  # the attacker of the event (「それ」 / "it": the triggering creature)
            "あなたがコントロールしているクリーチャー１体が攻撃するたび、試作はそれが攻撃している"
            "プレイヤーかプレインズウォーカーに１点のダメージを与える。",
            "Whenever a creature you control attacks, Test deals 1 damage to the player or "
            "planeswalker it's attacking.",
            ir.TriggeringObject(),
        ),
    ],
)
def test_the_player_or_planeswalker_it_is_attacking(ja: str, en: str, attacker: object) -> None:
    """The one dealt damage is what the attacker attacks, in both languages."""
    card = bilingual_card(ja, en, CREATURE, "1/1")
    (attacked,) = nodes_of_kind(card.abilities, ir.AttackedBy)
    assert attacked.obj == attacker


def test_what_a_player_attacks_is_not_a_reference() -> None:
    """Only a creature attacks: the words stand as the one dealt damage, nowhere else."""
    text = "{1}: The player or planeswalker it's attacking loses 1 life."
    assert codes(text, "en", permanent=True) == ["E101"]
