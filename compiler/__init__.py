"""ofuda.compiler: card rules text (Japanese or English) → AST → IR → Python ability classes.

The passes are subpackages, in pipeline order: :mod:`.source` (card files, normalize),
:mod:`.parse` (Lark), :mod:`.ast` and :mod:`.build_ast`, :mod:`.ir` and :mod:`.lower`,
:mod:`.render` (IR → canonical text) and :mod:`.codegen` (IR → Python); :mod:`.diagnostics`
is what they report, :mod:`.interchange` card data in and out. :mod:`.pipeline` drives the
passes for one card file, :mod:`.project` for many, :mod:`.roundtrip` renders and compiles
again.

The names below are the public API the command line and other tools use. They load on first
use (PEP 562), so that importing one pass does not import all of them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .dataclass_cache import install as _install_dataclass_cache

# Before any of the passes' modules defines its dataclasses: their methods' compiled code is
# cached between processes (see dataclass_cache.py; half of a cold start's imports).
_install_dataclass_cache()

# name → the module (relative to this package) that defines it
_PUBLIC = {
    "CompiledCard": "pipeline",
    "compile_file": "pipeline",
    "compile_source": "pipeline",
    "Catalogue": "project",
    "ProjectResult": "project",
    "compile_paths": "project",
    "load_definition": "project",
    "write_package": "project",
    "recompile": "roundtrip",
    "SourceFile": "source",
    "Span": "source",
    "display_path": "source.paths",
    "find_card_files": "source.paths",
    "Deck": "source.decks",
    "load_deck": "source.decks",
    "Diagnostic": "diagnostics",
    "Severity": "diagnostics",
    "has_errors": "diagnostics",
    "render_text": "diagnostics.report",
    "RenderError": "render",
    "render_card": "render",
    "generate_module": "codegen",
    "dump": "ir.dump",
    "to_json": "ir.dump",
}

__all__ = sorted(_PUBLIC)

if TYPE_CHECKING:  # pragma: no cover - for type checkers; at run time the names load lazily
    from .codegen import generate_module
    from .diagnostics import Diagnostic, Severity, has_errors
    from .diagnostics.report import render_text
    from .ir.dump import dump, to_json
    from .pipeline import CompiledCard, compile_file, compile_source
    from .project import Catalogue, ProjectResult, compile_paths, load_definition, write_package
    from .render import RenderError, render_card
    from .roundtrip import recompile
    from .source import SourceFile, Span
    from .source.decks import Deck, load_deck
    from .source.paths import display_path, find_card_files


def __getattr__(name: str) -> Any:
    """A public name, imported from its module on first use."""
    module = _PUBLIC.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_PUBLIC])
