"""Redirection effects (614.9), compiled from text: the damage goes to another player or
object with the same source; each replacement applies to an event once (614.5), so two
redirections can't loop; a redirection to an object that can't be dealt damage does nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario
from support.compiled import card, card_from_text
from support.extra_cards import PARIAH

MARTYR_WALL = card_from_text(
    "name: 試作の壁 / Test Wall\ntype: クリーチャー — 壁 / Creature — Wall\npt: 0/4\n"
    "ja:\n  試作の壁に与えられるすべてのダメージは、代わりにあなたに与えられる。\n"
    "en:\n  All damage that would be dealt to Test Wall is dealt to you instead.\n"
)
HARNESS = card_from_text(
    "name: 試作の装備品 / Test Harness\ncost: {1}\n"
    "type: アーティファクト — 装備品 / Artifact — Equipment\n"
    "ja:\n  あなたに与えられるすべてのダメージは、代わりに装備しているクリーチャーに与えられる。\n"
    "en:\n  All damage that would be dealt to you is dealt to equipped creature instead.\n"
)


def _pillar(target: str, *alice: object, attach: tuple[str, str] | None = None) -> Scenario:
    s = Scenario(active="Bob")
    s.battlefield("Alice", *alice)  # type: ignore[arg-type]
    if attach is not None:
        s.attach(*attach)
    s.battlefield("Bob", card("Mountain"))
    s.hand("Bob", card("Pillar of Flame"))
    s.cast("Bob", "Pillar of Flame", target)
    s.resolve()
    return s


def test_614_9_redirection_from_the_permanent_to_you() -> None:
    """"All damage that would be dealt to CARDNAME is dealt to you instead": Pillar of Flame
    targets the Wall, Alice is dealt the 2 damage."""
    s = _pillar("Test Wall", MARTYR_WALL)
    assert s.life("Alice") == 18
    assert s.permanent("Test Wall").damage == 0


def test_614_5_two_redirections_dont_loop() -> None:
    """Pariah on the Wall: damage to Alice goes to the Wall (Pariah), then back to Alice (the
    Wall's ability); Pariah has already applied to this event (614.5), so Alice is dealt it.
    Damage to the Wall goes to Alice, then to the Wall, and stays there."""
    s = _pillar("Alice", MARTYR_WALL, PARIAH, attach=("Pariah", "Test Wall"))
    assert s.life("Alice") == 18
    assert s.permanent("Test Wall").damage == 0
    t = _pillar("Test Wall", MARTYR_WALL, PARIAH, attach=("Pariah", "Test Wall"))
    assert t.life("Alice") == 20
    assert t.permanent("Test Wall").damage == 2


def test_614_9_no_redirection_to_a_creature_that_isnt_there() -> None:
    """An Equipment's "…is dealt to equipped creature instead" while it is attached to nothing
    does nothing (614.9): Alice is dealt the damage; attached, the creature is."""
    s = _pillar("Alice", HARNESS, card("Midvast Protector"))
    assert s.life("Alice") == 18
    t = _pillar(
        "Alice", HARNESS, card("Midvast Protector"),
        attach=("Test Harness", "Midvast Protector"),
    )
    assert t.life("Alice") == 20
    assert t.permanent("Midvast Protector").damage == 2
