"""A small kit for writing minimal card definitions in rules tests.

``spell_ability(fn, targets)`` and friends make ability classes from a
function of ``ctx`` (the shape generated code has: a class with ``targets``
and ``resolve``); ``static(*effects)`` a static ability with the real
vocabulary's effect values; ``card(...)`` makes a CardDefinition.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ofuda.runtime import (
    ActivatedAbility,
    CardDefinition,
    CardType,
    Cost,
    SpellAbility,
    StaticAbility,
    Supertype,
    TargetSpec,
    TriggeredAbility,
)

Resolve = Callable[[Any], None]


def _ability(base: type, fn: Resolve, name: str, **attrs: Any) -> type:
    def resolve(self: Any, ctx: Any) -> None:
        fn(ctx)

    return type(name, (base,), {"resolve": resolve, **attrs})


def spell_ability(fn: Resolve, *targets: TargetSpec, text: str = "") -> type:
    """A SpellAbility class running ``fn(ctx)``."""
    return _ability(SpellAbility, fn, "TestSpell", targets=tuple(targets), text=text)


def activated(
    fn: Resolve, *items: Any, targets: tuple[TargetSpec, ...] = (), sorcery: bool = False
) -> type:
    """An ActivatedAbility class with cost ``items`` running ``fn(ctx)``."""
    return _ability(
        ActivatedAbility,
        fn,
        "TestActivated",
        cost=Cost(tuple(items)),
        targets=targets,
        sorcery_speed=sorcery,
    )


def triggered(
    trigger: Any, fn: Resolve, *targets: TargetSpec, condition: Callable[[Any], bool] | None = None
) -> type:
    """A TriggeredAbility class with ``trigger`` running ``fn(ctx)`` (optional intervening if)."""
    attrs: dict[str, Any] = {"trigger": trigger, "targets": tuple(targets)}
    if condition is not None:
        attrs["condition"] = lambda self, ctx: condition(ctx)
    return _ability(TriggeredAbility, fn, "TestTriggered", **attrs)


def card(
    name: str,
    cost: str | None,
    *types: CardType,
    subtypes: tuple[str, ...] = (),
    pt: tuple[int, int] | None = None,
    keywords: tuple[Any, ...] = (),
    abilities: tuple[type, ...] = (),
    legendary: bool = False,
    loyalty: int | None = None,
    **extra: Any,
) -> CardDefinition:
    """A card definition for a test."""
    return CardDefinition(
        name=name,
        name_ja=None,
        mana_cost=cost,
        supertypes=(Supertype.LEGENDARY,) if legendary else (),
        card_types=tuple(types),
        subtypes=tuple(subtypes),
        power=pt[0] if pt else None,
        toughness=pt[1] if pt else None,
        loyalty=loyalty,
        keywords=tuple(keywords),
        abilities=tuple(abilities),
        **extra,
    )


def creature(name: str, cost: str, p: int, t: int, *subtypes: str, **kw: Any) -> CardDefinition:
    """A creature card."""
    return card(name, cost, CardType.CREATURE, subtypes=subtypes, pt=(p, t), **kw)


def instant(name: str, cost: str, fn: Resolve, *targets: TargetSpec, **kw: Any) -> CardDefinition:
    """An instant with one spell ability."""
    return card(name, cost, CardType.INSTANT, abilities=(spell_ability(fn, *targets),), **kw)


def sorcery(name: str, cost: str, fn: Resolve, *targets: TargetSpec, **kw: Any) -> CardDefinition:
    """A sorcery with one spell ability."""
    return card(name, cost, CardType.SORCERY, abilities=(spell_ability(fn, *targets),), **kw)


def static(*effects: Any, condition: Any = None, zone: str = "battlefield") -> type:
    """A StaticAbility class with these effects."""
    return type(
        "TestStatic",
        (StaticAbility,),
        {"effects": tuple(effects), "condition": condition, "zone": zone},
    )
