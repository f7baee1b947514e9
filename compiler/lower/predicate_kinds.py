"""Which lowering turns which kind of predicate into an instruction, found by its type.

Every kind of predicate an instruction can say (a subclass of ``ast.Node`` in the
``ast.Predicate`` union: "gain N life", "destroy", "create a token", a keyword action, a
library action, …) has exactly one lowering: a method of the lowerer decorated with
``@lowers_predicate(Kind)`` beside the rules it implements (player_instructions.py,
object_instructions.py, library.py, …). ``EffectLowerer.instruction`` looks the predicate's
type up here, after the checks every instruction shares (its subject, its duration), so a new
instruction is one node class and one decorated method, never a branch of a chain. A kind
registered for a base class (``LibraryPredicate``) covers its subclasses that have no lowering
of their own. tests/compiler/test_lowering_dispatch.py holds every predicate kind to one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from .. import ir

_Lowering = TypeVar("_Lowering", bound=Callable[..., Any])


@dataclass(frozen=True, slots=True)
class Instruction:
    """Where a predicate stands: its clause's subject (and whether that is a "player", an
    "object" or "any"), how long its change lasts, the source text of its sentence and the
    ability's scope of references."""

    subject: Any
    subject_is: str
    lasting: ir.Lasting
    origin: str
    scope: Any

    @property
    def player(self) -> Any:
        """The player who acts: the subject if it is a player, else you (a clause with an
        object as its subject, "it deals 2 damage", is still your instruction)."""
        return self.subject if self.subject_is == "player" else ir.You()


# A lowering: (the lowerer, the predicate, where it stands) -> its IR instruction.
PredicateLowering = Callable[[Any, Any, Instruction], "ir.Effect"]

_LOWERINGS: dict[type, PredicateLowering] = {}


def lowers_predicate(*kinds: type) -> Callable[[_Lowering], _Lowering]:
    """Register the decorated lowerer method as the lowering of predicates of ``kinds``; a
    kind registered twice is an error at import, so no predicate can have two meanings."""

    def register(lowering: _Lowering) -> _Lowering:
        for kind in kinds:
            if kind in _LOWERINGS:
                raise TypeError(f"the predicate kind {kind.__qualname__} has two lowerings")
            _LOWERINGS[kind] = lowering
        return lowering

    return register


def predicate_lowering(kind: type) -> PredicateLowering | None:
    """The lowering of predicates of ``kind`` (its own, or its nearest base's), or None."""
    for base in kind.__mro__:
        found = _LOWERINGS.get(base)
        if found is not None:
            return found
    return None


def registered_predicate_kinds() -> frozenset[type]:
    """Every predicate kind with a lowering (for the tests)."""
    return frozenset(_LOWERINGS)
