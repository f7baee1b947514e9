"""The build_ast pass, attaching by an effect (grammar/ja/43-attach.lark and its English twin).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are named
after the grammar rules and read meanings from terminal names only, so both languages build
equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import Controller

from .. import ast
from ..source.text import Span
from .nouns import Modifier, ZoneFrom, is_node


@v_args(meta=True)
class AttachBuilder(Transformer[Token, Any]):
    """Transformer methods for attaching Auras by an effect (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def attach_any_number(self, meta: Meta, children: list[Any]) -> ast.AttachAnyNumber:
        """ "attach to it any number of Auras on the battlefield" (701.3)."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        host = next(c for c in children if is_node(c) and c is not noun)
        return ast.AttachAnyNumber(self._span(meta), host, noun)

    def attach_object(self, meta: Meta, children: list[Any]) -> ast.AttachObject:
        """ "attach Ancestral Blade to it" / 「祖先の刃をそれにつける」 (701.3): the attachment,
        then the object it goes onto, in both languages."""
        obj, host = (c for c in children if is_node(c))
        return ast.AttachObject(self._span(meta), obj, host)

    def it_to(self, meta: Meta, children: list[Any]) -> ast.PronounReference:
        """「それに」: "to it", the pronoun the Japanese names the attachment's host with."""
        return ast.PronounReference(self._span(meta), "それ", "any")

    def put_attached_any_number(self, meta: Meta, children: list[Any]) -> ast.PutAttachedAnyNumber:
        """ "put onto the battlefield attached to it any number of Aura cards that could
        enchant it from your graveyard and/or hand" (303.4f). The object named after "attached
        to" / 「…につけた状態で」 is the host; the one the cards "could enchant" must be it."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        children = [
            ast.AttachZones(c.span, c.owner, (c.zone,)) if isinstance(c, ZoneFrom) else c  # one zone
            for c in children
        ]
        zones = next(c for c in children if isinstance(c, ast.AttachZones))
        refs = [c for c in children if is_node(c) and c not in (noun, zones)]
        # English names the host first ("attached to it … could enchant it"), Japanese last
        # (「これにエンチャントできる…それらをこれにつけた状態で」); lowering checks they agree
        host, enchanted = (refs[0], refs[-1]) if refs[0].span.start < noun.span.start and \
            zones.span.start > noun.span.start else (refs[-1], refs[0])
        return ast.PutAttachedAnyNumber(self._span(meta), host, noun, zones.owner, zones.zones,
                                        enchanted)

    def attach_zones(self, meta: Meta, children: list[Any]) -> ast.AttachZones:
        """「あなたの墓地や手札から」 / "from your graveyard and/or hand"."""
        owner = next(c for c in children if is_node(c))
        zones = tuple(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ast.AttachZones(self._span(meta), owner, zones)

    def may_and_may_sentence(self, meta: Meta, children: list[Any]) -> list[ast.EffectSentence]:
        """ "you may <A> and you may <B>.": two instructions, each optional on its own (the
        Japanese writes two sentences: 「…てもよい。また…てもよい。」)."""
        span = self._span(meta)
        first = next(c for c in children if is_node(c))
        rest: list[ast.Clause] = []
        for child in children:
            if isinstance(child, list):
                rest.extend(child)
            elif isinstance(child, ast.Clause):
                rest.append(child)
        head = ast.Clause(first.span, None, None, (first,), None)
        return [
            ast.EffectSentence(span, (head,), True),
            ast.EffectSentence(span, tuple(rest), True),
        ]

    def enchanted_player_controls_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """ "enchanted player controls" / 「エンチャントされているプレイヤーがコントロールする」:
        controlled by the player the source Aura is attached to (303.4)."""
        return Modifier({"controller": Controller.ENCHANTED_PLAYER})
