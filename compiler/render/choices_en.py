"""Render, English: the phrases of amounts divided among targets (601.2d). A mixin of
EnglishInstructions (render/effects_en.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import CardType, ObjectFilter, TargetSpec

from .. import ir
from .common import RenderError
from .words_en import count_word

# What divided targets may be besides a player: a creature ("target creatures and/or players")
# or a creature or planeswalker ("targets": any target, 115.4).
_ANY_TARGET_OBJECTS = (
    ObjectFilter(card_types=(CardType.CREATURE,)),
    ObjectFilter(card_types=(CardType.CREATURE, CardType.PLANESWALKER)),
)


class EnglishChoicePhrases:
    """Phrases of render/effects_en.py's instructions for this area (it provides the rest)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by EnglishInstructions
        slots: list[tuple[int, TargetSpec]]

        def reference(self, selector: Any) -> str: ...

        def noun(
            self, f: ObjectFilter, zone: str, plural: bool = False, target: bool = False,
            owner: str | None = None,
        ) -> str: ...

        def target_noun(self, spec: TargetSpec, plural: bool = False) -> str: ...

    def divided_amount(self, recipients: Any) -> int:
        """The amount a target phrase divides (601.2d)."""
        first = recipients.first if isinstance(recipients, ir.AllTargets) else recipients.index
        divide = self.slots[first][1].divide
        if not divide:
            raise RenderError("a divided amount without its target phrase")
        return divide

    def divided_targets(self, spec: TargetSpec) -> str:
        """"one, two, or three targets" / "any number of target creatures" (601.2d)."""
        if not spec.up_to:
            raise RenderError("no phrasing for an amount divided among exactly that many targets")
        if spec.count >= 99:
            return "any number of target " + self.target_noun(spec, plural=True)
        if spec.players is not None and spec.objects == _ANY_TARGET_OBJECTS[1]:
            noun = "targets"  # "any target" (115.4): a creature, planeswalker or player
        elif spec.players is not None and spec.objects == _ANY_TARGET_OBJECTS[0]:
            noun = "target creatures and/or players"  # a creature or a player, no planeswalker
        else:
            noun = "target " + self.target_noun(spec, plural=True)

        numbers = [count_word(n) if n > 1 else "one" for n in range(1, spec.count + 1)]
        if len(numbers) == 2:
            return f"{numbers[0]} or {numbers[1]} {noun}"
        return ", ".join(numbers[:-1]) + f", or {numbers[-1]} {noun}"
