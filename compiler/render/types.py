"""Type lines in either language, with the words taken from the grammars themselves.

The grammars are the vocabulary's single source of truth: the Japanese for
"Human" is the literal of the terminal SUB_HUMAN in grammar/ja/.
"""

from __future__ import annotations

import functools

from .. import ir
from ..parse.parser import get_parser
from ..parse.subtype_table import ENGLISH_PLURALS, JAPANESE_NAMES
from ..parse.vocabulary import PLURAL_PREFIX, subtype_terminal


@functools.cache
def literals(lang: str) -> dict[str, str]:
    """Terminal name → its literal text, for the string terminals of a language's grammar."""
    return {
        terminal.name: terminal.pattern.value
        for terminal in get_parser(lang).terminals
        if terminal.pattern.type == "str"
    }


def word(lang: str, terminal: str) -> str:
    """The word a terminal stands for (English words as printed in type lines)."""
    text = literals(lang)[terminal]
    # First letters only: "Assembly-Worker" keeps its capital W (205.3m).
    return text if lang == "ja" else " ".join(part[:1].upper() + part[1:] for part in text.split(" "))


def subtype_text(lang: str, name: str, plural: bool = False) -> str:
    """A subtype as written: 「エルフ」 / "Elf" (or "Elves" with ``plural``, English only).
    A hand-written terminal's literal first (AVR's printed words), else the generated
    creature-type table (compiler/parse/subtype_table.py, 205.3m)."""
    words = literals(lang)
    terminal = subtype_terminal(name, PLURAL_PREFIX if plural and lang == "en" else "SUB_")
    if terminal in words:
        return words[terminal]
    if lang == "ja":
        return JAPANESE_NAMES[name]
    return ENGLISH_PLURALS.get(name, name) if plural else name


def render_type_line(face: ir.CardFace, lang: str) -> str:
    """「伝説のクリーチャー — 天使」 / "Legendary Creature — Angel"."""
    supertypes = [word(lang, f"SUPER_{s.name}") for s in face.supertypes]
    types = [word(lang, f"TYPE_{t.name}") for t in face.card_types]
    subtypes = [subtype_text(lang, s) for s in face.subtypes]
    if lang == "ja":
        line = "".join(supertypes) + "・".join(types)
        return line + (" — " + "・".join(subtypes) if subtypes else "")
    line = " ".join(supertypes + types)
    return line + (" — " + " ".join(subtypes) if subtypes else "")
