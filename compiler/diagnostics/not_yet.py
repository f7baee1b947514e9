"""Real Magic that ofuda does not support yet: keywords (CR 702) and phrases, by name.

A parse that stops at one of these words is not a typo: the diagnostic (E105) says so by
name, with its rule, instead of an "expected one of" wall or a did-you-mean toward some
other word. tests/designer/test_not_yet.py holds every row to "does not compile today":
whoever adds one of these to the language removes its row in the same commit.

Keyword names are the headings of CR 702 (the Japanese ones from the Japanese CR's
headings); the rule numbers are the current CR's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class NotYet:
    """One keyword or phrase of real Magic that ofuda's language lacks."""

    en: str
    ja: str | None  # None where the phrase has no one Japanese wording to look for
    rule: str
    what: str  # "keyword", or what the phrase does, in a few words
    # for phrases: a line with it, per language, that the tests hold to "does not compile"
    example_en: str = ""
    example_ja: str = ""

    @property
    def is_keyword(self) -> bool:
        """Whether the row is a keyword ability (702) rather than a phrase."""
        return self.what == "keyword"

    def message(self, lang: str) -> str:
        """The diagnostic's message: the name, what it is, and its rule."""
        name = f"「{self.ja}」 ({self.en.lower()})" if lang == "ja" and self.ja else self.en
        if self.is_keyword:
            return f"{name} is a keyword ofuda does not support yet ({self.rule})"
        return f"{name} ({self.what}) is a phrase ofuda does not support here yet ({self.rule})"


def _keyword(en: str, ja: str, rule: str) -> NotYet:
    return NotYet(en, ja, rule, "keyword")


# Keyword abilities of CR 702 that no grammar/*/10-keywords.lark names yet.
KEYWORDS: tuple[NotYet, ...] = (
    _keyword("Phasing", "フェイジング", "702.26"),
    _keyword("Echo", "エコー", "702.30"),
    _keyword("Madness", "マッドネス", "702.35"),
    _keyword("Morph", "変異", "702.37"),
    _keyword("Storm", "ストーム", "702.40"),
    _keyword("Affinity", "親和", "702.41"),
    _keyword("Ninjutsu", "忍術", "702.49"),
    _keyword("Dredge", "発掘", "702.52"),
    _keyword("Haunt", "憑依", "702.55"),
    _keyword("Suspend", "待機", "702.62"),
    _keyword("Cascade", "続唱", "702.85"),
    _keyword("Rebound", "反復", "702.88"),
    _keyword("Living weapon", "生体武器", "702.92"),
    _keyword("Overload", "超過", "702.96"),
    _keyword("Cipher", "暗号", "702.99"),
    _keyword("Bestow", "授与", "702.103"),
    _keyword("Dash", "疾駆", "702.109"),
    _keyword("Crew", "搭乗", "702.122"),
    _keyword("Mutate", "変容", "702.140"),
)

# Phrases of real cards the grammar has no place for yet where they stand.
PHRASES: tuple[NotYet, ...] = (
    # ofuda has "for as long as you control X", "… X remains on the battlefield" and "… X
    # remains exiled" (grammar/*/21b-for-as-long-as.lark); any other condition is not yet
    NotYet(
        "For as long as",
        None,
        "611.2b",
        "an effect that lasts while a stated condition holds",
        "Tap target creature. It doesn't untap during its controller's untap step for as "
        "long as CARDNAME remains tapped.",
    ),
)

_WORD_END = re.compile(r"(?![A-Za-z'-])")


def _at(lang: str, name: str, text: str, start: int) -> bool:
    """Whether ``text`` has the word ``name`` at ``start`` (English: whole word, any case)."""
    if lang == "ja":
        return text.startswith(name, start)
    end = start + len(name)
    before_ok = start == 0 or not (text[start - 1].isalpha() or text[start - 1] in "'-")
    return (
        before_ok and text[start:end].lower() == name.lower() and bool(_WORD_END.match(text, end))
    )


def _where(lang: str, name: str, text: str, start: int) -> int | None:
    """Where ``name`` stands in ``text`` covering ``start``: the parse may stop inside it (the
    lexer read "Bat" of "Battle cry" as a creature type and stopped at "tle")."""
    for position in range(max(0, start - len(name) + 1), start + 1):
        if _at(lang, name, text, position):
            return position
    return None


def _leading(lang: str, name: str, text: str, start: int) -> int | None:
    """Where ``name`` starts the phrase a line failed in: its last place before ``start`` with
    no comma or full stop between (a parse that read "for as long as CARDNAME" and stopped at
    "remains tapped" failed in that phrase)."""
    before = text[:start]
    for position in range(len(before) - len(name), -1, -1):
        if _at(lang, name, text, position):
            between = text[position:start]
            return None if any(mark in between for mark in ",.、。") else position
    return None


def find(lang: str, text: str, start: int, keyword_expected: bool) -> tuple[NotYet, int] | None:
    """The row whose name stands where a line failed to parse, and where it starts, if any.

    A keyword counts only where a keyword could stand (the grammar expected one there, or the
    line or a list of keywords goes on with it), so a word that merely spells like one
    ("storm") is not mistaken for it.
    """
    for row in PHRASES:
        name = row.ja if lang == "ja" else row.en
        if name and (position := _where(lang, name, text, start)) is not None:
            return row, position
        if name and (position := _leading(lang, name, text, start)) is not None:
            return row, position
    for row in KEYWORDS:
        name = row.ja if lang == "ja" else row.en
        if not name or (position := _where(lang, name, text, start)) is None:
            continue
        before = text[:position].rstrip()
        if keyword_expected or not before or before.endswith((",", "、")):
            return row, position
    return None
