"""What the renderers of both languages share: the error of a node with no phrasing,
grouping effects into sentences, and tracking which targets were already mentioned."""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import ir


class RenderError(Exception):
    """An IR node the renderer has no phrasing for (a bug to fix, never bad input)."""


@dataclass
class Mentions:
    """Which targets an ability's text has already named (later: "it", それ)."""

    targets: tuple[object, ...]
    named: set[int] = field(default_factory=set)

    def first_mention(self, index: int) -> bool:
        """True the first time target ``index`` is mentioned; marks it as named."""
        if index in self.named:
            return False
        self.named.add(index)
        return True


def subject_of(effect: ir.Effect) -> object:
    """The selector an effect is about: whose life, which object changes, which source deals."""
    if isinstance(effect, (ir.GainLife, ir.LoseLife, ir.DrawCards)):
        return effect.player
    if isinstance(effect, ir.DealDamage):
        return effect.source
    return effect.obj  # type: ignore[union-attr]


def duration_of(effect: ir.Effect) -> object:
    """The effect's duration, or None for one-shot effects."""
    return getattr(effect, "duration", None)


def sentences(effects: tuple[ir.Effect, ...]) -> list[list[ir.Effect]]:
    """Group consecutive effects that share a subject and a duration into one sentence.

    "Target creature gets +2/+2 and gains first strike until end of turn." is
    one sentence of two effects; a change of subject starts a new sentence.
    """
    groups: list[list[ir.Effect]] = []
    for effect in effects:
        if groups and _joinable(groups[-1][-1], effect):
            groups[-1].append(effect)
        else:
            groups.append([effect])
    return groups


def _joinable(previous: ir.Effect, effect: ir.Effect) -> bool:
    if subject_of(previous) != subject_of(effect) or duration_of(previous) != duration_of(effect):
        return False
    # Damage has its own sentence shape ("CARDNAME deals N damage to …").
    return not isinstance(previous, ir.DealDamage) and not isinstance(effect, ir.DealDamage)

