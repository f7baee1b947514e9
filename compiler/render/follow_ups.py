"""Canonical text of sentences that modify the sentence before them (608.2c): "<effects>.
If <condition>, <instead> instead." / 「<effects>。<condition>、代わりに<instead>。」.

The replaced instructions are said first, as sentences of their own; the replacing ones in
one sentence after the condition, in the current templating ("instead" last in English,
「代わりに」 first in Japanese).
"""

from __future__ import annotations

from typing import Any, TypeGuard

from .. import ir
from .common import RenderError
from .effects import SentenceState


def instead_text(renderer: Any, effect: ir.Instead, lang: str) -> str:
    """Both sentences of an :class:`~ofuda.compiler.ir.Instead`, in ``lang``."""
    # each side is one sentence: "instead" replaces the instructions of the sentence before
    before = _one_sentence(renderer, effect.effects, lang)
    before = before[:1].upper() + before[1:]
    condition = renderer.condition(effect.condition)
    after = _one_sentence(renderer, effect.instead, lang)
    # 207.2c: printed as a paragraph of its own under its ability word ("Morbid — …")
    word = effect.ability_word
    if lang == "ja":
        if after.count("。") != 1:
            raise RenderError("「代わりに」 replaces with the instructions of one sentence")
        lead = "" if word is None else f"\n{word.name_in('ja')} ― "
        return f"{before}{lead}{condition}、代わりに{after}"
    if after.count(". ") or ", where X is" in after:
        raise RenderError('"instead" replaces with the instructions of one sentence')
    name = getattr(renderer, "name", None)
    if not (name and after.startswith(name)):
        after = after[:1].lower() + after[1:]  # the sentence goes on after the condition
    lead = " " if word is None else f"\n{word.name_in('en')} — "
    return f"{before}{lead}{condition}, {after.removesuffix('.')} instead."


def _one_sentence(renderer: Any, effects: tuple[ir.Effect, ...], lang: str) -> str:
    """The replacing instructions as one sentence: as the renderer says them, or, where that is
    several sentences, one after another in a chain (DKA Increasing Ambition: "…, instead search
    your library for two cards and put those cards into your hand." / 「代わりに…カードを２枚探し、
    それらのカードをあなたの手札に加える。」)."""
    said = renderer.body(effects)
    several = said.count("。") != 1 if lang == "ja" else bool(said.count(". "))
    if not several:
        return str(said)
    state = SentenceState()
    chained = str(renderer.chain(effects, state))
    if state.x_value is not None or state.each is not None:
        raise RenderError("no one-sentence phrasing for these replacing instructions")
    return chained + ("。" if lang == "ja" else ".")


def is_reflexive(effect: object) -> TypeGuard[ir.Conditional]:
    """Whether ``effect`` is "When you do, …" (603.12): a reflexive trigger created if you did
    the optional instruction before it."""
    return (
        isinstance(effect, ir.Conditional)
        and isinstance(effect.condition, ir.YouDid)
        and len(effect.effects) == 1
        and isinstance(effect.effects[0], ir.CreateReflexiveTrigger)
    )


def reflexive_text(renderer: Any, effect: ir.Conditional, lang: str) -> str:
    """ "When you do, …" / 「そうしたとき、…」 and the reflexive ability's own sentences, its
    targets declared (Japanese) or named inline (English) as in an ability of its own."""
    created = effect.effects[0]
    assert isinstance(created, ir.CreateReflexiveTrigger)
    ability = created.ability
    if not isinstance(ability, ir.ReflexiveAbility):
        raise RenderError("a reflexive trigger creates a reflexive ability")
    own = type(renderer)(ability.targets, renderer.name)
    if lang == "ja":
        return "そうしたとき、" + own.declaration() + own.body(ability.effects)
    body = own.body(ability.effects)
    if not body.startswith(renderer.name):
        body = body[:1].lower() + body[1:]
    return f"When you do, {body}"
