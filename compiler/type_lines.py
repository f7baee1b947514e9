"""Reconciling the two sides of a card's type line.

A card file pairs the Japanese type line of the 2012 printing with the English one; the
English one imported from Oracle is the *current* type line. Two kinds of official change
since 2012 make them differ without either being a mistake, and this pass accepts exactly
those two, with a warning that names the change:

* the Ixalan (2017) rules update made every planeswalker legendary and dropped the
  planeswalker uniqueness rule (the legend rule, 704.5j, governs them now), so a 2012
  「プレインズウォーカー — タミヨウ」 is today's "Legendary Planeswalker — Tamiyo";
* Oracle creature-type updates add creature types to old creatures (Borderland Ranger
  gained Ranger), so the current English line may carry creature types the print lacks.

Anything else — a different card type, a removed subtype, a supertype other than a
planeswalker's legendary — is still error E302. The current (English) line is the one the
card uses.
"""

from __future__ import annotations

from dataclasses import dataclass

from ofuda.runtime.definitions import CardType, Supertype

from . import ast
from .parse.subtype_table import OTHER_SUBTYPE_KINDS, PLANESWALKER_TYPES

# Subtypes that are not creature types (rule 205.3): the artifact, enchantment, land and spell
# types of grammar/data/other-subtypes.tsv and the planeswalker types (AVR's Tamiyo and Tibalt
# among them).
NONCREATURE_SUBTYPES = PLANESWALKER_TYPES | frozenset(OTHER_SUBTYPE_KINDS)


@dataclass(frozen=True, slots=True)
class TypeLineUpdate:
    """What the current English type line adds to the printed Japanese one, and why."""

    added: tuple[str, ...]
    reason: str


def type_line_text(line: ast.TypeLine) -> str:
    """A type line in plain English words, for messages."""
    words = [str(s) for s in line.supertypes] + [str(t) for t in line.card_types]
    return " ".join(words) + (" — " + " ".join(line.subtypes) if line.subtypes else "")


def official_update(printed: ast.TypeLine, current: ast.TypeLine) -> TypeLineUpdate | None:
    """How ``current`` differs from ``printed`` by official changes only, or None if it
    does not (the lines are equal, or differ in a way no official change explains)."""
    if printed.card_types != current.card_types:
        return None
    added_supertypes = [s for s in current.supertypes if s not in printed.supertypes]
    if any(s not in current.supertypes for s in printed.supertypes):
        return None
    if added_supertypes and (
        added_supertypes != [Supertype.LEGENDARY] or CardType.PLANESWALKER not in current.card_types
    ):
        return None
    added_subtypes = [s for s in current.subtypes if s not in printed.subtypes]
    if any(s not in current.subtypes for s in printed.subtypes):
        return None
    if added_subtypes and (
        CardType.CREATURE not in current.card_types
        or any(s in NONCREATURE_SUBTYPES for s in added_subtypes)
    ):
        return None
    reasons = []
    if added_supertypes:
        reasons.append(
            "planeswalkers are legendary since the 2017 rules update (the legend rule, 704.5j, "
            "replaced the planeswalker uniqueness rule)"
        )
    if added_subtypes:
        reasons.append("a creature-type update of the Oracle text added creature types")
    if not reasons:
        return None
    added = tuple(str(s).capitalize() for s in added_supertypes) + tuple(added_subtypes)
    return TypeLineUpdate(added, "; ".join(reasons))
