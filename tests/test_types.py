"""The type checker (mypy, [tool.mypy] in pyproject.toml) passes on the packages."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import ROOT

# ofuda.runtime; the compiler's and the CLI's packages join this list as they pass.
PACKAGES = ("runtime",)


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
