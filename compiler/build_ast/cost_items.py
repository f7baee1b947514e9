"""The build_ast pass, cost items: what a cost says to do besides paying mana (118, 601.2b,
602.2b): sacrifice, pay life, discard, exile from a graveyard, tap untapped permanents, remove
counters, and an additional cost's line.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the grammar rules and read meanings from terminal names only, so both languages build
equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import Controller

from .. import ast
from ..source.text import Span
from .effects import _amount, _nodes


@v_args(meta=True)
class CostItemBuilder(Transformer[Token, Any]):
    """Transformer methods for cost items (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def sacrifice_cost(self, meta: Meta, children: list[Any]) -> ast.SacrificeCostItem:
        return ast.SacrificeCostItem(self._span(meta), _nodes(children)[0])

    def pay_life_cost(self, meta: Meta, children: list[Any]) -> ast.PayLifeCostItem:
        return ast.PayLifeCostItem(self._span(meta), _amount(children))

    def discard_cost(self, meta: Meta, children: list[Any]) -> ast.DiscardCostItem:
        named = _nodes(children)
        if named and isinstance(named[0], ast.ChosenReference):  # 2018 「カード１枚を捨てる」
            return ast.DiscardCostItem(self._span(meta), named[0].count, named[0].noun)
        if named:  # 「これを捨てる」: a card named, not chosen (lowering rejects it)
            return ast.DiscardCostItem(self._span(meta), 1, named=named[0])
        return ast.DiscardCostItem(self._span(meta), _amount(children))

    def exile_cost(self, meta: Meta, children: list[Any]) -> ast.ExileCostItem:
        return ast.ExileCostItem(self._span(meta), _nodes(children)[0])

    def graveyard_chosen(self, meta: Meta, children: list[Any]) -> ast.ChosenReference:
        """「あなたの墓地からクリーチャー・カード１枚を」: cards chosen from that player's graveyard."""
        nodes = _nodes(children)
        zones = next(n for n in nodes if isinstance(n, ast.AttachZones))
        noun = next(n for n in nodes if isinstance(n, ast.ObjectNoun))
        count = next(int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER")
        # one zone of one owner; any other (「いずれかの墓地」, 「墓地や手札」) lowering rejects
        zone = zones.zones[0] if len(zones.zones) == 1 else "/".join(zones.zones)
        controller = Controller.YOU if isinstance(zones.owner, ast.YouReference) else Controller.ANY
        noun = replace(noun, zone=zone, filter=replace(noun.filter, controller=controller))
        return ast.ChosenReference(self._span(meta), noun, count)

    def tap_permanents_cost(self, meta: Meta, children: list[Any]) -> ast.TapPermanentsCostItem:
        return ast.TapPermanentsCostItem(self._span(meta), _nodes(children)[0])

    def additional_cost_ability(self, meta: Meta, children: list[Any]) -> ast.AdditionalCostLine:
        return ast.AdditionalCostLine(self._span(meta), _nodes(children)[0])

    def tap_any_number_cost(self, meta: Meta, children: list[Any]) -> ast.TapPermanentsCostItem:
        noun = _nodes(children)[0]
        chosen = ast.ChosenReference(noun.span, noun, 0)
        return ast.TapPermanentsCostItem(self._span(meta), chosen, any_number=True)

    def tapped_this_way_value(self, meta: Meta, children: list[Any]) -> ast.TappedThisWayValue:
        return ast.TappedThisWayValue(self._span(meta))

    def remove_counters_cost(self, meta: Meta, children: list[Any]) -> ast.RemoveCountersCostItem:
        amount, kind = next(c for c in children if isinstance(c, tuple))
        if kind is None:
            kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ast.RemoveCountersCostItem(self._span(meta), kind, amount, _nodes(children)[0])

    def put_counters_cost(self, meta: Meta, children: list[Any]) -> ast.PutCountersCostItem:
        """ "Put a page counter on Mazemind Tome" / 「精神迷わせの秘本の上にページ・カウンターを１個
        置く」 (122.1): the kind, the number, and the object named."""
        amount, kind = next(c for c in children if isinstance(c, tuple))
        if kind is None:
            kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        obj = _nodes(children)[0]
        return ast.PutCountersCostItem(self._span(meta), kind, amount, obj)
