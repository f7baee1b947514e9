"""Lowering of the H5 area: as-enters choices (614.12), chosen qualities, copies, "becomes".

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). "As CARDNAME enters
the battlefield, choose a creature type" is a static ability whose effect
(:class:`~ofuda.runtime.statics.ChooseAsEnters`) the runtime applies as a
replacement while the permanent enters; "the chosen type" elsewhere on the card
reads the choice the permanent remembers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ofuda.runtime import statics as rt

from . import ast, ir

if TYPE_CHECKING:  # pragma: no cover
    from .lower_effects import LoweringError
    from .source import Span

# What the text asks to choose, as the runtime's Choice.
_CHOICES = {"creature type": rt.Choice.CREATURE_TYPE, "color": rt.Choice.COLOR}


class ChoicesLowering:
    """Methods of the lowering pass for the H5 area (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

    def as_enters_choice(self, line: ast.AsEntersChoice, origin: str) -> ir.StaticAbility:
        """ "As CARDNAME enters the battlefield, choose a creature type." (614.12)."""
        if not isinstance(line.subject, ast.SelfReference):
            raise self.fail(
                "E204",
                "only this permanent's own entering can be replaced by a choice (614.12)",
                line.subject.span,
            )
        return ir.StaticAbility((rt.ChooseAsEnters(_CHOICES[line.choice]),), None, origin)
