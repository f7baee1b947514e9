"""The engine's meaning of each vocabulary type, found by the type (the statics registry).

Generated card modules describe abilities with data values (``AddPowerToughness``,
``ControlsCount``, ``Attacks``, ``TapPermanents``, …: :mod:`ofuda.runtime.kinds` lists every
vocabulary type by kind). The engine gives each *type* its meaning in one :class:`Registry` per
kind — static effects, conditions, affected objects, trigger events, cost items, values,
mana, durations — and finds a value's handler by ``type(value)`` (a duration's by the
``Duration`` member, :class:`MemberRegistry`):

* a handler is declared with ``@REGISTRY.register(SomeType)`` next to its rule; registering
  anything that is not a class of that kind's vocabulary, or a type twice, raises at once;
* :meth:`Registry.of` finds the handler of a value; a value of a type with no handler raises
  :class:`UnknownVocabularyError` (a loud engine error, never a silent no-op);
* :func:`check_complete` (run as the engine is imported, ``ofuda.runtime.engine.game``, and by
  tests/runtime/test_registry.py) raises unless every vocabulary type of every kind has its
  handler: a type the engine does not know is an error at load time.

This module imports nothing from the engine, so any engine module may register handlers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from enum import Enum
from typing import Any, Generic, TypeVar

from .. import kinds
from ..definitions import Duration
from .errors import RulesError

H = TypeVar("H")


class UnknownVocabularyError(RulesError):
    """A vocabulary value of a type the engine has no handler for (never ignored)."""


class Registry(Generic[H]):
    """The handlers of one kind of vocabulary, keyed by type.

    ``vocabulary`` are the types that must have a handler; ``engine`` types are the engine's
    own values of this kind (e.g. the trigger condition of soulbond's second ability), allowed
    a handler without being vocabulary generated code may use.
    """

    __slots__ = ("_allowed", "_handlers", "engine", "kind", "vocabulary")

    def __init__(self, kind: str, vocabulary: Iterable[type], engine: Iterable[type] = ()) -> None:
        self.kind = kind
        self.vocabulary: tuple[type, ...] = tuple(vocabulary)
        self.engine: tuple[type, ...] = tuple(engine)
        for cls in (*self.vocabulary, *self.engine):
            if not isinstance(cls, type):
                raise TypeError(f"{kind} vocabulary: {cls!r} is not a class")
        self._allowed = frozenset((*self.vocabulary, *self.engine))
        self._handlers: dict[Any, H] = {}  # by type (by member, for a MemberRegistry)

    def register(self, *types: type, engine: bool = False) -> Callable[[H], H]:
        """A decorator: the handler of ``types`` (each a class of this kind, registered once)."""

        def register(handler: H) -> H:
            for cls in types:
                self.add(cls, handler, engine=engine)
            return handler

        return register

    def add(self, cls: type, handler: H, *, engine: bool = False) -> None:
        """Make ``handler`` the meaning of ``cls``; ``engine``: ``cls`` is one of the engine's
        own values of this kind, not vocabulary (soulbond's trigger condition)."""
        if not isinstance(cls, type):
            raise TypeError(f"a {self.kind} handler must be registered for a class, not {cls!r}")
        if engine:
            if cls in self.vocabulary:
                raise TypeError(f"{cls.__qualname__} is vocabulary, not an engine {self.kind}")
            self.engine = (*self.engine, cls)
            self._allowed = self._allowed | {cls}
        if cls not in self._allowed:
            raise TypeError(f"{cls.__qualname__} is not {_article(self.kind)} {self.kind} type")
        if cls in self._handlers:
            raise ValueError(f"{cls.__qualname__} already has a {self.kind} handler")
        self._handlers[cls] = handler

    def of(self, value: object) -> H:
        """The handler of ``value``'s type; :class:`UnknownVocabularyError` if it has none."""
        try:
            return self._handlers[type(value)]
        except KeyError:
            raise UnknownVocabularyError(
                f"the engine has no meaning for the {self.kind} {value!r}"
            ) from None

    def handles(self, cls: type) -> bool:
        """Whether ``cls`` has a handler."""
        return cls in self._handlers

    def handled(self) -> tuple[type, ...]:
        """The types with a handler."""
        return tuple(self._handlers)

    def missing(self) -> tuple[type, ...]:
        """The vocabulary types without a handler (none, once the engine is loaded)."""
        return tuple(cls for cls in self.vocabulary if cls not in self._handlers)

    def without(self, cls: Any) -> Registry[H]:
        """A copy of this registry with ``cls``'s handler removed (for tests of the check)."""
        copy: Registry[H] = Registry(self.kind, self.vocabulary, self.engine)
        copy._handlers = {k: v for k, v in self._handlers.items() if k is not cls}
        return copy

    @staticmethod
    def name_of(key: Any) -> str:
        """How messages name a vocabulary type (or enum member)."""
        if isinstance(key, Enum):
            return f"{type(key).__module__}.{type(key).__qualname__}.{key.name}"
        return f"{key.__module__}.{key.__qualname__}"


class MemberRegistry(Registry[H]):
    """The handlers of a kind of vocabulary whose values are the members of one enum
    (durations): keyed by member — a string equal to a member's value is not one."""

    __slots__ = ("members",)

    def __init__(self, kind: str, members: type[Enum]) -> None:
        self.kind = kind
        self.members = members
        self.vocabulary = tuple(members)
        self.engine = ()
        self._allowed = frozenset(self.vocabulary)
        self._handlers = {}

    def add(self, cls: Any, handler: H, *, engine: bool = False) -> None:
        """Make ``handler`` the meaning of the member ``cls``; ``engine``: ``cls`` is a class of
        the engine's own values of this kind, bound as an instruction resolves (a duration
        "for as long as …", 611.2b), found by its type."""
        if engine and isinstance(cls, type):
            if cls in self._handlers:
                raise ValueError(f"{cls.__qualname__} already has a {self.kind} handler")
            self.engine = (*self.engine, cls)
            self._allowed = self._allowed | {cls}
            self._handlers[cls] = handler
            return
        if engine or not isinstance(cls, self.members):
            raise TypeError(f"{cls!r} is not a {self.members.__qualname__} member")
        if cls in self._handlers:
            raise ValueError(f"{cls!r} already has a {self.kind} handler")
        self._handlers[cls] = handler

    def of(self, value: object) -> H:
        """The handler of the member ``value``; :class:`UnknownVocabularyError` otherwise."""
        if isinstance(value, self.members):
            found = self._handlers.get(value)
            if found is not None:
                return found
        elif type(value) in self.engine:
            return self._handlers[type(value)]
        raise UnknownVocabularyError(f"the engine has no meaning for the {self.kind} {value!r}")

    def without(self, cls: Any) -> Registry[H]:
        """A copy of this registry with ``cls``'s handler removed (for tests of the check)."""
        copy: MemberRegistry[H] = MemberRegistry(self.kind, self.members)
        copy.engine = self.engine
        copy._handlers = {k: v for k, v in self._handlers.items() if k is not cls}
        return copy


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def problems(registries: Iterable[Registry[Any]] | None = None) -> Iterator[str]:
    """What is missing: each vocabulary type of each kind (of every registry, by default)
    without a handler."""
    for registry in ALL if registries is None else registries:
        for cls in registry.missing():
            yield f"no {registry.kind} handler for {registry.name_of(cls)}"


def check_complete(registries: Iterable[Registry[Any]] | None = None) -> None:
    """Raise :class:`UnknownVocabularyError` unless every vocabulary type has its handler."""
    found = list(problems(registries))
    if found:
        raise UnknownVocabularyError("; ".join(found))


# --- the registries ------------------------------------------------------------------------

#: Static effects (604, 611.3): ``handler(game, source, ability, effect, condition)`` returns
#: the layer effects it makes now (and may note rules, cost changes, replacements on the game).
STATIC_EFFECTS: Registry[Callable[..., Any]] = Registry("static effect", kinds.STATIC_EFFECTS)

#: Conditions (611.3b, 603.4): ``handler(game, source, condition)`` returns
#: ``(check, takes_the_affected_object)``.
CONDITIONS: Registry[Callable[..., Any]] = Registry("condition", kinds.CONDITIONS)

#: Affected objects (611.3a): an object with ``selector(game, source, affected)`` (a predicate
#: on permanents, evaluated continuously) and ``one(source, affected)`` (the one object named).
AFFECTED: Registry[Any] = Registry("affected-objects", kinds.AFFECTED)

#: Trigger events (603.2): ``(event class, matcher)``; the matcher returns the triggering
#: object (or a list: one occurrence each) or None.
TRIGGER_EVENTS: Registry[Any] = Registry("trigger event", kinds.TRIGGER_EVENTS)

#: Cost items (118): an object that checks, chooses, pays and describes the item.
COST_ITEMS: Registry[Any] = Registry("cost item", kinds.COST_ITEMS)

#: Values (107.1, 107.3m): ``handler(game, source, value, controller, x) -> int``.
VALUES: Registry[Callable[..., int]] = Registry("value", kinds.VALUES)

#: Mana production (106.1, 605): ``handler(value, game, permanent) -> (types, amount, fixed
#: letters, combination: each mana of its own type)``.
MANA: Registry[Callable[..., tuple[str, int, str, bool]]] = Registry("mana production", kinds.MANA)

#: Durations (611.2, 514.2): a ``durations.DurationRule`` per member of ``Duration``.
DURATIONS: MemberRegistry[Any] = MemberRegistry("duration", Duration)

ALL: tuple[Registry[Any], ...] = (
    STATIC_EFFECTS,
    CONDITIONS,
    AFFECTED,
    TRIGGER_EVENTS,
    COST_ITEMS,
    VALUES,
    MANA,
    DURATIONS,
)
