"""601.3e: a permanent's static ability "You may cast spells as though they had flash." lets its
controller cast any spell at instant speed as long as the permanent is on the battlefield (it
ends when the permanent leaves). Cards compiled by ofuda from text written here in both
languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import card, card_from_text

ORRERY = card_from_text(
    "name: 天球儀 / Test Orrery\ncost: {3}\ntype: アーティファクト / Artifact\n"
    "ja:\n  あなたは呪文を、それが瞬速を持っているかのように唱えてもよい。\n"
    "en:\n  You may cast spells as though they had flash.\n"
)


def test_601_3e_the_permission_lasts_while_the_permanent_is_there() -> None:
    """In Bob's upkeep Alice may cast Thraben Valiant; once the Orrery is gone she may not."""
    s = Scenario(step=Step.UPKEEP, active="Bob")
    s.battlefield("Alice", ORRERY, card("Plains"), card("Plains"))
    s.hand("Alice", card("Thraben Valiant"))

    def may_cast() -> bool:
        return "cast Thraben Valiant" in [a.describe() for a in legal_actions(s.game, s.player("Alice"))]

    assert may_cast()
    s.game.destroy(s.permanent("Test Orrery"))
    assert not may_cast()
