"""ofuda.compiler's public API: the names the command line and other tools import."""

from __future__ import annotations

import subprocess
import sys

import pytest

import ofuda.compiler


@pytest.mark.parametrize("name", ofuda.compiler.__all__)
def test_each_public_name_resolves(name: str) -> None:
    assert getattr(ofuda.compiler, name) is not None


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="NoSuchName"):
        ofuda.compiler.NoSuchName  # type: ignore[attr-defined]  # noqa: B018


# What importing the package does load: the cache of the dataclasses' compiled methods, which
# must be in place before any pass defines its classes (compiler/dataclass_cache.py).
START_UP_MODULES = ["ofuda.compiler.cache_folder", "ofuda.compiler.dataclass_cache"]


def test_importing_the_package_loads_no_pass() -> None:
    """The names load on first use (PEP 562): importing one pass does not import them all."""
    probe = (
        "import sys, ofuda.compiler;"
        "print(sorted(m for m in sys.modules if m.startswith('ofuda.compiler.')))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    assert loaded.strip() == repr(START_UP_MODULES), loaded


def test_a_subpackage_is_still_importable_as_a_module_name() -> None:
    """``from ofuda.compiler import ir`` (and ast, parse, …) names the pass's package."""
    from ofuda.compiler import ast, ir, parse, render

    assert ir.CardIR and ast.AbilityLine and parse.parse and render.render_card
