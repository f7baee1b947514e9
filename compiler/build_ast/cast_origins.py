"""The build_ast pass, where a spell was cast from (601.2a): "If CARDNAME was cast from a
graveyard" / 「CARDNAMEが墓地から唱えられた場合」 (grammar/*/79k-cast-origins.lark) and the cast
triggers that name an origin (grammar/*/59r-cast-origins.lark).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the grammar's rules and read meanings from terminal names and the zone rules'
results only, so both languages build equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..source.text import Span
from .nouns import is_node


@v_args(meta=True)
class CastOriginBuilder(Transformer[Token, Any]):
    """Transformer methods for cast origins (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def cast_origin(self, meta: Meta, children: list[Any]) -> ast.CastOrigin:
        """"from a graveyard" / 「墓地から」, "from your hand" / 「あなたの手札から」: the zone word
        and, when said, its owner (zone_owner: a reference, or "any" for 「いずれかの」)."""
        return _origin(self._span(meta), children, other_than=False)

    def cast_origin_other_than(self, meta: Meta, children: list[Any]) -> ast.CastOrigin:
        """"from anywhere other than your hand" / 「あなたの手札以外の領域から」."""
        return _origin(self._span(meta), children, other_than=True)

    def cast_from_condition(self, meta: Meta, children: list[Any]) -> ast.CastFromCondition:
        """"If CARDNAME was cast from …", "if this spell was cast from …" (no reference)."""
        subject = next((c for c in children if is_node(c) and not isinstance(c, ast.CastOrigin)), None)
        origin = next(c for c in children if isinstance(c, ast.CastOrigin))
        return ast.CastFromCondition(self._span(meta), subject, origin)


    def cast_this_turn_condition(self, meta: Meta, children: list[Any]) -> ast.CastThisTurnCondition:
        """"you've cast an instant or sorcery spell this turn" / 「このターンにあなたが…呪文を
        唱えていた」 (79m-cast-this-turn.lark)."""
        player = next(c for c in children if is_node(c) and not isinstance(c, ast.ObjectNoun))
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        given = [c for c in children if isinstance(c, ast.StatedDuration)]
        time = given[0] if given else ast.StatedDuration.THIS_TURN
        negated = any(isinstance(c, Token) and c.type == "DID_NOT_CAST" for c in children)
        return ast.CastThisTurnCondition(self._span(meta), player, noun, time, negated)

    # --- cast triggers (59r-cast-origins.lark) ----------------------------------------------

    def nth_spell(self, meta: Meta, children: list[Any]) -> int:
        """"first" / "second" / "third", 「２つ目の」: the place of the spell among the turn's."""
        word = children[0]
        ordinals = {"ORDINAL_FIRST": 1, "ORDINAL_SECOND": 2, "ORDINAL_THIRD": 3}
        if isinstance(word, Token) and word.type in ordinals:
            return ordinals[word.type]
        return int(word)

    def first_spell(self, meta: Meta, children: list[Any]) -> int:
        """「各ターン内で初めて、」: the turn's first such spell."""
        return 1

    def nth_cast_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """601.2i: "Whenever you cast your first instant or sorcery spell each turn" — the
        caster's possessive is theirs ("your" / "their", 「あなたの」 / 「自分の」) and is not
        kept; the ordinal is."""
        nth = next(c for c in children if isinstance(c, int) and not isinstance(c, Token))
        caster = next(c for c in children if is_node(c))  # the first reference or player noun
        spell = next(c for c in children if isinstance(c, ast.ObjectNoun))
        trigger = self.cast_trigger(meta, [caster, spell])  # type: ignore[attr-defined]
        return replace(trigger, nth=nth)


def _origin(span: Span, children: list[Any], *, other_than: bool) -> ast.CastOrigin:
    # the zone word is the last word; 「いずれかの」's zone_owner is the word "any" (no owner)
    zone = [c for c in children if isinstance(c, str) and not isinstance(c, Token)][-1]
    owner = next((c for c in children if is_node(c)), None)
    return ast.CastOrigin(span, zone, owner, other_than)
