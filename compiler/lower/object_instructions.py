"""The lower pass, instructions that act on objects: damage (120), P/T changes and abilities
gained or lost (613), restrictions "this turn" (508.1d, 509.1b), what an object becomes
(613.1d–f, 707.2), fights (701.12), zone changes (400.7), counters (122) and control (613.1b).
A mixin of lower.Lowerer; each lowering is registered by its predicate's type
(predicate_kinds.py) and called after the checks every instruction shares (lower/effects.py).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import CardType

from .. import ast, ir
from ..parse.subtype_table import OTHER_SUBTYPE_KINDS, PLANESWALKER_TYPES
from .keyword_parameters import refuse_granted
from .predicate_kinds import Instruction, lowers_predicate

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

# The IR instruction of each verb acting on an object (its class says its action).
_OBJECT_ACTIONS = ir.actions(ir.ObjectAction)


class ObjectInstructionLowering:
    """Lowers the instructions that act on objects; mixed into lower.Lowerer."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

        def amount(self, amount: Any, scope: Any, subject: Any) -> Any: ...

        def instruction(self, p: Any, at: Instruction) -> ir.Effect: ...

        def keyword_ability(self, item: ast.KeywordItem) -> Any: ...

        def permanent_quoted_abilities(
            self, lines: tuple[ast.AbilityLine, ...]
        ) -> tuple[ir.Ability, ...]: ...

        def agree(
            self, pronoun: ast.PronounReference, kind: str, number: str | None = None,
            card_types: tuple[CardType, ...] | None = None,
        ) -> None: ...

    # --- damage and fights ---------------------------------------------------------------

    @lowers_predicate(ast.DealDamage)
    def deal_damage(self, p: ast.DealDamage, at: Instruction) -> ir.Effect:
        """ "deals N damage to …" (120.1)."""
        if isinstance(at.subject, ir.EachObject):
            # "each of those creatures deals damage equal to its power to that creature" (DKA
            # Alpha Brawl): each one deals its own amount ("its" is each one's), which neither
            # the amounts of the IR nor the runtime's damage of one source can say yet
            raise self.fail(
                "E290",
                "ofuda cannot yet compile damage dealt by each object of a group",
                p.span,
            )
        # targets are declared in the order the text names them: "deals damage equal to the
        # number of cards in target player's hand to that player"
        amount_span = getattr(p.amount, "span", None)
        amount_first = amount_span is not None and amount_span.start < p.recipient.span.start
        amount = self.amount(p.amount, at.scope, at.subject) if amount_first else None
        recipient, _ = self.reference(p.recipient, at.scope, at.subject)
        if not amount_first:
            amount = self.amount(p.amount, at.scope, at.subject)
        assert amount is not None
        return ir.DealDamage(at.subject, recipient, amount, at.origin)

    @lowers_predicate(ast.DealDamageTogether)
    def deal_damage_together(self, p: ast.DealDamageTogether, at: Instruction) -> ir.Effect:
        """ "deals 4 damage to … and 2 damage to …": one instruction, one damage event (608.2c)."""
        parts = [self.instruction(part, at) for part in p.parts]
        shares = [part for part in parts if isinstance(part, ir.DealDamage)]
        recipients, amounts = tuple(q.recipient for q in shares), tuple(q.amount for q in shares)
        return ir.DealDamageTogether(at.subject, recipients, amounts, at.origin)

    @lowers_predicate(ast.Fight)
    def fight(self, p: ast.Fight, at: Instruction) -> ir.Effect:
        """ "fights …" (701.12)."""
        other, _ = self.reference(p.opponent, at.scope, at.subject)
        return ir.Fight(at.subject, other, at.origin)

    # --- lasting changes to an object (611.2a, 613) -----------------------------------------

    @lowers_predicate(ast.ModifyPowerToughness)
    def modify_power_toughness(self, p: ast.ModifyPowerToughness, at: Instruction) -> ir.Effect:
        """ "gets +N/+N" (613.4c)."""
        power = self.amount(p.power, at.scope, at.subject)
        toughness = self.amount(p.toughness, at.scope, at.subject)
        return ir.ModifyPowerToughness(at.subject, power, toughness, at.lasting, at.origin)

    @lowers_predicate(ast.GainKeywordChoice)
    def gain_keyword_choice(self, p: ast.GainKeywordChoice, at: Instruction) -> ir.Effect:
        """ "gains your choice of flying, …": chosen by the ability's controller (608.2d)."""
        for choice in p.keywords:
            refuse_granted(self, choice, p.span)
        return ir.GrantKeywordOfChoice(at.subject, p.keywords, at.lasting, at.origin)

    @lowers_predicate(ast.GainKeyword, ast.AlsoKeyword)
    def gain_keyword(self, p: ast.GainKeyword | ast.AlsoKeyword, at: Instruction) -> ir.Effect:
        """ "gains flying" (613.1f)."""
        keyword = p.keyword
        if isinstance(keyword, ast.KeywordWithParameter):  # in runtime terms
            keyword = self.keyword_ability(ast.KeywordItem(p.span, keyword)).keyword
        refuse_granted(self, keyword, p.span)
        return ir.GrantKeyword(at.subject, keyword, at.lasting, at.origin)

    @lowers_predicate(ast.GainAbilities)
    def gain_abilities(self, p: ast.GainAbilities, at: Instruction) -> ir.Effect:
        """'gains "…"' (611.2a, 613.1f; the quoted lines as lower/tokens.py lowers them)."""
        abilities = self.permanent_quoted_abilities(p.abilities)
        return ir.GainAbilities(at.subject, abilities, at.lasting, at.origin)

    @lowers_predicate(ast.LosesKeyword)
    def loses_keyword(self, p: ast.LosesKeyword, at: Instruction) -> ir.Effect:
        """ "loses flying": an instruction's lasting change (613.1f)."""
        return ir.LoseKeyword(at.subject, p.keyword, at.lasting, at.origin)

    @lowers_predicate(ast.Become)
    def become(self, p: ast.Become, at: Instruction) -> ir.Effect:
        """ "becomes a 4/4 Angel artifact creature with flying" (613.1d–f, 613.4b): its types
        set (205.1a) or kept (205.1b: "artifact creature", "in addition to its other types")."""
        d = p.description
        kept = p.keeps_types or keeps_types(d.card_types)
        # no colour word: its colours don't change (105.3)
        return ir.Become(at.subject, d.power, d.toughness, d.card_types, d.subtypes,
                         d.colors or None, d.keywords, at.lasting, at.origin,
                         replaces_types=not kept)

    @lowers_predicate(ast.BecomeSubtypes)
    def become_subtypes(self, p: ast.BecomeSubtypes, at: Instruction) -> ir.Effect:
        """「熊・狂戦士になる」 / "becomes a Bear Berserker": its creature types replaced (205.1a),
        its card types kept; a base P/T set if said (613.4b)."""
        other = [s for s in p.subtypes if s in OTHER_SUBTYPE_KINDS or s in PLANESWALKER_TYPES]
        if other:  # 205.1a: each set of subtypes is replaced by its own; ofuda knows creature types'
            raise self.fail("E290", f"ofuda can make an object become creature types, not {other[0]}",
                            p.span)
        return ir.Become(at.subject, p.power, p.toughness, (), p.subtypes, None, (), at.lasting,
                         at.origin, replaces_types=True)

    @lowers_predicate(ast.BecomeCopy)
    def become_copy(self, p: ast.BecomeCopy, at: Instruction) -> ir.Effect:
        """ "becomes a copy of …" (707.2)."""
        model, _ = self.reference(p.model, at.scope, at.subject)
        return ir.BecomeCopy(at.subject, model, at.lasting, at.origin)

    @lowers_predicate(ast.GainControl)
    def gain_control(self, p: ast.GainControl, at: Instruction) -> ir.Effect:
        """ "gains control of …" (613.1b)."""
        obj, kind = self.reference(p.obj, at.scope, at.subject)
        if kind == "player" and isinstance(p.obj, ast.PronounReference):
            # 「それのコントロールを得る」 / "gains control of it": control is of an object
            # (613.1b), so "it" skips a target player ("target opponent gains control of it")
            obj, kind = self.reference(dataclasses.replace(p.obj, wants="object"), at.scope,
                                       at.subject)
        return ir.GainControl(at.subject, obj, at.lasting, at.origin)

    @lowers_predicate(ast.ExchangeControl)
    def exchange_control(self, p: ast.ExchangeControl, at: Instruction) -> ir.Effect:
        """ "exchange control of two target creatures" (701.10): exactly two permanents, both
        targets of one phrase; you are told to, and are not a party of the exchange."""
        if not isinstance(at.subject, ir.You):
            raise self.fail("E202", "only you can be told to exchange control of permanents",
                            p.span)
        obj, kind = self.reference(p.obj, at.scope, at.subject)
        slots = range(obj.first, obj.first + obj.count) if isinstance(obj, ir.AllTargets) else range(0)
        specs = [at.scope.targets[i] for i in slots if i < len(at.scope.targets)]
        if kind != "object" or sum(spec.count for spec in specs) != 2 or any(
            spec.up_to or spec.players is not None or spec.objects is None for spec in specs
        ):
            raise self.fail("E290", "ofuda exchanges control of exactly two target permanents only "
                            "(\"two target creatures\", \"target … and target …\")", p.obj.span)
        return ir.ExchangeControl(at.subject, obj, at.origin)

    # --- restrictions and requirements "this turn" (508.1d, 509.1b, 502.3) ----------------

    @lowers_predicate(ast.SkipNextUntap)
    def skip_next_untap(self, p: ast.SkipNextUntap, at: Instruction) -> ir.Effect:
        """ "doesn't untap during its controller's next untap step" (502.3)."""
        if p.whose is None:
            return ir.SkipNextUntap(at.subject, None, at.origin)
        whose, kind = self.reference(p.whose, at.scope, at.subject)
        if kind != "player" or isinstance(whose, ir.ControllerOf):
            raise self.fail("E290", "ofuda compiles \"its controller's\" or a named player's "
                            "next untap step", p.whose.span)
        return ir.SkipNextUntap(at.subject, whose, at.origin)  # 502.3: that player's untap step

    @lowers_predicate(ast.CantBlock)
    def cant_block(self, p: ast.CantBlock, at: Instruction) -> ir.Effect:
        """ "can't block this turn" (509.1b)."""
        return ir.CantBlock(at.subject, at.lasting, at.origin)

    @lowers_predicate(ast.CantBeBlocked)
    def cant_be_blocked(self, p: ast.CantBeBlocked, at: Instruction) -> ir.Effect:
        """ "can't be blocked this turn" (509.1b)."""
        return ir.CantBeBlocked(at.subject, at.lasting, at.origin)

    @lowers_predicate(ast.CantBeBlockedBy)
    def cant_be_blocked_by(self, p: ast.CantBeBlockedBy, at: Instruction) -> ir.Effect:
        """ "can't be blocked by … this turn" (509.1b)."""
        return ir.CantBeBlockedBy(at.subject, p.blockers.filter, p.except_by, at.lasting, at.origin)

    @lowers_predicate(ast.BlockerCount)
    def blocker_count(self, p: ast.BlockerCount, at: Instruction) -> ir.Effect:
        """ "can't be blocked except by two or more creatures this turn" (509.1b, 702.111b)."""
        return ir.LimitBlockers(at.subject, p.at_least, p.at_most, at.lasting, at.origin)

    @lowers_predicate(ast.MustAttack)
    def must_attack(self, p: ast.MustAttack, at: Instruction) -> ir.Effect:
        """ "attacks this turn if able" (508.1d)."""
        return ir.MustAttack(at.subject, at.lasting, at.origin)

    # --- actions on objects and zone changes -------------------------------------------------

    @lowers_predicate(ast.ObjectAction)
    def object_action(self, p: ast.ObjectAction, at: Instruction) -> ir.Effect:
        """One verb on an object: destroy, exile, tap, untap, sacrifice, counter, …"""
        if p.verb is ast.Verb.SACRIFICE:
            if isinstance(p.obj, ast.OrderedChosen):  # "one permanent of the first type"
                return ir.Sacrifice(at.player, None, ir.OrderedType(p.obj.position),  # type: ignore[arg-type]
                                    p.obj.count, at.origin)
            if isinstance(p.obj, ast.ChosenReference):
                self._own_permanents(p.obj.noun)
                return ir.Sacrifice(at.player, None, p.obj.noun.filter, p.obj.count, at.origin)
            obj, _ = self.reference(p.obj, at.scope, at.subject)
            return ir.Sacrifice(at.player, obj, None, 1, at.origin)
        action = _OBJECT_ACTIONS[ir.Action(p.verb.value)]
        if action.moves_object:
            return action(self.moved_object(p.obj, at.scope, at.subject), at.origin)
        obj, _ = self.reference(p.obj, at.scope, at.subject)
        return action(obj, at.origin)

    @lowers_predicate(ast.ReturnToHand)
    def return_to_hand(self, p: ast.ReturnToHand, at: Instruction) -> ir.Effect:
        """ "return … to its owner's hand" (400.7)."""
        return ir.ReturnToHand(self.moved_object(p.obj, at.scope, at.subject), at.origin)

    @lowers_predicate(ast.PutOnLibrary)
    def put_on_library(self, p: ast.PutOnLibrary, at: Instruction) -> ir.Effect:
        """ "put … on top of / on the bottom of its owner's library" (400.7)."""
        return ir.PutOnLibrary(self.moved_object(p.obj, at.scope, at.subject), p.top, at.origin)

    @lowers_predicate(ast.PutOntoBattlefield)
    def put_onto_battlefield(self, p: ast.PutOntoBattlefield, at: Instruction) -> ir.Effect:
        """ "return … to the battlefield [tapped|transformed] [under its owner's control]"
        (400.7, 712.14)."""
        obj = self.moved_object(p.obj, at.scope, at.subject)
        if isinstance(obj, ir.LookedAtCards):
            # 400.7: the card found became a permanent, a new object the looked-at group no
            # longer holds ("…, put it onto the battlefield tapped, … untap that land")
            at.scope.looked_moved = at.scope.looked
        # 110.2a: the player who puts it onto the battlefield controls it, unless the
        # instruction says "under its owner's control" (None: each card's owner)
        controller = None if p.owners else at.player
        return ir.PutOntoBattlefield(obj, controller, p.tapped, p.transformed, at.origin)

    @lowers_predicate(ast.DoublePower, ast.DoubleCounters)
    def double(self, p: ast.DoublePower | ast.DoubleCounters, at: Instruction) -> ir.Effect:
        """ "double the power of …" / "the number of … counters on …" (701.9)."""
        obj, kind = self.reference(p.obj, at.scope, at.subject)
        if kind != "object" or not isinstance(at.player, ir.You):
            raise self.fail("E202", "ofuda doubles a permanent's power or counters, by your "
                            "instruction", p.span)
        if p.times != 2:
            raise self.fail("E290", f"ofuda can double (２倍にする), not multiply by {p.times}",
                            p.span)
        if isinstance(p, ast.DoublePower):
            return ir.DoublePower(obj, at.lasting, at.origin)
        return ir.DoubleCounters(obj, p.kind, at.origin)

    @lowers_predicate(ast.AddCounters)
    def add_counters(self, p: ast.AddCounters, at: Instruction) -> ir.Effect:
        """ "put N … counters on …" (122.1)."""
        obj, _ = self.reference(p.obj, at.scope, at.subject)
        amount = self.amount(p.amount, at.scope, at.subject)
        return ir.AddCounters(obj, p.kind, amount, at.origin)

    def _own_permanents(self, noun: ast.ObjectNoun) -> None:
        """701.17a: a player sacrifices only permanents they control ("a creature they
        control", 「自分がコントロールするクリーチャー」 say so; nothing else may be said)."""
        owner = noun.controlled_by
        if noun.zone != "battlefield" or not (
            owner is None or isinstance(owner, ast.PronounReference)
        ):
            raise self.fail(
                "E202", "a player sacrifices a permanent they control (701.17a)", noun.span
            )
        if isinstance(owner, ast.PronounReference):
            self.agree(owner, "player", "one")  # "they", 自分

    def moved_object(self, reference: Any, scope: Any, subject: Any) -> Any:
        """The object a zone-changing verb moves; later references mean what it became."""
        obj, _ = self.reference(reference, scope, subject)
        if isinstance(obj, ir.ThisObject) and scope.event_card and not scope.event_object:
            # "When this creature dies, return it to …": the card it became (400.7)
            scope.event_moved = True
            return ir.TriggeringCard()
        if isinstance(obj, ir.ThisObject) and scope.self_moved:
            # 400.7: 「…を追放し、その後、これを…戦場に戻す」 (M19 Nicol Bolas, the Ravager): once
            # this object moved, the instruction that moves "this" again moves what it became
            return ir.NewObject(obj)
        if isinstance(obj, ir.ThisObject):
            scope.self_moved = True  # "exile this creature, then return it" (400.7)
        elif isinstance(obj, ir.Targeted):
            scope.moved.add(obj.index)
        elif isinstance(obj, ir.AllTargets):
            scope.moved.update(range(obj.first, obj.first + obj.count))
        elif isinstance(obj, (ir.TriggeringObject, ir.TriggeringCard)):
            scope.event_moved = True  # "return it …. That creature is a black Zombie" (400.7)
        return obj


def keeps_types(card_types: tuple[CardType, ...]) -> bool:
    """205.1b: "becomes an artifact creature" (or "a … artifact creature") keeps every prior
    card type and subtype of the object; any other "becomes a … creature" replaces them
    (205.1a)."""
    return CardType.ARTIFACT in card_types and CardType.CREATURE in card_types
