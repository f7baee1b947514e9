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
from ..consumption import raw, tracking_while
from . import en, ja
from .common import RenderError


def render_card(card: ir.CardIR, lang: str) -> list[str]:
    """The canonical rules text of a card, one ability per line.

    Every field of the IR that holds a meaning must be read by the renderer
    (compiler/consumption.py): an IR part the renderer has no words for is a RenderError,
    never left out of the text.
    """
    with tracking_while(card.abilities) as reads:
        lines = ja.render_abilities(card) if lang == "ja" else en.render_abilities(card)
        unread = reads.unread(card.abilities, built=False)  # what it builds are patterns
    if unread:
        node, name = unread[0]
        language = "Japanese" if lang == "ja" else "English"
        raise RenderError(
            f"no {language} phrasing says {type(node).__name__}.{name} = {raw(node, name)!r}"
        )
    return lines


__all__ = ["RenderError", "render_card"]
