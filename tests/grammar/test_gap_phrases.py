"""Phrase families that closed the known gaps of docs/compositionality.md, on texts printed on
no AVR card, in both languages, each checked against its exact IR and rendered back:
"CARDNAME enters the battlefield tapped" and "<group> enter the battlefield tapped" (614.1c);
"Whenever <subject> blocks" (509.3c); "until your next turn" (611.2b); "Scry N" / 「占術Ｎを行う」 (701.22)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import (
    CardType,
    Controller,
    Duration,
    Keyword,
    ObjectFilter,
    TargetSpec,
)
from ofuda.runtime.statics import EquippedCreature
from ofuda.runtime.statics_entering import EntersTapped
from support.permanents import abilities, codes, compile_lines, rendered_abilities


def _static(effect: object) -> ir.StaticAbility:
    return ir.StaticAbility((effect,), None)  # type: ignore[arg-type]


SELF_TAPPED = _static(EntersTapped())
OPPONENTS_CREATURES_TAPPED = _static(
    EntersTapped(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT))
)
ARTIFACTS_TAPPED = _static(EntersTapped(ObjectFilter(card_types=(CardType.ARTIFACT,))))

def _trigger(trigger: object, *effects: ir.Effect) -> ir.TriggeredAbility:
    return ir.TriggeredAbility(trigger, (), effects)  # type: ignore[arg-type]


GAIN_2 = ir.GainLife(ir.You(), 2)
DRAW = ir.DrawCards(ir.You(), 1)
SELF_BLOCKS = _trigger(rte.Blocks(), GAIN_2)
YOURS_BLOCK = _trigger(
    rte.Blocks(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)), DRAW
)
EQUIPPED_BLOCKS = _trigger(rte.Blocks(EquippedCreature()), DRAW)
HUMAN_BLOCKS = _trigger(
    rte.Blocks(ObjectFilter(subtypes=("Human",), controller=Controller.YOU, other=True)), GAIN_2
)

NEXT = Duration.UNTIL_YOUR_NEXT_TURN
TARGET_CREATURE = (TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,))),)
YOURS = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
WEAKEN = ir.SpellAbility(TARGET_CREATURE, (ir.ModifyPowerToughness(ir.Targeted(0), -2, 0, NEXT),))
NO_BLOCK = ir.SpellAbility(TARGET_CREATURE, (ir.CantBlock(ir.Targeted(0), NEXT),))
VIGILANT = ir.SpellAbility((), (ir.GrantKeyword(ir.EachObject(YOURS), Keyword.VIGILANCE, NEXT),))
BORROW = ir.SpellAbility(TARGET_CREATURE, (ir.GainControl(ir.You(), ir.Targeted(0), NEXT),))
BOOST = ir.SpellAbility(
    TARGET_CREATURE,
    (
        ir.ModifyPowerToughness(ir.Targeted(0), 2, 2, NEXT),
        ir.GrantKeyword(ir.Targeted(0), Keyword.FLYING, NEXT),
    ),
)

SCRY_2 = ir.SpellAbility((), (ir.Scry(ir.You(), 2),))
SCRY_THEN_DRAW = ir.SpellAbility((), (ir.Scry(ir.You(), 1), DRAW))
DRAW_THEN_SCRY = ir.SpellAbility((), (DRAW, ir.Scry(ir.You(), 2)))
SCRY_TRIGGER = _trigger(rte.Blocks(), ir.Scry(ir.You(), 1))

# (language, kind of card, text, expected ability)
VALID = [
    ("en", "land", "Test Knight enters the battlefield tapped.", SELF_TAPPED),
    ("ja", "land", "試しの騎士はタップ状態で戦場に出る。", SELF_TAPPED),
    ("en", "creature", "Test Knight enters tapped.", SELF_TAPPED),
    ("en", "enchantment", "Creatures your opponents control enter the battlefield tapped.",
     OPPONENTS_CREATURES_TAPPED),
    ("ja", "enchantment", "対戦相手がコントロールするクリーチャーはタップ状態で戦場に出る。",
     OPPONENTS_CREATURES_TAPPED),
    ("en", "enchantment", "Creatures you don't control enter the battlefield tapped.",
     OPPONENTS_CREATURES_TAPPED),
    ("ja", "enchantment", "あなたがコントロールしていないクリーチャーはタップ状態で戦場に出る。",
     OPPONENTS_CREATURES_TAPPED),
    ("en", "artifact", "Artifacts enter the battlefield tapped.", ARTIFACTS_TAPPED),
    ("ja", "artifact", "アーティファクトはタップ状態で戦場に出る。", ARTIFACTS_TAPPED),
    ("en", "creature", "Whenever Test Knight blocks, you gain 2 life.", SELF_BLOCKS),
    ("ja", "creature", "試しの騎士がブロックするたび、あなたは2点のライフを得る。", SELF_BLOCKS),
    ("en", "enchantment", "Whenever a creature you control blocks, draw a card.", YOURS_BLOCK),
    ("ja", "enchantment", "あなたがコントロールするクリーチャーが1体ブロックするたび、カードを1枚引く。",
     YOURS_BLOCK),
    ("en", "equipment", "Whenever equipped creature blocks, draw a card.", EQUIPPED_BLOCKS),
    ("ja", "equipment", "装備しているクリーチャーがブロックするたび、カードを1枚引く。", EQUIPPED_BLOCKS),
    ("en", "creature", "Whenever another Human you control blocks, you gain 2 life.", HUMAN_BLOCKS),
    ("ja", "creature", "あなたがコントロールする他の人間が1体ブロックするたび、あなたは2点のライフを得る。",
     HUMAN_BLOCKS),
    ("en", "instant", "Target creature gets -2/-0 until your next turn.", WEAKEN),
    ("ja", "instant", "クリーチャー1体を対象とする。あなたの次のターンまで、それは-2/-0の修整を受ける。", WEAKEN),
    ("en", "instant", "Target creature can't block until your next turn.", NO_BLOCK),
    ("en", "instant", "Until your next turn, target creature can't block.", NO_BLOCK),
    ("ja", "instant", "クリーチャー1体を対象とする。あなたの次のターンまで、それはブロックできない。", NO_BLOCK),
    ("en", "sorcery", "Creatures you control gain vigilance until your next turn.", VIGILANT),
    ("ja", "sorcery", "あなたの次のターンまで、あなたがコントロールするクリーチャーは警戒を得る。", VIGILANT),
    ("en", "sorcery", "Gain control of target creature until your next turn.", BORROW),
    ("ja", "sorcery", "クリーチャー1体を対象とする。あなたの次のターンまで、あなたはそれのコントロールを得る。",
     BORROW),
    ("en", "instant", "Until your next turn, target creature gets +2/+2 and gains flying.", BOOST),
    ("ja", "instant",
     "クリーチャー1体を対象とする。あなたの次のターンまで、それは+2/+2の修整を受けるとともに飛行を得る。",
     BOOST),
    ("en", "sorcery", "Scry 2.", SCRY_2),
    ("ja", "sorcery", "占術2を行う。", SCRY_2),
    ("en", "instant", "Scry 1, then draw a card.", SCRY_THEN_DRAW),
    ("ja", "instant", "占術1を行い、その後カードを1枚引く。", SCRY_THEN_DRAW),
    ("en", "instant", "Draw a card, then scry 2.", DRAW_THEN_SCRY),
    ("ja", "instant", "カードを1枚引き、その後占術2を行う。", DRAW_THEN_SCRY),
    ("en", "sorcery",
     "Scry 2. (Look at the top two cards of your library, then put any number of them on the "
     "bottom of your library and the rest on top in any order.)", SCRY_2),
    ("en", "sorcery",
     "Scry 2. (Look at the top two cards of your library, then put any number of them on the "
     "bottom and the rest on top in any order.)", SCRY_2),
    ("en", "instant",
     "Scry 1, then draw a card. (Look at the top card of your library. You may put that card on "
     "the bottom.)", SCRY_THEN_DRAW),
    ("ja", "instant",
     "占術1を行い、その後カードを1枚引く。（あなたのライブラリーの一番上のカードを見る。あなたは"
     "そのカードをあなたのライブラリーの一番下に置いてもよい。）", SCRY_THEN_DRAW),
    ("en", "creature", "Whenever Test Knight blocks, scry 1.", SCRY_TRIGGER),
    ("ja", "creature", "試しの騎士がブロックするたび、占術1を行う。", SCRY_TRIGGER),
]


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID)
def test_gap_text_gives_its_ir(lang: str, kind: str, text: str, expected: ir.Ability) -> None:
    """Each text compiles to exactly the expected ability."""
    assert abilities(lang, kind, text) == (expected,)


@pytest.mark.parametrize(("lang", "kind", "text", "expected"), VALID)
def test_gap_text_renders_back_to_its_ir(
    lang: str, kind: str, text: str, expected: ir.Ability
) -> None:
    """parse(render(ir)) == ir in the text's own language (current templating)."""
    assert rendered_abilities(lang, kind, text) == (expected,)


def test_enters_tapped_on_a_spell_is_a_statement_error() -> None:
    """On an instant the sentence is an instruction, and a statement can't be one."""
    assert codes("en", "instant", "Target creature enters the battlefield tapped.") == ["E251"]
    assert codes("ja", "instant", "クリーチャー1体を対象とする。それはタップ状態で戦場に出る。") == ["E251"]


def test_until_your_next_turn_on_a_one_shot_action_is_an_error() -> None:
    """Drawing a card doesn't last: the duration means nothing (E203), in both languages."""
    assert codes("en", "instant", "Draw a card until your next turn.") == ["E203"]
    assert codes("ja", "instant", "あなたの次のターンまで、カードを1枚引く。") == ["E203"]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Scry 2. (Look at the top three cards of your library, then put any number of them "
               "on the bottom and the rest on top in any order.)"),
        ("en", "Draw a card. (Look at the top card of your library. You may put that card on the "
               "bottom.)"),
        ("ja", "占術2を行う。（あなたのライブラリーの一番上のカードを見る。あなたはそのカードをあなたの"
               "ライブラリーの一番下に置いてもよい。）"),
    ],
)
def test_a_scry_reminder_must_state_the_lines_scry(lang: str, text: str) -> None:
    """207.2: a reminder restates its own keyword action — scry 3's reminder on scry 2, or a
    scry reminder on a line that doesn't scry, is a W240 warning (the card compiles from its
    sentence: reminder text has no rules meaning)."""
    card = compile_lines(lang, "sorcery", [text])
    assert card.ok and [d.code for d in card.diagnostics] == ["W240"]
