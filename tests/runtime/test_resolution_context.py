"""The resolution context (608.2) is one class whose parts are its listed bases, each method
defined once; the ``Effects`` protocol declares every method generated code calls, with the
parameters the context implements."""

from __future__ import annotations

import ast
import functools
import inspect
from typing import Any

from ofuda.runtime import Effects
from ofuda.runtime.context.resolution import ResolutionContext
from ofuda.runtime.context.state import ContextState
from support.paths import CARDS_SRC


def _parts() -> list[type]:
    return [c for c in ResolutionContext.__mro__ if c not in (ResolutionContext, object)]


def _public_definitions(cls: type) -> set[str]:
    return {name for name in vars(cls) if not name.startswith("__")}


def test_the_context_is_one_class_and_its_parts_are_its_listed_bases() -> None:
    parts = _parts()
    assert list(ResolutionContext.__bases__) == [p for p in parts if p is not ContextState]
    assert all(issubclass(p, ContextState) for p in parts)
    assert _public_definitions(ResolutionContext) == set(), "the class itself adds nothing"


def test_no_method_is_defined_in_two_parts() -> None:
    seen: dict[str, str] = {}
    twice = []
    for part in _parts():
        for name in _public_definitions(part):
            if name in seen:
                twice.append(f"{name}: {seen[name]} and {part.__name__}")
            seen[name] = part.__name__
    assert twice == []


def test_only_the_shared_state_has_an_init() -> None:
    assert [p.__name__ for p in _parts() if "__init__" in vars(p)] == ["ContextState"]


# --- the protocol and what generated code calls ----------------------------------------------


def _declared() -> dict[str, Any]:
    """What the protocol declares: its own methods and those of the protocols it extends."""
    names: dict[str, Any] = {}
    for part in Effects.__mro__:
        if not part.__module__.startswith("ofuda.runtime"):
            continue  # Protocol, Generic, object
        for n, v in vars(part).items():
            if not n.startswith("_"):
                names.setdefault(n, v)
    for attribute in Effects.__annotations__:
        names.setdefault(attribute, None)
    return names


@functools.cache
def _generated_modules() -> tuple[tuple[str, str], ...]:
    """(card file, generated module) for every card of cards_src that compiles."""
    from ofuda.compiler.codegen import generate_module
    from ofuda.compiler.pipeline import compile_file
    from ofuda.compiler.project import find_card_files

    out = []
    for path, _ in find_card_files([CARDS_SRC]):
        compiled = compile_file(path)
        if compiled.ok and compiled.card is not None:
            out.append((str(path), generate_module(compiled.card, compiled.by_language, str(path))))
    assert len(out) > 200, "the cards of cards_src compile"
    return tuple(out)


def _ctx_uses(source: str) -> set[str]:
    return {
        node.attr
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "ctx"
    }


def _parameters(fn: Any) -> list[str]:
    target = fn.fget if isinstance(fn, property) else fn
    return [p.name for p in inspect.signature(target).parameters.values()]


def test_every_ctx_call_of_generated_code_is_declared_and_implemented() -> None:
    declared = _declared()
    used: dict[str, str] = {}
    for path, module in _generated_modules():
        for name in _ctx_uses(module):
            used.setdefault(name, path)
    assert len(used) > 100
    undeclared = sorted(f"{n} ({p})" for n, p in used.items() if n not in declared)
    assert undeclared == [], "generated code calls methods the Effects protocol lacks"
    attributes = ("source", "controller")  # set by the shared state
    missing = sorted(n for n in used if not hasattr(ResolutionContext, n) and n not in attributes)
    assert missing == []


def test_every_declared_method_has_the_contexts_parameters() -> None:
    for name, stub in _declared().items():
        if stub is None:  # an attribute: set on every context
            assert name in ("source", "controller")
            continue
        implemented = inspect.getattr_static(ResolutionContext, name)
        assert _parameters(stub) == _parameters(implemented), name
        assert isinstance(stub, property) == isinstance(implemented, property), name


def test_every_method_codegen_can_write_is_declared() -> None:
    """Each IR effect codegen writes as ``ctx.<method>`` (its method on the context:
    tests/compiler/test_runtime_contract.py) is in the protocol, also those no card of
    cards_src uses yet."""
    import dataclasses

    from ofuda.compiler import ir
    declared = _declared()
    written = [
        cls.runtime_method
        for _, cls in inspect.getmembers(ir, inspect.isclass)
        if dataclasses.is_dataclass(cls) and issubclass(cls, ir.Node) and cls.runtime_method
    ]
    calls = [name for name in written if hasattr(ResolutionContext, name)]
    assert len(calls) > 100
    assert sorted(set(calls) - set(declared)) == []
