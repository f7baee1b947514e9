"""Which lowering reads which kind of ability line, found by the line's type.

Every kind of line (a subclass of ``ast.Line``: a spell's instructions, an activated or
triggered ability, a keyword line, a replacement or static line of its own shape, …) has
exactly one lowering: a method of the lowerer decorated with ``@lowers_line(Kind)`` beside
the rules it implements. ``Lowerer.ability`` looks the line's type up here, so a new kind of
line is one subclass and one decorated method, and a kind with no lowering is an internal
error, never a line read as some other kind. tests/compiler/test_line_kinds.py holds every
kind to one lowering.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from .. import ast, ir

# A lowering: (the lowerer, the line, the line's source text) -> its abilities, or one ability.
LineLowering = Callable[[Any, Any, str], "ir.Ability | list[ir.Ability]"]
_Lowering = TypeVar("_Lowering", bound=Callable[..., Any])

_LOWERINGS: dict[type[ast.Line], LineLowering] = {}


def lowers_line(*kinds: type[ast.Line]) -> Callable[[_Lowering], _Lowering]:
    """Register the decorated lowerer method as the lowering of lines of ``kinds``; a kind
    registered twice is an error at import, so no line can have two meanings."""

    def register(lowering: _Lowering) -> _Lowering:
        for kind in kinds:
            if kind in _LOWERINGS:
                raise TypeError(f"the line kind {kind.__qualname__} has two lowerings")
            _LOWERINGS[kind] = lowering
        return lowering

    return register


def line_lowering(kind: type[ast.Line]) -> LineLowering:
    """The lowering of lines of ``kind`` (its own, or its nearest base's)."""
    for base in kind.__mro__:
        found = _LOWERINGS.get(base)
        if found is not None:
            return found
    raise TypeError(f"no lowering reads the line kind {kind.__qualname__}")


def registered_line_kinds() -> frozenset[type[ast.Line]]:
    """Every line kind with a lowering (for the test that every kind has one)."""
    return frozenset(_LOWERINGS)
