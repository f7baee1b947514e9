"""611.3b: a static ability's condition is checked continuously. Named CARDNAME, it is the
permanent's own state whatever its statement affects (SourceMatches); "enchanted" / "equipped"
(303.4, 301.5) is an Aura / an Equipment attached to the object; "Otherwise," is the negation."""

from __future__ import annotations

from ofuda.runtime import Keyword, Scenario
from support.compiled import card_from_text

WATCHER = card_from_text(
    "name: Watcher\ncost: {W}\ntype: Creature — Human\npt: 1/1\n"
    "en:\n  As long as Watcher is untapped, other creatures you control get +1/+1.\n"
)
BEAR = card_from_text("name: Bear\ncost: {G}\ntype: Creature — Bear\npt: 2/2\nen:\n  Vigilance\n")
KNIGHT = card_from_text(
    "name: Knight\ncost: {W}\ntype: Creature — Human\npt: 1/1\n"
    "en:\n  As long as Knight is equipped, it gets +2/+2.\n  As long as Knight is enchanted, it has flying.\n"
)
SWORD = card_from_text(
    "name: Sword\ncost: {1}\ntype: Artifact — Equipment\nen:\n  Equipped creature gets +1/+0.\n  Equip {1}\n"
)


def test_the_source_state_conditions_a_statement_about_other_creatures() -> None:
    s = Scenario()
    s.battlefield("Alice", WATCHER, BEAR)
    assert s.pt("Bear") == (3, 3) and s.pt("Watcher") == (1, 1)
    s.game.tap(s.permanent("Watcher"))
    assert s.pt("Bear") == (2, 2)


def test_equipped_is_an_equipment_attached() -> None:
    s = Scenario()
    s.battlefield("Alice", KNIGHT, SWORD)
    assert s.pt("Knight") == (1, 1)
    s.attach("Sword", "Knight")
    assert s.pt("Knight") == (4, 3)  # +1/+0 of the Sword, +2/+2 while equipped
    assert not s.has_keyword("Knight", Keyword.FLYING)  # an Equipment is not an Aura
