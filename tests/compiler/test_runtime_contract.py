"""The contract between codegen and the runtime: every IR effect has its runtime method.

Codegen writes an IR node ``FooBar(a, b)`` as ``ctx.foo_bar(a=…, b=…)``, leaving out a
field at its default; this test holds the runtime's resolution context to that convention,
parameter by parameter (names and defaults), so a new IR effect cannot compile into a call
the runtime lacks or one whose left-out argument means something else there.
"""

from __future__ import annotations

import dataclasses
import inspect

import pytest

from ofuda.compiler import ir
from ofuda.compiler.codegen import ir_fields, runtime_method
from ofuda.runtime.context.resolution import ResolutionContext

# IR classes that codegen does not turn into ctx calls.
NOT_CALLS = {
    ir.ThisObject,
    ir.You,
    ir.Targeted,  # written as ctx.source / ctx.controller / ctx.target(i)
    ir.Optional,
    ir.Conditional,  # written as `if ctx.may(player):` / `if <condition>:` blocks
    ir.Instead,  # written as `if <condition>:` <instead> `else:` <effects> (608.2c)
    ir.Repeat,  # written as a `for _ in ctx.repeat_process():` loop
    ir.ReflexiveAbility,  # a TriggeredAbility class of the card module (603.12)
    ir.Unless,  # <payment> offered (`if ctx.may(player):` unless it is mana), then
    # `if not ctx.you_did():` <effects> (118.12a)
    ir.KeywordAbility,
    ir.SpellAbility,
    ir.ActivatedAbility,
    ir.TriggeredAbility,
    ir.StaticAbility,
    ir.ManaAbility,  # declarative data: the runtime adds the mana itself (605.3b)
    ir.LoyaltyAbility,  # a LoyaltyAbility class with its loyalty_cost (606.4)
    ir.GrantedAbilities,  # written as GrantAbilities(affected, (classes…)) in a static ability
    ir.ReplacedByInstructions,  # written as ReplaceEvent(instead=class) in a static ability
    ir.ModalSpell,  # one SpellAbility class per mode and CardDefinition.modes
    ir.AdditionalCost,  # CardDefinition.additional_costs
    ir.CardFace,
    ir.CardIR,
}


def _ir_call_classes() -> list[type]:
    return [
        cls
        for _, cls in inspect.getmembers(ir, inspect.isclass)
        if dataclasses.is_dataclass(cls)
        and issubclass(cls, ir.Node)
        and cls not in NOT_CALLS
    ]


@pytest.mark.parametrize("cls", _ir_call_classes(), ids=lambda c: c.__name__)
def test_runtime_has_the_method_of_each_ir_node(cls: type) -> None:
    instance_fields = [f.name for f in dataclasses.fields(cls) if f.name != "origin"]
    name = runtime_method(cls.__new__(cls))
    method = getattr(ResolutionContext, name, None)
    assert method is not None, f"ofuda.runtime.context.resolution.ResolutionContext lacks {name}()"
    parameters = list(inspect.signature(method).parameters)[1:]
    assert parameters == instance_fields, (
        f"{name}{tuple(parameters)} ≠ IR {cls.__name__}{tuple(instance_fields)}"
    )


@pytest.mark.parametrize("cls", _ir_call_classes(), ids=lambda c: c.__name__)
def test_a_left_out_field_has_the_same_default_in_the_runtime(cls: type) -> None:
    name = runtime_method(cls.__new__(cls))
    parameters = inspect.signature(getattr(ResolutionContext, name)).parameters
    for f in dataclasses.fields(cls):
        if f.name == "origin":
            continue
        if f.default is not dataclasses.MISSING:
            default = f.default
        elif f.default_factory is not dataclasses.MISSING:
            default = f.default_factory()
        else:
            continue
        assert parameters[f.name].default == default, (
            f"IR {cls.__name__}.{f.name} defaults to {default!r}, {name}() to "
            f"{parameters[f.name].default!r}: codegen leaves the field out at its default"
        )


def test_each_node_kind_written_as_a_call_declares_its_method_and_no_other_does() -> None:
    """The runtime method is a fact each kind states, never one derived from its name or
    inherited from a base: the kinds above that codegen writes otherwise declare none."""
    kinds = [
        cls
        for _, cls in inspect.getmembers(ir, inspect.isclass)
        if dataclasses.is_dataclass(cls) and issubclass(cls, ir.Node)
    ]
    undeclared = [c.__name__ for c in kinds if c not in NOT_CALLS and not c.runtime_method]
    assert undeclared == []
    assert [c.__name__ for c in NOT_CALLS if c.runtime_method is not None] == []


def test_a_node_kind_without_a_runtime_method_is_refused_not_guessed() -> None:
    @dataclasses.dataclass(frozen=True)
    class Unwritten(ir.PlayerEffect):
        """A kind declared without its runtime method (as a new node might be)."""

        player: ir.Selector

    @dataclasses.dataclass(frozen=True)
    class Derived(ir.GainLife):
        """A subclass does not inherit its base's method."""

    assert Unwritten.runtime_method is None and Derived.runtime_method is None
    with pytest.raises(TypeError, match="declares no runtime method"):
        runtime_method(Unwritten(ir.You()))


def test_ir_fields_skip_the_origin() -> None:
    assert ir_fields(ir.GainLife(ir.You(), 3, "text")) == ["player", "amount"]
