"""Trigger events as phrase families (603.2): the steps and phases a triggered ability can
begin with (603.2b: 「あなたのターンの戦闘の開始時に」 / "At the beginning of combat on your turn",
「各アップキープの開始時に」 / "At the beginning of each upkeep", the precombat main phase) and life
gained (119.3: 「あなたがライフを得るたび」 / "Whenever you gain life"). Each row is compiled in
both languages to one IR, checked for the trigger it means, and rendered back in both
languages to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import BeginningOfStep, CardType, Controller, ObjectFilter, Step


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


YOU, ANY, OPPONENT = Controller.YOU, Controller.ANY, Controller.OPPONENT

ROWS = [
    (
        "あなたのターンの戦闘の開始時に、あなたは１点のライフを得る。",
        "At the beginning of combat on your turn, you gain 1 life.",
        BeginningOfStep(Step.BEGINNING_OF_COMBAT, YOU),
    ),
    (
        "各戦闘の開始時に、あなたは１点のライフを得る。",
        "At the beginning of each combat, you gain 1 life.",
        BeginningOfStep(Step.BEGINNING_OF_COMBAT, ANY),
    ),
    (
        "各アップキープの開始時に、あなたは１点のライフを得る。",
        "At the beginning of each upkeep, you gain 1 life.",
        BeginningOfStep(Step.UPKEEP, ANY),
    ),
    (
        "各終了ステップの開始時に、カードを１枚引く。",
        "At the beginning of each end step, draw a card.",
        BeginningOfStep(Step.END, ANY),
    ),
    (
        "終了ステップの開始時に、カードを１枚引く。",  # 2012: no 「各」
        "At the beginning of the end step, draw a card.",
        BeginningOfStep(Step.END, ANY),
    ),
    (
        "あなたの戦闘前メイン・フェイズの開始時に、あなたは１点のライフを得る。",
        "At the beginning of your precombat main phase, you gain 1 life.",
        BeginningOfStep(Step.PRECOMBAT_MAIN, YOU),
    ),
    (
        "あなたのドロー・ステップの開始時に、あなたは１点のライフを得る。",
        "At the beginning of your draw step, you gain 1 life.",
        BeginningOfStep(Step.DRAW, YOU),
    ),
    (
        "あなたがライフを得るたび、カードを１枚引く。",
        "Whenever you gain life, draw a card.",
        rte.GainsLife(YOU),
    ),
    (
        "いずれかの対戦相手がライフを得るたび、あなたはその点数に等しい点数のライフを失う。",
        "Whenever an opponent gains life, you lose that much life.",
        rte.GainsLife(OPPONENT),
    ),
    (
        "対戦相手１人がライフを得るたび、カードを１枚引く。",  # 2018: the count after the noun
        "Whenever an opponent gains life, draw a card.",
        rte.GainsLife(OPPONENT),
    ),
    (
        "いずれかのプレイヤーがライフを得るたび、カードを１枚引く。",
        "Whenever a player gains life, draw a card.",
        rte.GainsLife(ANY),
    ),
    (  # 510.3a, 2018: the count after the player
        "試作がプレイヤー１人に戦闘ダメージを与えるたび、カードを１枚引く。",
        "Whenever Test deals combat damage to a player, draw a card.",
        rte.DealsDamageToPlayer(None, True, ANY),
    ),
    (  # 2012
        "試作がいずれかのプレイヤーに戦闘ダメージを与えるたび、カードを１枚引く。",
        "Whenever Test deals combat damage to a player, draw a card.",
        rte.DealsDamageToPlayer(None, True, ANY),
    ),
    (  # 2018: a bare 「対戦相手に」 (an opponent), any damage
        "試作が対戦相手にダメージを与えるたび、カードを１枚引く。",
        "Whenever Test deals damage to an opponent, draw a card.",
        rte.DealsDamageToPlayer(None, False, OPPONENT),
    ),
    (
        "装備しているクリーチャーがプレイヤー１人に戦闘ダメージを与えるたび、カードを１枚引く。",
        "Whenever equipped creature deals combat damage to a player, draw a card.",
        rte.DealsDamageToPlayer(rte.EquippedCreature(), True, ANY),
        "アーティファクト — 装備品 / Artifact — Equipment",
    ),
    (  # 700.4, 2011: 「いずれかのクリーチャーが」, any one creature (2018: 「クリーチャーが１体」);
        # the damage trigger on enchanted player: Curse of Stalked Prey (tests/cards/test_curse_cards.py)
        "いずれかのクリーチャーが死亡するたび、カードを１枚引く。",
        "Whenever a creature dies, draw a card.",
        rte.Dies(ObjectFilter(card_types=(CardType.CREATURE,))),
    ),
    (  # 603.10a: the creature the Equipment was attached to as it died (Malefic Scythe)
        "装備しているクリーチャーが死亡するたび、カードを１枚引く。",
        "Whenever equipped creature dies, draw a card.",
        rte.Dies(rte.EquippedCreature()),
        "アーティファクト — 装備品 / Artifact — Equipment",
    ),
    (  # 508.3a, 509.3c: 2012 and later write 「攻撃するかブロックするたび」 (AVR 「攻撃か…」)
        "試作が攻撃するかブロックするたび、カードを１枚引く。",
        "Whenever Test attacks or blocks, draw a card.",
        rte.AttacksOrBlocks(),
    ),
    (  # 601.2i, 2018: the spell without a count
        "あなたがクリーチャーでない呪文を唱えるたび、カードを１枚引く。",
        "Whenever you cast a noncreature spell, draw a card.",
        rte.SpellCast(ObjectFilter(excluded_card_types=(CardType.CREATURE,)), YOU),
    ),
    (
        "あなたがエンチャント・呪文を唱えるたび、カードを１枚引く。",
        "Whenever you cast an enchantment spell, draw a card.",
        rte.SpellCast(ObjectFilter(card_types=(CardType.ENCHANTMENT,)), YOU),
    ),
    (  # 2012: the caster an opponent
        "いずれかの対戦相手が呪文を１つ唱えるたび、カードを１枚引く。",
        "Whenever an opponent casts a spell, draw a card.",
        rte.SpellCast(ObjectFilter(), OPPONENT),
    ),
    (  # 2018: a bare 「対戦相手が」
        "対戦相手が呪文を唱えるたび、カードを１枚引く。",
        "Whenever an opponent casts a spell, draw a card.",
        rte.SpellCast(ObjectFilter(), OPPONENT),
    ),
    (
        "いずれかのプレイヤーがインスタント呪文を１つ唱えるたび、カードを１枚引く。",
        "Whenever a player casts an instant spell, draw a card.",
        rte.SpellCast(ObjectFilter(card_types=(CardType.INSTANT,)), ANY),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_trigger_event_rows(row: tuple[Any, ...]) -> None:
    """Each text means its trigger, in both languages, and renders back to it."""
    ja, en, trigger, *type_line = row
    card = compile_both(ja, en, *type_line)
    assert card.abilities[0].trigger == trigger


def test_a_damage_trigger_names_one_player() -> None:
    """510.3a: damage to each player is an event of its own; 「プレイヤー２人に」 is an error
    (E261), not a trigger on any player."""
    source = (
        "name: 試作 / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\nja:\n"
        "  試作がプレイヤー２人に戦闘ダメージを与えるたび、カードを１枚引く。\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert [d.code for d in compiled.diagnostics] == ["E261"]


def test_life_gained_amount_is_the_event_amount() -> None:
    """「その点数」 / "that much" after a life trigger is the life gained (119.3)."""
    card = compile_both(
        "あなたがライフを得るたび、対戦相手１人を対象とする。そのプレイヤーはその点数に等しい点数のライフを失う。",
        "Whenever you gain life, target opponent loses that much life.",
    )
    assert "TriggeringAmount" in repr(card.abilities[0].effects)


def test_a_life_trigger_watches_a_player() -> None:
    """A creature can't gain life: 「CARDNAMEがライフを得るたび」 is an error (E261), not a
    trigger that never happens."""
    source = "name: 試作 / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\nja:\n  試作がライフを得るたび、カードを１枚引く。\n"
    compiled = compile_source(SourceFile("t.card", source))
    assert not compiled.ok
    assert [d.code for d in compiled.diagnostics] == ["E261"]


def test_that_many_cards_milled_is_the_damage_dealt() -> None:
    """ "that player mills that many cards" / 「そのプレイヤーはその点数に等しい枚数のカードを切削する」
    after a damage trigger: the player dealt damage mills as many cards as the damage (120.3,
    701.13). "that many" was once read as whose library, an internal error (E999)."""
    card = compile_both(
        "試作がプレイヤー１人に戦闘ダメージを与えるたび、そのプレイヤーはその点数に等しい枚数の"
        "カードを切削する。",
        "Whenever Test deals combat damage to a player, that player mills that many cards.",
    )
    (mill,) = card.abilities[0].effects
    assert mill == ir.Mill(ir.TriggeringPlayer(), ir.TriggeringAmount())
