"""701.8: a discard that names the kind of its cards ("discards a creature card", "Discard a
legendary card:") takes only cards of that kind from the hand. As an instruction, a player with
fewer of them discards those they have and no other card (609.3: do as much as possible); as a
cost, it can't be paid without enough of them (601.2h, 602.2b), so the ability can't be
activated (the actions offered leave it out)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Scenario
from ofuda.runtime.engine.casting.actions import ActivateAbility
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import card, card_from_text, lands, set_card

LANGS = ["ja", "en"]

RAVAGER = card_from_text(
    "name: 剥ぎ取り / Test Ravager\ncost: {1}{B}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  対戦相手１人を対象とする。そのプレイヤーはクリーチャー・カード１枚を捨てる。\n"
    "en:\n  Target opponent discards a creature card.\n"
)


def _offers_activation(s: Scenario, who: str, name: str) -> bool:
    return any(
        isinstance(a, ActivateAbility) and a.source.name == name
        for a in legal_actions(s.game, s.player(who))
    )


def test_701_8_an_opponent_discards_a_card_of_the_kind_named() -> None:
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 2))
    s.hand("Alice", RAVAGER)
    s.hand("Bob", card("Thraben Valiant"), *lands("Plains", 2))
    s.cast("Alice", "Test Ravager", "Bob")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]
    assert len(s.player("Bob").hand.objects) == 2  # the lands stay


def test_609_3_with_no_card_of_the_kind_nothing_is_discarded() -> None:
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 2))
    s.hand("Alice", RAVAGER)
    s.hand("Bob", *lands("Plains", 3))
    s.cast("Alice", "Test Ravager", "Bob")
    s.resolve()
    assert s.in_graveyard("Bob") == []
    assert len(s.player("Bob").hand.objects) == 3


@pytest.mark.parametrize("lang", LANGS)
def test_602_2b_niambi_discards_a_legendary_card_to_draw_two(lang: str) -> None:
    """ニャンビ / Niambi, Esteemed Speaker (m21): "{1}{W}{U}, {T}, Discard a legendary card: Draw
    two cards." — a legendary card pays; the other cards of the hand can't."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Niambi, Esteemed Speaker", lang),
                  *lands("Plains", 2), *lands("Island", 1))
    s.library("Alice", *lands("Island", 3))
    s.hand("Alice", card("Thraben Valiant"))
    assert not _offers_activation(s, "Alice", "Niambi, Esteemed Speaker")
    s.hand("Alice", set_card("m21", "Niambi, Esteemed Speaker"))
    assert _offers_activation(s, "Alice", "Niambi, Esteemed Speaker")
    s.script("Alice", Choose(("Niambi, Esteemed Speaker",)))
    s.activate("Alice", "Niambi, Esteemed Speaker")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Niambi, Esteemed Speaker"]
    assert len(s.player("Alice").hand.objects) == 3  # the Valiant and the two cards drawn
