""" "When you do, …" / 「そうしたとき、…」 (603.12): a reflexive triggered ability after an
optional instruction of yours. Each row is compiled in both languages to one IR and rendered
back; the IR is "if you did: create the reflexive trigger", the reflexive ability holding its
own targets and instructions."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, codes, nodes_of_kind

CREATURE = "クリーチャー — ドラゴン / Creature — Dragon\npt: 3/3"


@pytest.mark.parametrize(
    ("ja", "en", "before", "targets", "kinds"),
    [
        (  # Sparktongue Dragon (M19): after a payment
            (
                "試作が戦場に出たとき、あなたは{2}{R}を支払ってもよい。そうしたとき、クリーチャー１体か"
                "プレインズウォーカー１体かプレイヤー１人を対象とする。試作はそれに３点のダメージを与える。"
            ),
            (
                "When Test enters the battlefield, you may pay {2}{R}. When you do, Test deals 3 "
                "damage to any target."
            ),
            ir.PayMana,
            1,
            [ir.DealDamage],
        ),
        (  # Cavalier of Night (M20): after an optional sacrifice
            (
                "試作が戦場に出たとき、あなたは他のクリーチャー１体を生け贄に捧げてもよい。そうしたとき、"
                "対戦相手がコントロールしているクリーチャー１体を対象とし、それを破壊する。"
            ),
            (
                "When Test enters the battlefield, you may sacrifice another creature. When you do, "
                "destroy target creature an opponent controls."
            ),
            ir.Optional,
            1,
            [ir.Destroy],
        ),
        (  # no target of its own
            "試作が戦場に出たとき、あなたは{1}を支払ってもよい。そうしたとき、カードを１枚引く。",
            "When Test enters the battlefield, you may pay {1}. When you do, draw a card.",
            ir.PayMana,
            0,
            [ir.DrawCards],
        ),
    ],
)
def test_reflexive_trigger(ja: str, en: str, before: type, targets: int, kinds: list[type]) -> None:
    """The optional instruction, then "if you did" creating a reflexive ability whose targets
    are its own (the triggered ability itself has none)."""
    card = bilingual_card(ja, en, CREATURE)
    (ability,) = card.abilities
    assert ability.targets == ()
    first, second = ability.effects
    assert isinstance(first, before)
    assert isinstance(second, ir.Conditional) and isinstance(second.condition, ir.YouDid)
    (created,) = second.effects
    assert isinstance(created, ir.CreateReflexiveTrigger)
    reflexive = created.ability
    assert isinstance(reflexive, ir.ReflexiveAbility)
    assert len(reflexive.targets) == targets
    assert [type(e) for e in reflexive.effects] == kinds
    assert nodes_of_kind(card.abilities, ir.ReflexiveAbility) == [reflexive]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("カードを１枚引く。そうしたとき、あなたは２点のライフを得る。", "ja"),
        ("Draw a card. When you do, you gain 2 life.", "en"),
    ],
)
def test_when_you_do_after_an_instruction_that_is_not_optional_is_rejected(
    text: str, lang: str
) -> None:
    """Nothing optional before it: there is no "doing" to trigger on (E290)."""
    assert "E290" in codes(text, lang)
