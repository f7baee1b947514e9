"""The trigger event's own objects and amounts in texts that appear on no AVR card:
"that creature" / 「そのクリーチャー」 (the blocker, the creature that entered or became a
target), "that card" / 「そのカード」 (the card a creature that died became), "that much" /
「その点数」. Each pair is checked against the exact IR it must give, in both languages."""

from __future__ import annotations

from dataclasses import replace

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import (
    BeginningOfStep,
    CardType,
    Color,
    Controller,
    Dies,
    Duration,
    EntersTheBattlefield,
    ObjectFilter,
    PlayerFilter,
    Step,
    TargetSpec,
)
from support.permanents import abilities, codes

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))


def _t(trigger: object, *effects: ir.Effect) -> tuple[ir.Ability, ...]:
    return (ir.TriggeredAbility(trigger, (), effects),)  # type: ignore[arg-type]


# (kind, Japanese, English, IR)
PAIRS: list[tuple[str, str, str, tuple[ir.Ability, ...]]] = [
    (
        "creature",
        "試しの騎士がクリーチャー１体にブロックされた状態になるたび、そのクリーチャーをタップする。",
        "Whenever Test Knight becomes blocked by a creature, tap that creature.",
        _t(rte.BecomesBlocked(), ir.Tap(ir.TriggeringObject())),
    ),
    (
        "creature",
        "試しの騎士がクリーチャー１体にブロックされた状態になるたび、試しの騎士はそのクリーチャーに２点のダメージを与える。",
        "Whenever Test Knight becomes blocked by a creature, Test Knight deals 2 damage to that creature.",
        _t(rte.BecomesBlocked(), ir.DealDamage(ir.ThisObject(), ir.TriggeringObject(), 2)),
    ),
    (
        "enchantment",
        "クリーチャーが１体あなたのコントロール下で戦場に出るたび、そのクリーチャーはターン終了時まで＋１/＋１の修整を受ける。",
        "Whenever a creature enters the battlefield under your control, that creature gets +1/+1 until end of turn.",
        _t(
            EntersTheBattlefield(replace(CREATURE, controller=Controller.YOU)),
            ir.ModifyPowerToughness(ir.TriggeringObject(), 1, 1, Duration.END_OF_TURN),
        ),
    ),
    (
        "enchantment",
        "あなたがコントロールするクリーチャーが呪文の対象になるたび、そのクリーチャーをアンタップする。",
        "Whenever a creature you control becomes the target of a spell, untap that creature.",
        _t(
            rte.BecomesTarget(replace(CREATURE, controller=Controller.YOU), ObjectFilter()),
            ir.Untap(ir.TriggeringObject()),
        ),
    ),
    (
        "enchantment",
        "あなたがコントロールする他のクリーチャーが１体死亡するたび、そのカードを追放する。",
        "Whenever another creature you control dies, exile that card.",
        _t(
            Dies(replace(CREATURE, controller=Controller.YOU, other=True)),
            ir.Exile(ir.TriggeringCard()),
        ),
    ),
    (
        "creature",
        "試しの騎士がいずれかのプレイヤーに戦闘ダメージを与えるたび、あなたはその点数に等しい点数のライフを得る。",
        "Whenever Test Knight deals combat damage to a player, you gain that much life.",
        _t(
            rte.DealsDamageToPlayer(None, True, Controller.ANY),
            ir.GainLife(ir.You(), ir.TriggeringAmount()),
        ),
    ),
    (
        "enchantment",
        "いずれかの対戦相手がライフを失うたび、あなたはその点数分のライフを失う。",
        "Whenever an opponent loses life, you lose that much life.",
        _t(rte.LosesLife(Controller.OPPONENT), ir.LoseLife(ir.You(), ir.TriggeringAmount())),
    ),
]


@pytest.mark.parametrize(("kind", "ja", "en", "expected"), PAIRS, ids=[p[2] for p in PAIRS])
def test_event_reference_gives_exact_ir_in_both_languages(
    kind: str, ja: str, en: str, expected: tuple[ir.Ability, ...]
) -> None:
    assert abilities("ja", kind, ja) == expected
    assert abilities("en", kind, en) == expected


def test_each_respectively_counters_mean_the_same_instruction() -> None:
    """「各…の上に…カウンターをそれぞれ２個置く」: それぞれ changes nothing (122.1)."""
    humans = replace(ObjectFilter(subtypes=("Human",)), controller=Controller.YOU)
    expected = (
        ir.SpellAbility((), (ir.AddCounters(ir.EachObject(humans), "+1/+1", 2),)),
    )
    ja = "あなたがコントロールする各人間の上に＋１/＋１カウンターをそれぞれ２個置く。"
    assert abilities("ja", "sorcery", ja) == expected
    assert abilities("en", "sorcery", "Put two +1/+1 counters on each Human you control.") == expected


# "that much" needs an event with an amount.
INVALID = [
    ("ja", "あなたのアップキープの開始時に、あなたはその点数分のライフを得る。"),
    ("en", "At the beginning of your upkeep, you gain that much life."),
]


@pytest.mark.parametrize(("lang", "text"), INVALID, ids=[i[1] for i in INVALID])
def test_that_much_without_an_amount_is_rejected(lang: str, text: str) -> None:
    assert "E201" in codes(lang, "enchantment", text)


GREATEST = ir.ControlsGreatestPower(ir.You())
GREATEST_JA = "あなたがパワーの最も大きいクリーチャー、あるいは２体以上あるならそのうちの１体をコントロールしている場合、"
GREATEST_EN = "if you control the creature with the greatest power or tied for the greatest power"


def test_greatest_power_condition_in_a_triggered_ability() -> None:
    """The condition of Triumph of Ferocity on another instruction, checked on resolution."""
    expected = _t(
        BeginningOfStep(Step.END, Controller.YOU),
        ir.Conditional(GREATEST, (ir.GainLife(ir.You(), 3),)),
    )
    ja = f"あなたの終了ステップの開始時に、{GREATEST_JA}あなたは３点のライフを得る。"
    en = f"At the beginning of your end step, you gain 3 life {GREATEST_EN}."
    assert abilities("ja", "enchantment", ja) == expected
    assert abilities("en", "enchantment", en) == expected


def test_greatest_power_condition_in_a_spell() -> None:
    """A sorcery: "Draw two cards if you control the creature with the greatest power …"."""
    expected = (ir.SpellAbility((), (ir.Conditional(GREATEST, (ir.DrawCards(ir.You(), 2),)),)),)
    assert abilities("ja", "sorcery", f"{GREATEST_JA}カードを２枚引く。") == expected
    assert abilities("en", "sorcery", f"Draw two cards {GREATEST_EN}.") == expected


INTERVENING: list[tuple[str, str, tuple[ir.Ability, ...]]] = [
    (
        "あなたのアップキープの開始時に、あなたがコントロールしているクリーチャーがちょうど２体だけである場合、カードを１枚引く。",
        "At the beginning of your upkeep, if you control exactly two creatures, draw a card.",
        (
            ir.TriggeredAbility(
                BeginningOfStep(Step.UPKEEP, Controller.YOU),
                (),
                (ir.DrawCards(ir.You(), 1),),
                condition=rt.ControlsCount(CREATURE, 2),
            ),
        ),
    ),
    (
        "他のクリーチャーが１体死亡するたび、あなたがコントロールしているクリーチャーがちょうど１体だけである場合、あなたは２点のライフを得る。",
        "Whenever another creature dies, if you control exactly one creature, you gain 2 life.",
        (
            ir.TriggeredAbility(
                Dies(replace(CREATURE, other=True)),
                (),
                (ir.GainLife(ir.You(), 2),),
                condition=rt.ControlsCount(CREATURE, 1),
            ),
        ),
    ),
]


@pytest.mark.parametrize(("ja", "en", "expected"), INTERVENING, ids=[i[1] for i in INTERVENING])
def test_intervening_if_gives_the_ability_a_condition(
    ja: str, en: str, expected: tuple[ir.Ability, ...]
) -> None:
    """603.4: "When …, if …, …" / 「…たび、…場合、…」 — the condition of the ability itself."""
    assert abilities("ja", "creature", ja) == expected
    assert abilities("en", "creature", en) == expected


UPKEEP = BeginningOfStep(Step.UPKEEP, Controller.YOU)
LANDS = replace(ObjectFilter(card_types=(CardType.LAND,)), controller=Controller.YOU)
PAYMENTS: list[tuple[str, str, tuple[ir.Ability, ...]]] = [
    (
        "あなたのアップキープの開始時に、あなたは{W}を支払ってもよい。 そうした場合、あなたは３点のライフを得る。",
        "At the beginning of your upkeep, you may pay {W}. If you do, you gain 3 life.",
        _t(
            UPKEEP,
            ir.PayMana(ir.You(), "{W}", 1),
            ir.Conditional(ir.YouDid(), (ir.GainLife(ir.You(), 3),)),
        ),
    ),
    (
        "あなたのアップキープの開始時に、{2}を支払わないかぎり、試しの騎士を生け贄に捧げる。",
        "At the beginning of your upkeep, sacrifice Test Knight unless you pay {2}.",
        _t(
            UPKEEP,
            ir.Unless(
                ir.You(),
                (ir.PayMana(ir.You(), "{2}", 1),),
                (ir.Sacrifice(ir.You(), ir.ThisObject(), None, 1),),
            ),
        ),
    ),
    (
        "あなたのアップキープの開始時に、あなたがコントロールする土地１つにつき{1}を支払わないかぎり、試しの騎士を生け贄に捧げる。",
        "At the beginning of your upkeep, sacrifice Test Knight unless you pay {1} for each land you control.",
        _t(
            UPKEEP,
            ir.Unless(
                ir.You(),
                (ir.PayMana(ir.You(), "{1}", ir.CountOf(ir.EachObject(LANDS))),),
                (ir.Sacrifice(ir.You(), ir.ThisObject(), None, 1),),
            ),
        ),
    ),
]


@pytest.mark.parametrize(("ja", "en", "expected"), PAYMENTS, ids=[p[1] for p in PAYMENTS])
def test_payment_on_resolution_gives_exact_ir(
    ja: str, en: str, expected: tuple[ir.Ability, ...]
) -> None:
    """"you may pay … If you do" / "unless you pay …" (118.12), both languages."""
    assert abilities("ja", "creature", ja) == expected
    assert abilities("en", "creature", en) == expected


def test_a_payment_that_is_not_a_choice_is_rejected() -> None:
    """A payment on resolution is always the player's choice: a bare "pay {1}" is E290."""
    assert "E290" in codes("en", "creature", "At the beginning of your upkeep, pay {1}.")


def _delayed(step: Step, effect: ir.Effect, objects: object) -> ir.CreateDelayedTrigger:
    trigger = rte.NextBeginningOfStep(step)
    return ir.CreateDelayedTrigger(trigger, ir.TriggeredAbility(trigger, (), (effect,)), objects)


SPIRIT = "飛行を持つ白の１/１のスピリット・クリーチャー・トークンを２体戦場に出す。"


def test_delayed_trigger_exiles_the_tokens_created() -> None:
    """603.7: a spell creates tokens and a delayed ability that exiles "those tokens"."""
    abilities_ja = abilities(
        "ja", "sorcery", f"{SPIRIT} 次の終了ステップの開始時に、それらのトークンを追放する。"
    )
    abilities_en = abilities(
        "en",
        "sorcery",
        "Create two 1/1 white Spirit creature tokens with flying. "
        "Exile those tokens at the beginning of the next end step.",
    )
    assert abilities_ja == abilities_en
    spell = abilities_en[0]
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects[1] == _delayed(Step.END, ir.Exile(ir.Remembered()), ir.CreatedTokens())


def test_delayed_trigger_remembers_a_target() -> None:
    """603.7c: the delayed ability untaps the creature the spell targeted, at the next upkeep."""
    expected = (
        ir.SpellAbility(
            (TargetSpec(objects=CREATURE),),
            (
                ir.Tap(ir.Targeted(0)),
                _delayed(Step.UPKEEP, ir.Untap(ir.Remembered()), ir.Targeted(0)),
            ),
        ),
    )
    ja = "クリーチャー１体を対象とし、それをタップする。 次のアップキープの開始時に、それをアンタップする。"
    en = "Tap target creature. Untap it at the beginning of the next upkeep."
    assert abilities("ja", "instant", ja) == expected
    assert abilities("en", "instant", en) == expected


def test_a_creature_dealt_damage_by_this_object_this_turn() -> None:
    """The trigger subject of Dread Slaver on another instruction."""
    damaged = replace(CREATURE, damaged_by_source=True)
    expected = _t(Dies(damaged), ir.GainLife(ir.You(), 2))
    ja = "このターン、試しの騎士によってダメージを与えられたいずれかのクリーチャーが死亡するたび、あなたは２点のライフを得る。"
    en = "Whenever a creature dealt damage by Test Knight this turn dies, you gain 2 life."
    assert abilities("ja", "creature", ja) == expected
    assert abilities("en", "creature", en) == expected


def test_the_returned_creature_is_also_a_black_zombie() -> None:
    """An instruction's lasting change to the card the ability returned (611.2a, 400.7)."""
    expected = _t(
        Dies(replace(CREATURE, controller=Controller.YOU, other=True)),
        ir.PutOntoBattlefield(ir.TriggeringCard(), ir.You()),
        ir.AddColorsAndTypes(ir.NewObject(ir.TriggeringCard()), (Color.BLACK,), ("Zombie",)),
    )
    ja = (
        "あなたがコントロールする他のクリーチャーが１体死亡するたび、そのカードを"
        "あなたのコントロール下で戦場に戻す。 そのクリーチャーは、他の色やタイプに加えて黒のゾンビでもある。"
    )
    en = (
        "Whenever another creature you control dies, return that card to the battlefield under "
        "your control. That creature is a black Zombie in addition to its other colors and types."
    )
    assert abilities("ja", "creature", ja) == expected
    assert abilities("en", "creature", en) == expected


def test_an_option_offered_to_any_player() -> None:
    """"any player may have it …" / 「どのプレイヤーでも「…」を選んでもよい」: the first who accepts
    (101.4); "him or her" / 「自分」 is that player; "If a player does"."""
    expected = _t(
        EntersTheBattlefield(),
        ir.Optional(
            ir.EachPlayer(PlayerFilter(Controller.ANY)),
            (ir.DealDamage(ir.ThisObject(), ir.Chooser(), 2),),
        ),
        ir.Conditional(ir.APlayerDid(), (ir.DrawCards(ir.You(), 1),)),
    )
    ja = (
        "試しの騎士が戦場に出たとき、どのプレイヤーでも「試しの騎士は自分に２点のダメージを与える。」"
        "を選んでもよい。 いずれかのプレイヤーがそうした場合、カードを１枚引く。"
    )
    en = (
        "When Test Knight enters the battlefield, any player may have it deal 2 damage to him or "
        "her. If a player does, draw a card."
    )
    assert abilities("ja", "creature", ja) == expected
    assert abilities("en", "creature", en) == expected


def test_that_player_is_the_player_the_event_is_about() -> None:
    """「そのプレイヤー」 / "that player" without a target: the player dealt damage (120.3)."""
    expected = _t(
        rte.DealsDamageToPlayer(None, True, Controller.ANY),
        ir.Discard(ir.TriggeringPlayer(), 1, False),
    )
    ja = "試しの騎士がいずれかのプレイヤーに戦闘ダメージを与えるたび、そのプレイヤーはカードを１枚捨てる。"
    en = "Whenever Test Knight deals combat damage to a player, that player discards a card."
    assert abilities("ja", "creature", ja) == expected
    assert abilities("en", "creature", en) == expected


def test_a_delayed_trigger_must_be_at_the_next_step() -> None:
    """603.7: only "at the beginning of the next …" makes an instruction's delayed trigger."""
    text = (
        "Create two 1/1 white Spirit creature tokens with flying. "
        "Exile those tokens at the beginning of your end step."
    )
    assert "E290" in codes("en", "sorcery", text)
