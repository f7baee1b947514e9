"""The build_ast pass for statics about groups and players and for damage replacement and
prevention (grammar/*/52-player-rules.lark, 53-damage.lark).

Part of the build_ast pass (a mixin of its transformer, see build_ast.py): methods are
named after the grammar's rules and read meanings from terminal names only, so both
languages build equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import Controller

from . import ast
from .source import Span


@v_args(meta=True)
class ReplacementBuilder(Transformer[Token, Any]):
    """Transformer methods for rules on players, replacement and prevention."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    # --- rules on players (118.3, 701.17) ------------------------------------

    def player_rule_clause(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """A statement about players: its subject is the players (or None: "you")."""
        nodes = [c for c in children if isinstance(c, ast.Node)]
        subject = nodes[0] if len(nodes) > 1 else None
        return ast.Clause(self._span(meta), subject, None, (nodes[-1],), None)  # type: ignore[arg-type]

    def players_word(self, meta: Meta, children: list[Any]) -> ast.PlayerNoun:
        return ast.PlayerNoun(self._span(meta), Controller.ANY)

    def cant_pay_costs(self, meta: Meta, children: list[Any]) -> ast.CantPayCosts:
        life = any(c == "life" for c in children if isinstance(c, str))
        nouns = [c for c in children if isinstance(c, ast.ObjectNoun)]
        return ast.CantPayCosts(self._span(meta), life, nouns[0] if nouns else None)

    def pay_life_forbidden(self, meta: Meta, children: list[Any]) -> str:
        return "life"

    def sacrifice_forbidden(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        return next(c for c in children if isinstance(c, ast.ObjectNoun))

    def opponents_spells_and_abilities(self, meta: Meta, children: list[Any]) -> Any:
        # "your opponents": the rule's wording; another player's opponents are kept as the
        # clause's subject for lowering to reject
        whose = [c for c in children if isinstance(c, ast.Node)]
        return None if not whose or isinstance(whose[0], ast.YouReference) else whose[0]

    def cant_cause_sacrifice(self, meta: Meta, children: list[Any]) -> ast.CantCauseSacrifice:
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.CantCauseSacrifice(self._span(meta), noun)

    # --- statics about the permanent and a group (611.3a) ------------------------

    def joint_subject_clause(self, meta: Meta, children: list[Any]) -> list[ast.Clause]:
        """ "CARDNAME and other permanents you control are …": the statement once per subject."""
        nodes = [c for c in children if isinstance(c, ast.Node) or isinstance(c, list)]
        predicates: list[Any] = []
        for node in nodes[2:]:
            predicates.extend(node if isinstance(node, list) else [node])
        span = self._span(meta)
        return [ast.Clause(span, subject, None, tuple(predicates), None) for subject in nodes[:2]]

    # --- damage and characteristic-defining values (604.3, 615.12) ----------------

    def pt_defining_clause(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """「CARDNAMEのパワーとタフネスは、それぞれ…に等しい」: the subject and the value."""
        nodes = [c for c in children if isinstance(c, ast.Node)]
        span = self._span(meta)
        predicate = ast.DefinesPowerToughness(span, nodes[-1])
        return ast.Clause(span, nodes[0], None, (predicate,), None)  # type: ignore[arg-type]

    def highest_life_value(self, meta: Meta, children: list[Any]) -> ast.HighestLifeValue:
        return ast.HighestLifeValue(self._span(meta), Controller.OPPONENT)

    def half_value(self, meta: Meta, children: list[Any]) -> ast.HalfValue:
        value = next(c for c in children if isinstance(c, ast.Node))
        return ast.HalfValue(self._span(meta), value, round_up=True)

    def unpreventable_clause(self, meta: Meta, children: list[Any]) -> ast.Clause:
        """615.12: the source whose damage can't be prevented is the clause's subject."""
        subject = next(c for c in children if isinstance(c, ast.Node))
        span = self._span(meta)
        return ast.Clause(span, subject, None, (ast.DamageCantBePrevented(span),), None)  # type: ignore[arg-type]

