"""Lowering of redirection effects (614.9): a mixin of :class:`ofuda.compiler.lower.lowerer.Lowerer`.

「あなたに与えられるすべてのダメージは、代わりにエンチャントされているクリーチャーに与えられる。」 /
"All damage that would be dealt to you is dealt to enchanted creature instead." is a static
ability of a permanent (614.12) in the vocabulary of
:mod:`ofuda.runtime.statics_replacement` (``RedirectDamage``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_replacement as rr
from ofuda.runtime.definitions import Controller

from .. import ast, ir
from .line_kinds import lowers_line

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class RedirectionLowering:
    """Methods of the lowering pass for redirection effects (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by the Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def on_permanent(self) -> bool: ...

    @lowers_line(ast.DamageRedirectionLine)  # 614.9
    def damage_redirection(self, line: ast.DamageRedirectionLine, origin: str) -> ir.StaticAbility:
        """614.9: damage that would be dealt to one side is dealt to the other instead."""
        if not self.on_permanent():
            raise self.fail(
                "E250",
                "a redirection with no duration is a permanent's static ability",
                line.span,
            )
        recipient = self.redirection_side(line.recipient)
        to = self.redirection_side(line.to)
        if recipient == to:
            raise self.fail(
                "E290", "damage can be redirected only to another player or object", line.to.span
            )
        return ir.StaticAbility((rr.RedirectDamage(recipient, to),), None, origin)

    def redirection_side(self, reference: object) -> rt.Affected | Controller:
        """One side of a redirection: you, this permanent, or the permanent it is attached to."""
        if isinstance(reference, ast.YouReference):
            return Controller.YOU
        if isinstance(reference, ast.SelfReference):
            return rt.ThisPermanent()
        if isinstance(reference, ast.EnchantedReference):
            return rt.EnchantedPermanent()
        if isinstance(reference, ast.EquippedReference):
            return rt.EquippedCreature()
        span = getattr(reference, "span", None)
        assert span is not None
        raise self.fail(
            "E290",
            "ofuda can redirect damage only from or to you, this permanent, or the enchanted or "
            "equipped creature",
            span,
            '"you", "CARDNAME", "enchanted creature", "equipped creature"',
        )
