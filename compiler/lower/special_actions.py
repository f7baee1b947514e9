"""Lowering of the special actions a static ability offers (116.2d).

"Enchanted creature can't attack or block. That creature's controller may sacrifice a
permanent for that player to ignore this effect until end of turn." lowers to one static
ability whose effects are the first sentence's, plus
:class:`~ofuda.runtime.special_actions.MayIgnoreEffect` (who may take the action, its cost,
how long the effect is ignored). "…, and its activated abilities can't be activated" (602.5a)
adds :class:`~ofuda.runtime.statics_activation.CantActivateAbilities` for the statement's
subject; "Activated abilities of artifacts can't be activated." for every permanent of a kind. A mixin of lower.Lowerer, ahead of the lowering of statements it extends.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import Cost, Duration
from ofuda.runtime.special_actions import ControllerOfAffected, MayIgnoreEffect
from ofuda.runtime.statics_activation import CantActivateAbilities

from .. import ast, ir
from .line_kinds import lowers_line
from .scope import Scope

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

# 514.2: both "until end of turn" and "this turn" end in the cleanup step.
_DURATIONS = {
    ast.StatedDuration.UNTIL_END_OF_TURN: Duration.END_OF_TURN,
    ast.StatedDuration.THIS_TURN: Duration.END_OF_TURN,
}


class SpecialActionsLowering:
    """Lowers 「…ことによって、…この効果を無視してもよい」 / "… may [cost] for that player to
    ignore this effect …"; mixed into lower.Lowerer before the statements' lowering."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def cost_item(self, item: Any, scope: Any) -> Any: ...

        def affected(self, subject: Any, span: Span, condition: Any) -> Any: ...

    def static_ability(self, sentences: Any, condition: Any, origin: str) -> ir.StaticAbility:
        """A statement followed by the offer to ignore its effect (116.2d)."""
        offers = [s for s in sentences if isinstance(s, ast.IgnoreEffectSentence)]
        if not offers:
            return super().static_ability(sentences, condition, origin)  # type: ignore[misc]  # mixin
        offer = offers[0]
        rest = tuple(s for s in sentences if not isinstance(s, ast.IgnoreEffectSentence))
        if len(offers) > 1 or sentences[-1] is not offer or not rest:
            raise self.fail(
                "E250",
                'an offer to ignore "this effect" follows the statement whose effect it is',
                offer.span,
                'write the statement first, then one sentence "… may … to ignore this effect …"',
            )
        static = super().static_ability(rest, condition, origin)  # type: ignore[misc]
        effect = self.ignore_offer(offer, static.effects)
        return ir.StaticAbility((*static.effects, effect), static.condition, origin)

    def ignore_offer(self, offer: ast.IgnoreEffectSentence, effects: Any) -> MayIgnoreEffect:
        """116.2d: who may ignore the effect, what they pay, and for how long."""
        affected = next(
            (e.affected for e in reversed(effects) if getattr(e, "affected", None) is not None),
            None,
        )
        player = offer.player
        if not (
            isinstance(player, ast.ControllerOfReference)
            and isinstance(player.of, ast.PronounReference)
            and player.of.wants in ("object", "any")
            and affected is not None
        ):
            raise self.fail(
                "E250",
                "the player who may ignore the effect is the controller of the object the "
                'statement is about ("that creature\'s controller")',
                player.span,
            )
        self.agree(player.of, "object", "one")  # type: ignore[attr-defined]  # "that creature's"
        beneficiary = offer.beneficiary
        if not (isinstance(beneficiary, ast.PronounReference) and beneficiary.wants == "player"):
            raise self.fail(
                "E250",
                'the effect is ignored by the player who pays: "for that player to ignore …"',
                beneficiary.span,
            )
        cost = Cost(tuple(self.cost_item(item, Scope()) for item in offer.cost))
        assert offer.duration is not None  # the grammar always states one
        return MayIgnoreEffect(ControllerOfAffected(affected), cost, _DURATIONS[offer.duration])

    def static_clause(self, clause: Any, condition: Any) -> list[Any]:
        """「…できず、それの起動型能力は起動できない」 / "…, and its activated abilities can't be
        activated": a prohibition on the subject's activated abilities (602.5a)."""
        found = [p for p in clause.predicates if isinstance(p, ast.CantActivateAbilities)]
        if not found:
            return super().static_clause(clause, condition)  # type: ignore[misc]  # mixin
        for predicate in found:
            if not isinstance(predicate.owner, ast.PronounReference):
                raise self.fail(
                    "E250",
                    "whose activated abilities can't be activated: the statement's subject "
                    '("its", それの)',
                    predicate.owner.span,
                )
            self.agree(predicate.owner, "object")  # type: ignore[attr-defined]  # its, それの
        rest = tuple(p for p in clause.predicates if not isinstance(p, ast.CantActivateAbilities))
        effects = (
            super().static_clause(replace(clause, predicates=rest), condition)  # type: ignore[misc]
            if rest
            else []
        )
        affected = self.affected(clause.subject, clause.span, condition)
        return [*effects, CantActivateAbilities(affected)]

    @lowers_line(ast.ActivationProhibitionLine)
    def activation_prohibition(
        self, line: ast.ActivationProhibitionLine, origin: str
    ) -> ir.StaticAbility:
        """"Activated abilities of artifacts can't be activated." (602.5a): a permanent's static
        ability about every permanent of the kind, whoever controls it."""
        if not self.on_permanent():  # type: ignore[attr-defined]
            raise self.fail(
                "E251", "a prohibition on activating abilities is a permanent's static ability, "
                "not an instruction", line.span,
            )
        noun = line.noun
        if noun.zone != "battlefield" or noun.controlled_by is not None or noun.also_player:
            raise self.fail(
                "E202", "only permanents have activated abilities that can be forbidden here: "
                "「アーティファクトの」 / \"of artifacts\"", noun.span,
            )
        return ir.StaticAbility(
            (CantActivateAbilities(rt.PermanentsMatching(noun.filter)),), None, origin
        )

    def effect_sentence(self, sentence: Any, scope: Any) -> Any:
        """Instructions (of a spell, an activated or a triggered ability) can't offer a special
        action: only a static ability's effect can be ignored this way (116.2d)."""
        if isinstance(sentence, ast.IgnoreEffectSentence):
            raise self.fail(
                "E250",
                "only a permanent's static ability can offer to ignore its effect (116.2d)",
                sentence.span,
            )
        for clause in getattr(sentence, "clauses", ()):
            for predicate in clause.predicates:
                if isinstance(predicate, ast.CantActivateAbilities):
                    raise self.fail(
                        "E290",
                        'ofuda can compile "its activated abilities can\'t be activated" only as '
                        "a permanent's static ability (602.5a), not as an instruction",
                        predicate.span,
                    )
        return super().effect_sentence(sentence, scope)  # type: ignore[misc]
