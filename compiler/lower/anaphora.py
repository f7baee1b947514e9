"""Anaphora agree: a pronoun refers to what its number and kind allow.

"it" / 「それ」 / "that creature" / 「そのカード」 refer to one object; "them" / 「それら」 / "those
cards" to several; "that player" / 「自分」 / "his or her" to a player. Where the lowering binds
a pronoun (lowerer.pronoun) or knows its referent from the sentence's structure (the subject
of a statement, "its controller" in "for each creature, its controller …"), the pronoun must
agree with it; a pronoun that does not is a diagnostic (E211), never bound to something else.

English "they" is the one word of both numbers: the plural of objects, and the singular
"they" of a player in current Oracle text ("unless they pay {2}").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ofuda.runtime.definitions import CardType

from .. import ast

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

# What each kind of pronoun (PronounReference.wants, from compiler/parse/vocabulary.py) can
# refer to.
SEVERAL = frozenset({"group", "group_card"})
OBJECT_WANTS = frozenset({"any", "object", "card", "former", "latter", "group", "group_card"})
PLAYER_WANTS = frozenset({"any", "player", "subject", "group", "former", "latter"})


def pronoun_number(pronoun: ast.PronounReference) -> str:
    """ "several" for それら / "them" / "those cards", "one" for every other pronoun."""
    return "several" if pronoun.wants in SEVERAL else "one"


class AnaphoraLowering:
    """Methods of the lowering pass that hold pronouns to their number and kind."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

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
