"""Which phrasing writes which kind of instruction, found by the effect's type, per language.

Every kind of IR instruction the renderer can say ("gain N life", "destroy …", "create …
tokens") has one phrasing per language: a function of render/instructions_en.py or
render/instructions_ja.py decorated with ``@ENGLISH.phrases(Kind)`` / ``@JAPANESE.phrases(Kind)``
(a family of its own may keep its phrasings in its own module). The sentence writers
(render/effects_en.py, render/effects_ja.py) look the effect's type up here, so a new
instruction is one decorated function per language, never a branch of a chain; a kind with no
phrasing is a RenderError (an IR ofuda cannot say is an error, never an omission).
tests/compiler/test_render_dispatch.py holds every kind to one phrasing per language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

_Phrasing = TypeVar("_Phrasing", bound=Callable[..., Any])


class PhrasingTable:
    """The phrasings of one language, by the type of the effect they write."""

    def __init__(self, language: str) -> None:
        self.language = language
        self._phrasings: dict[type, Callable[..., Any]] = {}

    def phrases(self, *kinds: type) -> Callable[[_Phrasing], _Phrasing]:
        """Register the decorated function as this language's phrasing of ``kinds``; a kind
        registered twice is an error at import."""

        def register(phrasing: _Phrasing) -> _Phrasing:
            for kind in kinds:
                if kind in self._phrasings:
                    raise TypeError(
                        f"the effect kind {kind.__qualname__} has two {self.language} phrasings"
                    )
                self._phrasings[kind] = phrasing
            return phrasing

        return register

    def phrasing(self, kind: type) -> Callable[..., Any] | None:
        """The phrasing of effects of ``kind`` (its own, or its nearest base's), or None."""
        for base in kind.__mro__:
            found = self._phrasings.get(base)
            if found is not None:
                return found
        return None

    def kinds(self) -> frozenset[type]:
        """Every effect kind with a phrasing in this language (for the tests)."""
        return frozenset(self._phrasings)


ENGLISH = PhrasingTable("English")
JAPANESE = PhrasingTable("Japanese")
