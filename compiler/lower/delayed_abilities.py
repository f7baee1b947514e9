"""Lowering of the delayed triggered abilities an instruction creates with a stated duration
(603.7a, 603.7b).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). "−1: Whenever a creature attacks
this turn, put a +1/+1 counter on it." / 「−１：このターン、クリーチャーが１体攻撃するたび、それの
上に＋１/＋１カウンターを１個置く。」: as the instruction resolves it creates a triggered ability
(603.7a) whose trigger condition, targets and instructions are its own — lowered as a triggered
ability's line is, so "it" / 「それ」 is the object of its own event — and which triggers each
time that event happens until the stated duration ends (603.7b: "this turn" and "until end of
turn" end in the cleanup step, 514.2; "until your next turn" as its controller's next turn
begins, 611.2b). "When you cast your next instant or sorcery spell this turn, …" /
「このターン、あなたが次に…を唱えたとき、…」 triggers only the next time, within the duration
(603.7b: no "whenever").
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import Duration

from .. import ast, ir
from .sentence_kinds import appends_effects

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

# 603.7b: how long a delayed triggered ability with a stated duration lasts.
_LASTS = {
    ast.StatedDuration.THIS_TURN: Duration.END_OF_TURN,  # 514.2
    ast.StatedDuration.UNTIL_END_OF_TURN: Duration.END_OF_TURN,  # 514.2
    ast.StatedDuration.UNTIL_YOUR_NEXT_TURN: Duration.UNTIL_YOUR_NEXT_TURN,  # 611.2b
}


class DelayedAbilityLowering:
    """Methods of the lowering pass for delayed abilities with a duration (mixed into
    ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def text(self, span: Span) -> str: ...

        def triggered_line(self, line: ast.TriggeredLine, origin: str) -> ir.Ability: ...

    @appends_effects(ast.DelayedAbilitySentence)
    def delayed_ability(
        self, sentence: ast.DelayedAbilitySentence, scope: Any
    ) -> ir.CreateDelayedTrigger:
        """603.7b: the triggered ability the sentence creates, triggering each time its event
        happens until its duration ends (its own scope: targets and "it" are its own)."""
        origin = self.text(sentence.span)
        line = sentence.ability
        trigger = line.trigger
        # "When you cast your next …" / 「次に…たとき」: it triggers only the next time (603.7b)
        once = False
        if isinstance(trigger, ast.EventTrigger) and trigger.next_only:
            once = True
            line = replace(line, trigger=replace(trigger, next_only=False))
        ability = self.triggered_line(line, origin)
        if not isinstance(ability, ir.TriggeredAbility) or ability.modes:
            raise self.fail(
                "E290",
                "ofuda cannot yet compile a delayed triggered ability with modes",
                sentence.span,
            )
        lasts = _LASTS[sentence.duration]
        return ir.CreateDelayedTrigger(ability.trigger, ability, (), once, origin, lasts)
