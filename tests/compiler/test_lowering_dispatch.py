"""Lowering dispatches by type: every kind of ability line has exactly one lowering
(lower/line_kinds.py), every kind of sentence that is not instructions one reader
(lower/sentence_kinds.py), every kind of state condition one lowering (lower/conditions.py),
every kind of instruction one lowering (lower/predicate_kinds.py)."""

from __future__ import annotations

import sys
import typing

import pytest

from ofuda.compiler import ast, ir
from ofuda.compiler.lower.conditions import (
    lowers_state_condition,
    registered_state_conditions,
    state_condition_lowering,
)
from ofuda.compiler.lower.line_kinds import line_lowering, lowers_line, registered_line_kinds
from ofuda.compiler.lower.lowerer import Lowerer
from ofuda.compiler.lower.predicate_kinds import (
    lowers_predicate,
    predicate_lowering,
    registered_predicate_kinds,
)
from ofuda.compiler.lower.sentence_kinds import (
    reads_sentence,
    registered_sentence_kinds,
    sentence_reader,
)


def _kinds(base: type) -> set[type]:
    """The subclasses of ``base`` its modules define (``dataclass(slots=True)`` leaves the class
    it replaced among the subclasses too)."""
    found: set[type] = set()
    for sub in base.__subclasses__():
        if getattr(sys.modules[sub.__module__], sub.__qualname__, None) is sub:
            found.add(sub)
        found |= _kinds(sub)
    return found


LINE_KINDS = sorted(_kinds(ast.Line), key=lambda kind: kind.__qualname__)


def test_the_ast_has_line_kinds() -> None:
    assert {ast.SpellLine, ast.ActivatedLine, ast.TriggeredLine, ast.KeywordLine} <= set(LINE_KINDS)


@pytest.mark.parametrize("kind", LINE_KINDS, ids=lambda kind: kind.__qualname__)
def test_every_line_kind_has_its_own_lowering_on_the_lowerer(kind: type[ast.Line]) -> None:
    assert kind in registered_line_kinds(), f"{kind.__qualname__} has no @lowers_line lowering"
    lowering = line_lowering(kind)
    assert getattr(Lowerer, lowering.__name__) is lowering  # a method the lowerer has


def test_every_registered_kind_is_a_line_kind() -> None:
    assert registered_line_kinds() <= set(LINE_KINDS)


def test_a_kind_with_no_lowering_is_an_error_not_another_kind() -> None:
    class Unlowered(ast.Line):
        pass

    with pytest.raises(TypeError, match="no lowering"):
        line_lowering(Unlowered)


def test_a_kind_registered_twice_is_an_error() -> None:
    with pytest.raises(TypeError, match="two lowerings"):
        lowers_line(ast.SpellLine)(lambda self, line, origin: [])


SENTENCE_KINDS = [
    kind for kind in typing.get_args(ast.Sentence) if kind is not ast.EffectSentence
]


@pytest.mark.parametrize("kind", SENTENCE_KINDS, ids=lambda kind: kind.__qualname__)
def test_every_sentence_kind_but_instructions_has_a_reader(kind: type) -> None:
    assert sentence_reader(kind) is not None, f"{kind.__qualname__} would be read as instructions"


def test_instructions_have_no_reader_of_their_own() -> None:
    assert sentence_reader(ast.EffectSentence) is None


def test_every_reader_reads_a_node_kind() -> None:
    assert all(issubclass(kind, ast.Node) for kind in registered_sentence_kinds())


def test_a_sentence_kind_read_twice_is_an_error() -> None:
    with pytest.raises(TypeError, match="two readers"):
        reads_sentence(ast.InsteadSentence)(lambda self, sentence, run, scope: None)


STATE_CONDITION_KINDS = sorted(_kinds(ast.StateCondition), key=lambda kind: kind.__qualname__)


def test_the_ast_has_state_conditions() -> None:
    assert {ast.LifeTotalCondition, ast.ControlsCondition, ast.IfControls} <= set(
        STATE_CONDITION_KINDS
    )


@pytest.mark.parametrize("kind", STATE_CONDITION_KINDS, ids=lambda kind: kind.__qualname__)
def test_every_state_condition_kind_has_its_own_lowering_on_the_lowerer(kind: type) -> None:
    assert kind in registered_state_conditions(), f"{kind.__qualname__} has no lowering"
    lowering = state_condition_lowering(kind)
    assert getattr(Lowerer, lowering.__name__) is lowering


def test_a_state_condition_kind_with_no_lowering_is_an_error() -> None:
    class Unlowered(ast.StateCondition):
        pass

    with pytest.raises(TypeError, match="no lowering"):
        state_condition_lowering(Unlowered)
    with pytest.raises(TypeError, match="two lowerings"):
        lowers_state_condition(ast.KickedCondition)(lambda self, condition: None)


def test_facts_of_node_kinds_are_on_the_kinds() -> None:
    """What used to be tuples of classes far from the nodes: which conditions a spell's cost
    change may depend on (601.2f), which keywords have a cost, what a delayed ability
    remembers of the instruction that makes it (603.7c)."""
    assert all(kind.cost_change_condition for kind in STATE_CONDITION_KINDS)
    assert ast.YourTurnCondition.cost_change_condition
    assert not ast.PairedCondition.cost_change_condition
    assert issubclass(ast.KickerKeyword, ast.CostedKeyword)
    assert not issubclass(ast.EquipKeyword, ast.CostedKeyword)
    assert ir.Targeted.remembered_by_delayed_triggers
    assert not ir.TriggeringCount.remembered_by_delayed_triggers


# --- instructions: every predicate kind an instruction can say has one lowering -------------

def _predicate_kinds() -> list[type]:
    """The kinds of the ``ast.Predicate`` union (a string for type checkers: evaluated here
    in the namespace of the AST package, with the two family bases it names)."""
    from ofuda.compiler.ast import keyword_actions, library, predicates

    namespace = {**vars(ast), "KeywordActionPredicate": keyword_actions.KeywordActionPredicate,
                 "LibraryPredicate": library.LibraryPredicate}
    union = eval(predicates.Predicate, namespace)  # noqa: S307 - our own annotation string
    return sorted(typing.get_args(union), key=lambda kind: kind.__qualname__)


PREDICATE_KINDS = _predicate_kinds()
# Lowered by ``EffectLowerer.predicate`` before the checks every instruction shares, because
# their duration is in their own words ("must be blocked this turn", 509.1c), they divide
# among targets (601.2d), or they are refused as instructions with a diagnostic of their own.
LOWERED_BEFORE_THE_SHARED_CHECKS = {
    ast.MustBeBlocked, ast.ExileInstead, ast.DividedDamage, ast.DividedCounters,
    ast.PreventDamageBy, ast.CantAttack, ast.PreventAllCombatDamage,
}
# A choice of mana is a mana ability's (605.1a, lower/mana.py), never an instruction's yet.
MANA_ABILITY_ONLY = {ast.AddAnyColorMana, ast.AddOneOfMana}


def test_the_predicate_union_has_kinds() -> None:
    assert {ast.GainLife, ast.DealDamage, ast.CreateTokens} <= set(PREDICATE_KINDS)


@pytest.mark.parametrize("kind", PREDICATE_KINDS, ids=lambda kind: kind.__qualname__)
def test_every_instruction_kind_has_one_lowering_on_the_lowerer(kind: type) -> None:
    if kind in LOWERED_BEFORE_THE_SHARED_CHECKS | MANA_ABILITY_ONLY:
        assert predicate_lowering(kind) is None, f"{kind.__qualname__} is lowered twice"
        return
    if kind.statement_only and not kind.restriction and not kind.continuous:
        return  # a permanent's statement only (lower/permanents.py): the shared checks refuse it
    lowering = predicate_lowering(kind)
    assert lowering is not None, f"{kind.__qualname__} has no @lowers_predicate lowering"
    assert getattr(Lowerer, lowering.__name__) is lowering  # a method the lowerer has


def test_every_registered_predicate_kind_is_a_node_kind() -> None:
    assert all(issubclass(kind, ast.Node) for kind in registered_predicate_kinds())


def test_a_predicate_kind_registered_twice_is_an_error() -> None:
    with pytest.raises(TypeError, match="two lowerings"):
        lowers_predicate(ast.GainLife)(lambda self, predicate, at: None)


def test_an_instruction_with_no_lowering_is_a_diagnostic_not_a_fault() -> None:
    from tests.support.texts import codes

    # a choice of mana in a spell: no instruction lowering reads it (mana abilities only)
    assert "E999" not in codes("Add one mana of any color.", "en")
