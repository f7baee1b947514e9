""""<instructions> unless <player> <payment>" (118.12a) is one IR node, ir.Unless, whatever
the payment: a sacrifice (Demonlord of Ashmouth's family) or mana (Fettergeist's), in either
language, with or without "for each", with the player you, a target or another reference.

New texts (on no AVR card) that cross the two card families: an entering trigger, a spell and
an upkeep trigger whose "unless" pays mana, an upkeep trigger whose "unless" sacrifices; each
compiles to the same ir.Unless from Japanese and English, renders back to it in both languages,
and its generated code offers the payment before the instructions.
"""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.codegen import generate_module
from ofuda.compiler.render import render_card
from ofuda.runtime.definitions import (
    BeginningOfStep,
    CardType,
    Controller,
    EntersTheBattlefield,
    ObjectFilter,
    PlayerFilter,
    Step,
    TargetSpec,
)
from support.permanents import compile_lines

T0 = ir.Targeted(0)
LAND = ObjectFilter(card_types=(CardType.LAND,))
YOUR_CREATURES = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
UPKEEP = BeginningOfStep(Step.UPKEEP, Controller.YOU)


def _unless(player: object, payment: ir.Effect, *effects: ir.Effect) -> ir.Unless:
    return ir.Unless(player, (payment,), effects)


# (kind, Japanese texts, English texts, the ability)
CASES: list[tuple[str, tuple[str, ...], tuple[str, ...], ir.Ability]] = [
    (
        # an entering trigger (Demonlord's family) whose payment is mana (Fettergeist's)
        "creature",
        (
            "試しの騎士が戦場に出たとき、{2}{B}を支払わないかぎり、それを追放する。",
            "試しの騎士が戦場に出たとき、あなたが{2}{B}を支払わないかぎり、それを追放する。",
        ),
        ("When Test Knight enters the battlefield, exile it unless you pay {2}{B}.",),
        ir.TriggeredAbility(
            EntersTheBattlefield(),
            (),
            (_unless(ir.You(), ir.PayMana(ir.You(), "{2}{B}", 1), ir.Exile(ir.ThisObject())),),
        ),
    ),
    (
        # mana counted "for each" on resolution (FAQ P55), with another instruction
        "creature",
        (
            "試しの騎士が戦場に出たとき、あなたがコントロールするクリーチャー１体につき{1}を"
            "支払わないかぎり、それをオーナーの手札に戻す。",
        ),
        (
            "When Test Knight enters the battlefield, return it to its owner's hand unless you pay "
            "{1} for each creature you control.",
        ),
        ir.TriggeredAbility(
            EntersTheBattlefield(),
            (),
            (
                _unless(
                    ir.You(),
                    ir.PayMana(ir.You(), "{1}", ir.CountOf(ir.EachObject(YOUR_CREATURES))),
                    ir.ReturnToHand(ir.ThisObject()),
                ),
            ),
        ),
    ),
    (
        # "unless that player pays {2}": the payment is offered to another player
        "sorcery",
        ("プレイヤー１人を対象とする。そのプレイヤーが{2}を支払わないかぎり、そのプレイヤーは３点のライフを失う。",),
        (
            "Target player loses 3 life unless that player pays {2}.",
            "Target player loses 3 life unless they pay {2}.",
        ),
        ir.SpellAbility(
            (TargetSpec(players=PlayerFilter()),),
            (_unless(T0, ir.PayMana(T0, "{2}", 1), ir.LoseLife(T0, 3)),),
        ),
    ),
    (
        # Mana Leak (マナ漏出), its official Japanese: the controller of the target pays
        "instant",
        ("呪文１つを対象とする。それのコントローラーが{3}を支払わないかぎり、それを打ち消す。",),
        ("Counter target spell unless its controller pays {3}.",),
        ir.SpellAbility(
            (TargetSpec(objects=ObjectFilter(), zone="stack"),),
            (_unless(ir.ControllerOf(T0), ir.PayMana(ir.ControllerOf(T0), "{3}", 1), ir.CounterSpell(T0)),),
        ),
    ),
    (
        # Fettergeist's upkeep trigger whose payment is a sacrifice (Demonlord's)
        "creature",
        (
            "あなたのアップキープの開始時に、あなたが土地を１つ生け贄に捧げないかぎり、試しの騎士をタップする。",
            # no subject: you (as for a payment of mana, Fettergeist)
            "あなたのアップキープの開始時に、土地を１つ生け贄に捧げないかぎり、試しの騎士をタップする。",
        ),
        ("At the beginning of your upkeep, tap Test Knight unless you sacrifice a land.",),
        ir.TriggeredAbility(
            UPKEEP,
            (),
            (_unless(ir.You(), ir.Sacrifice(ir.You(), None, LAND, 1), ir.Tap(ir.ThisObject())),),
        ),
    ),
]
IDS = [case[2][0] for case in CASES]


def _ability(lang: str, kind: str, text: str) -> ir.Ability:
    card = compile_lines(lang, kind, [text])
    assert card.ok and card.card is not None, [(d.code, d.message) for d in card.diagnostics]
    (ability,) = card.card.abilities
    return ability


@pytest.mark.parametrize(("kind", "ja", "en", "expected"), CASES, ids=IDS)
def test_every_unless_payment_compiles_to_one_unless_node(
    kind: str, ja: tuple[str, ...], en: tuple[str, ...], expected: ir.Ability
) -> None:
    """118.12a: the same ir.Unless from every phrasing, in both languages."""
    for lang, texts in (("ja", ja), ("en", en)):
        for text in texts:
            assert _ability(lang, kind, text) == expected, (lang, text)


@pytest.mark.parametrize(("kind", "ja", "en", "expected"), CASES, ids=IDS)
def test_every_unless_payment_renders_back_to_the_same_node(
    kind: str, ja: tuple[str, ...], en: tuple[str, ...], expected: ir.Ability
) -> None:
    """parse(render(ir)) == ir, both languages (the English rendering is the first text)."""
    card = compile_lines("en", kind, [en[0]])
    assert card.card is not None
    for lang in ("ja", "en"):
        (line,) = render_card(card.card, lang)
        assert _ability(lang, kind, line.replace("Test Knight", "試しの騎士") if lang == "ja" else line) == expected
    assert render_card(card.card, "en") == [en[0]]


def test_the_payment_is_offered_before_the_instructions() -> None:
    """Codegen: a payment of mana is the player's choice by itself (ctx.pay_mana asks), a
    sacrifice is asked with ctx.may; either way the instructions follow `if not ctx.you_did()`."""
    mana = compile_lines("en", "creature", [CASES[0][2][0]])
    sacrifice = compile_lines("en", "creature", [CASES[-1][2][0]])
    assert mana.card is not None and sacrifice.card is not None
    mana_code = generate_module(mana.card, mana.by_language, "t.card")
    sacrifice_code = generate_module(sacrifice.card, sacrifice.by_language, "t.card")
    assert (
        "ctx.pay_mana(player=ctx.controller, symbols=\"{2}{B}\", times=1)\n        if not ctx.you_did():"
        in mana_code
    )
    assert "ctx.may(" not in mana_code
    assert "if ctx.may(ctx.controller):\n            ctx.sacrifice(" in sacrifice_code
    assert "if not ctx.you_did():\n            ctx.tap(ctx.source)" in sacrifice_code


@pytest.mark.parametrize(
    ("lang", "kind", "text", "code"),
    [
        # only a player pays (118.12a: "unless <player> …")
        ("en", "sorcery", "Exile target creature unless it pays {2}.", "E202"),
        ("ja", "sorcery", "クリーチャー１体を対象とする。それが{2}を支払わないかぎり、それを追放する。", "E202"),
        # a sacrifice counted "for each" has no rendering yet: a diagnostic, not a wrong text
        ("en", "sorcery", "Draw a card unless you sacrifice a creature for each land you control.", "E290"),
        ("ja", "sorcery", "あなたがコントロールする土地１つにつきクリーチャーを１体生け贄に捧げないかぎり、カードを１枚引く。", "E290"),
    ],
)
def test_an_unless_payment_ofuda_cannot_read_is_a_diagnostic(
    lang: str, kind: str, text: str, code: str
) -> None:
    """Diagnostics, never a traceback."""
    compiled = compile_lines(lang, kind, [text])
    assert not compiled.ok
    assert code in [d.code for d in compiled.diagnostics]
