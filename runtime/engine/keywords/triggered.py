"""The table of the keyword abilities that stand for triggered abilities (702): each
keyword, the abilities an object with it has (one module per rule in this package)."""

from __future__ import annotations

from typing import Any

from ...definitions import Keyword
from . import exalted, persist

TRIGGERED: dict[Keyword, tuple[Any, ...]] = {
    **persist.ABILITIES,
    **exalted.ABILITIES,
}
