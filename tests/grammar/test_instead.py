""" "If <condition>, <instructions> instead." / 「…場合、代わりに…。」 (608.2c): the sentence
replaces the instructions of the sentence before it when its condition holds. Each row is
compiled in both languages to one IR and rendered back; the IR is one
:class:`~ofuda.compiler.ir.Instead` holding the replaced and the replacing instructions."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.ir.ability_words import AbilityWord
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.conditions import DiedThisTurn
from ofuda.runtime.statics import ControlsCount
from support.texts import bilingual_card, codes, nodes_of_kind

INSTANT = "インスタント / Instant"


@pytest.mark.parametrize(
    ("ja", "en", "condition", "replaced", "replacing"),
    [
        (  # Elder Cathar (ISD): a condition on the target just named, 2012 「…の場合」
            (
                "あなたがコントロールするクリーチャー１体を対象とし、それの上に＋１/＋１カウンターを１個置く。"
                "そのクリーチャーが人間の場合、代わりにそれの上に＋１/＋１カウンターを２個置く。"
            ),
            (
                "Put a +1/+1 counter on target creature you control. If that creature is a Human, "
                "put two +1/+1 counters on it instead."
            ),
            ir.Matches,
            ir.AddCounters,
            ir.AddCounters,
        ),
        (  # Life Goes On (M21): a condition on this turn's history
            "あなたは４点のライフを得る。このターンにクリーチャーが死亡していたなら、代わりにあなたは８点のライフを得る。",
            "You gain 4 life. If a creature died this turn, you gain 8 life instead.",
            ir.ConditionHolds,
            ir.GainLife,
            ir.GainLife,
        ),
        (  # Tezzeret, Artifice Master (M19): a count, 2018 「…を３つ以上コントロールしているなら」
            "カードを１枚引く。あなたがアーティファクトを３つ以上コントロールしているなら、代わりにカードを２枚引く。",
            "Draw a card. If you control three or more artifacts, draw two cards instead.",
            ir.ConditionHolds,
            ir.DrawCards,
            ir.DrawCards,
        ),
        (  # "instead" right after the condition, and the trailing condition
            "カードを１枚引く。あなたのライフが５点以下である場合、代わりにカードを２枚引く。",
            "Draw a card. If you have 5 or less life, instead draw two cards.",
            ir.ConditionHolds,
            ir.DrawCards,
            ir.DrawCards,
        ),
        (
            "あなたは２点のライフを得る。このターンにクリーチャーが死亡していたなら、代わりにあなたは４点のライフを得る。",
            "You gain 2 life. You gain 4 life instead if a creature died this turn.",
            ir.ConditionHolds,
            ir.GainLife,
            ir.GainLife,
        ),
        (  # "that creature or player" / 「そのクリーチャーやプレイヤー」 names the target again
            (
                "クリーチャー１体かプレイヤー１人を対象とする。試作はそれに１点のダメージを与える。"
                "このターンにクリーチャーが死亡していたなら、代わりに試作はそのクリーチャーやプレイヤーに"
                "３点のダメージを与える。"
            ),
            (
                "Test deals 1 damage to target creature or player. If a creature died this turn, "
                "Test deals 3 damage to that creature or player instead."
            ),
            ir.ConditionHolds,
            ir.DealDamage,
            ir.DealDamage,
        ),
    ],
)
def test_instead_replaces_the_sentence_before(
    ja: str, en: str, condition: type, replaced: type, replacing: type
) -> None:
    """One Instead node: the condition, the sentence before, and the sentence replacing it."""
    card = bilingual_card(ja, en, INSTANT)
    (instead,) = nodes_of_kind(card.abilities, ir.Instead)
    assert isinstance(instead.condition, condition)
    assert [type(e) for e in instead.effects] == [replaced]
    assert [type(e) for e in instead.instead] == [replacing]
    assert instead.effects != instead.instead


def test_instead_condition_values() -> None:
    """The conditions are the runtime's own values: a death this turn, a count of artifacts."""
    life = bilingual_card(
        "あなたは４点のライフを得る。このターンにクリーチャーが死亡していたなら、代わりにあなたは８点のライフを得る。",
        "You gain 4 life. If a creature died this turn, you gain 8 life instead.",
        INSTANT,
    )
    assert nodes_of_kind(life.abilities, DiedThisTurn)
    draw = bilingual_card(
        "カードを１枚引く。あなたがアーティファクトを３つ以上コントロールしているなら、代わりにカードを２枚引く。",
        "Draw a card. If you control three or more artifacts, draw two cards instead.",
        INSTANT,
    )
    (count,) = nodes_of_kind(draw.abilities, ControlsCount)
    assert count.count == 3


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # nothing before it to replace
        ("このターンにクリーチャーが死亡していたなら、代わりにあなたは８点のライフを得る。", "ja"),
        ("If a creature died this turn, you gain 8 life instead.", "en"),
    ],
)
def test_instead_without_a_sentence_before_is_rejected(text: str, lang: str) -> None:
    """An "instead" sentence with no instructions before it has nothing to replace (E290)."""
    assert "E290" in codes(text, lang)


def test_an_instead_paragraph_under_an_ability_word_joins_the_spell_before() -> None:
    """「陰鬱 ― …場合、代わりに…。」 / "Morbid — … instead if …." on a paragraph of its own is the
    same spell ability as the paragraph before it (608.2c): one ability, one Instead, the
    ability word kept for render (207.2c); both languages to one IR, rendered back."""
    source = (
        "name: 試作 / Test\ntype: インスタント / Instant\nja:\n"
        "  クリーチャー１体を対象とし、それの上に＋１/＋１カウンターを１個置く。\n"
        "  陰鬱 ― このターンにクリーチャーが死亡していた場合、代わりにそのクリーチャーの上に"
        "＋１/＋１カウンターを３個置く。\nen:\n"
        "  Put a +1/+1 counter on target creature.\n"
        "  Morbid — Put three +1/+1 counters on that creature instead if a creature died this "
        "turn.\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    (spell,) = compiled.card.abilities
    (instead,) = spell.effects
    assert isinstance(instead, ir.Instead) and instead.ability_word is AbilityWord.MORBID
    assert len(spell.targets) == 1
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card.abilities == compiled.card.abilities, lang


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # Shivan Fire's wording (with a condition of the 2012 vocabulary)
            (
                "クリーチャー１体を対象とする。試作はそれに２点のダメージを与える。あなたが山を"
                "コントロールしている場合、代わりにそれはそのクリーチャーに４点のダメージを与える。"
            ),
            (
                "Test deals 2 damage to target creature. If you control a Mountain, it deals 4 "
                "damage to that creature instead."
            ),
        ),
    ],
)
def test_its_it_is_the_source_of_the_damage_it_restates(ja: str, en: str) -> None:
    """608.2c: "it deals 4 damage to that creature instead" restates the damage before it:
    "it" is the spell that dealt it, not the creature just named (which would deal damage to
    itself)."""
    card = bilingual_card(ja, en, INSTANT)
    (instead,) = nodes_of_kind(card.abilities, ir.Instead)
    (replacing,) = instead.instead
    assert isinstance(replacing, ir.DealDamage)
    assert replacing.source == ir.ThisObject()
    assert replacing.recipient == ir.Targeted(0)
