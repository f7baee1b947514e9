"""702.11c, 702.18a: a player with hexproof can't be the target of spells or abilities their
opponents control; a player with shroud can't be the target of any. The permanent's static
ability gives its controller the keyword as long as it is on the battlefield. Cards compiled by
ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import IllegalActionError, RulesError, Scenario
from ofuda.runtime.definitions import PlayerFilter, TargetSpec
from ofuda.runtime.engine.objects.targets import candidates_for
from support.compiled import card, card_from_text, set_card


def _ward(keyword_ja: str, keyword_en: str) -> object:
    return card_from_text(
        f"name: 護符 / Test {keyword_en.title()} Charm\ncost: {{2}}\ntype: アーティファクト / Artifact\n"
        f"ja:\n  あなたは{keyword_ja}を持つ。\nen:\n  You have {keyword_en}.\n"
    )


HEXPROOF = _ward("呪禁", "hexproof")
SHROUD = _ward("被覆", "shroud")
ANY_PLAYER = TargetSpec(players=PlayerFilter())


def _targetable(s: Scenario, by: str) -> list[str]:
    player = s.player(by)
    return [p.name for p in candidates_for(s.game, ANY_PLAYER, player, None)]


def test_702_11c_hexproof_stops_opponents_only() -> None:
    s = Scenario()
    s.battlefield("Alice", HEXPROOF)
    assert _targetable(s, "Bob") == ["Bob"]
    assert _targetable(s, "Alice") == ["Alice", "Bob"]


def test_702_18a_shroud_stops_everyone() -> None:
    s = Scenario()
    s.battlefield("Alice", SHROUD)
    assert _targetable(s, "Bob") == ["Bob"]
    assert _targetable(s, "Alice") == ["Bob"]


def test_702_11c_the_keyword_ends_when_the_permanent_leaves() -> None:
    """Bob's Shock can't target Alice while the charm is there; once it is destroyed it can."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", HEXPROOF)
    s.battlefield("Bob", card("Mountain"))
    s.hand("Bob", set_card("m19", "Shock"))
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Bob", "Shock", "Alice")
    s.game.destroy(s.permanent("Test Hexproof Charm"))
    s.cast("Bob", "Shock", "Alice")
    s.resolve()
    assert s.life("Alice") == 18
