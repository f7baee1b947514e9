"""The lower pass, abilities an instruction gives permanents: a created token's abilities
written in quotation marks ('create a 2/2 red Dragon creature token with flying and "{R}: …"',
113.2c), the ability of a predefined token the rules define (111.10: "create a Treasure token"),
and the abilities an object gains for a duration ('gains "…"', 611.2a, 613.1f).

A predefined token's ability is the rules' own text, compiled by ofuda from both languages
(compiler/predefined_tokens.py).
"""

from __future__ import annotations

from typing import Any

from .. import ast, ir
from ..predefined_tokens import PREDEFINED_TOKENS, predefined_token_abilities
from .predicate_kinds import Instruction, lowers_predicate


class TokenLowering:
    """Methods of the lowering pass for the abilities of created tokens (mixed into
    ``Lowerer``)."""

    # lowering the quoted abilities of a token or of an object that gains them: a statement there
    # is a permanent's static ability (113.3d), whatever card's instruction gives it
    # (PermanentsLowering.on_permanent)
    in_permanent_quotation: bool = False

    def fail(
        self, code: str, message: str, span: Any, *hints: str
    ) -> Exception:  # pragma: no cover
        raise NotImplementedError

    def ability(self, line: ast.AbilityLine) -> list[ir.Ability]:  # pragma: no cover
        raise NotImplementedError

    def token_abilities(self, predicate: ast.CreateTokens) -> tuple[ir.Ability, ...]:
        """The abilities the created tokens have besides their keywords (111.4): those the
        text quotes (113.2c, lowered like the card's own lines; "this creature" in them is the
        token), or a predefined token's (111.10)."""
        if predicate.predefined:
            if predicate.predefined not in PREDEFINED_TOKENS:
                known = ", ".join(PREDEFINED_TOKENS)
                raise self.fail(
                    "E290",
                    f"ofuda knows the predefined tokens {known} (rule 111.10), not "
                    f"{predicate.predefined}",
                    predicate.span,
                )
            return predefined_token_abilities(predicate.predefined)
        return self.permanent_quoted_abilities(predicate.abilities)

    @lowers_predicate(ast.CreateTokens)
    def create_tokens(self, p: ast.CreateTokens, at: Instruction) -> ir.Effect:
        """ "create N … tokens" (111.2)."""
        scope = at.scope
        if not scope.kinds:
            scope.name_group(ir.CreatedTokens())  # "those tokens" (111.2)
        scope.plain_tokens_made_after = len(scope.kinds)  # "it" now means a token: anaphora.py
        amount = self.amount(p.amount, scope, at.subject)  # type: ignore[attr-defined]
        return ir.CreateTokens(
            at.subject, p.token, amount, p.tapped, p.attacking, at.origin, self.token_abilities(p)
        )

    @lowers_predicate(ast.CreateTokenCopies)
    def token_copies(self, predicate: ast.CreateTokenCopies, at: Instruction) -> ir.CreateTokenCopies:
        """ "create a token that's a copy of …" (707.2): the model must be an object."""
        player, origin, scope = at.subject, at.origin, at.scope
        model, kind = self.reference(predicate.model, scope, player)  # type: ignore[attr-defined]
        if kind == "player":
            raise self.fail("E202", "a token can be a copy of an object, not of a player",
                            predicate.model.span)
        amount = self.amount(predicate.amount, scope, player)  # type: ignore[attr-defined]
        scope.copies_made_after = len(scope.kinds)  # a later "it" is the token (608.2c)
        scope.name_group(ir.CreatedTokens())  # and "those tokens" / 「それらのトークン」
        return ir.CreateTokenCopies(player, model, amount, origin)

    def permanent_quoted_abilities(self, lines: tuple[ast.AbilityLine, ...]) -> tuple[ir.Ability, ...]:
        """Abilities written in quotation marks that an instruction gives a permanent (a token it
        creates, an object that gains them), lowered as a permanent's lines."""
        granted: list[ir.Ability] = []
        outer, self.in_permanent_quotation = self.in_permanent_quotation, True
        try:
            for line in lines:
                granted.extend(self.ability(line))
        finally:
            self.in_permanent_quotation = outer
        return tuple(granted)

    def warn(self, code: str, message: str, span: Any, *hints: str) -> None:  # pragma: no cover
        raise NotImplementedError

    def check_token_reminder(self, rule: ast.TokenRule, abilities: list[ir.Ability]) -> None:
        """A reminder restating the ability of the tokens its line creates (111.10) should say
        exactly their abilities; it has no rules meaning (207.2), so one that says something
        else is a warning (W240) and the card compiles from its sentences."""
        said = self.permanent_quoted_abilities(rule.abilities)
        created = [e.abilities for e in _created_tokens(abilities)]
        if said not in created:
            self.warn(
                "W240",
                "this reminder text restates a token's ability, but the line creates no token "
                "with that ability",
                rule.span,
                "a reminder in parentheses restates the rules (rule 207.2); the card is "
                "compiled from its sentences, not the reminder",
            )


def _created_tokens(items: Any) -> list[ir.CreateTokens]:
    """Every instruction creating tokens inside abilities or effects."""
    found: list[ir.CreateTokens] = []
    for item in items:
        if isinstance(item, ir.CreateTokens):
            found.append(item)
        for name in ("effects", "instead"):
            found += _created_tokens(getattr(item, name, ()))
    return found
