"""IR effects of prevention and replacement instructions (615.1a): re-exported by
:mod:`ofuda.compiler.ir` (codegen writes each as the ``ctx`` call of its name)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ofuda.runtime.definitions import ObjectFilter

from .durations import Lasting
from .nodes import Node
from .values import Amount, Selector


@dataclass(frozen=True, slots=True)
class PreventDamageBy(Node):
    """Prevent all damage (combat damage only, with ``combat_only``) that ``obj`` would deal
    — and, with ``also_to``, that would be dealt to it — for ``duration`` (615.1a)."""

    runtime_method = "prevent_damage_by"

    obj: Selector
    duration: Lasting
    combat_only: bool
    also_to: bool
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PreventCombatDamageExcept(Node):
    """Prevent all combat damage that objects matching ``sources`` other than ``keep`` (one
    object) would deal, for ``duration`` (615.1a): "creatures other than target creature"."""

    runtime_method = "prevent_combat_damage_except"

    sources: ObjectFilter
    keep: Selector
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PreventAllCombatDamage(Node):
    """Prevent all combat damage that would be dealt for ``duration`` — to permanents matching
    ``to`` only, if given (615.1a): "Prevent all combat damage that would be dealt this turn
    [to Dogs you control]"."""

    runtime_method = "prevent_all_combat_damage"

    to: ObjectFilter | None
    duration: Lasting
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PreventDamageToYouAndYours(Node):
    """615.7: prevent the next ``amount`` damage that would be dealt to you and/or permanents
    you control this turn; if damage is prevented this way, the source of the ability deals
    that much damage to ``then_deal_to`` as part of the same effect (FAQ P44)."""

    runtime_method = "prevent_damage_to_you_and_yours"

    amount: Amount
    then_deal_to: Selector | None
    origin: str = field(default="", compare=False)

