"""603.3c: the controller of a modal triggered ability chooses its mode as it is put on the
stack; a mode whose targets can't be chosen can't be chosen, and if no mode can be chosen the
ability is removed from the stack."""

from __future__ import annotations

from ofuda.runtime import Modes, Scenario, Targets
from support.compiled import card, card_from_text, set_card

TWO_TARGETED_MODES = """name: 試作 / Test
cost: {G}
type: クリーチャー — 猪 / Creature — Boar
pt: 2/2
ja:
  試作が戦場に出たとき、以下から１つを選ぶ。
  • アーティファクト１つを対象とし、それを破壊する。
  • エンチャント１つを対象とし、それを破壊する。
en:
  When Test enters the battlefield, choose one —
  • Destroy target artifact.
  • Destroy target enchantment.
"""


def test_603_3c_no_mode_can_be_chosen_so_the_ability_is_removed() -> None:
    """Neither an artifact nor an enchantment to target: no mode can be chosen, nothing goes on
    the stack (and nobody is asked for a mode)."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Forest"))
    s.hand("Alice", card_from_text(TWO_TARGETED_MODES))
    s.cast("Alice", "Test")
    s.resolve()
    assert "Test" in s.on_battlefield("Alice")
    assert s.on_stack() == []
    assert "no mode can be chosen" in s.log_text()


def test_603_3c_the_mode_is_chosen_before_its_targets() -> None:
    """The mode is chosen first, then the chosen mode's target: the other mode's kind of object
    is not asked for, and only the chosen mode happens."""
    s = Scenario()
    s.battlefield("Bob", card("Angelic Armaments"))  # an Equipment: an artifact
    s.battlefield("Alice", set_card("m19", "Forest"))
    s.hand("Alice", card_from_text(TWO_TARGETED_MODES))
    s.script("Alice", Modes((0,)), Targets(("Angelic Armaments",)))
    s.cast("Alice", "Test")
    s.resolve()
    assert "Angelic Armaments" in s.in_graveyard("Bob")
