"""Which fields of a tree of dataclasses a pass read: nothing that carries meaning may be
left unread (issue 15: never a wrong meaning).

Two passes are held to it. The **lowering** (AST → IR, compiler/lower/lowerer.py) must read
every field of every AST node that holds a meaning, or the ability is rejected (E298): a
phrase that parses can never vanish between the AST and the IR. The **renderer** (IR → text,
compiler/render) must read every field of the IR it renders, or rendering fails with a
RenderError: an IR the renderer cannot phrase is an error, never an omission.

How reads are seen: the nodes are slotted dataclasses, so each field is a slot descriptor on
its class. :func:`install` puts in its place a descriptor that delegates to the slot and,
while a :class:`Consumption` is active in this thread, notes the read. Reads that only copy,
print or hash a node (the generated ``__repr__``, ``__hash__``, pickling) are not uses of its
meaning; an equality that holds (``filter == ANY_TARGET``) uses both sides whole, one that
fails uses nothing. ``dataclasses.replace`` reads the fields it copies: the copy is itself
checked, as is every node built while the pass runs.

A field counts where it holds something: a value other than its default (a node, a number, a
"for each", a condition). A field that carries no meaning (a source span, the word of a
pronoun kept to quote it in a message, an instruction's source text) is declared on its class
in ``wording_fields``.
"""

from __future__ import annotations

import dataclasses
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

# Methods that touch every field of a node without using its meaning (an equality is
# judged by its result, below).
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
# Fields no pass needs to read on any node: where the text came from.
ALWAYS_WORDING = frozenset({"span"})
_REPLACE = dataclasses.replace.__code__


class Consumption:
    """The fields read while one pass ran, and the nodes it built."""

    def __init__(self) -> None:
        # id → (node, names read); the node is held so its id stays its own while tracking.
        self.reads: dict[int, tuple[Any, set[str]]] = {}
        # nodes built anew while the pass ran (not copies): checked like the input
        self.built: dict[int, Any] = {}
        # id of a node → its copies by dataclasses.replace, each with the fields it copied
        self.copies: dict[int, list[tuple[Any, frozenset[str]]]] = {}
        self._originals: list[Any] = []  # held so that their ids stay their own
        # a replace call in progress (its frame's id) → the node it copies, fields copied
        self._copying: dict[int, tuple[Any, set[str]]] = {}

    def read(self, node: Any, name: str) -> None:
        """Note that the pass read ``node.name``."""
        entry = self.reads.get(id(node))
        if entry is None:
            self.reads[id(node)] = (node, {name})
        else:
            entry[1].add(name)

    def copying(self, frame: Any, node: Any, name: str) -> None:
        """Note that dataclasses.replace (running in ``frame``) copies ``node.name``."""
        entry = self._copying.setdefault(id(frame), (node, set()))
        entry[1].add(name)

    def constructed(self, node: Any, frame: Any) -> None:
        """Note a node built while the pass ran: by ``frame`` (the caller of its __init__)."""
        if frame.f_code is _REPLACE:
            original, fields = self._copying.pop(id(frame), (frame.f_locals.get("obj"), set()))
            self.copies.setdefault(id(original), []).append((node, frozenset(fields)))
            self._originals.append(original)
        else:
            self.built[id(node)] = node

    def read_whole(self, value: Any) -> None:
        """Note every field of ``value`` (and of the nodes inside it) as read."""
        if isinstance(value, (tuple, list)):
            for item in value:
                self.read_whole(item)
        elif type(value) in _tracked:
            for field in dataclasses.fields(value):
                self.read(value, field.name)
                self.read_whole(raw(value, field.name))

    def was_read(self, node: Any, name: str) -> bool:
        """Whether the pass used ``node.name``: read it, or read it in a copy that has it."""
        entry = self.reads.get(id(node))
        if entry is not None and name in entry[1]:
            return True
        return any(
            name in fields and self.was_read(copy, name)
            for copy, fields in self.copies.get(id(node), ())
        )

    def unread(self, root: Any, built: bool = True) -> list[tuple[Any, str]]:
        """Each (node, field) under ``root`` that holds a meaning no code of the pass used; a
        field not used is reported once, not its contents.

        With ``built`` (the lowering), the nodes the pass built are held to it too: each node
        built anew, and what a copy holds that its original did not. Without (the renderer),
        what the pass builds are patterns to compare with or words to choose by, not meaning
        to say."""
        found: list[tuple[Any, str]] = []
        seen: set[int] = set()
        for start in (root, *(self.built.values() if built else ())):
            self._walk(start, found, seen)
        # what a copy holds that its original did not: the values the pass put in it
        for copies in list(self.copies.values()) if built else ():
            for copy, copied in copies:
                self._walk(copy, found, seen, copied)
        return found

    def _walk(
        self,
        value: Any,
        found: list[tuple[Any, str]],
        seen: set[int],
        copied: frozenset[str] = frozenset(),
    ) -> None:
        if isinstance(value, (tuple, list)):
            for item in value:
                self._walk(item, found, seen)
            return
        if type(value) not in _tracked or id(value) in seen:
            return
        seen.add(id(value))
        wording: frozenset[str] = getattr(type(value), "wording_fields", frozenset())
        for field in dataclasses.fields(value):
            if field.name in ALWAYS_WORDING or field.name in wording or field.name in copied:
                continue
            content = raw(value, field.name)
            if _empty(field, content):
                continue
            if not self.was_read(value, field.name):
                found.append((value, field.name))
                continue
            self._walk(content, found, seen)


# The consumption being recorded in this thread (the language server compiles in several).
_active: ContextVar[Consumption | None] = ContextVar("ofuda_consumption", default=None)
_slots: dict[tuple[type, str], Any] = {}
_tracked: set[type] = set()
_lock = threading.RLock()


def raw(node: Any, name: str) -> Any:
    """A field's value without noting a read."""
    for klass in type(node).__mro__:
        slot = _slots.get((klass, name))
        if slot is not None:
            return slot.__get__(node, type(node))
    return getattr(node, name)


def _first_field(klass: type) -> str:
    """The field a dataclass's __init__ sets first (where a construction is noticed)."""
    first = _first_fields.get(klass)
    if first is None:
        first = _first_fields[klass] = dataclasses.fields(klass)[0].name
    return first


_first_fields: dict[type, str] = {}


def _empty(field: dataclasses.Field[Any], value: Any) -> bool:
    """Whether a field's value says nothing: its default, or nothing at all (False says
    something where the default is True: "can't be regenerated", "not once")."""
    if value is None or (isinstance(value, (tuple, str)) and not value):
        return True
    if value is False:
        return field.default is dataclasses.MISSING or field.default is False
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
        if active is not None:
            caller = sys._getframe(1)
            if caller.f_code is _REPLACE:
                active.copying(caller, node, self.name)  # used if the copy's field is used
            elif caller.f_code.co_name not in _NOT_CONSUMING:
                active.read(node, self.name)
        return value

    def __set__(self, node: Any, value: Any) -> None:
        self.slot.__set__(node, value)
        active = _active.get()
        if active is not None and self.name == _first_field(type(node)):
            # __set__ ← the class's __init__ ← its caller: replace (a copy), or other code
            active.constructed(node, sys._getframe(2))

    def __delete__(self, node: Any) -> None:
        self.slot.__delete__(node)


def _tracked_eq(original: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    def __eq__(self: Any, other: Any) -> Any:
        result = original(self, other)
        active = _active.get()
        if result is True and active is not None:
            active.read_whole(self)  # the two are equal: each was used whole
            active.read_whole(other)
        return result

    __eq__.__wrapped__ = original  # type: ignore[attr-defined]
    return __eq__


def trackable(klass: type) -> bool:
    """Whether reads of ``klass``'s fields can be seen: a slotted dataclass."""
    return dataclasses.is_dataclass(klass) and "__slots__" in klass.__dict__


def install(classes: Iterable[type]) -> list[type]:
    """Track reads of the fields of ``classes`` (slotted dataclasses; others are skipped);
    returns the classes newly tracked."""
    added: list[type] = []
    with _lock:
        for klass in classes:
            if klass in _tracked or not trackable(klass):
                continue
            for name in klass.__dict__["__slots__"]:
                slot = klass.__dict__.get(name)
                if slot is not None and not isinstance(slot, _TrackedSlot):
                    _slots[(klass, name)] = slot
                    setattr(klass, name, _TrackedSlot(slot, name))
            if "__eq__" in klass.__dict__:
                setattr(klass, "__eq__", _tracked_eq(klass.__dict__["__eq__"]))  # noqa: B010
            _tracked.add(klass)
            added.append(klass)
    return added


def uninstall(classes: Iterable[type]) -> None:
    """Stop tracking ``classes`` (their slots and equality back as they were)."""
    with _lock:
        for klass in classes:
            if klass not in _tracked:
                continue
            for name in klass.__dict__["__slots__"]:
                slot = _slots.pop((klass, name), None)
                if slot is not None:
                    setattr(klass, name, slot)
            equality = klass.__dict__.get("__eq__")
            if equality is not None and hasattr(equality, "__wrapped__"):
                setattr(klass, "__eq__", equality.__wrapped__)  # noqa: B010
            _tracked.discard(klass)


def subclasses(base: type) -> Iterator[type]:
    """Every subclass of ``base`` (and ``base``) that is a slotted dataclass."""
    pending: list[type] = [base]
    while pending:
        klass = pending.pop()
        pending.extend(klass.__subclasses__())
        # @dataclass(slots=True) replaces a class by a slotted copy; the first one is left over
        if trackable(klass):
            yield klass


def classes_in(value: Any, found: set[type] | None = None) -> set[type]:
    """The dataclass classes of the values inside ``value`` (to track before a pass)."""
    found = set() if found is None else found
    if isinstance(value, (tuple, list)):
        for item in value:
            classes_in(item, found)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        # a subclass of a slotted dataclass reads its inherited fields through its bases' slots
        found.update(k for k in type(value).__mro__ if trackable(k))
        for field in dataclasses.fields(value):
            classes_in(raw(value, field.name), found)
    return found


@contextmanager
def consumption() -> Iterator[Consumption]:
    """Record the fields read (and the nodes built) by the code run inside, in this thread."""
    tracking = Consumption()
    token = _active.set(tracking)
    try:
        yield tracking
    finally:
        _active.reset(token)


@contextmanager
def tracking_while(value: Any) -> Iterator[Consumption]:
    """Track the classes found in ``value`` for the time of the block (and record reads);
    the classes tracked only for it are untracked again after it."""
    with _lock:
        added = install(classes_in(value))
        try:
            with consumption() as tracking:
                yield tracking
        finally:
            uninstall(added)
