"""Codegen of the abilities an instruction gives permanents in quotation marks (113.2c): a created
token's (111.4, 111.10) and those an object gains for a duration (611.2a). Each becomes an ability
class of the card module, named after the instruction's ability with the node's
``quoted_abilities_suffix`` (``…Token``, ``…Gained``, numbered), and the instruction passes the
classes to the runtime (``ctx.create_tokens``, ``ctx.gain_abilities``) — the way an emblem's
abilities are written (generator._emblem_classes).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .. import ir
from .pyexpr import Raw


def token_classes(
    owner: str, ability: ir.Ability, origins: list[ir.Ability], imports: set[str]
) -> tuple[ir.Ability, list[Any]]:
    """``ability`` with the quoted abilities its instructions give replaced by the names of their
    classes, and those classes (``_ClassCode``s of the generator, marked inner)."""
    effects: Any = getattr(ability, "effects", None)
    totals = _quoted_abilities(effects) if isinstance(effects, tuple) else {}
    if not totals:
        return ability, []
    from .generator import _BASES, _ability_class  # the generator imports this module

    classes: list[Any] = []
    made: dict[str, int] = {}

    def rename(items: tuple[ir.Effect, ...], readings: list[tuple[Any, ...]]) -> tuple[Any, ...]:
        out: list[Any] = []
        for position, effect in enumerate(items):
            inner = [reading[position] for reading in readings]
            suffix = effect.quoted_abilities_suffix if isinstance(effect, ir.Node) else None
            if suffix is not None and effect.abilities:  # type: ignore[union-attr]
                names: list[Raw] = []
                for index, given in enumerate(effect.abilities):  # type: ignore[union-attr]
                    made[suffix] = made.get(suffix, 0) + 1
                    number = made[suffix] if totals[suffix] > 1 else ""
                    name = f"{owner}{suffix}{number}"
                    base, _ = _BASES[type(given)]
                    imports.add(base)
                    said = [r.abilities[index] for r in inner]
                    code = _ability_class(name, base, given, said, imports)
                    classes.append(dataclasses.replace(code, inner=True))
                    names.append(Raw(name))
                # the classes' names stand for the abilities in the generated call
                effect = dataclasses.replace(effect, abilities=tuple(names))
            elif isinstance(effect, (ir.Optional, ir.Conditional)):
                nested = rename(effect.effects, [r.effects for r in inner])
                effect = dataclasses.replace(effect, effects=nested)
            elif isinstance(effect, ir.Instead):
                effect = dataclasses.replace(
                    effect,
                    effects=rename(effect.effects, [r.effects for r in inner]),
                    instead=rename(effect.instead, [r.instead for r in inner]),
                )
            out.append(effect)
        return tuple(out)

    # each reading is an ability with instructions, as ``ability`` is (its effects were found)
    readings: list[tuple[Any, ...]] = [origin.effects for origin in origins]  # type: ignore[union-attr]
    new_effects = rename(effects, readings)
    return dataclasses.replace(ability, effects=new_effects), classes  # type: ignore[arg-type]


def _quoted_abilities(effects: tuple[Any, ...]) -> dict[str, int]:
    """How many quoted abilities ``effects`` give, in all, by the suffix of their classes."""
    counts: dict[str, int] = {}

    def count(items: tuple[Any, ...]) -> None:
        for effect in items:
            suffix = effect.quoted_abilities_suffix if isinstance(effect, ir.Node) else None
            if suffix is not None and effect.abilities:
                counts[suffix] = counts.get(suffix, 0) + len(effect.abilities)
            elif isinstance(effect, (ir.Optional, ir.Conditional)):
                count(effect.effects)
            elif isinstance(effect, ir.Instead):
                count(effect.effects + effect.instead)

    count(effects)
    return counts
