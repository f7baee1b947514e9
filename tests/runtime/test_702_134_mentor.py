"""702.134a mentor: "Whenever this creature attacks, put a +1/+1 counter on target attacking
creature with lesser power." A creature of equal or greater power, or one not attacking, can't
be its target; with no legal target the ability is removed from the stack (603.3d)."""

from __future__ import annotations

from ofuda.runtime import Keyword, Scenario
from ofuda.runtime.agents.scripted import Targets
from ofuda.runtime.engine.objects.game_objects import PLUS_ONE
from support.kit import creature

DROPPER = creature("Dropper", "{2}{R}{W}", 3, 2, "Giant", "Soldier", keywords=(Keyword.MENTOR,))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
OGRE = creature("Ogre", "{2}{R}", 3, 3, "Ogre")
ELF = creature("Elf", "{G}", 1, 1, "Elf")


def test_702_134a_a_counter_on_an_attacker_with_lesser_power() -> None:
    s = Scenario()
    s.battlefield("Alice", DROPPER, BEAR, OGRE, ELF)
    s.script("Alice", Targets(("Bear",)))
    s.attack("Dropper", "Bear", "Ogre")
    s.resolve()
    assert s.permanent("Bear").counters.get(PLUS_ONE) == 1 and s.pt("Bear") == (3, 3)
    assert s.pt("Ogre") == (3, 3) and s.pt("Elf") == (1, 1)


def test_702_134a_equal_power_or_not_attacking_is_no_legal_target() -> None:
    s = Scenario()
    s.battlefield("Alice", DROPPER, OGRE, ELF)
    s.attack("Dropper", "Ogre")  # the Elf has lesser power but isn't attacking
    s.resolve()
    assert s.pt("Ogre") == (3, 3) and s.pt("Elf") == (1, 1)
    assert not s.game.stack.objects
