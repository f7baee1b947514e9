"""Canonical text of prevention shields with a follow-up (615.7), in either language: a
whole sentence for the effects renderers (:mod:`ofuda.compiler.render.effects_ja`,
:mod:`ofuda.compiler.render.effects_en`), like :mod:`ofuda.compiler.render.stack`."""

from __future__ import annotations

from typing import Any

from .. import ir
from .common import RenderError
from .words_ja import number


def _amount(amount: object, lang: str) -> str:
    if isinstance(amount, int):
        return number(amount) if lang == "ja" else str(amount)
    if isinstance(amount, ir.XValue):
        return "Ｘ" if lang == "ja" else "X"
    raise RenderError(f"no phrasing for the amount {amount!r}")


def prevention_sentence(effect: Any, lang: str, renderer: Any) -> str | None:
    """The sentence (or two) of a shield for you and your permanents; None for other effects."""
    if not isinstance(effect, ir.PreventDamageToYouAndYours):
        return None
    amount = _amount(effect.amount, lang)
    if lang == "ja":
        text = (
            f"このターン、次にあなたやあなたがコントロールするパーマネントに与えられるダメージを"
            f"{amount}点軽減する。"
        )
        if effect.then_deal_to is not None:
            to = renderer.reference(effect.then_deal_to)
            text += (
                f"これによりダメージが軽減される場合、{renderer.name}はその点数に等しい点数の"
                f"ダメージを、{to}に与える。"
            )
        return text
    text = (
        f"Prevent the next {amount} damage that would be dealt to you and/or permanents you "
        "control this turn."
    )
    if effect.then_deal_to is not None:
        to = renderer.reference(effect.then_deal_to)
        text += f" If damage is prevented this way, {renderer.name} deals that much damage to {to}."
    return text
