"""Lowering of modal triggered abilities (700.2, 603.3c): "When …, choose one — • … • …".

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). Each mode lowers on its own, with
targets of its own, in a scope that knows the trigger's event as the ability's would; the IR
is a :class:`~ofuda.compiler.ir.TriggeredAbility` with no instructions of its own and one
triggered ability per mode (``modes``), the one chosen as it is put on the stack being the one
that goes there (603.3c). The runtime chooses exactly one mode: "choose one or more" of a
triggered ability, and instructions after the modes, are E290.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import ast, ir
from .scope import Scope

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import SourceFile, Span
    from .effects import LoweringError


class ModalAbilityLowering:
    """Methods of the lowering pass for modal abilities (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer
        source: SourceFile

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def sentences(
            self, sentences: tuple[ast.Sentence, ...], scope: Scope, *, allow_restriction: bool
        ) -> tuple[tuple[ir.Effect, ...], bool]: ...

    def modal_trigger(
        self,
        sentences: tuple[ast.Sentence, ...],
        trigger: Any,
        scope: Scope,
        origin: str,
        condition: Any,
    ) -> ir.TriggeredAbility:
        """700.2, 603.3c: the modes of a triggered ability, each a triggered ability of the
        same trigger (and intervening "if") with targets and instructions of its own."""
        modal = sentences[0]
        assert isinstance(modal, ast.ModalSentence)
        if len(sentences) > 1:
            raise self.fail(
                "E290",
                "ofuda cannot yet compile instructions after a triggered ability's modes",
                sentences[1].span,
            )
        if modal.choose_many:
            raise self.fail(
                "E290",
                'ofuda can compile "choose one" of a triggered ability\'s modes only (603.3c)',
                modal.span,
            )
        modes: list[ir.TriggeredAbility] = []
        for mode in modal.modes:
            # what the trigger's event lets a reference mean, and nothing a mode declared
            own = Scope(
                event_object=scope.event_object,
                event_card=scope.event_card,
                event_amount=scope.event_amount,
                event_player=scope.event_player,
                event_spell=scope.event_spell,
            )
            effects, _ = self.sentences(mode, own, allow_restriction=False)
            text = self.source.text[mode[0].span.start : mode[-1].span.end]
            modes.append(ir.TriggeredAbility(trigger, tuple(own.targets), effects, text, condition))
        return ir.TriggeredAbility(trigger, (), (), origin, condition, modes=tuple(modes))
