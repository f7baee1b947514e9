"""Agents (every choice goes through one) and the game log."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ofuda.runtime import (
    Attack,
    Game,
    HeuristicAgent,
    Pass,
    Scenario,
    ScriptedAgent,
    ScriptError,
    Step,
)
from ofuda.runtime.engine.log import GameLog
from ofuda.runtime.engine.mana.pool import ManaCostSpec, ManaPool, ManaSource, plan_payment
from support.rules_cards import GIANT_SPIDER, GRIZZLY
from support.slice_cards import ANGELIC_WALL, NETTLE_SWINE, PLAINS, THRABEN_VALIANT


def test_strict_scripted_agent_reports_what_it_was_asked() -> None:
    a = ScriptedAgent([Attack(("Grizzly Bears",))], strict=True, name="Alice")
    g = Game([[PLAINS] * 10, [PLAINS] * 10], [a, ScriptedAgent()], seed=0, starting_player=0)
    with pytest.raises(ScriptError, match=r"Alice was asked keep or mulligan .*Attack"):
        g.play(max_turns=1)


def test_scripted_decision_waits_for_its_step() -> None:
    a = ScriptedAgent([Pass(step=Step.END)])
    g = Game([[PLAINS] * 10, [PLAINS] * 10], [a, ScriptedAgent()], seed=0, starting_player=0)
    g.play(max_turns=1)
    assert a.remaining == []


def test_heuristic_agent_does_not_attack_into_a_bigger_blocker() -> None:
    s = Scenario()
    s.use_agent("Alice", HeuristicAgent())
    s.battlefield("Alice", GRIZZLY, NETTLE_SWINE)
    s.battlefield("Bob", GIANT_SPIDER)
    s.advance_to(Step.DECLARE_ATTACKERS)
    attackers = [p.name for p in s.game.combat.attackers]
    assert attackers == ["Nettle Swine"]  # the 2/4 Spider would eat the Bears


def test_heuristic_agent_blocks_to_survive() -> None:
    s = Scenario()
    s.use_agent("Bob", HeuristicAgent())
    s.set_life("Bob", 4)
    s.battlefield("Alice", NETTLE_SWINE)
    s.battlefield("Bob", THRABEN_VALIANT)
    s.attack("Nettle Swine")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 4
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]  # chump block


def test_heuristic_agent_makes_safe_blocks() -> None:
    s = Scenario()
    s.use_agent("Bob", HeuristicAgent())
    s.battlefield("Alice", GRIZZLY)
    s.battlefield("Bob", ANGELIC_WALL)
    s.attack("Grizzly Bears")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20


def test_heuristic_agent_plays_land_and_casts_creature() -> None:
    s = Scenario()
    s.use_agent("Alice", HeuristicAgent())
    s.battlefield("Alice", PLAINS)
    s.hand("Alice", PLAINS, THRABEN_VALIANT)
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    assert sorted(s.on_battlefield("Alice")) == ["Plains", "Plains", "Thraben Valiant"]


def test_log_renders_turn_headers_flush_and_events_indented() -> None:
    log = GameLog()
    log.turn = 1
    log.add("turn", "=== Turn 1: Alice ===", player="Alice")
    log.add("cast", "Alice casts Shock targeting Bob", player="Alice")
    assert log.render() == "=== Turn 1: Alice ===\n  Alice casts Shock targeting Bob"
    assert [e.data["player"] for e in log.of_kind("cast")] == ["Alice"]
    assert log.events[1].turn == 1


def _brute_force(pool: dict[str, int], sources: list[str], reqs: list[str], generic: int) -> bool:
    units = [t for t, n in pool.items() for _ in range(n)]
    for choice in itertools.product(*[list(s) for s in sources]):
        mana = units + list(choice)
        # try to satisfy requirements with a matching; small sizes, so brute force over orders
        for perm in itertools.permutations(range(len(mana)), len(reqs)):
            if (
                all(mana[i] in req for i, req in zip(perm, reqs))
                and len(mana) - len(reqs) >= generic
            ):
                return True
    return False


@settings(max_examples=150, deadline=None)
@given(
    pool=st.dictionaries(st.sampled_from("WUBRGC"), st.integers(0, 1), max_size=2),
    sources=st.lists(st.sampled_from(["W", "U", "G", "WU", "RG", "WUBRG"]), max_size=4),
    reqs=st.lists(st.sampled_from(["W", "U", "G", "R", "WU"]), max_size=3),
    generic=st.integers(0, 2),
)
def test_118_3_payment_found_exactly_when_one_exists(pool, sources, reqs, generic) -> None:
    mp = ManaPool()
    for t, n in pool.items():
        mp.add(t, n)
    plan = plan_payment(
        mp, [ManaSource(i, s) for i, s in enumerate(sources)], ManaCostSpec(generic, tuple(reqs))
    )
    assert (plan is not None) == _brute_force(pool, sources, reqs, generic)
