"""712.14 (711.8 in the 2011–18 rules): a transforming double-faced card put onto the battlefield
"transformed" enters with its back face up; 712.14a: a card that isn't one stays in its zone.
The cards are written here and compiled by ofuda (their texts say "return it to the battlefield
transformed under your control")."""

from __future__ import annotations

from ofuda.runtime import Scenario
from support.compiled import card_from_text, set_card

_BACK = (
    "back: 裏面 / Other Side\ncolor: black\ntype: クリーチャー — ゾンビ / Creature — Zombie\n"
    "pt: 4/1\nja:\n  飛行\nen:\n  Flying\n"
)


def _returner(back: str) -> object:
    """A 1/1 whose {0} ability exiles it and returns it transformed; ``back``: its back face."""
    return card_from_text(
        "name: 試作 / Test\ncost: {1}{B}\ntype: クリーチャー — 人間 / Creature — Human\npt: 1/1\n"
        "ja:\n  {0}：試作を追放し、その後、それを変身させた状態であなたのコントロール下で戦場に戻す。\n"
        "en:\n  {0}: Exile Test, then return it to the battlefield transformed under your "
        "control.\n" + back
    )


def test_712_14_a_double_faced_card_enters_with_its_back_face_up() -> None:
    """712.14: the card returns as a new object (400.7) whose back face is up — a 4/1 flying
    Zombie named Other Side, whose mana value is its front face's (712.8e)."""
    s = Scenario()
    old = s.battlefield("Alice", _returner(_BACK))[0]
    s.activate("Alice", "Test")
    s.resolve()
    back = s.permanent("Other Side")
    assert back is not old and back.back_up
    assert s.pt("Other Side") == (4, 1)
    assert s.has_keyword("Other Side", "flying")
    assert back.mana_value == 2
    assert "Test" not in s.on_battlefield("Alice")


def test_712_14a_a_card_with_one_face_stays_in_its_zone() -> None:
    """712.14a: the same instruction on a card with one face: it is exiled and stays there."""
    s = Scenario()
    s.battlefield("Alice", _returner(""))
    s.activate("Alice", "Test")
    s.resolve()
    assert "Test" not in s.on_battlefield("Alice")
    assert "Test" in s.in_exile()


def test_712_14_a_card_entering_front_face_up_is_unchanged() -> None:
    """Without "transformed" the card returns front face up (712.8a)."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Gatstaf Shepherd"))
    assert not s.permanent("Gatstaf Shepherd").back_up
