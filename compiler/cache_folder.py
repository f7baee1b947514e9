"""Where ofuda keeps the files it derives to start faster (grammar tables, compiled code).

Imports nothing of ofuda: :mod:`.dataclass_cache` asks for it before any other module loads.
"""

from __future__ import annotations

import os
from pathlib import Path

# The folder holding compiler/ (a checkout, or ofuda/ of an installed package).
_PACKAGE_ROOT = Path(__file__).resolve().parents[1]


def cache_folder() -> Path:
    """``OFUDA_CACHE_DIR`` if set; else build/lark-cache of the project when running from a
    checkout (a pyproject.toml beside compiler/); else the user's cache folder
    (``$XDG_CACHE_HOME/ofuda/lark-cache``, by default under ~/.cache)."""
    override = os.environ.get("OFUDA_CACHE_DIR")
    if override:
        return Path(override)
    if (_PACKAGE_ROOT / "pyproject.toml").exists():
        return _PACKAGE_ROOT / "build" / "lark-cache"
    home = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(home) / "ofuda" / "lark-cache"
