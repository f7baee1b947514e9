"""Conditions on the game's state and this turn's history as phrase families, in every place
a condition stands: a static ability's 「…かぎり、」 / "As long as …," (611.3b), the
intervening "if" right after a trigger condition (603.4), an instruction's 「…場合、」「…なら、」 /
"If …," (608.2c), and 「この能力は、…ときにのみ起動できる。」 / "Activate only if …." (602.5b).
Each row is compiled in both languages to one IR, checked for the condition it means, and
rendered back in both languages to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics as rt
from ofuda.runtime.conditions import DiedThisTurn, GainedLifeThisTurn, LifeTotal, LostLifeThisTurn
from ofuda.runtime.definitions import CardType, Controller, Keyword, ObjectFilter


def compile_both(
    ja: str, en: str, type_line: str = "クリーチャー — 人間 / Creature — Human"
) -> Any:
    """The card of one ability in both languages: one IR, and the same IR again from the text
    rendered in each language."""
    pt = "pt: 2/2\n" if "Creature" in type_line else ""
    source = f"name: 試作 / Test\ntype: {type_line}\n{pt}ja:\n  {ja}\nen:\n  {en}\n"
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang
    return compiled.card


YOU, OPPONENT = Controller.YOU, Controller.OPPONENT
CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
ARTIFACT = ObjectFilter(card_types=(CardType.ARTIFACT,))
HUMAN = ObjectFilter(subtypes=("Human",))

STATIC_ROWS = [
    (
        "あなたのライフが25点以上であるかぎり、試作は飛行を持つ。",
        "As long as you have 25 or more life, Test has flying.",
        LifeTotal(at_least=25),
    ),
    (
        "あなたのライフが５点以下であるかぎり、試作は＋２/＋２の修整を受ける。",
        "Test gets +2/+2 as long as you have 5 or less life.",
        LifeTotal(at_most=5),
    ),
    (
        "あなたが人間をコントロールしているかぎり、試作は飛行を持つ。",
        "As long as you control a Human, Test has flying.",
        rt.ControlsCount(HUMAN, 1, at_least=True),
    ),
    (
        "あなたがアーティファクトをコントロールしているかぎり、試作は＋１/＋０の修整を受ける。",
        "Test gets +1/+0 as long as you control an artifact.",
        rt.ControlsCount(ARTIFACT, 1, at_least=True),
    ),
    (
        "いずれかの対戦相手が人間をコントロールしているかぎり、試作は速攻を持つ。",
        "As long as an opponent controls a Human, Test has haste.",
        rt.ControlsCount(HUMAN, 1, at_least=True, whose=OPPONENT),
    ),
]


@pytest.mark.parametrize(("ja", "en", "condition"), STATIC_ROWS)
def test_static_condition_rows(ja: str, en: str, condition: object) -> None:
    """611.3b: the static ability applies as long as its condition holds."""
    card = compile_both(ja, en)
    assert card.abilities[0].condition == condition


INTERVENING_ROWS = [
    (
        "あなたの終了ステップの開始時に、このターンにクリーチャーが死亡していた場合、カードを１枚引く。",
        "At the beginning of your end step, if a creature died this turn, draw a card.",
        DiedThisTurn(CREATURE),
    ),
    (  # 2012: no に, 「いずれかの」
        "各終了ステップの開始時に、このターンいずれかのクリーチャーが死亡していた場合、カードを１枚引く。",
        "At the beginning of each end step, if a creature died this turn, draw a card.",
        DiedThisTurn(CREATURE),
    ),
    (
        "各終了ステップの開始時に、このターンあなたがライフを得ていた場合、カードを１枚引く。",
        "At the beginning of each end step, if you gained life this turn, draw a card.",
        GainedLifeThisTurn(YOU),
    ),
    (
        "各終了ステップの開始時に、このターンあなたが５点以上のライフを得ていた場合、カードを１枚引く。",
        "At the beginning of each end step, if you gained 5 or more life this turn, draw a card.",
        GainedLifeThisTurn(YOU, 5),
    ),
    (
        "あなたの終了ステップの開始時に、このターンにあなたがライフを３点以上得ていた場合、カードを１枚引く。",
        "At the beginning of your end step, if you gained 3 or more life this turn, draw a card.",
        GainedLifeThisTurn(YOU, 3),
    ),
    (  # 「なら」 right after the trigger is the intervening "if" too
        "あなたの終了ステップの開始時に、このターンにあなたがライフを失っていたなら、カードを１枚引く。",
        "At the beginning of your end step, if you lost life this turn, draw a card.",
        LostLifeThisTurn(YOU),
    ),
    (
        "あなたの終了ステップの開始時に、このターンにあなたがライフを４点以上失っていた場合、カードを１枚引く。",
        "At the beginning of your end step, if you lost 4 or more life this turn, draw a card.",
        LostLifeThisTurn(YOU, 4),
    ),
    (  # 2018: a bare 「対戦相手が」 (an opponent); 「なら」
        "あなたの終了ステップの開始時に、このターンに対戦相手がライフを失っていたなら、カードを１枚引く。",
        "At the beginning of your end step, if an opponent lost life this turn, draw a card.",
        LostLifeThisTurn(OPPONENT),
    ),
    (  # 2012: 「いずれかの対戦相手が」
        "あなたの終了ステップの開始時に、このターンいずれかの対戦相手がライフを失っていた場合、カードを１枚引く。",
        "At the beginning of your end step, if an opponent lost life this turn, draw a card.",
        LostLifeThisTurn(OPPONENT),
    ),
    (  # the player before 「このターンに」
        "あなたの終了ステップの開始時に、プレイヤーがこのターンにライフを４点以上失っていた場合、カードを１枚引く。",
        "At the beginning of your end step, if a player lost 4 or more life this turn, draw a card.",
        LostLifeThisTurn(Controller.ANY, 4),
    ),
    (
        "あなたのターンの戦闘の開始時に、あなたが３体以上のクリーチャーをコントロールしている場合、あなたは１点のライフを得る。",
        "At the beginning of combat on your turn, if you control three or more creatures, you gain 1 life.",
        rt.ControlsCount(CREATURE, 3, at_least=True),
    ),
    (
        "試作が戦場に出たとき、あなたが人間をコントロールしている場合、カードを１枚引く。",
        "When Test enters the battlefield, if you control a Human, draw a card.",
        rt.ControlsCount(HUMAN, 1, at_least=True),
    ),
    (
        "試作が戦場に出たとき、あなたのライフが５点以下である場合、あなたは５点のライフを得る。",
        "When Test enters the battlefield, if you have 5 or less life, you gain 5 life.",
        LifeTotal(at_most=5),
    ),
]


@pytest.mark.parametrize(("ja", "en", "condition"), INTERVENING_ROWS)
def test_intervening_if_rows(ja: str, en: str, condition: object) -> None:
    """603.4: an "if" right after the trigger condition is the ability's intervening "if" (the
    instructions after it have no condition of their own)."""
    card = compile_both(ja, en)
    ability = card.abilities[0]
    assert ability.condition == condition
    assert not any(isinstance(e, ir.Conditional) for e in ability.effects)


def test_instruction_condition_if_a_creature_died_this_turn() -> None:
    """608.2c: 「このターンにクリーチャーが死亡していたなら、…」 / "If a creature died this turn,
    …" in a spell is checked as it resolves."""
    card = compile_both(
        "あなたは４点のライフを得る。このターンにクリーチャーが死亡していたなら、カードを１枚引く。",
        "You gain 4 life. If a creature died this turn, draw a card.",
        "インスタント / Instant",
    )
    conditional = card.abilities[0].effects[-1]
    assert conditional.condition == ir.ConditionHolds(DiedThisTurn(CREATURE))


def test_activate_only_if_a_creature_died_this_turn() -> None:
    """602.5b: 「この能力は、このターンにクリーチャーが死亡していたときにのみ起動できる。」 /
    "Activate only if a creature died this turn." (2012: "Activate this ability only if …")."""
    card = compile_both(
        "{T}：あなたは２点のライフを得る。この能力は、このターンにクリーチャーが死亡していたときにのみ起動できる。",
        "{T}: You gain 2 life. Activate this ability only if a creature died this turn.",
    )
    assert card.abilities[0].condition == DiedThisTurn(CREATURE)


def test_activate_only_if_in_the_2012_wording() -> None:
    """602.5b, 2012: 「この能力は、このターンいずれかのクリーチャーが死亡していた場合にのみ起動
    できる。」 means the same."""
    card = compile_both(
        "{T}：あなたは２点のライフを得る。この能力は、このターンいずれかのクリーチャーが死亡していた場合にのみ起動できる。",
        "{T}: You gain 2 life. Activate only if a creature died this turn.",
    )
    assert card.abilities[0].condition == DiedThisTurn(CREATURE)


def test_an_object_noun_beginning_with_any_ones_still_parses_after_this_turn() -> None:
    """「このターン」 then an object noun whose own modifier begins with 「いずれかの」: the
    determiner of the condition does not take it (the noun keeps its controller)."""
    card = compile_both(
        "各終了ステップの開始時に、このターンいずれかの対戦相手がコントロールするクリーチャーが死亡していた場合、カードを１枚引く。",
        "At the beginning of each end step, if a creature an opponent controls died this turn, draw a card.",
    )
    assert card.abilities[0].condition == DiedThisTurn(
        ObjectFilter(card_types=(CardType.CREATURE,), controller=OPPONENT)
    )


def test_activate_only_if_in_a_spell_is_an_error() -> None:
    """Only an activated ability can say when it may be activated (E205)."""
    source = (
        "name: 試作 / Test\ntype: インスタント / Instant\nen:\n  You gain 2 life. Activate only if a"
        " creature died this turn.\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert [d.code for d in compiled.diagnostics] == ["E205"]


ACTIVATION_CONTROL_ROWS = [
    (
        "{T}：あなたは２点のライフを得る。この能力は、あなたが飛行を持つクリーチャーをコントロールしているときにのみ起動できる。",
        "{T}: You gain 2 life. Activate only if you control a creature with flying.",
        rt.ControlsCount(
            ObjectFilter(card_types=(CardType.CREATURE,), keywords=(Keyword.FLYING,)),
            1,
            at_least=True,
        ),
    ),
    (
        "{T}：あなたは２点のライフを得る。この能力は、あなたが土地を５つ以上コントロールしているときにのみ起動できる。",
        "{T}: You gain 2 life. Activate this ability only if you control five or more lands.",
        rt.ControlsCount(ObjectFilter(card_types=(CardType.LAND,)), 5, at_least=True),
    ),
    (  # 2012: 「…場合にのみ起動できる」, the count before the noun
        "{T}：あなたは２点のライフを得る。この能力は、あなたが５体以上の人間をコントロールしている場合にのみ起動できる。",
        "{T}: You gain 2 life. Activate only if you control five or more Humans.",
        rt.ControlsCount(HUMAN, 5, at_least=True),
    ),
]


@pytest.mark.parametrize(("ja", "en", "condition"), ACTIVATION_CONTROL_ROWS)
def test_activate_only_if_you_control(ja: str, en: str, condition: object) -> None:
    """602.5b: 「この能力は、あなたが…をコントロールしているときにのみ起動できる。」 / "Activate
    only if you control …": the ability can be activated only while the condition holds."""
    card = compile_both(ja, en)
    assert card.abilities[0].condition == condition
