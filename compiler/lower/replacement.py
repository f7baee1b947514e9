"""Lowering of the statics about players and of damage replacement and prevention.

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): a statement whose subject is
players (「プレイヤーは」 / "Players") or your opponents' spells and abilities becomes a rule
on players (118.3, 701.17), in the vocabulary of :mod:`ofuda.runtime.statics_replacement`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_replacement as rr
from ofuda.runtime.definitions import Controller, Duration, Keyword, ObjectFilter
from ofuda.runtime.statics import Protection

from .. import ast, ir
from .effects import damage_may_target_planeswalkers
from .line_kinds import lowers_line
from .predicate_kinds import Instruction, lowers_predicate

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span

# 702.11c, 702.18a: the keywords a player may have that ofuda's targeting rules read
_PLAYER_KEYWORDS = (Keyword.HEXPROOF, Keyword.SHROUD)


class ReplacementLowering:
    """Methods of the lowering pass for rules on players (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer
        damage_reaches_planeswalkers: bool

        def fail(self, code: str, message: str, span: Span, *hints: str) -> Exception: ...

    def player_rules(self, clause: ast.Clause) -> list[ir.StaticAbilityEffect] | None:
        """The rules a clause about players states, or None when it is about objects."""
        if isinstance(clause.subject, ast.YouReference) and any(
            isinstance(p, ast.HasKeywords) for p in clause.predicates
        ):
            return [self.player_keywords(clause)]  # 702.11c, 702.18a: "You have hexproof."
        rules = [p for p in clause.predicates if isinstance(p, (ast.CantPayCosts, ast.CantCauseSacrifice))]
        if not rules:
            return None
        effects: list[ir.StaticAbilityEffect] = []
        for predicate in rules:
            if isinstance(predicate, ast.CantCauseSacrifice):
                if clause.subject is not None:
                    raise self.fail(
                        "E290",
                        "ofuda can compile this rule only about your opponents' spells and "
                        "abilities",
                        clause.subject.span,
                    )
                effects.append(rt.CantCauseSacrifice(self.protected_permanents(predicate.permanents)))
                continue
            players = clause.subject
            if not isinstance(players, ast.PlayerNoun):  # pragma: no cover - the grammar's shape
                raise self.fail("E252", "this rule needs players as its subject", clause.span)
            sacrifice = predicate.sacrifice.filter if predicate.sacrifice is not None else None
            effects.append(rr.CantPayCosts(players.controller, predicate.life, sacrifice))  # 118.3
        return effects

    def player_keywords(self, clause: ast.Clause) -> ir.StaticAbilityEffect:
        """ "You have hexproof." / 「あなたは呪禁を持つ。」: a keyword of the permanent's controller;
        ofuda knows what hexproof (702.11c), shroud (702.18a) and protection (702.16b/c/e: "You
        have protection from the chosen card name.") mean on a player."""
        keywords: list[Keyword | Protection] = []
        for predicate in clause.predicates:
            if not isinstance(predicate, ast.HasKeywords):
                raise self.fail("E290", "ofuda compiles only keywords said of you here",
                                predicate.span)
            for item in predicate.keywords:
                keyword = self.keyword_ability(item).keyword  # type: ignore[attr-defined]
                if isinstance(keyword, Protection) and not keyword.chosen_color:
                    keywords.append(keyword)  # 702.16: a player's protection
                    continue
                if keyword not in _PLAYER_KEYWORDS:
                    raise self.fail("E290", "ofuda knows only hexproof, shroud and protection on a "
                                    "player (702.11c, 702.18a, 702.16)", item.span)
                keywords.append(keyword)
        return rt.PlayerHasKeywords(tuple(keywords))

    def protected_permanents(self, noun: ast.ObjectNoun) -> ObjectFilter:
        """The permanents "can't cause you to sacrifice <noun>" protects (701.17a): permanents
        you control, so "you control" adds nothing and is left out of the filter; a card in
        another zone or a permanent another player controls is one you couldn't sacrifice."""
        controller = noun.filter.controller
        if noun.zone != "battlefield" or noun.controlled_by is not None or noun.also_player or (
            controller not in (Controller.ANY, Controller.YOU)
        ):
            raise self.fail(
                "E202",
                "a player sacrifices only permanents they control (701.17a): say which of your "
                "permanents (\"creatures\", \"artifacts you control\")",
                noun.span,
            )
        return replace(noun.filter, controller=Controller.ANY)

    def own_keywords(self, ability: ir.StaticAbility) -> list[ir.Ability]:
        """702.1, 702.12b: an unconditional statement that the permanent itself has a keyword
        (2012's 「CARDNAMEは破壊されない」 / "CARDNAME is indestructible") is that keyword
        ability, as current Oracle writes it; the rest stays a static ability."""
        own = [
            e for e in ability.effects
            if isinstance(e, rt.GrantKeywords) and isinstance(e.affected, rt.ThisPermanent)
        ]
        if not own or ability.condition is not None:
            return [ability]
        keywords: list[ir.Ability] = [
            ir.KeywordAbility(k, ability.origin) for e in own for k in e.keywords
        ]
        rest = tuple(e for e in ability.effects if e not in own)
        return keywords + ([ir.StaticAbility(rest, None, ability.origin)] if rest else [])

    # --- damage and characteristic-defining values (604.3, 615.12) ----------------

    def damage_static(self, predicate: object, affected: rt.Affected) -> ir.StaticAbilityEffect | None:
        """The static effect of this area's predicates, or None for the others."""
        if isinstance(predicate, ast.DamageCantBePrevented):
            return rt.DamageCantBePrevented(affected)  # 615.12
        if isinstance(predicate, ast.DefinesPowerToughness):
            if not isinstance(affected, rt.ThisPermanent):
                raise self.fail(
                    "E290",
                    "a characteristic-defining ability defines its own object's power and "
                    "toughness (604.3)",
                    predicate.span,
                )
            value = self.static_value(predicate.value, predicate.span)
            return rr.PowerToughnessDefining(value, value if predicate.defines_toughness else None)
        return None

    def static_value(self, value: object, span: Span) -> object:
        """A value a static ability computes continuously (evaluate.py's vocabulary)."""
        if isinstance(value, ast.HalfValue):
            if value.round_up is None:  # 107.1a: the text says how it is rounded
                raise self.fail("E290", "a half must say how it is rounded (107.1a)", value.span)
            return rr.Half(self.static_value(value.value, value.span), value.round_up)
        if isinstance(value, ast.HighestLifeValue):
            return rr.HighestLife(value.whose)
        if isinstance(value, (ast.CountValue, ast.CountersValue, ast.GreatestPowerValue)):
            return self.static_count(value, span)  # type: ignore[attr-defined]  # lower/counts.py
        raise self.fail(
            "E290", "ofuda cannot yet compute this value in a static ability", span
        )

    @lowers_line(ast.DamageReplacementLine, ast.PreventAndExileLine)
    def damage_replacement(
        self, line: ast.DamageReplacementLine | ast.PreventAndExileLine, origin: str
    ) -> ir.StaticAbility:
        """A permanent's replacement of damage: a static ability (614.12, 615)."""
        if not self.on_permanent():  # type: ignore[attr-defined]
            raise self.fail(
                "E250",
                "a replacement effect with no duration is a permanent's static ability",
                line.span,
                "on an instant or sorcery, say how long it lasts (\"this turn\")",
            )
        if isinstance(line, ast.PreventAndExileLine):
            affected = self.affected(line.subject, line.span, None)  # type: ignore[attr-defined]
            effect: ir.StaticAbilityEffect = rr.PreventDamageAndExileFromLibrary(affected, line.combat_only)
            return ir.StaticAbility((effect,), None, origin)
        to = rt.DamageRecipients(line.players, line.permanents)
        if line.prevent_half:
            return ir.StaticAbility((rt.PreventHalfDamage(to, round_up=True),), None, origin)
        return ir.StaticAbility((rt.MultiplyDamage(to, line.factor or 2),), None, origin)

    @lowers_line(ast.MultipliedDamageLine)  # 614.1a
    def multiplied_damage(self, line: ast.MultipliedDamageLine, origin: str) -> ir.StaticAbility:
        """614.1a: a permanent's replacement of the damage a source would deal with a multiple
        of it, dealt to the same permanent or player (a static ability, 614.12)."""
        if not self.on_permanent():  # type: ignore[attr-defined]
            raise self.fail(
                "E250",
                "a replacement effect with no duration is a permanent's static ability",
                line.span,
                "on an instant or sorcery, say how long it lasts (\"this turn\")",
            )
        if line.factor not in (2, 3):  # "double" / "triple": the multiples the texts write
            raise self.fail(
                "E290", "ofuda can double or triple the damage a source would deal", line.span
            )
        by = self.damage_source(line.source, line.span)
        to = None if line.to in (None, "any") else self.affected(line.to, line.span, None)  # type: ignore[attr-defined]
        again = line.to_again
        if again is not None:
            same = (
                again == "that"
                if line.to in (None, "any")
                else again != "that" and self.affected(again, line.span, None) == to  # type: ignore[attr-defined]
            )
            if line.to is None or not same:
                raise self.fail(
                    "E290",
                    "the multiplied damage is dealt to the permanent or player the damage would "
                    "have been dealt to: name it again (\"to that permanent or player\")",
                    line.span,
                )
        return ir.StaticAbility(
            (rr.MultiplyDamageDealt(by, to, line.factor, line.combat),), None, origin
        )

    @lowers_line(ast.LifeGainReplacementLine)  # 614.1a
    def life_gain_replacement(self, line: ast.LifeGainReplacementLine, origin: str) -> ir.StaticAbility:
        """614.1a: a permanent's replacement of the life you would gain (a static ability)."""
        if not self.on_permanent():  # type: ignore[attr-defined]
            raise self.fail(
                "E250",
                "a replacement effect with no duration is a permanent's static ability",
                line.span,
            )
        if (line.factor, line.plus) != (2, 0) and (line.factor != 1 or line.plus < 1):
            raise self.fail(
                "E290", "ofuda can add to the life you gain or double it only", line.span
            )
        effect = rr.ModifyLifeGain(Controller.YOU, line.factor, line.plus)
        return ir.StaticAbility((effect,), None, origin)

    @lowers_line(ast.TokenDoublingLine)  # 614.1a
    def token_doubling(self, line: ast.TokenDoublingLine, origin: str) -> ir.StaticAbility:
        """614.1a: a permanent's replacement of the tokens created under your control (a
        static ability)."""
        if not self.on_permanent():  # type: ignore[attr-defined]
            raise self.fail(
                "E250",
                "a replacement effect with no duration is a permanent's static ability",
                line.span,
            )
        if (line.minimum, line.factor) != (1, 2):
            raise self.fail(
                "E290",
                "ofuda can replace \"one or more tokens\" by \"twice that many\" only",
                line.span,
            )
        effect = rr.MultiplyTokensCreated(Controller.YOU, line.factor)
        return ir.StaticAbility((effect,), None, origin)

    def damage_source(
        self, source: ast.TriggerSubject | None, span: Span
    ) -> rt.Affected | ObjectFilter:
        """The source whose damage is multiplied: an object of the ability, permanents of a
        kind, or (None) "a source you control"."""
        if source is None:
            return ObjectFilter(controller=Controller.YOU)
        if source.reference is not None:
            return self.affected(source.reference, span, None)  # type: ignore[attr-defined]
        noun = source.noun
        if (
            noun is None
            or source.or_self
            or noun.zone != "battlefield"
            or noun.controlled_by is not None
            or noun.also_player
        ):
            raise self.fail(
                "E290",
                "ofuda can multiply the damage of CARDNAME, enchanted or equipped creature, "
                "permanents of a kind (\"another creature\") or a source you control only",
                span,
            )
        return noun.filter

    def static_combat_prevention(
        self, predicates: list[ast.PreventCombatDamage], condition: ast.StaticCondition | None
    ) -> list[ir.StaticAbilityEffect]:
        """615.1a: a permanent's "Prevent all combat damage that would be dealt to and/or dealt
        by <object>" — a prevention effect for as long as the ability applies (no "this turn"),
        about one object of the ability (CARDNAME, enchanted or equipped creature)."""
        affected = self.affected  # type: ignore[attr-defined]
        effects: list[ir.StaticAbilityEffect] = []
        for p in predicates:
            if isinstance(p.by, ast.OtherThanNoun) or (p.to is None and p.by is None):
                raise self.fail(
                    "E290",
                    "ofuda can compile a permanent's prevention of the combat damage dealt to or "
                    "by one object of the ability only (CARDNAME, enchanted or equipped creature)",
                    p.span,
                )
            if p.to is not None:
                effects.append(rr.PreventDamageTo(affected(p.to, p.span, condition), combat_only=True))
            if p.by is not None:
                effects.append(rt.PreventDamageBy(affected(p.by, p.span, condition), combat_only=True))
        return effects

    # --- prevention instructions (615.1a) -------------------------------------

    @lowers_predicate(ast.PreventAllDamage)
    def prevent_all_damage(self, p: ast.PreventAllDamage, at: Instruction) -> ir.Effect:
        """ "Prevent all damage that would be dealt to … this turn" (615.1a)."""
        to, _ = self.reference(p.to, at.scope, at.subject)  # type: ignore[attr-defined]
        return ir.PreventAllDamage(to, at.origin)

    @lowers_predicate(ast.PreventCombatDamage)
    def prevent_combat_damage(self, p: ast.PreventCombatDamage, at: Instruction) -> ir.Effect:
        """ "Prevent all combat damage that would be dealt to and/or by …" this turn."""
        scope, subject, origin = at.scope, at.subject, at.origin
        reference = self.reference  # type: ignore[attr-defined]
        if isinstance(p.by, ast.ObjectNoun) and p.by.filter.other:
            # 「試しの騎士以外のクリーチャー」: "creatures other than CARDNAME"
            noun = replace(p.by, filter=replace(p.by.filter, other=False))
            p = replace(p, by=ast.OtherThanNoun(p.by.span, noun, ast.SelfReference(p.by.span)))
        if isinstance(p.by, ast.OtherThanNoun) and p.to is None:
            sources, keep = self.other_than(p.by, scope, subject)
            return ir.PreventCombatDamageExcept(sources, keep, Duration.END_OF_TURN, origin)
        if isinstance(p.by, (ast.OtherThanNoun, ast.ObjectNoun)) or p.by is None:
            raise self.fail(
                "E290", "ofuda cannot yet compile this prevention of combat damage", p.span
            )
        by, _ = reference(p.by, scope, subject)
        # "to and dealt by target creature": one reference (one target) for both
        if p.to is not None and p.to is not p.by and reference(p.to, scope, subject)[0] != by:
            raise self.fail(
                "E290", "ofuda can prevent the damage dealt to and by one object only", p.span
            )
        return ir.PreventDamageBy(by, Duration.END_OF_TURN, True, p.to is not None, origin)

    def prevent_all_combat_damage(self, p: ast.PreventAllCombatDamage, origin: str) -> ir.Effect:
        """ "Prevent all combat damage that would be dealt this turn [to <permanents>]" (615.1a):
        the permanents are those that match as the damage would be dealt (611.2c locks in the
        objects of a continuous effect that changes characteristics, not of a prevention)."""
        to = None
        if p.to is not None:
            if p.to.zone != "battlefield" or p.to.controlled_by is not None:
                raise self.fail(
                    "E290", "ofuda can prevent combat damage to permanents of a kind only", p.to.span
                )
            to = p.to.filter
        return ir.PreventAllCombatDamage(to, Duration.END_OF_TURN, origin)

    def other_than(
        self, phrase: ast.OtherThanNoun, scope: Any, subject: object
    ) -> tuple[ObjectFilter, ir.Selector]:
        """「それ以外のクリーチャー」 / "<noun> other than <reference>": the permanents the noun
        describes, and the one object the reference names, which is left out."""
        noun = phrase.noun
        if noun.zone != "battlefield" or noun.controlled_by is not None or noun.also_player:
            raise self.fail(
                "E290", "ofuda can leave one object out of a group of permanents only "
                "(\"creatures other than target creature\", \"artifacts you control other "
                "than CARDNAME\")", noun.span,
            )
        keep, _ = self.reference(phrase.other_than, scope, subject)  # type: ignore[attr-defined]
        if not _one_object(keep, scope):
            raise self.fail(
                "E202", "「…以外の」 / \"other than\" leaves out one object: a target object, "
                "CARDNAME or a pronoun for one of them", phrase.other_than.span,
            )
        return noun.filter, keep

    def join_follow_ups(self, sentences: tuple[ast.Sentence, ...]) -> tuple[ast.Sentence, ...]:
        """「これにより…場合、…」 / "If damage is prevented this way, …" is the end of the
        previous sentence's prevention effect (615.7, FAQ P44(7)): joined to it here."""
        joined: list[ast.Sentence] = []
        for sentence in sentences:
            if not isinstance(sentence, ast.PreventedThisWaySentence):
                joined.append(sentence)
                continue
            previous = joined[-1] if joined else None
            clause = previous.clauses[-1] if isinstance(previous, ast.EffectSentence) else None
            last = clause.predicates[-1] if clause is not None and clause.predicates else None
            if not isinstance(last, ast.PreventNextDamage) or last.then_to is not None:
                raise self.fail(
                    "E290",
                    "「これによりダメージが軽減される場合」 / \"If damage is prevented this way\" "
                    "follows the prevention effect it belongs to",
                    sentence.span,
                )
            # a prevention effect was found, so its clause and sentence are there
            assert clause is not None and isinstance(previous, ast.EffectSentence)
            joined_last = replace(last, then_source=sentence.source, then_to=sentence.to)
            clause = replace(clause, predicates=clause.predicates[:-1] + (joined_last,))
            joined[-1] = replace(previous, clauses=previous.clauses[:-1] + (clause,))
        return tuple(joined)

    @lowers_predicate(ast.PreventNextDamage)
    def prevent_next_damage(self, p: ast.PreventNextDamage, at: Instruction) -> ir.Effect:
        """615.7: a shield for you and your permanents, with its follow-up damage (FAQ P44)."""
        scope, subject, origin = at.scope, at.subject, at.origin
        if p.permanents.filter != ObjectFilter(controller=Controller.YOU):
            raise self.fail(
                "E290", "ofuda can prevent the next damage to you and permanents you control only",
                p.permanents.span,
            )
        amount = self.amount(p.amount, scope, subject)  # type: ignore[attr-defined]
        then = None
        if p.then_to is not None:
            if not isinstance(p.then_source, ast.SelfReference):
                raise self.fail(
                    "E290", "the follow-up damage is dealt by the spell or ability itself",
                    p.then_source.span if p.then_source is not None else p.span,
                )
            then, _ = self.reference(p.then_to, scope, subject)  # type: ignore[attr-defined]
            if self.damage_reaches_planeswalkers:
                damage_may_target_planeswalkers(then, scope)  # the Oracle "any target" (115.4)
        return ir.PreventDamageToYouAndYours(amount, then, origin)


def _one_object(selector: object, scope: Any) -> bool:
    """Whether ``selector`` names one object: the source, or a target of one object (a target
    that may be a player, or several targets, is not)."""
    if isinstance(selector, ir.ThisObject):
        return True
    if not isinstance(selector, ir.Targeted):
        return False
    for spec_index, first in enumerate(scope.firsts):
        if first == selector.index:
            spec = scope.targets[spec_index]
            return spec.objects is not None and spec.players is None and spec.count == 1
    return False
