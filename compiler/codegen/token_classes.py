"""Codegen of the abilities a created token has (111.4, 113.2c, 111.10): each becomes an ability
class of the card module (``…Token``, numbered), and the instruction passes the classes to
``ctx.create_tokens`` — the way an emblem's abilities are written (generator._emblem_classes).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .. import ir
from .pyexpr import Raw


def token_classes(
    owner: str, ability: ir.Ability, origins: list[ir.Ability], imports: set[str]
) -> tuple[ir.Ability, list[Any]]:
    """``ability`` with the abilities of the tokens it creates replaced by the names of their
    classes, and those classes (``_ClassCode``s of the generator, marked inner)."""
    effects: Any = getattr(ability, "effects", None)
    total = _token_abilities(effects) if isinstance(effects, tuple) else 0
    if not total:
        return ability, []
    from .generator import _BASES, _ability_class  # the generator imports this module

    classes: list[Any] = []

    def rename(items: tuple[ir.Effect, ...], readings: list[tuple[Any, ...]]) -> tuple[Any, ...]:
        out: list[Any] = []
        for position, effect in enumerate(items):
            inner = [reading[position] for reading in readings]
            if isinstance(effect, ir.CreateTokens) and effect.abilities:
                names: list[Raw] = []
                for index, token_ability in enumerate(effect.abilities):
                    name = f"{owner}Token{len(classes) + 1 if total > 1 else ''}"
                    base, _ = _BASES[type(token_ability)]
                    imports.add(base)
                    said = [r.abilities[index] for r in inner]
                    code = _ability_class(name, base, token_ability, said, imports)
                    classes.append(dataclasses.replace(code, inner=True))
                    names.append(Raw(name))
                # the classes' names stand for the abilities in the generated call
                effect = dataclasses.replace(effect, abilities=tuple(names))  # type: ignore[arg-type]
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


def _token_abilities(effects: tuple[Any, ...]) -> int:
    """How many abilities the tokens that ``effects`` create have, in all."""
    count = 0
    for effect in effects:
        if isinstance(effect, ir.CreateTokens):
            count += len(effect.abilities)
        elif isinstance(effect, (ir.Optional, ir.Conditional)):
            count += _token_abilities(effect.effects)
        elif isinstance(effect, ir.Instead):
            count += _token_abilities(effect.effects + effect.instead)
    return count
