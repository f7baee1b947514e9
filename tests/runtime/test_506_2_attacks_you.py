"""506.2, 508.3a: "Whenever a creature attacks you or a planeswalker you control"
(``Attacks.defending``): an attacker declared at the ability's controller, or at a planeswalker
they control, triggers it; one attacking another player does not. ``AttackedBy``'s runtime
("the player or planeswalker it's attacking") is what the attacker attacks."""

from __future__ import annotations

from typing import Any

from ofuda.runtime import Attack, CardType, Controller, ObjectFilter, Scenario, Step
from ofuda.runtime.statics_triggers import Attacks
from support.kit import card, creature, triggered

CREATURES = ObjectFilter(card_types=(CardType.CREATURE,))
SEEN: list[Any] = []


def _record(ctx: Any) -> None:
    SEEN.append(ctx.triggering_object())


WARD = card(
    "Ward", "{1}", CardType.ENCHANTMENT,
    abilities=(triggered(Attacks(CREATURES, Controller.YOU), _record),),
)
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
WALKER = card("Walker", "{2}{U}", CardType.PLANESWALKER, subtypes=("Tamiyo",), loyalty=4)


def test_506_2_an_attacker_at_you_triggers() -> None:
    SEEN.clear()
    s = Scenario(active="Bob")
    s.battlefield("Alice", WARD)
    s.battlefield("Bob", BEAR)
    s.attack("Bear")
    s.resolve()
    assert SEEN == [s.permanent("Bear")]


def test_506_2_an_attacker_at_your_planeswalker_triggers() -> None:
    SEEN.clear()
    s = Scenario(active="Bob")
    s.battlefield("Alice", WARD, WALKER)
    s.battlefield("Bob", BEAR)
    s.script("Bob", Attack((("Bear", "Walker"),)))
    s.advance_to(Step.DECLARE_ATTACKERS)
    s.resolve()
    assert SEEN == [s.permanent("Bear")]


def test_506_2_your_own_attacker_at_an_opponent_does_not_trigger() -> None:
    SEEN.clear()
    s = Scenario()
    s.battlefield("Alice", WARD, BEAR)
    s.attack("Bear")
    s.resolve()
    assert SEEN == []
    assert s.permanent("Bear").attacking is s.player("Bob")
