"""Subjects that are unions of groups (611.3a; compiler/ir/unions.py): "Skeletons you control and
other Zombies you control get +1/+1" / 「あなたがコントロールしているスケルトンとあなたがコントロール
している他のゾンビは…」, "Other Wolves and Werewolves you control" / 「他の、あなたがコントロール
している狼と狼男」. One group, the objects either noun describes: an object both describe is in
the group once. Each row is compiled in both languages to one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import Controller, ObjectFilter
from support.texts import bilingual_card, codes

ZOMBIE = "クリーチャー — ゾンビ / Creature — Zombie"


@pytest.mark.parametrize(
    ("ja", "en", "expected"),
    [
        (  # Death Baron (M19): each noun with its own words
            (
                "あなたがコントロールしているスケルトンとあなたがコントロールしている他のゾンビは"
                "＋１/＋１の修整を受ける。"
            ),
            "Skeletons you control and other Zombies you control get +1/+1.",
            ObjectFilter(
                controller=Controller.YOU,
                any_of=(ObjectFilter(subtypes=("Skeleton",)), ObjectFilter(subtypes=("Zombie",), other=True)),
            ),
        ),
        (  # Nightpack Ambusher (M20): the words before 「AとB」 / around "A and B" describe both
            "他の、あなたがコントロールしている狼と狼男は＋１/＋１の修整を受ける。",
            "Other Wolves and Werewolves you control get +1/+1.",
            ObjectFilter(subtypes=("Wolf", "Werewolf"), controller=Controller.YOU, other=True),
        ),
        (  # groups differing in their controller
            (
                "あなたがコントロールしているクリーチャーと対戦相手がコントロールしているクリーチャーは"
                "－１/－１の修整を受ける。"
            ),
            "Creatures you control and creatures your opponents control get -1/-1.",
            None,
        ),
    ],
)
def test_a_subject_of_two_groups_is_one_group(ja: str, en: str, expected: ObjectFilter | None) -> None:
    card = bilingual_card(ja, en, ZOMBIE, "2/2")
    ((effect,),) = [a.effects for a in card.abilities]
    assert isinstance(effect, rt.AddPowerToughness)
    assert isinstance(effect.affected, rt.PermanentsMatching)
    group = effect.affected.filter
    if expected is not None:
        assert group == expected
    else:  # "creatures you control" or "creatures your opponents control"
        assert {a.controller for a in group.any_of} == {Controller.YOU, Controller.OPPONENT}


@pytest.mark.parametrize(
    "text",
    [
        # which words describe the bare noun is not said: "Skeletons" alone, or "you control"?
        "Skeletons and other Zombies you control get +1/+1.",
        "Zombies you control and Skeletons get +1/+1.",
    ],
)
def test_an_english_bare_noun_beside_a_described_one_is_refused(text: str) -> None:
    assert "E290" in codes(text, "en", permanent=True)


def test_an_object_both_groups_describe_is_affected_once() -> None:
    """611.3a: the statement applies to each object of the group once — a Skeleton Zombie is
    one object of "Skeletons you control and other Zombies you control", +1/+1, not +2/+2."""
    from ofuda.runtime import Scenario
    from support.compiled import card_from_text, set_card

    skeleton_zombie = card_from_text(
        "name: 骨ゾンビ / Bone Zombie\ncost: {1}{B}\n"
        "type: クリーチャー — スケルトン・ゾンビ / Creature — Skeleton Zombie\npt: 2/2\nja:\nen:\n"
    )
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Death Baron"), skeleton_zombie)
    assert s.pt("Bone Zombie") == (3, 3)
    assert s.has_keyword("Bone Zombie", "deathtouch")
