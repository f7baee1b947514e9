"""Lowering of the statics about players and of damage replacement and prevention.

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): a statement whose subject is
players (「プレイヤーは」 / "Players") or your opponents' spells and abilities becomes a rule
on players (118.3, 701.17), in the vocabulary of :mod:`ofuda.runtime.statics_replacement`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_replacement as rr
from ofuda.runtime.definitions import ObjectFilter

from . import ast, ir

if TYPE_CHECKING:  # pragma: no cover
    from .source import Span

# "permanents" / 「パーマネント」: the noun's filter names no criterion.
_ANY_PERMANENT = ObjectFilter()


class ReplacementLowering:
    """Methods of the lowering pass for rules on players (mixed into ``Lowerer``)."""

    def fail(
        self, code: str, message: str, span: Span, *hints: str
    ) -> Exception:  # pragma: no cover - provided by the Lowerer
        raise NotImplementedError

    def player_rules(self, clause: ast.Clause) -> list[rt.StaticEffect] | None:
        """The rules a clause about players states, or None when it is about objects."""
        rules = [p for p in clause.predicates if isinstance(p, (ast.CantPayCosts, ast.CantCauseSacrifice))]
        if not rules:
            return None
        effects: list[rt.StaticEffect] = []
        for predicate in rules:
            if isinstance(predicate, ast.CantCauseSacrifice):
                if clause.subject is not None:
                    raise self.fail(
                        "E290",
                        "ofuda can compile this rule only about your opponents' spells and "
                        "abilities",
                        clause.subject.span,
                    )
                if predicate.permanents.filter != _ANY_PERMANENT:
                    raise self.fail(
                        "E290",
                        "ofuda cannot yet compile a protection from sacrificing some permanents "
                        "only; it protects all your permanents",
                        predicate.permanents.span,
                    )
                effects.append(rt.CantCauseSacrifice())  # 701.17
                continue
            players = clause.subject
            if not isinstance(players, ast.PlayerNoun):  # pragma: no cover - the grammar's shape
                raise self.fail("E252", "this rule needs players as its subject", clause.span)
            sacrifice = predicate.sacrifice.filter if predicate.sacrifice is not None else None
            effects.append(rr.CantPayCosts(players.controller, predicate.life, sacrifice))  # 118.3
        return effects

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

    def damage_static(self, predicate: object, affected: rt.Affected) -> rt.StaticEffect | None:
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
            return rr.PowerToughnessDefining(value, value)
        return None

    def static_value(self, value: object, span: Span) -> object:
        """A value a static ability computes continuously (evaluate.py's vocabulary)."""
        if isinstance(value, ast.HalfValue):
            return rr.Half(self.static_value(value.value, value.span), value.round_up)
        if isinstance(value, ast.HighestLifeValue):
            return rr.HighestLife(value.whose)
        raise self.fail(
            "E290", "ofuda cannot yet compute this value in a static ability", span
        )

