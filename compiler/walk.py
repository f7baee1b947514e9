"""Walking the compiler's trees: every value inside an AST or IR node.

The AST, the IR and the runtime's vocabulary are frozen dataclasses holding other dataclasses,
tuples of them and plain values. A question about a whole tree ("does this ability say
'enchanted player' anywhere?", "which object filters does this card use?") is a search over
:func:`values_in`, written once here rather than as one recursive function per question.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

T = TypeVar("T")


# type → how the walks look inside its values: None for a sequence (its items), else the
# fields to look into (none for a leaf: a number, a string, an enum member; the source text,
# ``origin``, is a leaf the questions never ask about)
_INSIDE: dict[type, tuple[str, ...] | None] = {}


def _inside(kind: type) -> tuple[str, ...] | None:
    if kind in _INSIDE:
        return _INSIDE[kind]
    found: tuple[str, ...] | None = ()
    if issubclass(kind, (tuple, list)):
        found = None
    elif dataclasses.is_dataclass(kind):
        found = tuple(f.name for f in dataclasses.fields(kind) if f.name != "origin")
    _INSIDE[kind] = found
    return found


def values_in(node: object) -> Iterator[object]:
    """Every value inside ``node``, ``node`` first, depth-first in field order: the fields of
    a dataclass instance, the items of a tuple or list, and what they hold in turn."""
    stack: list[object] = [node]
    pop, push, extend = stack.pop, stack.append, stack.extend
    while stack:
        value = pop()
        yield value
        kind = type(value)
        names = _INSIDE[kind] if kind in _INSIDE else _inside(kind)
        if names is None:
            extend(reversed(value))  # type: ignore[call-overload]
        else:
            for name in reversed(names):
                push(getattr(value, name))


def instances_in(node: object, kind: type[T]) -> Iterator[T]:
    """Every value of type ``kind`` inside ``node`` (``node`` too), in :func:`values_in` order."""
    return (value for value in values_in(node) if isinstance(value, kind))


def replace_instances(node: object, kind: type[T], change: Callable[[T], object]) -> Any:
    """``node`` with every value of type ``kind`` inside it replaced by ``change(value)`` (not
    looked into further); the nodes on the way are rebuilt, the others kept as they are."""
    if isinstance(node, kind):
        return change(node)
    if isinstance(node, tuple):
        items = tuple(replace_instances(item, kind, change) for item in node)
        return items if any(new is not old for new, old in zip(items, node)) else node
    names = _inside(type(node))
    if names:
        changes = {}
        for name in names:
            old = getattr(node, name)
            new = replace_instances(old, kind, change)
            if new is not old:
                changes[name] = new
        return dataclasses.replace(node, **changes) if changes else node  # type: ignore[type-var]
    return node
