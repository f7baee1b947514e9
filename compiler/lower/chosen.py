"""Lowering of as-enters choices (614.12), chosen qualities, copies, "becomes".

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). "As CARDNAME enters
the battlefield, choose a creature type" is a static ability whose effect
(:class:`~ofuda.runtime.statics.ChooseAsEnters`) the runtime applies as a
replacement while the permanent enters; "the chosen type" elsewhere on the card
reads the choice the permanent remembers.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import Controller, ObjectFilter

from .. import ast, ir
from .line_kinds import lowers_line
from .sentence_kinds import appends_effects

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError
    from .scope import Scope


class ChosenLowering:
    """Methods of the lowering pass for as-enters choices, chosen qualities, copies and
    "becomes" (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def effect_sentence(self, sentence: ast.EffectSentence, scope: Scope) -> list[ir.Effect]: ...

        def text(self, span: Span) -> str: ...

        def on_permanent(self) -> bool: ...

        def clause(
            self, clause: ast.Clause, scope: Any, origin: str, inherited: Any = None
        ) -> tuple[list[ir.Effect], Any, str]: ...

    @lowers_line(ast.AsEntersChoice)
    def as_enters_choice(self, line: ast.AsEntersChoice, origin: str) -> ir.StaticAbility:
        """ "As CARDNAME enters the battlefield, choose a creature type." (614.12)."""
        if not isinstance(line.subject, ast.SelfReference):
            raise self.fail(
                "E204",
                "only this permanent's own entering can be replaced by a choice (614.12)",
                line.subject.span,
            )
        if line.count != 1:
            raise self.fail(
                "E290", "ofuda can compile the choice of one creature type or colour as a "
                "permanent enters, not of several", line.span,
            )
        if line.choice is rt.Choice.CARD_NAME:
            names = self._card_name_kinds(line.names)
            return ir.StaticAbility((rt.ChooseAsEnters(line.choice, names),), None, origin)
        if line.names is not None:  # pragma: no cover - the grammar names cards only
            raise self.fail("E290", "only a card name is chosen among cards' kinds", line.names.span)
        return ir.StaticAbility((rt.ChooseAsEnters(line.choice),), None, origin)

    def _card_name_kinds(self, noun: ast.ObjectNoun | None) -> ObjectFilter | None:
        """201.3: "a nonland card name" / 「土地でないカード名」: the kinds of card whose name may be
        chosen — types, subtypes, supertypes and their exclusions; a card noun saying more (a
        zone, a controller, a colour) names no kind of card name, and is refused."""
        if noun is None:
            return None
        flt = noun.filter
        kinds = ObjectFilter(
            card_types=flt.card_types, also_card_types=flt.also_card_types, subtypes=flt.subtypes,
            supertypes=flt.supertypes, excluded_card_types=flt.excluded_card_types,
            excluded_subtypes=flt.excluded_subtypes,
        )
        if (
            replace(flt, zone=None) != kinds
            or noun.zone != "battlefield"
            or noun.controlled_by is not None
            or noun.same_name_as is not None
            or noun.names is not None
            or noun.also_player
        ):
            raise self.fail(
                "E290", "ofuda can choose a card name among the names of a kind of card (its "
                "types), not of cards described otherwise", noun.span,
            )
        return None if kinds == ObjectFilter() else kinds

    @appends_effects(ast.ChooseTypeSentence)
    def choose_type_sentence(self, sentence: ast.ChooseTypeSentence, scope: Scope) -> ir.ChooseAsItResolves:
        """205.2a: "Choose a permanent type." — only with the next sentence's "of the chosen
        type" (build_ast joins them); a choice nothing uses, or of several types, is refused."""
        if not sentence.used:
            raise self.fail(
                "E290", "ofuda can compile a permanent type chosen by a sentence of its own only "
                "for \"of the chosen type\" in the next sentence", sentence.span,
            )
        return ir.ChooseAsItResolves(ir.You(), rt.Choice.PERMANENT_TYPE, self.text(sentence.span))

    @lowers_line(ast.CantBeCastLine)
    def cant_be_cast(self, line: ast.CantBeCastLine, origin: str) -> ir.StaticAbility:
        """601.3: "Spells with the chosen name can't be cast." / "The named card can't be cast."
        — a permanent's static ability forbidding every player to cast a spell of the noun ("the
        named card": a card with the chosen name, as it would be cast)."""
        if not self.on_permanent():
            raise self.fail(
                "E251", "\"can't be cast\" is a permanent's static ability, not an instruction",
                line.span,
            )
        noun = line.spells
        if noun.zone != "stack" or noun.controlled_by is not None or noun.also_player:
            raise self.fail("E202", "only spells are cast: write 「…呪文」 / \"spells …\"",
                            noun.span)
        if noun.same_name_as is not None or noun.names is not None:
            raise self.fail("E290", "ofuda cannot forbid casting spells named so", noun.span)
        return ir.StaticAbility((rt.CantBeCast(noun.filter),), None, origin)

    def controls_none_condition(self, condition: ast.ControlsNoneCondition) -> rt.ControlsCount:
        """ "as long as you control no other creatures" / "… its controller controls no other
        creatures" (611.3b): "its controller" is the controller of each object the statement
        is about, and "other" excludes that object."""
        player = condition.player
        whose: Controller | None
        if isinstance(player, ast.YouReference):
            whose = Controller.YOU
        elif isinstance(player, ast.ControllerOfReference) and isinstance(player.of, ast.PronounReference):
            self.agree(player.of, "object")  # type: ignore[attr-defined]  # the subject's
            whose = None
        else:
            raise self.fail(
                "E257",
                "ofuda can count only what you, or the controller of the object this statement is "
                "about, control here",
                player.span,
            )
        noun = condition.noun
        if noun.zone != "battlefield" or noun.controlled_by is not None:
            raise self.fail("E257", "only permanents can be counted here", noun.span)
        return rt.ControlsCount(noun.filter, 0, whose=whose)

    def doesnt_untap(self, predicate: ast.DoesntUntap, affected: rt.Affected) -> rt.DoesntUntap:
        """502.3: "doesn't untap during its controller's untap step" — the untap step of the
        affected object's controller, the only one the runtime knows. "CARDNAME doesn't untap
        during your untap step" is the same step: "you" is the controller of the permanent
        whose ability it is (109.5), and that permanent is the one affected."""
        whose = predicate.whose
        yours = isinstance(whose, ast.YouReference) and isinstance(affected, rt.ThisPermanent)
        if whose is not None and not yours and not (
            isinstance(whose, ast.ControllerOfReference)
            and isinstance(whose.of, ast.PronounReference)
            and whose.of.wants in ("object", "any")  # 「それの」: the affected object's
        ):
            raise self.fail(
                "E290",
                "ofuda cannot yet compile \"doesn't untap\" during another untap step than its "
                "controller's",
                whose.span,
            )
        return rt.DoesntUntap(affected)

    @appends_effects(ast.UnlessSentence)
    def unless_sentence(self, sentence: ast.UnlessSentence, scope: Scope) -> ir.Unless:
        """118.12a: "Exile it unless you sacrifice another creature", "sacrifice Fettergeist
        unless you pay {1} for each other creature you control": the player may make the
        payment (if they can); the instructions happen if they don't. The payment is a clause
        of its own (its player the subject, "for each" its count, worked out on resolution)."""
        effects = tuple(self.effect_sentence(sentence.body, scope))
        subject, inherited = sentence.player, None
        body_player = getattr(effects[0], "player", None) if effects else None
        if (
            isinstance(subject, ast.PronounReference)
            and subject.wants in ("subject", "group")  # 自分 / singular "they"
            and body_player is not None
        ):
            # "Target player loses 3 life unless they sacrifice a creature / pay {2}": "they"
            # is the player the instructions are about, not you
            subject, inherited = None, (body_player, "player")
        clause = ast.Clause(sentence.payment.span, subject, None, (sentence.payment,), sentence.each)
        origin = self.text(sentence.payment.span)
        payment = tuple(self.clause(clause, scope, origin, inherited)[0])
        player = getattr(payment[0], "player", None) if len(payment) == 1 else None
        if sentence.each is not None and not isinstance(payment[0], ir.PayMana):
            # the renderers count only mana "for each" (「…１体につき{1}を支払わないかぎり」)
            raise self.fail("E290", "ofuda can count only a payment of mana 「…につき」 / \"for "
                            "each …\" in an \"unless\" sentence", sentence.each.span)
        if player is None:
            raise self.fail("E290", "ofuda can compile only a sacrifice or a payment of mana as "
                            "the payment of \"unless\" here", sentence.payment.span)
        return ir.Unless(player, payment, effects, self.text(sentence.span))

    def enters_as_copy(self, predicate: ast.EntersAsCopy, affected: rt.Affected) -> rt.EntersAsCopy:
        """614.1c, 707.9: "<permanents> enter the battlefield as a copy of enchanted creature"."""
        if not isinstance(affected, rt.PermanentsMatching):
            raise self.fail("E252", "「…として戦場に出る」 / \"enter the battlefield as …\" is said of "
                            "a group of permanents", predicate.span)
        model = predicate.model
        if isinstance(model, ast.EnchantedReference):
            of: rt.Affected = rt.EnchantedPermanent()
        elif isinstance(model, ast.EquippedReference):
            of = rt.EquippedCreature()
        else:
            raise self.fail("E290", "ofuda can copy only the enchanted or equipped creature here",
                            model.span)
        return rt.EntersAsCopy(affected.filter, of)
