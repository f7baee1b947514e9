"""702.118b skulk: a creature with skulk can't be blocked by creatures with greater power
(compared as blockers are declared, 509.1b); multiple instances are redundant (702.118c).
The creature is compiled by ofuda from its text in both languages, with its reminder."""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, Scenario, ScriptError, Step
from ofuda.runtime.engine.combat.declarations import can_block
from support.compiled import card_from_text
from support.kit import creature
from support.texts import bilingual_card

JA = "潜伏（このクリーチャーは、これよりパワーが大きいクリーチャーによってはブロックされない。）"
EN = "Skulk (This creature can't be blocked by creatures with greater power.)"

PROWLER = card_from_text(
    "name: 潜む獣 / Lurking Beast\ncost: {1}{B}\ntype: クリーチャー — ホラー / Creature — Horror\n"
    f"pt: 2/2\nja:\n  {JA}\nen:\n  {EN}\n"
)
SMALL = creature("Small", "{G}", 1, 1, "Elf")
EQUAL = creature("Equal", "{G}", 2, 3, "Elf")
BIG = creature("Big", "{G}", 3, 3, "Bear")


def test_702_118_skulk_compiles_alike_in_both_languages() -> None:
    """The keyword alone and with its reminder: one IR in each language, round trip in both."""
    for ja, en in (("潜伏", "Skulk"), (JA, EN)):
        card = bilingual_card(ja, en, "クリーチャー — ホラー / Creature — Horror", "2/2")
        assert [a.keyword for a in card.abilities] == [Keyword.SKULK]


def test_702_118b_creatures_with_greater_power_cant_block_it() -> None:
    s = Scenario()
    (attacker,) = s.battlefield("Alice", PROWLER)
    blockers = s.battlefield("Bob", SMALL, EQUAL, BIG)
    assert Keyword.SKULK in attacker.keywords
    assert [can_block(b, attacker, s.game) for b in blockers] == [True, True, False]


def test_702_118b_the_powers_are_compared_as_blockers_are_declared() -> None:
    """A block by a bigger creature is refused in the declare-blockers step; an equal one is
    legal."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", PROWLER)
    s.battlefield("Bob", BIG)
    s.attack("Lurking Beast")
    with pytest.raises(ScriptError):
        s.block(("Big", "Lurking Beast"))
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", PROWLER)
    s.battlefield("Bob", EQUAL)
    s.attack("Lurking Beast")
    s.block(("Equal", "Lurking Beast"))
    assert s.permanent("Equal").blocking


def test_702_118b_skulk_restricts_only_the_creature_that_has_it() -> None:
    """A creature without skulk is blocked by a bigger one; skulk on a blocker means nothing."""
    s = Scenario()
    (attacker,) = s.battlefield("Alice", BIG)
    (blocker,) = s.battlefield("Bob", PROWLER)
    assert can_block(blocker, attacker, s.game)
    (small,) = s.battlefield("Alice", SMALL)
    (big,) = s.battlefield("Bob", creature("Bigger", "{G}", 4, 4, "Bear"))
    assert can_block(big, small, s.game)
