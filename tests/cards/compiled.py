"""The AVR cards as the compiler builds them: their generated modules, loaded.

Card tests use these definitions, never hand-written ones, so a test of a
card is a test of what its text compiles to.
"""

from __future__ import annotations

import functools

from conftest import AVR

from ofuda.compiler.project import Catalogue
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


def card_from_text(text: str) -> CardDefinition:
    """A card written in a test (a card-file text), compiled by ofuda like any other."""
    from ofuda.compiler.codegen import generate_module
    from ofuda.compiler.pipeline import compile_source
    from ofuda.compiler.project import load_definition
    from ofuda.compiler.source import SourceFile

    compiled = compile_source(SourceFile("<test card>", text))
    if not compiled.ok or compiled.card is None:
        raise ValueError([d.message for d in compiled.diagnostics])
    return load_definition(generate_module(compiled.card, compiled.by_language, "<test card>"))


EXAMPLES = AVR.parent / "examples"


@functools.cache
def example_catalogue() -> Catalogue:
    """The new designs of cards_src/examples (issue #3), by their Japanese and English names."""
    return Catalogue.from_paths([EXAMPLES])


def example(name: str) -> CardDefinition:
    """The compiled definition of the example card named ``name`` (either language)."""
    return example_catalogue().by_name[name]


def lands(name: str, n: int) -> list[CardDefinition]:
    """``n`` copies of the AVR land ``name``."""
    return [card(name)] * n
