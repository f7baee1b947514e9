"""Static prohibitions on activating abilities (602.5a): "its activated abilities can't be
activated" (Arrest, Volrath's Curse, Arachnus Web).

:class:`~ofuda.runtime.statics_activation.CantActivateAbilities` is the static effect (its
``affected`` evaluated continuously, 611.3a); in the rules layer it gives the objects a
:class:`CantActivateRule`, and :func:`prohibited` tells the casting and mana code that no
player may begin to activate an activated ability of such an object (602.5a) — mana abilities
included (605.3a: a mana ability is activated too).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True, eq=False)
class CantActivateRule:
    """602.5a: this object's activated abilities can't be activated."""

    source: Any = None


def prohibited(perm: Any) -> bool:
    """Whether a rule forbids activating ``perm``'s activated abilities (602.5a)."""
    rules = perm._chars.rules
    return bool(rules) and any(isinstance(r, CantActivateRule) for r in rules)
