"""Static abilities about a group, damage replacement and prevention, and restrictions on
players, in texts that appear on no AVR card (both languages): each is checked against the
exact IR it must give, and wrong texts against their diagnostic."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, Keyword, ObjectFilter
from ofuda.runtime.statics import AddPowerToughness, GrantKeywords, PermanentsMatching
from permanents_support import abilities, codes

S = ir.StaticAbility


def _yours(**kw: object) -> PermanentsMatching:
    kw.setdefault("card_types", (CardType.CREATURE,))
    return PermanentsMatching(ObjectFilter(controller=Controller.YOU, **kw))  # type: ignore[arg-type]


# (kind, Japanese, English, effects)
GROUPS: list[tuple[str, str, str, tuple[object, ...]]] = [
    (
        "enchantment",
        "あなたがコントロールするタップ状態のクリーチャーは＋１/＋０の修整を受ける。",
        "Tapped creatures you control get +1/+0.",
        (AddPowerToughness(_yours(tapped=True), 1, 0),),
    ),
    (
        "enchantment",
        "あなたがコントロールする警戒を持つクリーチャーは先制攻撃を持つ。",
        "Creatures you control with vigilance have first strike.",
        (GrantKeywords(_yours(keywords=(Keyword.VIGILANCE,)), (Keyword.FIRST_STRIKE,)),),
    ),
    (
        "creature",
        "あなたがコントロールする他の人間は＋１/＋１の修整を受ける。",
        "Other Humans you control get +1/+1.",
        (AddPowerToughness(_yours(card_types=(), subtypes=("Human",), other=True), 1, 1),),
    ),
]


@pytest.mark.parametrize(("kind", "ja", "en", "effects"), GROUPS, ids=[g[2] for g in GROUPS])
def test_group_subject_is_every_matching_permanent(
    kind: str, ja: str, en: str, effects: tuple[object, ...]
) -> None:
    """611.3a: a group subject affects every permanent that matches it, continuously."""
    for lang, line in (("ja", ja), ("en", en)):
        assert abilities(lang, kind, line) == (S(effects),)


def test_group_subject_must_be_on_the_battlefield_with_a_fixed_controller() -> None:
    """A group controlled by a target is not something a static ability can name."""
    assert codes("en", "enchantment", "Creatures target player controls get +1/+1.") == ["E252"]
