"""The build_ast pass, damage triggers: "Whenever <subject> deals [combat / noncombat] damage to
<a player, a permanent, a player or planeswalker>" (510.3a, 120.2, 120.3, 603.2).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the rules of grammar/*/55-triggers.lark, 59-trigger-events.lark and
59v-damage-recipients.lark; meanings come from terminal names only, so both languages build
equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter

from .. import ast
from ..source.text import Span
from .nouns import Head, is_node
from .triggers import _nodes, _player_word

PLANESWALKERS = ObjectFilter(card_types=(CardType.PLANESWALKER,))
# 「クリーチャー１体に」 「プレインズウォーカー１体に」: one word after a counted subject noun
_ONE_TO = {
    "ONE_CREATURE_TO": (CardType.CREATURE,),
    "ONE_PLANESWALKER_TO": (CardType.PLANESWALKER,),
}


def _numbers(children: list[Any]) -> list[int]:
    """The counts written among a rule's own words (「プレイヤー１人に」, 「クリーチャー１体に」)."""
    return [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]


def _kind(children: list[Any]) -> dict[str, bool]:
    """Combat damage only ("combat damage to", 「戦闘ダメージを」), or any other damage
    ("noncombat", 「戦闘ダメージでない」, 120.2)."""
    types = {c.type for c in children if isinstance(c, Token)}
    return {"combat": "COMBAT_DAMAGE" in types, "noncombat": "NONCOMBAT" in types}


@v_args(meta=True)
class DamageTriggerBuilder(Transformer[Token, Any]):
    """Methods of the build_ast transformer for damage triggers."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the transformer
        raise NotImplementedError

    def _event(  # pragma: no cover - provided by TriggerBuilder
        self, meta: Meta, event: ast.Event, children: list[Any], **fields: Any
    ) -> ast.EventTrigger:
        raise NotImplementedError

    def _subject_first(self, children: list[Any], *after: Any) -> list[Any]:
        """The children with the trigger's subject first: 「CARDNAMEが」 written out is a
        reference, the first node that is not one of ``after``."""
        if _nodes(children, ast.TriggerSubject):
            return children
        reference = next(c for c in children if is_node(c) and all(c is not a for a in after))
        return [ast.TriggerSubject(reference.span, reference=reference), *children]

    def source_subject(self, meta: Meta, children: list[Any]) -> ast.TriggerSubject:
        """ "a source you control" / 「あなたがコントロールしている発生源が」 (609.7, 120.1): any
        object of yours that deals damage."""
        return ast.TriggerSubject(self._span(meta), source_of=Controller.YOU)

    def deals_damage_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever CARDNAME deals combat damage to a player" / 「…いずれかのプレイヤーに戦闘
        ダメージを与えるたび」 / 「…プレイヤー１人に…」; "… deals noncombat damage to an opponent" /
        「対戦相手１人に戦闘ダメージでないダメージを与えるたび」 (120.2); "… to a player or
        planeswalker" / 「プレイヤー１人かプレインズウォーカー１体に」: a player, or any
        planeswalker (the recipient noun, which is also a player)."""
        players = _nodes(children, ast.PlayerNoun)
        # 「いずれかのプレイヤーに」 / 「いずれかの対戦相手に」 are one word each
        player: ast.PlayerNoun | None = (
            players[0] if players else _player_word(self._span(meta), children)
        )
        # 2018 「プレイヤー１人に」: the players named (the lowering holds it to one)
        named = _numbers(children)
        recipient = next(
            (c for c in children if isinstance(c, ast.ObjectNoun) and c.also_player), None
        )
        children = self._subject_first(children, player)
        if any(isinstance(c, Token) and c.type == "OR_ONE_PLANESWALKER_TO" for c in children):
            # 「プレイヤー１人かプレインズウォーカー１体に」: a player or any planeswalker
            assert player is not None
            recipient = ast.ObjectNoun(
                self._span(meta), PLANESWALKERS, also_player=True, player=player.controller
            )
        if recipient is not None:
            player = None  # the recipient noun says which players (and planeswalkers)
        return self._event(
            meta,
            ast.Event.DEALS_DAMAGE,
            children,
            player=player,
            recipient=recipient,
            amount=named[0] if named else None,
            **_kind(children),
        )

    def deals_damage_to_permanent_trigger(
        self, meta: Meta, children: list[Any]
    ) -> ast.EventTrigger:
        """ "Whenever CARDNAME deals combat damage to a creature" / 「CARDNAMEがいずれかのクリーチャー
        に戦闘ダメージを与えるたび」, "Whenever a creature you control with deathtouch deals damage
        to a planeswalker" / 「…クリーチャー１体がプレインズウォーカー１体にダメージを与えるたび」
        (510.3a, 120.3): a permanent of the noun dealt damage, one at a time (a count other than
        one is refused, never read as one)."""
        heads = [c for c in children if isinstance(c, Head)]  # 「いずれかのクリーチャー」 (ja)
        nouns = [c for c in children if isinstance(c, ast.ObjectNoun)] or [
            self.object_noun(meta, [head])  # type: ignore[attr-defined]
            for head in heads
        ]
        counts = _numbers(children)
        one_word = [c for c in children if isinstance(c, Token) and c.type in _ONE_TO]
        if one_word:  # 「クリーチャー１体に」 after a counted noun (ja): one word, one permanent
            span = self._span(meta)
            types = _ONE_TO[one_word[0].type]
            nouns.append(ast.ObjectNoun(span, ObjectFilter(card_types=types)))
            counts.append(1)
        recipient = nouns[-1]
        if len(nouns) == 2 and not _nodes(children, ast.TriggerSubject):
            # 「…クリーチャー１体がプレインズウォーカー１体に」: the counted noun before 「が」 is
            # the subject (one object, as 「クリーチャーが１体」)
            subject = ast.TriggerSubject(nouns[0].span, noun=nouns[0])
            if counts[0] != 1:
                what = f"a trigger on {counts[0]} objects at once (a trigger watches one at a time)"
                subject = replace(subject, reference=ast.UnsupportedPhrase(subject.span, what))
            children = [subject, *(c for c in children if c is not nouns[0])]
        children = self._subject_first(children, recipient)
        if counts and counts[-1] != 1:
            what = f"damage dealt to {counts[-1]} permanents at once (each is dealt its own)"
            children = [_unsupported(children, what)]
        return self._event(
            meta, ast.Event.DEALS_DAMAGE, children, recipient=recipient, **_kind(children)
        )


def _unsupported(children: list[Any], what: str) -> ast.TriggerSubject:
    """The trigger's subject replaced by a phrase ofuda refuses (E290), never read otherwise."""
    subject = _nodes(children, ast.TriggerSubject)[0]
    return replace(subject, reference=ast.UnsupportedPhrase(subject.span, what), noun=None)
