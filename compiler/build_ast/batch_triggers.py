"""The build_ast pass, "one or more" triggers (603.2c): 「…が１体以上攻撃するたび」 / "Whenever one
or more creatures you control attack", and "that many" / 「その数に等しい数の」.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the rules of grammar/*/59f-one-or-more-triggers.lark; meanings come from the rule
and terminal names only, so both languages build equal nodes. The count of 「１体以上」 must be
one ("one or more"); another count ("two or more") is a trigger ofuda has no event for,
refused (E290) rather than read as one or more.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..source.text import Span
from .effects import _amount
from .triggers import _player_word


@v_args(meta=True)
class BatchTriggerBuilder(Transformer[Token, Any]):
    """Methods of the build_ast transformer for "one or more" triggers."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the transformer
        raise NotImplementedError

    def one_or_more_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """The subject noun, its count (Japanese 「１体以上」) and the event its objects share."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        event = next(c for c in children if isinstance(c, ast.EventTrigger))
        subject = ast.TriggerSubject(noun.span, noun=noun)
        counts = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        if counts and counts[0] != 1:  # 「２体以上」: "two or more" at once
            what = f"a trigger on {counts[0]} or more objects at once"
            subject = replace(subject, reference=ast.UnsupportedPhrase(noun.span, what))
        return replace(event, span=self._span(meta), subject=subject, one_or_more=True)

    def batch_enter(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "enter the battlefield [under your control]" / 「[あなたのコントロール下で]戦場に出る」."""
        mine = any(c == "under your control" for c in children) or any(
            isinstance(c, Token) and c.type == "_ENTERS_UNDER_YOUR_CONTROL" for c in children
        )
        return ast.EventTrigger(self._span(meta), ast.Event.ENTERS, under_your_control=mine)

    def batch_enter_mine(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """「あなたのコントロール下で戦場に出る」 (603.6a)."""
        return ast.EventTrigger(self._span(meta), ast.Event.ENTERS, under_your_control=True)

    def batch_leave_graveyard(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "leave your graveyard" / 「あなたの墓地を離れる」 (603.6, 603.10a)."""
        return ast.EventTrigger(self._span(meta), ast.Event.LEAVES_GRAVEYARD)

    def batch_combat_damage(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "deal combat damage to a player" / 「プレイヤー１人に戦闘ダメージを与える」 (510.2)."""
        players = [c for c in children if isinstance(c, ast.PlayerNoun)]
        player = players[0] if players else _player_word(self._span(meta), children)
        named = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        # "… to a player or planeswalker": the recipient noun, also a player (never read as
        # "a player" alone)
        recipient = next(
            (c for c in children if isinstance(c, ast.ObjectNoun) and c.also_player), None
        )
        return ast.EventTrigger(
            self._span(meta),
            ast.Event.DEALS_DAMAGE,
            player=None if recipient is not None else player,
            combat=True,
            amount=named[0] if named else None,
            recipient=recipient,
        )

    def event_count(self, meta: Meta, children: list[Any]) -> ast.EventCountValue:
        """ "that many" / 「その数」 (603.2c)."""
        return ast.EventCountValue(self._span(meta))

    def counted_counters(self, meta: Meta, children: list[Any]) -> tuple[Any, str | None]:
        """「その数に等しい数の＋１/＋１カウンター」: the amount before the kind (an
        amount_counters' pair)."""
        amount = _amount(children)  # 「その数」, or a value: 「その点数」 (the event's amount)
        kinds = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        return amount, (kinds[0] if kinds else None)

    def add_counters_amount_first(self, meta: Meta, children: list[Any]) -> ast.AddCounters:
        """「その点数に等しい数の＋１/＋１カウンターをこれの上に置く」: the amount before the
        permanent."""
        return self.add_counters(meta, children)  # type: ignore[attr-defined]

    def deal_damage_amount_first(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        """「その点数に等しい点数のダメージをそれのコントローラーに与える」: the amount before the
        recipient."""
        return self.deal_damage(meta, children)  # type: ignore[attr-defined]

    def add_counted_counters(self, meta: Meta, children: list[Any]) -> ast.AddCounters:
        """「…の上にその数に等しい数の＋１/＋１カウンターを置く」: add_counters with the amount
        before the kind."""
        return self.add_counters(meta, children)  # type: ignore[attr-defined]
