"""Rendering the special actions a static ability offers (116.2d), in current templating.

"That creature's controller may sacrifice a permanent for that player to ignore this effect
until end of turn." / 「そのクリーチャーのコントローラーは、パーマネントを１つ生け贄に捧げることに
よって、ターン終了時までそのプレイヤーはこの効果を無視してもよい。」 (the Oracle templating of
Volrath's Curse and Damping Engine), after the statement whose effect it is.
"""

from __future__ import annotations

from typing import Any

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import Duration
from ofuda.runtime.special_actions import MayIgnoreEffect

from .common import RenderError
from .costs_en import render_cost_item as en_cost
from .effects_ja import render_cost_item as ja_cost

# The pronoun naming the object the statement is about, by what it is.
_OBJECT_PRONOUN = {
    "en": {"creature": "that creature", "permanent": "that permanent", "self": "its"},
    "ja": {"creature": "そのクリーチャー", "permanent": "そのパーマネント", "self": "それ"},
}
_DURATION = {
    "en": {Duration.END_OF_TURN: "until end of turn"},
    "ja": {Duration.END_OF_TURN: "ターン終了時まで"},
}


def ignore_offers(effects: tuple[Any, ...]) -> list[MayIgnoreEffect]:
    """The offers to ignore the effect among a static ability's effects."""
    return [e for e in effects if isinstance(e, MayIgnoreEffect)]


def ignore_offer_text(offer: MayIgnoreEffect, lang: str, name: str, host: str) -> str:
    """The sentence of an offer (116.2d); ``host``: what the Aura enchants ("creature")."""
    affected = offer.player.affected
    if isinstance(affected, rt.ThisPermanent):
        kind = "self"
    elif isinstance(affected, (rt.EnchantedPermanent, rt.EquippedCreature)):
        kind = (
            "creature"
            if host == "creature" or isinstance(affected, rt.EquippedCreature)
            else "permanent"
        )
    else:
        raise RenderError(f"no phrasing for the controller of {affected!r}")
    pronoun = _OBJECT_PRONOUN[lang][kind]
    duration = _DURATION[lang].get(offer.duration)
    if duration is None:
        raise RenderError(f"no phrasing for ignoring an effect {offer.duration}")
    if lang == "ja":
        cost = ",".join(ja_cost(item, name) for item in offer.cost.items)
        return (
            f"{pronoun}のコントローラーは、{cost}ことによって、"
            f"{duration}そのプレイヤーはこの効果を無視してもよい。"
        )

    items = [en_cost(item, name) for item in offer.cost.items]
    cost = ", ".join(item[:1].lower() + item[1:] for item in items)
    player = f"{pronoun} controller" if kind == "self" else f"{pronoun}'s controller"
    return f"{player[:1].upper()}{player[1:]} may {cost} for that player to ignore this effect {duration}."
