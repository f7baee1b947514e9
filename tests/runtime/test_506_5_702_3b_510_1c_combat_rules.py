"""A permanent's own combat rules (cards compiled by ofuda from text written here in both
languages): 506.5 — a creature that can't attack alone can be declared only with another
attacker (two such creatures together are each with another), and an agent leaves out a lone
declaration; 702.3b — a creature with defender that "can attack as though it didn't have
defender" is a possible attacker; 510.1c–d — a creature that assigns combat damage equal to its
toughness does so attacking and blocking."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, Scenario, Step
from ofuda.runtime.agents.heuristic import HeuristicAgent
from support.compiled import card_from_text

SHY = card_from_text(
    "name: 内気な試し / Test Shy\ncost: {W}\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\n"
    "ja:\n  内気な試しは単独では攻撃できない。\n"
    "en:\n  Test Shy can't attack alone.\n"
)
SHY_TOO = card_from_text(
    "name: 内気な試し二 / Test Shy Too\ncost: {W}\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\n"
    "ja:\n  内気な試し二は単独では攻撃できない。\n"
    "en:\n  Test Shy Too can't attack alone.\n"
)
WALL = card_from_text(
    "name: 目覚めた壁 / Test Wall\ncost: {W}\ntype: クリーチャー — 壁 / Creature — Wall\npt: 1/5\n"
    "ja:\n  防衛\n  目覚めた壁は防衛を持たないかのように攻撃できる。\n"
    "  目覚めた壁はパワーではなくタフネスに等しい点数の戦闘ダメージを割り振る。\n"
    "en:\n  Defender\n  Test Wall can attack as though it didn't have defender.\n"
    "  Test Wall assigns combat damage equal to its toughness rather than its power.\n"
)


def test_506_5_a_creature_that_cant_attack_alone_is_not_declared_alone() -> None:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", SHY)
    with pytest.raises(IllegalActionError, match="can't attack alone"):
        s.attack("Test Shy")


def test_506_5_two_that_cant_attack_alone_attack_together() -> None:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", SHY, SHY_TOO)
    s.attack("Test Shy", "Test Shy Too")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 16


def test_506_5_an_agent_leaves_out_a_lone_attack() -> None:
    """The heuristic agent would attack with its only creature (nothing can block it): it can't
    attack alone, so the agent declares no attack and the game goes on legally."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", SHY)
    s.use_agent("Alice", HeuristicAgent())
    s.advance_to(Step.DECLARE_ATTACKERS)
    assert s.permanent("Test Shy").attacking is None


def test_702_3b_and_510_1c_a_wall_attacks_for_its_toughness() -> None:
    """Test Wall (1/5, defender) can attack as though it didn't have defender and deals 5."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", WALL)
    s.attack("Test Wall")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 15


def test_510_1d_a_blocker_assigns_its_toughness_too() -> None:
    """Bob's Test Wall (1/5) blocks Alice's Test Shy (2/2): the Wall assigns 5, its toughness,
    and the Shy dies; the Wall is dealt 2."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", SHY, SHY_TOO)
    s.battlefield("Bob", WALL)
    s.attack("Test Shy", "Test Shy Too")
    s.block(("Test Wall", "Test Shy"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Test Shy" not in s.on_battlefield("Alice")
    assert s.permanent("Test Wall").damage == 2
