"""How ofuda's canonical English is compared with Oracle text (`ofuda verify`), and how a
difference is told to be one of wording or of meaning (docs/oracle-rendering.md).

**Normalisation** (no step changes what a text means):

1. Reminder text in parentheses is dropped: it has no rules meaning (207.2), and Oracle
   prints it on some cards and not on others.
2. Typography: curly quotes and apostrophes are straight, the minus sign (U+2212) a hyphen,
   runs of spaces one space.
3. Keyword layout: a line of keywords only ("Flying, vigilance") is one unit per keyword, in
   any case; Oracle lays the same keywords out on one line or on several.

**Wording or meaning.** A difference that remains is *wording* only when both hold:

- the Oracle text compiles to the same IR as the card (the compiler reads both the same;
  checked by compiler/verify.py), and
- every word the Oracle text has and the rendering lacks is accounted for: by one of the
  rewrites of :data:`REWRITES` (each names its reason), or as a word of :data:`FREE_WORDS`,
  which carry no meaning of their own in a sentence whose IR is the same (articles,
  connectives, the subject "you", the words of "equal to the number of").

Otherwise it is *meaning*: the words show something the rendering does not say (a word the
grammar read and the IR lost, say "noncreature"), even where the IRs agree.
"""

from __future__ import annotations

import re
from collections import Counter

_REMINDER = re.compile(r"\s*\([^()]*\)")
_TYPOGRAPHY = str.maketrans(
    {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2212": "-"}
)
_SPACES = re.compile(r"\s+")

# Equivalent wordings, rewritten to one before words are compared: (pattern, replacement,
# reason). The card's own name is rewritten to "it" (self-reference) by :func:`_rewritten`.
REWRITES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (
        re.compile(r"\bhas\b", re.IGNORECASE),
        "have",
        'agreement: "each creature you control with … has" = "creatures you control with … have"',
    ),
    (
        re.compile(r"\bthat (?:creature|card|player|permanent|spell|land)('s)?\b", re.IGNORECASE),
        r"it\1",
        'pronouns: Oracle says "it" on one card, "that creature" on the next',
    ),
    (
        re.compile(r"\b(?:his or her|that player's)\b", re.IGNORECASE),
        "their",
        'pronouns: the singular "they" of current Oracle',
    ),
    (
        re.compile(r"\bhe or she\b", re.IGNORECASE),
        "they",
        'pronouns: the singular "they" of current Oracle',
    ),
    (
        re.compile(r"\b(?:your opponents control|an opponent controls)\b", re.IGNORECASE),
        "you don't control",
        "controllers: with no teammates, what you don't control is an opponent's (102.3)",
    ),
    (
        re.compile(r"\bit's\b", re.IGNORECASE),
        "it is",
        "contractions",
    ),
    (
        re.compile(r"\bwhen\b", re.IGNORECASE),
        "whenever",
        'triggers: "When" and "Whenever" begin a trigger condition alike (603.1)',
    ),
    (
        re.compile(
            r"\b(?:its owner's|their owners'|its owner's) (hand|library|graveyard)s?\b",
            re.IGNORECASE,
        ),
        r"your \1",
        "owners: a card from your own library or graveyard goes to its owner's zone, yours (400.3)",
    ),
    (
        re.compile(r"\ban? (\w+) other than it\b", re.IGNORECASE),
        r"another \1",
        '"a creature other than CARDNAME" is "another creature"',
    ),
    (
        re.compile(r"\bput (.+?) onto the battlefield\b", re.IGNORECASE),
        r"return \1 to the battlefield",
        'moving a card from a graveyard or exile: "return … to" = "put … onto" the battlefield',
    ),
    (
        re.compile(r"\bit (?:was|is) an? ([\w ]+?) card\b", re.IGNORECASE),
        r"it is a \1",
        'a card\'s kind: "if it\'s a land card" = "if it\'s a land" (the object is a card)',
    ),
    (
        re.compile(r"\bthe number of \w+ tapped this way\b", re.IGNORECASE),
        "the number of permanents tapped this way",
        "what the cost tapped: the cost names its kind (601.2h)",
    ),
    (
        re.compile(
            r"\ba spell that's ((?:(?:white|blue|black|red|green),? )+or "
            r"(?:white|blue|black|red|green))\b",
            re.IGNORECASE,
        ),
        r"a \1 spell",
        'colours: "a spell that\'s white, blue, black, or red" is "a white, blue, black, or red '
        'spell" (105.2)',
    ),
    (
        re.compile(r"\b(creature card)s? in (your|a) graveyard\b", re.IGNORECASE),
        r"\1 from \2 graveyard",
        'zones: a card "in" / "from" a graveyard',
    ),
    (
        re.compile(r"\b(cards of the chosen type) in (your|a) graveyard\b", re.IGNORECASE),
        r"\1 from \2 graveyard",
        'zones: a card "in" / "from" a graveyard',
    ),
    (
        re.compile(r"\bthe revealed card\b", re.IGNORECASE),
        "it",
        'references: "the revealed card" after one card was revealed is "it" (701.16a, 608.2c)',
    ),
    (
        re.compile(r"\bif a card is exiled this way\b", re.IGNORECASE),
        "if you do",
        '"If you do" after an instruction that is not optional: "if a card is exiled this way" '
        "(608.2c)",
    ),
)

# Words that carry no meaning of their own where the IRs are the same: articles and
# counts of one, connectives between instructions, the imperative's subject "you", and the
# words of the equivalent value phrasings ("for each" / "equal to the number of" / "X …,
# where X is").
FREE_WORDS = frozenset(
    [
        "a",
        "an",
        "the",
        "one",
        "and",
        "then",
        "you",
        "it",
        "its",
        "they",
        "them",
        "their",
        "equal",
        "to",
        "number",
        "of",
        "where",
        "x",
        "is",
        "each",
        "this",
        "for",
    ]
)


def normalised_units(lines: list[str], keywords: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The comparable units of a rules text: its lines normalised, keyword lines split."""
    known = tuple(k.lower() for k in keywords)
    units: list[str] = []
    for line in lines:
        text = _SPACES.sub(" ", _REMINDER.sub("", line).translate(_TYPOGRAPHY)).strip()
        if not text:
            continue
        parts = [part.strip() for part in text.split(",")]
        if known and all(part.lower().startswith(known) for part in parts):
            units.extend(part.lower() for part in parts)
        else:
            units.append(text)
    return tuple(units)


def classify(mine: tuple[str, ...], theirs: tuple[str, ...], name: str) -> tuple[bool, list[str]]:
    """Whether the differences between the rendered units and Oracle's are wording only,
    and their reasons (for meaning: the Oracle words the rendering does not account for)."""
    reasons: list[str] = []
    a, used_a = _rewritten(" ".join(mine), name)
    b, used_b = _rewritten(" ".join(theirs), name)
    reasons += sorted(used_a | used_b)
    missing = Counter(_words(b)) - Counter(_words(a))
    unexplained = sorted(word for word in missing if word not in FREE_WORDS)
    if unexplained:
        return False, [f"the rendering lacks Oracle's {', '.join(map(repr, unexplained))}"]
    if missing:
        reasons.append(
            "articles, connectives and value phrasings (" + ", ".join(sorted(missing)) + ")"
        )
    extra = Counter(_words(a)) - Counter(_words(b))
    if extra:
        reasons.append("words the rendering adds (" + ", ".join(sorted(extra)) + ")")
    if not missing and not extra:
        reasons.append("word order or layout")
    return True, reasons


_PER_UNIT = re.compile(r"\+(\d)/\+(\d) ((?:until end of turn )?)for each ", re.IGNORECASE)
_PER_UNIT_REASON = (
    'value phrasings: "+1/+1 for each …" = "+X/+X, where X is the number of …" (608.2h)'
)


def _per_unit(match: re.Match[str]) -> str:
    power, toughness = (("X" if n == "1" else n) for n in match.groups()[:2])
    return f"+{power}/+{toughness} {match.group(3)}where X is the number of "


def _rewritten(text: str, name: str) -> tuple[str, set[str]]:
    used: set[str] = set()
    text, count = _PER_UNIT.subn(_per_unit, text)
    if count:
        used.add(_PER_UNIT_REASON)
    names = {name, name.split(",")[0]} if name else set()
    for each in sorted(names, key=len, reverse=True):
        if each and each in text:
            text = text.replace(each, "it")
            used.add('self-reference: the card\'s name, or "it"')
    for pattern, replacement, reason in REWRITES:
        text, count = pattern.subn(replacement, text)
        if count:
            used.add(reason)
    return text, used


def _words(text: str) -> list[str]:
    """The words of a text, lower case, a plural's "s" dropped ("counters" = "counter")."""
    words = re.findall(r"[\w'+/{}-]+", text.lower())
    return [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words]
