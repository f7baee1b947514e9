"""The render pass: IR → canonical rules text, in Japanese or English.

Canonical means the current official templating (English: Oracle style;
Japanese: today's Gatherer style), whatever wording the card was written in,
so a card written in one language renders into the other (translation by
compilation) and every rendering parses back to the same IR (the round trip
the tests check for every card).

The language-specific phrasing lives in :mod:`ofuda.compiler.render_en` and
:mod:`ofuda.compiler.render_ja`; this module holds what both share: grouping
effects into sentences and tracking which targets were already mentioned.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import ir


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


def render_card(card: ir.CardIR, lang: str) -> list[str]:
    """The canonical rules text of a card, one ability per line."""
    if lang == "ja":
        from .render_ja import render_abilities
    else:
        from .render_en import render_abilities
    return render_abilities(card)
