"""The lower pass, permissions to play or cast cards where they are (601.3, 305.1, 118.9).

「ターン終了時まで、あなたはこれにより追放されたカードをプレイしてもよい。」 / "Until end of turn, you
may play cards exiled this way." (M21 Chandra, Heart of Fire), "You may cast them this turn.",
"You may play them this turn without paying their mana costs." (M20 Golos), "You may play that
card for as long as it remains exiled." (611.2b): a "you may" with a duration is a permission
that lasts (601.3), not a choice made as the ability resolves. Who may (the clause's subject:
only "you"), which cards (a reference of the ability), what the player may do (play: a land card
as a land, 305.1; cast), for how long (the clause's duration) and at what cost (its own, or
none: 118.9) are each read from the sentence. A mixin of lower.Lowerer, ahead of the library
lowering whose sentences it reads first.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ofuda import runtime as rt
from ofuda.runtime.definitions import CardType, Controller, Duration, ObjectFilter, ZoneKind

from .. import ast, ir
from ..ast import library as lib
from .library import sole_permission

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

# The durations a permission may be given for (514.2: "until end of turn" and "this turn" both
# end in the cleanup step).
_TURN = (ast.StatedDuration.UNTIL_END_OF_TURN, ast.StatedDuration.THIS_TURN)


class PlayPermissionLowering:
    """Lowers "you may play / cast … <duration>" to :class:`ir.AllowCast`; mixed into
    lower.Lowerer before LibraryLowering."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def text(self, span: Span) -> str: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

    # --- a permanent's permission (601.3): "You may cast spells from your hand …" ---------------

    def static_ability(self, sentences: Any, condition: Any, origin: str) -> ir.StaticAbility:
        """「あなたは、あなたの手札から呪文を、それらのマナ・コストを支払うことなく唱えてもよい。」 /
        "You may cast spells from your hand without paying their mana costs.", "You may cast
        Goblin spells from the top of your library.": a rule on the permanent's controller."""
        found = sole_permission(sentences[0], lib.CardsFromZone) if len(sentences) == 1 else None
        if found is None or condition is not None:
            return super().static_ability(sentences, condition, origin)  # type: ignore[misc]
        return ir.StaticAbility((self._zone_permission(found),), None, origin)

    def _zone_permission(self, p: lib.CardsFromZone) -> Any:
        """The runtime's rule for a permission to play or cast cards of a zone: the top card of
        your library (401.2), or without paying, from your hand (118.9)."""
        noun = p.noun
        f = noun.filter
        yours = f.controller == Controller.YOU or isinstance(noun.controlled_by, ast.YouReference)
        cards = dataclasses.replace(f, controller=Controller.ANY)
        if p.top_of is not None:
            # a noun with no zone of its own words (a spell's or a permanent's default zone)
            unzoned = noun.zone in ("stack", "battlefield")
            if not isinstance(p.top_of, ast.YouReference) or not unzoned or yours:
                raise self.fail(
                    "E290", "ofuda can compile playing cards from the top of a library only for "
                    "your own library", p.span,
                )
            if not p.play and CardType.LAND in cards.card_types:
                raise self.fail("E202", "a land card is played, not cast (305.1)", p.span)
            if p.play and cards != ObjectFilter(card_types=(CardType.LAND,)):
                raise self.fail(
                    "E290", "ofuda can compile playing only lands from the top of a library "
                    "(and casting spells from it)", p.span,
                )
            return rt.MayPlayFromLibraryTop(cards, p.play)
        if p.free and not p.play and noun.zone == "hand" and yours:
            return rt.MayCastWithoutPaying(cards, ZoneKind.HAND)
        raise self.fail(
            "E290", "ofuda can compile casting spells without paying their mana costs only "
            "from your hand", p.span,
        )

    def effect_sentence(self, sentence: Any, scope: Any) -> list[ir.Effect]:
        """A permission sentence as its one AllowCast; any other as the bases lower it."""
        permission = self._cast_permission(sentence, scope)
        if permission is not None:
            return [permission]
        return super().effect_sentence(sentence, scope)  # type: ignore[misc]  # mixin

    def _cast_permission(self, sentence: Any, scope: Any) -> ir.AllowCast | None:
        """The permission a "you may" sentence with a duration states (601.3), or None for a
        sentence of another shape (lowered as the instructions it is)."""
        if not isinstance(sentence, ast.EffectSentence) or not sentence.optional:
            return None
        if len(sentence.clauses) != 1 or sentence.condition is not None:
            return None
        clause = sentence.clauses[0]
        predicate = clause.predicates[0] if len(clause.predicates) == 1 else None
        if not isinstance(predicate, (lib.PlayCard, lib.CastCard, lib.CastFree)):
            return None
        phrase_turn = isinstance(predicate, lib.PlayCard) and predicate.this_turn
        lasting = clause.duration if isinstance(clause.duration, ast.ConditionDuration) else None
        while_exiled = lasting is not None
        if phrase_turn and clause.duration is not None:
            raise self.fail("E290", "this permission says its duration twice", clause.span)
        if clause.duration not in _TURN and not while_exiled and not phrase_turn:
            return None  # no duration: a choice made now (lower/library.py)
        if clause.each is not None:
            raise self.fail("E290", "ofuda cannot compile \"for each\" on a permission", clause.span)
        if clause.subject is not None and not isinstance(clause.subject, ast.YouReference):
            raise self.fail(
                "E290", "ofuda can compile a permission to play or cast cards only for \"you\"",
                clause.span,
            )
        card, kind = self.reference(predicate.obj, scope, ir.You())
        if kind != "object":
            raise self.fail("E202", "only cards are played or cast", predicate.span)
        duration: Any = Duration.END_OF_TURN
        if lasting is not None:
            duration = self._while_exiled(lasting, card, scope)
        play = isinstance(predicate, lib.PlayCard)
        free = isinstance(predicate, lib.CastFree) or (
            isinstance(predicate, lib.PlayCard) and predicate.free
        )
        return ir.AllowCast(card, ir.You(), free, duration, self.text(sentence.span), play=play)

    def _while_exiled(self, duration: ast.ConditionDuration, card: Any, scope: Any) -> Any:
        """611.2b: a permission "for as long as it remains exiled" / 「そのカードが追放され続けて
        いるかぎり」, of the card it permits (a card that leaves exile is a new object, 400.7)."""
        obj, _ = self.reference(duration.reference, scope, ir.You())
        if duration.condition is not ast.LastingCondition.EXILED or obj != card or (
            duration.controller is not None
        ):
            raise self.fail("E290", "ofuda can compile a permission to play a card only \"for "
                            "as long as it remains exiled\"", duration.span)
        return ir.ForAsLongAs(rt.LastsWhile.EXILED, obj)


