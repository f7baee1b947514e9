"""Keywords that stand for an activated ability of a card in a graveyard: unearth (702.84) and
scavenge (702.97). Each functions only while its card is in a graveyard (113.6k), only as a
sorcery, and is offered by :mod:`~ofuda.runtime.engine.casting.activation` like any ability of
a graveyard card; the card has it in every zone (its printed characteristics carry it,
:func:`~ofuda.runtime.engine.objects.characteristics.base_chars`).

702.97a: "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number of
+1/+1 counters equal to the power of the card you exiled on target creature. Activate only as a
sorcery." The card is exiled as a cost (601.2h); its power is the exiled card's as it last
existed in the graveyard (608.2h, last known information).

702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the
battlefield. It gains haste. Exile it at the beginning of the next end step. If it would leave
the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery." As
it resolves: the card returns (400.7: a new object, the permanent); it gains haste with no
end (611.2a: an effect of a resolved ability with no duration lasts as long as the object);
a delayed triggered ability exiles it at the beginning of the next end step (603.7); and a
replacement effect (614.1a) exiles it instead if it would leave the battlefield for any other
zone — also once the delayed ability has been countered, and never for a new object the card
becomes after it left (400.7). This module imports only the vocabulary: the object model reads
it (the replacement's engine parts are imported as it resolves).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ...definitions import (
    ActivatedAbility,
    CardType,
    Cost,
    Duration,
    ExileSelfFromGraveyard,
    Keyword,
    ObjectFilter,
    Step,
    TargetSpec,
    TriggeredAbility,
    ZoneKind,
)
from ...statics import Scavenge, Unearth
from ...statics_triggers import NextBeginningOfStep


class UnearthExile(TriggeredAbility):
    """702.84a: "Exile it at the beginning of the next end step." (a delayed triggered ability,
    603.7; "it" is the permanent the card became, remembered)."""

    text = "Exile it at the beginning of the next end step."
    # 603.7: a delayed trigger's event (statics_triggers), as generated code writes it
    trigger = NextBeginningOfStep(step=Step.END)  # type: ignore[assignment]

    def resolve(self, ctx: Any) -> None:
        """Exile it, if it is still that permanent (400.7)."""
        ctx.exile(ctx.remembered())


class UnearthAbility(ActivatedAbility):
    """702.84a: "[Cost]: Return this card from your graveyard to the battlefield. …" — it
    functions only while its card is in a graveyard (113.6k) and only as a sorcery."""

    text = "Unearth"
    functions_in = ZoneKind.GRAVEYARD
    sorcery_speed = True

    def resolve(self, ctx: Any) -> None:
        """Return the card, haste for good, the delayed exile, the exile replacement."""
        card = ctx.this_card_in(ZoneKind.GRAVEYARD)
        if card is None:
            return  # 400.7: it left the graveyard; the ability can't find it
        permanent = ctx.return_to_battlefield(card)
        if permanent is None or not getattr(permanent, "on_battlefield", False):
            return
        ctx.grant_keyword(permanent, Keyword.HASTE, Duration.PERMANENT)
        ctx.create_delayed_trigger(
            trigger=UnearthExile.trigger, ability=UnearthExile, objects=[permanent]
        )
        _exile_instead_of_leaving(ctx, permanent)


def _exile_instead_of_leaving(ctx: Any, permanent: Any) -> None:
    """702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere
    else." (614.1a), for this permanent only; used up once it has left."""
    from ..replacement.replacements import ZONE, Replacement, ZoneEvent

    def applies(event: ZoneEvent) -> bool:
        return event.obj is permanent and permanent.on_battlefield and event.to != ZoneKind.EXILE

    def to_exile(event: ZoneEvent) -> ZoneEvent:
        event.to = ZoneKind.EXILE
        return event

    game = ctx.game
    game.replacements.append(
        Replacement(
            ZONE,
            applies,
            to_exile,
            source=ctx.source,
            controller=ctx.controller,
            timestamp=game.new_timestamp(),
            once=True,
            text=f"unearth: exile {permanent.name} if it would leave the battlefield",
        )
    )


@lru_cache(maxsize=256)
def unearth_ability(keyword: Unearth) -> UnearthAbility:
    """The activated ability ``keyword`` stands for, its cost the unearth cost."""
    cls = type("UnearthAbility", (UnearthAbility,), {"cost": keyword.cost, "text": "Unearth"})
    return cls()


class ScavengeAbility(ActivatedAbility):
    """702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters
    equal to the power of the card you exiled on target creature. Activate only as a
    sorcery." """

    text = "Scavenge"
    functions_in = ZoneKind.GRAVEYARD
    sorcery_speed = True
    targets = (TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,))),)

    def resolve(self, ctx: Any) -> None:
        """The counters: as many as the exiled card's power (its last known information,
        608.2h; none for a power of 0 or less, 122.1)."""
        power = ctx.source.power or 0
        target = ctx.target(0)
        if target is not None and power > 0:
            ctx.add_counters(obj=target, kind="+1/+1", amount=power)


@lru_cache(maxsize=256)
def scavenge_ability(keyword: Scavenge) -> ScavengeAbility:
    """The activated ability ``keyword`` stands for: its cost is the scavenge cost and exiling
    the card from its graveyard."""
    cost = Cost((*keyword.cost.items, ExileSelfFromGraveyard()))
    cls = type("ScavengeAbility", (ScavengeAbility,), {"cost": cost, "text": "Scavenge"})
    return cls()


def graveyard_abilities(keywords: frozenset[Any]) -> tuple[Any, ...]:
    """The abilities of a card's keywords that function in a graveyard (unearth's, 702.84a;
    scavenge's, 702.97a)."""
    if not keywords:
        return ()
    out: list[Any] = []
    for keyword in sorted(keywords, key=str):
        if isinstance(keyword, Unearth):
            out.append(unearth_ability(keyword))
        elif isinstance(keyword, Scavenge):
            out.append(scavenge_ability(keyword))
    return tuple(out)


__all__ = [
    "ScavengeAbility",
    "UnearthAbility",
    "UnearthExile",
    "graveyard_abilities",
    "scavenge_ability",
    "unearth_ability",
]
