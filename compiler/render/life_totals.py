"""Canonical text of a player's life total becoming a number (119.5), in either language.

"Your life total becomes …" names the life total, not the player, as its subject, so it is a
sentence of its own: 「あなたのライフ総量は、…に等しくなる。」 / "Your life total becomes …."; as
an option, 「あなたは「あなたのライフ総量は、…に等しくなる。」を選んでもよい。」 / "You may have
your life total become …."
"""

from __future__ import annotations

from typing import Any

from .. import ir
from .common import RenderError


def life_total_sentence(first: Any, lang: str, renderer: Any) -> str | None:
    """The sentence of a SetLifeTotal (alone or as the one option of "you may"), or None."""
    optional = isinstance(first, ir.Optional)
    effects = first.effects if optional else (first,)
    if len(effects) != 1 or not isinstance(effects[0], ir.SetLifeTotal):
        return None
    effect = effects[0]
    if optional and not isinstance(first.player, ir.You):
        raise RenderError('only "you may" has a phrasing for a life total becoming a number')
    if not isinstance(effect.player, ir.You) or isinstance(effect.amount, ir.XValue):
        raise RenderError("a life total becoming a number is phrased for your own life total")
    amount = effect.amount if isinstance(effect.amount, int) else renderer.value(effect.amount)
    if lang == "ja":
        text = f"あなたのライフ総量は、{amount}に等しくなる。"
        return f"あなたは「{text}」を選んでもよい。" if optional else text
    if optional:
        return f"You may have your life total become {amount}."
    return f"Your life total becomes {amount}."
