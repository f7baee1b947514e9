"""The AVR cards as the compiler builds them: their generated modules, loaded.

Card tests use these definitions, never hand-written ones, so a test of a
card is a test of what its text compiles to.
"""

from __future__ import annotations

import functools

from conftest import AVR

from ofuda.compiler.decks import Catalogue
from ofuda.runtime import CardDefinition


@functools.cache
def catalogue() -> Catalogue:
    """Every AVR card that compiles, by its Japanese and English names."""
    return Catalogue.from_paths([AVR])


def card(name: str) -> CardDefinition:
    """The compiled definition of the card named ``name`` (either language)."""
    found = catalogue().by_name.get(name)
    if found is None:
        rejected = catalogue().rejected.get(name)
        detail = f"; rejected: {rejected.diagnostics[0].message}" if rejected else ""
        raise LookupError(f"no compiled card named {name!r}{detail}")
    return found
