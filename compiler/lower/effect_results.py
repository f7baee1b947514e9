"""Lowering of references to what an instruction just did (608.2c, 608.2h).

"Target opponent sacrifices a creature. You gain life equal to that creature's toughness.",
"…, you may sacrifice a nontoken creature. If you do, … where X is the sacrificed creature's
toughness.", "Target player exiles a card from their graveyard. If it's a creature card, …",
"Destroy all enchantments. You gain 1 life for each enchantment destroyed this way.": each
instruction whose IR node has a ``result_kind`` (a sacrifice, a destruction, a mill, a
discard, an exile) is noted in the scope as it lowers; a later reference to what it affected
reads the runtime's record of it (ir/effect_results.py).

A reference lowers only when exactly one antecedent exists: one noted instruction of its
kind (and of a noun it agrees with), and no target, event object or cards looked at that the
same words could name. Anything else is a diagnostic (E201, E211, E213), never a guess.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import CardType, ObjectFilter, ZoneKind

from .. import ast, ir
from .scope import can_be

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError
    from .scope import Scope

# The verbs of "… <verb> this way" / 「これにより…された」 (ast.ThisWayObjects.verb): the
# result kinds each can name; "put into a graveyard" names any instruction that puts objects
# into a graveyard (701.7, 701.8, 701.13b, 701.17).
_INTO_GRAVEYARD = ("sacrificed", "destroyed", "milled", "discarded")
VERB_KINDS: dict[str, tuple[str, ...]] = {
    "destroyed": ("destroyed",),
    "discarded": ("discarded",),
    "exiled": ("exiled",),
    "sacrificed": ("sacrificed",),
    "milled": ("milled",),
    "graveyard": _INTO_GRAVEYARD,
    "tapped": ("tapped",),  # "for each creature tapped this way" (lower/any_number.py)
}


# The fields of an instruction that name the objects it acts on.
_ACTED_ON = ("obj", "card", "cards")


@dataclass(frozen=True)
class NotedResult:
    """One instruction of the ability that records what it affected (608.2c)."""

    kind: str  # its IR node's result_kind
    objects: ObjectFilter | None  # the noun it chose by, where it said one
    one: bool  # it affects at most one object ("a creature", "the top card")
    chooses: bool  # it chose or found objects no earlier word named (not "target …", "it")
    cards: bool  # cards moved between zones other than the battlefield (400.7: found anew)


def _one_player(player: Any) -> bool:
    """Whether a selector names at most one player (not "each player")."""
    return not isinstance(player, (ir.EachPlayer, ir.AllTargets))


def noted_result(effect: Any) -> NotedResult | None:
    """What a lowered instruction records, or None if it records nothing (608.2c)."""
    kind = getattr(type(effect), "result_kind", None)  # a placeholder of lower/library.py has none
    if kind is None:
        return None
    if isinstance(effect, ir.Sacrifice):
        one = effect.obj is None and effect.count == 1 and _one_player(effect.player)
        return NotedResult(kind, effect.filter, one, effect.obj is None, False)
    if isinstance(effect, (ir.Mill, ir.Discard)):
        one = effect.amount == 1 and _one_player(effect.player)
        return NotedResult(kind, None, one, True, True)
    if isinstance(effect, ir.ExileTop):
        # cards of a library, found anew in exile (400.7); "that card" / "it" after it are the
        # cards looked at (lower/library.py), so it is no choice a pronoun could name here
        return NotedResult(kind, None, effect.amount == 1, False, True)
    obj = getattr(effect, "obj", None)
    if isinstance(obj, ir.ChosenObjects):
        one = obj.count == 1 and _one_player(obj.chooser)
        cards = obj.zone != ZoneKind.BATTLEFIELD
        return NotedResult(kind, obj.filter, one, True, cards)
    if isinstance(obj, ir.EachObject):
        return NotedResult(kind, obj.filter, False, True, obj.zone != ZoneKind.BATTLEFIELD)
    return NotedResult(kind, None, False, False, False)


def _agrees(result: NotedResult, card_type: CardType | None) -> bool:
    """Whether a demonstrative's type ("that creature") can name what the instruction chose."""
    if card_type is None or result.objects is None:
        return True
    return can_be(result.objects, card_type)


class EffectResultLowering:
    """Methods of the lowering pass for references to effect results (mixed into Lowerer)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def text(self, span: Span) -> str: ...

        def number_disagrees(self, pronoun: ast.PronounReference, number: str) -> LoweringError: ...

    def note_result(self, effect: Any, scope: Scope, span: Span) -> Any:
        """The instruction, noted if it records what it affected (for the references after
        it); one that acts on what an earlier instruction moved acts on the new object it became
        (400.7: "exile a creature you control, then return it to the battlefield"), which only
        a value reads as it last existed (608.2h)."""
        for name in _ACTED_ON:
            selector = getattr(effect, name, None)
            if isinstance(selector, ir.EffectResult) and not selector.moved:
                effect = replace(effect, **{name: ir.EffectResult(selector.kind, True)})
            if isinstance(selector, ir.EffectResults) and selector.zone is None:
                # they are read as they last existed; where they went is not said
                raise self.fail(
                    "E290", f"ofuda cannot yet act on the objects {selector.kind} this way "
                    "(only count them, or those put into a graveyard this way)",
                    span,
                )
        noted = noted_result(effect)
        if noted is not None:
            scope.results.append(noted)
        return effect

    def _ambiguous(self, span: Span, words: str, what: str) -> LoweringError:
        return self.fail(
            "E213",
            f"「{words}」 could mean {what}: ofuda does not guess which",
            span,
            "name the object by its own words (\"target creature\", \"the sacrificed creature\")",
        )

    def result_pronoun(
        self, reference: ast.PronounReference, scope: Scope
    ) -> tuple[ir.Selector, str] | None:
        """「そのクリーチャー」 / "that creature", 「そのカード」 / "that card", 「それ」 / "it"
        naming the one object an earlier instruction chose (608.2c); None where no such
        instruction agrees with the words (the other bindings of lower/anaphora.py apply)."""
        if reference.wants not in ("any", "object", "card") or not scope.results:
            return None
        # after a look, what an instruction before it chose is no longer the nearest (608.2c)
        since = scope.results_before_look if scope.looked is not None else 0
        chosen = [
            r for r in scope.results[since:] if r.chooses and _agrees(r, reference.card_type)
        ]
        if not chosen:
            return None
        words = reference.word or "it"
        if len(chosen) > 1:
            raise self._ambiguous(reference.span, words, "what either of two instructions chose")
        (result,) = chosen
        rivals = scope.latest("object", reference.card_type) is not None or (
            scope.event_object or scope.looked is not None or scope.partner is not None
        )
        # a permanent's "it" / 「それ」 also means the permanent itself (lower/anaphora.py): after
        # a sacrifice or destruction it could mean either; a card moved is told apart by its zone
        if reference.wants == "any" and not scope.is_spell and not result.cards:
            rivals = True
        if rivals:
            raise self._ambiguous(
                reference.span, words, "a target, the event's object, cards looked at or this "
                "permanent as well as what an instruction chose",
            )
        if not result.one:
            raise self.number_disagrees(reference, "several")
        # a permanent that left is seen as it last existed (608.2h); "that card" and any card
        # moved between other zones is the new object (400.7, 701.13b)
        return ir.EffectResult(result.kind, result.cards or reference.wants == "card"), "object"

    def paid_or_result(self, reference: ast.PaidReference, scope: Scope) -> ir.Selector | None:
        """「その生け贄に捧げられたクリーチャー」 / "the sacrificed creature" naming what an
        instruction of the ability sacrificed (608.2h), where no cost paid one; None where no
        instruction did (lower/paid.py binds it to the cost)."""
        chosen = [r for r in scope.results if r.kind == reference.kind and r.chooses]
        if not chosen:
            return None
        words = self.text(reference.span)
        if len(chosen) > 1 or scope.paid.get(reference.kind) or (
            reference.kind == "exiled" and scope.linked_exile
        ):
            raise self._ambiguous(reference.span, words, "more than one object")
        if not chosen[0].one:
            raise self.fail("E211", f"「{words}」 names one object, and the instruction before "
                            "it can affect several", reference.span)
        return ir.EffectResult(reference.kind, chosen[0].cards)

    def this_way_objects(self, node: ast.ThisWayObjects, scope: Scope) -> ir.EffectResults:
        """ "each enchantment destroyed this way", "creature card put into your graveyard this
        way", 「これにより破壊されたエンチャント」: the objects the one earlier instruction of
        that verb affected that match the noun (608.2c)."""
        kinds = VERB_KINDS[node.verb]
        found = [r for r in scope.results if r.kind in kinds]
        words = self.text(node.span)
        if not found:
            raise self.fail(
                "E201", f"「{words}」 refers to nothing: no instruction before it does that",
                node.span,
            )
        if len({r.kind for r in found}) > 1 or len(found) > 1:
            raise self._ambiguous(node.span, words, "what either of two instructions did")
        zone = ZoneKind.GRAVEYARD if node.verb == "graveyard" else None
        if node.verb == "exiled" and found[0].cards:
            zone = ZoneKind.EXILE  # a card exiled is found in exile (400.7)
        noun = None if node.noun.filter == ObjectFilter() else node.noun.filter
        return ir.EffectResults(found[0].kind, noun, zone)

    def affected_condition(self, condition: ast.AffectedThisWay, scope: Scope) -> ir.AnyAffected:
        """「これによりクリーチャー・カードを捨てた場合」 / "If a creature card is discarded this
        way": the earlier instruction affected one of the noun (608.2c, 608.2h)."""
        results = self.this_way_objects(condition.objects, scope)
        if results.zone is not None and condition.objects.verb != "exiled":
            raise self.fail("E290", "ofuda cannot yet compile whether a card was put into a "
                            "graveyard this way", condition.span)
        return ir.AnyAffected(results.kind, results.filter)
