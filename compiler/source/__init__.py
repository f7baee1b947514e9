"""Source text: card files, spans, the normalized text and its map back to the original.

:mod:`.text` holds the values every pass shares (:class:`SourceFile`, :class:`Span`,
:class:`MappedText`); :mod:`.normalize` is the normalize pass; :mod:`.cardfile` reads the
layout of a card file, :mod:`.decks` deck lists, :mod:`.paths` finds card files.
"""

from __future__ import annotations

from .text import MappedText, SourceFile, Span, TextBuilder

__all__ = ["MappedText", "SourceFile", "Span", "TextBuilder"]
