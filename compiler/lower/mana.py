"""Lowering of mana abilities (rule 605) and of how their mana may be spent (106.6).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). An activated
ability whose instructions add mana is a mana ability (605.1a) when it has no
target: it becomes :class:`~ofuda.compiler.ir.ManaAbility`, whose mana and
spending restriction are runtime data (:mod:`ofuda.runtime.statics`). The
2012 wording "Add {1} to your mana pool" adds colourless mana, which the
current wording writes {C}: both lower to ``ProduceMana("{C}")``. An instruction that adds
mana elsewhere — a spell, a triggered or a loyalty ability, none of them a mana ability
(605.5a) — is an effect: fixed symbols ``AddMana``, mana whose colours are chosen as it
resolves ``AddManaOfColors``, restricted by a "Spend this mana only …" that follows it.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_mana as rm
from ofuda.runtime.definitions import Cost, ObjectFilter

from .. import ast, ir
from .line_kinds import lowers_line
from .predicate_kinds import Instruction, lowers_predicate

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError



def adds_mana(sentences: tuple[ast.Sentence, ...]) -> bool:
    """Whether instructions add mana or restrict how it is spent (a mana ability's text)."""
    for sentence in sentences:
        if isinstance(sentence, ast.ManaRestriction):
            return True
        for clause in getattr(sentence, "clauses", ()):
            if any(p.adds_mana for p in clause.predicates):
                return True
    return False


def colorless(symbols: str) -> str:
    """Generic symbols in mana *produced* mean colourless mana (2012 "{1}", today "{C}")."""
    return re.sub(r"\{(\d+)\}", lambda m: "{C}" * int(m.group(1)), symbols)


class ManaLowering:
    """Methods of the lowering pass for mana abilities (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def static_value(self, value: object, span: Span) -> object: ...

        def static_count(self, value: object, span: Span, *, once: bool = False) -> object: ...

        def amount(self, amount: Any, scope: Any, subject: Any) -> Any: ...

        def on_permanent(self) -> bool: ...

        def static_condition(self, condition: Any) -> Any: ...

        def join_follow_ups(self, sentences: tuple[ast.Sentence, ...]) -> tuple[ast.Sentence, ...]: ...

    def mana_ability(self, cost: Cost, line: ast.ActivatedLine, origin: str) -> ir.ManaAbility:
        """ "[Cost]: Add [mana]. [Spend this mana only …]" as a mana ability (605.1a)."""
        mana: list[Any] = []
        restriction = None
        start = 0  # where the mana of the sentence before begins (what "instead" replaces)
        # 「Ｘは…に等しい。」 joins the sentence before it (its ", where X is …")
        for sentence in self.join_follow_ups(line.sentences):
            if isinstance(sentence, ast.InsteadSentence) and mana and restriction is None:
                # 608.2c: "If …, add {G}{G} instead." replaces the sentence before, as it resolves
                condition = self.static_condition(sentence.condition)
                new = tuple(self._mana_sentence(sentence.sentence))
                mana[start:] = [rm.ProduceInstead(condition, new, tuple(mana[start:]))]
                continue
            if isinstance(sentence, ast.ManaRestriction):
                if not mana or restriction is not None:
                    raise self.fail(
                        "E271",
                        "「このマナは…」 / \"Spend this mana only …\" must follow the instruction "
                        "that adds the mana",
                        sentence.span,
                    )
                restriction = self.spend_only(sentence)
                continue
            start = len(mana)
            mana.extend(self._mana_sentence(sentence))
        return ir.ManaAbility(cost, tuple(mana), restriction, origin)

    def mana_count(self, value: object, span: Span) -> object:
        """How much mana a mana ability adds, counted as it resolves (605.3b)."""
        if isinstance(value, ast.CountValue):
            return self.static_count(value, span, once=True)
        return self.static_value(value, span)

    def spend_only(self, sentence: ast.ManaRestriction) -> rt.SpendOnly:
        """106.6: what the mana may be spent on: spells, and the abilities of some sources."""
        assert sentence.spells.zone == "stack"  # 106.6: mana spent to cast spells
        sources = None
        if sentence.abilities_of:
            for noun in sentence.abilities_of:
                if noun.zone != "battlefield" or noun.controlled_by is not None or noun.also_player:
                    raise self.fail("E290", "ofuda restricts mana to the abilities of permanents "
                                    "of a kind (\"activate abilities of artifacts\")", noun.span)
            filters = tuple(noun.filter for noun in sentence.abilities_of)
            sources = filters[0] if len(filters) == 1 else ObjectFilter(any_of=filters)
        return rt.SpendOnly(sentence.spells.filter, sentence.uncounterable, sources)

    def _mana_sentence(self, sentence: ast.Sentence) -> list[Any]:
        if not isinstance(sentence, ast.EffectSentence) or (
            sentence.optional or sentence.condition is not None
        ):
            raise self.fail(
                "E270",
                "a mana ability adds mana and has no target; ofuda compiles mana abilities "
                "whose instructions only add mana",
                sentence.span,
            )
        produced: list[Any] = []
        x_used = False
        for clause in sentence.clauses:
            if clause.subject is not None and not isinstance(clause.subject, ast.YouReference):
                raise self.fail("E270", "mana is added by the ability's controller",
                                clause.subject.span)
            if clause.duration is not None or (clause.each is not None and len(clause.predicates) != 1):
                raise self.fail("E270", "a mana ability adds an amount of mana", clause.span)
            for predicate in clause.predicates:
                production, x_used = self._production(predicate, sentence, x_used)
                if clause.each is not None:  # "Add {G} for each …": counted as it resolves
                    if not isinstance(production, rt.ProduceMana):
                        # "one mana of any color for each …": one colour, or one for each?
                        raise self.fail("E290", "ofuda counts \"for each\" only for mana of "
                                        "fixed symbols (\"Add {G} for each …\")", clause.each.span)
                    times = self.mana_count(clause.each.value, clause.each.span)
                    production = rm.ProduceTimes(production, times)
                produced.append(production)
        if sentence.x_value is not None and not x_used:
            raise self.fail("E207", "no X in this sentence for its \"where X is …\"", sentence.span)
        return produced

    def _production(
        self, predicate: Any, sentence: ast.EffectSentence, x_used: bool
    ) -> tuple[Any, bool]:
        """What one predicate of a mana ability adds (106.1), and whether X was used."""
        if isinstance(predicate, ast.AddMana):
            return rt.ProduceMana(colorless(predicate.symbols)), x_used
        if isinstance(predicate, ast.AddCombinationMana):
            return rm.ProduceCombination(predicate.amount), x_used
        if isinstance(predicate, ast.AddOneOfMana):
            return rt.ProduceOneOf(tuple(colorless(s) for s in predicate.options)), x_used
        if isinstance(predicate, ast.AddAnyColorMana):
            if isinstance(predicate.amount, int):
                return rt.ProduceAnyColor(predicate.amount), x_used
            if sentence.x_value is None:  # a mana ability has no X of a cost to pay (107.3)
                raise self.fail("E207", "X in a mana ability needs its \"where X is …\"",
                                predicate.span)
            times = self.mana_count(sentence.x_value, sentence.span)
            return rm.ProduceTimes(rt.ProduceAnyColor(1), times), True
        raise self.fail(
            "E270",
            "a mana ability adds mana and has no target; ofuda compiles mana "
            "abilities whose instructions only add mana",
            predicate.span,
        )

    @lowers_predicate(ast.AddAnyColorMana, ast.AddCombinationMana)
    def added_mana_of_colors(
        self, p: ast.AddAnyColorMana | ast.AddCombinationMana, at: Instruction
    ) -> ir.Effect:
        """Mana of colours its player chooses as it resolves (106.1a), added by a spell, a
        triggered or a loyalty ability (106.4; not a mana ability, 605.5a)."""
        if isinstance(p, ast.AddCombinationMana):
            return ir.AddManaOfColors(at.player, p.amount, False, None, at.origin)
        amount = self.amount(p.amount, at.scope, at.player)
        return ir.AddManaOfColors(at.player, amount, True, None, at.origin)

    @lowers_predicate(ast.AddOneOfMana)
    def added_one_of_mana(self, p: ast.AddOneOfMana, at: Instruction) -> ir.Effect:
        """ "Add {W} or {B}." outside a mana ability: not compiled yet (E290)."""
        raise self.fail(
            "E290",
            "ofuda compiles a choice between mana symbols only in mana abilities "
            "(「{T}：{W}か{B}を加える。」 / \"{T}: Add {W} or {B}.\")",
            p.span,
        )

    def restrict_added_mana(self, sentence: ast.ManaRestriction, effects: list[ir.Effect]) -> None:
        """106.6: "Spend this mana only …" after an instruction that adds mana of chosen
        colours restricts that mana; anywhere else it restricts nothing it could name."""
        last = effects[-1] if effects else None
        if not isinstance(last, ir.AddManaOfColors) or last.restriction is not None:
            raise self.fail(
                "E271",
                "「このマナは…」 / \"Spend this mana only …\" must follow the instruction that "
                "adds the mana",
                sentence.span,
            )
        effects[-1] = dataclasses.replace(last, restriction=self.spend_only(sentence))

    @lowers_line(ast.SpendAsAnyColorLine)
    def spend_as_any_color(self, line: ast.SpendAsAnyColorLine, origin: str) -> ir.StaticAbility:
        """609.4b: a permanent's rule for its controller: any mana pays coloured symbols."""
        if not self.on_permanent():
            raise self.fail(
                "E251", "\"You may spend mana as though it were mana of any color\" is a static "
                "ability of a permanent, not an instruction", line.span,
            )
        return ir.StaticAbility((rm.SpendAsAnyColor(),), None, origin)
