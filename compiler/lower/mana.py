"""Lowering of mana abilities (rule 605) and of how their mana may be spent (106.6).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). An activated
ability whose instructions add mana is a mana ability (605.1a) when it has no
target: it becomes :class:`~ofuda.compiler.ir.ManaAbility`, whose mana and
spending restriction are runtime data (:mod:`ofuda.runtime.statics`). The
2012 wording "Add {1} to your mana pool" adds colourless mana, which the
current wording writes {C}: both lower to ``ProduceMana("{C}")``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import Cost

from .. import ast, ir

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

    def mana_ability(self, cost: Cost, line: ast.ActivatedLine, origin: str) -> ir.ManaAbility:
        """ "[Cost]: Add [mana]. [Spend this mana only …]" as a mana ability (605.1a)."""
        mana: list[Any] = []
        restriction = None
        for sentence in line.sentences:
            if isinstance(sentence, ast.ManaRestriction):
                if not mana or restriction is not None:
                    raise self.fail(
                        "E271",
                        "「このマナは…」 / \"Spend this mana only …\" must follow the instruction "
                        "that adds the mana",
                        sentence.span,
                    )
                assert sentence.spells.zone == "stack"  # 106.6: mana spent to cast spells
                restriction = rt.SpendOnly(sentence.spells.filter, sentence.uncounterable)
                continue
            mana.extend(self._mana_sentence(sentence))
        return ir.ManaAbility(cost, tuple(mana), restriction, origin)

    def _mana_sentence(self, sentence: ast.Sentence) -> list[Any]:
        if not isinstance(sentence, ast.EffectSentence) or (
            sentence.optional or sentence.condition is not None or sentence.x_value is not None
        ):
            raise self.fail(
                "E270",
                "a mana ability adds mana and has no target; ofuda compiles mana abilities "
                "whose instructions only add mana",
                sentence.span,
            )
        produced: list[Any] = []
        for clause in sentence.clauses:
            if clause.subject is not None and not isinstance(clause.subject, ast.YouReference):
                raise self.fail("E270", "mana is added by the ability's controller",
                                clause.subject.span)
            if clause.each is not None or clause.duration is not None:
                raise self.fail("E270", "a mana ability adds a fixed amount of mana", clause.span)
            for predicate in clause.predicates:
                if isinstance(predicate, ast.AddMana):
                    produced.append(rt.ProduceMana(colorless(predicate.symbols)))
                elif isinstance(predicate, ast.AddAnyColorMana):
                    produced.append(rt.ProduceAnyColor(predicate.amount))
                elif isinstance(predicate, ast.AddOneOfMana):
                    produced.append(rt.ProduceOneOf(tuple(colorless(s) for s in predicate.options)))
                else:
                    raise self.fail(
                        "E270",
                        "a mana ability adds mana and has no target; ofuda compiles mana "
                        "abilities whose instructions only add mana",
                        predicate.span,
                    )
        return produced

    def check_no_any_color_mana(self, sentence: ast.Sentence) -> None:
        """Mana of any colour is compiled in mana abilities only (605)."""
        for clause in getattr(sentence, "clauses", ()):
            for predicate in clause.predicates:
                if isinstance(predicate, (ast.AddAnyColorMana, ast.AddOneOfMana)):
                    raise self.fail(
                        "E290",
                        "ofuda compiles a choice of mana only in mana abilities "
                        "(「{T}：…」 / \"{T}: Add …\")",
                        predicate.span,
                    )

    def stray_mana_restriction(self, sentence: ast.ManaRestriction) -> LoweringError:
        """106.6 restricts mana an ability adds: elsewhere the sentence means nothing."""
        return self.fail(
            "E271",
            "「このマナは…」 / \"Spend this mana only …\" must follow the instruction that adds "
            "the mana, in a mana ability",
            sentence.span,
        )
