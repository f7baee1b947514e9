"""Rendering abilities on the stack named as targets (115.1, 701.5a), in both languages.

"target activated or triggered ability" / 「起動型か誘発型である能力１つ」, and a union with
spells: "target activated ability, triggered ability, or legendary spell" / 「起動型能力１つか
誘発型能力１つか伝説の呪文１つ」 (grammar/*/40m-stack-abilities.lark).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ofuda.runtime.definitions import ObjectFilter, StackAbilityKind, TargetSpec

from .common import RenderError
from .words_ja import number

_A, _T = StackAbilityKind.ACTIVATED, StackAbilityKind.TRIGGERED
_EN = {(_A,): "activated ability", (_T,): "triggered ability",
       (_A, _T): "activated or triggered ability"}
_JA = {(_A,): "起動型能力", (_T,): "誘発型能力", (_A, _T): "起動型か誘発型である能力"}


def names_abilities(f: ObjectFilter) -> bool:
    """Whether a target's filter admits abilities on the stack (itself or one of its kinds)."""
    return bool(f.stack_abilities) or any(bool(k.stack_abilities) for k in f.any_of)


def _kinds(f: ObjectFilter) -> tuple[ObjectFilter, ...]:
    """The kinds of a target that names abilities: each an ability kind or a spell's filter."""
    if f.stack_abilities:
        return (f,)
    if replace(f, any_of=()) != ObjectFilter():  # words said of all of them: none are read
        raise RenderError("no phrasing for a quality shared by abilities and spells")
    return f.any_of


def _ability_words(f: ObjectFilter, table: dict[tuple[StackAbilityKind, ...], str]) -> str:
    words = table.get(tuple(f.stack_abilities))
    if words is None or replace(f, stack_abilities=()) != ObjectFilter():
        raise RenderError(f"no phrasing for the abilities {f!r}")
    return words


def abilities_target_en(f: ObjectFilter, spell_noun: Callable[[ObjectFilter], str]) -> str:
    """"activated or triggered ability", "activated ability, triggered ability, or legendary
    spell" (``spell_noun`` writes a spell's kind)."""
    words = [
        _ability_words(k, _EN) if k.stack_abilities else spell_noun(k) for k in _kinds(f)
    ]
    if len(words) <= 2:
        return " or ".join(words)
    return ", ".join(words[:-1]) + ", or " + words[-1]


def abilities_target_ja(f: ObjectFilter, spell_noun: Callable[[ObjectFilter], str]) -> str:
    """「起動型か誘発型である能力１つ」 「起動型能力１つか誘発型能力１つか伝説の呪文１つ」."""
    return "か".join(
        (_ability_words(k, _JA) if k.stack_abilities else spell_noun(k)) + f"{number(1)}つ"
        for k in _kinds(f)
    )


def zoned_target(spec: TargetSpec, noun: Callable[[ObjectFilter, str], str], lang: str) -> str:
    """"spell or creature" / 「呪文１つかクリーチャー１体」 (115.1): each kind of a target in two
    zones by its own noun (``noun`` writes a kind in its zone; the Japanese adds its count)."""
    f = spec.objects
    zones = {spec.zone, *spec.other_zones}
    if f is None or replace(f, any_of=()) != ObjectFilter() or any(
        k.zone not in zones for k in f.any_of
    ):
        raise RenderError("no phrasing for a quality of a target in two zones")
    words = []
    for kind in f.any_of:
        if kind.zone is None:
            raise RenderError("no phrasing for a kind without its zone in a target in two zones")
        words.append(noun(replace(kind, zone=None), kind.zone.value))
    return ("か" if lang == "ja" else " or ").join(words)
