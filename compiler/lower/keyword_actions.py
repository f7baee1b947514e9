"""The lower pass, keyword actions (701): surveil, investigate, proliferate and "remove all
counters" are instructions of their player; explore is an action of the permanent its clause
names. A mixin of lower.Lowerer, ahead of the effect lowering it extends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import CardType, TokenSpec

from .. import ir
from ..ast import keyword_actions as kwa
from ..predefined_tokens import predefined_token_abilities
from .predicate_kinds import Instruction, lowers_predicate

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

# 111.10f: a Clue is a colorless Clue artifact token (its ability is the rules' text)
CLUE = TokenSpec(None, None, (), ("Clue",), (CardType.ARTIFACT,), ())


class KeywordActionLowering:
    """Lowers the keyword actions; mixed into lower.Lowerer before EffectLowerer."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

        def amount(self, amount: Any, scope: Any, subject: Any) -> Any: ...

    @lowers_predicate(kwa.KeywordActionPredicate)
    def keyword_action(self, p: Any, at: Instruction) -> ir.Effect:
        """The keyword actions (701): each by its rule."""
        subject, subject_is, origin, scope = at.subject, at.subject_is, at.origin, at.scope
        if isinstance(p, kwa.Explore):
            if subject_is not in ("object", "any"):
                raise self.fail("E202", "a permanent explores, not a player (701.40a)", p.span)
            return ir.Explore(subject, origin)  # 701.40a
        if subject_is not in ("player", "any"):
            raise self.fail("E202", "this action needs a player as its subject", p.span)
        if isinstance(p, kwa.Surveil):
            return ir.Surveil(subject, p.amount, origin)  # 701.42a
        if isinstance(p, kwa.Investigate):
            # 701.36a: "Investigate" means "Create a Clue token." (111.10f)
            return ir.Investigate(subject, CLUE, 1, False, False, origin, predefined_token_abilities("Clue"))
        if isinstance(p, kwa.Proliferate):
            return ir.Proliferate(subject, origin)  # 701.27a
        if isinstance(p, kwa.RemoveAllCounters):
            obj, kind = self.reference(p.obj, scope, subject)
            if kind != "object":
                raise self.fail("E202", "counters are removed from a permanent here", p.span)
            return ir.RemoveAllCounters(obj, origin)  # 122.1
        if isinstance(p, kwa.RemoveCounters):
            obj, kind = self.reference(p.obj, scope, subject)
            if kind != "object":
                raise self.fail("E202", "counters are removed from a permanent here", p.span)
            amount = self.amount(p.amount, scope, subject)
            if not isinstance(amount, int):  # the renderer writes numbers only
                raise self.fail(
                    "E290", "ofuda can remove a number of counters, not yet a value", p.span
                )
            return ir.RemoveCounters(obj, p.kind, amount, origin)  # 122.1
        raise self.fail("E290", "ofuda cannot yet compile this keyword action", p.span)
