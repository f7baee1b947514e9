"""Canonical text of redirection effects (614.9), in either language.
See :mod:`ofuda.compiler.render`; asked by :func:`ofuda.compiler.render.replacement.statement`.
"""

from __future__ import annotations

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_replacement as rr
from ofuda.runtime.definitions import Controller

from .common import RenderError

# Damage is dealt only to creatures and planeswalkers (120.1): the attached-to side is
# written "enchanted creature" / "equipped creature".
_JA_SIDES: dict[type, str] = {
    rt.EnchantedPermanent: "エンチャントされているクリーチャー",
    rt.EquippedCreature: "装備しているクリーチャー",
}
_EN_SIDES: dict[type, str] = {
    rt.EnchantedPermanent: "enchanted creature",
    rt.EquippedCreature: "equipped creature",
}


def _side(side: object, name: str, lang: str) -> str:
    if side == Controller.YOU:
        return "あなた" if lang == "ja" else "you"
    if isinstance(side, rt.ThisPermanent):
        return name
    words = _JA_SIDES if lang == "ja" else _EN_SIDES
    word = words.get(type(side))
    if word is None:
        raise RenderError(f"no phrasing for the side {side!r} of a redirection")
    return word


def redirection_text(effect: rr.RedirectDamage, name: str, lang: str) -> str:
    """「…に与えられるすべてのダメージは、代わりに…に与えられる。」 /
    "All damage that would be dealt to … is dealt to … instead." """
    recipient = _side(effect.recipients, name, lang)
    to = _side(effect.to, name, lang)
    if lang == "ja":
        return f"{recipient}に与えられるすべてのダメージは、代わりに{to}に与えられる。"
    return f"All damage that would be dealt to {recipient} is dealt to {to} instead."
