"""702.16g: "protection from A, from B, and from C" is three protection abilities, as the
Japanese 「プロテクション（A）、プロテクション（B）、プロテクション（C）」 says; both languages give
one IR and render back."""

from __future__ import annotations

from support.texts import bilingual_card


def test_protection_from_three_creature_types() -> None:
    """Three protection keywords, one per creature type, in order."""
    card = bilingual_card(
        "プロテクション（吸血鬼）、プロテクション（狼男）、プロテクション（ゾンビ）",
        "Protection from Vampires, from Werewolves, and from Zombies",
        "クリーチャー — 人間・兵士 / Creature — Human Soldier\npt: 2/2",
    )
    qualities = [a.keyword for a in card.abilities]
    assert len(qualities) == 3
    assert [q.quality.subtypes for q in qualities] == [("Vampire",), ("Werewolf",), ("Zombie",)]
