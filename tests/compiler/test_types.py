"""The compiler type-checks (mypy, configured in pyproject.toml's [tool.mypy])."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# ofuda.<name> is the folder <name>/ (setuptools' package-dir): mypy reads the packages
# through links to the folders, as `mypy_path` in pyproject.toml says.
PACKAGES = ("compiler", "runtime", "grammar", "cli")


def _link_packages() -> Path:
    tree = ROOT / "build" / "typecheck" / "ofuda"
    tree.mkdir(parents=True, exist_ok=True)
    for name in PACKAGES:
        link = tree / name
        if not link.is_symlink():
            link.symlink_to(Path("..", "..", "..", name), target_is_directory=True)
    return tree


def test_the_compiler_type_checks() -> None:
    _link_packages()
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
         "-p", "ofuda.compiler"],
        cwd=ROOT, capture_output=True, text=True, env=env, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_type_check_sees_a_type_error(tmp_path: Path) -> None:
    """The check above can fail: the same configuration rejects a module with a type error."""
    bad = tmp_path / "bad.py"
    bad.write_text("def f(x: int) -> str:\n    return x\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), str(bad)],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )
    assert result.returncode == 1 and "incompatible return value" in result.stdout.lower(), result.stdout
