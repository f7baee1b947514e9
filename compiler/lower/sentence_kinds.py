"""How a run of sentences is read, one sentence at a time, by the sentence's type.

Most sentences are instructions: their effects are appended to the run's (lowered by
``effect_sentence``). Some sentences act on the run instead — "instead" replaces the
instructions before it (608.2c), "where X is …" binds X in them, a target sentence declares
targets, a restriction tells when the ability may be activated (602.5b). Each of those kinds
has one reader, registered beside it with ``@reads_sentence(Kind)`` (or ``@appends_effects``
for a kind whose effects join the run's) and found by the sentence's type, so a new kind of
sentence is one decorated method and no branch of a chain (the readers of the run itself are
in sentence_runs.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .. import ir


@dataclass
class SentenceRun:
    """The state of a run of sentences being lowered: the effects so far, where the effects
    of the last sentence of instructions begin (what "instead" replaces), whether the run
    said "activate only as a sorcery", and whether it may say when it is activated."""

    allow_restriction: bool
    effects: list[ir.Effect] = field(default_factory=list)
    previous: int = 0
    sorcery: bool = False
    # the last sentence read as instructions (what an "instead" sentence restates, 608.2c)
    last_instructions: Any = None


# A handler: (the lowerer, the sentence, the run, the scope) -> None; it updates the run.
SentenceHandler = Callable[[Any, Any, SentenceRun, Any], None]
_Handler = TypeVar("_Handler", bound=Callable[..., Any])

_HANDLERS: dict[type, SentenceHandler] = {}


def reads_sentence(*kinds: type) -> Callable[[_Handler], _Handler]:
    """Register the decorated lowerer method as the reader of sentences of ``kinds``; a kind
    registered twice is an error at import."""

    def register(handler: _Handler) -> _Handler:
        for kind in kinds:
            if kind in _HANDLERS:
                raise TypeError(f"the sentence kind {kind.__qualname__} has two readers")
            _HANDLERS[kind] = handler
        return handler

    return register


def appends_effects(*kinds: type) -> Callable[[_Handler], _Handler]:
    """Register the decorated lowerer method ``(sentence, scope) -> effect(s)`` as the reader
    of sentences of ``kinds`` whose effects join the run's, as instructions' do."""

    def register(lowering: _Handler) -> _Handler:
        def read(lowerer: Any, sentence: Any, run: SentenceRun, scope: Any) -> None:
            produced = lowering(lowerer, sentence, scope)
            run.effects.extend(produced if isinstance(produced, list) else [produced])

        read.__qualname__ = lowering.__qualname__
        reads_sentence(*kinds)(read)
        return lowering

    return register


def sentence_reader(kind: type) -> SentenceHandler | None:
    """The reader of sentences of ``kind``, or None for a sentence of instructions."""
    for base in kind.__mro__:
        found = _HANDLERS.get(base)
        if found is not None:
            return found
    return None


def registered_sentence_kinds() -> frozenset[type]:
    """Every sentence kind with a reader of its own (for the tests)."""
    return frozenset(_HANDLERS)
