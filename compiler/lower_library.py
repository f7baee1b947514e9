"""The lower pass, library part: looking at, revealing and choosing among cards (H1 area).

An instruction that looks at, reveals or exiles cards makes them the ability's current group
of cards (608.2c); 「その中から」 / "from it", 「そのうちの１枚」 / "one of them", 「残り」 /
"the rest" and 「これにより公開された…」 / "… revealed this way" select from that group, and
「そのカード」 / "that card" / 「それ」 / "it" mean the card chosen from it (or, with no choice
made, the group itself: "reveal the top card … If it's a creature card"). A mixin of
lower.Lowerer, ahead of the effect lowering it extends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import ObjectFilter

from . import ast, ir
from . import ast_library as lib

if TYPE_CHECKING:  # pragma: no cover
    from .lower_effects import LoweringError
    from .source import Span

_TOP_VERBS = {"look": ir.LookAtTop, "reveal": ir.RevealTop, "exile": ir.ExileTop}


def _filter(noun: ast.ObjectNoun) -> ObjectFilter | None:
    """A noun's filter, or None for any card (「カード」 / "a card")."""
    return None if noun.filter == ObjectFilter() else noun.filter


class LibraryLowering:
    """Lowers the library phrase families; mixed into lower.Lowerer before EffectLowerer."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def amount(self, amount: Any, scope: Any, subject: Any) -> Any: ...

    def _effect(
        self, p: Any, subject: Any, subject_is: str, lasting: Any, origin: str, scope: Any
    ) -> ir.Effect:
        """The library predicates; every other predicate as lower_effects does it."""
        if not isinstance(p, lib.LIBRARY_PREDICATES):
            return super()._effect(p, subject, subject_is, lasting, origin, scope)  # type: ignore[misc, no-any-return]
        player = subject if subject_is == "player" else ir.You()
        if isinstance(p, (lib.RevealHand, lib.TopCards, lib.ChooseCards, lib.DiscardCard,
                          lib.SearchLibrary, lib.ShuffleLibrary)):
            if subject_is not in ("player", "any"):
                raise self.fail("E202", "this action needs a player as its subject", p.span)
        if isinstance(p, lib.RevealHand):
            scope.looked = ir.CardsThisWay(None)
            scope.chosen = False
            return ir.RevealHand(subject, origin)
        if isinstance(p, lib.TopCards):
            whose, kind = self.reference(p.whose, scope, subject)  # type: ignore[attr-defined]
            if kind != "player":
                raise self.fail("E202", "a library belongs to a player", p.span)
            scope.looked = ir.CardsThisWay(None)
            scope.chosen = False
            return _TOP_VERBS[p.verb](whose, self.amount(p.amount, scope, subject), origin)
        if isinstance(p, lib.SearchLibrary):
            whose, kind = self.reference(p.whose, scope, subject)  # type: ignore[attr-defined]
            if kind != "player":
                raise self.fail("E202", "a library belongs to a player", p.span)
            scope.looked = ir.CardsThisWay(None)
            scope.chosen = False
            return ir.SearchFor(whose, _filter(p.noun), p.count, origin)
        if isinstance(p, lib.RevealCards):
            cards, _ = self.reference(p.obj, scope, subject)  # type: ignore[attr-defined]
            return ir.RevealCards(cards, origin)
        if isinstance(p, lib.ShuffleLibrary):
            whose = subject
            if p.whose is not None:
                whose, _ = self.reference(p.whose, scope, subject)  # type: ignore[attr-defined]
            return ir.Shuffle(whose, origin)
        if isinstance(p, lib.RepeatProcess):
            return _REPEAT_HERE  # type: ignore[return-value]  # fold_library makes the loop
        if isinstance(p, lib.ChooseCards):
            among = self._looked(scope, p.span)
            scope.chosen = True
            return ir.ChooseCards(subject, among, _filter(p.noun), p.count, origin)
        if isinstance(p, lib.DiscardCard):
            cards, _ = self.reference(p.obj, scope, subject)  # type: ignore[attr-defined]
            return ir.DiscardObjects(subject, cards, origin)
        assert isinstance(p, lib.PutOnBottomAnyOrder)
        if p.top:
            raise self.fail(
                "E290", "ofuda cannot yet compile putting cards on top of a library in any order",
                p.span,
            )
        cards, _ = self.reference(p.obj, scope, subject)  # type: ignore[attr-defined]
        return ir.PutOnBottomInAnyOrder(cards, player, origin)

    def _looked(self, scope: Any, span: Span) -> ir.CardsThisWay:
        """The current group of cards, or a diagnostic if no instruction looked at any."""
        looked = getattr(scope, "looked", None)
        if looked is None:
            raise self.fail(
                "E201",
                "this refers to cards looked at or revealed, but no instruction before it "
                "looks at or reveals any",
                span,
                "first reveal or look at cards, e.g. 「…の一番上から４枚のカードを見る。」 / "
                '"look at the top four cards of your library."',
            )
        return looked  # type: ignore[no-any-return]

    def library_reference(
        self, reference: Any, scope: Any, subject: Any
    ) -> tuple[Any, str] | None:
        """「そのうちの１枚」 / "one of them", 「残り」 / "the rest", "… revealed this way"
        (None: not one of these; lower.Lowerer binds it)."""
        if isinstance(reference, lib.OneOfThem):
            among = self._looked(scope, reference.span)
            chooser = subject if isinstance(subject, (ir.You, ir.Targeted)) else ir.You()
            return ir.OneOf(chooser, among, None, reference.count), "object"
        if isinstance(reference, lib.RestReference):
            self._looked(scope, reference.span)
            return ir.TheRest(), "object"
        if isinstance(reference, lib.RevealedReference):
            self._looked(scope, reference.span)
            return ir.CardsThisWay(_filter(reference.noun)), "object"
        return None

    def looked_pronoun(self, reference: Any, scope: Any) -> tuple[Any, str] | None:
        """「そのカード」 / "that card", 「それ」 / "it" after cards were looked at: the card chosen
        from them, or the group itself (a single card revealed or exiled); None otherwise."""
        looked = getattr(scope, "looked", None)
        if looked is not None and reference.wants in ("card", "any", "object"):
            if getattr(scope, "chosen", False):
                return ir.ChosenCards(), "object"
            return looked, "object"
        return None


class _RepeatHere:
    """Where 「この手順を繰り返す」 / "repeat this process" stands (replaced by ir.Repeat)."""


_REPEAT_HERE = _RepeatHere()


def fold_library(lowerer: Any, effects: tuple[ir.Effect, ...], span: Any) -> tuple[ir.Effect, ...]:
    """The library folds of one ability's effects: the search's shuffle (:func:`fold_shuffle`)
    and "If you do, repeat this process" (a loop over the instructions before it)."""
    effects = fold_shuffle(effects)
    for index, effect in enumerate(effects):
        inner = getattr(effect, "effects", ())
        if effect is _REPEAT_HERE or any(e is _REPEAT_HERE for e in inner):
            if not (isinstance(effect, ir.Conditional) and inner == (_REPEAT_HERE,)) or index == 0:
                raise lowerer.fail(
                    "E290",
                    "ofuda can compile 「この手順を繰り返す」 / \"repeat this process\" only as the last "
                    "instruction, under a condition (「そうした場合、」 / \"If you do,\")",
                    span,
                )
            if index != len(effects) - 1:
                raise lowerer.fail("E290", "instructions after \"repeat this process\"", span)
            return (ir.Repeat(effects[:index], effect.condition, effect.origin),)
    return effects


def fold_shuffle(effects: tuple[ir.Effect, ...]) -> tuple[ir.Effect, ...]:
    """"You may search … If you do, shuffle your library." (2012) and "you may search …, then
    shuffle" (current) say the same: the shuffle is part of the optional search. The canonical
    IR keeps it inside the optional instruction."""
    out: list[ir.Effect] = []
    for effect in effects:
        previous = out[-1] if out else None
        if (
            isinstance(effect, ir.Conditional)
            and isinstance(effect.condition, ir.YouDid)
            and all(isinstance(e, ir.Shuffle) for e in effect.effects)
            and isinstance(previous, ir.Optional)
            and any(isinstance(e, ir.SearchFor) for e in previous.effects)
        ):
            out[-1] = ir.Optional(previous.player, previous.effects + effect.effects, previous.origin)
            continue
        out.append(effect)
    return tuple(out)
