"""The lower pass: AST → IR, binding every reference to what it means.

Japanese declares targets in a sentence of their own and refers back to them
(それ, そのプレイヤー); English declares them inline ("target creature"). Both
end here as the same list of target specifications and ``Targeted(n)``
selectors. A reference that cannot be bound, or a predicate that cannot apply
to its subject, is reported as a diagnostic and the ability is dropped from
the card's IR (and the card rejected), never approximated.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ofuda.runtime.definitions import (
    Cost,
    Duration,
    EntersTheBattlefield,
    ManaCost,
    ObjectFilter,
    PlayerFilter,
    SacrificeSelf,
    TapSelf,
    TargetSpec,
)

from . import ast, ir
from .diagnostics import Diagnostic, error
from .lower_permanents import PermanentsLowering
from .source import SourceFile, Span


class LoweringError(Exception):
    """Raised inside this pass only, to abandon one ability after its diagnostic."""


@dataclass
class _Scope:
    """The targets declared so far in one ability, and what each one is."""

    targets: list[TargetSpec] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)  # "object" or "player", per target

    def declare(self, spec: TargetSpec, kind: str) -> ir.Targeted:
        self.targets.append(spec)
        self.kinds.append(kind)
        return ir.Targeted(len(self.targets) - 1)

    def latest(self, wants: str) -> ir.Targeted | None:
        for index in range(len(self.kinds) - 1, -1, -1):
            if wants in ("any", self.kinds[index]):
                return ir.Targeted(index)
        return None


class _Lowerer(PermanentsLowering):
    def __init__(
        self, source: SourceFile, diagnostics: list[Diagnostic], face: ir.CardFace | None = None
    ) -> None:
        self.source = source
        self.diagnostics = diagnostics
        self.face = face

    def text(self, span: Span) -> str:
        return self.source.text[span.start : span.end]

    def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError:
        self.diagnostics.append(error(code, message, self.source, span, *hints))
        return LoweringError(message)

    # --- abilities ---------------------------------------------------------

    def ability(self, line: ast.AbilityLine) -> list[ir.Ability]:
        if isinstance(line, ast.RemindedLine):
            abilities = self.ability(line.line)
            self.check_reminder(line.reminder, abilities, isinstance(line.line, ast.KeywordLine))
            return abilities
        if isinstance(line, ast.ReminderLine):
            self.check_basic_land_reminder(line.reminder)
            return []
        origin = self.text(line.span)
        if isinstance(line, ast.KeywordLine):
            return [self.keyword_ability(item) for item in line.keywords]
        if isinstance(line, ast.ConditionalStatic):
            return [self.static_ability((line.sentence,), line.condition, origin)]
        if isinstance(line, ast.SpellLine) and self.on_permanent():
            return [self.static_ability(line.sentences, None, origin)]
        scope = _Scope()
        if isinstance(line, ast.SpellLine):
            effects = self.sentences(line.sentences, scope)
            return [ir.SpellAbility(tuple(scope.targets), effects, origin)]
        if isinstance(line, ast.ActivatedLine):
            cost = Cost(tuple(self.cost_item(item) for item in line.cost))
            effects = self.sentences(line.sentences, scope)
            return [ir.ActivatedAbility(cost, tuple(scope.targets), effects, origin)]
        trigger = self.trigger(line.trigger)
        effects = self.sentences(line.sentences, scope)
        return [ir.TriggeredAbility(trigger, tuple(scope.targets), effects, origin)]

    def cost_item(self, item: ast.CostItem) -> ManaCost | TapSelf | SacrificeSelf:
        if isinstance(item, ast.ManaCostItem):
            return ManaCost(item.symbols)
        if isinstance(item, ast.TapCostItem):
            return TapSelf()
        return SacrificeSelf()

    def trigger(self, trigger: ast.Trigger) -> EntersTheBattlefield:
        return EntersTheBattlefield()

    # --- sentences ---------------------------------------------------------

    def sentences(
        self, sentences: tuple[ast.Sentence, ...], scope: _Scope
    ) -> tuple[ir.Effect, ...]:
        effects: list[ir.Effect] = []
        for sentence in sentences:
            if isinstance(sentence, ast.TargetSentence):
                for target in sentence.targets:
                    self.declare(target.noun, target.count, scope)
                continue
            effects.extend(self.effect_sentence(sentence, scope))
        return tuple(effects)

    def declare(
        self, noun: ast.ObjectNoun | ast.PlayerNoun, count: int, scope: _Scope
    ) -> ir.Targeted:
        if isinstance(noun, ast.PlayerNoun):
            spec = TargetSpec(players=PlayerFilter(controller=noun.controller), count=count)
            return scope.declare(spec, "player")
        spec = TargetSpec(
            objects=ObjectFilter(card_types=noun.card_types, combat_states=noun.combat_states),
            count=count,
        )
        return scope.declare(spec, "object")

    def effect_sentence(self, sentence: ast.EffectSentence, scope: _Scope) -> list[ir.Effect]:
        origin = self.text(sentence.span)
        duration = Duration.END_OF_TURN if sentence.until_end_of_turn else Duration.PERMANENT
        subject: ir.Selector = ir.You()
        subject_is: str = "player"
        if sentence.subject is not None:
            subject, subject_is = self.reference(sentence.subject, scope)
        effects: list[ir.Effect] = []
        for predicate in sentence.predicates:
            effects.append(self.predicate(predicate, subject, subject_is, duration, origin, scope))
        return effects

    def reference(self, reference: ast.Reference, scope: _Scope) -> tuple[ir.Selector, str]:
        """The selector a reference means, and whether it is an object or a player."""
        if isinstance(reference, ast.SelfReference):
            return ir.ThisObject(), "object"
        if isinstance(reference, ast.YouReference):
            return ir.You(), "player"
        if isinstance(reference, ast.TargetReference):
            selector = self.declare(reference.noun, 1, scope)
            return selector, scope.kinds[selector.index]
        bound = scope.latest(reference.wants)
        if bound is None:
            raise self.fail(
                "E201",
                f"「{reference.word}」 refers to nothing: no target was declared before it",
                reference.span,
                "declare the target first, e.g. 「クリーチャー１体を対象とする。」 or "
                'write "target creature"',
            )
        return bound, scope.kinds[bound.index]

    def predicate(
        self,
        predicate: ast.Predicate,
        subject: ir.Selector,
        subject_is: str,
        duration: Duration,
        origin: str,
        scope: _Scope,
    ) -> ir.Effect:
        if isinstance(predicate, _STATEMENTS):
            raise self.fail(
                "E251",
                "this is a statement of a permanent's static ability; an instant's or "
                "sorcery's effect gains or gets something until end of turn",
                predicate.span,
            )
        continuous = isinstance(predicate, (ast.ModifyPowerToughness, ast.GainKeyword))
        if duration is not Duration.PERMANENT and not continuous:
            raise self.fail(
                "E203",
                "a duration (until end of turn) means nothing for this action",
                predicate.span,
                "only effects that change an object (gets +N/+N, gains a keyword) last until "
                "end of turn",
            )
        wants = (
            "object" if isinstance(predicate, (ast.DealDamage, *_OBJECT_PREDICATES)) else "player"
        )
        if subject_is != wants:
            raise self.fail(
                "E202",
                f"this action needs a{'n object' if wants == 'object' else ' player'} "
                f"as its subject, not a{'n object' if subject_is == 'object' else ' player'}",
                predicate.span,
            )
        if isinstance(predicate, ast.GainLife):
            return ir.GainLife(subject, predicate.amount, origin)
        if isinstance(predicate, ast.LoseLife):
            return ir.LoseLife(subject, predicate.amount, origin)
        if isinstance(predicate, ast.DrawCards):
            return ir.DrawCards(subject, predicate.amount, origin)
        if isinstance(predicate, ast.DealDamage):
            recipient, _ = self.reference(predicate.recipient, scope)
            return ir.DealDamage(subject, recipient, predicate.amount, origin)
        if isinstance(predicate, ast.ModifyPowerToughness):
            if isinstance(predicate.power, str) or isinstance(predicate.toughness, str):
                raise self.fail(
                    "E290",
                    "ofuda cannot yet compile X in a power/toughness change",
                    predicate.span,
                )
            return ir.ModifyPowerToughness(
                subject, predicate.power, predicate.toughness, duration, origin
            )
        return ir.GrantKeyword(subject, predicate.keyword, duration, origin)


_OBJECT_PREDICATES = (ast.ModifyPowerToughness, ast.GainKeyword)
_STATEMENTS = (
    ast.HasKeywords,
    ast.CantBeBlocked,
    ast.CanBlockOnly,
    ast.AttacksEachCombat,
    ast.CanBlockAdditional,
    ast.LosesKeyword,
    ast.IsIndestructible,
)


def lower_ability(
    line: ast.AbilityLine,
    source: SourceFile,
    diagnostics: list[Diagnostic],
    face: ir.CardFace | None = None,
) -> list[ir.Ability] | None:
    """The IR abilities of one ability line, or None after reporting why it cannot lower.

    ``face`` (the card's types) decides what a statement means: on a permanent
    it is a static ability, on an instant or sorcery a spell ability (113.3).
    """
    try:
        return _Lowerer(source, diagnostics, face).ability(line)
    except LoweringError:
        return None
