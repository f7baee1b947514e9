"""Lowering of the trigger condition on counters put on an object (122.6, 603.2): "Whenever one
or more +1/+1 counters are put on <subject>" / 「<subject>の上に＋１/＋１カウンターが１個以上置か
れるたび」.

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): the
:class:`~ofuda.compiler.ast.EventTrigger` of :attr:`~ofuda.compiler.ast.Event.COUNTERS_PUT`
becomes the runtime's :class:`~ofuda.runtime.statics_triggers.CountersPutOn` (matched on the
``CountersPut`` event the game emits once for each object and each time counters are put on
it). A subject the trigger cannot watch is a diagnostic (E261).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics_triggers as rte

from .. import ast

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class CounterTriggerLowering:
    """Methods of the lowering pass for the counters-put trigger (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def _watched_or_host(self, trigger: ast.EventTrigger) -> Any: ...

    def counters_put_trigger(self, trigger: ast.EventTrigger) -> rte.CountersPutOn:
        """122.6: counters of the kind (any kind: None) put on this object, its host, or a
        permanent of a noun — once for each object and each event that puts them on it."""
        subject = trigger.subject
        if subject is not None and subject.noun is not None:
            noun = subject.noun
            if subject.or_self:
                # "CARDNAME or another creature": the Japanese has no such subject here yet, and
                # both languages must read one meaning
                raise self.fail(
                    "E261",
                    "a counters trigger watches this object, its host, or a noun's permanents, "
                    "not this object or another one",
                    subject.span,
                )
            if noun.zone != "battlefield" or noun.controlled_by is not None or noun.also_player:
                raise self.fail(
                    "E261",
                    "ofuda watches counters put on permanents only (122.6)",
                    noun.span,
                )
        return rte.CountersPutOn(self._watched_or_host(trigger), trigger.counter_kind)
