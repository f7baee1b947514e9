"""Unions in a noun: "creatures with flying or reach" / 「飛行か到達を持つクリーチャー」 (an object
with any of the keywords, wherever "creatures with flying" stands: Orchard Spirit's evasion,
509.1b; a target, 115.1) and "Vampires or Zombies" / 「吸血鬼やゾンビ」 (an object of any of the
subtypes: Blazing Torch). Each row compiles in both languages to one IR and renders back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Duration, Keyword, ObjectFilter
from support.texts import bilingual_card, nodes_of_kind

CREATURE = "クリーチャー — スピリット / Creature — Spirit"
EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"
FLYING_OR_REACH = ObjectFilter(
    card_types=(CardType.CREATURE,),
    any_of=(ObjectFilter(keywords=(Keyword.FLYING,)), ObjectFilter(keywords=(Keyword.REACH,))),
)


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "expected"),
    [
        (  # Orchard Spirit (ISD)
            "試作は、飛行か到達を持つクリーチャーによってしかブロックされない。",
            "Test can't be blocked except by creatures with flying or reach.",
            CREATURE,
            rt.CanBeBlockedOnlyBy(rt.ThisPermanent(), FLYING_OR_REACH),
        ),
        (  # Blazing Torch (ISD, 2011)
            "装備しているクリーチャーは、吸血鬼やゾンビによってはブロックされない。",
            "Equipped creature can't be blocked by Vampires or Zombies.",
            EQUIPMENT,
            rt.CantBeBlockedBy(rt.EquippedCreature(), ObjectFilter(subtypes=("Vampire", "Zombie"))),
        ),
        (
            "試作は、飛行か到達か警戒を持つクリーチャーによってはブロックされない。",
            "Test can't be blocked by creatures with flying or reach or vigilance.",
            CREATURE,
            rt.CantBeBlockedBy(
                rt.ThisPermanent(),
                ObjectFilter(
                    card_types=(CardType.CREATURE,),
                    any_of=tuple(
                        ObjectFilter(keywords=(k,))
                        for k in (Keyword.FLYING, Keyword.REACH, Keyword.VIGILANCE)
                    ),
                ),
            ),
        ),
    ],
)
def test_evasion_by_a_union(ja: str, en: str, type_line: str, expected: object) -> None:
    """JA ≡ EN, the static effect it means, and the round trip (bilingual_card checks both)."""
    card = bilingual_card(ja, en, type_line, "2/2" if type_line == CREATURE else None)
    assert nodes_of_kind(card.abilities, type(expected)) == [expected]


def test_this_turn_except_by_creatures_with_flying_or_reach() -> None:
    """An instruction: "can't be blocked this turn except by creatures with flying or reach"."""
    card = bilingual_card(
        "クリーチャー１体を対象とする。このターン、それは飛行か到達を持つクリーチャーによってしか"
        "ブロックされない。",
        "Target creature can't be blocked this turn except by creatures with flying or reach.",
        "インスタント / Instant",
    )
    (restriction,) = nodes_of_kind(card.abilities, ir.CantBeBlockedBy)
    assert (restriction.blockers, restriction.only) == (FLYING_OR_REACH, True)
    assert restriction.duration == Duration.END_OF_TURN


def test_a_target_with_flying_or_reach() -> None:
    """The same noun as a target: 「飛行か到達を持つクリーチャー１体」 / "target creature with
    flying or reach"."""
    card = bilingual_card(
        "飛行か到達を持つクリーチャー１体を対象とする。それを破壊する。",
        "Destroy target creature with flying or reach.",
        "インスタント / Instant",
    )
    (spell,) = card.abilities
    assert spell.targets[0].objects == FLYING_OR_REACH
