"""A static ability's condition on an object's state (611.3b), named or not: "As long as CARDNAME
is equipped" / 「CARDNAMEが装備しているかぎり」, "enchanted or equipped" (303.4, 301.5),
"is blocking" (506.4), "it's a Human" (205.3), the permanent's own state with a statement about
other objects ("As long as CARDNAME is untapped, creatures you control get +1/+1.": the source's
state, checked continuously), the Japanese condition inside the statement (「荘園のガーゴイルは、
防衛を持つかぎり破壊されない。」), and "As long as it's not your turn" / 「あなたのターンでないかぎり」.
Each row compiles in both languages to one IR (asserted) and renders back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import Keyword
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CombatState, ObjectFilter
from support.texts import bilingual_card, codes

CREATURE = ("クリーチャー — 人間 / Creature — Human", "2/2")
AURA = ("エンチャント — オーラ / Enchantment — Aura", None)
ENCHANT_JA, ENCHANT_EN = "エンチャント（クリーチャー）\n", "Enchant creature\n"

ROWS = [
    # the permanent's own state, the statement about it ("it" / 「これ」)
    ("試作が装備しているかぎり、これは＋２/＋２の修整を受ける。", "As long as Test is equipped, it gets +2/+2.",
     CREATURE, rt.AffectedMatches(ObjectFilter(attached_subtypes=("Equipment",))), rt.ThisPermanent),
    ("試作がエンチャントされているかぎり、これは飛行を持つ。", "As long as Test is enchanted, it has flying.",
     CREATURE, rt.AffectedMatches(ObjectFilter(attached_subtypes=("Aura",))), rt.ThisPermanent),
    ("防衛\n試作がエンチャントされているか装備しているかぎり、これは防衛を持たないかのように攻撃できる。",
     "Defender\nAs long as Test is enchanted or equipped, it can attack as though it didn't have defender.",
     CREATURE, rt.AffectedMatches(ObjectFilter(attached_subtypes=("Aura", "Equipment"))), rt.ThisPermanent),
    ("試作がブロックしているかぎり、これは＋０/＋３の修整を受ける。", "As long as Test is blocking, it gets +0/+3.",
     CREATURE, rt.AffectedMatches(ObjectFilter(combat_states=(CombatState.BLOCKING,))), rt.ThisPermanent),
    ("試作がタップ状態であるかぎり、これは呪禁を持つ。", "As long as Test is tapped, it has hexproof.",
     CREATURE, rt.AffectedMatches(ObjectFilter(tapped=True)), rt.ThisPermanent),
    ("試作が人間であるかぎり、これは＋１/＋１の修整を受ける。", "Test gets +1/+1 as long as it's a Human.",
     CREATURE, rt.AffectedMatches(ObjectFilter(subtypes=("Human",))), rt.ThisPermanent),
    # the Japanese condition inside the statement, its object the statement's subject
    ("試作は、防衛を持つかぎり破壊不能を持つ。", "Test has indestructible as long as it has defender.",
     CREATURE, rt.AffectedMatches(ObjectFilter(keywords=(Keyword.DEFENDER,))), rt.ThisPermanent),
    ("試作は、アンタップ状態であるかぎり呪禁を持つ。", "Test has hexproof as long as it's untapped.",
     CREATURE, rt.AffectedMatches(ObjectFilter(tapped=False)), rt.ThisPermanent),
    # the permanent's own state, the statement about other objects: the source's state
    ("試作がアンタップ状態であるかぎり、あなたがコントロールするクリーチャーは＋１/＋１の修整を受ける。",
     "As long as Test is untapped, creatures you control get +1/+1.",
     CREATURE, rt.SourceMatches(ObjectFilter(tapped=False)), rt.PermanentsMatching),
    ("試作が装備しているかぎり、あなたがコントロールするクリーチャーは警戒を持つ。",
     "As long as Test is equipped, creatures you control have vigilance.",
     CREATURE, rt.SourceMatches(ObjectFilter(attached_subtypes=("Equipment",))), rt.PermanentsMatching),
    ("試作が人間であるかぎり、あなたがコントロールするクリーチャーは＋１/＋１の修整を受ける。",
     "As long as Test is a Human, creatures you control get +1/+1.",
     CREATURE, rt.SourceMatches(ObjectFilter(subtypes=("Human",))), rt.PermanentsMatching),
    # an Aura's enchanted creature
    (ENCHANT_JA + "エンチャントされているクリーチャーは、それが人間であるかぎり＋２/＋２の修整を受ける。",
     ENCHANT_EN + "Enchanted creature gets +2/+2 as long as it's a Human.",
     AURA, rt.AffectedMatches(ObjectFilter(subtypes=("Human",))), rt.EnchantedPermanent),
    (ENCHANT_JA + "エンチャントされているクリーチャーが攻撃しているかぎり、それは＋１/＋１の修整を受ける。",
     ENCHANT_EN + "Enchanted creature gets +1/+1 as long as it's attacking.",
     AURA, rt.AffectedMatches(ObjectFilter(combat_states=(CombatState.ATTACKING,))), rt.EnchantedPermanent),
    (ENCHANT_JA + "エンチャントされているクリーチャーがタップ状態であるかぎり、それは呪禁を持つ。",
     ENCHANT_EN + "As long as enchanted creature is tapped, it has hexproof.",
     AURA, rt.AffectedMatches(ObjectFilter(tapped=True)), rt.EnchantedPermanent),
    # 611.3b: not your turn
    ("あなたのターンでないかぎり、試作は飛行を持つ。", "As long as it's not your turn, Test has flying.",
     CREATURE, rt.Not(rt.IsYourTurn()), rt.ThisPermanent),
    ("試作は、あなたのターンでないかぎり飛行を持つ。", "Test has flying as long as it's not your turn.",
     CREATURE, rt.Not(rt.IsYourTurn()), rt.ThisPermanent),
]


@pytest.mark.parametrize(("ja", "en", "kind", "condition", "affected"), ROWS)
def test_a_condition_on_an_object_state(
    ja: str, en: str, kind: tuple[str, str | None], condition: object, affected: type
) -> None:
    test_card = bilingual_card(ja, en, *kind)
    static = test_card.abilities[-1]
    assert isinstance(static, ir.StaticAbility) and static.condition == condition
    assert all(isinstance(e.affected, affected) for e in static.effects)


def test_a_condition_on_equipped_creature_about_other_objects_is_refused() -> None:
    """611.3b: the equipped creature's state conditions a statement about that creature only."""
    text = "As long as equipped creature is tapped, creatures you control get +1/+1."
    assert "E257" in codes(text, "en", permanent=True)


OTHERWISE = [
    (ENCHANT_JA + "エンチャントされているクリーチャーは、それが人間であるかぎり＋２/＋２の修整を受ける。"
     "そうでないかぎり、それは攻撃したりブロックしたりできない。",
     ENCHANT_EN + "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't attack or block.",
     AURA, rt.AffectedMatches(ObjectFilter(subtypes=("Human",))), rt.EnchantedPermanent),
    ("試作がアンタップ状態であるかぎり、これは呪禁を持つ。そうでないかぎり、これは＋１/＋１の修整を受ける。",
     "Test has hexproof as long as it's untapped. Otherwise, it gets +1/+1.",
     CREATURE, rt.AffectedMatches(ObjectFilter(tapped=False)), rt.ThisPermanent),
    ("あなたのターンであるかぎり、試作は先制攻撃を持つ。そうでないかぎり、試作は接死を持つ。",
     "As long as it's your turn, Test has first strike. Otherwise, Test has deathtouch.",
     CREATURE, rt.IsYourTurn(), rt.ThisPermanent),
]


@pytest.mark.parametrize(("ja", "en", "kind", "condition", "affected"), OTHERWISE)
def test_otherwise_is_the_negated_condition(
    ja: str, en: str, kind: tuple[str, str | None], condition: object, affected: type
) -> None:
    """611.3b: "Otherwise," is a second static ability under the negated condition."""
    test_card = bilingual_card(ja, en, *kind)
    first, second = test_card.abilities[-2:]
    assert isinstance(first, ir.StaticAbility) and first.condition == condition
    assert isinstance(second, ir.StaticAbility) and second.condition == rt.Not(condition)
    assert all(isinstance(e.affected, affected) for e in (*first.effects, *second.effects))
