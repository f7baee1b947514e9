"""The check lands of Innistrad: "CARDNAME enters the battlefield tapped unless you control a
Mountain or a Plains." / 「…は、あなたが山か平地をコントロールしていないかぎり、タップ状態で戦場
に出る。」 — a replacement effect that applies only if its condition holds as the land would
enter (614.12), each language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card

LANGS = ["ja", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_clifftop_retreat_enters_tapped_without_a_mountain_or_plains(lang: str) -> None:
    """断崖の避難所 / Clifftop Retreat (ISD): Alice controls only an Island (and Bob a Mountain,
    which is not hers): it enters tapped."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Island"))
    s.battlefield("Bob", set_card("isd", "Mountain"))
    s.hand("Alice", set_card("isd", "Clifftop Retreat", lang))
    land = s.play_land("Alice", "Clifftop Retreat")
    assert land.tapped


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("basic", ["Mountain", "Plains"])
def test_clifftop_retreat_enters_untapped_with_either_basic(lang: str, basic: str) -> None:
    """断崖の避難所 / Clifftop Retreat (ISD): with a Mountain or with a Plains under Alice's
    control, it enters untapped and taps for mana at once."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", basic))
    s.hand("Alice", set_card("isd", "Clifftop Retreat", lang))
    land = s.play_land("Alice", "Clifftop Retreat")
    assert not land.tapped


@pytest.mark.parametrize("lang", LANGS)
def test_woodland_cemetery_does_not_count_another_check_land(lang: str) -> None:
    """森林の墓地 / Woodland Cemetery (ISD) "… unless you control a Swamp or a Forest": a
    Clifftop Retreat (no land type) is no Swamp or Forest, so it enters tapped."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Clifftop Retreat"))
    s.hand("Alice", set_card("isd", "Woodland Cemetery", lang))
    land = s.play_land("Alice", "Woodland Cemetery")
    assert land.tapped
