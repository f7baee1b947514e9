"""The lower pass, values: amounts and values an instruction works out on resolution (608.2h).

A mixin of lower.Lowerer: a number, "X" (bound to its definition by :func:`bind_x`, "where X
is …" / 「Ｘは…に等しい。」), or a value of the game ("the number of creatures you control",
"its power", "your life total", 「それのタフネスに等しい」), each the runtime value the
generated code works out as the instruction resolves.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import Controller, PlayerFilter

from .. import ast, ir
from ..walk import replace_instances
from .sentence_kinds import reads_sentence

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class ValueLowering:
    """Lowers amounts and values; mixed into lower.Lowerer (which provides references and fail)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

        def event_amount(self, value: ast.EventAmountValue, scope: Any) -> ir.TriggeringAmount: ...

    def amount(self, amount: Any, scope: Any, subject: Any) -> Any:
        """A number, "X" (bound later to its definition) or a value."""
        if isinstance(amount, int):
            return amount
        if amount == "X":
            return ir.XValue()
        if amount == "-X":
            return ir.Product(-1, ir.XValue())
        return self.value(amount, scope, subject)

    def value(self, value: ast.Value, scope: Any, subject: Any) -> Any:
        """A value worked out on resolution."""
        if isinstance(value, ast.EventAmountValue):
            return self.event_amount(value, scope)
        if isinstance(value, ast.EventCountValue):  # lower/batch_triggers.py
            return self.event_count(value, scope)  # type: ignore[attr-defined]
        if isinstance(value, ast.OpponentCountValue):  # "for each opponent you have" (102.2)
            return ir.CountOf(ir.EachPlayer(PlayerFilter(controller=Controller.OPPONENT)))
        if isinstance(value, ast.TappedThisWayValue):
            return ir.PaidCount("tapped")
        if isinstance(value, ast.ThisWayCount):  # 608.2c: lower/effect_results.py
            return ir.CountOf(self.this_way_objects(value.objects, scope))  # type: ignore[attr-defined]
        if isinstance(value, ast.CountValue):
            objects, _ = self.reference(value.noun, scope, subject)
            return ir.CountOf(objects)
        if isinstance(value, ast.GreatestPowerValue):
            objects, _ = self.reference(value.noun, scope, subject)
            return ir.GreatestPower(objects)
        if isinstance(value, ast.PowerValue):
            return ir.PowerOf(self.reference(value.of, scope, subject)[0])
        if isinstance(value, ast.ToughnessValue):
            return ir.ToughnessOf(self.reference(value.of, scope, subject)[0])
        if isinstance(value, ast.ManaValueValue):  # 202.3; last known if it left (608.2h)
            obj, kind = self.reference(value.of, scope, subject)
            if kind == "player":
                raise self.fail("E202", "only an object has a mana value (202.3)", value.span)
            return ir.ManaValueOf(obj)
        if isinstance(value, ast.CountersValue):
            return ir.CountersOn(self.reference(value.on, scope, subject)[0], value.kind)
        if isinstance(value, ast.LifeTotalValue):
            player, kind = self.reference(value.of, scope, subject)
            if kind == "object":
                raise self.fail("E202", "only a player has a life total (119)", value.span)
            return ir.LifeTotalOf(player)
        if isinstance(value, ast.LifeGainedValue):  # 119.3
            player, kind = self.reference(value.player, scope, subject)
            if kind == "object" or value.time != ast.StatedDuration.THIS_TURN:
                raise self.fail(
                    "E202", "only a player gains life; ofuda counts this turn's", value.span
                )
            return ir.LifeGainedThisTurn(player)
        if isinstance(value, ast.DiedCountValue):  # 700.4
            noun = value.noun
            if value.time != ast.StatedDuration.THIS_TURN or noun.zone != "battlefield" or (
                noun.controlled_by is not None or noun.also_player
            ):
                raise self.fail(
                    "E257", "ofuda counts the permanents that died this turn", value.span
                )
            flt = noun.filter
            if value.under_your_control:  # their controller as they last existed (608.2h)
                if flt.controller not in (Controller.ANY, Controller.YOU):
                    raise self.fail("E257", "died under whose control?", value.span)
                flt = dataclasses.replace(flt, controller=Controller.YOU)
            elif flt.controller != Controller.ANY:
                raise self.fail(
                    "E257", "say \"that died under your control\" for your own", noun.span
                )
            return ir.DiedThisTurnCount(flt)
        if isinstance(value, ast.TotalStatValue):
            objects, _ = self.reference(value.noun, scope, subject)
            return (ir.TotalPower if value.stat == "power" else ir.TotalToughness)(objects)
        if isinstance(value, ast.HalfValue):
            return self.half(value, scope, subject)
        if isinstance(value, ast.SumValue):
            return ir.Sum(tuple(self.value(v, scope, subject) for v in value.values))
        assert isinstance(value, ast.TimesValue)
        return ir.Product(value.factor, self.value(value.value, scope, subject))

    def half(self, value: ast.HalfValue, scope: Any, subject: Any) -> ir.HalfOf:
        """107.1a: half a value, rounded as the text says ("rounded down", or a later "Round up
        each time."); the text must say which."""
        if value.round_up is None:
            raise self.fail(
                "E290", "a half must say how it is rounded (107.1a: rounded up or down)",
                value.span,
            )
        return ir.HalfOf(self.value(value.value, scope, subject), value.round_up)  # type: ignore[arg-type]

    @reads_sentence(ast.RoundingSentence)
    def rounding_sentence(self, sentence: ast.RoundingSentence, run: Any, scope: Any) -> None:
        """ "Round up each time." with no half before it to round (build_ast/halves.py folds
        it into the halves it rounds): nothing it could mean."""
        raise self.fail(
            "E290", "this sentence rounds no half before it (107.1a)", sentence.span
        )


def bind_x(node: Any, value: Any) -> Any:
    """``node`` with every X replaced by ``value`` ("where X is …")."""
    return replace_instances(node, ir.XValue, lambda _x: value)
