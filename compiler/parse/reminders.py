"""Reading reminder text: the words inside the parentheses after a keyword.

Reminder text has no rules meaning (207.2). The grammars take a reminder as
one bounded terminal, ``REMINDER_TEXT`` (balanced parentheses on one line, no
parenthesis inside) — the one place where ofuda accepts text it may not be able
to read (DESIGN.md). After the line has parsed, each reminder's words are
parsed apart as ``reminder_body`` (the rules of keywords and keyword actions,
grammar/*/16-reminders.lark): a reading replaces the terminal in the tree, and
the lowering pass checks it against the line's keywords; a reminder the
grammar cannot read keeps its terminal and is reported as a warning (W244).
"""

from __future__ import annotations

from lark import Token, Tree

REMINDER_TEXT = "REMINDER_TEXT"
#: The start symbol that reads a reminder's words.
REMINDER_BODY = "reminder_body"
#: Where the reading of an unread reminder stopped (a token of its own, for the warning).
UNREAD_AT = "REMINDER_UNREAD_AT"


def read_reminders(tree: Tree[Token], lang: str) -> Tree[Token]:
    """Replace each reminder terminal of ``tree`` by the reading of its words, where the
    grammar of ``lang`` has one; the tree is changed in place and returned."""
    for node in tree.iter_subtrees():
        if node.data != "reminder":
            continue
        for index, child in enumerate(node.children):
            if isinstance(child, Token) and child.type == REMINDER_TEXT:
                node.children[index : index + 1] = _reading(child, lang)
    return tree


def _reading(token: Token, lang: str) -> list[Tree[Token] | Token]:
    """The sentences a reminder terminal reads as, or the terminal and where reading stopped.

    The words are parsed at their own offsets (the text before them blanked: spaces
    are ignored by both grammars), so every position in the reading is a position
    in the line and the spans of the AST point into the card file.
    """
    from .parser import ParseFailure, parse  # the parser module imports this one

    start = token.start_pos or 0
    inner = str(token)[1:-1]
    padded = " " * (start + 1) + inner
    reading = parse(lang, padded, REMINDER_BODY, explain=False)
    if isinstance(reading, ParseFailure):
        stop = min(max(reading.start, start + 1), start + 1 + len(inner))
        while stop > start + 1 and padded[stop - 1].isascii() and padded[stop - 1].isalpha():
            stop -= 1  # from the start of the English word the reading stopped in
        found = reading.found if stop == reading.start else ""
        found = found or padded[stop:].split(" ", 1)[0] or padded[stop : stop + 1]
        return [token, Token(UNREAD_AT, found, start_pos=stop, end_pos=stop + len(found))]
    return list(reading.children)
