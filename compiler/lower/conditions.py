"""Lowering of conditions: an instruction's "if" (608.2c), and conditions on the game's state
and this turn's history (119, 603.4, 611.3b, 602.5b).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): a condition of
:mod:`ofuda.compiler.ast.conditions` (and "If you control an Angel" taken as an intervening
"if") becomes the runtime's condition value (:mod:`ofuda.runtime.conditions`,
:class:`~ofuda.runtime.statics.ControlsCount`), the same value wherever it stands: a static
ability's, an intervening "if", an instruction's (:class:`~ofuda.compiler.ir.ConditionHolds`)
or an activated ability's "Activate only if". A player the runtime can't look at is E257.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from ofuda.runtime import statics as rt
from ofuda.runtime.conditions import (
    AttackedThisTurn,
    CountersOnThis,
    DiedThisTurn,
    DrewCardsThisTurn,
    GainedLifeThisTurn,
    LifeTotal,
    LostLifeThisTurn,
    ThisAttackedThisTurn,
)
from ofuda.runtime.definitions import Controller

from .. import ast, ir
from .last_known import last_known_condition

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


# A lowering of a state condition: (the lowerer, the condition) -> the runtime condition.
StateConditionLowering = Callable[[Any, Any], rt.Condition]
_Lowering = TypeVar("_Lowering", bound=Callable[..., Any])
_STATE_LOWERINGS: dict[type[ast.StateCondition], StateConditionLowering] = {}


def lowers_state_condition(*kinds: type[ast.StateCondition]) -> Callable[[_Lowering], _Lowering]:
    """Register the decorated lowerer method as the lowering of state conditions of ``kinds``;
    a kind registered twice is an error at import."""

    def register(lowering: _Lowering) -> _Lowering:
        for kind in kinds:
            if kind in _STATE_LOWERINGS:
                raise TypeError(f"the condition kind {kind.__qualname__} has two lowerings")
            _STATE_LOWERINGS[kind] = lowering
        return lowering

    return register


def state_condition_lowering(kind: type[ast.StateCondition]) -> StateConditionLowering:
    """The lowering of state conditions of ``kind`` (its own; a kind with none is an internal
    error, and tests/compiler/test_lowering_dispatch.py holds every kind to having one)."""
    found = _STATE_LOWERINGS.get(kind)
    if found is None:
        raise TypeError(f"no lowering reads the condition kind {kind.__qualname__}")
    return found


def registered_state_conditions() -> frozenset[type[ast.StateCondition]]:
    """Every state condition kind with a lowering."""
    return frozenset(_STATE_LOWERINGS)


class ConditionLowering:
    """Methods of the lowering pass for state and history conditions (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def text(self, span: Span) -> str: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

    def condition(self, condition: ast.Condition, scope: Any) -> ir.Condition:
        """「そうした場合」 / "If you do", 「それが天使である場合」, 「あなたが天使をコントロールしている場合」."""
        if isinstance(condition, ast.CountersCountCondition):
            # "Put a hatchling counter on CARDNAME. Then if there are five or more hatchling
            # counters on it, …": "it" is bound as any reference of the instruction
            obj, _ = self.reference(condition.obj, scope, None)
            if not isinstance(obj, ir.ThisObject):
                raise self.fail("E290", "ofuda can count the counters on this object only",
                                condition.obj.span)
            return ir.ConditionHolds(self._counters_on_this(condition))
        if isinstance(condition, ast.StateCondition) and not isinstance(condition, ast.IfControls):
            # 608.2c: "If a creature died this turn, …"
            return ir.ConditionHolds(self.state_condition(condition))
        if isinstance(condition, ast.IfYouDo):
            return ir.YouDid()
        if isinstance(condition, ast.IfPaired):
            return self.paired_condition(condition, scope)  # type: ignore[attr-defined]
        if isinstance(condition, ast.IfItIs):
            obj, kind = self.reference(condition.subject, scope, None)
            if kind == "player":
                raise self.fail("E202", "only an object can be of a type", condition.span)
            if isinstance(obj, ir.EffectResult) and not obj.moved:
                # "If it's a Human" after a sacrifice: it has left; as it last existed (608.2h)
                return ir.Matched(obj, condition.noun.filter)
            return ir.Matches(obj, condition.noun.filter)
        if isinstance(condition, ast.AffectedThisWay):  # 608.2c: lower/effect_results.py
            return self.affected_condition(condition, scope)  # type: ignore[attr-defined]
        if isinstance(condition, ast.IfItWas):  # 608.2h (lower/last_known.py)
            return last_known_condition(self, condition, scope)
        if isinstance(condition, ast.SacrificedThisWay):
            return ir.SacrificedThisWay(condition.noun.filter)  # type: ignore[return-value]
        if isinstance(condition, ast.RevealedThisWay):
            return ir.RevealedThisWay(condition.noun.filter)  # type: ignore[return-value]
        if isinstance(condition, ast.IfAPlayerDid):
            return ir.APlayerDid()
        player, kind = self.reference(condition.player, scope, None)
        if kind != "player":
            raise self.fail("E202", "only a player controls permanents", condition.span)
        if isinstance(condition, ast.IfControlsGreatestPower):
            return ir.ControlsGreatestPower(player)
        return ir.Controls(player, condition.noun.filter)

    def state_condition(self, condition: ast.StateCondition) -> rt.Condition:
        """The runtime condition of a state or history condition, by the lowering registered
        for its kind (``@lowers_state_condition``)."""
        return state_condition_lowering(type(condition))(self, condition)

    @lowers_state_condition(ast.LifeTotalCondition)
    def _life_total(self, condition: ast.LifeTotalCondition) -> rt.Condition:
        """119: "you have 25 or more life"."""
        self._condition_player(condition.player, allow_any=False)
        return LifeTotal(condition.at_least, condition.at_most)

    @lowers_state_condition(ast.DiedThisTurnCondition)
    def _died_this_turn(self, condition: ast.DiedThisTurnCondition) -> rt.Condition:
        """700.4: "a creature died this turn"."""
        self._this_turn(condition.time, condition.span)
        noun = condition.noun
        if noun.zone != "battlefield":
            raise self.fail("E257", "only a permanent dies (700.4)", noun.span)
        return DiedThisTurn(noun.filter)

    @lowers_state_condition(ast.LifeThisTurnCondition)
    def _life_this_turn(self, condition: ast.LifeThisTurnCondition) -> rt.Condition:
        """119.3: "you gained life this turn", "an opponent lost 3 or more life this turn"."""
        self._this_turn(condition.time, condition.span)
        player = self._condition_player(condition.player, allow_any=True)
        kind = GainedLifeThisTurn if condition.gained else LostLifeThisTurn
        return kind(player, condition.at_least)

    @lowers_state_condition(ast.IfControls)
    def _if_controls(self, condition: ast.IfControls) -> rt.Condition:
        """603.4: "if you control an Angel"."""
        player = self._condition_player(condition.player, allow_any=False)
        return rt.ControlsCount(condition.noun.filter, 1, at_least=True, whose=player)

    @lowers_state_condition(ast.ControlsCondition)
    def _controls(self, condition: ast.ControlsCondition) -> rt.Condition:
        """611.3b: "as long as you control a Human", "an opponent controls three or more …"."""
        player = self._condition_player(condition.player, allow_any=False)
        noun = condition.noun
        if noun.zone != "battlefield" or noun.controlled_by is not None:
            raise self.fail("E257", "only permanents can be counted here", noun.span)
        # "four or more Demons with different names" (201.2): the largest such group is counted
        if noun.names is not None and condition.at_least < 2:
            raise self.fail("E290", "names of a group are said of two or more objects (201.2)", noun.span)
        return rt.ControlsCount(noun.filter, condition.at_least, at_least=True, whose=player, names=noun.names)

    @lowers_state_condition(ast.DrawnThisTurnCondition, ast.AttackedThisTurnCondition)
    def _your_turn_history(self, condition: Any) -> rt.Condition:
        """What you did this turn: drew two or more cards (121.2), attacked (508.1; raid)."""
        self._this_turn(condition.time, condition.span)
        if isinstance(condition, ast.AttackedThisTurnCondition):
            return self._attacked_this_turn(condition)
        if not isinstance(condition.player, ast.YouReference):
            raise self.fail(
                "E257",
                f"「{self.text(condition.player.span)}」: ofuda looks at what you did this turn only",
                condition.player.span,
            )
        if isinstance(condition, ast.DrawnThisTurnCondition):
            return DrewCardsThisTurn(Controller.YOU, condition.at_least)
        return AttackedThisTurn(Controller.YOU)

    def _attacked_this_turn(self, condition: ast.AttackedThisTurnCondition) -> rt.Condition:
        """508.1: "you attacked this turn" (raid), "Homicidal Brute didn't attack this turn"
        (this object was not declared as an attacker)."""
        found: rt.Condition
        if isinstance(condition.player, ast.SelfReference):
            found = ThisAttackedThisTurn()
        elif isinstance(condition.player, ast.YouReference):
            found = AttackedThisTurn(Controller.YOU)
        else:
            raise self.fail(
                "E257",
                f"「{self.text(condition.player.span)}」: ofuda looks at what you or this object "
                "did this turn only",
                condition.player.span,
            )
        return rt.Not(found) if condition.negated else found

    @lowers_state_condition(ast.CountersCountCondition)
    def _counters_count(self, condition: ast.CountersCountCondition) -> rt.Condition:
        """122.1: "CARDNAME has two or fewer loyalty counters on him" — where no instruction
        binds a pronoun (a static ability, a trigger condition), only this object's name."""
        if not isinstance(condition.obj, ast.SelfReference):
            raise self.fail("E257", "ofuda can count the counters on this object only, by its name "
                            "or 「このクリーチャー」 / \"this creature\"", condition.obj.span)
        return self._counters_on_this(condition)

    def _counters_on_this(self, condition: ast.CountersCountCondition) -> CountersOnThis:
        if condition.or_more:
            return CountersOnThis(condition.kind, at_least=condition.count)
        return CountersOnThis(condition.kind, at_most=condition.count)

    def _condition_player(self, player: Any, allow_any: bool) -> Controller:
        """You, an opponent (one of them), or any player (when ``allow_any``)."""
        if isinstance(player, ast.YouReference):
            return Controller.YOU
        if isinstance(player, ast.PlayerNoun) and (
            allow_any or player.controller is not Controller.ANY
        ):
            return player.controller
        raise self.fail(
            "E257",
            f"「{self.text(player.span)}」: ofuda can look at you or an opponent here",
            player.span,
        )

    def _this_turn(self, time: ast.StatedDuration, span: Span) -> None:
        if time is not ast.StatedDuration.THIS_TURN:
            raise self.fail(
                "E257", 'what happened is looked at "this turn" / 「このターン」 only', span
            )
