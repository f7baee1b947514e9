"""The build_ast pass, several amounts of damage in one instruction (608.2c): "deals 4 damage to
target creature and 2 damage to that creature's controller" (grammar/*/53c-damage-together.lark),
and the Japanese chain 「それに１点のダメージを与え、あなたに１点のダメージを与える」, the same
instruction written as one verb after the other; and what an attacker attacks as the one dealt
damage: "the player or planeswalker it's attacking" (grammar/*/40b-attacked-recipient.lark).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import v_args
from lark.tree import Meta

from .. import ast
from .effects import EffectBuilder, _amount, _Recipients


@v_args(meta=True)
class DamageTogetherBuilder(EffectBuilder):
    """Several amounts of damage from one source in one instruction (mixed into build_ast's
    builder, before ChainsBuilder)."""

    def attacked_by_reference(self, meta: Meta, children: list[Any]) -> ast.AttackedByReference:
        """ "the player or planeswalker it's attacking" / 「これ（それ）が攻撃しているプレイヤーか
        プレインズウォーカー」 (506.2): what the attacker named by the pronoun attacks."""
        word = children[0]
        span = self._span(meta)
        attacker: ast.Reference = (
            ast.SelfReference(span)  # 「これ」: this object
            if word.type == "SELF_THIS"
            else ast.PronounReference(span, "it", "object")  # "it", 「それ」
        )
        return ast.AttackedByReference(span, attacker)

    def damage_share(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        """「それに４点のダメージと、」: one amount to its recipient, before the last."""
        return self.deal_damage(meta, children)

    def deal_damage_together(self, meta: Meta, children: list[Any]) -> ast.DealDamageTogether:
        """Several amounts to their recipients in one instruction (608.2c): English alternates
        amount and recipient; the Japanese has its earlier shares, then recipient and amount."""
        parts = [c for c in children if isinstance(c, ast.DealDamage)]
        amount: Any = None
        recipient: Any = None
        for child in children:
            if isinstance(child, ast.DealDamage):
                continue
            if isinstance(child, _Recipients):
                recipient = child.reference
            else:
                try:
                    amount = _amount([child])
                except ValueError:  # a word of the phrase, not an amount
                    continue
            if amount is not None and recipient is not None:
                parts.append(ast.DealDamage(self._span(meta), amount, recipient))
                amount = recipient = None
        return ast.DealDamageTogether(self._span(meta), tuple(parts))

    def effect_body(self, meta: Meta, children: list[Any]) -> tuple[bool, tuple[ast.Clause, ...]]:
        """The clauses of a sentence; a damage instruction continued at once by another of the
        same source is one instruction (join_damage)."""
        optional, clauses = super().effect_body(meta, children)
        return optional, join_damage(clauses)


def _damage_parts(clause: ast.Clause) -> tuple[ast.DealDamage, ...] | None:
    """The damage a clause of one damage instruction deals, part by part (else None)."""
    if clause.each is not None or clause.duration is not None or len(clause.predicates) != 1:
        return None
    predicate = clause.predicates[0]
    if isinstance(predicate, ast.DealDamage):
        return (predicate,)
    if isinstance(predicate, ast.DealDamageTogether):
        return predicate.parts
    return None


def join_damage(clauses: tuple[ast.Clause, ...]) -> tuple[ast.Clause, ...]:
    """「炉の小悪魔はそれに１点のダメージを与え、あなたに１点のダメージを与える。」 is the Japanese
    of "it deals 1 damage to target creature and 1 damage to you": a damage instruction's
    continuative followed at once (only 「、」 between them, no 「その後」) by another damage
    instruction with no subject of its own — so the same source — is one instruction, all its
    damage dealt at the same time (608.2c)."""
    joined: list[ast.Clause] = []
    for clause in clauses:
        before = joined[-1] if joined else None
        first = _damage_parts(before) if before is not None else None
        then = _damage_parts(clause) if clause.subject is None else None
        if (
            before is None
            or first is None
            or then is None
            or clause.span.start - before.span.end > 1
        ):
            joined.append(clause)
            continue
        span = before.span.union(clause.span)
        together = ast.DealDamageTogether(span, first + then)
        joined[-1] = replace(before, span=span, predicates=(together,))
    return tuple(joined)
