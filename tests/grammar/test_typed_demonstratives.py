"""A demonstrative with a card type ("that land" / 「その土地」) names the latest target that can
be of that type (608.2c): 2012 Japanese declares a spell's targets before its instructions
(「土地１つを対象とし、クリーチャー１体を対象とする。その土地を破壊する。」), and the type says which
target each instruction means, whatever the order of the declarations."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import CardType, TargetSpec
from support.texts import bilingual_card, codes, nodes_of_kind


def _destroyed_and_tapped(card: object) -> tuple[int, int]:
    """The target slots the card's Destroy and Tap name."""
    destroyed = nodes_of_kind(card, ir.Destroy)[0].obj
    tapped = nodes_of_kind(card, ir.Tap)[0].obj
    assert isinstance(destroyed, ir.Targeted) and isinstance(tapped, ir.Targeted)
    return destroyed.index, tapped.index


def _target_types(card: object) -> list[tuple[CardType, ...]]:
    return [spec.objects.card_types for spec in nodes_of_kind(card, TargetSpec)]


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            "土地１つを対象とし、クリーチャー１体を対象とする。その土地を破壊する。そのクリーチャーをタップする。",
            "Destroy target land. Tap target creature.",
        ),
        (
            (
                "アーティファクト１つを対象とし、クリーチャー１体を対象とする。"
                "そのアーティファクトを破壊する。そのクリーチャーをタップする。"
            ),
            "Destroy target artifact. Tap target creature.",
        ),
    ],
)
def test_a_typed_demonstrative_names_the_target_of_its_type(ja: str, en: str) -> None:
    """The first target (of the demonstrative's type) is destroyed, the creature tapped; both
    languages mean one IR, and it renders back to itself."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    assert _destroyed_and_tapped(card) == (0, 1)
    assert _target_types(card)[1] == (CardType.CREATURE,)


def test_the_order_of_the_declarations_does_not_matter() -> None:
    """Declared creature first, 「その土地」 still means the land: slot 1."""
    compiled = compile_source(
        SourceFile(
            "t.card",
            "name: 試作 / Test\ntype: ソーサリー / Sorcery\nja:\n  クリーチャー１体を対象とし、土地１つを対象とする。"
            "その土地を破壊する。そのクリーチャーをタップする。\n",
        ),
        ("ja",),
    )
    assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
    assert _target_types(compiled.card) == [(CardType.CREATURE,), (CardType.LAND,)]
    assert _destroyed_and_tapped(compiled.card) == (1, 0)


def test_that_land_with_no_land_target_refers_to_nothing() -> None:
    """「その土地」 after a creature target alone names no target: E201, never the creature
    (nor, on a permanent, the permanent itself)."""
    assert "E201" in codes("クリーチャー１体を対象とする。その土地を破壊する。")
    assert "E201" in codes(
        "{T}：クリーチャー１体を対象とする。その土地を破壊する。", permanent=True
    )
    assert "E201" in codes("Tap target creature. Destroy that land.", lang="en")


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # 2018: 「対象とした」 and the target's kind
            "アーティファクト１つを対象とし、クリーチャー１体を対象とする。"
            "対象としたアーティファクトを破壊する。その対象としたクリーチャーをタップする。",
            "Destroy target artifact. Tap target creature.",
        ),
        (  # without その, in the order the targets were declared
            "クリーチャー１体を対象とし、アーティファクト１つを対象とする。"
            "対象としたクリーチャーをタップする。対象としたアーティファクトを破壊する。",
            "Tap target creature. Destroy target artifact.",
        ),
    ],
)
def test_a_target_named_by_its_kind_after_taishou_to_shita(ja: str, en: str) -> None:
    """「対象としたアーティファクト」 / 「その対象としたクリーチャー」 name the declared target of
    that kind (608.2c), whatever the order of the declarations."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    destroyed, tapped = _destroyed_and_tapped(card)
    types = _target_types(card)
    assert types[destroyed] == (CardType.ARTIFACT,) and types[tapped] == (CardType.CREATURE,)


def test_the_targeted_card_names_a_card_target() -> None:
    """「対象としたカード」 (Cavalier of Thorns): the card target, read in Japanese as the
    English "target card" is."""
    card = bilingual_card(
        "あなたの墓地からカード１枚を対象とする。対象としたカードを追放する。",
        "Exile target card from your graveyard.",
        "ソーサリー / Sorcery",
    )
    exiled = nodes_of_kind(card, ir.Exile)[0].obj
    assert isinstance(exiled, ir.Targeted) and exiled.index == 0
