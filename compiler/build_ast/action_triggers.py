"""The build_ast pass, trigger conditions on a player's actions: tapping and untapping
(701.26), sacrificing (701.17a), the turn's nth card drawn (121.2).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the rules of grammar/{ja,en}/59k-tap-triggers.lark, 59l-sacrifice-triggers.lark and
59m-nth-draw-triggers.lark; meanings come from terminal names only, so both languages build
equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import ObjectFilter

from .. import ast
from ..source.text import Span
from .nouns import is_node, united

# "your second card each turn" / 「２枚目の」: the ordinal words and the number they say
_ORDINALS = {"ORDINAL_SECOND": 2, "ORDINAL_THIRD": 3}
# "an ability" / 「能力を」, "a loyalty ability" / 「忠誠度能力を」 (606.3)
_ACTIVATED_KINDS = ("ABILITY_WORD", "LOYALTY_ABILITY_WORD")


def _tokens(children: list[Any]) -> dict[str, Token]:
    return {c.type: c for c in children if isinstance(c, Token)}


@v_args(meta=True)
class ActionTriggerBuilder(Transformer[Token, Any]):
    """Methods of the build_ast transformer for action trigger conditions."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the transformer
        raise NotImplementedError

    def _event(
        self, meta: Meta, event: ast.Event, children: list[Any], **fields: Any
    ) -> ast.EventTrigger:  # pragma: no cover - provided by build_ast/triggers.py
        raise NotImplementedError

    def tap_status_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever CARDNAME becomes untapped" / 「CARDNAMEがアンタップ状態になるたび」, "Whenever a
        creature you control becomes tapped" (701.26)."""
        untapped = "BECOMES_UNTAPPED" in _tokens(children)
        event = ast.Event.BECOMES_UNTAPPED if untapped else ast.Event.BECOMES_TAPPED
        return self._event(meta, event, children)

    def sacrifices_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever you sacrifice a permanent" / 「あなたがパーマネントを１つ生け贄に捧げるたび」
        (701.17a): who sacrifices (you, or a player noun) and what — a noun, counted in the
        Japanese (「…を１つ」, a chosen reference: the count is kept for the lowering, which
        refuses any other than one); another reference is refused (E290)."""
        tokens = _tokens(children)
        what = next(
            (c for c in children if isinstance(c, (ast.ChosenReference, ast.ObjectNoun))), None
        )
        unsupported = None
        if isinstance(what, ast.ChosenReference):
            noun, count = what.noun, what.count
        elif isinstance(what, ast.ObjectNoun):
            noun, count = what, 1
        else:  # 「それを」, 「CARDNAMEを」: not a trigger ofuda reads
            noun = ast.ObjectNoun(self._span(meta), ObjectFilter())
            unsupported = ast.UnsupportedPhrase(self._span(meta), "a sacrifice trigger on one object")
            count = 1
        if "OTHER_ONE" in tokens:  # "another permanent"
            noun = replace(noun, filter=replace(noun.filter, other=True))
        players = [c for c in children if isinstance(c, ast.PlayerNoun)]
        if players:
            player: ast.PlayerNoun | None = players[0]
            subject = None
        else:
            player = None
            sacrificer = next(c for c in children if is_node(c))
            subject = ast.TriggerSubject(sacrificer.span, reference=sacrificer)
        if unsupported is not None:
            subject = ast.TriggerSubject(unsupported.span, reference=unsupported)
        return ast.EventTrigger(
            self._span(meta),
            ast.Event.SACRIFICES,
            subject,
            player=player,
            sacrificed=noun,
            amount=count,
        )

    def nth_draw_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever you draw your second card each turn" / 「あなたが各ターンのあなたの２枚目の
        カードを引くたび」 (121.2): the drawer, and whose card it is (the same player: the
        lowering checks both are you)."""
        nth = next(c for c in children if isinstance(c, int))
        drawer, *whose = [c for c in children if is_node(c)]
        subject = ast.TriggerSubject(drawer.span, reference=drawer)
        if whose and not isinstance(whose[0], type(drawer)):
            what = "a draw trigger counting another player's cards"
            subject = replace(subject, reference=ast.UnsupportedPhrase(whose[0].span, what))
        return ast.EventTrigger(self._span(meta), ast.Event.DRAWS, subject, amount=1, nth=nth)

    def activates_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "Whenever you activate an ability of a Sarkhan planeswalker" / 「あなたがサルカン・
        プレインズウォーカーの能力を起動するたび」, "… a loyalty ability …" / 「…忠誠度能力を…」,
        "Whenever an opponent activates an ability of a creature or land that isn't a mana
        ability" / 「対戦相手がクリーチャーか土地の、マナ能力でない能力を起動するたび」 (602.2)."""
        tokens = _tokens(children)
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        kind = next(c for c in children if isinstance(c, Token) and c.type in _ACTIVATED_KINDS)
        fields: dict[str, Any] = {
            "ability_of": noun,
            "not_mana_ability": "NOT_MANA_ABILITY" in tokens,
            "loyalty_ability": kind.type == "LOYALTY_ABILITY_WORD",
        }
        players = [c for c in children if isinstance(c, ast.PlayerNoun)]
        if players:
            return ast.EventTrigger(
                self._span(meta), ast.Event.ACTIVATES, None, player=players[0], **fields
            )
        activator = next(c for c in children if is_node(c) and c is not noun)
        subject = ast.TriggerSubject(activator.span, reference=activator)
        return ast.EventTrigger(self._span(meta), ast.Event.ACTIVATES, subject, **fields)

    def ability_sources(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """「クリーチャーか土地の」: a permanent of any of the kinds (602.2), as "a creature or
        land" is."""
        return united([c for c in children if isinstance(c, ast.ObjectNoun)])

    def activated_kind(self, meta: Meta, children: list[Any]) -> Token:
        return children[0]

    def trigger_limit(self, meta: Meta, children: list[Any]) -> ast.TriggerLimit:
        """ "This ability triggers only once each turn." / 「この能力は、毎ターン１回しか誘発
        しない。」 (603.2)."""
        return ast.TriggerLimit(self._span(meta))

    def nth_card(self, meta: Meta, children: list[Any]) -> int:
        """ "second card each turn" / 「２枚目の」: the ordinal as a number."""
        tokens = _tokens(children)
        if "NUMBER" in tokens:
            return int(tokens["NUMBER"])
        return next(n for kind, n in _ORDINALS.items() if kind in tokens)
