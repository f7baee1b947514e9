"""Anaphora agree: a pronoun refers to what its number and kind allow.

"it" / 「それ」 / "that creature" / 「そのカード」 refer to one object; "them" / 「それら」 / "those
cards" to several; "that player" / 「自分」 / "his or her" to a player. Where the lowering binds
a pronoun (AnaphoraLowering.pronoun, below) or knows its referent from the sentence's structure (the subject
of a statement, "its controller" in "for each creature, its controller …"), the pronoun must
agree with it; a pronoun that does not is a diagnostic (E211), never bound to something else.

English "they" is the one word of both numbers: the plural of objects, and the singular
"they" of a player in current Oracle text ("unless they pay {2}").
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import CardType

from .. import ast, ir

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError
    from .scope import Scope

# What each kind of pronoun (PronounReference.wants, from compiler/parse/vocabulary.py) can
# refer to.
SEVERAL = frozenset({"group", "group_card"})
OBJECT_WANTS = frozenset(
    {"any", "object", "card", "former", "latter", "group", "group_card", "token", "spell",
     "revealed"}
)
PLAYER_WANTS = frozenset({"any", "player", "subject", "group", "former", "latter"})


def pronoun_number(pronoun: ast.PronounReference) -> str:
    """ "several" for それら / "them" / "those cards", "one" for every other pronoun."""
    return "several" if pronoun.wants in SEVERAL else "one"


class AnaphoraLowering:
    """Methods of the lowering pass that bind pronouns and hold them to their number and kind."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def looked_pronoun(
            self, reference: ast.PronounReference, scope: Scope
        ) -> tuple[ir.Selector, str] | None: ...

        def event_object(self, wants: str, scope: Scope) -> ir.Selector: ...

        def result_pronoun(
            self, reference: ast.PronounReference, scope: Scope
        ) -> tuple[ir.Selector, str] | None: ...

    def agree(
        self,
        pronoun: ast.PronounReference,
        kind: str,
        number: str | None = None,
        card_types: tuple[CardType, ...] | None = None,
    ) -> None:
        """Check that ``pronoun`` may refer to a ``kind`` ("object" or "player") that is
        ``number`` ("one", "several", or None: either) of them, and, where the referent's card
        types are known, that a demonstrative's type ("that creature") is one of them; E211
        where it may not."""
        allowed = OBJECT_WANTS if kind == "object" else PLAYER_WANTS
        demonstrated = pronoun.card_type
        if demonstrated is not None and card_types and demonstrated not in card_types:
            raise self.fail(
                "E211",
                f"「{pronoun.word}」 names a {demonstrated.value}, and what it refers to here "
                "is not one",
                pronoun.span,
            )
        if pronoun.wants not in allowed:
            raise self.fail(
                "E211",
                f"「{pronoun.word}」 can't refer to {'an object' if kind == 'object' else 'a player'}"
                " here",
                pronoun.span,
            )
        said = pronoun_number(pronoun)
        # English "they" is also the singular of a player (current Oracle templating).
        if kind == "player" and pronoun.wants == "group":
            said = number or said
        if number is not None and said != number:
            raise self.number_disagrees(pronoun, number)

    def number_disagrees(self, pronoun: ast.PronounReference, number: str) -> LoweringError:
        """E211: a pronoun of one number refers to a referent of the other."""
        if number == "one":
            what, fix = "one", '「それ」 / "it"'
        else:
            what, fix = "several", '「それら」 / "them"'
        return self.fail(
            "E211",
            f"「{pronoun.word}」 does not agree in number with what it refers to: that is "
            f"{what} {'object or player' if number == 'one' else 'objects or players'}",
            pronoun.span,
            f"write {fix}",
        )

    def subject_number(self, subject: object) -> str | None:
        """How many objects a statement's subject names: one (this object, enchanted or
        equipped creature), several ("both creatures"), or None for a group described by a
        noun ("creatures you control", which "it" may take distributively)."""
        if isinstance(subject, ast.PairedReference):
            return "several"
        if isinstance(subject, (ast.SelfReference, ast.EnchantedReference, ast.EquippedReference)):
            return "one"
        if isinstance(subject, ast.PronounReference):
            return pronoun_number(subject)
        return None

    def pronoun(
        self, reference: ast.PronounReference, scope: Scope, subject: ir.Selector | None
    ) -> tuple[ir.Selector, str]:
        """それ / "it", そのカード / "that card", それら / "them", その前者 / その後者, 自分."""
        wants = reference.wants
        card_type = reference.card_type  # "that land": the latest target that can be a land
        if wants == "spell":  # "that spell [or ability]": never this permanent
            return self._spell_pronoun(reference, scope, subject)
        result = self.result_pronoun(reference, scope)  # lower/effect_results.py (608.2c)
        if result is not None:
            return result
        looked = self.looked_pronoun(reference, scope)  # lower/library.py
        if looked is not None:
            return looked
        if wants == "revealed":  # "the revealed card": only a card an instruction revealed
            raise self._unbound(reference)
        if wants in ("subject", "group") and scope.chooser is not None and not scope.kinds:
            return scope.chooser, "player"  # "any opponent may have it deal 4 damage to them"
        if wants == "itself":
            # a reflexive names the clause's own subject, an object: 「それは自身に」 / "deals
            # damage to itself" (with no object subject, a permanent's own text means itself)
            if subject is None or isinstance(subject, (ir.You, ir.EachPlayer)):
                if scope.is_spell:
                    raise self._unbound(reference)
                return ir.ThisObject(), "object"
            return subject, "object"
        if wants == "subject":
            if subject is None:
                return ir.You(), "player"
            return subject, "player"
        if wants in ("group", "group_card"):
            if scope.group is not None and scope.group_after == len(scope.kinds):
                # the same objects again (608.2c), named after every target so far: "Tap all
                # creatures target player controls. Those creatures …" are not that player
                if scope.group_conditional and isinstance(scope.group, ir.EachObject):
                    # "all …" is looked at again where named again; the tokens created
                    # (CreatedTokens) are the ones the instruction made, none if it didn't
                    raise self.fail(
                        "E290", f"ofuda cannot yet compile 「{reference.word}」 naming the objects "
                        "a conditional sentence named (the sentence would share its condition)",
                        reference.span,
                    )
                return scope.group, "object"
            if not scope.kinds:
                raise self._unbound(reference)
            # それら / "them" name several; English "they" is also one player (singular they)
            singular_they = wants == "group" and scope.kinds == ["player"]
            if len(scope.kinds) == 1 and not singular_they:
                raise self.number_disagrees(reference, "one")
            group = ir.AllTargets(0, len(scope.kinds))
            return (ir.NewObject(group) if scope.moved else group), "object"
        if wants == "token":
            # 「そのトークン」 / "that token": the token the instructions so far created (111.2,
            # 608.2c), named since the last target was declared; nothing else
            if isinstance(scope.group, ir.CreatedTokens) and scope.group_after == len(scope.kinds):
                return scope.group, "object"
            raise self._unbound(reference)
        if wants in ("former", "latter"):
            if len(scope.firsts) < 2:
                raise self._unbound(reference)
            first = scope.firsts[0 if wants == "former" else 1]
            return self._maybe_moved(ir.Targeted(first), scope), scope.kinds[first]
        if wants == "object" and scope.partner is not None:
            return scope.partner, "object"
        if wants in ("any", "object") and card_type is None and scope.copies_made_after == len(scope.kinds):
            return ir.CreatedTokens(), "object"  # the token copy made since the last target (608.2c)
        if wants in ("any", "object") and card_type is None and (
            scope.plain_tokens_made_after == len(scope.kinds)
        ):
            # 608.2c: "Create a 1/1 token. It gains haste …": "it" is the token just made, not a
            # target or object named before it
            raise self.fail(
                "E290", "ofuda cannot yet refer to a token just created with 「それ」 / \"it\" "
                "(it would have meant an object named before the token)", reference.span,
            )
        if (
            wants == "player"
            and scope.named_player is not None
            and scope.named_player_after == len(scope.kinds)
        ):
            # 608.2c: "That creature's controller reveals …. That player puts …": the player
            # the subject named, with no target declared since
            return scope.named_player, "player"
        bound = scope.latest("object" if wants == "card" else wants, card_type)
        if bound is None:
            if card_type is not None and not scope.event_object:
                raise self._unbound(reference)  # "that land" names a land target or the event's
            if wants in ("any", "object", "card") and scope.event_object:
                self._demonstrated_event_object(reference, scope)
                return self.event_object(wants, scope), "object"
            if wants == "card" and scope.event_card:  # "When this creature dies, … that card"
                return self.event_object(wants, scope), "object"
            if wants in ("any", "object", "card") and scope.self_moved:
                return ir.NewObject(ir.ThisObject()), "object"  # 400.7: "that card" it became
            if wants in ("any", "object") and not scope.is_spell:
                return ir.ThisObject(), "object"  # "put a +1/+1 counter on it": the permanent itself
            if wants == "player" and scope.named_player is not None:
                return scope.named_player, "player"  # "its controller …. That player …"
            if wants == "player" and scope.event_player:
                return ir.TriggeringPlayer(), "player"  # "that player": the event's (603.2)
            raise self._unbound(reference)
        if isinstance(bound, ir.AllTargets) and bound.count > 1:
            raise self.number_disagrees(reference, "several")  # "it" after "two target …"
        first = bound.index if isinstance(bound, ir.Targeted) else bound.first
        return self._maybe_moved(bound, scope), scope.kinds[first]

    def _spell_pronoun(
        self, reference: ast.PronounReference, scope: Scope, subject: ir.Selector | None
    ) -> tuple[ir.Selector, str]:
        """ "that spell", "that spell or ability" / 「その呪文」 「その呪文や能力」: a spell target
        named before, or the spell the trigger's event names (the spell cast, 601.2i; the spell
        or ability that targeted, 115.1) — never the permanent with the ability."""
        if scope.event_spell is not None and scope.latest("object", None) is None:
            bound: ir.Selector = scope.event_spell
        else:
            bound, _ = self.pronoun(replace(reference, wants="object"), scope, subject)
            if isinstance(bound, ir.ThisObject) and not scope.is_spell:
                raise self._unbound(reference)
        scope.spell_named, scope.spell_named_after = bound, len(scope.kinds)
        return bound, "object"

    def spell_just_named(self, reference: Any, scope: Scope) -> ir.Selector | None:
        """608.2c: "its" / 「それの」 of "its controller" right after "that spell [or ability]"
        (no target declared since) names that spell: "counter that spell unless its controller
        pays {2}"; None otherwise."""
        if (
            isinstance(reference, ast.PronounReference)
            and reference.wants in ("any", "object")
            and reference.card_type is None
            and scope.spell_named is not None
            and scope.spell_named_after == len(scope.kinds)
        ):
            return scope.spell_named
        return None

    def card_types_of(self, selector: ir.Selector, scope: Scope) -> tuple[CardType, ...] | None:
        """The card types a group a pronoun named may have (its targets' or its noun's), for
        a demonstrative's type to agree with ("those creatures"); None where unknown."""
        if isinstance(selector, ir.NewObject):
            selector = selector.of
        if isinstance(selector, ir.EachObject):
            return selector.filter.card_types
        first = selector.first if isinstance(selector, ir.AllTargets) else None
        if first is None:
            return None
        spec = scope.targets[scope.firsts.index(first)] if first in scope.firsts else None
        return spec.objects.card_types if spec is not None and spec.objects is not None else None

    def _demonstrated_event_object(self, reference: ast.PronounReference, scope: Scope) -> None:
        """Where only a demonstrative names the event's object (the permanent a damage
        trigger's source dealt damage to, 510.3a; the creature blocking or blocked, 509.3c-d),
        "it" is refused (it could mean the object the trigger watches) and the
        demonstrative's type must be the other object's and not the watched noun's ("that
        planeswalker" after "a creature … deals damage to a planeswalker")."""
        types = scope.event_object_types
        if types is None:
            return
        if reference.card_type is None:
            raise self.fail(
                "E290",
                f"ofuda cannot yet tell what 「{reference.word}」 names here: the object the "
                "trigger watches, or the other object of its event (what was dealt damage, the "
                "creature blocking or blocked)",
                reference.span,
                'write "that creature" / 「そのクリーチャー」 for the event\'s other object, or the '
                "card's name for the object the trigger watches",
            )
        if reference.card_type not in types:
            raise self.fail(
                "E290",
                f"ofuda cannot yet tell what 「{reference.word}」 names here: it is not (only) "
                "the kind of what the source dealt damage to",
                reference.span,
            )

    def _maybe_moved(self, bound: Any, scope: Scope) -> ir.Selector:
        first = bound.index if isinstance(bound, ir.Targeted) else bound.first
        return ir.NewObject(bound) if first in scope.moved else bound

    def _unbound(self, reference: ast.PronounReference) -> LoweringError:
        return self.fail(
            "E201",
            f"「{reference.word}」 refers to nothing: no target was declared before it",
            reference.span,
            "declare the target first, e.g. 「クリーチャー１体を対象とする。」 or "
            'write "target creature"',
        )
