"""Another card's name in a rules text (201.2): "a card named Ajani, Inspiring Leader",
「「鼓舞する指導者、アジャニ」という名前のカード」.

The grammar reads a name by its shape (English: capitalized words; Japanese: the words between
「」 before 「という名前の」). A name means a card only if it is the name of a real card ofuda
knows (the generated :mod:`.card_names_table`): the IR holds that card's English name, whatever
the language of the text, and :func:`check_card_names` rejects a card whose text names one
ofuda does not know (E265) rather than compile a filter no card could match.
"""

from __future__ import annotations

from collections.abc import Sequence

from ofuda.runtime.definitions import ObjectFilter

from . import ir
from .card_names_table import ENGLISH_NAMES, JAPANESE_NAMES
from .diagnostics.diagnostic import Diagnostic, error
from .source.normalize import SelfNames
from .source.text import SourceFile, Span
from .walk import instances_in

_JA_NAMED_SUFFIX = "という名前の"


def english_name(printed: str) -> str:
    """The English name of the card a text names (``printed``: the English name, or the
    Japanese one with or without its 「」 and 「という名前の」); the printed words themselves
    when ofuda knows no such card (:func:`check_card_names` rejects those)."""
    name = printed.removesuffix(_JA_NAMED_SUFFIX)
    if name[:1] in ("「", "『") and name[-1:] in ("」", "』"):  # 『』 inside a quoted instruction
        name = name[1:-1]
    return ENGLISH_NAMES.get(name) or JAPANESE_NAMES.get(name) or name


def japanese_name(english: str) -> str | None:
    """The Japanese name of a known card (None: ofuda knows none)."""
    return next((ja for ja, en in JAPANESE_NAMES.items() if en == english), None)


def check_card_names(
    lowered: Sequence[tuple[Span, Sequence[ir.Ability]]],
    source: SourceFile,
    diagnostics: list[Diagnostic],
) -> None:
    """E265 on each line that names a card ofuda does not know."""
    for span, abilities in lowered:
        for flt in instances_in(tuple(abilities), ObjectFilter):
            if flt.named is not None and flt.named not in ENGLISH_NAMES:
                diagnostics.append(
                    error(
                        "E265",
                        f"ofuda knows no card named {flt.named!r} (201.2: a text names a real "
                        "card)",
                        source,
                        span,
                        "add the card's data to data/cards and run tools/gen_card_names.py",
                    )
                )
                break


def self_names(names: Sequence[str], legendary: bool) -> SelfNames:
    """The spellings that mean "this card" in the text of a face named ``names`` (its
    Japanese and English names, 201.4).

    A legendary card's text may call it by a shortened name (201.4c): the part before the
    comma of an English name ("Lena" of "Lena, Selfless Champion"), the part after the 「、」 of
    a Japanese one (「レナ」 of 「無私の勇者、レナ」). A known card whose name begins with that
    shortened name ("Ajani's Pridemate") keeps its own name.
    """
    full = tuple(name for name in names if name)
    if not legendary:
        return SelfNames(full=full)
    shortened = tuple(short for name in full if (short := _shortened(name)) and short != name)
    others = tuple(
        known
        for known in (*ENGLISH_NAMES, *JAPANESE_NAMES)
        if known not in full and any(known.startswith(short) for short in shortened)
    )
    return SelfNames(full=full, shortened=shortened, other_cards=others)


def _shortened(name: str) -> str:
    """The shortened name of a legendary card (201.4c), or "" when its name has none."""
    if ", " in name:
        return name.split(", ", 1)[0]
    if "、" in name:
        return name.rsplit("、", 1)[1]
    return ""
