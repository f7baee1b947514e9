"""AST node of an event replaced by instructions (614.1a, 614.6, 615.1a): re-exported by
:mod:`ofuda.compiler.ast`."""

from __future__ import annotations

from dataclasses import dataclass

from .nouns import Line
from .sentences import Sentence
from .triggers import EventTrigger


@dataclass(frozen=True, slots=True)
class EventReplacementLine(Line):
    """「<event>場合、代わりに<instructions>。」 / "If <event would happen>, <instructions>
    instead." (614.1a, 614.6): a permanent's static ability; ``event`` is described as a
    trigger event is (603.2), watched before it happens; ``sentences`` happen instead of it.
    ``prevention``: 「<damage>場合、そのダメージを軽減し、…」 / "…, prevent that damage and …"
    (615.1a): the damage is prevented and the instructions happen (even if it can't be
    prevented, 615.12)."""

    event: EventTrigger
    sentences: tuple[Sentence, ...]
    prevention: bool = False
