"""The object paid for a cost, named by the effect (601.2h, 608.2h): "the sacrificed creature" /
「生け贄に捧げたクリーチャー」, "the exiled card" / 「その追放されたカード」, on real cards."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_disciple_of_griselbrand_gains_the_last_known_toughness(lang: str) -> None:
    """グリセルブランドの信奉者 / Disciple of Griselbrand (ISD): 「{1}, クリーチャーを１体生け贄に
    捧げる：あなたは生け贄に捧げたクリーチャーのタフネスに等しい点数のライフを得る。」 / "{1},
    Sacrifice a creature: You gain life equal to the sacrificed creature's toughness."
    Ruling: the toughness of the creature as it last existed on the battlefield (a +1/+1
    counter counts), not its toughness in the graveyard."""
    disciple = set_card("isd", "Disciple of Griselbrand", lang)
    corpse = set_card("m19", "Walking Corpse")
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", disciple, corpse, swamp)
    s.counters("Walking Corpse", "+1/+1", 2)
    s.script("Alice", Choose(("Walking Corpse",)))
    s.activate("Alice", "Disciple of Griselbrand")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Walking Corpse"]
    assert s.life("Alice") == 20 + 4


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_thud_deals_the_sacrificed_creatures_last_known_power(lang: str) -> None:
    """ドスン / Thud (M19): 「…ドスンはそれに、その生け贄に捧げたクリーチャーのパワーに等しい
    点数のダメージを与える。」 / "Thud deals damage equal to the sacrificed creature's power to
    any target." Ruling: its last known existence on the battlefield gives the power."""
    thud = set_card("m19", "Thud", lang)
    corpse = set_card("m19", "Walking Corpse")
    mountain = set_card("m19", "Mountain")
    s = Scenario()
    s.battlefield("Alice", corpse, *[mountain] * 2)
    s.counters("Walking Corpse", "+1/+1", 1)
    s.hand("Alice", thud)
    s.script("Alice", Choose(("Walking Corpse",)))
    s.cast("Alice", "Thud", "Bob")
    s.resolve()
    assert s.life("Bob") == 20 - 3
    assert "Walking Corpse" in s.in_graveyard("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_corpse_lunge_reads_the_exiled_cards_power(lang: str) -> None:
    """死体の突進 / Corpse Lunge (ISD): 「…死体の突進はそれに、その追放されたカードのパワーに等しい
    点数のダメージを与える。」 / "Corpse Lunge deals damage equal to the exiled card's power to
    target creature." The exiled card's power in exile: Boneyard Wurm's ability works there too
    (604.3), counting the creature cards left in its owner's graveyard."""
    lunge = set_card("isd", "Corpse Lunge", lang)
    wurm = set_card("isd", "Boneyard Wurm", "en")
    corpse = set_card("m19", "Walking Corpse")
    giant = set_card("m19", "Bogstomper")
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.graveyard("Alice", wurm, corpse, corpse, corpse)
    s.battlefield("Alice", *[swamp] * 3)
    s.battlefield("Bob", giant)
    s.hand("Alice", lunge)
    s.script("Alice", Choose(("Boneyard Wurm",)))
    s.cast("Alice", "Corpse Lunge", "Bogstomper")
    s.resolve()
    assert s.in_exile() == ["Boneyard Wurm"]
    assert s.permanent("Bogstomper").damage == 3
