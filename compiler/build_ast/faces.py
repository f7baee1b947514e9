"""The build_ast pass, double-faced cards: the werewolves' conditions on the previous turn.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the rules of grammar/ja/78-transform.lark and its English twin, and read meanings
from terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..source.text import Span


@v_args(meta=True)
class FacesBuilder(Transformer[Token, Any]):
    """Transformer methods for the conditions on the spells cast last turn (603.4)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def no_spells_last_turn(self, meta: Meta, children: list[Any]) -> ast.SpellsCastLastTurn:
        """「直前のターンに呪文が唱えられていなかった場合」 / "if no spells were cast last turn"."""
        return ast.SpellsCastLastTurn(self._span(meta), 1, one_player=False, negated=True)

    def player_spells_last_turn(self, meta: Meta, children: list[Any]) -> ast.SpellsCastLastTurn:
        """「直前のターンにいずれかのプレイヤーが２つ以上の呪文を唱えていた場合」 / "if a player cast
        two or more spells last turn"."""
        # the count: a number word read by number_word (en), or the NUMBER token itself (ja)
        count = next(
            c if isinstance(c, int) else int(c)
            for c in children
            if isinstance(c, int) or (isinstance(c, Token) and c.type == "NUMBER")
        )
        return ast.SpellsCastLastTurn(self._span(meta), count, one_player=True, negated=False)

    def transforms_into_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """701.28g: 「このクリーチャーが狼男の荒らし屋に変身するたび」 / "Whenever this creature
        transforms into Werewolf Ransacker" (and "enters the battlefield or transforms into")."""
        # ja: the subject with its particle (trigger_subject), then the face named; en: two
        # references. Both must be this object (701.28g: a face names itself): the lowering
        # rejects any other subject (E261), so a face named otherwise is made the subject.
        references: list[Any] = [c for c in children if isinstance(c, ast.Node)]
        subject, named = references[0], references[-1]
        if not isinstance(subject, ast.TriggerSubject):
            subject = ast.TriggerSubject(subject.span, reference=subject)
        if not isinstance(named, ast.SelfReference):
            subject = ast.TriggerSubject(named.span, reference=named)
        entering = "entering_or" in children
        event = ast.Event.ENTERS_OR_TRANSFORMS_INTO if entering else ast.Event.TRANSFORMS_INTO
        return ast.EventTrigger(self._span(meta), event, subject)

    def cant_transform(self, meta: Meta, children: list[Any]) -> ast.CantTransform:
        """「変身できない」 / "can't transform" (701.28a)."""
        return ast.CantTransform(self._span(meta))

    def entering_or(self, meta: Meta, children: list[Any]) -> str:
        """「戦場に出るか」 / "enters the battlefield or": the trigger watches entering too."""
        return "entering_or"
