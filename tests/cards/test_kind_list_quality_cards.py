"""Scenario tests of a quality after a list of kinds (compiler/ir/kind_lists.py), each card in
each language alone: Vivien Reid's "target artifact, enchantment, or creature with flying" (the
keyword describes the creature only, as the Japanese 「…か飛行を持つクリーチャー１体」 says) and
Eliminate's "target creature or planeswalker with converted mana cost 3 or less" (the mana value
describes both, 「点数で見たマナ・コストが３以下の、クリーチャー１体かプレインズウォーカー１体」);
and Vivien Reid's emblem, a list of keywords granted at once (613.1f)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, Scenario, ScriptError
from support.compiled import card, set_card

LANGS = ("ja", "en")


def _vivien(lang: str) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Vivien Reid", lang))
    s.battlefield("Bob", card("Vanguard's Shield"), card("Seraph of Dawn"), card("Thraben Valiant"))
    return s


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("target", ["Vanguard's Shield", "Seraph of Dawn"])
def test_vivien_reid_destroys_any_artifact_or_a_creature_with_flying(lang: str, target: str) -> None:
    """−3: an artifact without flying is a legal target, as is a creature with flying."""
    s = _vivien(lang)
    s.activate("Alice", "Vivien Reid", target, index=1)
    s.resolve()
    assert target in s.in_graveyard("Bob")


@pytest.mark.parametrize("lang", LANGS)
def test_vivien_reid_cannot_target_a_creature_without_flying(lang: str) -> None:
    s = _vivien(lang)
    with pytest.raises(ScriptError, match="the choices are: Vanguard's Shield, Seraph of Dawn$"):
        s.activate("Alice", "Vivien Reid", "Thraben Valiant", index=1)


@pytest.mark.parametrize("lang", LANGS)
def test_vivien_reid_emblem_grants_every_listed_keyword(lang: str) -> None:
    """−8: "Creatures you control get +2/+2 and have vigilance, trample, and indestructible.\""""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Vivien Reid", lang), card("Thraben Valiant"))
    s.counters("Vivien Reid", "loyalty", 8)
    s.activate("Alice", "Vivien Reid", index=2)
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)
    for keyword in (Keyword.VIGILANCE, Keyword.TRAMPLE, Keyword.INDESTRUCTIBLE):
        assert s.has_keyword("Thraben Valiant", keyword)


@pytest.mark.parametrize("lang", LANGS)
def test_eliminate_reads_the_mana_value_of_either_kind(lang: str) -> None:
    """A creature of mana value 1 can be destroyed; a creature or planeswalker of mana value 4
    (Seraph of Dawn, Tamiyo) cannot be targeted."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 2)
    s.battlefield("Bob", card("Thraben Valiant"), card("Seraph of Dawn"), card("Tamiyo, the Moon Sage"))
    eliminate = set_card("m21", "Eliminate", lang)
    s.hand("Alice", eliminate, eliminate)
    for too_costly in ("Seraph of Dawn", "Tamiyo, the Moon Sage"):
        with pytest.raises(ScriptError, match="the choices are: Thraben Valiant$"):
            s.cast("Alice", "Eliminate", too_costly)
    s.cast("Alice", "Eliminate", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" in s.in_graveyard("Bob")
