"""The build_ast pass, the Japanese clause chains: how clauses of one sentence share a duration
and a subject (grammar/ja/20-sentences.lark's effect_body, 65-quoted.lark).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): it extends
the effect builder, so its methods see the clauses that builder makes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from .. import ast
from .effects import DURATIONS, EffectBuilder
from .nouns import is_node


@v_args(meta=True)
class ChainsBuilder(EffectBuilder):
    """Clause chains: the duration before the first subject, and a quotation had after a
    continuative (mixed into build_ast's builder, before EffectBuilder)."""

    def effect_body(self, meta: Meta, children: list[Any]) -> tuple[bool, tuple[ast.Clause, ...]]:
        """The clauses of a sentence, a leading duration spread over them."""
        optional, clauses = super().effect_body(meta, children)
        return optional, spread_leading_duration(clauses)

    def clause_after_duration(self, meta: Meta, children: list[Any]) -> list[ast.Clause]:
        """English "Leonin Vanguard gets +1/+1 until end of turn and you gain 1 life": a clause
        ended by its duration, then "and" and the next clause (its own subject, or none: the
        topic continues) — the duration is the first clause's only."""
        rest = next(c for c in children if isinstance(c, list))
        head = [c for c in children if c is not rest]
        after = rest[0]
        if after.subject is None and after.duration is None and _lasting(after):
            # "gets +2/+2 until end of turn and gains flying": does the flying last? English
            # writes one duration after both ("gets +2/+2 and gains flying until end of turn")
            unsure = ast.UnsupportedPhrase(after.span, "a lasting change after another's duration, with none of its own")
            rest = [replace(after, subject=unsure), *rest[1:]]
        return [*self.clause(meta, head), *rest]

    def clause_also_lasting(self, meta: Meta, children: list[Any]) -> list[ast.Clause]:
        """「それはターン終了時まで接死を得るとともに、このターン、可能ならブロックされなければ
        ならない。」: the topic's first predicate with its duration, then after 「とともに」 a second
        predicate with a duration of its own (a clause continuing the topic)."""
        last = max(i for i, c in enumerate(children) if isinstance(c, str) and c in DURATIONS.values())
        return [self._clause(meta, children[:last]), self._clause(meta, children[last:])]

    def clause_having_quoted(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """「＋２/＋０の修整を受け、「…」を持つ」: the continuative's predicate, then the quoted
        abilities the same subject has (613.1f), as one clause."""
        first = next(i for i, c in enumerate(children) if is_node(c) or isinstance(c, list))
        lines = tuple(c for c in children[first + 1 :] if is_node(c))
        grant = ast.HasAbilities(self._span(meta), lines)
        return self.clause_end(meta, [*children[: first + 1], grant])

    def clause_gaining_quoted(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """「＋２/＋０の修整を受け、「…」を得る」: the continuative's predicate, then the quoted
        abilities the same subject gains for the clause's duration (611.2a, 613.1f)."""
        first = next(i for i, c in enumerate(children) if is_node(c) or isinstance(c, list))
        lines = tuple(c for c in children[first + 1 :] if is_node(c))
        grant = ast.GainAbilities(self._span(meta), lines)
        return self.clause_end(meta, [*children[: first + 1], grant])

    def clause_attacking_each_combat(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """「各戦闘で、…は可能なら攻撃する」 (508.1d), alone or after a continuative."""
        return self.clause_end(meta, [*children, ast.AttacksEachCombat(self._span(meta))])

    def clause_blocking_additional(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """「各戦闘で、…は追加で１体のクリーチャーをブロックできる」 (509.1b)."""
        count = next(int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER")
        words = [c for c in children if not isinstance(c, Token)]
        return self.clause_end(meta, [*words, ast.CanBlockAdditional(self._span(meta), count)])


def spread_leading_duration(clauses: tuple[ast.Clause, ...]) -> tuple[ast.Clause, ...]:
    """「ターン終了時まで、その前者は＋０/＋２の修整を受けその後者は－２/－０の修整を受ける。」:
    a duration written before the first clause's subject covers the whole sentence, so a later
    clause of lasting changes with a subject of its own and no duration takes it too (as English "Until end of
    turn, …" gives it to every clause). A duration after the subject (「それはターン終了時まで
    …」) is that clause's, carried only to the clauses that continue its topic (lowering)."""
    first = clauses[0] if clauses else None
    if (
        first is None
        or first.duration is None
        or first.subject is None
        or first.subject.span.start <= first.span.start
        or (first.each is not None and first.each.span.start < first.subject.span.start)
    ):
        return clauses
    return tuple(
        replace(c, duration=first.duration)
        if c.subject is not None and c.duration is None and _lasting(c)
        else c
        for c in clauses
    )


def _lasting(clause: ast.Clause) -> bool:
    """Whether every predicate of a clause is a lasting change or a restriction (611.2a): a
    one-shot instruction (「あなたは２点のライフを得る」) has no duration to take."""
    return all(
        getattr(p, "continuous", False) or getattr(p, "restriction", False)
        for p in clause.predicates
    )
