"""IR of instructions that add mana chosen as they resolve (106.1, 106.4) — in a spell, a
triggered ability or a loyalty ability, none of them a mana ability (605.1a, 605.5a). See
:mod:`ofuda.compiler.ir`, which re-exports every node."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from ofuda.runtime.statics import SpendOnly

from .nodes import PlayerEffect
from .values import Amount, Selector


@dataclass(frozen=True, slots=True)
class AddManaOfColors(PlayerEffect):
    """A player adds ``number`` mana of colours they choose as it resolves (106.1a): all of
    one colour (``one_color``: 「好きな色１色のマナ２点」 / "two mana of any one color"), or each
    of its own (「望む色の組み合わせのマナ２点」 / "two mana in any combination of colors");
    ``restriction``: what the mana may be spent on (106.6). ``number`` is no "amount" that
    "for each" could multiply: "one mana of any color for each …" is rejected, not read as
    one colour for all of it."""

    runtime_method = "add_mana_of_colors"

    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    number: Amount
    one_color: bool
    restriction: SpendOnly | None = None
    origin: str = field(default="", compare=False)
