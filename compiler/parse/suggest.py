"""Hints for parse errors: what the grammar accepts there, and "did you mean".

Both are worded in the card's language and from the grammar itself: the
expected terminals are grouped by word class (keywords, card types, subtypes,
…, known from the terminal names' prefixes) and shown by their spelling, never
by a terminal name; a suggestion is a vocabulary word close to what was
written (edit distance), and is offered only when putting it in makes the
sentence parse, so it never suggests a word that would fail too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .. import parse

# Word classes by terminal-name prefix: (English name, Japanese name).
_CLASSES: tuple[tuple[str, str, str], ...] = (
    ("KW_", "a keyword", "キーワード能力"),
    ("TYPE_", "a card type", "カード・タイプ"),
    ("SUPER_", "a supertype", "特殊タイプ"),
    ("SUB_", "a subtype", "サブタイプ"),
)

# Terminals that are not words: readable names in each language.
_READABLE: dict[str, tuple[str, str]] = {
    "SELF_NAME": ("the card's own name", "このカードの名前"),
    "NUMBER": ("a number", "数"),
    "MANA_SYMBOL": ("a mana symbol such as {2} or {W}", "{2}や{W}のようなマナ・シンボル"),
    "PT_MODIFIER": ("a power/toughness change such as +2/+2", "＋２/＋２のような修整"),
    "VARIABLE_X": ("X", "Ｘ"),
    "FIELD_NAME": ("a field name such as name:", "name: のような欄の名前"),
    "FIELD_VALUE": ("a value", "値"),
    "INDENTED_TEXT": ("an indented line of text", "字下げした行"),
    "COUNT": ("a number of copies", "枚数"),
    "CARD_NAME": ("a card name", "カード名"),
    "REMINDER_TEXT": ("reminder text in parentheses", "（…）の注釈文"),
}

# Instruction verbs, listed before other words in "expected" hints, most common first.
_VERBS = (
    "_GAIN", "_LOSE", "_DRAW", "_DEAL", "_GET", "_DESTROY", "_EXILE", "_RETURN", "_PUT",
    "_TAP_V", "_UNTAP_V", "_SACRIFICE", "_DISCARD", "_CREATE", "_COUNTER_V", "_MILL",
)

# How many words of one class are listed before "…".
_CLASS_SAMPLE = 4
# How many entries an "expected one of" hint lists.
_MAX_EXPECTED = 24
# How many candidate words are tried in the parser before giving up.
_MAX_TRIALS = 8


def quote(lang: str, phrase: str) -> str:
    """A phrase quoted the way the card's language quotes: 「…」 or "…"."""
    return f"「{phrase}」" if lang == "ja" else f'"{phrase}"'


def _spell(lang: str, name: str) -> str | None:
    """The text of a terminal as written in a card, or None for a non-word terminal."""
    spelling = parse.terminal_spellings(lang).get(name)
    if spelling is None or name in _READABLE:
        return None
    return spelling[0]


def describe_expected(lang: str, terminals: tuple[str, ...]) -> list[str]:
    """What the grammar accepts, as readable entries in the card's language.

    Words of one class become one entry ("a keyword: flying, haste, …"); other
    terminals are quoted by their spelling or named (a number, the card's name).
    """
    ja = lang == "ja"
    entries: list[str] = []
    grouped: set[str] = set()
    for prefix, english, japanese in _CLASSES:
        class_words = [  # in terminal-name order, the same in both languages
            word for name in sorted(terminals)
            if name.startswith(prefix) and (word := _spell(lang, name)) is not None
        ]
        grouped.update(name for name in terminals if name.startswith(prefix))
        if not class_words:
            continue
        if len(class_words) <= 2:
            entries.extend(quote(lang, word) for word in class_words)
            continue
        shown = ("、" if ja else ", ").join(class_words[:_CLASS_SAMPLE])
        more = ("…" if ja else ", …") if len(class_words) > _CLASS_SAMPLE else ""
        entries.append(f"{japanese if ja else english} ({shown}{more})")
    named: set[str] = set()
    words: set[str] = set()
    verbs: list[str] = []
    for name in terminals:
        if name in grouped:
            continue
        if name in _READABLE:
            named.add(_READABLE[name][1 if ja else 0])
            continue
        word = _spell(lang, name)
        if word is not None and word.strip():
            if name in _VERBS:
                verbs.append(name)
            else:
                words.add(quote(lang, word))
    # word classes first, then the instructions a line can start with: the most telling
    shown_verbs = [quote(lang, _spell(lang, name) or "") for name in sorted(verbs, key=_VERBS.index)]
    return entries + sorted(named) + shown_verbs + sorted(words)


def expected_hint(lang: str, failure: parse.ParseFailure) -> str | None:
    """The "expected one of: …" hint of a failed parse, or None if nothing is known."""
    entries = describe_expected(lang, failure.expected_terminals)
    if not entries:
        entries = [quote(lang, e) for e in failure.expected]
    if not entries:
        return None
    shown = ", ".join(entries[:_MAX_EXPECTED])
    more = f" and {len(entries) - _MAX_EXPECTED} more" if len(entries) > _MAX_EXPECTED else ""
    if len(entries) == 1:
        return f"expected {shown}"
    return f"expected one of: {shown}{more}"


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A word to put in place of ``text[start:end]`` of the parsed text."""

    word: str
    start: int
    end: int


def edit_distance(a: str, b: str, limit: int) -> int:
    """Edits (insert, delete, replace, swap two neighbours) from ``a`` to ``b``.

    Returns ``limit + 1`` as soon as the distance is surely above ``limit``.
    A swap counts as one edit: "crad" is one slip from "card".
    """
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, 1):
        current = [i]
        for j, char_b in enumerate(b, 1):
            cost = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char_a != char_b))
            if i > 1 and j > 1 and char_a == b[j - 2] and a[i - 2] == char_b:
                cost = min(cost, before[j - 2] + 1)
            current.append(cost)
        if min(current) > limit:
            return limit + 1
        before, previous = previous, current
    return previous[-1]


def _allowed(lang: str, length: int) -> int:
    """How many edits a word of ``length`` characters may be off and still be suggested."""
    if lang == "ja":  # one kanji or kana of a two-character word is a typical slip: 結婚/結魂
        return 1 if length <= 3 else 2 if length <= 7 else 3
    return 0 if length <= 3 else 1 if length <= 6 else 2


def _sentence_end(text: str, position: int) -> int:
    """Where the sentence that goes on at ``position`` ends (its 。 or .), else the text's end."""
    ends = [found for mark in "。." if (found := text.find(mark, position)) >= 0]
    return min(ends) if ends else len(text)


def _is_word_char(char: str) -> bool:
    return char.isalnum() or char in "'-"


def did_you_mean(
    lang: str, text: str, failure: parse.ParseFailure, start_symbol: str | None = None,
    parse_text: Callable[[str], object] | None = None,
) -> Suggestion | None:
    """The vocabulary word the writer most likely meant where the parse failed, if any.

    Candidates are the language's words within a few edits of the text at the
    failure; each is tried in the parser (best first) and the first with which
    the whole sentence then parses wins. A word that would only move the error
    along (「結魂」 → 「絆魂」 where the rest is unsupported text) is no help.
    """
    if failure.at_end or failure.start >= len(text):
        return None
    reparse = parse_text or (lambda candidate: parse.parse(lang, candidate, start_symbol))
    start = failure.start
    candidates: list[tuple[float, int, int, str, int]] = []
    for word, folded in {spelling for spelling in parse.terminal_spellings(lang).values()}:
        if len(word.strip()) < 2 or word == "CARDNAME":
            continue
        limit = _allowed(lang, len(word))
        if limit == 0:
            continue
        for length in range(max(1, len(word) - 1), len(word) + 2):  # one char dropped or added
            end = start + length
            if end > len(text):
                break
            if lang != "ja" and end < len(text) and _is_word_char(text[end]) and _is_word_char(text[end - 1]):
                continue  # English words end at a word boundary
            window = text[start:end]
            if lang != "ja" and not _is_word_char(window[-1]) and window[-1] != word[-1]:
                continue
            compare = (window.lower(), word.lower()) if folded or lang != "ja" else (window, word)
            # Each distinct letter of the word missing from the window costs at least one
            # edit: a cheap bound that skips most of the vocabulary before the real distance.
            if len(set(compare[1]).difference(compare[0])) > limit:
                continue
            distance = edit_distance(*compare, limit)
            if 0 < distance <= limit:
                candidates.append(
                    (distance / len(word), abs(length - len(word)), -len(word), word, end)
                )
    candidates.sort()
    for *_rank, word, end in candidates[:_MAX_TRIALS]:
        written = text[start:end]
        if lang != "ja" and written[:1].isupper():
            word = word[:1].upper() + word[1:]  # "Flyng" → "Flying", as written at a line start
        trial_text = text[:start] + word + text[end:]
        trial = reparse(trial_text)
        if not isinstance(trial, parse.ParseFailure) or trial.start > _sentence_end(
            trial_text, start + len(word)
        ):
            return Suggestion(word, start, end)
    return None
