"""IR, part 3: effects of planeswalkers and spells on the stack. See
:mod:`ofuda.compiler.ir`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ofuda.runtime.definitions import Duration

from .ir_values import Selector


@dataclass(frozen=True, slots=True)
class AsThoughFlash:
    """601.3e: ``player`` may cast spells as though they had flash for ``duration``
    ("You may cast spells this turn as though they had flash")."""

    player: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CopySpell:
    """707.10: put a copy of ``spell`` on the stack (it isn't cast, 707.10c; it keeps modes,
    X and targets); with ``new_targets``, its controller may choose new targets for it.
    (``origin`` comes second so that the verb table of lower_effects.py builds it like the
    other object verbs: ``CopySpell(obj, origin)``.)"""

    spell: Selector
    origin: str = field(default="", compare=False)
    new_targets: bool = False
