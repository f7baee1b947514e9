"""The two sides of a type line: official updates since 2012 are warnings (W302), any other
difference is an error (E302); the card takes the current English type line."""

from __future__ import annotations

import pytest

from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import CardType, Supertype


def _face_and_codes(type_value: str, pt: str = "") -> tuple[object, list[str]]:
    text = f"name: 試作 / Prototype\ntype: {type_value}\n{pt}ja:\n  警戒\nen:\n  Vigilance\n"
    card = compile_source(SourceFile("t.card", text))
    face = card.card.face if card.card is not None else None
    return face, [d.code for d in card.diagnostics]


def test_a_2012_planeswalker_is_legendary_today() -> None:
    text = "name: 試作 / Prototype\ntype: プレインズウォーカー — タミヨウ / Legendary Planeswalker — Tamiyo\nloyalty: 4\n"
    card = compile_source(SourceFile("t.card", text))
    assert [d.code for d in card.diagnostics] == ["W302"]
    assert card.card is not None
    assert card.card.face.supertypes == (Supertype.LEGENDARY,)
    assert card.card.face.card_types == (CardType.PLANESWALKER,)


def test_an_oracle_creature_type_update_is_a_warning_and_the_new_type_counts() -> None:
    face, codes = _face_and_codes("クリーチャー — 人間・スカウト / Creature — Human Scout Ranger", "pt: 2/2\n")
    assert codes == ["W302"]
    assert face.subtypes == ("Human", "Scout", "Ranger")


@pytest.mark.parametrize(
    "type_value",
    [
        # legendary is added only to planeswalkers
        "クリーチャー — 人間 / Legendary Creature — Human",
        # a creature type the English side drops is no update
        "クリーチャー — 人間・スカウト / Creature — Human",
        # a different card type
        "アーティファクト・クリーチャー — 人間 / Creature — Human",
        # a noncreature subtype
        "クリーチャー — 人間 / Creature — Human Equipment",
    ],
)
def test_other_differences_are_errors(type_value: str) -> None:
    _, codes = _face_and_codes(type_value, "pt: 2/2\n")
    assert "E302" in codes and "W302" not in codes
