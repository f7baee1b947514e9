"""The lower pass, instructions: effect sentences, clauses, predicates and values → IR effects.

Part of the lower pass (a mixin of lower.Lowerer, which binds references).
Every clause has a subject (none written: "you"); each predicate says what it
needs as its subject (a player draws, an object deals damage) and gets a
diagnostic otherwise. Sentences may be optional as a whole ("you may") or
conditional ("If you do", "If it's an Angel").
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import CardType, Controller, Duration, ObjectFilter

from .. import ast, ir
from .keyword_parameters import refuse_granted
from .values import bind_x

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span


class LoweringError(Exception):
    """Raised inside this pass only, to abandon one ability after its diagnostic."""


# The durations of an instruction's lasting change (611.2a): cleanup (514.2), or the start of
# its controller's next turn (611.2b).
_LASTING = {
    ast.StatedDuration.UNTIL_END_OF_TURN: Duration.END_OF_TURN,
    ast.StatedDuration.UNTIL_YOUR_NEXT_TURN: Duration.UNTIL_YOUR_NEXT_TURN,
}
# The IR instruction of each verb acting on an object (its class says its action).
_OBJECT_ACTIONS = ir.actions(ir.ObjectAction)
_AMOUNT_FIELDS = ("amount", "times", "count")


class EffectLowerer:
    """Lowers instructions; mixed into lower.Lowerer (which provides references and fail)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer
        damage_reaches_planeswalkers: bool

        def note_result(self, effect: Any, scope: Any, span: Span) -> Any: ...  # effect_results

        def text(self, span: Span) -> str: ...

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

        def prevent_next_damage(self, p: Any, scope: Any, subject: Any, origin: str) -> ir.Effect: ...

        def divided(
            self, p: ast.DividedDamage | ast.DividedCounters, subject: Any, scope: Any, origin: str
        ) -> ir.Effect: ...

        def choose_from_union(
            self, predicate: ast.ChooseFromUnion, subject: Any, subject_is: str, origin: str,
            scope: Any,
        ) -> ir.ExileUnion | ir.SacrificeUnion: ...

        def prevent_combat_damage(
            self, p: Any, scope: Any, subject: Any, origin: str
        ) -> ir.Effect: ...

        def prevent_all_combat_damage(self, p: Any, origin: str) -> ir.Effect: ...

        def condition(self, condition: ast.Condition, scope: Any) -> ir.Condition: ...

        def amount(self, amount: Any, scope: Any, subject: Any) -> Any: ...

        def value(self, value: ast.Value, scope: Any, subject: Any) -> Any: ...

        def check_condition_duration(
            self, predicate: ast.Predicate, condition: ast.ConditionDuration
        ) -> None: ...

        def lasting_while(
            self, predicate: ast.Predicate, subject: Any, subject_is: str,
            condition: ast.ConditionDuration, origin: str, scope: Any,
        ) -> ir.Effect: ...

    # --- sentences -----------------------------------------------------------

    def effect_sentence(self, sentence: ast.EffectSentence, scope: Any) -> list[ir.Effect]:
        """One sentence: its clauses in order, optional or conditional as a whole."""
        origin = self.text(sentence.span)
        condition = None
        if sentence.condition is not None:
            condition = self.condition(sentence.condition, scope)
            if isinstance(condition, ir.YouDid) and not isinstance(
                scope.optional_player, (ir.You, type(None))
            ):
                # 「それのコントローラーは…てもよい。そうしたなら、それを戦場に出し」: the
                # instructions are that player's, which a clause without a subject would
                # give to you
                raise self.fail("E290", "ofuda cannot yet compile 「そうしたなら」 / \"if they do\" "
                                "after another player's optional instruction", sentence.span)
        effects: list[ir.Effect] = []
        chooser: Any = ir.You()
        inherited = None
        groups_named = scope.groups_named
        carried: ast.ClauseDuration | None = None
        for index, clause in enumerate(sentence.clauses):
            # 「そのプレイヤーはカードを２枚捨て、２点のライフを失う」: the topic carries on, and
            # so does its duration: 「ターン終了時まで、それは＋２/＋２の修整を受け、飛行を得る。」
            # ("gets +2/+2 and gains flying until end of turn")
            clause_effects, subject, kind = self.clause(clause, scope, origin, inherited, carried)
            if clause.subject is not None or inherited is not None:
                inherited = (subject, kind)
            if clause.subject is not None or clause.duration is not None:
                carried = clause.duration
            if index == 0 and kind == "player":
                chooser = subject
            effects.extend(clause_effects)
        if sentence.x_value is not None:
            value = self.value(sentence.x_value, scope, None)
            effects = [bind_x(effect, value) for effect in effects]
        payments = [e for e in effects if isinstance(e, ir.PayMana)]
        if payments:
            self.check_payment(sentence, effects)  # type: ignore[attr-defined]
        elif sentence.optional:
            effects = [ir.Optional(chooser, tuple(effects), origin)]
            scope.optional_player = chooser
        if condition is not None:
            effects = [ir.Conditional(condition, tuple(effects), origin)]
            if scope.groups_named != groups_named:
                scope.group_conditional = True  # the group exists only if the condition held
        return effects

    def clause(
        self, clause: ast.Clause, scope: Any, origin: str, inherited: Any = None,
        carried: ast.ClauseDuration | None = None,
    ) -> tuple[list[ir.Effect], Any, str]:
        """A clause's effects, and its subject (for "you may": who chooses).

        ``carried`` is the duration of the clause before, on the same subject: a clause that
        continues the topic with no subject and no duration of its own keeps it for every
        change that lasts (611.2a), as one duration covers a chain of lasting changes.
        """
        subject: Any = ir.You()
        kind = "player"
        if inherited is not None:
            subject, kind = inherited
        if clause.subject is not None:
            subject, kind = self.reference(clause.subject, scope, None)
            carried = None
        effects = [
            self.predicate(predicate, subject, kind, _duration(clause, predicate, carried), origin,
                           scope, clause)
            for predicate in clause.predicates
        ]
        if clause.each is not None:
            if len(effects) != 1:
                raise self.fail("E207", "「…につき」 / \"for each\" must count for one instruction",
                                clause.each.span)
            effects = [self.multiply(effects[0], self.value(clause.each.value, scope, subject),
                                     clause.each.span)]
        for effect in effects:
            # a target player whose hand or permanents the amount counts stays a player
            # (Oracle keeps "target player's hand … to that player")
            shares = [(effect.recipient, effect.amount)] if isinstance(effect, ir.DealDamage) else []
            if isinstance(effect, ir.DealDamageTogether):
                shares = list(zip(effect.recipients, effect.amounts, strict=True))
            for recipient, amount in shares:
                if self.damage_reaches_planeswalkers and not ir.mentions(amount, recipient):
                    damage_may_target_planeswalkers(recipient, scope)
        return effects, subject, kind

    def multiply(self, effect: ir.Effect, count: Any, span: Span) -> ir.Effect:
        """The effect with its amount counted "for each …" (one per unit, or N per unit),
        counted as the instruction resolves (608.2h)."""
        if isinstance(effect, ir.ModifyPowerToughness):
            # "gets +1/+0 until end of turn for each …": both numbers per unit (613.4c)
            if not (isinstance(effect.power, int) and isinstance(effect.toughness, int)):
                raise self.fail("E207", "a P/T change with X can't also count \"for each\"", span)
            power, toughness = (
                0 if n == 0 else count if n == 1 else ir.Product(n, count)
                for n in (effect.power, effect.toughness)
            )
            return dataclasses.replace(effect, power=power, toughness=toughness)
        for name in _AMOUNT_FIELDS:
            if hasattr(effect, name):
                amount = getattr(effect, name)
                new = count if amount == 1 else ir.Product(amount, count) if isinstance(amount, int) else None
                if new is None:
                    break
                return dataclasses.replace(effect, **{name: new})
        raise self.fail("E207", "this instruction has no amount to count \"for each\"", span)

    # --- predicates ------------------------------------------------------------

    def predicate(
        self,
        predicate: ast.Predicate,
        subject: Any,
        subject_is: str,
        duration: ast.ClauseDuration | None,
        origin: str,
        scope: Any,
        clause: ast.Clause,
    ) -> ir.Effect:
        """One predicate with its clause's subject and duration."""
        condition = None
        if isinstance(duration, ast.ConditionDuration):  # 611.2b: lower/durations.py
            condition, duration = duration, None
            self.check_condition_duration(predicate, condition)
        if isinstance(predicate, (ast.DividedDamage, ast.DividedCounters)):
            return self.divided(predicate, subject, scope, origin)
        if isinstance(predicate, ast.PreventDamageBy):
            raise self.fail("E290", "ofuda cannot yet compile preventing the damage an object "
                            "would deal as an instruction (only as a permanent's statement)",
                            predicate.span)
        if isinstance(predicate, ast.CantAttack):
            raise self.fail("E290", "ofuda cannot yet compile \"can't attack\" as an instruction; "
                            "it is a permanent's restriction (508.1c)", predicate.span)
        if isinstance(predicate, ast.MustBeBlocked):
            # its "this turn" is in its own words (509.1c), or the clause's 「このターン、」
            if not (predicate.this_turn or duration == ast.StatedDuration.THIS_TURN):
                raise self.fail("E210", "「このターン、」 / \"this turn\" is missing: how long "
                                "must the creatures able to block it do so?", predicate.span)
            obj, _ = self.reference(predicate.obj, scope, subject)
            return ir.MustBeBlocked(obj, Duration.END_OF_TURN, origin)
        if isinstance(predicate, ast.MustBeBlockedIfAble):
            raise self.fail("E290", "ofuda cannot yet compile \"must be blocked if able\" as an "
                            "instruction; it is a permanent's requirement (509.1c)", predicate.span)
        restriction = predicate.restriction
        if isinstance(predicate, ast.ExileInstead):
            if not (predicate.this_turn or duration == ast.StatedDuration.THIS_TURN):
                raise self.fail("E210", "「このターン、」 / \"this turn\" is missing: how long "
                                "does the replacement last?", predicate.span)
            dying: ir.Selector = ir.DealtDamageThisWay()
            if predicate.obj is not None:
                dying, _ = self.reference(predicate.obj, scope, subject)
            return ir.ExileIfItWouldDie(dying, Duration.END_OF_TURN, origin)
        if isinstance(predicate, ast.PreventAllCombatDamage):
            if not (predicate.this_turn or duration == ast.StatedDuration.THIS_TURN):
                raise self.fail("E210", "「このターン、」 / \"this turn\" is missing: how long "
                                "does the prevention last?", predicate.span)
            return self.prevent_all_combat_damage(predicate, origin)
        if (
            isinstance(predicate, (ast.MustAttack, ast.CantBeBlockedBy, ast.BlockerCount))
            and predicate.this_turn
            and duration is None
        ):
            duration = ast.StatedDuration.THIS_TURN  # "attacks this turn if able"
        if restriction and duration not in (
            ast.StatedDuration.THIS_TURN, ast.StatedDuration.UNTIL_YOUR_NEXT_TURN
        ):
            raise self.fail(
                "E210",
                "a restriction in an instruction needs 「このターン、」 / \"this turn\"",
                predicate.span,
                "on a permanent, a restriction without a duration is a static ability",
            )
        if (isinstance(predicate, ast.IsAlsoTypes) and subject_is == "object" and duration is None
                and condition is None):
            # an instruction's lasting change to an object (611.2a): "That creature is a black
            # Zombie in addition to its other colors and types."
            return ir.AddColorsAndTypes(subject, predicate.colors, predicate.subtypes, origin)
        if predicate.statement_only and not restriction and not (
            condition is not None and predicate.lasts_while_condition
        ):
            raise self.fail(
                "E251",
                "this is a statement of a permanent's static ability; an instant's or "
                "sorcery's effect gains or gets something until end of turn",
                predicate.span,
            )
        lasting = _LASTING.get(duration, Duration.PERMANENT) if duration else Duration.PERMANENT
        if duration in _LASTING and not restriction and not predicate.continuous:
            raise self.fail(
                "E203",
                f"a duration ({duration}) means nothing for this action",
                predicate.span,
                "only effects that change an object (gets +N/+N, gains a keyword) last until "
                "end of turn",
            )
        if restriction:
            # "this turn" ends with the turn (514.2); "until your next turn" as it begins (611.2b)
            lasting = _LASTING.get(duration, Duration.END_OF_TURN) if duration else Duration.END_OF_TURN
        elif duration == ast.StatedDuration.THIS_TURN and not isinstance(
            predicate,
            (ast.PreventAllDamage, ast.PreventCombatDamage, ast.PreventAllCombatDamage, ast.PreventNextDamage),
        ):
            raise self.fail("E203", "「このターン」 / \"this turn\" means nothing for this action",
                            predicate.span)
        wants = None
        if isinstance(predicate, ast.PlayerPredicate):
            wants = "player"
        elif isinstance(predicate, ast.ObjectPredicate):
            wants = "object"
        if wants is not None and subject_is not in (wants, "any"):
            span = clause.subject.span if clause.subject is not None else predicate.span
            raise self.fail(
                "E202",
                f"this action needs a{'n object' if wants == 'object' else ' player'} "
                f"as its subject, not a{'n object' if subject_is == 'object' else ' player'}",
                span,
            )
        if scope.is_spell and isinstance(subject, ir.ThisObject) and wants == "object" and not isinstance(
            predicate, (ast.DealDamage, ast.DealDamageTogether, ast.Fight)
        ):
            span = clause.subject.span if clause.subject is not None else predicate.span
            raise self.fail(
                "E209", "an instant or sorcery is never on the battlefield: this changes nothing",
                span, "did you mean 「それは」 / \"it\" (the target)?",
            )
        if condition is not None:
            return self.lasting_while(predicate, subject, subject_is, condition, origin, scope)
        effect = self._effect(predicate, subject, subject_is, lasting, origin, scope)
        return self.note_result(effect, scope, predicate.span)  # 608.2c, 400.7

    def _effect(
        self, p: ast.Predicate, subject: Any, subject_is: str, lasting: ir.Lasting, origin: str,
        scope: Any,
    ) -> ir.Effect:
        player = subject if subject_is == "player" else ir.You()
        if isinstance(p, ast.ChooseFromUnion):  # lower/stack.py
            return self.choose_from_union(p, subject, subject_is, origin, scope)
        if isinstance(p, ast.SacrificeAtRandom):  # lower/stack.py
            return self.sacrifice_at_random(p, subject, subject_is, origin)  # type: ignore[attr-defined]
        if isinstance(p, ast.GetEmblem):  # lower/stack.py
            return self.create_emblem(p, subject, subject_is, origin)  # type: ignore[attr-defined]
        if isinstance(p, ast.GainLife):
            return ir.GainLife(subject, self.amount(p.amount, scope, subject), origin)
        if isinstance(p, ast.LifeTotalBecomes):  # 119.5
            return ir.SetLifeTotal(subject, self.amount(p.amount, scope, subject), origin)
        if isinstance(p, ast.LoseLife):
            return ir.LoseLife(subject, self.amount(p.amount, scope, subject), origin)
        if isinstance(p, ast.DrawCards):
            return ir.DrawCards(subject, self.amount(p.amount, scope, subject), origin)
        if isinstance(p, ast.DealDamage):
            # targets are declared in the order the text names them: "deals damage equal to
            # the number of cards in target player's hand to that player"
            amount_span = getattr(p.amount, "span", None)
            amount_first = amount_span is not None and amount_span.start < p.recipient.span.start
            amount = self.amount(p.amount, scope, subject) if amount_first else None
            recipient, _ = self.reference(p.recipient, scope, subject)
            if not amount_first:
                amount = self.amount(p.amount, scope, subject)
            assert amount is not None
            return ir.DealDamage(subject, recipient, amount, origin)
        if isinstance(p, ast.DealDamageTogether):  # one instruction, one damage event (608.2c)
            parts = [self._effect(part, subject, subject_is, lasting, origin, scope) for part in p.parts]
            shares = [part for part in parts if isinstance(part, ir.DealDamage)]
            recipients, amounts = tuple(q.recipient for q in shares), tuple(q.amount for q in shares)
            return ir.DealDamageTogether(subject, recipients, amounts, origin)
        if isinstance(p, ast.ModifyPowerToughness):
            power = self.amount(p.power, scope, subject)
            toughness = self.amount(p.toughness, scope, subject)
            return ir.ModifyPowerToughness(subject, power, toughness, lasting, origin)
        if isinstance(p, ast.GainKeywordChoice):  # 608.2d: chosen by the ability's controller
            for choice in p.keywords:
                refuse_granted(self, choice, p.span)
            return ir.GrantKeywordOfChoice(subject, p.keywords, lasting, origin)
        if isinstance(p, (ast.GainKeyword, ast.AlsoKeyword)):
            keyword = p.keyword
            if isinstance(keyword, ast.KeywordWithParameter):  # in runtime terms
                keyword = self.keyword_ability(ast.KeywordItem(p.span, keyword)).keyword
            refuse_granted(self, keyword, p.span)
            return ir.GrantKeyword(subject, keyword, lasting, origin)
        if isinstance(p, ast.GainAbilities):  # 611.2a, 613.1f (lower/tokens.py)
            return ir.GainAbilities(subject, self.permanent_quoted_abilities(p.abilities), lasting, origin)  # type: ignore[attr-defined]
        if isinstance(p, ast.LosesKeyword):  # 613.1f: an instruction's lasting change
            return ir.LoseKeyword(subject, p.keyword, lasting, origin)
        if isinstance(p, ast.SkipNextUntap):
            if p.whose is None:
                return ir.SkipNextUntap(subject, None, origin)
            whose, kind = self.reference(p.whose, scope, subject)
            if kind != "player" or isinstance(whose, ir.ControllerOf):
                raise self.fail("E290", "ofuda compiles \"its controller's\" or a named player's "
                                "next untap step", p.whose.span)
            return ir.SkipNextUntap(subject, whose, origin)  # 502.3: that player's untap step
        if isinstance(p, ast.CantBlock):  # restrictions "this turn" (509.1b, 508.1d)
            return ir.CantBlock(subject, lasting, origin)
        if isinstance(p, ast.CantBeBlocked):
            return ir.CantBeBlocked(subject, lasting, origin)
        if isinstance(p, ast.CantBeBlockedBy):  # 509.1b, "this turn"
            return ir.CantBeBlockedBy(subject, p.blockers.filter, p.except_by, lasting, origin)
        if isinstance(p, ast.BlockerCount):  # 509.1b, 702.111b
            return ir.LimitBlockers(subject, p.at_least, p.at_most, lasting, origin)
        if isinstance(p, ast.MustAttack):
            return ir.MustAttack(subject, lasting, origin)
        if isinstance(p, (ast.Become, ast.BecomeSubtypes)):  # 613.1d–f, 613.4b: lower/chosen.py
            return self.become(p, subject, lasting, origin)  # type: ignore[attr-defined]
        if isinstance(p, ast.BecomeCopy):  # 707.2
            model, _ = self.reference(p.model, scope, subject)
            return ir.BecomeCopy(subject, model, lasting, origin)
        if isinstance(p, ast.Fight):
            other, _ = self.reference(p.opponent, scope, subject)
            return ir.Fight(subject, other, origin)
        if isinstance(p, ast.ObjectAction):
            return self._object_action(p, subject, player, origin, scope)
        if isinstance(p, (ast.ReturnToHand, ast.PutOntoBattlefield, ast.PutOnLibrary)):
            obj = self._moved_object(p.obj, scope, subject)
            if isinstance(p, ast.ReturnToHand):
                return ir.ReturnToHand(obj, origin)
            if isinstance(p, ast.PutOnLibrary):
                return ir.PutOnLibrary(obj, p.top, origin)
            # 110.2a: the player who puts it onto the battlefield controls it, unless the
            # instruction says "under its owner's control" (None: each card's owner)
            controller = None if p.owners else player
            return ir.PutOntoBattlefield(obj, controller, p.tapped, origin)
        if isinstance(p, (ast.DoublePower, ast.DoubleCounters)):  # 701.9
            obj, kind = self.reference(p.obj, scope, subject)
            if kind != "object" or not isinstance(player, ir.You):
                raise self.fail("E202", "ofuda doubles a permanent's power or counters, by your "
                                "instruction", p.span)
            if p.times != 2:
                raise self.fail("E290", f"ofuda can double (２倍にする), not multiply by {p.times}",
                                p.span)
            if isinstance(p, ast.DoublePower):
                return ir.DoublePower(obj, lasting, origin)
            return ir.DoubleCounters(obj, p.kind, origin)
        if isinstance(p, ast.AddCounters):
            obj, _ = self.reference(p.obj, scope, subject)
            return ir.AddCounters(obj, p.kind, self.amount(p.amount, scope, subject), origin)
        if isinstance(p, ast.CreateTokens):
            if not scope.kinds:
                scope.name_group(ir.CreatedTokens())  # "those tokens" (111.2)
            scope.plain_tokens_made_after = len(scope.kinds)  # "it" now means a token: anaphora.py
            amount = self.amount(p.amount, scope, subject)
            return ir.CreateTokens(
                subject, p.token, amount, p.tapped, p.attacking, origin,
                self.token_abilities(p),  # type: ignore[attr-defined]
            )
        if isinstance(p, ast.CreateTokenCopies):  # 707.2 (lower/tokens.py)
            return self.token_copies(p, subject, origin, scope)  # type: ignore[attr-defined]
        if isinstance(p, ast.Discard):
            self.check_discarded_kind(p.kind)
            return ir.Discard(subject, self.amount(p.amount, scope, subject), p.at_random, origin)
        if isinstance(p, ast.DiscardHand):
            return ir.DiscardHand(subject, origin)
        if isinstance(p, ast.Mill):
            whose = subject
            if p.whose is not None and not self.own_possessive(p.whose, subject):
                whose, _ = self.reference(p.whose, scope, subject)
            return ir.Mill(whose, self.amount(p.amount, scope, subject), origin)
        if isinstance(p, ast.GainControl):
            obj, kind = self.reference(p.obj, scope, subject)
            if kind == "player" and isinstance(p.obj, ast.PronounReference):
                # 「それのコントロールを得る」 / "gains control of it": control is of an object
                # (613.1b), so "it" skips a target player ("target opponent gains control of it")
                obj, kind = self.reference(dataclasses.replace(p.obj, wants="object"), scope, subject)
            return ir.GainControl(subject, obj, lasting, origin)
        if isinstance(p, ast.ExtraTurn):
            return ir.ExtraTurn(subject, origin)
        if isinstance(p, ast.PreventAllDamage):
            to, _ = self.reference(p.to, scope, subject)
            return ir.PreventAllDamage(to, origin)
        if isinstance(p, ast.ChooseOrder):
            return ir.ChooseOrder(subject, p.card_types, origin)
        if isinstance(p, ast.SacrificeGroups):
            filters = tuple(ir.OrderedType(group.position) for group in p.groups)
            return ir.SacrificeGroups(subject, filters, tuple(g.count for g in p.groups), origin)
        if isinstance(p, ast.PreventNextDamage):
            return self.prevent_next_damage(p, scope, subject, origin)
        if isinstance(p, ast.PreventCombatDamage):
            return self.prevent_combat_damage(p, scope, subject, origin)
        if isinstance(p, ast.PayMana):
            return ir.PayMana(subject, p.symbols, 1, origin)
        assert isinstance(p, ast.AddMana)
        return ir.AddMana(subject, p.symbols, 1, origin)

    def _object_action(
        self, p: ast.ObjectAction, subject: Any, player: Any, origin: str, scope: Any
    ) -> ir.Effect:
        if p.verb is ast.Verb.SACRIFICE:
            if isinstance(p.obj, ast.OrderedChosen):  # "one permanent of the first type"
                return ir.Sacrifice(player, None, ir.OrderedType(p.obj.position), p.obj.count,  # type: ignore[arg-type]
                                    origin)
            if isinstance(p.obj, ast.ChosenReference):
                self._own_permanents(p.obj.noun)
                return ir.Sacrifice(player, None, p.obj.noun.filter, p.obj.count, origin)
            obj, _ = self.reference(p.obj, scope, subject)
            return ir.Sacrifice(player, obj, None, 1, origin)
        action = _OBJECT_ACTIONS[ir.Action(p.verb.value)]
        if action.moves_object:
            return action(self._moved_object(p.obj, scope, subject), origin)
        obj, _ = self.reference(p.obj, scope, subject)
        return action(obj, origin)

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
            self.agree(owner, "player", "one")  # type: ignore[attr-defined]  # "they", 自分

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

    def _moved_object(self, reference: Any, scope: Any, subject: Any) -> Any:
        """The object a zone-changing verb moves; later references mean what it became."""
        obj, _ = self.reference(reference, scope, subject)
        if isinstance(obj, ir.ThisObject) and scope.event_card and not scope.event_object:
            # "When this creature dies, return it to …": the card it became (400.7)
            scope.event_moved = True
            return ir.TriggeringCard()
        if isinstance(obj, ir.ThisObject):
            scope.self_moved = True  # "exile this creature, then return it" (400.7)
        elif isinstance(obj, ir.Targeted):
            scope.moved.add(obj.index)
        elif isinstance(obj, ir.AllTargets):
            scope.moved.update(range(obj.first, obj.first + obj.count))
        elif isinstance(obj, (ir.TriggeringObject, ir.TriggeringCard)):
            scope.event_moved = True  # "return it …. That creature is a black Zombie" (400.7)
        return obj

def _duration(
    clause: ast.Clause, predicate: ast.Predicate, carried: ast.ClauseDuration | None
) -> ast.ClauseDuration | None:
    """A predicate's duration: its clause's, else the one carried from the clause before where
    the predicate is a lasting change or a restriction (a one-shot action has none)."""
    if clause.duration is not None or carried is None:
        return clause.duration
    if getattr(predicate, "continuous", False) or getattr(predicate, "restriction", False):
        return carried
    return None


# The year the 2018 rules change (Dominaria) removed the redirection of damage from a player
# to a planeswalker they control (306.7 of the 2012 rules); the Oracle texts of cards printed
# before it say "target player or planeswalker" and "any target" (115.4) where the printed
# text says "target player" and "target creature or player".
DAMAGE_REDIRECTION_REMOVED = 2018


def damage_may_target_planeswalkers(recipient: object, scope: Any) -> None:
    """A damage target that may be a player may also be a planeswalker: the reading of a text
    printed before 2018 (``Lowerer.damage_reaches_planeswalkers``; callers check it).

    Under the 2012 rules a player's damage could be redirected to a planeswalker that
    player controls (the redirection rule, removed in 2018); the Oracle errata of that
    change reworded every such card to "any target" (115.4) or "target player or
    planeswalker", so a printed "target creature or player" / "target player" that is
    dealt damage reads as the Oracle text does today. A text printed since reads as it
    says: "target player" is a player.
    """
    if isinstance(recipient, ir.Together):  # "target player and each creature they control"
        for selector in recipient.selectors:
            damage_may_target_planeswalkers(selector, scope)
        return
    if not isinstance(recipient, ir.Targeted):
        return
    for spec_index, first in enumerate(scope.firsts):
        if first != recipient.index:
            continue
        spec = scope.targets[spec_index]
        if spec.players is None or spec.players.controller is not Controller.ANY:
            return
        creature = ObjectFilter(card_types=(CardType.CREATURE,))
        if spec.objects is None:
            objects = ObjectFilter(card_types=(CardType.PLANESWALKER,))
        elif spec.objects == creature:
            objects = ObjectFilter(card_types=(CardType.CREATURE, CardType.PLANESWALKER))
        else:
            return
        scope.targets[spec_index] = dataclasses.replace(spec, objects=objects)
        for slot in range(first, first + spec.count):
            scope.kinds[slot] = "any"
        return
