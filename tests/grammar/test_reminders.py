"""Every reminder text of AVR (Japanese, 2012 English, Oracle English) is recognised as
the rule of its keyword and checked against it (rule 207.2): parsed with the grammar,
never skipped. Reminders of keyword actions (regenerate, fight) belong to the effect
language and are listed apart."""

from __future__ import annotations

import json
import re

import pytest
from ofuda.compiler import ast
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.render.keywords import keyword_text
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import Keyword
from support.paths import AVR_JSON
from support.permanents import compile_lines

# A reminder is a parenthesized sentence after a space or alone on its line (not the
# parameter of プロテクション（吸血鬼） or エンチャント（クリーチャー）).
_REMINDER = re.compile(r"(?:^|\s)[（(][^（(]*[。.].*[)）]\s*$")

# Reminders on a line that is not the keyword's own: the keyword the line grants.
_GRANTED = {
    "50": Keyword.HEXPROOF,
    "117": Keyword.INTIMIDATE,
    "119": Keyword.DEATHTOUCH,
    "192": Keyword.HEXPROOF,
    "193": Keyword.REACH,
    "30": Keyword.FIRST_STRIKE,
}
_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")
# Reminders of keyword actions (701: regenerate, fight), not of keyword abilities.
_KEYWORD_ACTIONS = {"115", "200"}


def _reminders() -> list[tuple[str, str, str, str]]:
    """(card number, language, line prefix, reminder) for every reminder line of AVR."""
    found = []
    for card in json.loads(AVR_JSON.read_text(encoding="utf-8")):
        for field, lang in (("text_ja", "ja"), ("text_en_printed", "en"), ("text_en", "en")):
            for line in (card[field] or "").split("\n"):
                match = _REMINDER.search(line)
                if match and card["number"] not in _KEYWORD_ACTIONS:
                    entry = (
                        card["number"],
                        lang,
                        line[: match.start()].strip(),
                        match.group().strip(),
                    )
                    if entry not in found:
                        found.append(entry)
    return found


REMINDERS = _reminders()


def test_all_avr_reminders_are_collected() -> None:
    assert len(REMINDERS) >= 30
    numbers = {number for number, *_ in REMINDERS}
    assert {"7", "21", "31", "35", "64", "89", "140", "205", "213", "4", "73", "230"} <= numbers


@pytest.mark.parametrize(
    ("number", "lang", "prefix", "reminder"),
    REMINDERS,
    ids=[f"{r[0]}-{r[1]}-{r[3][:25]}" for r in REMINDERS],
)
def test_reminder_is_recognised_as_its_keywords_rule(
    number: str, lang: str, prefix: str, reminder: str
) -> None:
    kind = (
        "plains"
        if not prefix
        else "sorcery"
        if "奇跡" in prefix or "Miracle" in prefix
        else "creature"
    )
    kind = "equipment" if prefix.startswith(("装備", "Equip")) else kind
    if not prefix:  # a basic land's "({T}: Add {U}.)": checked against the card's land type
        land = _LANDS[(int(number) - 230) // 3]
        text = f"name: {land}\ntype: Basic Land — {land}\nen:\n  {reminder}\n"
        card = compile_source(SourceFile("land.card", text))
        assert card.ok and card.card is not None and card.card.abilities == ()
        return None
    parsed_prefix = compile_lines(lang, kind, [prefix]).asts.get(lang) or [None]
    own_line = isinstance(parsed_prefix[0], ast.KeywordLine)
    if number in _GRANTED and not own_line:
        # on the line that grants it, the reminder explains the granted keyword; here we
        # check the sentence itself on the keyword's line (a group subject: #50's "they")
        keyword = _GRANTED[number]
        line = f"{keyword_text(keyword, lang)} {reminder}"
        if re.search(r"それら|They", reminder):
            return _check_group_reminder(lang, keyword, reminder)
        prefix = keyword_text(keyword, lang)
    line = f"{prefix} {reminder}".strip()
    card = compile_lines(lang, kind, [line])
    assert card.ok, [(d.code, d.message) for d in card.diagnostics]
    (parsed,) = card.asts[lang]
    reminder_node = parsed.reminder
    assert reminder_node.rules, line
    if prefix:
        assert isinstance(parsed, ast.RemindedLine)
        assert isinstance(parsed.line, ast.KeywordLine)


def _check_group_reminder(lang: str, keyword: Keyword, reminder: str) -> None:
    """A reminder about "they" explains a keyword granted to a soulbond pair (#50)."""
    condition = (
        "試しの騎士が他のクリーチャーと組になっているかぎり、"
        if lang == "ja"
        else ("As long as Test Knight is paired with another creature, ")
    )
    statement = (
        f"両方のクリーチャーは{keyword_text(keyword, 'ja')}を持つ。"
        if lang == "ja"
        else f"both creatures have {keyword_text(keyword, 'en')}."
    )
    card = compile_lines(lang, "creature", [f"{condition}{statement} {reminder}"])
    assert card.ok, [(d.code, d.message) for d in card.diagnostics]
    wrong = compile_lines(lang, "creature", [f"{keyword_text(keyword, lang)} {reminder}"])
    assert wrong.ok and [d.code for d in wrong.diagnostics] == ["W241"]


@pytest.mark.parametrize(
    ("number", "lang", "prefix", "reminder"),
    [r for r in REMINDERS if r[2] and r[0] not in _GRANTED],
)
def test_reminder_under_another_keyword_is_a_warning(
    number: str, lang: str, prefix: str, reminder: str
) -> None:
    # the same reminder after a keyword it does not explain is a W240 warning (vigilance's
    # reminder is never printed in AVR, so vigilance is the wrong keyword for all of them);
    # the card compiles from its keyword: reminder text has no rules meaning (207.2)
    card = compile_lines(lang, "creature", [f"{keyword_text(Keyword.VIGILANCE, lang)} {reminder}"])
    assert card.ok and "W240" in [d.code for d in card.diagnostics]


_REGENERATE_REMINDER = (
    "(The next time that creature would be destroyed this turn, it isn't. Instead tap it, "
    "remove all damage from it, and remove it from combat.)"
)


def test_regenerate_reminder_explains_a_regenerate_effect() -> None:
    """屍噛み / Necrobite's Oracle text: the reminder of the keyword action (701.15)."""
    card = compile_lines("en", "instant", [f"Regenerate target creature. {_REGENERATE_REMINDER}"])
    assert card.ok, [(d.code, d.message) for d in card.diagnostics]


def test_regenerate_reminder_on_a_line_without_regeneration_is_a_warning() -> None:
    card = compile_lines("en", "instant", [f"Destroy target creature. {_REGENERATE_REMINDER}"])
    assert card.ok and [d.code for d in card.diagnostics] == ["W240"]
