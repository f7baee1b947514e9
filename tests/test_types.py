"""The type checker (mypy, [tool.mypy] in pyproject.toml) passes on the packages."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support.paths import ROOT

# ofuda.runtime, checked as its folder (it imports only itself). The compiler and the command
# line import ofuda.runtime by name: they are checked as the packages ofuda.compiler and
# ofuda.cli (test_the_package_type_checks).
PACKAGES = ("runtime",)
# ofuda.<name> is the folder <name>/ (setuptools' package-dir): mypy reads the packages by
# their import names through links to the folders, under `mypy_path` of pyproject.toml.
LINKED = ("compiler", "runtime", "grammar", "cli")


@pytest.mark.parametrize("package", PACKAGES)
def test_mypy_passes(package: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "mypy", package],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def _link_packages() -> None:
    tree = ROOT / "build" / "typecheck" / "ofuda"
    tree.mkdir(parents=True, exist_ok=True)
    for name in LINKED:
        link = tree / name
        if not link.is_symlink():
            link.symlink_to(Path("..", "..", "..", name), target_is_directory=True)


@pytest.mark.parametrize("package", ["ofuda.compiler", "ofuda.cli"])
def test_the_package_type_checks(package: str) -> None:
    """The compiler and the command line, checked as packages (they import each other by name)."""
    _link_packages()
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "-p", package],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_type_check_sees_a_type_error(tmp_path: Path) -> None:
    """The checks above can fail: the same configuration rejects a module with a type error."""
    bad = tmp_path / "bad.py"
    bad.write_text("def f(x: int) -> str:\n    return x\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1 and "incompatible return value" in done.stdout.lower(), done.stdout
