"""A static ability's condition on its own object (611.3b): "as long as it's untapped" /
「…がアンタップ状態であるかぎり」, "as long as it's tapped" (701.26), "as long as it has defender"
/ 「…が防衛を持つかぎり」 (702.1), beside "as long as it's attacking"; and "During your turn," /
「あなたのターンであるかぎり、」. Each row compiles in both languages to one IR (asserted) and
renders back; a condition on its own object with a statement about another object is refused."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import Keyword, Scenario
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import ObjectFilter
from support.compiled import card, card_from_text
from support.texts import bilingual_card, codes

ROWS = [
    ("試作がアンタップ状態であるかぎり、これは呪禁を持つ。", "Test has hexproof as long as it's untapped.",
     rt.AffectedMatches(ObjectFilter(tapped=False))),
    ("試作がタップ状態であるかぎり、これは＋１/＋１の修整を受ける。", "Test gets +1/+1 as long as it's tapped.",
     rt.AffectedMatches(ObjectFilter(tapped=True))),
    ("試作が防衛を持つかぎり、これは破壊不能を持つ。", "Test has indestructible as long as it has defender.",
     rt.AffectedMatches(ObjectFilter(keywords=(Keyword.DEFENDER,)))),
    ("あなたのターンであるかぎり、試作は先制攻撃を持つ。", "During your turn, Test has first strike.",
     rt.IsYourTurn()),
]


@pytest.mark.parametrize(("ja", "en", "condition"), ROWS)
def test_a_condition_on_its_own_object(ja: str, en: str, condition: object) -> None:
    test_card = bilingual_card(ja, en, "クリーチャー — 人間 / Creature — Human", "2/2")
    (static,) = test_card.abilities
    assert isinstance(static, ir.StaticAbility) and static.condition == condition
    assert all(isinstance(e.affected, rt.ThisPermanent) for e in static.effects)


def test_the_2012_wording_is_indestructible_reads_the_same() -> None:
    assert codes("Test is indestructible as long as it has defender.", "en", permanent=True) == []


def test_a_condition_on_its_own_object_about_another_object_is_refused() -> None:
    assert "E257" in codes("Creatures you control get +1/+1 as long as it's untapped.", "en", permanent=True)


SENTRY = card_from_text(
    "name: Untapped Sentry\ncost: {1}{W}\ntype: Creature — Human\npt: 2/2\n"
    "en:\n  Untapped Sentry has hexproof as long as it's untapped.\n"
)
SHOCK = card_from_text(
    "name: Shock\ncost: {R}\ntype: Instant\nen:\n  Shock deals 2 damage to any target.\n"
)


def test_hexproof_as_long_as_it_is_untapped_follows_its_state() -> None:
    """Untapped, it has hexproof (702.11: Bob can't target it); tapped, it loses it."""
    s = Scenario()
    s.battlefield("Alice", SENTRY)
    s.battlefield("Bob", card("Mountain"), card("Mountain"))
    assert s.has_keyword("Untapped Sentry", Keyword.HEXPROOF)
    s.game.tap(s.permanent("Untapped Sentry"))
    assert not s.has_keyword("Untapped Sentry", Keyword.HEXPROOF)
    s.hand("Bob", SHOCK)
    s.cast("Bob", "Shock", "Untapped Sentry")
    s.resolve()
    assert "Untapped Sentry" in s.in_graveyard("Alice")
