"""The build_ast pass, special actions a static ability offers (grammar/ja/77-special-actions.lark
and its English twin, 116.2d) and prohibitions on activating abilities (78-activation-prohibitions,
602.5a).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are named
after the grammar rules and read meanings from terminal names only, so both languages build
equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..source.text import Span


@v_args(meta=True)
class SpecialActionsBuilder(Transformer[Token, Any]):
    """Transformer methods for "… may [cost] for that player to ignore this effect …"."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def ignore_effect_sentence(self, meta: Meta, children: list[Any]) -> ast.IgnoreEffectSentence:
        """The player (English: before "may"; Japanese: the subject 「…は、」), the cost items,
        the pronoun naming the player again and the duration, in either order."""
        player: Any = None
        beneficiary: Any = None
        cost: tuple[Any, ...] = ()
        duration: ast.StatedDuration | None = None
        for child in children:
            if isinstance(child, tuple):
                cost = child
            elif isinstance(child, str) and not isinstance(child, Token):
                duration = ast.StatedDuration(child)
            elif child is not None and not isinstance(child, Token):
                reference = getattr(child, "reference", child)  # a Japanese subject
                if player is None:
                    player = reference
                else:
                    beneficiary = reference
        return ast.IgnoreEffectSentence(self._span(meta), player, cost, beneficiary, duration)

    def cant_activate_abilities(self, meta: Meta, children: list[Any]) -> ast.CantActivateAbilities:
        """ "its activated abilities can't be activated" (602.5a): the pronoun ("its", それ) names
        the statement's subject."""
        owner = next(c for c in children if c is not None)
        if isinstance(owner, Token):  # English "its"
            owner = ast.PronounReference(self._span(meta), str(owner), "object")
        return ast.CantActivateAbilities(self._span(meta), owner)

    def activation_prohibition_line(
        self, meta: Meta, children: list[Any]
    ) -> ast.ActivationProhibitionLine:
        """ "Activated abilities of artifacts can't be activated." (602.5a): the noun."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.ActivationProhibitionLine(self._span(meta), noun)
