"""The lower pass, instructions with a choice: "you may have …" quoted as an option.

Part of the lower pass (a mixin of lower.Lowerer, which binds references and lowers the
quoted sentences like any others).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import ZoneKind

from .. import ast, ir
from .effects import damage_may_target_planeswalkers
from .sentence_kinds import appends_effects

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class ChoicesLowering:
    """Lowers 「あなたは「…」を選んでもよい」; mixed into lower.Lowerer."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer
        damage_reaches_planeswalkers: bool

        def text(self, span: Span) -> str: ...

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

        def sentences(
            self, sentences: tuple[ast.Sentence, ...], scope: Any, *, allow_restriction: bool
        ) -> tuple[tuple[ir.Effect, ...], bool]: ...

    @appends_effects(ast.QuotedChoice)
    def quoted_choice(self, sentence: ast.QuotedChoice, scope: Any) -> list[ir.Effect]:
        """A player may have the quoted instructions happen: an optional instruction whose
        clauses have their own subjects (the same IR as English "you may have …")."""
        chooser, kind = self.reference(sentence.chooser, scope, None)
        if kind != "player":
            raise self.fail("E202", "only a player can choose an option", sentence.span)
        line = sentence.line
        if not isinstance(line, ast.SpellLine) or not all(
            isinstance(s, (ast.EffectSentence, ast.TargetSentence)) for s in line.sentences
        ):
            raise self.fail(
                "E290",
                "the option in quotation marks must be instructions, not an ability",
                sentence.span,
            )
        if any(isinstance(s, ast.EffectSentence) and s.optional for s in line.sentences):
            raise self.fail("E290", "an option inside an option", sentence.span)
        effects, _ = self.sentences(line.sentences, scope, allow_restriction=False)
        return [ir.Optional(chooser, effects, self.text(sentence.span))]

    # --- pairing (702.95) -------------------------------------------------------------

    def paired_condition(self, condition: ast.IfPaired, scope: Any) -> ir.IsPairedWith:
        """「それが…と組になっている場合」 / "If it's paired with …": checked on resolution; the
        partner becomes what 「そのクリーチャー」 / "that creature" means in the sentence."""
        obj, kind = self.reference(condition.subject, scope, None)
        if kind == "player":
            raise self.fail("E202", "only a creature can be paired (702.95)", condition.span)
        scope.partner = ir.PairedWith(obj)
        return ir.IsPairedWith(obj, condition.partner.filter)

    # --- amounts divided among targets (601.2d) ---------------------------------------

    def divided(
        self, p: ast.DividedDamage | ast.DividedCounters, subject: Any, scope: Any, origin: str
    ) -> ir.Effect:
        """Damage or counters divided among targets: the amount goes on the target phrase
        (announced as it is put on the stack, 601.2d), the effect gives each its share."""
        recipients, kind = self.reference(p.recipients, scope, subject)
        if not isinstance(recipients, (ir.AllTargets, ir.Targeted)):
            raise self.fail("E202", "an amount can be divided only among targets (601.2d)",
                            p.recipients.span)
        if not isinstance(p.amount, int):
            raise self.fail("E290", "ofuda can divide only a fixed amount", p.span)
        first = recipients.first if isinstance(recipients, ir.AllTargets) else recipients.index
        if isinstance(p, ast.DividedDamage) and self.damage_reaches_planeswalkers:
            damage_may_target_planeswalkers(ir.Targeted(first), scope)  # "any target" (115.4)
        spec_index = scope.firsts.index(first)
        scope.targets[spec_index] = dataclasses.replace(scope.targets[spec_index], divide=p.amount)
        if isinstance(p, ast.DividedCounters):
            if kind == "player":
                raise self.fail("E202", "counters are divided among permanents here", p.span)
            return ir.DivideCounters(p.kind, recipients, origin)
        if subject is None or isinstance(subject, ir.You):
            raise self.fail("E202", "damage needs a source: an object deals it", p.span)
        return ir.DealDividedDamage(subject, recipients, origin)

    # --- several recipients at once (120) --------------------------------------------

    def joint_reference(
        self, reference: ast.JointReference, scope: Any, subject: Any
    ) -> tuple[ir.Together, str]:
        """「AとB」 / "A and each B": all of them at once."""
        selectors = tuple(self.reference(r, scope, subject)[0] for r in reference.references)
        first = selectors[0]
        if isinstance(first, ir.Targeted) and first.index < len(scope.kinds) and (
            scope.kinds[first.index] == "object"
        ):
            # 「それと、他のすべてのクリーチャー」 / "target creature and all other creatures":
            # other than that object, not than this one (the same words as lower/lowerer.py's)
            selectors = (first, *(_other_than(s, first, scope) for s in selectors[1:]))
        return ir.Together(selectors), "any"

    # --- pay or sacrifice (FAQ P78) --------------------------------------------------

    @appends_effects(ast.SacrificeUnlessPay)
    def sacrifice_unless_pay(self, sentence: ast.SacrificeUnlessPay, scope: Any) -> ir.Effect:
        """"For each creature, its controller sacrifices it unless they pay X life": the one who
        pays and sacrifices must be each object's controller, and "it" that object."""
        for who in (sentence.payer, sentence.sacrificer):
            if not (isinstance(who, ast.ControllerOfReference)
                    and isinstance(who.of, ast.PronounReference)):
                raise self.fail("E202", "only each object's controller can pay for it or "
                                "sacrifice it here", who.span)
            self.agree(who.of, "object", "one")  # type: ignore[attr-defined]  # each one's
        if not isinstance(sentence.obj, ast.PronounReference):
            raise self.fail("E202", "what is sacrificed must be that object (「それ」 / \"it\")",
                            sentence.obj.span)
        self.agree(sentence.obj, "object", "one")  # type: ignore[attr-defined]
        noun = sentence.noun
        if noun.controlled_by is not None:
            raise self.fail("E290", "ofuda cannot yet compile who controls these objects here",
                            noun.span)
        amount = self.amount(sentence.amount, scope, None)  # type: ignore[attr-defined]
        objects = ir.EachObject(noun.filter, ZoneKind(noun.zone), None)
        return ir.SacrificeEachUnlessPayLife(objects, amount, self.text(sentence.span))


def _other_than(selector: Any, first: ir.Targeted, scope: Any) -> Any:
    """A group "other" than the ability's source made other than ``first`` (named again as the
    group the instruction named, 608.2c)."""
    if not isinstance(selector, ir.EachObject) or not selector.filter.other:
        return selector
    if selector.same_name_as is not None:
        return selector  # "with the same name as that creature": other than it already
    changed = dataclasses.replace(
        selector, filter=dataclasses.replace(selector.filter, other=False), other_than=first
    )
    if scope.group is selector:
        scope.group = changed
    return changed
