"""Ability words (207.2c) on real cards, each language alone: the labelled ability plays as
written, the word adding nothing — ホロウヘンジのゴミあさり / Hollowhenge Scavenger (morbid,
ISD), ガヴォニーの鉄大工 / Gavony Ironwright (fateful hour, DKA)."""

from __future__ import annotations

import pytest
from ofuda.compiler.ir.ability_words import AbilityWord
from ofuda.compiler.pipeline import compile_file
from ofuda.runtime import Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_hollowhenge_scavenger_gains_five_life_only_if_a_creature_died(lang: str) -> None:
    """「陰鬱 ― …戦場に出たとき、このターンいずれかのクリーチャーが死亡していた場合、あなたは
    ５点のライフを得る。」 / "Morbid — When … enters the battlefield, if a creature died this
    turn, you gain 5 life." """
    scavenger = set_card("isd", "Hollowhenge Scavenger", lang)
    corpse = set_card("m19", "Walking Corpse")
    forest = set_card("m19", "Forest")
    s = Scenario()
    s.battlefield("Alice", *[forest] * 5)
    s.hand("Alice", scavenger)
    s.cast("Alice", "Hollowhenge Scavenger")
    s.resolve()
    assert s.life("Alice") == 20  # no creature died this turn
    s = Scenario()
    s.battlefield("Alice", *[forest] * 5)
    s.battlefield("Bob", corpse)
    s.game.move(s.permanent("Walking Corpse"), "graveyard")  # dies
    s.hand("Alice", scavenger)
    s.cast("Alice", "Hollowhenge Scavenger")
    s.resolve()
    assert s.life("Alice") == 25


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_gavony_ironwright_pumps_the_others_at_five_life_or_less(lang: str) -> None:
    """「窮地 ― あなたのライフが５点以下であるかぎり、あなたがコントロールする他のクリーチャーは
    ＋１/＋４の修整を受ける。」 / "Fateful hour — As long as you have 5 or less life, other
    creatures you control get +1/+4." """
    ironwright = set_card("dka", "Gavony Ironwright", lang)
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", ironwright, corpse)
    assert s.pt("Walking Corpse") == (2, 2)
    s.set_life("Alice", 5)
    assert s.pt("Walking Corpse") == (3, 6) and s.pt("Gavony Ironwright") == (1, 4)


def test_the_cards_keep_their_ability_words() -> None:
    """The label is on the IR (for render), the same in both languages."""
    for path, word in [
        ("cards_src/isd/188-hollowhenge-scavenger.card", AbilityWord.MORBID),
        ("cards_src/dka/009-gavony-ironwright.card", AbilityWord.FATEFUL_HOUR),
    ]:
        compiled = compile_file(path)
        assert compiled.ok and compiled.card is not None
        assert [a.ability_word for a in compiled.card.abilities] == [word]
