"""The build_ast pass for events replaced by instructions
(grammar/*/54b-event-replacements.lark; 614.1a, 614.6, 615.1a).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the grammar's rules and read meanings from terminal names and node types only, so
both languages build equal nodes. The event is the trigger event node (603.2) the same words
say after 「たび」 / "Whenever": the lowering reads it as a trigger's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import Controller

from .. import ast
from ..source.text import Span
from .nouns import is_node


def _combat(children: list[Any]) -> bool:
    """ "combat damage" / 「戦闘ダメージ」: dealt_damage's pair, or the Japanese passive's word."""
    for child in children:
        if isinstance(child, tuple) and child and child[0] == "combat":
            return bool(child[1])
        if isinstance(child, Token) and child.type.startswith("COMBAT_DAMAGE"):
            return True
    return False


def _subject(children: list[Any]) -> ast.TriggerSubject:
    """Who deals or is dealt the damage: damage_source's pair (English), a trigger subject
    or damage_recipients' reference (Japanese)."""
    for child in children:
        if isinstance(child, tuple) and child and child[0] == "source":
            return child[1]
        if isinstance(child, ast.TriggerSubject):
            return child
    # damage_recipients' wrapper (build_ast/effects.py) holds the reference
    node = next(c for c in children if hasattr(c, "reference") or is_node(c))
    reference = getattr(node, "reference", node)
    return ast.TriggerSubject(reference.span, reference=reference)


@v_args(meta=True)
class EventReplacementBuilder(Transformer[Token, Any]):
    """Transformer methods for an event replaced by instructions."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def event_replacement(self, meta: Meta, children: list[Any]) -> ast.EventReplacementLine:
        """The event and the instructions that replace it, or its prevention and theirs."""
        span = self._span(meta)
        event = next(c for c in children if isinstance(c, ast.EventTrigger))
        body = next(c for c in children if isinstance(c, tuple))
        if body and body[0] == "prevent_and":
            return ast.EventReplacementLine(span, event, (body[1],), prevention=True)
        optional, clauses = body
        return ast.EventReplacementLine(span, event, (ast.EffectSentence(span, clauses, optional),))

    def prevent_that_damage_and(self, meta: Meta, children: list[Any]) -> tuple[str, ast.EffectSentence]:
        """ "prevent that damage and <instructions>" / 「そのダメージを軽減し、<instructions>」."""
        optional, clauses = next(c for c in children if isinstance(c, tuple))
        return ("prevent_and", ast.EffectSentence(self._span(meta), clauses, optional))

    def would_deal_damage(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "<source> would deal [combat] damage to a player" / 「<source>がいずれかのプレイヤーに
        [戦闘]ダメージを与える場合」 (510.3a's event, before it happens)."""
        span = self._span(meta)
        players = [c for c in children if isinstance(c, ast.PlayerNoun)]
        if players:
            player = players[0]
        else:  # 「いずれかのプレイヤーに」 / 「いずれかの対戦相手に」: one word each
            types = {c.type for c in children if isinstance(c, Token)}
            opponent = "ANY_OPPONENT_TO" in types
            player = ast.PlayerNoun(span, Controller.OPPONENT if opponent else Controller.ANY)
        named = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        subject = _subject(children)
        if any(isinstance(c, ast.ObjectNoun) and c.also_player for c in children):
            # "a player or planeswalker": damage to a planeswalker is not a player's event
            what = "damage dealt to a player or planeswalker"
            subject = ast.TriggerSubject(span, reference=ast.UnsupportedPhrase(span, what))
        return ast.EventTrigger(
            span,
            ast.Event.DEALS_DAMAGE,
            subject,
            player=player,
            combat=_combat(children),
            amount=named[0] if named else None,
        )

    def would_be_dealt_damage(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "CARDNAME would be dealt damage" / 「CARDNAMEにダメージが与えられる場合」 (120.3)."""
        return ast.EventTrigger(
            self._span(meta), ast.Event.IS_DEALT_DAMAGE, _subject(children), combat=_combat(children)
        )

    def would_draw(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "you would draw a card" / 「あなたがカードを引く場合」 「…カードを１枚引くなら」 (121.2)."""
        drawer = next(c for c in children if is_node(c))
        amount = next((c for c in children if isinstance(c, int) or c == "X"), 1)
        subject = ast.TriggerSubject(drawer.span, reference=drawer)
        return ast.EventTrigger(self._span(meta), ast.Event.DRAWS, subject, amount=amount)

    def would_die(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "<object> would die" / 「<object>が死亡するなら」 (700.4)."""
        return ast.EventTrigger(self._span(meta), ast.Event.DIES, _subject(children))

    def would_be_put_into_graveyard(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "a card would be put into an opponent's graveyard from anywhere" / 「カードがいずれかの
        領域から対戦相手の墓地に置かれるなら」 (603.6's event): whose graveyard is ``player``."""
        span = self._span(meta)
        subject = _subject(children)
        if subject.noun is not None:  # "a card": wherever it is now (the trigger's noun)
            noun = replace(subject.noun, zone="graveyard")
            subject = replace(subject, noun=noun)
        whose = next((c for c in children if isinstance(c, Controller)), None)
        if whose is None:  # Japanese: 「あなたの」 (a reference) or 「対戦相手の」
            types = {c.type for c in children if isinstance(c, Token)}
            whose = Controller.OPPONENT if "OPPONENT" in types else Controller.YOU
        player = ast.PlayerNoun(span, whose)
        return ast.EventTrigger(span, ast.Event.PUT_INTO_GRAVEYARD, subject, player=player)

    def whose_graveyard(self, meta: Meta, children: list[Token]) -> Controller:
        """ "your" / "an opponent's" graveyard."""
        return Controller.OPPONENT if children[0].type == "OPPONENT_POSSESSIVE" else Controller.YOU

    def would_enter(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "<object> would enter the battlefield [and it wasn't cast]" / 「<object>が[、それが
        唱えられることなく]戦場に出るなら」 (603.6a's event; 601.2i)."""
        uncast = any(isinstance(c, Token) and c.type == "UNCAST" for c in children)
        return ast.EventTrigger(
            self._span(meta), ast.Event.ENTERS, _subject(children), uncast=uncast
        )
