"""Lowering cannot lose a clause (compiler/consumption.py): every meaning-bearing field
of the AST is read by the lowering, or the card is rejected with E298.

The check runs on every compile, so every card test, grammar test and corpus test of the
suite runs under it; the tests here show that it catches a lowering that ignores a field,
and what it counts as a read."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from ofuda.compiler import ast, consumption
from ofuda.compiler.lower.lowerer import Lowerer, track_ast
from ofuda.compiler.pipeline import compile_file, compile_source
from ofuda.compiler.source import SourceFile
from ofuda.compiler.source.text import Span
from support.paths import AVR

# "Target creature gets +2/+2 and gains first strike until end of turn."
ZEALOUS_STRIKE = AVR / "041-zealous-strike.card"


def test_the_real_lowering_reads_every_field_of_zealous_strike() -> None:
    card = compile_file(ZEALOUS_STRIKE)
    assert card.ok, [d.message for d in card.diagnostics]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_lowering_that_forgets_the_duration_is_caught(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """A deliberately broken lowering: each sentence is lowered from copies of its clauses
    without their duration, as the static "for each" once was lost. The card is rejected
    (E298) naming the field, never compiled to "+2/+2 forever"."""
    real = Lowerer.effect_sentence

    def forgetful(self: Lowerer, sentence: ast.EffectSentence, *args: Any) -> Any:
        clauses = tuple(dataclasses.replace(c, duration=None) for c in sentence.clauses)
        return real(self, dataclasses.replace(sentence, clauses=clauses), *args)

    monkeypatch.setattr(Lowerer, "effect_sentence", forgetful)
    card = compile_file(ZEALOUS_STRIKE, (lang,))
    assert not card.ok
    found = [d for d in card.diagnostics if d.code == "E298"]
    assert found and "Clause.duration" in found[0].message, [d.message for d in card.diagnostics]
    # the caret is under the clause whose duration was dropped
    text = card.source.text[found[0].span.start : found[0].span.end]
    assert ("ターン終了時まで" if lang == "ja" else "until end of turn") in text


def test_a_lowering_that_ignores_a_trigger_flag_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A second broken lowering: the trigger is lowered from a copy without "under your
    control" (the copy is checked too, and the original's flag was never read)."""
    real = Lowerer.trigger

    def careless(self: Lowerer, trigger: Any) -> Any:
        if isinstance(trigger, ast.EventTrigger):
            trigger = dataclasses.replace(trigger, under_your_control=False)
        return real(self, trigger)

    monkeypatch.setattr(Lowerer, "trigger", careless)
    card = compile_file(AVR / "010-cathars-crusade.card", ("en",))
    assert [d.code for d in card.diagnostics] == ["E298"]
    assert "EventTrigger.under_your_control" in card.diagnostics[0].message


def test_reads_that_only_compare_or_print_a_node_are_not_uses() -> None:
    track_ast()
    clause = ast.Clause(Span(0, 1), None, ast.StatedDuration.THIS_TURN, ())
    with consumption.consumption() as reads:
        _ = clause == ast.Clause(Span(0, 1), None, None, ())
        _ = repr(clause), hash(clause)
    assert (clause, "duration") in reads.unread(clause)
    with consumption.consumption() as reads:
        _ = clause.duration
    assert reads.unread(clause) == []


def test_empty_and_default_fields_say_nothing_and_need_no_read() -> None:
    clause = ast.Clause(Span(0, 1), None, None, ())  # no subject, duration, predicate, "for each"
    with consumption.consumption() as reads:
        pass
    assert reads.unread(clause) == []


def test_false_where_the_default_is_true_says_something() -> None:
    """A flag whose default is True, set False ("It can't be regenerated.": Destroy.regenerable),
    holds a meaning: unread, it is reported (the renderer once left it out in silence)."""
    from ofuda.compiler import ir

    added = consumption.install([ir.Destroy])
    try:
        destroy = ir.Destroy(ir.Targeted(0), regenerable=False)
        with consumption.consumption() as reads:
            _ = destroy.obj
        assert reads.unread(destroy) == [(destroy, "regenerable")]
        plain = ir.Destroy(ir.Targeted(0))
        with consumption.consumption() as reads:
            _ = plain.obj
        assert reads.unread(plain) == []
    finally:
        consumption.uninstall(added)


def test_a_node_built_by_the_lowering_is_checked_too() -> None:
    """A rewritten node (the lowering copies a clause with a new subject) must be used whole."""
    original = ast.Clause(Span(0, 1), None, None, ())
    with consumption.consumption() as reads:
        copy = dataclasses.replace(original, duration=ast.StatedDuration.THIS_TURN)
    assert reads.unread(original) == [(copy, "duration")]


def test_wording_fields_are_declared_on_their_node() -> None:
    """A pronoun's word is kept to quote it in messages; its meaning is ``wants``."""
    assert ast.PronounReference.wording_fields == frozenset({"word"})
    pronoun = ast.PronounReference(Span(0, 1), "it", "any")
    with consumption.consumption() as reads:
        _ = pronoun.wants
    assert reads.unread(pronoun) == []


def test_the_check_holds_for_a_single_language_card() -> None:
    """A card written in one language is held to the same check (no other language to catch
    a dropped clause by disagreeing)."""
    text = "name: Test\ntype: Enchantment\nen:\n  Creatures you control get +1/+1 for each Forest you control.\n"
    card = compile_source(SourceFile("t.card", text))
    # either compiled with the count, or rejected; never a flat +1/+1
    if card.ok:
        assert card.card is not None and "Forest" in repr(card.card.abilities)
    else:
        assert {d.code for d in card.diagnostics} & {"E298", "E290", "E207"}
