""" "all" before plural card types joined by "and" / 「と」: "Destroy all artifacts and
enchantments." / 「アーティファクトとエンチャントをすべて破壊する。」 (2012: 「すべてのアーティファクト
とエンチャントを破壊する。」) is every object of any of the types, one group, as "all artifacts or
enchantments". Each text is compiled in both languages to one IR, checked for the group's
types, and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller
from support.texts import bilingual_card, nodes_of_kind

A, C, E, P = CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.PLANESWALKER


@pytest.mark.parametrize(
    ("ja", "en", "types", "controller"),
    [
        (
            "アーティファクトとエンチャントをすべて破壊する。",
            "Destroy all artifacts and enchantments.",
            (A, E),
            Controller.ANY,
        ),
        (
            "すべてのアーティファクトとエンチャントを破壊する。",
            "Destroy all artifacts and enchantments.",
            (A, E),
            Controller.ANY,
        ),
        (
            "すべてのアーティファクトとクリーチャーとエンチャントを破壊する。",
            "Destroy all artifacts, creatures, and enchantments.",
            (A, C, E),
            Controller.ANY,
        ),
        (
            "あなたがコントロールしていないクリーチャーとプレインズウォーカーをすべて破壊する。",
            "Destroy all creatures and planeswalkers you don't control.",
            (C, P),
            Controller.OPPONENT,
        ),
    ],
)
def test_all_of_several_types(
    ja: str, en: str, types: tuple[CardType, ...], controller: Controller
) -> None:
    """One group of every object of any of the types (the and of a plural list adds the types'
    objects together)."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (destroy,) = nodes_of_kind(card.abilities, ir.Destroy)
    assert isinstance(destroy.obj, ir.EachObject)
    assert destroy.obj.filter.card_types == types
    assert destroy.obj.filter.controller is controller


def test_and_between_two_targets_still_names_two_targets() -> None:
    """「クリーチャー１体と土地１つを対象とし」 / "target creature and target land" stay two targets:
    the union's 「と」 is only read before 「を」 of a list of types."""
    card = bilingual_card(
        "クリーチャー１体と土地１つを対象とし、それらをタップする。",
        "Tap target creature and target land.",
        "ソーサリー / Sorcery",
    )
    assert len(card.abilities[0].targets) == 2
