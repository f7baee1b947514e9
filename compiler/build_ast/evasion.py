"""The build_ast pass, a permanent's evasion restrictions (509.1b): "can't be blocked by X /
except by X / by more than one creature / except by two or more creatures"; and the qualities
protection is from beyond a colour or a subtype (702.16a: a card type, a kind less a subtype,
a number of colours).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the rules of grammar/ja/50c-blocked-by.lark, 19e-protection-qualities.lark and their
English twins, and read meanings from rule and terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, ObjectFilter

from .. import ast
from ..parse.vocabulary import COLOR_COUNTS, PLURAL_TYPES
from ..source.text import Span


@v_args(meta=True)
class EvasionBuilder(Transformer[Token, Any]):
    """Transformer methods for evasion restrictions (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def cant_be_blocked_by(self, meta: Meta, children: list[Any]) -> ast.CantBeBlockedBy:
        """509.1b: creatures matching the noun can't block the subject."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.CantBeBlockedBy(self._span(meta), noun, except_by=False)

    def cant_be_blocked_except_by(self, meta: Meta, children: list[Any]) -> ast.CantBeBlockedBy:
        """509.1b: only creatures matching the noun can block the subject."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.CantBeBlockedBy(self._span(meta), noun, except_by=True, this_turn=_this_turn(children))

    def blocked_by_at_most_one(self, meta: Meta, children: list[Any]) -> ast.BlockerCount:
        """509.1b: "by more than one creature" / 「２体以上のクリーチャーによっては」."""
        return ast.BlockerCount(self._span(meta), at_most=1)

    def blocked_by_at_least_two(self, meta: Meta, children: list[Any]) -> ast.BlockerCount:
        """509.1b, 702.111b: "except by two or more creatures" / 「２体以上の…によってしか」."""
        return ast.BlockerCount(self._span(meta), at_least=2, this_turn=_this_turn(children))

    def kind_quality(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """702.16a: "planeswalkers" / 「プレインズウォーカー」, "non-Human creatures" /
        「人間でないクリーチャー」: a card type, less what an exclusion names."""
        kind: CardType = children[-1]
        modifier = children[0] if len(children) > 1 else None
        excluded = dict(modifier.fields) if modifier is not None else {}
        return ast.ObjectNoun(self._span(meta), ObjectFilter(card_types=(kind,), **excluded))

    def type_quality(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """702.11d: "hexproof from planeswalkers" / 「プレインズウォーカーからの呪禁」: a card type."""
        return self.kind_quality(meta, children)

    def color_count_quality(self, meta: Meta, children: list[Token]) -> ast.ObjectNoun:
        """702.16a, 105.2b: "multicolored" / 「多色」: two or more colours."""
        fewest, most = COLOR_COUNTS[children[0].type]
        return ast.ObjectNoun(
            self._span(meta), ObjectFilter(color_count_min=fewest, color_count_max=most)
        )

    def quality_type_plural(self, meta: Meta, children: list[Token]) -> CardType:
        """ "planeswalkers", "creatures": the card type (205.2a)."""
        kind = PLURAL_TYPES[children[0].type]
        assert kind is not None  # the rule names card types only
        return kind

    def must_be_blocked_if_able(self, meta: Meta, children: list[Any]) -> ast.MustBeBlockedIfAble:
        """509.1c: "must be blocked [this turn] if able" / 「可能ならブロックされなければならない」."""
        return ast.MustBeBlockedIfAble(self._span(meta), _this_turn(children))


def _this_turn(children: list[Any]) -> bool:
    """Whether the rule's own words say "this turn" (an instruction's, before "except by")."""
    return any(isinstance(c, Token) and c.type in ("THIS_TURN", "THIS_TURN_EXCEPT_BY") for c in children)
