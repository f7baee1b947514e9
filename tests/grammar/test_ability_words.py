"""Ability words (CR 207.2c): 「陰鬱 ― …」 / "Morbid — …". An ability word has no rules
meaning: the labelled ability compiles to the IR it has without the word (the label is
kept on the ability only so that render writes it back), the generated Python is the same,
and render → parse gives the same IR in both languages."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from ofuda.compiler.codegen import generate_module
from ofuda.compiler.ir.ability_words import AbilityWord
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.render import render_card
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile


def _compiled(ja: str, en: str, type_line: str) -> Any:
    source = f"name: 試作 / Test\ntype: {type_line}\nja:\n  {ja}\nen:\n  {en}\n"
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    return compiled


# (word, Japanese ability, English ability, type line): the ability after the word is any
# kind of ability the grammar reads — triggered, static, activated, a spell's instructions.
ROWS = [
    (
        AbilityWord.MORBID,
        "CARDNAMEが戦場に出たとき、あなたは５点のライフを得る。",
        "When CARDNAME enters the battlefield, you gain 5 life.",
        "クリーチャー — 人間 / Creature — Human",
    ),
    (
        AbilityWord.FATEFUL_HOUR,
        "あなたがコントロールする他のクリーチャーは＋１/＋４の修整を受ける。",
        "Other creatures you control get +1/+4.",
        "クリーチャー — 人間 / Creature — Human",
    ),
    (
        AbilityWord.MORBID,
        "{T}：カードを１枚引く。",
        "{T}: Draw a card.",
        "クリーチャー — 人間 / Creature — Human",
    ),
    (
        AbilityWord.FATEFUL_HOUR,
        "クリーチャー１体を対象とする。それを破壊する。",
        "Destroy target creature.",
        "インスタント / Instant",
    ),
    (
        AbilityWord.HELLBENT,
        "{1}{R}：CARDNAMEはターン終了時まで＋２/＋０の修整を受ける。",
        "{1}{R}: CARDNAME gets +2/+0 until end of turn.",
        "クリーチャー — 人間 / Creature — Human",
    ),
    (
        AbilityWord.LANDFALL,
        "CARDNAMEが戦場に出たとき、カードを１枚引く。",
        "When CARDNAME enters the battlefield, draw a card.",
        "クリーチャー — 人間 / Creature — Human",
    ),
]


@pytest.mark.parametrize(("word", "ja", "en", "type_line"), ROWS)
def test_an_ability_word_labels_the_ability_and_means_nothing(
    word: AbilityWord, ja: str, en: str, type_line: str
) -> None:
    """207.2c: the labelled ability is the ability without the word, plus the label."""
    labelled = _compiled(f"{word.name_in('ja')} ― {ja}", f"{word.name_in('en')} — {en}", type_line)
    plain = _compiled(ja, en, type_line)
    (ability,) = labelled.card.abilities
    assert ability.ability_word is word
    assert dataclasses.replace(ability, ability_word=None) == plain.card.abilities[0]
    # the runtime never sees the word: the generated module is the same
    assert generate_module(labelled.card, {"en": labelled.card}, "t.card") == generate_module(
        plain.card, {"en": plain.card}, "t.card"
    )


@pytest.mark.parametrize(("word", "ja", "en", "type_line"), ROWS)
def test_render_writes_the_ability_word_back(
    word: AbilityWord, ja: str, en: str, type_line: str
) -> None:
    """parse(render(ir)) == ir in both languages, the label included; the line starts with it."""
    card = _compiled(f"{word.name_in('ja')} ― {ja}", f"{word.name_in('en')} — {en}", type_line).card
    assert render_card(card, "ja")[0].startswith(f"{word.name_in('ja')} ― ")
    assert render_card(card, "en")[0].startswith(f"{word.name_in('en')} — ")
    for lang in ("ja", "en"):
        again = recompile(card, lang)
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == card.abilities, lang


def test_the_two_languages_must_name_the_same_word() -> None:
    """A label is part of the text: 陰鬱 against "Fateful hour" is not the same card text."""
    source = (
        "name: 試作 / Test\ntype: インスタント / Instant\nja:\n"
        "  陰鬱 ― クリーチャー１体を対象とする。それを破壊する。\n"
        "en:\n  Fateful hour — Destroy target creature.\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert [d.code for d in compiled.diagnostics] == ["E301"]


@pytest.mark.parametrize(
    "text", ["Domain is not a label without its dash.", "Morbid: draw a card."]
)
def test_a_word_is_an_ability_word_only_before_its_dash(text: str) -> None:
    """The terminal holds the dash: the same word elsewhere is not read as a label."""
    source = f"name: Test\ntype: Instant\nen:\n  {text}\n"
    assert not compile_source(SourceFile("t.card", source)).ok
