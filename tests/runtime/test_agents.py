"""Agents answer every question the engine asks, legally: random, heuristic and scripted."""

from __future__ import annotations

import random

from ofuda.runtime import (
    CardType,
    DivideRequest,
    HeuristicAgent,
    ModeRequest,
    ObjectFilter,
    RandomAgent,
    Scenario,
    TargetSpec,
    XRequest,
)
from support.kit import creature, sorcery
from support.slice_cards import SWAMP

BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")


def test_heuristic_agent_targets_a_card_in_a_graveyard() -> None:
    raise_ = sorcery(
        "Raise",
        "{B}",
        lambda ctx: ctx.put_into_hand(ctx.target(0)),
        TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,)), zone="graveyard"),
    )
    s = Scenario()
    s.use_agent("Alice", HeuristicAgent())
    s.battlefield("Alice", SWAMP)
    s.graveyard("Alice", BEAR)
    s.hand("Alice", raise_)
    from ofuda.runtime.engine.casting.spells import cast_spell

    cast_spell(s.game, s.player("Alice"), s.player("Alice").hand.objects[0])
    s.resolve()
    assert s.in_hand("Alice") == ["Bear"]


def test_random_agent_answers_modes_x_and_divisions_legally() -> None:
    s = Scenario()
    agent = RandomAgent(random.Random(3))
    alice = s.player("Alice")
    for _ in range(50):
        modes = agent.choose_modes(s.game, alice, ModeRequest(None, (1, 2, 3), 1, 3, (0, 2)))
        assert 1 <= len(modes) <= 2 and set(modes) <= {0, 2}
        x = agent.choose_x(s.game, alice, XRequest(None, 4))
        assert 0 <= x <= 4
        split = agent.divide(s.game, alice, DivideRequest(None, 4, ("a", "b", "c"), minimum_each=1))
        assert sum(split.values()) == 4 and min(split.values()) >= 1


def test_heuristic_agent_pairs_with_the_best_partner_and_keeps_the_best_legend() -> None:
    s = Scenario()
    agent = HeuristicAgent()
    small, big = s.battlefield(
        "Alice", creature("Small", "{G}", 1, 1, "Elf"), creature("Big", "{4}{G}", 5, 5, "Beast")
    )
    assert agent.choose_pair_partner(s.game, s.player("Alice"), None, [small, big]) is big
    assert agent.choose_permanents(
        s.game, s.player("Alice"), [small, big], 1, "keep (legend rule)"
    ) == [big]
    assert agent.choose_permanents(s.game, s.player("Alice"), [small, big], 1, "sacrifice") == [
        small
    ]


def test_scripted_agent_defaults_for_optional_questions() -> None:
    s = Scenario()
    a = s.agent("Alice")
    alice = s.player("Alice")
    assert a.choose_may(s.game, alice, BEAR) is True
    assert a.reveal_miracle(s.game, alice, BEAR) is False
    assert a.choose_x(s.game, alice, XRequest(BEAR, 3)) == 3
