"""Riot (702.136): "You may have this permanent enter the battlefield with an additional +1/+1
counter on it. If you don't, it gains haste." (702.136a) — a replacement effect of the
permanent's own entering (614.1c, 614.12), chosen by the player it enters under."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...definitions import Duration, Keyword
from ..layers.layer_effects import LAYER_ABILITIES, LayerEffect, op_add_keywords
from ..objects.characteristics import base_chars
from ..objects.game_objects import PLUS_ONE
from ..replacement.replacements import TIER_OTHER, ZONE, Replacement, ZoneEvent

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.game_objects import Permanent

# the two choices of 702.136a, as the agent is offered them
RIOT_COUNTER = "+1/+1 counter"
RIOT_HASTE = Keyword.HASTE


def _has_riot_as_it_would_enter(event: ZoneEvent) -> bool:
    """614.12: whether the object as it would exist on the battlefield (a copy, if a copy effect
    applied first, 616.1c) has riot itself."""
    chars = event.copy_of if event.copy_of is not None else base_chars(event.obj.card)
    return Keyword.RIOT in chars.keywords


def riot_replacement(event: ZoneEvent) -> Replacement | None:
    """702.136a: the replacement effect of riot for the object ``event`` would put onto the
    battlefield; it applies if that object as it would enter has riot (its own, or a copy's,
    614.12)."""
    obj = event.obj
    if event.to != "battlefield":
        return None

    def applies(e: ZoneEvent) -> bool:
        return e.obj is obj and e.to == "battlefield" and _has_riot_as_it_would_enter(e)

    def apply(e: ZoneEvent) -> ZoneEvent:
        chooser = e.controller or obj.owner
        choice = chooser.agent.choose_one_of(obj.game, chooser, obj, (RIOT_COUNTER, RIOT_HASTE))
        if choice == RIOT_COUNTER:
            e.counters[PLUS_ONE] = e.counters.get(PLUS_ONE, 0) + 1
        else:  # "If you don't, it gains haste."
            e.gains = (*e.gains, Keyword.HASTE)
        obj.game.log.add("choice", f"{chooser.name} chooses {choice} for {obj.name} (riot)")
        return e

    return Replacement(ZONE, applies, apply, source=obj, tier=TIER_OTHER, text=f"{obj.name}: riot")


def gain_as_it_enters(game: Game, perm: Permanent, keywords: Sequence[Any]) -> None:
    """702.136a: the keywords a permanent gained as it entered (riot's haste), for as long as
    it is on the battlefield (a new object when it leaves, 400.7)."""
    if not keywords:
        return
    game.effects.append(
        LayerEffect(
            LAYER_ABILITIES,
            op_add_keywords(tuple(keywords)),
            timestamp=game.new_timestamp(),
            source=perm,
            controller=perm.controller,
            objects=(perm,),
            duration=Duration.PERMANENT,
            text="riot",
        )
    )
    game.touch()
