""" "Whenever a source you control deals noncombat damage to an opponent" /
「あなたがコントロールしている発生源が対戦相手１人に戦闘ダメージでないダメージを与えるたび」 (609.7,
120.1, 120.2) on a real card, each language alone: a spell of yours is a source as much as a
permanent."""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, Scenario, Step
from support.compiled import set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_chandras_pyreling_grows_when_a_source_of_yours_burns_an_opponent(lang: str) -> None:
    """チャンドラの紅蓮獣 / Chandra's Pyreling (M21): "Whenever a source you control deals
    noncombat damage to an opponent, Chandra's Pyreling gets +1/+0 and gains double strike
    until end of turn." Shock (a spell, a source Alice controls) to Bob triggers it; Shock to
    Alice herself (no opponent) does not, nor does Bob's Shock to Bob (not Alice's source), nor
    the Pyreling's own combat damage."""
    mountain = set_card("m21", "Mountain")
    shock = set_card("m21", "Shock")
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Chandra's Pyreling", lang), mountain, mountain)
    s.battlefield("Bob", mountain)
    s.hand("Alice", shock, shock)
    s.hand("Bob", shock)
    s.cast("Alice", "Shock", "Alice")
    s.resolve()
    assert s.pt("Chandra's Pyreling") == (1, 3)
    s.cast("Bob", "Shock", "Bob")
    s.resolve()
    assert s.pt("Chandra's Pyreling") == (1, 3)
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    s.resolve()
    assert s.life("Bob") == 16
    assert s.pt("Chandra's Pyreling") == (2, 3)
    assert s.has_keyword("Chandra's Pyreling", Keyword.DOUBLE_STRIKE)
    s.attack("Chandra's Pyreling")
    s.block()
    s.advance_to(Step.END)
    s.resolve()
    assert s.life("Bob") == 12  # double strike: 2 + 2, combat damage adds no trigger
    assert s.pt("Chandra's Pyreling") == (2, 3)
