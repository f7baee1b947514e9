"""Vocabulary of static prohibitions on activating abilities (602.5a): "its activated abilities
can't be activated" (Arrest, Volrath's Curse, Arachnus Web). Data only; the engine gives it its
meaning (:mod:`ofuda.runtime.engine.casting.prohibitions`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class CantActivateAbilities:
    """602.5a: the activated abilities of ``affected`` (a value of ``statics.Affected``) can't
    be activated ("… and its activated abilities can't be activated")."""

    affected: Any
