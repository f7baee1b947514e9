"""The later sets' ratchet (set_ratchet.py): each set's list of compiling cards, held to the
truth both ways."""

from __future__ import annotations

import pytest
from set_ratchet import SETS, compiled, listed


@pytest.mark.parametrize("set_code", SETS)
def test_listed_cards_compile_and_compiling_cards_are_listed(set_code: str) -> None:
    ok, errors = compiled(set_code)
    was = set(listed(set_code))
    broken = {stem: errors.get(stem, ["the card file is gone"]) for stem in sorted(was - ok)}
    assert not broken, f"listed cards of {set_code} that no longer compile: {broken}"
    unlisted = sorted(ok - was)
    assert not unlisted, (
        f"these cards of {set_code} now compile; run tests/compiler/set_ratchet.py: {unlisted}"
    )
