"""Attack triggers by count (508.1, 603.2c), in both languages, each row checked against its exact
IR, JA ≡ EN, and rendered back (parse(render(ir)) == ir): "Whenever you attack with two or more
creatures with flying," / 「あなたが飛行を持つクリーチャー２体以上で攻撃するたび、」 — one trigger
for the attackers declared, only if at least N of them are of the noun; any noun and number."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, Keyword, ObjectFilter
from support.permanents import abilities, codes, rendered_abilities

YOU = ir.You()
FLYERS = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU, keywords=(Keyword.FLYING,))
CREATURES = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)


def _trigger(filter: ObjectFilter, at_least: int, *effects: ir.Effect) -> ir.TriggeredAbility:
    return ir.TriggeredAbility(rte.OneOrMore(rte.Attacks(filter), at_least), (), effects)


# (language, text, expected ability)
VALID = [
    ("en", "Whenever you attack with two or more creatures with flying, draw a card.",
     _trigger(FLYERS, 2, ir.DrawCards(YOU, 1))),
    ("ja", "あなたが飛行を持つクリーチャー２体以上で攻撃するたび、カードを１枚引く。",
     _trigger(FLYERS, 2, ir.DrawCards(YOU, 1))),
    ("en", "Whenever you attack with three or more creatures, you gain 2 life.",
     _trigger(CREATURES, 3, ir.GainLife(YOU, 2))),
    ("ja", "あなたがクリーチャー３体以上で攻撃するたび、あなたは２点のライフを得る。",
     _trigger(CREATURES, 3, ir.GainLife(YOU, 2))),
]


@pytest.mark.parametrize(("lang", "text", "expected"), VALID)
def test_attack_with_count_gives_its_ir(lang: str, text: str, expected: ir.Ability) -> None:
    """Each text compiles to exactly the expected triggered ability."""
    assert abilities(lang, "creature", text) == (expected,)


@pytest.mark.parametrize(("lang", "text", "expected"), VALID)
def test_attack_with_count_renders_back_to_its_ir(lang: str, text: str, expected: ir.Ability) -> None:
    """parse(render(ir)) == ir in the text's own language."""
    assert rendered_abilities(lang, "creature", text) == (expected,)


def test_whenever_you_attack_is_still_one_or_more() -> None:
    """"Whenever you attack" without a count stays "one or more creatures you control" (at
    least one)."""
    (ability,) = abilities("en", "creature", "Whenever you attack, draw a card.")
    assert ability == _trigger(CREATURES, 1, ir.DrawCards(YOU, 1))


def test_an_object_does_not_attack_with_creatures() -> None:
    """Only a player attacks with creatures (508.1): the count after an object is refused."""
    assert "E290" in codes("ja", "creature", "試しの騎士が飛行を持つクリーチャー２体以上で攻撃するたび、カードを１枚引く。")
