"""The engine finds the meaning of every vocabulary value by its type, in one registry per kind
(ofuda.runtime.engine.registry), and nothing unknown passes: each vocabulary type has exactly
one handler, each handler belongs to a class, and a missing handler is an error."""

from __future__ import annotations

import dataclasses
import functools
import inspect
import re
from collections.abc import Iterator
from enum import Enum
from types import ModuleType
from typing import Any

import pytest
from ofuda.runtime import (
    CardDefinition,
    Duration,
    Scenario,
    definitions,
    kinds,
    special_actions,
    statics,
    statics_activation,
    statics_affected,
    statics_costs,
    statics_entering,
    statics_linked,
    statics_replacement,
    statics_restrictions,
    statics_triggers,
)
from ofuda.runtime.engine import registry
from ofuda.runtime.engine.registry import MemberRegistry, Registry, UnknownVocabularyError
from support.kit import creature, static
from support.paths import CARDS_SRC

# The modules generated code is written in.
VOCABULARY_MODULES: tuple[ModuleType, ...] = (
    definitions,
    statics,
    statics_affected,
    statics_restrictions,
    statics_triggers,
    statics_replacement,
    statics_entering,
    statics_activation,
    statics_costs,
    statics_linked,
    special_actions,
)

KINDS: dict[str, tuple[type, ...]] = {
    "STATIC_EFFECTS": kinds.STATIC_EFFECTS,
    "CONDITIONS": kinds.CONDITIONS,
    "AFFECTED": kinds.AFFECTED,
    "TRIGGER_EVENTS": kinds.TRIGGER_EVENTS,
    "COST_ITEMS": kinds.COST_ITEMS,
    "VALUES": kinds.VALUES,
    "MANA": kinds.MANA,
}
NOT_DISPATCHED = (*kinds.DESCRIPTIONS, *kinds.KEYWORD_PARAMETERS)


def _vocabulary_classes() -> Iterator[type]:
    for module in VOCABULARY_MODULES:
        for name, value in vars(module).items():
            if (
                inspect.isclass(value)
                and dataclasses.is_dataclass(value)
                and value.__module__ == module.__name__
            ):
                yield value


def test_every_registry_has_exactly_one_handler_for_each_vocabulary_type() -> None:
    assert list(registry.problems()) == []
    for reg in registry.ALL:
        assert set(reg.vocabulary) <= set(reg.handled()), reg.kind
        assert len(set(reg.vocabulary)) == len(reg.vocabulary), reg.kind


def test_every_handler_belongs_to_an_existing_class_of_its_kind() -> None:
    for reg in registry.ALL:
        for cls in reg.handled():
            if isinstance(reg, MemberRegistry) and cls not in reg.engine:
                # durations: a member of the enum, not a name (or an engine class bound on
                # resolution, "for as long as …", 611.2b)
                assert isinstance(cls, reg.members), (reg.kind, cls)
            else:
                assert inspect.isclass(cls), (reg.kind, cls)
            assert cls in reg.vocabulary or cls in reg.engine, (reg.kind, cls)
        for cls in reg.engine:  # the engine's own values are not vocabulary of any kind
            assert not any(cls in types for types in KINDS.values()), cls


def test_every_vocabulary_class_is_of_one_kind_or_a_plain_description() -> None:
    for cls in _vocabulary_classes():
        owners = [name for name, types in KINDS.items() if cls in types]
        if cls in NOT_DISPATCHED:
            assert owners == [], (cls, owners)
        else:
            assert len(owners) == 1, (cls, owners)


def test_a_handler_can_only_be_registered_for_a_class_of_the_kind_and_only_once() -> None:
    reg: Registry[Any] = Registry("test", (statics.IsYourTurn,))
    with pytest.raises(TypeError):
        reg.add("IsYourTurn", lambda: None)  # type: ignore[arg-type]  # a name is not a class
    with pytest.raises(TypeError):
        reg.add(statics.IsPaired, lambda: None)  # not of this kind's vocabulary
    reg.add(statics.IsYourTurn, lambda: None)
    with pytest.raises(ValueError):
        reg.add(statics.IsYourTurn, lambda: None)
    with pytest.raises(TypeError):
        Registry("test", ("IsYourTurn",))  # type: ignore[arg-type]


def test_a_duration_handler_is_registered_and_found_by_the_member_never_by_a_string() -> None:
    reg: MemberRegistry[Any] = MemberRegistry("test duration", Duration)
    with pytest.raises(TypeError):
        reg.add("until end of turn", object())  # equal to the member's value, but not it
    reg.add(Duration.END_OF_TURN, "rule")
    with pytest.raises(ValueError):
        reg.add(Duration.END_OF_TURN, "rule")
    assert reg.of(Duration.END_OF_TURN) == "rule"
    with pytest.raises(UnknownVocabularyError):
        reg.of("until end of turn")
    assert reg.missing() == (Duration.PERMANENT, Duration.UNTIL_YOUR_NEXT_TURN)


@pytest.mark.parametrize("reg", registry.ALL, ids=lambda r: r.kind)
def test_removing_any_handler_makes_the_check_fail(reg: Registry[Any]) -> None:
    for cls in reg.vocabulary:
        crippled = reg.without(cls)
        assert cls in crippled.missing()
        with pytest.raises(UnknownVocabularyError, match=re.escape(reg.name_of(cls))):
            registry.check_complete([crippled])


def test_a_value_of_an_unknown_type_is_a_loud_error_not_a_no_op() -> None:
    @dataclasses.dataclass(frozen=True)
    class Unheard:
        """An effect no engine module gives a meaning."""

    with pytest.raises(UnknownVocabularyError):
        registry.STATIC_EFFECTS.of(Unheard())
    s = Scenario()
    s.battlefield("Alice", creature("Odd", "{G}", 1, 1, "Elf", abilities=(static(Unheard()),)))
    with pytest.raises(UnknownVocabularyError):
        s.pt("Odd")


# --- what the compiler emits ------------------------------------------------------------------


@functools.cache
def _compiled_definitions() -> tuple[CardDefinition, ...]:
    from ofuda.compiler.project import Catalogue

    catalogue = Catalogue.from_paths([CARDS_SRC])
    assert catalogue.by_name, "no card compiled"
    unique = {id(d): d for d in catalogue.by_name.values()}
    return tuple(unique.values())


def _values(value: Any, seen: set[int]) -> Iterator[Any]:
    """Every vocabulary value inside ``value``: dataclass fields, tuples, ability classes."""
    if id(value) in seen or value is None or isinstance(value, (str, int, Enum)):
        return
    seen.add(id(value))
    if isinstance(value, type):  # an ability class: its declarative parts
        for name in ("targets", "cost", "trigger", "condition", "effects", "mana", "restriction"):
            part = value.__dict__.get(name)
            if part is not None and not callable(part):
                yield from _values(part, seen)
        return
    if isinstance(value, (tuple, list)):
        for item in value:
            yield from _values(item, seen)
        return
    if dataclasses.is_dataclass(value):
        yield value
        for f in dataclasses.fields(value):
            yield from _values(getattr(value, f.name), seen)


def test_every_vocabulary_value_the_compiler_emits_has_its_handler() -> None:
    seen_types: set[type] = set()
    for definition in _compiled_definitions():
        for value in _values(definition, set()):
            cls = type(value)
            seen_types.add(cls)
            owners = [reg for reg in registry.ALL if cls in reg.vocabulary]
            if not owners:
                assert cls in NOT_DISPATCHED, f"{definition.name}: {cls.__qualname__} is of no kind"
                continue
            assert len(owners) == 1 and owners[0].handles(cls), (definition.name, cls)
    # the walk does reach every kind (else the test above could pass by seeing nothing)
    for name, types in KINDS.items():
        assert seen_types & set(types), name
