"""Hints for parse errors: what the grammar accepts there, and "did you mean".

Both are worded in the card's language and from the grammar itself: the
expected terminals are grouped by word class (keywords, card types, subtypes,
…, known from the terminal names' prefixes) and shown by their spelling, never
by a terminal name; a suggestion is a vocabulary word close to what was
written (edit distance), and is offered only when putting it in makes the
sentence parse, so it never suggests a word that would fail too.
"""

from __future__ import annotations

import re
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
    "_GAIN",
    "_LOSE",
    "_DRAW",
    "_DEAL",
    "_GET",
    "_DESTROY",
    "_EXILE",
    "_RETURN",
    "_PUT",
    "_TAP_V",
    "_UNTAP_V",
    "_SACRIFICE",
    "_DISCARD",
    "_CREATE",
    "_COUNTER_V",
    "_MILL",
)

# How many words of one class are listed before "…".
_CLASS_SAMPLE = 4
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
            word
            for name in sorted(terminals)
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
    shown_verbs = [
        quote(lang, _spell(lang, name) or "") for name in sorted(verbs, key=_VERBS.index)
    ]
    return entries + sorted(named) + shown_verbs + sorted(words)


# How many entries an "expected one of" hint shows, and how many are tried in the parser.
_SHOWN_EXPECTED = 8
_MAX_EXPECTED_TRIALS = 8

# Terminals that are not words, by an example a designer can type: (English, Japanese, trial).
_TYPED_EXAMPLES: dict[str, tuple[str, str, str]] = {
    "NUMBER": ("2", "２", "2"),
    "MANA_SYMBOL": ("{2}", "{2}", "{2}"),
    "PT_MODIFIER": ("+2/+2", "＋２/＋２", "+2/+2"),
    "VARIABLE_X": ("X", "Ｘ", "X"),
}
# The word a class of words is shown by when the grammar accepts that class.
_CLASS_EXAMPLES = {"KW_": "KW_FLYING", "TYPE_": "TYPE_CREATURE", "SUPER_": "SUPER_LEGENDARY"}


def _typed_candidates(lang: str, terminals: tuple[str, ...]) -> list[tuple[str, str]]:
    """What may be typed at the failure, as (how the hint shows it, the text tried), in the
    order shown: instruction verbs (what a line most often goes on with), a word class by
    one of its words, a number by a number, then other words, shortest first."""
    ja = lang == "ja"
    class_prefixes = tuple(prefix for prefix, _, _ in _CLASSES)
    words = [name for name in terminals if not name.startswith(class_prefixes)]
    verbs = sorted((n for n in words if n in _VERBS), key=_VERBS.index)
    found = [(quote(lang, word), word) for name in verbs if (word := _spell(lang, name))]
    for prefix, english, japanese in _CLASSES:
        members = sorted(name for name in terminals if name.startswith(prefix))
        if not members:
            continue
        chosen = _CLASS_EXAMPLES.get(prefix, members[0])
        chosen = chosen if chosen in members else members[0]
        word = _spell(lang, chosen)
        if word:
            label = japanese if ja else english.removeprefix("a ").removeprefix("an ")
            shown = (
                f"{quote(lang, word)} or another {label}" if len(members) > 1 else quote(lang, word)
            )
            found.append((shown, word))
    for name in sorted(terminals):
        if name in _TYPED_EXAMPLES:
            english, japanese, trial = _TYPED_EXAMPLES[name]
            found.append((quote(lang, japanese if ja else english), trial))
    # the shortest first: the full stop a line lacks before a whole clause it might go on with
    others = sorted(
        (n for n in words if n not in _VERBS), key=lambda n: (len(_spell(lang, n) or ""), n)
    )
    for name in others:
        word = _spell(lang, name)
        if word and word.strip():
            found.append((quote(lang, word), word))
    return found


def expected_hint(
    lang: str,
    failure: parse.ParseFailure,
    text: str | None = None,
    parse_text: Callable[[str], object] | None = None,
) -> str | None:
    """The "expected one of: …" hint of a failed parse, or None if nothing would help.

    Each entry is something a designer can type (a word, 「２」, "+2/+2", a keyword by one
    of its words), at most eight. Where the text goes on after the failure, each entry is
    first tried in its place and kept only if the parser then reads on past it: an entry
    the grammar's tables allow but that could not make this line read is never shown.
    """
    entries = _typed_candidates(lang, failure.expected_terminals)
    rest = text[max(failure.end, failure.start + 1) :].strip(" .。") if text is not None else ""
    if text is not None and not failure.at_end and rest:  # (nothing after it to read on with)
        reparse = parse_text or (lambda candidate: parse.parse(lang, candidate))
        tried = entries[:_MAX_EXPECTED_TRIALS]
        entries = [
            (shown, word) for shown, word in tried if _reads_on(lang, text, failure, word, reparse)
        ]
    if not entries:
        return None
    shown = ", ".join(entry for entry, _ in entries[:_SHOWN_EXPECTED])
    return f"expected {shown}" if len(entries) == 1 else f"expected one of: {shown}"


def _reads_on(
    lang: str, text: str, failure: parse.ParseFailure, word: str, reparse: Callable[[str], object]
) -> bool:
    """Whether putting ``word`` in place of the text the parse failed at lets the parser read
    on past it and the word after it. (Japanese has no spaces to end the word the parse
    stopped at: it is tried as long as the failure's guess and as long as ``word``.)"""
    start = failure.start
    widths = {max(failure.end, start + 1) - start}
    if lang == "ja":
        widths.add(len(word))
    for width in sorted(widths):
        end = start + width
        rest = text[end:] if lang == "ja" else text[end:].lstrip()
        separator = " " if rest and lang != "ja" else ""
        following = _NEXT_WORD.match(rest)
        # only as far as the word after it: the parse need not go on to the line's end
        kept = rest[: following.end() + 1] if following else ""
        trial_text = text[:start] + word + separator + kept
        trial = reparse(trial_text)
        if not isinstance(trial, parse.ParseFailure):
            return True
        after = start + len(word) + len(separator)
        past = after + (following.end() if following else 0)
        if trial.at_end or (trial.start > after and trial.start >= past):
            return True
    return False


_NEXT_WORD = re.compile(r"[A-Za-z0-9'-]+|[^\sA-Za-z0-9]")


_CASE_PARTICLES = frozenset("をがはにでとのも")


def known_elsewhere(lang: str, found: str) -> str | None:
    """A hint for a word ofuda's language has, found where the grammar has no place for it:
    where to see it written (the phrasebook), rather than a list of other words."""
    if not found.strip() or found.strip().isdigit():
        return None
    shortest = 1 if lang == "ja" else 2  # a particle is a word of its own in Japanese (「か」)
    spellings = {
        word.lower()
        for word, _ in parse.terminal_spellings(lang).values()
        if len(word.strip()) >= shortest
    }
    written = found.strip()
    if not re.search(r"[A-Za-z\u3040-\u9fff]", written):
        return None  # punctuation: where it may stand, the expected list says
    if written.lower() not in spellings or written in _CASE_PARTICLES:
        return None  # a case particle stands in every sentence: pointing to it says nothing
    return (
        f"{quote(lang, written)} is in ofuda's language, but not in this place yet: "
        f"`ofuda phrases {written}` shows where it is written"
    )


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
    lang: str,
    text: str,
    failure: parse.ParseFailure,
    start_symbol: str | None = None,
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
    if lang == "ja":
        slip = _numeral_slip(text, start, reparse) or _particle_slip(text, start, reparse)
        if slip is not None:
            return slip
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
            if (
                lang != "ja"
                and end < len(text)
                and _is_word_char(text[end])
                and _is_word_char(text[end - 1])
            ):
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


def _parses_past(trial_text: str, position: int, reparse: Callable[[str], object]) -> bool:
    """Whether ``trial_text`` parses, or fails only after the sentence at ``position`` ends."""
    trial = reparse(trial_text)
    return not isinstance(trial, parse.ParseFailure) or trial.start > _sentence_end(
        trial_text, position
    )


# Numbers written in kanji where the printed templating has digits (「一枚」 for 「１枚」).
_KANJI_DIGITS = {"一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
# The place words of a kanji numeral: 「二十三」 is 2 × 10 + 3, 「百二十」 100 + 2 × 10.
_KANJI_PLACES = {"十": 10, "百": 100, "千": 1000}
# The counters a number is written with (「１枚」「２体」「３点」…), kept in the suggestion.
_COUNTERS = "枚体つ個点人回色"


def _full_width(text: str) -> str:
    """Digits as printed in Japanese card text: full width (the parser reads them folded)."""
    return text.translate({ord(d): chr(ord(d) - ord("0") + ord("０")) for d in "0123456789"})


def kanji_numeral(text: str, start: int) -> tuple[int, int]:
    """The value of the kanji numeral at ``start`` (「三」 3, 「十」 10, 「二十三」 23, 「百五」 105)
    and where it ends; (0, start) where none starts. Places go down (「十百」 is 10, then stops)
    and a digit stands before a place or last (「二三」 is 2, then stops)."""
    total, digit, end, last_place = 0, 0, start, 10_000
    while end < len(text):
        char = text[end]
        if char in _KANJI_DIGITS and not digit:
            digit = _KANJI_DIGITS[char]
        elif char in _KANJI_PLACES and _KANJI_PLACES[char] < last_place:
            last_place = _KANJI_PLACES[char]
            total += (digit or 1) * last_place
            digit = 0
        else:
            break
        end += 1
    return total + digit, end


def _numeral_slip(text: str, start: int, reparse: Callable[[str], object]) -> Suggestion | None:
    """「一枚」 → 「１枚」: a number written in kanji, suggested in digits if the line then reads."""
    value, end = kanji_numeral(text, start)
    if end == start or value == 0:
        return None
    if not _parses_past(text[:start] + str(value) + text[end:], start, reparse):
        return None
    counter = text[end] if end < len(text) and text[end] in _COUNTERS else ""
    return Suggestion(_full_width(str(value)) + counter, start, end + len(counter))


# Particles one slip away from each other (「あなたが２点…」 for 「あなたは２点…」): each is
# tried for the one it is most often mistaken for, a single parse per failure.
_PARTICLE_SLIPS = {"が": "は", "は": "が", "を": "に", "に": "を", "で": "に"}


def _particle_slip(text: str, start: int, reparse: Callable[[str], object]) -> Suggestion | None:
    """A wrong particle a few characters before where the parse failed: the parser reads the
    particle and stops a word or two later (「あなたが２点」 stops at 「点」), but the mistake
    is the particle, so the suggestion is there."""
    for at in range(start - 1, max(0, start - _PARTICLE_REACH) - 1, -1):
        particle = _PARTICLE_SLIPS.get(text[at]) if at >= 1 else None
        if particle is not None and _parses_past(
            text[:at] + particle + text[at + 1 :], at, reparse
        ):
            return Suggestion(particle, at, at + 1)
    return None


# How far before the failure a particle is looked for (characters).
_PARTICLE_REACH = 4
