"""Mana abilities (rule 605) on no AVR card: new combinations of AVR's phrasing, in both
languages and both templatings, each checked against the exact IR; and wrong texts,
each rejected with its code."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import (
    CardType,
    Cost,
    ManaCost,
    ObjectFilter,
    RemoveCounters,
    TapSelf,
)
from ofuda.runtime.statics import Choice, ChooseAsEnters, ProduceAnyColor, ProduceMana, SpendOnly
from support.permanents import as_abilities, codes, row_id, text_abilities

TAP = Cost((TapSelf(),))
CREATURE_SPELLS = SpendOnly(ObjectFilter(card_types=(CardType.CREATURE,)))
ARTIFACT_SPELLS = SpendOnly(ObjectFilter(card_types=(CardType.ARTIFACT,)))
CHOSEN_CREATURE = SpendOnly(
    ObjectFilter(card_types=(CardType.CREATURE,), chosen_subtype=True), uncounterable=True
)


# 614.12: "of the chosen type" names the creature type chosen as the permanent entered: the
# rows saying it write that choice first (alone, the words name nothing: E201)
CHOOSE_TYPE = ir.StaticAbility((ChooseAsEnters(Choice.CREATURE_TYPE),))


def _mana(cost: Cost, *mana: object, restriction: SpendOnly | None = None) -> ir.ManaAbility:
    return ir.ManaAbility(cost, tuple(mana), restriction)  # type: ignore[arg-type]


VALID: list[tuple[str, str, str, ir.Ability | tuple[ir.Ability, ...]]] = [
    # 2012 wording and today's, a fixed symbol
    ("ja", "land", "{T}：あなたのマナ・プールに{G}を加える。", _mana(TAP, ProduceMana("{G}"))),
    ("ja", "land", "{T}：{G}を加える。", _mana(TAP, ProduceMana("{G}"))),
    ("en", "land", "{T}: Add {G} to your mana pool.", _mana(TAP, ProduceMana("{G}"))),
    ("en", "land", "{T}: Add {G}.", _mana(TAP, ProduceMana("{G}"))),
    # 2012 "{2}" adds two colourless mana: {C}{C}
    ("ja", "land", "{T}：あなたのマナ・プールに{2}を加える。", _mana(TAP, ProduceMana("{C}{C}"))),
    ("en", "land", "{T}: Add {C}{C}.", _mana(TAP, ProduceMana("{C}{C}"))),
    # a mana cost as the cost
    (
        "ja",
        "artifact",
        "{1}, {T}：あなたのマナ・プールに、好きな色１色のマナ２点を加える。",
        _mana(Cost((ManaCost("{1}"), TapSelf())), ProduceAnyColor(2)),
    ),
    (
        "en",
        "artifact",
        "{1}, {T}: Add two mana of any one color.",
        _mana(Cost((ManaCost("{1}"), TapSelf())), ProduceAnyColor(2)),
    ),
    # removing a counter as the cost, a restriction to another card type
    (
        "ja",
        "artifact",
        (
            "試しの騎士から蓄積カウンターを１個取り除く：好きな色１色のマナ１点を加える。"
            "このマナは、アーティファクト呪文を唱えるためにのみ使用できる。"
        ),
        _mana(Cost((RemoveCounters("charge", 1),)), ProduceAnyColor(1), restriction=ARTIFACT_SPELLS),
    ),
    (
        "en",
        "artifact",
        (
            "Remove a charge counter from Test Knight: Add one mana of any color. "
            "Spend this mana only to cast artifact spells."
        ),
        _mana(Cost((RemoveCounters("charge", 1),)), ProduceAnyColor(1), restriction=ARTIFACT_SPELLS),
    ),
    # a creature with a mana ability, Cavern's rider on a fixed symbol
    (
        "ja",
        "creature",
        (
            "試しの騎士が戦場に出るに際し、クリーチャー・タイプを１つ選ぶ。\n"
            "{T}：{G}を加える。このマナは、選ばれたタイプのクリーチャー呪文を唱えるためにのみ使用でき、"
            "その呪文は打ち消されない。"
        ),
        (CHOOSE_TYPE, _mana(TAP, ProduceMana("{G}"), restriction=CHOSEN_CREATURE)),
    ),
    (
        "en",
        "creature",
        (
            "As Test Knight enters the battlefield, choose a creature type.\n"
            "{T}: Add {G}. Spend this mana only to cast a creature spell of the chosen type, "
            "and that spell can't be countered."
        ),
        (CHOOSE_TYPE, _mana(TAP, ProduceMana("{G}"), restriction=CHOSEN_CREATURE)),
    ),
    (
        "en",
        "creature",
        "{T}: Add one mana of any color to your mana pool. Spend this mana only to cast creature spells.",
        _mana(TAP, ProduceAnyColor(1), restriction=CREATURE_SPELLS),
    ),
]


@pytest.mark.parametrize(("lang", "kind", "line", "expected"), VALID, ids=[row_id(v[2]) for v in VALID])
def test_mana_ability_text_gives_its_ir(lang: str, kind: str, line: str, expected: ir.Ability | tuple[ir.Ability, ...]) -> None:
    """Each text (one line, or a line after the line it needs) compiles to exactly the
    expected abilities."""
    assert text_abilities(lang, kind, line) == as_abilities(expected)


INVALID: list[tuple[str, str, str, str]] = [
    # a mana ability that also draws: not compiled as a mana ability
    ("en", "land", "{T}: Add {G}. Draw a card.", "E270"),
    ("ja", "land", "{T}：{G}を加える。カードを１枚引く。", "E270"),
    # a target: "target player adds" is no mana ability
    ("en", "land", "{T}: Target player adds {G}.", "E270"),
    # the restriction without mana before it
    ("en", "artifact", "{T}: Spend this mana only to cast creature spells.", "E271"),
    ("ja", "artifact", "{T}：このマナは、クリーチャー呪文を唱えるためにのみ使用できる。", "E271"),
    # the restriction on a spell
    ("en", "sorcery", "Draw a card. Spend this mana only to cast creature spells.", "E271"),
]


@pytest.mark.parametrize(("lang", "kind", "line", "code"), INVALID, ids=[v[3] + " " + v[2][:30] for v in INVALID])
def test_wrong_mana_ability_is_rejected_with_its_code(lang: str, kind: str, line: str, code: str) -> None:
    assert code in codes(lang, kind, line)
