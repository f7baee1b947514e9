"""Equipment that makes its own bearer: "When Ancestral Blade enters the battlefield, create a
1/1 white Soldier creature token, then attach Ancestral Blade to it." / 「…トークンを１体生成し、
その後祖先の刃をそれにつける。」 (701.3), each language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card

LANGS = ["ja", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_ancestral_blade_equips_the_soldier_it_creates(lang: str) -> None:
    """祖先の刃 / Ancestral Blade (M20): the Soldier token enters and the Blade is attached to
    it — a 2/2 with "equipped creature gets +1/+1"."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m20", "Plains")] * 2)
    s.hand("Alice", set_card("m20", "Ancestral Blade", lang))
    s.cast("Alice", "Ancestral Blade")
    s.resolve()
    blade = s.permanent("Ancestral Blade")
    token = blade.attached_to
    assert token is not None and token.is_token and token.name.startswith("Soldier")
    assert s.pt(token.name) == (2, 2)


@pytest.mark.parametrize("lang", LANGS)
def test_mask_of_immolation_attaches_to_its_elemental(lang: str) -> None:
    """供犠の仮面 / Mask of Immolation (M20): the Mask is attached to the red Elemental token it
    creates, not to itself nor to another creature."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m20", "Mountain")] * 2)
    s.hand("Alice", set_card("m20", "Mask of Immolation", lang))
    s.cast("Alice", "Mask of Immolation")
    s.resolve()
    mask = s.permanent("Mask of Immolation")
    token = mask.attached_to
    assert token is not None and token.is_token and token.name.startswith("Elemental")
