"""The runtime's public names: each resolves, and compiling doesn't import the engine."""

from __future__ import annotations

import subprocess
import sys

import ofuda.runtime


def test_every_public_name_resolves_from_its_module() -> None:
    for name in ofuda.runtime.__all__:
        assert getattr(ofuda.runtime, name) is not None, name
    assert set(ofuda.runtime.__all__) <= set(dir(ofuda.runtime))


def test_an_unknown_name_is_an_attribute_error() -> None:
    try:
        ofuda.runtime.NoSuchName  # type: ignore[attr-defined]  # noqa: B018
    except AttributeError as error:
        assert "NoSuchName" in str(error)
    else:
        raise AssertionError("expected AttributeError")


def test_the_compile_command_does_not_import_the_rules_engine() -> None:
    """Lazy names (PEP 562) and lazy commands keep a cold compile's imports small."""
    probe = (
        "import sys, ofuda.cli.main, ofuda.compiler.project, ofuda.compiler.pipeline;"
        "print(sorted(m for m in sys.modules if m.startswith('ofuda.runtime.')))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True
    ).stdout
    assert "ofuda.runtime.definitions'" in loaded, loaded  # the vocabulary, which it needs
    for package in ("engine", "context", "agents", "testkit"):
        assert f"ofuda.runtime.{package}" not in loaded, loaded
