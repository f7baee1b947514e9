"""The normalize pass: card text as written → the text the grammars read.

Rules text is written with full-width digits and signs, two kinds of dash,
stray spaces after 。 and the card's own name spelled out. This pass folds all
of that into one spelling (NFKC, one dash, single spaces, ``CARDNAME`` for the
card's name) and keeps, for every character, its offset in the original file
so diagnostics point at what the designer wrote.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import unicodedata

from .text import MappedText, TextBuilder

SELF_PLACEHOLDER = "CARDNAME"

# Characters NFKC leaves alone but the grammars spell one way.
_SPELLING = {
    "\u2015": "\u2014",  # HORIZONTAL BAR (ability words) → EM DASH (type lines)
    "\u2212": "-",  # MINUS SIGN (Oracle loyalty costs [−2])
    "\u2019": "'",  # RIGHT SINGLE QUOTATION MARK in English names
    "\u2018": "'",
    "\u201c": '"',
    "\u201d": '"',
}

_WHITESPACE = {" ", "\t", "\u3000", "\r", "\n", "\u00a0"}

# Data quirk (docs/data-quirks.md): the card data's texts were taken from HTML, and two of
# them keep a character reference where the page's markup was (「…不死を得る。&gt;（…）」).
# Printed rules text has no such reference, so one is markup residue and is not read.
_HTML_REFERENCE = re.compile(r"&(?:[A-Za-z]{2,8}|#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6});")


@functools.cache
def _fold_char(char: str) -> str:
    """One character's normalized spelling (may be empty or several characters).

    Cached: a card's text is drawn from a few hundred distinct characters, and NFKC per
    character call is the bulk of this pass's time otherwise."""
    if char in _SPELLING:
        return _SPELLING[char]
    if char in _WHITESPACE:
        return " "
    return unicodedata.normalize("NFKC", char)


@dataclasses.dataclass(frozen=True)
class SelfNames:
    """The spellings that mean "this card" in its own rules text (201.4).

    ``full`` are its names as printed (Japanese and English); ``shortened`` the shortened
    names a legendary card's text may use for it (201.4c: "Sacrifice Lena:" on Lena, Selfless
    Champion), read as the card only as a whole word; ``other_cards`` are the names of other
    cards that begin with a shortened name ("Ajani's Pridemate" on Ajani, Strength of the
    Pride), which stay another card's name: the longest name wins.
    """

    full: tuple[str, ...] = ()
    shortened: tuple[str, ...] = ()
    other_cards: tuple[str, ...] = ()

    def match(self, source: str, index: int) -> str | None:
        """The spelling of this card's name that starts at ``index`` of ``source``, if any."""
        for name in self.full:
            if source.startswith(name, index):
                return name
        if any(source.startswith(other, index) for other in self.other_cards):
            return None
        for name in self.shortened:
            end = index + len(name)
            if source.startswith(name, index) and not (
                _joins_word(source, index - 1, name[0]) or _joins_word(source, end, name[-1])
            ):
                return name
        return None


def _joins_word(source: str, at: int, edge: str) -> bool:
    """Whether the character at ``at`` continues the word whose end character is ``edge``:
    a letter or digit next to an English name, katakana next to a katakana name."""
    if at < 0 or at >= len(source):
        return False
    char = source[at]
    if _is_katakana(edge):
        return _is_katakana(char)
    return char.isalnum() and char.isascii()


def _is_katakana(char: str) -> bool:
    """Katakana, the long-vowel mark included (Japanese names of characters are katakana)."""
    return "\u30a0" <= char <= "\u30ff"


def normalize(text: MappedText, self_names: tuple[str, ...] | SelfNames = ()) -> MappedText:
    """Normalize one ability's text, replacing the card's own names by CARDNAME.

    ``self_names`` are the spellings that mean "this card" (its Japanese and
    English names, and a legendary card's shortened names); the longest is tried
    first so "Avacyn, Angel of Hope" wins over a shorter name it contains.
    """
    if not isinstance(self_names, SelfNames):
        self_names = SelfNames(full=self_names)
    spellings = SelfNames(
        full=tuple(sorted({n for n in self_names.full if n}, key=len, reverse=True)),
        shortened=tuple(sorted({n for n in self_names.shortened if n}, key=len, reverse=True)),
        other_cards=self_names.other_cards,
    )
    # most characters start no name: skip the search
    first_letters = {n[0] for n in (*spellings.full, *spellings.shortened)}
    builder = TextBuilder()
    source = text.text
    index = 0
    last_was_space = True  # drop leading whitespace
    while index < len(source):
        if source[index] == "&" and (reference := _HTML_REFERENCE.match(source, index)):
            index = reference.end()
            continue
        name = spellings.match(source, index) if source[index] in first_letters else None
        if name is not None:
            start = text.offsets[index]
            end = text.offsets[index + len(name) - 1] + 1
            builder.append(SELF_PLACEHOLDER, start, end)
            index += len(name)
            last_was_space = False
            continue
        folded = _fold_char(source[index])
        if folded == " ":
            if not last_was_space:
                builder.append(" ", text.offsets[index])
            last_was_space = True
        elif folded:
            builder.append(folded, text.offsets[index])
            last_was_space = False
        index += 1
    result = builder.build(text.offsets[len(source)])
    if result.text.endswith(" "):
        result = MappedText(result.text[:-1], (*result.offsets[:-2], result.offsets[-1]))
    return _period_outside_quotation(result)


def _period_outside_quotation(text: MappedText) -> MappedText:
    """English typography puts the period that ends both a quoted ability and the
    sentence inside the closing mark ('has "{T}: Untap this creature."'); the grammar
    reads it outside ('…creature".'), where it ends the sentence (offsets keep their order)."""
    chars = list(text.text)
    for index in range(len(chars) - 1):
        at_end = index + 2 == len(chars) or chars[index + 2] == " "
        if chars[index] == "." and chars[index + 1] == '"' and at_end:
            # offsets stay in order, so spans still cover the whole quotation
            chars[index], chars[index + 1] = chars[index + 1], chars[index]
    if chars == list(text.text):
        return text
    return MappedText("".join(chars), text.offsets)


def drop_stray_subtype_hyphen(text: MappedText) -> MappedText:
    """A normalized type line without the ASCII hyphen that follows its subtype dash.

    Data quirk (docs/data-quirks.md): the Japanese type lines of the back faces of double-
    faced cards in the card data read 「クリーチャー ― - 狼男」, the dash of 205.1 followed by a
    stray "-"; the printed cards have the dash alone. The hyphen (and the space after it) is
    not read; the file keeps it as the data has it.
    """
    at = text.text.find("\u2014 - ")
    if at < 0:
        return text
    cut = at + 2  # keep the dash and its space, drop "- "
    return MappedText(text.text[:cut] + text.text[cut + 2 :], text.offsets[:cut] + text.offsets[cut + 2 :])


def join_lines(first: MappedText, second: MappedText, separator: str) -> MappedText:
    """Join two lines of text that a hard wrap split (a data quirk, not a new ability)."""
    builder = TextBuilder()
    for index, char in enumerate(first.text):
        builder.append(char, first.offsets[index])
    if separator:
        builder.append(separator, first.offsets[-1])
    for index, char in enumerate(second.text):
        builder.append(char, second.offsets[index])
    return builder.build(second.offsets[-1])
