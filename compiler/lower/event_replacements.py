"""Lowering of an event replaced by instructions (614.1a, 614.6; 615.1a).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): the event is a trigger event node
(603.2), lowered as a trigger's (its subject, its player, "that player", "that many", "it"),
and its instructions as that trigger's instructions; the line is a permanent's static ability
whose effect is :class:`~ofuda.compiler.ir.ReplacedByInstructions`. An event the runtime can't
watch before it happens, or a replacement with targets, is rejected: never approximated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ofuda.runtime import statics_replacement as rr
from ofuda.runtime.statics_triggers import Draws

from .. import ast, ir
from .line_kinds import lowers_line

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span


class EventReplacementLowering:
    """Methods of the lowering pass for events replaced by instructions (mixed into
    ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer
        def fail(self, code: str, message: str, span: Span, *hints: str) -> Exception: ...
        def on_permanent(self) -> bool: ...
        def triggered_line(self, line: ast.TriggeredLine, origin: str) -> ir.Ability: ...

    @lowers_line(ast.EventReplacementLine)  # 614.1a, 614.6, 615.1a
    def event_replacement(self, line: ast.EventReplacementLine, origin: str) -> ir.StaticAbility:
        """A permanent's static ability (614.12): the event, watched before it happens, and the
        instructions that happen instead of it (or after its prevention)."""
        if not self.on_permanent():
            raise self.fail(
                "E250",
                "a replacement effect with no duration is a permanent's static ability",
                line.span,
                "on an instant or sorcery, say how long it lasts (\"this turn\")",
            )
        subject = line.event.subject
        if (
            line.event.event == ast.Event.IS_DEALT_DAMAGE
            and subject is not None
            and subject.reference is None
        ):
            # the Japanese reads only an object of the ability before 「に…ダメージが与えられる」
            raise self.fail(
                "E290",
                "ofuda can replace the damage dealt to CARDNAME or to enchanted or equipped "
                "creature only",
                subject.span,
            )
        if line.event.event == ast.Event.IS_DEALT_DAMAGE and line.event.combat:
            # the runtime's "is dealt damage" watches all damage (120.3)
            raise self.fail(
                "E290", "ofuda cannot yet replace combat damage only dealt to an object", line.event.span
            )
        # the line's event is a trigger event node, which the triggered line's lowering reads
        # (its annotation names the entering trigger only)
        as_trigger = ast.TriggeredLine(line.span, line.event, line.sentences)  # type: ignore[arg-type]
        triggered = self.triggered_line(as_trigger, origin)
        assert isinstance(triggered, ir.TriggeredAbility)  # an event trigger has no modes here
        event = triggered.trigger
        if type(event) not in rr.EVENTS_REPLACEABLE or (
            isinstance(event, Draws) and event.nth is not None
        ):
            raise self.fail(
                "E290",
                "ofuda cannot yet replace this event: the runtime can't watch it before it "
                "happens",
                line.event.span,
            )
        if line.prevention and type(event) not in rr.EVENTS_PREVENTABLE:
            raise self.fail(  # pragma: no cover - the grammar prevents damage only
                "E290", "only damage is prevented (615.1a)", line.event.span
            )
        if triggered.targets:
            raise self.fail(
                "E290",
                "a replacement effect isn't put on the stack, so its instructions can't "
                "target (614.1, 115.1)",
                line.span,
            )
        return ir.StaticAbility((ir.ReplacedByInstructions(triggered, line.prevention),), None, origin)
