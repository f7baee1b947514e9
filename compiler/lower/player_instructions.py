"""The lower pass, instructions a player carries out: life (119), cards drawn, discarded and
milled (121, 701.8, 701.13), extra turns (500.7), mana added or paid (106), orders and
sacrifices by type. A mixin of lower.Lowerer; each lowering is registered by its predicate's
type (predicate_kinds.py) and called after the checks every instruction shares
(lower/effects.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import ObjectFilter

from .. import ast, ir
from .predicate_kinds import Instruction, lowers_predicate

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class PlayerInstructionLowering:
    """Lowers the instructions of a player; mixed into lower.Lowerer."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

        def amount(self, amount: Any, scope: Any, subject: Any) -> Any: ...

    @lowers_predicate(ast.GainLife)
    def gain_life(self, p: ast.GainLife, at: Instruction) -> ir.Effect:
        """ "gain N life" (119.3)."""
        return ir.GainLife(at.subject, self.amount(p.amount, at.scope, at.subject), at.origin)

    @lowers_predicate(ast.LifeTotalBecomes)
    def life_total_becomes(self, p: ast.LifeTotalBecomes, at: Instruction) -> ir.Effect:
        """ "… life total becomes N" (119.5)."""
        return ir.SetLifeTotal(at.subject, self.amount(p.amount, at.scope, at.subject), at.origin)

    @lowers_predicate(ast.LoseLife)
    def lose_life(self, p: ast.LoseLife, at: Instruction) -> ir.Effect:
        """ "lose N life" (119.3)."""
        return ir.LoseLife(at.subject, self.amount(p.amount, at.scope, at.subject), at.origin)

    @lowers_predicate(ast.DrawCards)
    def draw_cards(self, p: ast.DrawCards, at: Instruction) -> ir.Effect:
        """ "draw N cards" (121.1)."""
        return ir.DrawCards(at.subject, self.amount(p.amount, at.scope, at.subject), at.origin)

    @lowers_predicate(ast.Discard)
    def discard(self, p: ast.Discard, at: Instruction) -> ir.Effect:
        """ "discard N cards [at random]" (701.8)."""
        self.check_discarded_kind(p.kind)
        amount = self.amount(p.amount, at.scope, at.subject)
        return ir.Discard(at.subject, amount, p.at_random, at.origin)

    @lowers_predicate(ast.DiscardHand)
    def discard_hand(self, p: ast.DiscardHand, at: Instruction) -> ir.Effect:
        """ "discard their hand" (701.8)."""
        return ir.DiscardHand(at.subject, at.origin)

    @lowers_predicate(ast.Mill)
    def mill(self, p: ast.Mill, at: Instruction) -> ir.Effect:
        """ "mill N cards" / "puts the top N cards of … library into … graveyard" (701.13)."""
        whose = at.subject
        if p.whose is not None and not self.own_possessive(p.whose, at.subject):
            whose, _ = self.reference(p.whose, at.scope, at.subject)
        return ir.Mill(whose, self.amount(p.amount, at.scope, at.subject), at.origin)

    @lowers_predicate(ast.ExtraTurn)
    def extra_turn(self, p: ast.ExtraTurn, at: Instruction) -> ir.Effect:
        """ "take an extra turn after this one" (500.7)."""
        return ir.ExtraTurn(at.subject, at.origin)

    @lowers_predicate(ast.ChooseOrder)
    def choose_order(self, p: ast.ChooseOrder, at: Instruction) -> ir.Effect:
        """ "choose an order for artifact, creature, …" (the types a later instruction counts)."""
        return ir.ChooseOrder(at.subject, p.card_types, at.origin)

    @lowers_predicate(ast.SacrificeGroups)
    def sacrifice_groups(self, p: ast.SacrificeGroups, at: Instruction) -> ir.Effect:
        """ "sacrifices N permanents of the first type, …" (701.17)."""
        filters = tuple(ir.OrderedType(group.position) for group in p.groups)
        counts = tuple(group.count for group in p.groups)
        return ir.SacrificeGroups(at.subject, filters, counts, at.origin)

    @lowers_predicate(ast.PayMana)
    def pay_mana(self, p: ast.PayMana, at: Instruction) -> ir.Effect:
        """ "pay {N}" as an instruction (a payment a later "If you do" reads, 608.2c)."""
        return ir.PayMana(at.subject, p.symbols, 1, at.origin)

    @lowers_predicate(ast.AddMana)
    def add_mana(self, p: ast.AddMana, at: Instruction) -> ir.Effect:
        """ "add {G}{G}" (106.1, 605.1a)."""
        return ir.AddMana(at.subject, p.symbols, 1, at.origin)

    @staticmethod
    def own_possessive(whose: Any, subject: Any) -> bool:
        """Whether a possessive ("his or her", "their", 自分) names the clause's own player
        subject: "Each player puts the top card of his or her library into his or her
        graveyard" (each player their own; with no subject the pronoun is bound as usual)."""
        return (
            isinstance(whose, ast.PronounReference)
            and whose.wants in ("player", "subject")
            and isinstance(subject, (ir.EachPlayer, ir.Targeted, ir.TriggeringPlayer))
        )

    def check_discarded_kind(self, kind: ast.ObjectNoun | None) -> None:
        """A discard (701.8) that names its cards (2018 「カード１枚を捨てる」) must name any card:
        ofuda has no discard of cards of a kind yet, which is rejected, never widened."""
        if kind is None:
            return
        if kind.filter != ObjectFilter() or kind.controlled_by is not None or kind.also_player:
            raise self.fail("E290", "ofuda cannot yet discard cards of a kind, only cards",
                            kind.span)
