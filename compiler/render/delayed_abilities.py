"""Canonical text of an instruction that creates a delayed triggered ability with a stated
duration (603.7b): "Whenever a creature attacks this turn, put a +1/+1 counter on it." /
「このターン、クリーチャーが１体攻撃するたび、それの上に＋１/＋１カウンターを１個置く。」.

The created ability is written as a triggered ability of its own (its trigger condition,
targets and instructions: render/en.py, render/ja.py), with the duration inserted: after the
trigger condition in English ("Whenever … this turn, …"; "Until your next turn, whenever …"),
before it in Japanese (「このターン、…たび、…」).
"""

from __future__ import annotations

import re
from typing import Any, TypeGuard

from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import Controller, Duration

from .. import ir
from .common import RenderError
from .triggers import trigger_text


def is_delayed_ability(effect: object) -> TypeGuard[ir.CreateDelayedTrigger]:
    """Whether ``effect`` creates a delayed triggered ability with a stated duration (603.7b)."""
    return isinstance(effect, ir.CreateDelayedTrigger) and effect.duration is not None


def delayed_ability_text(renderer: Any, effect: ir.CreateDelayedTrigger, lang: str) -> str:
    """The sentences of the created ability, its duration said (the rest of the ability)."""
    ability = effect.ability
    if (
        not isinstance(ability, ir.TriggeredAbility)
        or ability.trigger != effect.trigger
        or effect.objects != ()
    ):
        raise RenderError("a delayed ability with a duration is a triggered ability of its own")
    name = renderer.name
    if effect.once:
        return _next_cast_text(ability, name, effect.duration, lang)
    if lang == "ja":
        # a real recursion between renderers: ja.py renders abilities through effects_ja.py,
        # which renders this sentence through this module, which renders the ability it creates
        from .ja import ability_text as ja_ability_text

        lead = {Duration.END_OF_TURN: "このターン、", Duration.UNTIL_YOUR_NEXT_TURN: "あなたの次のターンまで、"}
        if effect.duration not in lead:
            raise RenderError(f"no phrasing for the duration {effect.duration!r}")
        return lead[effect.duration] + ja_ability_text(ability, name)  # type: ignore[index]
    # the same recursion in English (en.py → effects_en.py → here → en.py)
    from .en import ability_text as en_ability_text

    text = en_ability_text(ability, name)
    head = trigger_text(ability.trigger, "en", name)
    if not text.startswith(head):
        raise RenderError("the created ability's text does not begin with its trigger")
    if effect.duration is Duration.END_OF_TURN:
        return f"{head.removesuffix(', ')} this turn, {text[len(head):]}"
    if effect.duration is Duration.UNTIL_YOUR_NEXT_TURN:
        return f"Until your next turn, {text[:1].lower()}{text[1:]}"
    raise RenderError(f"no phrasing for the duration {effect.duration!r}")


def _next_cast_text(ability: ir.TriggeredAbility, name: str, duration: object, lang: str) -> str:
    """ "When you cast your next … spell this turn, …" / 「このターン、あなたが次に…を唱えたとき、
    …」: a delayed ability triggering only the next time you cast such a spell (603.7b)."""
    trigger = ability.trigger
    if (
        not isinstance(trigger, rte.SpellCast)
        or trigger.caster != Controller.YOU
        or trigger.origin is not None
        or trigger.nth is not None
        or duration != Duration.END_OF_TURN
    ):
        raise RenderError(f"no phrasing for a delayed ability triggering once on {trigger!r}")
    head = trigger_text(trigger, lang, name)
    if lang == "ja":
        from .ja import ability_text as ja_ability_text  # the recursion between renderers above

        text = ja_ability_text(ability, name)
        # 「あなたがインスタント呪文を１つ唱えるたび、」: the spell, without its count (the next one)
        found = re.fullmatch(r"あなたが(.+?)を(?:１つ)?唱えるたび、", head)
        if found is None:
            raise RenderError(f"no Japanese phrasing for {trigger!r}")
        spells = found.group(1)
        return f"このターン、あなたが次に{spells}を唱えたとき、{text[len(head):]}"
    from .en import ability_text as en_ability_text  # the recursion between renderers above

    text = en_ability_text(ability, name)
    if not head.startswith("Whenever you cast a") or not text.startswith(head):
        raise RenderError(f"no English phrasing for {trigger!r}")
    spells = head.removeprefix("Whenever you cast ").removesuffix(", ").split(" ", 1)[1]
    return f"When you cast your next {spells} this turn, {text[len(head):]}"
