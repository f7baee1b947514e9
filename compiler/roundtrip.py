"""Rendering a card in one language and compiling the result again.

Used by `ofuda render` and the round-trip tests: ``parse(render(ir)) == ir``
for every card, in both languages; and by translation (a card written in one
language, rendered in the other).
"""

from __future__ import annotations

from . import ir
from .diagnostics.diagnostic import Severity
from .pipeline import CompiledCard, compile_source
from .render import RenderError, render_card
from .render.types import render_type_line
from .source.text import SourceFile


def rendered_card_file(card: ir.CardIR, lang: str) -> str:
    """A card file holding only the canonical ``lang`` text of ``card`` (both faces of a
    double-faced card)."""
    lines = _face_lines(card, lang, "name")
    if card.back is not None:
        lines += _face_lines(card.back, lang, "back")
    return "\n".join(lines) + "\n"


def _face_lines(card: ir.CardIR, lang: str, name_field: str) -> list[str]:
    face = card.face
    name = (face.name_ja if lang == "ja" else face.name) or face.name or face.name_ja or "CARDNAME"
    lines = [f"{name_field}: {name}"]
    if face.mana_cost:
        lines.append(f"cost: {face.mana_cost}")
    if face.colors is not None:
        lines.append("color: " + ", ".join(color.name.lower() for color in face.colors))
    lines.append(f"type: {render_type_line(face, lang)}")
    if face.power is not None and face.toughness is not None:
        lines.append(f"pt: {face.power}/{face.toughness}")
    if face.loyalty is not None:
        lines.append(f"loyalty: {face.loyalty}")
    text = render_card(card, lang)
    if text:
        lines.append(f"{lang}:")
        lines.extend(f"  {line}" for line in text)
    return lines


def recompile(card: ir.CardIR, lang: str, path: str = "<rendered>") -> CompiledCard:
    """Compile the canonical ``lang`` rendering of ``card``."""
    return compile_source(SourceFile(path, rendered_card_file(card, lang)), (lang,))


def round_trip_problem(card: ir.CardIR, lang: str) -> str | None:
    """Why ``card`` rendered in ``lang`` does not compile back to itself, or None."""
    try:
        text = render_card(card, lang)
        again = recompile(card, lang)  # renders the back face too (711.1)
    except RenderError as missing:
        return f"cannot be rendered: {missing}"
    if not again.ok or again.card is None:
        first = next((d for d in again.diagnostics if d.severity is Severity.ERROR), None)
        said = " / ".join(text)
        return (
            f"the rendering does not compile ({first.code} {first.message}): {said}"
            if first
            else said
        )
    if again.card.abilities != card.abilities:
        for index, (mine, theirs) in enumerate(
            zip(again.card.abilities, card.abilities, strict=False)
        ):
            if mine != theirs:
                said = text[index] if index < len(text) else ""
                return f"ability {index + 1} reads back as another IR: {said}"
        return "the rendering reads back with another number of abilities"
    face, back = card.face, again.card.face
    if (face.supertypes, face.card_types, face.subtypes) != (
        back.supertypes,
        back.card_types,
        back.subtypes,
    ):
        return "the type line reads back as another"
    return None
