"""Creatures that can't attack or block alone (506.5): such a creature can't be declared as an
attacker (a blocker) unless at least one other creature is declared as one at the same time.
The declarations check it (combat/declarations.py), and the agents leave out a declaration
that would break it, as they leave out illegal blocker counts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from ..layers.layer_effects import rules_of
from ..layers.rules import CantAttackOrBlockAloneRule

_Declared = TypeVar("_Declared", bound=Mapping[Any, Any])


def cant_be_alone(creature: Any, attacking: bool) -> bool:
    """506.5: whether ``creature`` can't attack (``attacking``) or can't block alone."""
    return any(
        rule.attack if attacking else rule.block
        for rule in rules_of(creature, CantAttackOrBlockAloneRule)
    )


def lone_creature(declared: Sequence[Any], attacking: bool) -> Any | None:
    """506.5: the one creature declared as an attacker (``attacking``) or a blocker that can't
    be declared alone, or None (two or more declared together are each with another)."""
    if len(declared) != 1:
        return None
    only = declared[0]
    return only if cant_be_alone(only, attacking) else None


def without_lone_declaration(declared: _Declared, attacking: bool) -> _Declared:
    """The declaration (attackers or blockers as keys), or no declaration at all if its one
    creature can't attack or block alone (506.5)."""
    if lone_creature(list(declared), attacking) is not None:
        return type(declared)()  # type: ignore[call-arg]
    return declared
