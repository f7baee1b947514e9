"""Lowering of instructions on "any number of" objects the player chooses (608.2d): "discard
any number of cards" (701.8), "sacrifice any number of lands" (701.17), "tap any number of
untapped creatures you control" (701.26a), and "that many" / 「その数」 after one of them — how
many the player chose (ir.ChosenCount), read from the runtime's record of what the instruction
affected (608.2c). A mixin of lower.Lowerer; the lowering is registered by its predicate's type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import Controller

from .. import ast, ir
from .predicate_kinds import Instruction, lowers_predicate

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class AnyNumberLowering:
    """Lowers the "any number of" instructions; mixed into lower.Lowerer."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

    @lowers_predicate(ast.AnyNumberAction)
    def any_number_action(self, p: ast.AnyNumberAction, at: Instruction) -> ir.Effect:
        """The player chooses none, some or all of the objects on resolution; a later "that
        many" counts those chosen (608.2c)."""
        if p.verb is ast.AnyNumberVerb.DISCARD:
            at.scope.chosen_count = "discarded"
            return ir.DiscardAnyNumber(at.player, at.origin)
        noun = p.noun
        assert noun is not None  # the grammar names the permanents to sacrifice or tap
        if noun.zone != "battlefield" or noun.controlled_by is not None or (
            noun.filter.controller not in (Controller.ANY, Controller.YOU)
        ):
            # 701.17a, 701.26a: the player acts on permanents they control
            raise self.fail("E202", "a player sacrifices or taps any number of permanents they "
                            "control", noun.span)
        if not isinstance(at.player, ir.You):
            raise self.fail("E290", "ofuda lets only you choose any number of permanents to "
                            "sacrifice or tap", p.span)
        if p.verb is ast.AnyNumberVerb.SACRIFICE:
            at.scope.chosen_count = "sacrificed"
            return ir.SacrificeAnyNumber(at.player, noun.filter, at.origin)
        at.scope.chosen_count = "tapped"
        return ir.TapAnyNumber(at.player, noun.filter, at.origin)

    def chosen_count(self, value: ast.EventCountValue, scope: Any) -> ir.ChosenCount | None:
        """ "that many" / 「その数」 after an "any number of" instruction: how many the player
        chose; None where no such instruction came before (a trigger's count, batch_triggers.py).
        Where the trigger's event has a count or an amount too, the words could mean either:
        rejected (E213), never guessed."""
        kind = getattr(scope, "chosen_count", None)
        if kind is None:
            return None
        if getattr(scope, "event_count", False) or getattr(scope, "event_amount", False):
            raise self.fail("E213", "「その数」 / \"that many\" could mean how many were chosen "
                            "or the trigger event's: ofuda does not guess which", value.span)
        return ir.ChosenCount(kind)
