"""Several amounts of damage in one instruction (608.2c: one instruction, so one damage event):
"deals 1 damage to target creature and 1 damage to you", 「それに４点のダメージと、…に２点の
ダメージを与える」, 「それに４点のダメージ、…」, and the Japanese chain 「それに１点のダメージを与え、
あなたに１点のダメージを与える」. Each row compiles in both languages to one IR (JA ≡ EN), one
DealDamageTogether node, and renders back in both (parse(render(ir)) == ir)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from support.texts import bilingual_card, nodes_of_kind

TARGET = ir.Targeted(0)

ROWS = [
    (  # Forge Devil: the Japanese chain of two verbs is the one instruction
        "クリーチャー１体を対象とする。試作はそれに１点のダメージを与え、あなたに１点のダメージを与える。",
        "Test deals 1 damage to target creature and 1 damage to you.",
        (TARGET, ir.You()),
        (1, 1),
    ),
    (  # Chandra's Outrage: 「…のダメージと、」
        "クリーチャー１体を対象とする。試作はそれに４点のダメージと、そのクリーチャーのコントローラーに２点のダメージを与える。",
        "Test deals 4 damage to target creature and 2 damage to that creature's controller.",
        (TARGET, ir.ControllerOf(TARGET)),
        (4, 2),
    ),
    (  # Chandra, Flame's Fury: 「…のダメージ、」
        "クリーチャー１体を対象とする。試作はそれに４点のダメージ、そのクリーチャーのコントローラーに２点のダメージを与える。",
        "Test deals 4 damage to target creature and 2 damage to that creature's controller.",
        (TARGET, ir.ControllerOf(TARGET)),
        (4, 2),
    ),
]


@pytest.mark.parametrize(("ja", "en", "recipients", "amounts"), ROWS)
def test_several_amounts_are_one_instruction_in_both_languages(
    ja: str, en: str, recipients: tuple[object, ...], amounts: tuple[int, ...]
) -> None:
    """One node, each amount to its recipient, the same whichever language wrote it."""
    card = bilingual_card(ja, en, "インスタント / Instant")
    (effect,) = card.abilities[0].effects
    assert effect == ir.DealDamageTogether(ir.ThisObject(), recipients, amounts)


def test_each_creature_that_player_controls_is_one_share() -> None:
    """Radiating Lightning: 「そのプレイヤーに３点と、そのプレイヤーがコントロールしている各クリーチャー
    にそれぞれ１点のダメージを与える」 / "3 damage to target player and 1 damage to each creature
    that player controls"."""
    card = bilingual_card(
        "プレイヤー１人を対象とする。試作はそのプレイヤーに３点と、そのプレイヤーがコントロールしている"
        "各クリーチャーにそれぞれ１点のダメージを与える。",
        "Test deals 3 damage to target player and 1 damage to each creature that player controls.",
        "インスタント / Instant",
    )
    (effect,) = nodes_of_kind(card.abilities, ir.DealDamageTogether)
    assert effect.amounts == (3, 1)
    assert effect.recipients[0] == TARGET
    assert isinstance(effect.recipients[1], ir.EachObject)


def _effects(text: str, lang: str) -> tuple[object, ...]:
    header = "name: 試作\ntype: インスタント\n" if lang == "ja" else "name: Test\ntype: Instant\n"
    compiled = compile_source(SourceFile("t.card", f"{header}{lang}:\n  {text}\n"))
    assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
    return tuple(compiled.card.abilities[0].effects)


def test_then_keeps_two_instructions_apart() -> None:
    """「…与え、その後…与える」: 「その後」 orders two instructions (608.2c), so they stay two."""
    effects = _effects(
        "クリーチャー１体を対象とする。試作はそれに１点のダメージを与え、その後あなたに１点のダメージを与える。",
        "ja",
    )
    assert [type(e) for e in effects] == [ir.DealDamage, ir.DealDamage]


def test_an_and_before_another_instruction_is_not_a_share() -> None:
    """ "deals 2 damage to target creature and you gain 2 life": the "and" joins the next
    instruction; only an "and" followed by an amount of damage starts a share."""
    effects = _effects("Test deals 2 damage to target creature and you gain 2 life.", "en")
    assert [type(e) for e in effects] == [ir.DealDamage, ir.GainLife]
