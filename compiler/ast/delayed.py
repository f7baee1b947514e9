"""AST nodes of delayed triggered abilities that an instruction creates with a stated duration
(603.7a, 603.7b): "Whenever a creature attacks this turn, …" / 「このターン、クリーチャーが１体
攻撃するたび、…」."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .nouns import Node, StatedDuration

if TYPE_CHECKING:  # pragma: no cover
    from .abilities import TriggeredLine


@dataclass(frozen=True, slots=True)
class DelayedAbilitySentence(Node):
    """An instruction that creates ``ability`` (a triggered ability of its own: its trigger
    condition, targets and instructions, to the end of the ability) lasting ``duration``
    ("this turn", "until end of turn"): it triggers each time its event happens until then
    (603.7b)."""

    ability: TriggeredLine
    duration: StatedDuration
