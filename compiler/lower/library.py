"""The lower pass, library part: looking at, revealing and choosing among cards.

An instruction that looks at, reveals or exiles cards makes them the ability's current group
of cards (608.2c); 「その中から」 / "from it", 「そのうちの１枚」 / "one of them", 「残り」 /
"the rest" and 「これにより公開された…」 / "… revealed this way" select from that group, and
「そのカード」 / "that card" / 「それ」 / "it" mean the card chosen from it (or, with no choice
made, the group itself: "reveal the top card … If it's a creature card"). A mixin of
lower.Lowerer, ahead of the effect lowering it extends.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any, TypeVar

from ofuda import runtime as rt
from ofuda.runtime.definitions import CardType, Controller, GroupNames, ObjectFilter, ZoneKind

from .. import ast, ir
from ..ast import library as lib
from ..walk import instances_in
from .predicate_kinds import Instruction, lowers_predicate

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

# The IR instruction of each verb on a library's top cards (its class says its action).
_TOP_ACTIONS = ir.actions(ir.TopCardsAction)

_Permission = TypeVar("_Permission")


def _filter(noun: ast.ObjectNoun) -> ObjectFilter | None:
    """A noun's filter, or None for any card (「カード」 / "a card")."""
    return None if noun.filter == ObjectFilter() else noun.filter


class LibraryLowering:
    """Lowers the library phrase families; mixed into lower.Lowerer before EffectLowerer."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def amount(self, amount: Any, scope: Any, subject: Any) -> Any: ...

    @lowers_predicate(lib.LibraryPredicate)
    def library_instruction(self, p: Any, at: Instruction) -> ir.Effect:
        """The library predicates: look at, reveal, search, choose among cards (701.19–701.23)."""
        subject, subject_is, origin, scope = at.subject, at.subject_is, at.origin, at.scope
        player = subject if subject_is == "player" else ir.You()
        player_acts = (lib.RevealHand, lib.TopCards, lib.ChooseCards, lib.DiscardCard,
                       lib.SearchLibrary, lib.SearchLibraryGraveyard, lib.ShuffleLibrary, lib.Scry)
        if isinstance(p, player_acts) and subject_is not in ("player", "any"):
            raise self.fail("E202", "this action needs a player as its subject", p.span)
        if isinstance(p, lib.RevealHand):
            scope.look()
            return ir.RevealHand(subject, origin)
        if isinstance(p, lib.TopCards):
            whose, kind = self.reference(p.whose, scope, subject)  # type: ignore[attr-defined]
            if kind != "player":
                raise self.fail("E202", "a library belongs to a player", p.span)
            scope.look()
            return _TOP_ACTIONS[ir.Action(p.verb.value)](whose, self.amount(p.amount, scope, subject), origin)
        if isinstance(p, lib.SearchLibrary):
            whose, kind = self.reference(p.whose, scope, subject)  # type: ignore[attr-defined]
            if kind != "player":
                raise self.fail("E202", "a library belongs to a player", p.span)
            scope.look()
            names = p.noun.names
            if names is GroupNames.ALIKE or (names is not None and p.count == 1):
                raise self.fail("E290", "ofuda can search for several cards with different names, "
                                "not for cards with one name in common (201.2)", p.noun.span)
            different = names is GroupNames.DIFFERENT
            count = p.count
            if count is not None and not isinstance(count, int):
                # "up to that many land cards": how many an earlier instruction chose (608.2c)
                count = self.amount(count, scope, subject)
                if not isinstance(count, ir.ChosenCount):
                    raise self.fail("E290", "ofuda searches for up to a number of cards, or up to "
                                    "\"that many\" chosen before", p.span)
            return ir.SearchFor(whose, _filter(p.noun), count, different_names=different, origin=origin)
        if isinstance(p, lib.SearchLibraryGraveyard):
            whose, kind = self.reference(p.whose, scope, subject)  # type: ignore[attr-defined]
            if kind != "player":
                raise self.fail("E202", "a library belongs to a player", p.span)
            scope.look()
            return ir.SearchLibraryAndGraveyard(whose, _filter(p.noun), p.count, origin)
        if isinstance(p, lib.RevealCards):
            cards, _ = self.reference(p.obj, scope, subject)  # type: ignore[attr-defined]
            return ir.RevealCards(cards, origin)
        if isinstance(p, lib.Scry):
            return ir.Scry(player, p.amount, origin)  # 701.22a
        if isinstance(p, lib.ShuffleLibrary):
            whose = subject
            if p.whose is not None:
                whose, _ = self.reference(p.whose, scope, subject)  # type: ignore[attr-defined]
            return ir.Shuffle(whose, origin)
        if isinstance(p, lib.PlayLands):
            raise self.fail(
                "E251",
                "\"you may play land cards from …\" is a permanent's static ability, not an "
                "instruction",
                p.span,
            )
        if isinstance(p, lib.PlayCard) and p.free and not p.this_turn:
            # "You may play that card without paying its mana cost." now (M19 Djinn of Wishes)
            card, _ = self.reference(p.obj, scope, subject)  # type: ignore[attr-defined]
            return ir.PlayWithoutPaying(card, player, origin)
        if isinstance(p, (lib.PlayCard, lib.CastCard)):
            raise self.fail(
                "E290",
                "ofuda can compile \"you may play / cast …\" only as a permission for a while "
                "(「このターン、あなたは…をプレイしてもよい」 / \"You may play … this turn\")",
                p.span,
            )
        if isinstance(p, (lib.CastFromZone, lib.HasExiledAbilities, lib.CardsFromZone)):
            raise self.fail(
                "E251",
                "this is a statement of a permanent's static ability, not an instruction",
                p.span,
            )
        if isinstance(p, lib.ExileUntilLeaves):
            if not isinstance(p.until, ast.SelfReference):
                raise self.fail(
                    "E290",
                    "ofuda can compile \"exile … until … leaves the battlefield\" only until the "
                    "permanent with the ability leaves",
                    p.until.span,
                )
            obj, kind = self.reference(p.obj, scope, subject)  # type: ignore[attr-defined]
            if kind != "object":
                raise self.fail("E202", "only objects are exiled", p.span)
            return ir.ExileUntilLeaves(obj, origin)
        if isinstance(p, lib.ExileUntil):
            whose, kind = self.reference(p.whose, scope, subject)  # type: ignore[attr-defined]
            if kind != "player":
                raise self.fail("E202", "a library belongs to a player", p.span)
            scope.look()
            return ir.ExileFromTopUntil(whose, p.noun.filter, origin)
        if isinstance(p, lib.ShuffleIntoLibrary):
            return self._shuffle_into(p, scope, subject, subject_is, origin)
        if isinstance(p, lib.RevealUntil):
            whose, kind = self._library_of(p.whose, scope, subject, subject_is)
            if kind != "player":
                raise self.fail("E202", "a library belongs to a player", p.span)
            # 701.16a: the revealed cards are the group ("the rest"); the card that ended the
            # reveal is the one chosen ("that card", 「そのカード」)
            scope.look(chosen=True)
            return ir.RevealFromTopUntil(whose, p.noun.filter, origin)
        if isinstance(p, lib.CastFree):
            card, _ = self.reference(p.obj, scope, subject)  # type: ignore[attr-defined]
            return ir.CastWithoutPaying(card, player, origin)
        if isinstance(p, lib.RepeatProcess):
            return _REPEAT_HERE  # a placeholder: fold_library makes the loop
        if isinstance(p, lib.ChooseCards):
            among = self._looked(scope, p.span)
            scope.chosen = True
            return ir.ChooseCards(subject, among, _filter(p.noun), p.count, origin)
        if isinstance(p, lib.DiscardCard):
            cards, _ = self.reference(p.obj, scope, subject)  # type: ignore[attr-defined]
            return ir.DiscardObjects(subject, cards, origin)
        if isinstance(p, lib.PutIntoGraveyard):
            return self._into_graveyard(p, scope, subject, origin)
        assert isinstance(p, lib.PutOnBottomAnyOrder)
        if p.top:
            raise self.fail(
                "E290", "ofuda cannot yet compile putting cards on top of a library in any order",
                p.span,
            )
        cards, _ = self.reference(p.obj, scope, subject)  # type: ignore[attr-defined]
        if p.random:
            return ir.PutOnBottomInRandomOrder(cards, origin)
        return ir.PutOnBottomInAnyOrder(cards, player, origin)

    def _library_of(
        self, whose: Any, scope: Any, subject: Any, subject_is: str
    ) -> tuple[Any, str]:
        """The player whose library an instruction names: "their library" / "his or her
        library" after a player subject is that player's own (「自分の」), as in "That creature's
        controller reveals cards from the top of their library"."""
        own = ("their", "his or her")
        if isinstance(whose, ast.PronounReference) and whose.wants == "player":
            if whose.word.lower() in own and subject_is == "player":
                return subject, "player"
        return self.reference(whose, scope, subject)  # type: ignore[attr-defined]

    def _shuffle_into(
        self, p: lib.ShuffleIntoLibrary, scope: Any, subject: Any, subject_is: str, origin: str
    ) -> ir.Effect:
        """701.20a: "shuffle … into <their own> library"; the cards are moved to their owners'
        libraries (400.3), so only the player's own library is said (a card shuffled into
        another player's library is not what the runtime does)."""
        if subject_is not in ("player", "any"):
            raise self.fail("E202", "this action needs a player as its subject", p.span)
        player = subject if subject_is == "player" else ir.You()
        whose, _ = self._library_of(p.whose, scope, subject, subject_is)
        if whose != player:
            raise self.fail(
                "E290",
                "ofuda can compile shuffling cards only into the library of the player who "
                "shuffles it",
                p.span,
            )
        if isinstance(p.obj, lib.GraveyardCards):
            if p.obj.zone != "graveyard" or p.obj.whose == "any":
                raise self.fail("E290", "ofuda can compile shuffling in only a graveyard", p.span)
            owner, _ = self._library_of(p.obj.whose, scope, subject, subject_is)
            if owner != player:
                raise self.fail(
                    "E290", "ofuda can compile shuffling only the shuffler's own graveyard", p.span
                )
            cards: Any = ir.EachObject(ObjectFilter(), ZoneKind.GRAVEYARD, player)
        else:
            cards, _ = self.reference(p.obj, scope, subject)  # type: ignore[attr-defined]
        return ir.ShuffleIntoLibrary(player, cards, origin)

    def _into_graveyard(
        self, p: lib.PutIntoGraveyard, scope: Any, subject: Any, origin: str
    ) -> ir.Effect:
        """「残りをあなたの墓地に置く」 / "the rest into your graveyard": only cards looked at or
        revealed (in a library or a hand) and only "your graveyard" (the cards being your own:
        a card goes to its owner's graveyard, 400.3)."""
        cards, _ = self.reference(p.obj, scope, subject)  # type: ignore[attr-defined]
        whose, _ = self.reference(p.whose, scope, subject)  # type: ignore[attr-defined]
        looked = isinstance(cards, ir.LookedAtCards)
        if not looked or whose != ir.You():
            raise self.fail(
                "E290",
                "ofuda can compile only putting cards you looked at or revealed into your graveyard",
                p.span,
            )
        return ir.PutIntoGraveyard(cards, origin)

    # --- statics: casting from exile (601.3), linked exiled cards (607.2a) --------------------

    def static_ability(self, sentences: Any, condition: Any, origin: str) -> ir.StaticAbility:
        """「あなたは霧虚ろのグリフィンを追放領域から唱えてもよい。」 / "You may cast Misthollow
        Griffin from exile.": a permanent card's permission, which works in exile (113.6b)."""
        if len(sentences) == 1:
            lands = sole_permission(sentences[0], lib.PlayLands) if condition is None else None
            if lands is not None:
                return ir.StaticAbility((self._lands_from(lands),), None, origin)
            cast = _cast_from_zone(sentences[0])
            if cast is not None:
                mine = (
                    isinstance(cast.obj, lib.SelfInZone)
                    and isinstance(cast.obj.owner, ast.YouReference)
                    and cast.obj.zone == cast.zone == "graveyard"
                )  # 「あなたの墓地から」 / "from your graveyard": its owner's (404)
                if not (isinstance(cast.obj, ast.SelfReference) or mine):
                    raise self.fail(
                        "E290", "ofuda can compile only \"you may cast this card from …\"", cast.span
                    )
                # "… as long as you control a Zombie" (611.3b: DKA Gravecrawler)
                lowered = self.static_condition(condition) if condition is not None else None  # type: ignore[attr-defined]
                return ir.StaticAbility((rt.MayCastFromZone(cast.zone),), lowered, origin)
        return super().static_ability(sentences, condition, origin)  # type: ignore[misc]  # mixin

    def _lands_from(self, lands: lib.PlayLands) -> Any:
        """305.1: "You may play land cards from your graveyard": ofuda knows lands and your
        graveyard here."""
        noun = lands.noun
        f = noun.filter
        yours = f.controller == Controller.YOU or isinstance(noun.controlled_by, ast.YouReference)
        mine = dataclasses.replace(f, controller=Controller.ANY) == ObjectFilter(
            card_types=(CardType.LAND,)
        )
        if noun.zone != "graveyard" or not yours or not mine:
            raise self.fail(
                "E290",
                "ofuda can compile \"you may play …\" as a static ability only for land cards "
                "from your graveyard",
                lands.span,
            )
        return rt.MayPlayLandsFrom(ZoneKind.GRAVEYARD)

    def static_clause(self, clause: Any, condition: Any) -> list[Any]:
        """「…は、それにより追放されたすべてのクリーチャー・カードの起動型能力を持つ」 / "… has all
        activated abilities of all creature cards exiled with it" (607.2a, layer 6)."""
        found = [p for p in clause.predicates if isinstance(p, lib.HasExiledAbilities)]
        if not found:
            return super().static_clause(clause, condition)  # type: ignore[misc]  # mixin
        if not isinstance(clause.subject, ast.SelfReference) or len(clause.predicates) != 1:
            raise self.fail(
                "E290",
                "ofuda can compile \"has all activated abilities of … exiled with it\" only of the "
                "permanent itself",
                clause.span,
            )
        return [rt.GainActivatedAbilitiesOfExiled(found[0].noun.filter)]

    def effect_sentence(self, sentence: Any, scope: Any) -> list[ir.Effect]:
        """A sentence's effects; 「その後、…」 is marked so that :func:`fold_library` can join it
        to an optional instruction before it whose result it refers to."""
        effects = super().effect_sentence(sentence, scope)  # type: ignore[misc]
        if isinstance(sentence, lib.ThenSentence):
            return [_Then(tuple(effects))]  # type: ignore[list-item]
        return effects

    def condition(self, condition: Any, scope: Any) -> Any:
        """「そうでない場合」 / "Otherwise" / "If you don't cast it": the optional instruction
        before was not done; other conditions as lower/effects.py lowers them."""
        if isinstance(condition, lib.IfYouDidNot):
            return ir.YouDidNot()
        if isinstance(condition, lib.SearchedLibrary):
            return ir.SearchedLibrary()
        return super().condition(condition, scope)  # type: ignore[misc]

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
        return looked

    def library_reference(
        self, reference: Any, scope: Any, subject: Any
    ) -> tuple[Any, str] | None:
        """「そのうちの１枚」 / "one of them", 「残り」 / "the rest", "… revealed this way"
        (None: not one of these; lower.Lowerer binds it)."""
        if isinstance(reference, lib.SelfInZone):
            # 113.6k: the ability functions only where its effect moves its card from; ofuda
            # knows that zone for your graveyard (the card's owner's, 404)
            if not isinstance(reference.owner, ast.YouReference) or reference.zone != "graveyard":
                raise self.fail(
                    "E290", "ofuda can compile the card itself only \"from your graveyard\"",
                    reference.span,
                )
            return ir.ThisCardIn(rt.ZoneKind.GRAVEYARD), "object"
        if isinstance(reference, lib.OneOfThem):
            among = self._looked(scope, reference.span)
            chooser = subject if isinstance(subject, (ir.You, ir.Targeted)) else ir.You()
            return ir.OneOf(chooser, among, None, reference.count), "object"
        if isinstance(reference, lib.ChosenAmong):
            # "reveal a white card from among them and put it into your hand": chosen as the
            # instruction is carried out; "it" after it is the card chosen (ChosenCards)
            among = self._looked(scope, reference.span)
            chooser = subject if isinstance(subject, (ir.You, ir.Targeted)) else ir.You()
            scope.chosen = True
            return ir.OneOf(chooser, among, _filter(reference.noun), reference.count), "object"
        if isinstance(reference, lib.RandomReference):
            if reference.noun.zone != "graveyard":
                raise self.fail(
                    "E290", "ofuda can compile cards chosen at random only from a graveyard",
                    reference.span,
                )
            zone = rt.ZoneKind(reference.noun.zone)
            return ir.RandomCards(reference.noun.filter, reference.count, zone), "object"
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
        if reference.card_type is not None and (
            scope.event_object or scope.latest("object", reference.card_type) is not None
        ):
            # "that creature" names a permanent — the event's creature or a target — never a
            # card looked at in a library or hand ("Whenever a creature attacks, reveal the top
            # card … If it's a Forest card, remove that creature from combat")
            return None
        moved = getattr(scope, "looked_moved", None)
        if looked is not None and moved is looked and reference.wants in (
            "card", "any", "object", "revealed"
        ):
            # 400.7: the card an instruction moved is a new object the looked-at group no
            # longer holds ("…, put it onto the battlefield tapped, … untap that land")
            raise self.fail(
                "E290",
                "ofuda cannot yet refer to a card looked at or found after an instruction moved it",
                reference.span,
            )
        if looked is not None and reference.wants in ("card", "any", "object", "revealed"):
            if getattr(scope, "chosen", False):
                return ir.ChosenCards(), "object"
            return looked, "object"
        if looked is not None and reference.wants in ("group", "group_card") and scope.group is None:
            # 「それら」 / "them" after a search for several cards: the cards found (701.19)
            if not getattr(scope, "chosen", False):
                return looked, "object"
        return None


def sole_permission(sentence: Any, kind: type[_Permission]) -> _Permission | None:
    """The one "you may …" predicate of ``kind`` of a sentence that says only that, by you
    ("You may play land cards from your graveyard.", "You may cast spells from your hand
    without paying their mana costs."): a permanent's permission, or None."""
    if not isinstance(sentence, ast.EffectSentence) or not sentence.optional:
        return None
    if len(sentence.clauses) != 1 or sentence.condition is not None:
        return None
    clause = sentence.clauses[0]
    if clause.subject is not None and not isinstance(clause.subject, ast.YouReference):
        return None
    if clause.duration is not None or clause.each is not None or len(clause.predicates) != 1:
        return None
    found = clause.predicates[0]
    return found if isinstance(found, kind) else None


def _cast_from_zone(sentence: Any) -> lib.CastFromZone | None:
    """The "may cast … from exile" of a sentence that says only that (by you), or None."""
    if not isinstance(sentence, ast.EffectSentence) or not sentence.optional:
        return None
    if len(sentence.clauses) != 1 or sentence.condition is not None:
        return None
    clause = sentence.clauses[0]
    if clause.subject is not None and not isinstance(clause.subject, ast.YouReference):
        return None
    if len(clause.predicates) == 1 and isinstance(clause.predicates[0], lib.CastFromZone):
        return clause.predicates[0]
    return None


class _Then:
    """The effects of a 「その後、…」 sentence, until fold_library places them."""

    def __init__(self, effects: tuple[ir.Effect, ...]) -> None:
        self.effects = effects


def _new_objects(node: Any) -> set[Any]:
    """The objects a node names as "that card" (NewObject: what they became when moved)."""
    return {value.of for value in instances_in(node, ir.NewObject)}


def _moved_objects(effects: tuple[Any, ...]) -> set[Any]:
    return {e.obj for e in effects if isinstance(e, (ir.Exile, ir.ReturnToHand))}


def fold_then(effects: tuple[Any, ...]) -> tuple[ir.Effect, ...]:
    """「あなたは…追放してもよい。その後、そのカードを…戻す。」: "then" instructions that act on
    the card an optional instruction moved exist only if it was done — they join the optional
    instruction ("you may exile …, then return that card …"); other "then" instructions follow."""
    out: list[Any] = []
    for effect in effects:
        if not isinstance(effect, _Then):
            out.append(effect)
            continue
        previous = out[-1] if out else None
        if isinstance(previous, ir.Optional) and _new_objects(effect.effects) & _moved_objects(
            previous.effects
        ):
            out[-1] = ir.Optional(previous.player, previous.effects + effect.effects, previous.origin)
        else:
            out.extend(effect.effects)
    return tuple(out)


class _RepeatHere:
    """Where 「この手順を繰り返す」 / "repeat this process" stands (replaced by ir.Repeat)."""


# a placeholder among the effects until fold_library replaces it (not an IR effect)
_REPEAT_HERE: Any = _RepeatHere()


def fold_library(lowerer: Any, effects: tuple[ir.Effect, ...], span: Any) -> tuple[ir.Effect, ...]:
    """The library folds of one ability's effects: the search's shuffle (:func:`fold_shuffle`)
    and "If you do, repeat this process" (a loop over the instructions before it)."""
    effects = fold_shuffle(fold_then(effects))
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
