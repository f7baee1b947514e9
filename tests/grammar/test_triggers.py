"""Trigger conditions (603) in texts that appear on no AVR card: new combinations of AVR's
phrasing in Japanese (2012) and English (printed and Oracle), each pair checked against the
exact IR it must give, and wrong texts rejected with their diagnostic codes."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import (
    BeginningOfStep,
    CardType,
    Controller,
    Dies,
    EntersTheBattlefield,
    ObjectFilter,
    PlayerFilter,
    Step,
    TargetSpec,
)
from support.permanents import abilities, codes

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
HUMAN = ObjectFilter(subtypes=("Human",))
DRAW = (ir.DrawCards(ir.You(), 1),)
GAIN_2 = (ir.GainLife(ir.You(), 2),)


def _t(
    trigger: object, effects: tuple[ir.Effect, ...], targets: tuple[TargetSpec, ...] = ()
) -> tuple[ir.Ability, ...]:
    return (ir.TriggeredAbility(trigger, targets, effects),)  # type: ignore[arg-type]


# (kind, Japanese, English, IR)
PAIRS: list[tuple[str, str, str, tuple[ir.Ability, ...]]] = [
    (
        "creature",
        "他の人間が１体死亡するたび、カードを１枚引く。",
        "Whenever another Human dies, draw a card.",
        _t(Dies(replace(HUMAN, other=True)), DRAW),
    ),
    (
        "creature",
        "試しの騎士が死亡したとき、あなたは２点のライフを得る。",
        "When Test Knight dies, you gain 2 life.",
        _t(Dies(), GAIN_2),
    ),
    (
        "creature",
        "試しの騎士か他のクリーチャーが１体死亡するたび、カードを１枚引く。",
        "Whenever Test Knight or another creature dies, draw a card.",
        # this object, whatever it is, or another creature (not "a creature", 603.2)
        _t(Dies(replace(CREATURE, other=True, or_source=True)), DRAW),
    ),
    (
        "creature",
        "試しの騎士か他のエレメンタルが１体あなたのコントロール下で戦場に出るたび、カードを１枚引く。",
        "Whenever Test Knight or another Elemental enters the battlefield under your control,"
        " draw a card.",
        _t(
            EntersTheBattlefield(
                ObjectFilter(
                    subtypes=("Elemental",), controller=Controller.YOU, other=True, or_source=True
                )
            ),
            DRAW,
        ),
    ),
    (
        "creature",
        "トークンでないクリーチャーが１体あなたのコントロール下で戦場に出るたび、あなたは２点のライフを得る。",
        "Whenever a nontoken creature enters the battlefield under your control, you gain 2 life.",
        _t(EntersTheBattlefield(replace(CREATURE, token=False, controller=Controller.YOU)), GAIN_2),
    ),
    (
        "creature",
        "天使が１体あなたのコントロール下で戦場に出るたび、カードを１枚引く。",
        "Whenever an Angel enters the battlefield under your control, draw a card.",
        _t(
            EntersTheBattlefield(ObjectFilter(subtypes=("Angel",), controller=Controller.YOU)), DRAW
        ),
    ),
    (
        "creature",
        "試しの騎士が攻撃かブロックするたび、カードを１枚引く。",
        "Whenever Test Knight attacks or blocks, draw a card.",
        _t(rte.AttacksOrBlocks(), DRAW),
    ),
    (
        "creature",
        "試しの騎士がいずれかの対戦相手にダメージを与えるたび、あなたは２点のライフを得る。",
        "Whenever Test Knight deals damage to an opponent, you gain 2 life.",
        _t(rte.DealsDamageToPlayer(None, False, Controller.OPPONENT), GAIN_2),
    ),
    (
        "creature",
        "試しの騎士がいずれかのプレイヤーに戦闘ダメージを与えるたび、それの上に＋１/＋１カウンターを１個置く。",
        "Whenever Test Knight deals combat damage to a player, put a +1/+1 counter on it.",
        _t(
            rte.DealsDamageToPlayer(None, True, Controller.ANY),
            (ir.AddCounters(ir.ThisObject(), "+1/+1", 1),),
        ),
    ),
    (
        "equipment",
        "装備しているクリーチャーが攻撃するたび、カードを１枚引く。",
        "Whenever equipped creature attacks, draw a card.",
        _t(rte.Attacks(rt.EquippedCreature()), DRAW),
    ),
    (
        "enchantment",
        "あなたがコントロールするクリーチャーが１体攻撃するたび、あなたは２点のライフを得る。",
        "Whenever a creature you control attacks, you gain 2 life.",
        _t(rte.Attacks(replace(CREATURE, controller=Controller.YOU)), GAIN_2),
    ),
    (
        "enchantment",
        "あなたがソーサリー呪文を１つ唱えるたび、カードを１枚引く。",
        "Whenever you cast a sorcery spell, draw a card.",
        _t(rte.SpellCast(ObjectFilter(card_types=(CardType.SORCERY,))), DRAW),
    ),
    (
        "aura",
        "エンチャントされているクリーチャーが呪文の対象になったとき、カードを１枚引く。",
        "When enchanted creature becomes the target of a spell, draw a card.",
        _t(rte.BecomesTarget(rt.EnchantedPermanent(), ObjectFilter()), DRAW),
    ),
    (
        "creature",  # Departed Deckhand (m19): the card's own name before 「呪文の対象」
        "試しの騎士が呪文の対象になったとき、カードを１枚引く。",
        "When Test Knight becomes the target of a spell, draw a card.",
        _t(rte.BecomesTarget(None, ObjectFilter()), DRAW),
    ),
    (
        "enchantment",
        "いずれかの対戦相手がライフを失うたび、カードを１枚引く。",
        "Whenever an opponent loses life, draw a card.",
        _t(rte.LosesLife(Controller.OPPONENT), DRAW),
    ),
    (
        "creature",
        "あなたの終了ステップの開始時に、プレイヤー１人を対象とする。そのプレイヤーは２点のライフを失う。",
        "At the beginning of your end step, target player loses 2 life.",
        _t(
            BeginningOfStep(Step.END, Controller.YOU),
            (ir.LoseLife(ir.Targeted(0), 2),),
            (TargetSpec(players=PlayerFilter()),),
        ),
    ),
    (
        "enchantment",
        "アップキープの開始時に、カードを１枚引く。",
        "At the beginning of each upkeep, draw a card.",
        _t(BeginningOfStep(Step.UPKEEP, Controller.ANY), DRAW),
    ),
    (
        "creature",
        "試しの騎士がいずれかの墓地から戦場に出たとき、カードを１枚引く。",
        "When Test Knight enters the battlefield from a graveyard, draw a card.",
        _t(rte.EntersFromZone("graveyard"), DRAW),
    ),
]


@pytest.mark.parametrize(("kind", "ja", "en", "expected"), PAIRS, ids=[p[2] for p in PAIRS])
def test_new_trigger_text_gives_exact_ir_in_both_languages(
    kind: str, ja: str, en: str, expected: tuple[ir.Ability, ...]
) -> None:
    assert abilities("ja", kind, ja) == expected
    assert abilities("en", kind, en) == expected


INVALID: list[tuple[str, str, str, str]] = [
    ("ja", "creature", "次の終了ステップの開始時に、カードを１枚引く。", "E260"),
    ("en", "creature", "At the beginning of the next end step, draw a card.", "E260"),
    ("en", "creature", "Whenever you attacks or blocks, draw a card.", "E261"),
    ("ja", "creature", "あなたが攻撃かブロックするたび、カードを１枚引く。", "E261"),
    # "that creature" (the blocker) now compiles: tests/grammar/test_event_references.py
    (
        "ja",
        "creature",
        "試しの騎士が死亡するとき、カードを１枚引く。",
        "E101",
    ),  # 死亡したとき / 死亡するたび
]


@pytest.mark.parametrize(("lang", "kind", "text", "code"), INVALID, ids=[i[2] for i in INVALID])
def test_wrong_trigger_text_is_rejected_with_its_code(
    lang: str, kind: str, text: str, code: str
) -> None:
    assert code in codes(lang, kind, text)
