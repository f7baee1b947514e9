"""A quality after a list of kinds (compiler/ir/kind_lists.py): which kinds of "target artifact,
enchantment, or creature with flying" / "creature or planeswalker with converted mana cost 3 or
less" the quality describes, in both languages to one IR, rendered back; the qualities English
leaves unsaid are refused (E290), and an IR whose English words would read otherwise is not
rendered in English (a RenderError, never a misreading)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ofuda.compiler.render import RenderError, render_card
from ofuda.runtime.definitions import CardType, Keyword, ObjectFilter, TargetSpec
from support.texts import bilingual_card, codes, compile_text, nodes_of_kind

A, E, C, P = CardType.ARTIFACT, CardType.ENCHANTMENT, CardType.CREATURE, CardType.PLANESWALKER


def _kinds(f: ObjectFilter) -> list[ObjectFilter]:
    return list(f.any_of) if f.any_of else [replace(f, card_types=(t,)) for t in f.card_types]


def _target_filter(card: object) -> ObjectFilter:
    (spec,) = nodes_of_kind(card, TargetSpec)
    assert spec.objects is not None
    return spec.objects


def test_a_keyword_after_a_list_ending_in_creature_describes_the_creature() -> None:
    card = bilingual_card(
        "アーティファクト１つかエンチャント１つか飛行を持つクリーチャー１体を対象とし、それを破壊する。",
        "Destroy target artifact, enchantment, or creature with flying.",
        "インスタント / Instant",
    )
    kinds = _kinds(_target_filter(card))
    assert [(k.card_types, k.keywords) for k in kinds] == [((A,), ()), ((E,), ()), ((C,), (Keyword.FLYING,))]


def test_a_mana_value_after_a_list_describes_every_kind() -> None:
    card = bilingual_card(
        "点数で見たマナ・コストが３以下の、クリーチャー１体かプレインズウォーカー１体を対象とし、それを破壊する。",
        "Destroy target creature or planeswalker with converted mana cost 3 or less.",
        "インスタント / Instant",
    )
    kinds = _kinds(_target_filter(card))
    assert sorted(k.card_types[0].value for k in kinds) == ["creature", "planeswalker"]
    assert all(k.mana_value_max == 3 for k in kinds)


@pytest.mark.parametrize("text", [
    "Destroy target artifact or creature with power 2 or less.",  # power: not said of which
    "Destroy target creature or artifact with flying.",  # the creature is not last
    "Destroy target creature or Vampire with flying.",  # a subtype among the kinds
])
def test_a_quality_english_leaves_unsaid_is_refused(text: str) -> None:
    assert "E290" in codes(text, "en")


def test_every_kind_with_flying_is_never_written_as_the_last_kind_s() -> None:
    """An IR where every kind has flying (as a Japanese 「飛行を持つアーティファクトかクリーチャー」
    may say): the English "artifact, enchantment, or creature with flying" would read the keyword
    as the creature's only, so the English renderer refuses it; the Japanese says it."""
    compiled = compile_text("Destroy target artifact, enchantment, or creature with flying.", "en")
    assert compiled.ok and compiled.card is not None
    (spell,) = compiled.card.abilities
    every = ObjectFilter(card_types=(A, E, C), keywords=(Keyword.FLYING,))
    changed = replace(compiled.card, abilities=(
        replace(spell, targets=(replace(spell.targets[0], objects=every),)),  # type: ignore[attr-defined]
    ))
    with pytest.raises(RenderError, match="a quality of every kind"):
        render_card(changed, "en")
    assert render_card(changed, "ja")  # 「飛行を持つ…」 describes every kind
