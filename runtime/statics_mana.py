"""What a mana ability adds beyond fixed symbols and one colour (106.1, 605), and the rule
that lets a player spend mana as though it were of any colour (609.4b).

``ProduceCombination``: "Add two mana in any combination of colors." — each mana of its own
colour, chosen as it is added. ``ProduceTimes``: the mana of another production added a
number of times counted as the ability resolves ("Add {G} for each creature with power 4 or
greater you control.", 605.3b: a mana ability resolves at once, so the count is the one of
that moment). Both are data; their rule is in :mod:`ofuda.runtime.engine.mana.costs`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .statics import ProduceAnyColor, ProduceMana


@dataclass(frozen=True, slots=True)
class ProduceCombination:
    """106.1a: ``amount`` mana, each of a colour chosen for it ("in any combination of
    colors": two white, or one white and one blue, …)."""

    amount: int = 2


@dataclass(frozen=True, slots=True)
class ProduceTimes:
    """``mana`` added ``times`` times: a number or a value counted as the ability resolves
    (a :mod:`~ofuda.runtime.statics_values` value, 107.1). Of any one colour, one colour is
    chosen for all of it ("Add X mana of any one color")."""

    mana: ProduceMana | ProduceAnyColor | ProduceCombination
    times: Any


@dataclass(frozen=True, slots=True)
class ProduceInstead:
    """608.2c in a mana ability: "Add {G}. If you control four or more creatures, add {G}{G}
    instead." — ``mana`` when ``condition`` holds as the ability resolves, else ``otherwise``
    (each a tuple of productions)."""

    condition: Any
    mana: tuple[Any, ...]
    otherwise: tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class SpendAsAnyColor:
    """609.4b: the controller may spend mana as though it were mana of any colour — any mana
    pays a coloured symbol of a cost ({C} is still paid with colourless mana)."""


#: Mana productions of this module (``kinds.MANA`` holds them beside ``ManaProduction``).
MoreManaProduction = ProduceCombination | ProduceTimes | ProduceInstead
