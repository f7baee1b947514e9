"""The build_ast pass, halves (107.1a): "half …, rounded up" / 「…の半分（端数切り上げ）」, "half
their life" / 「自分のライフの半分」, and the sentence "Round up each time." /
「それぞれの端数は切り上げる。」 that states the rounding of the halves before it.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the rules of grammar/*/45h-halves.lark and the half_value of 53-damage.lark, and
read meanings from terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..source.text import Span
from .nouns import is_node


def _rounding(children: list[Any]) -> bool | None:
    """The rounding a half states itself (the ``rounding`` rule's answer), or None."""
    for child in children:
        if isinstance(child, bool):
            return child
        if isinstance(child, Token) and child.type in ("ROUNDED_UP", "ROUNDED_DOWN"):
            return child.type == "ROUNDED_UP"
    return None


@v_args(meta=True)
class HalvesBuilder(Transformer[Token, Any]):
    """Transformer methods for halves (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def rounding(self, meta: Meta, children: list[Token]) -> bool:
        """", rounded up" / 「（端数切り上げ）」: True; ", rounded down": False (107.1a)."""
        return children[0].type == "ROUNDED_UP"

    def half_value(self, meta: Meta, children: list[Any]) -> ast.HalfValue:
        """ "half the number of Zombies you control, rounded down" (107.1a)."""
        value = next(c for c in children if is_node(c))
        return ast.HalfValue(self._span(meta), value, round_up=_rounding(children))

    def half_life(self, meta: Meta, children: list[Any]) -> ast.HalfValue:
        """ "half their life" / 「自分のライフの半分」: half the player's life total (119)."""
        span = self._span(meta)
        player = next(c for c in children if is_node(c))
        return ast.HalfValue(span, ast.LifeTotalValue(span, player), round_up=_rounding(children))

    def lose_half_life(self, meta: Meta, children: list[Any]) -> ast.LoseLife:
        """ "loses half their life" / 「自分のライフの半分を失う」 (119.3)."""
        return ast.LoseLife(self._span(meta), next(c for c in children if is_node(c)))

    def rounding_sentence(self, meta: Meta, children: list[Any]) -> ast.RoundingSentence:
        """ "Round up each time." / 「それぞれの端数は切り上げる。」."""
        up = any(isinstance(c, Token) and c.type == "ROUND_UP" for c in children)
        return ast.RoundingSentence(self._span(meta), round_up=up)


def _rounded(node: Any, round_up: bool) -> tuple[Any, bool]:
    """``node`` with every half that states no rounding rounded as ``round_up`` says, and
    whether there was one."""
    if isinstance(node, ast.HalfValue):
        value, found = _rounded(node.value, round_up)
        if node.round_up is None:
            return dataclasses.replace(node, value=value, round_up=round_up), True
        return dataclasses.replace(node, value=value), found
    if isinstance(node, tuple):
        items = [_rounded(item, round_up) for item in node]
        return tuple(i for i, _ in items), any(f for _, f in items)
    if dataclasses.is_dataclass(node) and not isinstance(node, type) and is_node(node):
        changes: dict[str, Any] = {}
        found = False
        for f in dataclasses.fields(node):
            old = getattr(node, f.name)
            new, inner = _rounded(old, round_up)
            found = found or inner
            if new is not old:
                changes[f.name] = new
        return (dataclasses.replace(node, **changes) if changes else node), found
    return node, False


def fold_rounding(sentences: tuple[Any, ...]) -> tuple[Any, ...]:
    """107.1a: a "Round up each time." sentence states the rounding of every half before it
    that states none; it is folded into them and leaves the ability. One with no such half
    before it stays (the lowering refuses it)."""
    out: list[Any] = []
    for sentence in sentences:
        if isinstance(sentence, ast.RoundingSentence):
            rounded = [_rounded(s, sentence.round_up) for s in out]
            if any(found for _, found in rounded):
                out = [s for s, _ in rounded]
                continue
        out.append(sentence)
    return tuple(out)
