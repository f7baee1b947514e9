"""603.12: a reflexive triggered ability ("When you do, …") triggers on the instruction before
it being done, during the resolution of the ability that holds it; like any triggered ability
it is put on the stack the next time a player would receive priority (603.3), after that
ability has finished resolving, and its targets are chosen then."""

from __future__ import annotations

from ofuda.runtime import May, Scenario, Targets
from support.compiled import set_card


def test_603_12_reflexive_ability_goes_on_the_stack_after_its_ability_resolves() -> None:
    """電光吠えのドラゴン / Sparktongue Dragon: the payment is made as the enters trigger
    resolves; the reflexive ability is then a stack object of its own, targeting as it is put
    there, and deals its damage when it resolves."""
    mountain = set_card("m19", "Mountain")
    s = Scenario()
    s.battlefield("Alice", *[mountain] * 8)
    s.hand("Alice", set_card("m19", "Sparktongue Dragon"))
    s.script("Alice", May(True), Targets(("Bob",)))
    s.cast("Alice", "Sparktongue Dragon")
    s.resolve()
    log = s.log_text()
    paid = log.index("pays {2}{R}")
    put = log.index("targeting Bob")
    assert paid < put, log
    assert log.count("Sparktongue Dragon's triggered ability resolves") == 2, log
    assert s.life("Bob") == 17
