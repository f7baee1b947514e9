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
from .predicate_kinds import Instruction, predicate_lowering
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
_AMOUNT_FIELDS = ("amount", "times", "count")

# The players an instruction's subject names without a target, whom a later "that player" /
# 「そのプレイヤー」 names again: "That creature's controller reveals …", "defending player …".
NAMED_PLAYERS = (ir.ControllerOf, ir.DefendingPlayer)


class EffectLowerer:
    """Lowers instructions; mixed into lower.Lowerer (which provides references and fail)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer
        damage_reaches_planeswalkers: bool

        def note_result(self, effect: Any, scope: Any, span: Span) -> Any: ...  # effect_results

        def text(self, span: Span) -> str: ...

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

        def divided(
            self, p: ast.DividedDamage | ast.DividedCounters, subject: Any, scope: Any, origin: str
        ) -> ir.Effect: ...

        def prevent_all_combat_damage(self, p: Any, origin: str) -> ir.Effect: ...

        def check_ability_targets(self, effect: Any, scope: Any, span: Span) -> None: ...

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
        moved_before = scope.looked_moved
        restore = None
        if sentence.condition is not None:
            condition = self.condition(sentence.condition, scope)
            if isinstance(condition, ir.YouDidNot) and scope.optional_move:
                # 400.7: the optional move was not done, so the card has not moved — in this
                # sentence; after it, it may have (the refusal holds again)
                restore, scope.looked_moved = scope.looked_moved, None
            if isinstance(condition, ir.YouDid) and scope.mandatory_result is not None:
                # 608.2c: "Exile it. If you do, you gain 4 life." (Mazemind Tome): after an
                # instruction that isn't optional, whether it did what it says this way
                condition = ir.AnyAffected(scope.mandatory_result)
            elif isinstance(condition, ir.YouDid) and not isinstance(
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
            scope.optional_move = scope.looked_moved is not moved_before
        if restore is not None:
            scope.looked_moved = restore
        # 608.2c: what a mandatory sentence's last instruction records, for an "If you do" next
        mandatory = not payments and not sentence.optional and condition is None and effects
        last_kind = getattr(type(effects[-1]), "result_kind", None) if mandatory else None
        scope.mandatory_result = last_kind
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
            if isinstance(subject, NAMED_PLAYERS):  # "That player …" names them again (608.2c)
                scope.named_player, scope.named_player_after = subject, len(scope.kinds)
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
        if isinstance(predicate, ast.CantTransform):
            raise self.fail("E290", "ofuda cannot yet compile \"can't transform\" as an "
                            "instruction; it is a permanent's restriction (701.28a)",
                            predicate.span)
        if isinstance(predicate, ast.MustBeBlocked):
            # its "this turn" is in its own words (509.1c), or the clause's 「このターン、」
            if not (predicate.this_turn or duration == ast.StatedDuration.THIS_TURN):
                raise self.fail("E210", "「このターン、」 / \"this turn\" is missing: how long "
                                "must the creatures able to block it do so?", predicate.span)
            obj, _ = self.reference(predicate.obj, scope, subject)
            return ir.MustBeBlocked(obj, Duration.END_OF_TURN, origin)
        if isinstance(predicate, ast.MustBeBlockedIfAble):
            # 509.1c: a requirement for the turn: its "this turn" is in its own words or the
            # clause's 「このターン、」
            if not (predicate.this_turn or duration == ast.StatedDuration.THIS_TURN):
                raise self.fail("E290", "ofuda cannot yet compile \"must be blocked if able\" as an "
                                "instruction but for this turn; it is a permanent's requirement "
                                "(509.1c)", predicate.span)
            if subject_is != "object":
                raise self.fail("E202", "only a creature can be blocked (509.1c)", predicate.span)
            return ir.MustBeBlockedIfAble(subject, Duration.END_OF_TURN, origin)
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
        effect = self.instruction(predicate, Instruction(subject, subject_is, lasting, origin, scope))
        self.check_ability_targets(effect, scope, predicate.span)  # 701.5a: lower/stack_abilities.py
        return self.note_result(effect, scope, predicate.span)  # 608.2c, 400.7

    def instruction(self, p: Any, at: Instruction) -> ir.Effect:
        """The IR instruction of one predicate, by the lowering registered for its type
        (predicate_kinds.py), after the checks every instruction shares (``predicate``)."""
        lowering = predicate_lowering(type(p))
        if lowering is None:
            raise self.fail("E290", "ofuda cannot yet compile this as an instruction", p.span)
        return lowering(self, p, at)


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
