"""The build_ast pass, numbers and values: number words, "for each …" / 「…につき」, and the
values an instruction works out on resolution ("the number of creatures you control", "its
power", "your life total", "twice …", 「それのタフネスに等しい」).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the rules of grammar/ja/45-values.lark and its English twin, and read meanings from
terminal names only (parse/vocabulary.py), so both languages build equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..counter_kinds import KIND_OF_JAPANESE
from ..parse.vocabulary import NUMBER_WORDS
from ..source.text import Span
from .nouns import _words, is_node, united


@v_args(meta=True)
class ValueBuilder(Transformer[Token, Any]):
    """Transformer methods for numbers and values (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def number_word(self, meta: Meta, children: list[Any]) -> int:
        word = children[0]
        if isinstance(word, int):
            return word
        return int(word) if word.type == "NUMBER" else NUMBER_WORDS[word.type]

    plural_number = number_word

    def count_value(self, meta: Meta, children: list[Any]) -> ast.CountValue:
        """ "the number of creatures you control"; 「…インスタント・カードとソーサリー・カードの総数」
        counts the cards of any of the kinds, each described by the first kind's words."""
        nouns = [c for c in children if isinstance(c, ast.ObjectNoun)]
        return ast.CountValue(self._span(meta), united(nouns))

    def power_value(self, meta: Meta, children: list[Any]) -> ast.PowerValue:
        return ast.PowerValue(self._span(meta), children[0])

    def mana_value_value(self, meta: Meta, children: list[Any]) -> ast.ManaValueValue:
        """ "that creature's converted mana cost" / 「そのクリーチャーの点数で見たマナ・コスト」."""
        return ast.ManaValueValue(self._span(meta), next(c for c in children if is_node(c)))

    def toughness_value(self, meta: Meta, children: list[Any]) -> ast.ToughnessValue:
        return ast.ToughnessValue(self._span(meta), children[0])

    def greatest_power_value(self, meta: Meta, children: list[Any]) -> ast.GreatestPowerValue:
        return ast.GreatestPowerValue(self._span(meta), children[0])

    def life_total_value(self, meta: Meta, children: list[Any]) -> ast.LifeTotalValue:
        return ast.LifeTotalValue(self._span(meta), next(c for c in children if is_node(c)))

    def life_gained_value(self, meta: Meta, children: list[Any]) -> ast.LifeGainedValue:
        """ "the amount of life you gained this turn" / 「あなたがこのターンに得たライフの点数の
        合計」 (119.3)."""
        player = next(c for c in children if is_node(c) and not isinstance(c, ast.StatedDuration))
        given = [c for c in children if isinstance(c, ast.StatedDuration)]
        return ast.LifeGainedValue(self._span(meta), player, *given)

    def died_count_value(self, meta: Meta, children: list[Any]) -> ast.DiedCountValue:
        """ "the number of creatures that died (under your control) this turn" / 「このターンに
        (あなたのコントロール下で)死亡したクリーチャーの総数」 (700.4)."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        yours = any(isinstance(c, Token) and c.type == "UNDER_YOUR_CONTROL" for c in children)
        given = [c for c in children if isinstance(c, ast.StatedDuration)]
        return ast.DiedCountValue(self._span(meta), noun, yours, *given)

    def for_each_died(self, meta: Meta, children: list[Any]) -> ast.EachUnit:
        """ "for each creature that died this turn" / 「このターンに死亡したクリーチャー１体につき」."""
        return ast.EachUnit(self._span(meta), self.died_count_value(meta, children))

    def total_stat_value(self, meta: Meta, children: list[Any]) -> ast.TotalStatValue:
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        word = next(c for c in children if isinstance(c, Token))
        stat = "power" if word.type == "POWER_WORD" else "toughness"
        return ast.TotalStatValue(self._span(meta), noun, stat)

    def counters_value(self, meta: Meta, children: list[Any]) -> ast.CountersValue:
        on = next(c for c in children if is_node(c))
        kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ast.CountersValue(self._span(meta), on, kind)

    def times_value(self, meta: Meta, children: list[Any]) -> ast.TimesValue:
        value = next(c for c in children if is_node(c))
        factor = next(c for c in children if isinstance(c, int) or (isinstance(c, Token) and c.type == "NUMBER"))
        return ast.TimesValue(self._span(meta), int(factor), value)

    def sum_value(self, meta: Meta, children: list[Any]) -> ast.SumValue:
        """ "A plus B" / 「AとBの合計」: the values added."""
        return ast.SumValue(self._span(meta), tuple(c for c in children if is_node(c)))

    def each_unit(self, meta: Meta, children: list[Any]) -> ast.EachUnit:
        parts = _words(children)
        if isinstance(parts[0], ast.ObjectNoun):
            # 「クリーチャー２体につき」: a unit of several objects is not "for each"; kept, and
            # never read (E298) rather than read as one
            counts = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
            per = next((n for n in counts if n != 1), 1)
            return ast.EachUnit(self._span(meta), ast.CountValue(self._span(meta), parts[0]), per)
        kind = next(p for p in parts if isinstance(p, str) and not isinstance(p, Token))
        return ast.EachUnit(self._span(meta), ast.CountersValue(self._span(meta), parts[0], kind))

    def for_each_sum(self, meta: Meta, children: list[Any]) -> ast.EachUnit:
        """ "for each other Zombie you control and each Zombie card in your graveyard" /
        「…１体および…１枚につき」 (107.1): the counts of the nouns added. A count other than one
        in the Japanese (「２体および」) is not "each", and refused (E290)."""
        nouns = [c for c in children if isinstance(c, ast.ObjectNoun)]
        counts = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        span = self._span(meta)
        value = ast.SumValue(span, tuple(ast.CountValue(n.span, n) for n in nouns))
        # 「２体および…」: not one unit for each object; kept, and never read (E298)
        per = next((n for n in counts if n != 1), 1)
        return ast.EachUnit(span, value, per)

    each_unit_sum = for_each_sum

    def for_each(self, meta: Meta, children: list[Any]) -> ast.EachUnit:
        parts = _words(children)
        if isinstance(parts[0], ast.ObjectNoun):
            return ast.EachUnit(self._span(meta), ast.CountValue(self._span(meta), parts[0]))
        return ast.EachUnit(self._span(meta), ast.CountersValue(self._span(meta), parts[1], parts[0]))

    def counter_kind(self, meta: Meta, children: list[Token]) -> str:
        word = children[0]
        if word.type in ("PT_COUNTER", "PT_COUNTERS"):
            return "-1/-1" if str(word).startswith("-") else "+1/+1"
        text = str(word)
        if text.endswith("カウンター"):  # 「黄金カウンター」: the printed Japanese name (122.1)
            return KIND_OF_JAPANESE[text.removesuffix("カウンター")]
        return text.split(" ")[0]  # "gold counters": the kind is the English name
