"""509.1b: restrictions on which creatures may block an attacker ("can't be blocked except by
creatures with flying", ``CanBeBlockedOnlyBy``) and on how many may block it together ("can't
be blocked by more than one creature", "except by two or more creatures", ``BlockersLimit``;
the latter is the rule of menace, 702.111b, given by an effect: no keyword is granted). Not
blocking such an attacker at all is always legal."""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    BlockersLimit,
    CanBeBlockedOnlyBy,
    IllegalActionError,
    Keyword,
    ObjectFilter,
    Scenario,
    ScriptError,
    Step,
    ThisPermanent,
)
from support.kit import creature, static

BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
WOLF = creature("Wolf", "{1}{G}", 2, 2, "Wolf")
BIRD = creature("Bird", "{U}", 1, 1, "Bird", keywords=(Keyword.FLYING,))


def combat(alice: tuple, bob: tuple) -> Scenario:  # type: ignore[type-arg]
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", *alice)
    s.battlefield("Bob", *bob)
    return s


def test_only_creatures_matching_the_kind_can_block() -> None:
    spirit = creature(
        "Spirit",
        "{1}{G}",
        2,
        2,
        "Spirit",
        abilities=(
            static(CanBeBlockedOnlyBy(ThisPermanent(), ObjectFilter(keywords=(Keyword.FLYING,)))),
        ),
    )
    s = combat((spirit,), (BEAR, BIRD))
    s.attack("Spirit")
    with pytest.raises(ScriptError):
        s.block(("Bear", "Spirit"))
    s = combat((spirit,), (BEAR, BIRD))
    s.attack("Spirit")
    s.block(("Bird", "Spirit"))
    assert s.permanent("Spirit").blocked


def test_at_least_two_blockers_without_the_menace_keyword() -> None:
    outlaw = creature(
        "Outlaw",
        "{R}",
        3,
        3,
        "Werewolf",
        abilities=(static(BlockersLimit(ThisPermanent(), at_least=2)),),
    )
    s = combat((outlaw,), (BEAR, WOLF))
    s.attack("Outlaw")
    assert Keyword.MENACE not in s.permanent("Outlaw").keywords
    with pytest.raises(IllegalActionError, match="2 or more"):
        s.block(("Bear", "Outlaw"))
    s = combat((outlaw,), (BEAR, WOLF))
    s.attack("Outlaw")
    s.block(("Bear", "Outlaw"), ("Wolf", "Outlaw"))
    assert len(s.permanent("Outlaw").blockers) == 2


def test_at_most_one_blocker() -> None:
    boar = creature(
        "Boar", "{G}", 4, 3, "Boar", abilities=(static(BlockersLimit(ThisPermanent(), at_most=1)),)
    )
    s = combat((boar,), (BEAR, WOLF))
    s.attack("Boar")
    with pytest.raises(IllegalActionError, match="more than 1"):
        s.block(("Bear", "Boar"), ("Wolf", "Boar"))
    s = combat((boar,), (BEAR, WOLF))
    s.attack("Boar")
    s.block()
    assert not s.permanent("Boar").blocked
