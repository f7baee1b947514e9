"""Lowering of the language of permanents: keyword parameters, reminder text.

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): keyword lines
become :class:`~ofuda.compiler.ir.KeywordAbility` with the runtime's keyword
parameters (:mod:`ofuda.runtime.statics`); reminder text is checked against
the keyword it explains and leaves no trace in the IR (reminder text has no
rules meaning, 207.2), so a card printed with and without reminders lowers to
the same IR.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import (
    CardType,
    CombatState,
    Controller,
    Cost,
    Keyword,
    ManaCost,
    ObjectFilter,
    PlayerFilter,
)
from ofuda.runtime.statics import (
    Enchant,
    Equip,
    Miracle,
    NumberedKeyword,
    Protection,
)

from .. import ast, ir
from ..diagnostics.diagnostic import warning
from .keyword_parameters import hexproof_from, refuse_granted, ward
from .line_kinds import lowers_line

if TYPE_CHECKING:  # pragma: no cover
    from ..diagnostics.diagnostic import Diagnostic
    from ..source.text import SourceFile, Span

def noun_filter(noun: ast.ObjectNoun) -> ObjectFilter:
    """The runtime filter a noun phrase describes ("nonblack creature", "Vampires")."""
    return noun.filter


class PermanentsLowering:
    """Methods of the lowering pass for keywords and reminders (mixed into ``_Lowerer``)."""

    source: SourceFile
    diagnostics: list[Diagnostic]
    face: ir.CardFace | None
    in_permanent_quotation: bool  # lower/tokens.py

    def text(self, span: Span) -> str:  # pragma: no cover - provided by _Lowerer
        raise NotImplementedError

    def fail(
        self, code: str, message: str, span: Span, *hints: str
    ) -> Exception:  # pragma: no cover
        raise NotImplementedError

    if TYPE_CHECKING:

        def costed_keyword(self, keyword: object) -> rt.KeywordParameter: ...  # costed_keywords

        def spell_cost(self, items: tuple[ast.CostItem, ...]) -> Cost: ...  # lower/costs.py

    def warn(self, code: str, message: str, span: Span, *hints: str) -> None:
        """Record a warning: the card still compiles (reminder text, 207.2)."""
        self.diagnostics.append(warning(code, message, self.source, span, *hints))

    def keyword_ability(self, item: ast.KeywordItem) -> ir.KeywordAbility:
        """One keyword of a keyword line, with its parameter in runtime terms."""
        keyword = item.keyword
        origin = self.text(item.span)
        if isinstance(keyword, ast.ProtectionKeyword):
            if isinstance(keyword.quality, ast.ChosenColorQuality):
                if keyword.quality.announced:  # no 「色１色を選ぶ。」 right before it
                    raise self.fail(
                        "E290", "「その選ばれた色」 needs 「色１色を選ぶ。」 as the sentence before it",
                        keyword.quality.span,
                    )
                # the colour is chosen as the effect granting it resolves
                return ir.KeywordAbility(Protection(chosen_color=True), origin)
            quality = noun_filter(keyword.quality)
            if quality.colors and quality == ObjectFilter(colors=quality.colors):
                return ir.KeywordAbility(Protection(colors=quality.colors), origin)  # 702.16a
            return ir.KeywordAbility(Protection(quality=quality), origin)
        if isinstance(keyword, ast.HexproofFromKeyword):  # 702.11d (lower/keyword_parameters.py)
            return ir.KeywordAbility(hexproof_from(self, keyword), origin)
        if isinstance(keyword, ast.EnchantKeyword):
            if isinstance(keyword.noun, ast.PlayerNoun):  # 303.4: "Enchant player"
                return ir.KeywordAbility(Enchant(players=PlayerFilter(keyword.noun.controller)), origin)
            return ir.KeywordAbility(Enchant(noun_filter(keyword.noun)), origin)
        if isinstance(keyword, ast.EquipKeyword):
            return ir.KeywordAbility(Equip(Cost((ManaCost(keyword.cost),))), origin)
        if isinstance(keyword, ast.MiracleKeyword):
            return ir.KeywordAbility(Miracle(ManaCost(keyword.cost)), origin)
        if isinstance(keyword, ast.CostedKeyword):  # flashback, cycling, kicker
            return ir.KeywordAbility(self.costed_keyword(keyword), origin)
        if isinstance(keyword, ast.WardKeyword):  # 702.21 (lower/keyword_parameters.py)
            return ir.KeywordAbility(ward(self, keyword), origin)
        if isinstance(keyword, ast.NumberedKeyword):  # "Bushido 2" (702.45)
            return ir.KeywordAbility(NumberedKeyword(keyword.keyword, keyword.amount), origin)
        return ir.KeywordAbility(keyword, origin)

    # --- static abilities (604, 611.3) --------------------------------------

    def on_permanent(self) -> bool:
        """Whether the card is a permanent card, whose statements are static abilities (113.3d);
        quoted abilities an instruction gives a permanent are a permanent's, whatever card's
        instruction gives them (lower/tokens.py)."""
        if self.in_permanent_quotation:
            return True
        if self.face is None:
            return False
        return not any(t in (CardType.INSTANT, CardType.SORCERY) for t in self.face.card_types)

    def static_ability(
        self,
        sentences: tuple[ast.Sentence, ...],
        condition: ast.StaticCondition | None,
        origin: str,
    ) -> ir.StaticAbility:
        """A statement on a permanent, with its condition, as a static ability."""
        effects: list[ir.StaticAbilityEffect] = []
        subject: ast.Reference | ast.ObjectNoun | None = None
        if condition is None:
            sentences, condition = self.entering_condition(sentences)  # type: ignore[attr-defined]
        sentences, x_value = self.statement_x(sentences)  # type: ignore[attr-defined]
        for sentence in sentences:
            chosen_copy = self.chosen_copy_statement(sentence)  # type: ignore[attr-defined]
            if chosen_copy is not None:
                effects.append(chosen_copy)  # 707.9 (lower/entering.py)
                continue
            if isinstance(sentence, ast.FlashPermission):  # 601.3e (lower/stack.py)
                effects.append(self.static_flash_permission(sentence))  # type: ignore[attr-defined]
                continue
            if not isinstance(sentence, ast.EffectSentence) or (
                sentence.optional or sentence.condition is not None or sentence.x_value is not None
            ):
                raise self.fail(
                    "E250",
                    "a permanent's ability without a cost or trigger cannot choose targets",
                    sentence.span,
                    "write it as an activated ability (cost: effect) or a triggered ability "
                    "(when …, effect)",
                )
            for clause in sentence.clauses:
                # 「…を受け、飛行を持ち、…天使でもある」: later clauses share the first's subject;
                # 「…を受ける。そのクリーチャーは、…」: a pronoun names the previous subject
                later = clause.subject is None or isinstance(clause.subject, ast.PronounReference)
                if isinstance(clause.subject, ast.PronounReference) and subject is not None:
                    types = subject.filter.card_types if isinstance(subject, ast.ObjectNoun) else None
                    self.agree(clause.subject, "object", self.subject_number(subject), types)  # type: ignore[attr-defined]
                if later and subject is not None:
                    clause = replace(clause, subject=subject)
                subject = clause.subject
                if clause.each is not None:
                    # a count is part of the statement's meaning (613.4c): lower/counts.py
                    effects.extend(self.counted_static_clause(clause, condition))  # type: ignore[attr-defined]
                    continue
                effects.extend(self.static_clause(clause, condition))
        effects = self.bind_statement_x(effects, x_value, sentences)  # type: ignore[attr-defined]
        lowered = self.static_condition(condition) if condition is not None else None
        if condition is not None and condition.about_own_object:
            lowered = self.own_condition(condition, effects, lowered)
        return ir.StaticAbility(tuple(effects), lowered, origin)

    def own_condition(
        self,
        condition: ast.StaticCondition,
        effects: list[ir.StaticAbilityEffect],
        lowered: rt.Condition | None,
    ) -> rt.Condition | None:
        """611.3b: "as long as it's attacking", "as long as it has a +1/+1 counter on it" are
        about the object the statement is about (the runtime tests the affected object), and so
        is "as long as enchanted creature is a Human, it …"; named CARDNAME, the condition is the
        permanent's own state whatever the statement affects ("As long as CARDNAME is untapped,
        creatures you control get +1/+1.": the source, 611.3a's condition checked continuously)."""
        affected = {type(getattr(e, "affected", None)) for e in effects}
        named = getattr(condition, "subject", None)  # the object named, if any
        if named is None or isinstance(named, ast.PronounReference):
            if len(affected) == 1 and affected <= set(_OWN_OBJECTS.values()):
                if named is not None:  # 「それが人間であるかぎり」: the statement's one object
                    self.agree(named, "object", "one")  # type: ignore[attr-defined]
                return lowered
        elif type(named) in _OWN_OBJECTS:
            if affected == {_OWN_OBJECTS[type(named)]}:
                return lowered
            if (
                isinstance(named, ast.SelfReference)
                and isinstance(condition, ast.OwnStateCondition)
                and isinstance(lowered, rt.AffectedMatches)
                and not lowered.filter.combat_states  # in combat: about itself only (as before)
            ):
                return rt.SourceMatches(lowered.filter)
        raise self.fail(
            "E257",
            f"「{self.text(condition.span)}」: a condition on an object must be about the permanent "
            "whose ability it is, or about the object its statement is about only",
            condition.span,
        )

    @lowers_line(ast.OtherwiseStatic)
    def otherwise_static(self, line: ast.OtherwiseStatic, origin: str) -> list[ir.Ability]:
        """611.3b: "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't
        attack or block.": two static abilities, the second under the negated condition (each
        checked continuously); the second's "it" is the first statement's subject."""
        first = self.static_ability((line.first.sentence,), line.first.condition, origin)
        sentence = line.otherwise
        subject = line.first.sentence.clauses[0].subject if line.first.sentence.clauses else None
        opening = sentence.clauses[0] if sentence.clauses else None
        if opening is not None and isinstance(opening.subject, ast.PronounReference) and subject is not None:
            self.agree(opening.subject, "object", "one")  # type: ignore[attr-defined]
            sentence = replace(sentence, clauses=(replace(opening, subject=subject), *sentence.clauses[1:]))
        second = self.static_ability((sentence,), line.first.condition, origin)
        if first.condition is None or second.condition != first.condition:
            raise self.fail("E257", "「Otherwise」 / 「そうでないかぎり」 needs the condition before it",
                            line.span)
        return [first, replace(second, condition=rt.Not(first.condition))]

    def static_clause(
        self, clause: ast.Clause, condition: ast.StaticCondition | None
    ) -> list[ir.StaticAbilityEffect]:
        """One clause of a statement: its subject is what the static effects affect."""
        if clause.duration is not None:
            raise self.fail(
                "E250",
                "a static ability has no duration: it applies as long as the permanent is there",
                clause.span,
            )
        for predicate in clause.predicates:
            if not predicate.in_statement:
                raise self.fail(
                    "E250",
                    "this is an action, not a statement: on a permanent it needs a cost "
                    "or a trigger",
                    predicate.span,
                    "write it as an activated ability (cost: effect) or a triggered "
                    "ability (when …, effect)",
                )
        rules = self.player_rules(clause)  # type: ignore[attr-defined]
        if rules is not None:
            return rules  # 118.3, 701.17: rules on players, not on objects
        subject = clause.subject
        controls = [p for p in clause.predicates if isinstance(p, ast.ControlsObject)]
        if controls and isinstance(subject, ast.YouReference):
            # 613.1b: "You control <it>": the object is what the effect is about
            return [rt.GainControl(self.affected(p.object, p.span, condition)) for p in controls]
        prevents: list[ast.PreventDamageBy] = [
            p for p in clause.predicates if isinstance(p, ast.PreventDamageBy)
        ]
        if prevents and (subject is None or isinstance(subject, ast.YouReference)):
            # 615: "Prevent all damage that would be dealt by enchanted creature": the source
            return [rt.PreventDamageBy(self.affected(p.source, p.span, condition)) for p in prevents]
        lures = [p for p in clause.predicates if isinstance(p, ast.MustBeBlocked)]
        if lures and subject is None:
            return [self.lure(p) for p in lures]  # 509.1c
        combat_prevention = [p for p in clause.predicates if isinstance(p, ast.PreventCombatDamage)]
        if combat_prevention and subject is None:
            # 615.1a: "Prevent all combat damage that would be dealt to and dealt by enchanted
            # creature" (lower/replacement.py)
            return self.static_combat_prevention(combat_prevention, condition)  # type: ignore[attr-defined]
        affected = self.affected(subject, clause.span, condition)
        effects: list[ir.StaticAbilityEffect] = []
        for predicate in clause.predicates:
            if isinstance(predicate, ast.IsAlsoTypes):
                # 105.3 colour (layer 5) and 205.1b subtypes (layer 4): two effects
                if predicate.colors:
                    effects.append(rt.AddColors(affected, predicate.colors))
                effects.append(rt.AddTypes(affected, subtypes=predicate.subtypes))
            else:
                effects.append(self.static_effect(predicate, affected))
        return effects

    def lure(self, predicate: ast.MustBeBlocked) -> ir.StaticAbilityEffect:
        """509.1c, a permanent's requirement: "All creatures able to block CARDNAME do so." /
        「CARDNAMEをブロックできるすべてのクリーチャーは、これをブロックする。」 (about itself only)."""
        if predicate.this_turn:
            raise self.fail("E250", "a static ability has no duration: it applies as long as "
                            "the permanent is there", predicate.span)
        if not isinstance(predicate.obj, ast.SelfReference):
            raise self.fail("E290", "ofuda compiles \"all creatures able to block … do so\" on "
                            "a permanent only about the permanent itself", predicate.obj.span)
        return rt.MustBeBlockedByAll(rt.ThisPermanent())

    def affected(
        self,
        subject: ast.Reference | ast.ObjectNoun | None,
        span: Span,
        condition: ast.StaticCondition | None,
    ) -> rt.Affected:
        """Which objects a static ability's statement is about."""
        if isinstance(subject, ast.EachReference) and isinstance(subject.noun, ast.ObjectNoun):
            subject = subject.noun  # 611.3a: "each creature you control has …" is the group
        if isinstance(subject, ast.ObjectNoun):
            return self.affected_group(subject)
        if isinstance(condition, ast.AffectedIsCondition):
            # 「…であるかぎり、それは」 / "…, it has": the object of the condition
            if isinstance(subject, ast.PronounReference):
                self.agree(subject, "object", self.subject_number(condition.subject))  # type: ignore[attr-defined]
                subject = condition.subject
            if type(subject) is not type(condition.subject):
                raise self.fail(
                    "E256",
                    "the condition is about another object than the statement",
                    subject.span if subject is not None else span,
                    "a condition on what an object is (611.3b) applies to that same object",
                )
        own = getattr(condition, "subject", None) if condition is not None and condition.about_own_object else None
        if own is not None and isinstance(subject, ast.PronounReference):
            # "As long as CARDNAME has …, it gets …" (611.3b): the object of the condition
            self.agree(subject, "object", self.subject_number(own))  # type: ignore[attr-defined]
            subject = own
        if isinstance(condition, ast.ControlsExactlyCondition) and isinstance(
            subject, ast.PronounReference
        ):
            # 「そのクリーチャー」 / "that creature": the one the condition counts
            self.agree(subject, "object", "one", _card_types(condition))  # type: ignore[attr-defined]
            kind = ObjectFilter(card_types=_card_types(condition), controller=Controller.YOU)
            return rt.PermanentsMatching(kind)
        if isinstance(subject, ast.SelfReference):
            return rt.ThisPermanent()
        if isinstance(subject, ast.EnchantedReference):
            return rt.EnchantedPermanent()
        if isinstance(subject, ast.EquippedReference):
            return rt.EquippedCreature()
        if isinstance(subject, ast.PairedReference):
            # 702.95: 「両方のクリーチャー」 / "both creatures" and 「それらのクリーチャー」 / "each of
            # those creatures" both name the pair the condition names
            words = '「それらのクリーチャー」/"each of those creatures"' if subject.demonstrative else (
                '「両方のクリーチャー」/"both creatures"'
            )
            if not isinstance(condition, ast.PairedCondition):
                raise self.fail(
                    "E253",
                    f'{words} needs the condition "as long as CARDNAME is paired with another '
                    'creature"',
                    subject.span,
                )
            return rt.PairedCreatures()
        raise self.fail(
            "E252",
            "this statement needs a permanent as its subject (CARDNAME, enchanted creature, "
            "equipped creature, both creatures)",
            subject.span if subject is not None else span,
        )

    def affected_group(self, noun: ast.ObjectNoun) -> rt.Affected:
        """611.3a: a group subject ("untapped creatures you control") is every permanent
        that matches it, evaluated continuously."""
        if isinstance(noun.controlled_by, ast.UnsupportedPhrase):  # words ofuda refuses: say which
            raise self.fail("E290", f"ofuda cannot yet compile {noun.controlled_by.what}", noun.span)
        if noun.zone != "battlefield" or noun.controlled_by is not None or noun.also_player:
            raise self.fail(
                "E252",
                "a static ability's group subject must be permanents on the battlefield "
                "(\"creatures you control\", 「あなたがコントロールするクリーチャー」)",
                noun.span,
            )
        return rt.PermanentsMatching(noun_filter(noun))

    def static_effect(self, predicate: ast.Predicate, affected: rt.Affected) -> ir.StaticAbilityEffect:
        """One predicate of a statement as a static effect (613 layers, 508/509 restrictions)."""
        damage = self.damage_static(predicate, affected)  # type: ignore[attr-defined]
        if damage is not None:
            return damage
        entering = self.entering_static(predicate, affected)  # type: ignore[attr-defined]
        if entering is not None:
            return entering
        combat = self.combat_rule_static(predicate, affected)  # type: ignore[attr-defined]
        if combat is not None:  # 506.5, 702.3b, 510.1c: lower/game_rules.py
            return combat
        if isinstance(predicate, ast.ModifyPowerToughness):
            # an "X" stays a string until bind_statement_x gives it its definition (lower/counts.py)
            return rt.AddPowerToughness(affected, predicate.power, predicate.toughness)
        if isinstance(predicate, ast.HasAbilities):
            return self.granted_abilities(predicate, affected)
        if isinstance(predicate, ast.HasKeywords):
            keywords = tuple(self.keyword_ability(item).keyword for item in predicate.keywords)
            for keyword in keywords:
                refuse_granted(self, keyword, predicate.span)
            return rt.GrantKeywords(affected, keywords)
        if isinstance(predicate, ast.IsIndestructible):
            return rt.GrantKeywords(affected, (Keyword.INDESTRUCTIBLE,))
        if isinstance(predicate, ast.CantBeBlocked):
            return rt.CantBeBlocked(affected)
        if isinstance(predicate, ast.CantBeBlockedByLesserPower):
            return rt.CantBeBlockedByLesserPower(affected)
        if isinstance(predicate, ast.CantBlockKinds):
            return rt.CantBlock(affected, ObjectFilter(subtypes=predicate.subtypes))
        if isinstance(predicate, ast.CantBlockObjects):
            return rt.CantBlock(affected, noun_filter(predicate.attackers))
        if isinstance(predicate, (ast.CantBeBlockedBy, ast.BlockerCount)) and predicate.this_turn:
            raise self.fail("E250", "a static ability has no duration: it applies as long "
                            "as the permanent is there", predicate.span)
        if isinstance(predicate, ast.CantBeBlockedBy):  # 509.1b
            blockers = noun_filter(predicate.blockers)
            if predicate.except_by:
                return rt.CanBeBlockedOnlyBy(affected, blockers)
            return rt.CantBeBlockedBy(affected, blockers)
        if isinstance(predicate, ast.BlockerCount):  # 509.1b, 702.111b
            return rt.BlockersLimit(affected, predicate.at_least, predicate.at_most)
        if isinstance(predicate, ast.CantAttack):
            return rt.CantAttack(affected)  # 508.1c
        if isinstance(predicate, ast.CantBlock):
            return rt.CantBlock(affected)  # 509.1b
        if isinstance(predicate, ast.CanBlockOnly):
            return rt.CanBlockOnly(affected, noun_filter(predicate.noun))
        if isinstance(predicate, ast.AttacksEachCombat):
            return rt.AttacksEachCombat(affected)
        if isinstance(predicate, ast.MustBeBlockedIfAble):  # 509.1c
            if predicate.this_turn:
                raise self.fail("E250", "a static ability has no duration: it applies as long "
                                "as the permanent is there", predicate.span)
            return rt.MustBeBlockedIfAble(affected)
        if isinstance(predicate, ast.CanBlockAdditional):
            return rt.CanBlockAdditional(affected, predicate.count)
        if isinstance(predicate, ast.LosesKeyword):
            return rt.RemoveKeywords(affected, (predicate.keyword,))
        if isinstance(predicate, ast.EntersAsCopy):
            return self.enters_as_copy(predicate, affected)  # type: ignore[attr-defined]
        if isinstance(predicate, ast.DoesntUntap):
            return self.doesnt_untap(predicate, affected)  # type: ignore[attr-defined]
        if isinstance(predicate, ast.CantTransform):
            return rt.CantTransform(affected)  # 701.28a
        if isinstance(predicate, (ast.GainKeyword, ast.GainAbilities)):
            raise self.fail(
                "E254",
                'a permanent\'s static ability says it has a keyword (持つ / "has"); '
                '得る / "gains" is a one-shot effect',
                predicate.span,
                'write 「…を持つ」 / "has …"',
            )
        raise self.fail(
            "E250",
            "this is an action, not a statement: on a permanent it needs a cost or a trigger",
            predicate.span,
            "write it as an activated ability (cost: effect) or a triggered ability (when …, effect)",
        )

    def granted_abilities(
        self, predicate: ast.HasAbilities, affected: rt.Affected
    ) -> ir.GrantedAbilities:
        """Abilities in quotation marks (113.2c), lowered like the card's own lines."""
        granted: list[ir.Ability] = []
        for line in predicate.abilities:
            granted.extend(self.ability(line))  # type: ignore[attr-defined]
        return ir.GrantedAbilities(affected, tuple(granted))

    def static_condition(self, condition: ast.StaticCondition) -> rt.Condition:
        """The runtime condition of a static ability ("as long as …", 611.3b)."""
        if isinstance(condition, ast.StateCondition):  # lower/conditions.py
            return self.state_condition(condition)  # type: ignore[attr-defined]
        if isinstance(condition, ast.ControlsNoneCondition):
            return self.controls_none_condition(condition)  # type: ignore[attr-defined]
        if isinstance(condition, ast.SpellsCastLastTurn):  # 603.4: the werewolves' "if"
            cast = rt.SpellsCastLastTurn(condition.count, condition.one_player)
            return rt.Not(cast) if condition.negated else cast
        if isinstance(condition, ast.ObjectNoun):  # build_ast/statics.py: not a plain count
            raise self.fail("E257", "ofuda can count exactly N only of the creatures (or permanents) "
                            "a player controls, with no other criterion", condition.span)
        if isinstance(condition, ast.YourTurnCondition):
            return rt.IsYourTurn()
        if isinstance(condition, ast.NotYourTurnCondition):  # 611.3b: an opponent's turn
            return rt.Not(rt.IsYourTurn())
        if isinstance(condition, ast.AttackingCondition):  # 506.4: an attacking creature
            return rt.AffectedMatches(ObjectFilter(combat_states=(CombatState.ATTACKING,)))
        if isinstance(condition, ast.OwnStateCondition):  # 701.26, 702.1: tapped, a keyword
            return rt.AffectedMatches(condition.state)
        if isinstance(condition, ast.CountersOnCondition):  # 122.1: a counter on it
            return rt.AffectedMatches(ObjectFilter(counter_kinds=(condition.kind,)))
        if isinstance(condition, ast.ControlsExactlyCondition):
            if not isinstance(condition.controller, ast.YouReference):
                raise self.fail("E257", "ofuda can count only the permanents you control here",
                                condition.controller.span)
            return rt.ControlsCount(ObjectFilter(card_types=_card_types(condition)), condition.count)
        if isinstance(condition, ast.UnlessPaired):  # 702.95: "unless it's paired with …"
            return rt.Not(rt.IsPaired(condition.partner.filter))
        if not isinstance(condition, (ast.PairedCondition, ast.AffectedIsCondition)):
            raise self.fail("E257", "only 「あなたのターン」 / \"your turn\" is a turn a static "
                            "ability can depend on", condition.span)
        if isinstance(condition, ast.AffectedIsCondition):
            if len(condition.subtypes) == 1:
                return rt.AffectedMatches(ObjectFilter(subtypes=condition.subtypes))
            # "a Human or an Angel": not (non-Human and non-Angel)
            return rt.Not(rt.AffectedMatches(ObjectFilter(excluded_subtypes=condition.subtypes)))
        return rt.IsPaired()


# The objects a condition on an object may name, and what the statement about it affects.
_OWN_OBJECTS: dict[type, type] = {
    ast.SelfReference: rt.ThisPermanent,
    ast.EnchantedReference: rt.EnchantedPermanent,
    ast.EquippedReference: rt.EquippedCreature,
}


def _card_types(condition: ast.ControlsExactlyCondition) -> tuple[CardType, ...]:
    """The card types a "controls exactly N …" condition counts: none for "permanent" (110.1)."""
    return () if condition.card_type is None else (condition.card_type,)
