"""608.2d: a choice an instruction gives a player is made as it resolves — "gains your choice
of A or B" (Alchemist's Gift, Shifting Ceratops): the controller of the resolving spell or
ability chooses one of the keywords then (not as it is cast), only the keyword chosen is
gained (613.1f), and nothing is chosen when nothing is left to gain it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
import pytest
from ofuda.runtime import Option, Scenario
from ofuda.runtime.definitions import Keyword
from ofuda.runtime.engine.errors import ScriptError
from support.compiled import card, card_from_text

GIFT = card_from_text(
    "name: 贈り物 / Test Gift\ncost: {B}\ntype: インスタント / Instant\n"
    "ja:\n  クリーチャー１体を対象とする。ターン終了時まで、それは飛行か先制攻撃のうちあなたが選んだ一方を得る。\n"
    "en:\n  Target creature gains your choice of flying or first strike until end of turn.\n"
)


def _cast_on_bobs_creature(s: Scenario) -> None:
    s.battlefield("Alice", card("Swamp"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.hand("Alice", GIFT)
    s.cast("Alice", "Test Gift", "Vorstclaw")


def test_608_2d_the_controller_chooses_as_the_spell_resolves() -> None:
    """Alice's choice, scripted only after the spell is cast (nothing is asked while casting),
    gives Bob's Vorstclaw first strike and not flying."""
    s = Scenario()
    _cast_on_bobs_creature(s)
    s.script("Alice", Option(Keyword.FIRST_STRIKE))
    s.resolve()
    assert s.has_keyword("Vorstclaw", "first strike")
    assert not s.has_keyword("Vorstclaw", "flying")
    assert "Alice chooses first strike" in s.log_text()


def test_608_2d_a_choice_not_offered_is_refused() -> None:
    """Only one of the keywords printed can be chosen."""
    s = Scenario()
    _cast_on_bobs_creature(s)
    s.script("Alice", Option(Keyword.HASTE))
    with pytest.raises(ScriptError):
        s.resolve()


def test_608_2d_no_choice_when_nothing_is_left_to_gain_it() -> None:
    """The target is gone as the spell would resolve (608.2b): no choice is asked."""
    s = Scenario()
    _cast_on_bobs_creature(s)
    s.game.destroy(s.permanent("Vorstclaw"))
    s.resolve()
    assert "chooses" not in s.log_text()
