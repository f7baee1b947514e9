"""Lowering of who may activate an activated ability (602.2): a mixin of
:class:`ofuda.compiler.lower.lowerer.Lowerer`.

「いずれのプレイヤーもこの能力を起動してよい。」 / "Any player may activate this ability." is a
sentence of the activated ability it follows (like "Activate only as a sorcery.", 602.5b);
it becomes ``ActivatedAbility.any_player``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ofuda.runtime.definitions import Controller

from .. import ast

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class ActivationLowering:
    """Methods of the lowering pass for activation permissions (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by the Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

    def activation_permissions(
        self, sentences: tuple[ast.Sentence, ...]
    ) -> tuple[tuple[ast.Sentence, ...], bool]:
        """An activated ability's sentences without its permission, and whether any player may
        activate it (602.2)."""
        rest: list[ast.Sentence] = []
        any_player = False
        for sentence in sentences:
            if not isinstance(sentence, ast.ActivationPermission):
                rest.append(sentence)
                continue
            if sentence.players.controller != Controller.ANY:
                raise self.fail(
                    "E290",
                    "ofuda can compile a permission to activate an ability for any player only",
                    sentence.players.span,
                    '"Any player may activate this ability."',
                )
            if any_player:
                raise self.fail("E290", "the permission is given twice", sentence.span)
            any_player = True
        return tuple(rest), any_player
