"""The other language's reading of a card written in one language (`ofuda check`).

A card written in Japanese and English is checked by the two texts agreeing (E301). A card
written in one language has no second text to disagree with, so `ofuda check` shows the
designer its canonical text in the other language — a misreading shows at once — and checks
that this text compiles back to the same IR (the round trip of compiler/verify.py).
"""

from __future__ import annotations

from ofuda.compiler.pipeline import CompiledCard
from ofuda.compiler.roundtrip import round_trip_problem

NAMES = {"ja": "Japanese", "en": "English"}


def other_language_reading(card: CompiledCard) -> list[str]:
    """Lines telling how a one-language card reads in the other language (none for a card
    written in both, or rejected)."""
    if not card.ok or card.card is None or len(card.languages) != 1:
        return []
    from ofuda.compiler.render import RenderError, render_card

    written = card.languages[0]
    other = "en" if written == "ja" else "ja"
    try:
        text = render_card(card.card, other)
    except RenderError as missing:
        note = f"note: {card.path} is compiled from its {NAMES[written]} text only; "
        return [note + f"ofuda cannot write it in {NAMES[other]} yet ({missing})"]
    name = (card.card.face.name if other == "en" else card.card.face.name_ja) or card.name
    lines = [
        f"note: {card.path} is compiled from its {NAMES[written]} text only; in {NAMES[other]} it reads:"
    ]
    lines += [f"  {line.replace('CARDNAME', name)}" for line in text] or ["  (no rules text)"]
    problem = round_trip_problem(card.card, other)
    if problem:
        lines.append(
            f"warning: this {NAMES[other]} text does not read back to the same card: {problem}"
        )
    return lines
