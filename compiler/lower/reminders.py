"""Lowering of reminder text: each reminder sentence is checked against the keyword it explains.

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). Reminder text has no rules meaning
(207.2): it leaves no trace in the IR, so a card printed with and without reminders lowers to
the same IR; a reminder that explains another keyword, states another parameter, or cannot be
read is a warning (W240-W244).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ofuda.runtime.definitions import Cost, Keyword, ManaCost
from ofuda.runtime.statics import Equip, Miracle, NumberedKeyword, Protection

from .. import ast, ir
from .costed_keywords import explains_costed_keyword
from .keyword_parameters import keyword_name

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span

# 305.6: the mana symbol each basic land type's intrinsic ability adds.
_BASIC_LAND_MANA = {
    "Plains": "{W}",
    "Island": "{U}",
    "Swamp": "{B}",
    "Mountain": "{R}",
    "Forest": "{G}",
}

# The counters a keyword's reminder names, as its rule's parameter (the P/T modifiers it says,
# joined by "/"): undying's "+1/+1 counters … a +1/+1 counter" (702.93a), wither's "in the form
# of -1/-1 counters" (702.80a). A reminder naming other counters is a warning (W242).
REMINDER_COUNTERS: dict[Keyword, str] = {
    Keyword.UNDYING: "+1/+1/+1/+1",
    Keyword.WITHER: "-1/-1",
    Keyword.INFECT: "-1/-1",
    Keyword.PERSIST: "-1/-1/-1/-1",
}

# The P/T modifier a keyword's reminder states, as its rule's parameter: battle cry's
# "+1/+0" (702.91a), flanking's "-1/-1" (702.25a). A reminder with another is W242.
REMINDER_MODIFIERS: dict[Keyword, str] = {
    Keyword.BATTLE_CRY: "+1/+0",
    Keyword.FLANKING: "-1/-1",
}

# The keywords with a number N, whose reminder states it (statics.NumberedKeyword).
_NUMBERED = frozenset({Keyword.BUSHIDO, Keyword.ANNIHILATOR, Keyword.AFTERLIFE})

# Who a reminder may speak of on a keyword's own line ("this creature", "it",
# "a creature with …"); "they" explains a keyword granted to a group (#50).
_OWN_LINE_SUBJECTS = {"", "self", "it", "holder"}


class RemindersLowering:
    """Methods of the lowering pass for reminder text (mixed into ``_Lowerer``)."""

    face: ir.CardFace | None

    if TYPE_CHECKING:

        def text(self, span: Span) -> str: ...  # the lowerer's
        def warn(self, code: str, message: str, span: Span, *hints: str) -> None: ...  # permanents.py

    def check_reminder(
        self, reminder: ast.Reminder, abilities: list[ir.Ability], own_line: bool
    ) -> None:
        """Each reminder sentence should state the rule of a keyword the line has or grants.

        Reminder text has no rules meaning (207.2): what it says never changes the
        card, and a reminder that says something else, or that ofuda cannot read,
        is a warning — the card compiles from its keywords and sentences alone.
        ``own_line``: the line is a keyword line (the reminder speaks of the
        object with the keyword); else the keyword is granted by the line's
        effects, and the reminder may speak of "it" or "they".
        """
        keywords = _keywords_of(abilities)
        if reminder.unread_at is not None:
            self.warn(
                "W244",
                "ofuda cannot read this reminder text; it is kept as written and has no rules "
                "meaning (rule 207.2)",
                reminder.span,
                f"reading stopped at 「{self.text(reminder.unread_at)}」",
                "the card is compiled from its keywords and sentences; the reminder is not checked",
            )
            return
        for rule in reminder.rules:
            if isinstance(rule, ast.TokenRule):  # 111.10 (lower/tokens.py)
                self.check_token_reminder(rule, abilities)  # type: ignore[attr-defined]
                continue
            explained = self._explained_keyword(rule, keywords)
            if explained is None:
                names = ", ".join(keyword_name(k) for k in keywords) or "no keyword"
                self.warn(
                    "W240",
                    f"this reminder text explains {_rule_name(rule)}, but the ability has {names}",
                    rule.span,
                    f"the reminder reads as the rule of: {_rule_name(rule)}",
                    f"the line's own meaning: {names}",
                    "a reminder in parentheses restates the rule of its own keyword (rule 207.2); "
                    "the card is compiled from the keyword, not the reminder",
                )
                continue
            if own_line and rule.subject not in _OWN_LINE_SUBJECTS:
                self.warn(
                    "W241",
                    f"the reminder of {keyword_name(explained)} speaks of "
                    f"「{self.text(rule.span)}」's subject as a group, but the keyword is this object's",
                    rule.span,
                )
            modifier = REMINDER_MODIFIERS.get(explained) if isinstance(explained, Keyword) else None
            if modifier is not None and rule.parameter not in ("", modifier):
                self.warn(
                    "W242",
                    f"{keyword_name(explained)}'s reminder says {modifier}, not {rule.parameter}",
                    rule.span,
                )
            counters = REMINDER_COUNTERS.get(explained) if isinstance(explained, Keyword) else None
            if counters is not None and rule.parameter not in ("", counters):
                kind = "/".join(counters.split("/")[:2])
                self.warn(
                    "W242", f"{keyword_name(explained)}'s reminder is about {kind} counters", rule.span
                )

    def _explained_keyword(self, rule: ast.KeywordRule, keywords: list[object]) -> object | None:
        for keyword in keywords:
            if rule.keyword == "equip" and isinstance(keyword, Equip):
                if keyword.cost == Cost((ManaCost(rule.parameter),)):
                    return keyword
            elif (
                rule.keyword == "protection"
                and isinstance(keyword, Protection)
                and (
                    tuple(c.value for c in keyword.colors) == (rule.parameter,)
                    or keyword.chosen_color and rule.parameter == ast.CHOSEN_COLOR_PARAMETER
                    or keyword.quality is not None
                    and keyword.quality.chosen_name
                    and rule.parameter == ast.CHOSEN_NAME_PARAMETER
                )
                or rule.keyword == "miracle"
                and isinstance(keyword, Miracle)
                or explains_costed_keyword(rule, keyword)  # flashback, cycling, kicker
                # "Bushido 2": its reminder states its N (702.45a, 702.86a, 702.135a)
                or isinstance(keyword, NumberedKeyword)
                and keyword.keyword == rule.keyword
                and str(keyword.amount) == rule.parameter
                or keyword == rule.keyword
            ):
                return keyword
        return None

    def check_basic_land_reminder(self, reminder: ast.Reminder) -> None:
        """305.6: "({T}: Add {W}.)" restates the ability of the card's basic land type."""
        subtypes = self.face.subtypes if self.face is not None else ()
        produced = {_BASIC_LAND_MANA[s] for s in subtypes if s in _BASIC_LAND_MANA}
        for rule in reminder.rules:
            said = rule.parameter if isinstance(rule, ast.KeywordRule) else "a token's ability"
            if said not in produced:
                kinds = " or ".join(sorted(produced)) or "nothing (it has no basic land type)"
                self.warn(
                    "W243",
                    f"this reminder says the land adds {said}, but its land type adds {kinds}",
                    rule.span,
                    "rule 305.6: Plains {W}, Island {U}, Swamp {B}, Mountain {R}, Forest {G}",
                )


def _rule_name(rule: ast.KeywordRule) -> str:
    if rule.keyword == "equip":
        return f"equip {rule.parameter}"
    if isinstance(rule.keyword, Keyword) and rule.keyword in _NUMBERED:
        return f"{rule.keyword.value} {rule.parameter}"  # "bushido 2"
    return str(rule.keyword.value if isinstance(rule.keyword, Keyword) else rule.keyword)


def _keywords_of(abilities: list[ir.Ability]) -> list[object]:
    """The keywords an ability line has (keyword lines) or grants (its effects)."""
    found: list[object] = []
    for ability in abilities:
        if isinstance(ability, ir.KeywordAbility):
            found.append(ability.keyword)
            continue
        for effect in getattr(ability, "effects", ()):
            keyword = getattr(effect, "keyword", None)
            if keyword is not None:
                found.append(keyword)
            found.extend(getattr(effect, "keywords", ()))
            if isinstance(effect, ir.CreateTokens):  # the tokens it creates have them (111.4)
                found.extend(effect.token.keywords)
            if isinstance(effect, ir.Node) and effect.reminder_keyword() is not None:
                found.append(effect.reminder_keyword())  # a keyword action's reminder (701)
    return found
