"""The AVR cards as the compiler builds them: their generated modules, loaded.

Card tests use these definitions, never hand-written ones, so a test of a
card is a test of what its text compiles to.
"""

from __future__ import annotations

import functools
from pathlib import Path

from ofuda.compiler.project import Catalogue
from ofuda.runtime import CardDefinition

from support.paths import AVR


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


CARDS_SRC = AVR.parent


@functools.cache
def _set_files(set_code: str) -> dict[str, list[Path]]:
    """The card files of cards_src/<set_code>/ by every name they go by (either language)."""
    files: dict[str, list[Path]] = {}
    for path in sorted((CARDS_SRC / set_code).glob("*.card")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("name:"):
                for name in (part.strip() for part in line[5:].split(" / ")):
                    files.setdefault(name, []).append(path)
    return files


@functools.cache
def set_card(set_code: str, name: str, lang: str | None = None) -> CardDefinition:
    """The compiled definition of the card named ``name`` (either language) in cards_src/<set_code>/.

    With ``lang`` ("ja" or "en") only that language's text is compiled, so that a test can
    show that each language alone plays as the card says; without it, both are, to one IR.
    """
    from ofuda.compiler.codegen import generate_module
    from ofuda.compiler.pipeline import compile_file
    from ofuda.compiler.project import load_definition

    paths = _set_files(set_code).get(name)
    if not paths:
        raise LookupError(f"no card named {name!r} in cards_src/{set_code}")
    if len(paths) > 1:
        raise LookupError(f"{name!r} names {len(paths)} files in cards_src/{set_code}: {paths}")
    compiled = compile_file(paths[0], (lang,) if lang else None)
    if not compiled.ok or compiled.card is None:
        raise LookupError(
            f"{name!r} ({paths[0].name}) does not compile: "
            + "; ".join(f"{d.code} {d.message}" for d in compiled.diagnostics[:3])
        )
    code = generate_module(compiled.card, compiled.by_language, str(paths[0]))
    return load_definition(code, f"ofuda_set_card_{set_code}_{paths[0].stem.replace('-', '_')}")
