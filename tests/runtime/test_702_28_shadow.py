"""702.28b shadow: a creature with shadow can't be blocked by creatures without shadow, and a
creature without shadow can't be blocked by creatures with shadow; 702.28c: multiple instances
are redundant. The creature is compiled by ofuda from its text in both languages."""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, Scenario, ScriptError, Step
from ofuda.runtime.engine.combat.declarations import can_block
from support.compiled import card_from_text
from support.kit import creature
from support.texts import bilingual_card

JA = (
    "シャドー（このクリーチャーは、シャドーを持つクリーチャーのみブロックでき、シャドーを持つ"
    "クリーチャーによってのみブロックされる。）"
)
EN = "Shadow (This creature can block or be blocked by only creatures with shadow.)"

SOLTARI = card_from_text(
    "name: 影の斥候 / Shadow Scout\ncost: {W}\ntype: クリーチャー — 兵士 / Creature — Soldier\n"
    f"pt: 2/1\nja:\n  {JA}\nen:\n  {EN}\n"
)
OTHER_SOLTARI = card_from_text(
    "name: 影の槍兵 / Shadow Lancer\ncost: {W}\ntype: クリーチャー — 兵士 / Creature — Soldier\n"
    "pt: 1/1\nja:\n  シャドー\nen:\n  Shadow\n"
)
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")


def test_702_28_shadow_compiles_alike_in_both_languages() -> None:
    """The keyword alone, with its reminder, and in a list: one IR in each language."""
    rows = (("シャドー", "Shadow", [Keyword.SHADOW]), (JA, EN, [Keyword.SHADOW]))
    rows += (("飛行、シャドー", "Flying, shadow", [Keyword.FLYING, Keyword.SHADOW]),)
    for ja, en, keywords in rows:
        card = bilingual_card(ja, en, "クリーチャー — 兵士 / Creature — Soldier", "2/1")
        assert [a.keyword for a in card.abilities] == keywords


def test_702_28b_only_a_creature_with_shadow_blocks_one() -> None:
    s = Scenario()
    (attacker,) = s.battlefield("Alice", SOLTARI)
    bear, lancer = s.battlefield("Bob", BEAR, OTHER_SOLTARI)
    assert Keyword.SHADOW in attacker.keywords
    assert [can_block(b, attacker, s.game) for b in (bear, lancer)] == [False, True]


def test_702_28b_a_creature_with_shadow_blocks_only_creatures_with_shadow() -> None:
    s = Scenario()
    bear, lancer = s.battlefield("Alice", BEAR, OTHER_SOLTARI)
    (blocker,) = s.battlefield("Bob", SOLTARI)
    assert [can_block(blocker, a, s.game) for a in (bear, lancer)] == [False, True]


def test_702_28b_a_block_across_the_shadow_is_refused_when_declared() -> None:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", BEAR)
    s.battlefield("Bob", SOLTARI)
    s.attack("Bear")
    with pytest.raises(ScriptError):
        s.block(("Shadow Scout", "Bear"))
