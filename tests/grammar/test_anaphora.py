"""Anaphora agree (compiler/lower/anaphora.py): 「それ」 / "it" refer to one object or player,
「それら」 / "them" to several; a pronoun of the wrong number or kind is E211 in both
languages, never bound to something else."""

from __future__ import annotations

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile


def _compile(text: str, lang: str, type_line: str = "Instant") -> object:
    name = "テスト" if lang == "ja" else "Test"
    types = {"Instant": "インスタント", "Enchantment": "エンチャント"}
    source = f"name: {name}\ntype: {types[type_line] if lang == 'ja' else type_line}\n{lang}:\n  {text}\n"
    return compile_source(SourceFile("t.card", source))


WRONG_NUMBER = [
    # one target, then a plural pronoun
    ("ja", "クリーチャー１体を対象とする。それらをタップする。"),
    ("ja", "クリーチャー１体を対象とする。それらをオーナーの手札に戻す。"),
    # several targets, then a singular pronoun
    (
        "en",
        "Tap up to two target creatures. It doesn't untap during its controller's next untap step.",
    ),
    ("en", "Tap two target creatures. Put a +1/+1 counter on it."),
]


@pytest.mark.parametrize(("lang", "text"), WRONG_NUMBER)
def test_a_pronoun_of_the_wrong_number_is_an_error(lang: str, text: str) -> None:
    card = _compile(text, lang)
    codes = [d.code for d in card.diagnostics]  # type: ignore[attr-defined]
    assert codes == ["E211"], codes
    pronoun = card.diagnostics[0]  # type: ignore[attr-defined]
    said = card.source.text[pronoun.span.start : pronoun.span.end]  # type: ignore[attr-defined]
    assert said in ("それら", "It", "it")


AGREEING = [
    # Japanese / English, one IR: the pronoun agrees with what it names
    (
        "クリーチャー１体を対象とする。それをタップする。",
        "Tap target creature.",
    ),
    (
        "クリーチャー２体を対象とする。それらをタップする。",
        "Tap two target creatures.",
    ),
    (
        "プレイヤー１人を対象とする。そのプレイヤーはカードを１枚引く。",
        "Target player draws a card.",
    ),
]


@pytest.mark.parametrize(("ja", "en"), AGREEING)
def test_agreeing_pronouns_compile_to_one_ir_and_round_trip(ja: str, en: str) -> None:
    source = f"name: テスト / Test\ntype: インスタント / Instant\nja:\n  {ja}\nen:\n  {en}\n"
    card = compile_source(SourceFile("t.card", source))
    assert card.ok, [f"{d.code} {d.message}" for d in card.diagnostics]
    assert card.card is not None
    for lang in ("ja", "en"):
        again = recompile(card.card, lang)
        assert again.ok and again.card is not None and again.card.abilities == card.card.abilities


@pytest.mark.parametrize(
    "text",
    [
        "Target opponent loses 2 life unless they pay {2}.",
        "Target player sacrifices a creature they control.",
    ],
)
def test_the_singular_they_of_a_player_is_not_a_plural(text: str) -> None:
    """Current Oracle's singular "they": the one target player."""
    card = _compile(text, "en")
    assert card.ok, [d.message for d in card.diagnostics]  # type: ignore[attr-defined]


def test_a_statement_pronoun_agrees_with_its_subject() -> None:
    """Bladed Bracers: "As long as equipped creature is a Human or an Angel, it has
    vigilance." — "it" is the one equipped creature."""
    text = "As long as equipped creature is a Human or an Angel, it has vigilance."
    source = f"name: Test\ntype: Artifact — Equipment\nen:\n  {text}\n  Equip {{2}}\n"
    card = compile_source(SourceFile("t.card", source))
    assert card.ok, [d.message for d in card.diagnostics]
