"""Hover: what a rules-text line means to ofuda, and what a keyword is.

On an ability line: the ability's canonical text in the other language
(rendered from its IR, so the designer sees how ofuda understood it), its IR
in brief and the Python codegen writes for it. On a keyword: the rule that
defines it and its reminder text in both languages.
"""

from __future__ import annotations

import re

from lsprotocol import types

from . import compile_bridge as bridge
from .analysis import Analysis, lsp_range
from .keywords import KEYWORDS
from .layout import context_at

LANGUAGE_NAMES = {"ja": "Japanese", "en": "English"}
# The IR of a long ability is cut after this many lines (the hover stays readable).
_IR_LINES = 24


def hover(analysis: Analysis, offset: int) -> types.Hover | None:
    """The hover at character ``offset`` of an analysed card file, if there is one."""
    context = context_at(analysis.text, offset)
    if context.kind != "rules" or context.lang not in bridge.RULES_LANGUAGES:
        return None
    keyword = _keyword_at(context.lang, context.text, offset - context.start)
    if keyword is not None:
        name, start, end = keyword
        return types.Hover(
            contents=_markdown(_keyword_text(name)),
            range=lsp_range(
                analysis.index, bridge.Span(context.start + start, context.start + end)
            ),
        )
    if analysis.card is None:
        return None
    placed = [
        entry
        for entry in bridge.placed_abilities(analysis.card, context.lang)
        if entry.line.start <= offset <= entry.line.end
    ]
    if not placed:
        return None
    sections = [_ability_text(analysis.card, context.lang, entry) for entry in placed]
    return types.Hover(
        contents=_markdown("\n\n---\n\n".join(sections)),
        range=lsp_range(analysis.index, placed[0].line),
    )


def _keyword_at(lang: str, line: str, column: int) -> tuple[str, int, int] | None:
    """The keyword terminal written at ``column`` of a line, and where it stands there."""
    for name, (spelling, folded) in bridge.spellings(lang).items():
        if not name.startswith("KW_") or name not in KEYWORDS:
            continue
        flags = re.IGNORECASE if folded or lang == "en" else 0
        boundary = r"\b" if lang == "en" else ""
        for match in re.finditer(boundary + re.escape(spelling) + boundary, line, flags):
            if match.start() <= column < match.end():
                return name, match.start(), match.end()
    return None


def _keyword_text(name: str) -> str:
    facts = KEYWORDS[name]
    ja = bridge.spellings("ja").get(name, ("", False))[0]
    en = bridge.spellings("en").get(name, ("", False))[0]
    lines = [f"**{ja} / {en}** — keyword ability, rule {facts.rule}"]
    if facts.reminder_ja or facts.reminder_en:
        lines.append("")
        lines.append(
            "Reminder text"
            + (f" (as printed on {facts.printed_on})" if facts.printed_on else "")
            + ":"
        )
        if facts.reminder_ja:
            lines.append(f"- （{facts.reminder_ja}）")
        if facts.reminder_en:
            lines.append(f"- ({facts.reminder_en})")
    else:
        lines.append("")
        lines.append("No reminder text is printed for it on the cards ofuda knows.")
    return "\n".join(lines)


def _ability_text(card: bridge.CompiledCard, lang: str, entry: bridge.PlacedAbility) -> str:
    other = "en" if lang == "ja" else "ja"
    canonical = bridge.canonical_text(entry.face, entry.ability, other)
    ir_lines = bridge.ir_text(entry.ability).splitlines()
    if len(ir_lines) > _IR_LINES:
        ir_lines = [
            *ir_lines[:_IR_LINES],
            f"… ({len(ir_lines) - _IR_LINES} more lines: `ofuda ir`)",
        ]
    parts = [
        f"**ability {entry.index + 1}** · {entry.ability.described}",
        "",
        f"**{LANGUAGE_NAMES[other]} (canonical):** "
        + (canonical.replace("\n", " / ") if canonical else "(no wording for this yet)"),
        "",
        "**IR**",
        "```",
        *ir_lines,
        "```",
    ]
    python = _python(card, entry.index)
    parts += (
        ["**Python**", "```python", python, "```"]
        if python
        else ["**Python**: none until the whole card compiles"]
    )
    return "\n".join(parts)


def _python(card: bridge.CompiledCard, index: int) -> str | None:
    if not card.ok:
        return None
    explained = bridge.explanations(card)
    return explained[index].python if index < len(explained) else None


def _markdown(value: str) -> types.MarkupContent:
    return types.MarkupContent(kind=types.MarkupKind.Markdown, value=value)
