"""Unions of kinds in noun phrases (compiler/ir/unions.py): "target Spirit or enchantment",
"artifact or enchantment", "Vampire, Werewolf, or Zombie", "instant or sorcery card",
"black or red", "non-Vampire, non-Werewolf, non-Zombie", 「AかB」「A１体かB１つ」「AかBである」
「AでもBでもない」. Each text is compiled in both languages to one IR (JA ≡ EN), checked for the
filter it means, and rendered back in both (parse(render(ir)) == ir)."""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import CardType, Color, Controller, ObjectFilter
from support.texts import bilingual_card, nodes_of_kind


def _filters(node: Any) -> list[ObjectFilter]:
    """Every outermost object filter inside an IR node."""
    return nodes_of_kind(node, ObjectFilter, nested=False)


SPIRIT = ObjectFilter(subtypes=("Spirit",))
ENCHANTMENT = ObjectFilter(card_types=(CardType.ENCHANTMENT,))

ROWS = [
    (  # two kinds of different criteria: any_of
        "スピリット１体かエンチャント１つを対象とし、それを破壊する。",
        "Destroy target Spirit or enchantment.",
        "インスタント / Instant",
        ObjectFilter(any_of=(SPIRIT, ENCHANTMENT)),
    ),
    (  # two card types: the card types criterion lists them
        "アーティファクト１つかエンチャント１つを対象とし、それを破壊する。",
        "Destroy target artifact or enchantment.",
        "インスタント / Instant",
        ObjectFilter(card_types=(CardType.ARTIFACT, CardType.ENCHANTMENT)),
    ),
    (  # three subtypes
        "吸血鬼１体か狼男１体かゾンビ１体を対象とし、それを破壊する。",
        "Destroy target Vampire, Werewolf, or Zombie.",
        "インスタント / Instant",
        ObjectFilter(subtypes=("Vampire", "Werewolf", "Zombie")),
    ),
    (  # none of three subtypes
        "吸血鬼でも狼男でもゾンビでもないクリーチャー１体を対象とし、それを破壊する。",
        "Destroy target non-Vampire, non-Werewolf, non-Zombie creature.",
        "インスタント / Instant",
        ObjectFilter(
            card_types=(CardType.CREATURE,), excluded_subtypes=("Vampire", "Werewolf", "Zombie")
        ),
    ),
    (  # none of two card types
        "クリーチャーでも土地でもないパーマネント１つを対象とし、それを破壊する。",
        "Destroy target noncreature, nonland permanent.",
        "インスタント / Instant",
        ObjectFilter(excluded_card_types=(CardType.CREATURE, CardType.LAND)),
    ),
    (  # colours any of which will do
        "黒か赤のクリーチャー１体を対象とし、それを破壊する。",
        "Destroy target black or red creature.",
        "インスタント / Instant",
        ObjectFilter(card_types=(CardType.CREATURE,), colors=(Color.BLACK, Color.RED)),
    ),
    (  # 2018 「AかBであるカード」 in a zone: what precedes the kinds describes the whole noun
        "あなたの墓地にあるインスタントかソーサリーであるカード１枚を対象とし、それをあなたの手札に戻す。",
        "Return target instant or sorcery card from your graveyard to your hand.",
        "ソーサリー / Sorcery",
        ObjectFilter(card_types=(CardType.INSTANT, CardType.SORCERY), controller=Controller.YOU),
    ),
    (  # what is said before the first alternative describes them all
        "あなたがコントロールするアーティファクト１つかエンチャント１つを対象とし、それをオーナーの手札に戻す。",
        "Return target artifact or enchantment you control to its owner's hand.",
        "インスタント / Instant",
        ObjectFilter(
            card_types=(CardType.ARTIFACT, CardType.ENCHANTMENT), controller=Controller.YOU
        ),
    ),
    (  # the spells a trigger watches
        "あなたがインスタントかソーサリーである呪文を唱えるたび、カードを１枚引く。",
        "Whenever you cast an instant or sorcery spell, draw a card.",
        "エンチャント / Enchantment",
        ObjectFilter(card_types=(CardType.INSTANT, CardType.SORCERY)),
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "expected"), ROWS)
def test_a_union_is_one_filter_in_both_languages(
    ja: str, en: str, type_line: str, expected: ObjectFilter
) -> None:
    """The filter of the noun is the union's, the same whichever language wrote it."""
    card = bilingual_card(ja, en, type_line)
    assert expected in _filters(card.abilities), _filters(card.abilities)


def test_a_later_alternatives_own_controller_describes_it_alone() -> None:
    """「アーティファクト１つかあなたがコントロールするエンチャント１つ」: any artifact, or an
    enchantment you control (a description on a later alternative is that one's)."""
    source = (
        "name: 試作\ntype: インスタント\nja:\n"
        "  アーティファクト１つかあなたがコントロールするエンチャント１つを対象とし、それを破壊する。\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    expected = ObjectFilter(
        any_of=(
            ObjectFilter(card_types=(CardType.ARTIFACT,)),
            ObjectFilter(card_types=(CardType.ENCHANTMENT,), controller=Controller.YOU),
        )
    )
    assert expected in _filters(compiled.card.abilities)


def test_a_quality_after_a_list_of_kinds_is_rejected() -> None:
    """ "target artifact, enchantment, or creature with power 2 or less": which kinds the power
    describes is not said, so ofuda rejects it (E290) rather than choose. (A keyword after a list
    ending in "creature" and a mana value after any list are read as Oracle means them:
    compiler/ir/kind_lists.py, tests/grammar/test_kind_list_qualities.py.)"""
    source = (
        "name: Test\ntype: Instant\nen:\n"
        "  Destroy target artifact, enchantment, or creature with power 2 or less.\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert not compiled.ok
    assert "E290" in [d.code for d in compiled.diagnostics]


def test_kinds_joined_with_ya_are_a_union_too() -> None:
    """「インスタントやソーサリーであるカード」 (M20's wording) is 「インスタントかソーサリーである
    カード」: either card type will do."""
    source = (
        "name: 試作\ntype: ソーサリー\nja:\n"
        "  あなたの墓地にあるインスタントやソーサリーであるカード１枚を対象とし、それをあなたの手札に戻す。\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    expected = ObjectFilter(
        card_types=(CardType.INSTANT, CardType.SORCERY), controller=Controller.YOU
    )
    assert expected in _filters(compiled.card.abilities)


def test_target_opponent_or_planeswalker_is_one_target_of_two_kinds() -> None:
    """Oracle's "target opponent or planeswalker" (2018 onward) is 「対戦相手１人かプレインズ
    ウォーカー１体」: a planeswalker, or a player who is an opponent (115.4)."""
    from ofuda.runtime.definitions import PlayerFilter, TargetSpec

    card = bilingual_card(
        "対戦相手１人かプレインズウォーカー１体を対象とする。試作はそれに２点のダメージを与える。",
        "Test deals 2 damage to target opponent or planeswalker.",
        "ソーサリー / Sorcery",
    )
    specs = [s for s in _all_specs(card.abilities) if isinstance(s, TargetSpec)]
    assert [(s.objects, s.players) for s in specs] == [
        (
            ObjectFilter(card_types=(CardType.PLANESWALKER,)),
            PlayerFilter(controller=Controller.OPPONENT),
        )
    ]


def _all_specs(node: Any) -> list[Any]:
    """Every target spec inside an IR node."""
    from ofuda.runtime.definitions import TargetSpec

    if isinstance(node, TargetSpec):
        return [node]
    found: list[Any] = []
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            found += _all_specs(getattr(node, f.name))
    elif isinstance(node, (tuple, list)):
        for item in node:
            found += _all_specs(item)
    return found


def test_one_object_of_any_kind_chosen_for_a_cost() -> None:
    """「アーティファクト１つか土地１つを生け贄に捧げる」 / "Sacrifice an artifact or land": one
    permanent chosen as the cost is paid, of either card type."""
    card = bilingual_card(
        "{T}, アーティファクト１つか土地１つを生け贄に捧げる：カードを１枚引く。",
        "{T}, Sacrifice an artifact or land: Draw a card.",
        "クリーチャー — ゴブリン / Creature — Goblin\npt: 1/1",
    )
    expected = ObjectFilter(
        card_types=(CardType.ARTIFACT, CardType.LAND), controller=Controller.YOU
    )
    filters = _filters(card.abilities)
    assert any(replace(f, controller=Controller.YOU) == expected for f in filters), filters


def test_a_choice_among_alternatives_of_other_counts_is_rejected() -> None:
    """「アーティファクト２つか土地１つを生け贄に捧げる」 is no choice of one object: rejected (the
    cost's object is no chosen object, E204), never read as one of them."""
    source = (
        "name: 試作\ntype: クリーチャー — ゴブリン\npt: 1/1\nja:\n"
        "  {T}, アーティファクト２つか土地１つを生け贄に捧げる：カードを１枚引く。\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert not compiled.ok
    assert "E204" in [d.code for d in compiled.diagnostics]
