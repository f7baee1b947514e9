""""of the chosen color" / 「その選ばれた色の」 in any noun (614.12): the colour chosen as the
permanent entered. Each row compiles in both languages to one IR and renders back to it."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, Cost, ObjectFilter, TapSelf, TargetSpec
from ofuda.runtime.statics import AddPowerToughness, Choice, ChooseAsEnters, PermanentsMatching
from ofuda.runtime.statics_triggers import SpellCast
from support.texts import bilingual_card

CREATURE_TYPE = "アーティファクト・クリーチャー — ゴーレム / Artifact Creature — Golem"
CHOOSE_JA = "試作が戦場に出るに際し、色１色を選ぶ。\n"
CHOOSE_EN = "As Test enters the battlefield, choose a color.\n"
CHOOSE = ir.StaticAbility((ChooseAsEnters(Choice.COLOR),))

ROWS: list[tuple[str, str, ir.Ability]] = [
    # Diamond Mare: any spell of the colour
    ("あなたがその選ばれた色の呪文を唱えるたび、あなたは１点のライフを得る。",
     "Whenever you cast a spell of the chosen color, you gain 1 life.",
     ir.TriggeredAbility(SpellCast(ObjectFilter(chosen_color=True)), (),
                         (ir.GainLife(ir.You(), 1),))),
    # another caster, another kind of spell
    ("対戦相手がその選ばれた色のクリーチャー呪文を唱えるたび、あなたは１点のライフを得る。",
     "Whenever an opponent casts a creature spell of the chosen color, you gain 1 life.",
     ir.TriggeredAbility(
         SpellCast(ObjectFilter(card_types=(CardType.CREATURE,), chosen_color=True),
                   Controller.OPPONENT),
         (), (ir.GainLife(ir.You(), 1),))),
    # permanents of the colour (a static group)
    ("あなたがコントロールしているその選ばれた色のクリーチャーは＋１/＋１の修整を受ける。",
     "Creatures you control of the chosen color get +1/+1.",
     ir.StaticAbility((AddPowerToughness(PermanentsMatching(ObjectFilter(
         card_types=(CardType.CREATURE,), controller=Controller.YOU, chosen_color=True)), 1, 1),))),
    # a target of the colour
    ("{T}：その選ばれた色のクリーチャー１体を対象とし、それを破壊する。",
     "{T}: Destroy target creature of the chosen color.",
     ir.ActivatedAbility(Cost((TapSelf(),)),
                         (TargetSpec(ObjectFilter(card_types=(CardType.CREATURE,), chosen_color=True)),),
                         (ir.Destroy(ir.Targeted(0)),))),
]


@pytest.mark.parametrize(("ja", "en", "expected"), ROWS, ids=[r[1][:40] for r in ROWS])
def test_the_chosen_color_in_a_noun(ja: str, en: str, expected: ir.Ability) -> None:
    card = bilingual_card(CHOOSE_JA + ja, CHOOSE_EN + en, CREATURE_TYPE, pt="1/1")
    assert card.abilities == (CHOOSE, expected)
