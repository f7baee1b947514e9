"""The render pass: IR → canonical rules text, in Japanese or English.

Canonical means the current official templating (English: Oracle style;
Japanese: today's Gatherer style), whatever wording the card was written in,
so a card written in one language renders into the other (translation by
compilation) and every rendering parses back to the same IR (the round trip
the tests check for every card).

The abilities of each language are rendered by :mod:`.ja` and :mod:`.en`, their
instructions by :mod:`.effects_ja` and :mod:`.effects_en`, and each area of the language
(triggers, permanents, library, stack, …) has a module of its own here.
"""

from __future__ import annotations

from .. import ir
from . import en, ja
from .common import RenderError


def render_card(card: ir.CardIR, lang: str) -> list[str]:
    """The canonical rules text of a card, one ability per line."""
    if lang == "ja":
        return ja.render_abilities(card)
    return en.render_abilities(card)


__all__ = ["RenderError", "render_card"]
