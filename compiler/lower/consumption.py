"""Lowering cannot lose a clause: every meaning-bearing field of the AST is read by the lowering.

The lowering of one ability line runs under :func:`consumption`, which records each field of
each AST node that the lowering code reads. Afterwards :meth:`Consumption.unread` walks the
line's AST (and every node the lowering built on the way, e.g. a clause it rewrote) and
names each field that holds something (a value other than its default: a node, a number, a
"for each", a condition) that no lowering code ever looked at. The lowering then rejects the
line (E298, a bug in ofuda) instead of compiling it without that part: a phrase that parses
and builds into the AST can never vanish in silence between the AST and the IR.

How reads are seen: every AST node class is a slotted dataclass, so each field is a slot
descriptor on its class. :func:`install` replaces each with a descriptor that delegates to
the slot and, while a :class:`Consumption` is active, notes the read. Reads that only copy or
compare a node whole (the generated ``__eq__``, ``__hash__``, ``__repr__``, pickling) are not
reads of its meaning and are not counted; ``dataclasses.replace`` is counted, because the
copy it makes is itself checked.

A field that carries no meaning (the span; a word kept only to quote it in a message) is
declared on its node class in ``wording_fields``; every other field is meaning-bearing.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from .. import ast

# Methods that touch every field of a node without using its meaning.
_NOT_CONSUMING = frozenset(
    {
        "__eq__",
        "__ne__",
        "__hash__",
        "__repr__",
        "__getstate__",
        "__reduce__",
        "__reduce_ex__",
        "__lt__",
        "__le__",
        "__gt__",
        "__ge__",
        "__copy__",
        "__deepcopy__",
    }
)


class Consumption:
    """The fields read during one lowering, and the nodes it built."""

    def __init__(self) -> None:
        # id → (node, names read); the node is held so its id stays its own while tracking.
        self.reads: dict[int, tuple[Any, set[str]]] = {}
        self.built: dict[int, Any] = {}

    def read(self, node: Any, name: str) -> None:
        """Note that the lowering read ``node.name``."""
        entry = self.reads.get(id(node))
        if entry is None:
            self.reads[id(node)] = (node, {name})
        else:
            entry[1].add(name)

    def was_read(self, node: Any, name: str) -> bool:
        """Whether the lowering read ``node.name``."""
        entry = self.reads.get(id(node))
        return entry is not None and name in entry[1]

    def unread(self, root: Any) -> list[tuple[ast.Node, str]]:
        """Each (node, field) under ``root`` or built during the lowering that holds a meaning
        no lowering code read; a field not read is reported once, not its contents."""
        found: list[tuple[ast.Node, str]] = []
        seen: set[int] = set()
        for start in (root, *self.built.values()):
            self._walk(start, found, seen)
        return found

    def _walk(self, value: Any, found: list[tuple[ast.Node, str]], seen: set[int]) -> None:
        if isinstance(value, (tuple, list)):
            for item in value:
                self._walk(item, found, seen)
            return
        if not isinstance(value, ast.Node) or id(value) in seen:
            return
        seen.add(id(value))
        wording: frozenset[str] = type(value).wording_fields
        for field in dataclasses.fields(value):
            if field.name == "span" or field.name in wording:
                continue
            content = _raw(value, field.name)
            if _empty(field, content):
                continue
            if not self.was_read(value, field.name):
                found.append((value, field.name))
                continue
            self._walk(content, found, seen)


# The consumption being recorded in this thread (the language server compiles in several).
_active: ContextVar[Consumption | None] = ContextVar("ofuda_consumption", default=None)
_slots: dict[tuple[type, str], Any] = {}
_installed = False


def _raw(node: Any, name: str) -> Any:
    """A field's value without noting a read."""
    for klass in type(node).__mro__:
        slot = _slots.get((klass, name))
        if slot is not None:
            return slot.__get__(node, type(node))
    return getattr(node, name)


def _empty(field: dataclasses.Field[Any], value: Any) -> bool:
    """Whether a field's value says nothing: its default, or nothing at all."""
    if value is None or value is False or (isinstance(value, (tuple, str)) and not value):
        return True
    return field.default is not dataclasses.MISSING and value == field.default


class _TrackedSlot:
    """A slot descriptor that notes reads while a :class:`Consumption` is active."""

    __slots__ = ("name", "slot")

    def __init__(self, slot: Any, name: str) -> None:
        self.slot = slot
        self.name = name

    def __get__(self, node: Any, owner: type | None = None) -> Any:
        if node is None:
            return self
        value = self.slot.__get__(node, owner)
        active = _active.get()
        if active is not None and sys._getframe(1).f_code.co_name not in _NOT_CONSUMING:
            active.read(node, self.name)
        return value

    def __set__(self, node: Any, value: Any) -> None:
        self.slot.__set__(node, value)
        active = _active.get()
        if active is not None:
            active.built.setdefault(id(node), node)

    def __delete__(self, node: Any) -> None:
        self.slot.__delete__(node)


def _node_classes() -> Iterator[type]:
    pending: list[type] = [ast.Node]
    while pending:
        klass = pending.pop()
        pending.extend(klass.__subclasses__())
        # @dataclass(slots=True) replaces a class by a slotted copy; the first one is left over.
        if "__slots__" in klass.__dict__:
            yield klass


def install() -> None:
    """Put a tracking descriptor in place of each AST field's slot (once per class; call it
    again after defining a new node class outside compiler/ast, as a test may)."""
    global _installed
    _installed = True
    for klass in _node_classes():
        for name in klass.__dict__["__slots__"]:
            slot = klass.__dict__.get(name)
            if slot is None or isinstance(slot, _TrackedSlot):
                continue
            _slots[(klass, name)] = slot
            setattr(klass, name, _TrackedSlot(slot, name))


@contextmanager
def consumption() -> Iterator[Consumption]:
    """Track the AST fields read (and the nodes built) by the code run inside."""
    if not _installed:
        install()
    tracking = Consumption()
    token = _active.set(tracking)
    try:
        yield tracking
    finally:
        _active.reset(token)
