"""Convoke (702.51) and delve (702.66): paying part of a spell's total cost with no mana.

702.51a: "Convoke" means "For each colored mana in this spell's total cost, you may tap an
untapped creature of that color you control rather than pay that mana. For each generic mana
in this spell's total cost, you may tap an untapped creature you control rather than pay that
mana." 702.66a: "Delve" means "For each generic mana in this spell's total cost, you may exile
a card from your graveyard rather than pay that mana." Both are static abilities of the spell
on the stack (the card being cast is there when its cost is paid, 601.2a), neither an
additional nor an alternative cost, applied once the total cost is determined (702.51b,
702.66b): the total cost (and so the mana value) is unchanged, only how it is paid (601.2h).

Each untapped creature the caster controls, each card in their graveyard, is one more
:class:`~ofuda.runtime.engine.mana.pool.CostSubstitute` beside the mana abilities when the
payment is planned, so a cost is affordable exactly when mana, creatures and cards together can
pay it. A creature with a mana ability of its own either makes mana or convokes, not both (one
tap). Tapping for convoke is no {T} cost: a creature that came under its controller's control
this turn may convoke (302.6 limits attacking and {T} abilities only). Instances are redundant
(702.51c, 702.66c).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...definitions import Color, ExileFromGraveyard, Keyword
from ..errors import IllegalActionError
from ..mana.pool import CostSubstitute, ManaSource, SourceList
from ..objects.game_objects import Permanent
from ..objects.zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player

_COLOR_ORDER = tuple(Color)


@dataclass(slots=True, eq=False)
class ConvokingCreature(CostSubstitute):
    """702.51a: an untapped creature its controller may tap rather than pay {1} or one mana of
    one of its colours; ``permanent`` is the creature, ``produces`` its colours."""

    def pay_instead(self, game: Any, player: Any) -> None:
        """Tap the creature (701.26a; 702.51d: it convoked the spell)."""
        creature = self.permanent
        if creature.controller is not player or not game.tap(creature, log=False):
            raise IllegalActionError(f"{creature.name} can't be tapped for convoke")
        game.log.add("convoke", f"{creature.name} becomes tapped (convoke)", card=creature.name)


@dataclass(slots=True, eq=False)
class DelvedCard(CostSubstitute):
    """702.66a: a card in its owner's graveyard they may exile rather than pay {1};
    ``permanent`` is the card (it makes no mana: ``produces`` is empty)."""

    def pay_instead(self, game: Any, player: Any) -> None:
        """Exile the card from the graveyard (406.3, as a cost)."""
        card = self.permanent
        if card.zone is not player.graveyard:
            raise IllegalActionError(f"{card.name} is no longer in the graveyard to delve")
        game.move(card, ZoneKind.EXILE, cause="cost")


def pays_with_substitutes(purpose: Any) -> bool:
    """Whether ``purpose`` (what a cost is paid for) is a spell, or a card about to be cast,
    with convoke or delve (both function on the stack only, 702.51a, 702.66a; never the
    abilities of a permanent)."""
    if purpose is None or isinstance(purpose, Permanent) or not hasattr(purpose, "card"):
        return False
    keywords = purpose.keywords
    return Keyword.CONVOKE in keywords or Keyword.DELVE in keywords


def cost_substitutes(
    game: Game,
    player: Player,
    purpose: Any,
    exclude: Sequence[Any] = (),
    items: Sequence[Any] = (),
) -> list[CostSubstitute]:
    """What may pay for mana of ``purpose``'s total cost besides mana: ``player``'s untapped
    creatures (convoke) and the cards in their graveyard (delve), none in ``exclude`` (tapped
    or exiled for another part of the cost, or the card being cast); the cards the cost's own
    "exile N cards from your graveyard" items need are left to them (``items``)."""
    if not pays_with_substitutes(purpose):
        return []
    keywords = purpose.keywords
    out: list[CostSubstitute] = []
    if Keyword.CONVOKE in keywords:
        for perm in game.battlefield.objects:
            if perm.controller is not player or not perm.is_creature or perm.tapped:
                continue
            if any(perm is e for e in exclude):
                continue
            colors = "".join(c.value for c in _COLOR_ORDER if c in perm.colors)
            out.append(ConvokingCreature(perm, colors))
    if Keyword.DELVE in keywords:
        cards = [
            c
            for c in player.graveyard.objects
            if c is not purpose and not any(c is e for e in exclude)
        ]
        # the delved cards are interchangeable (each pays {1}): leave as many as the cost's
        # own graveyard exiles take
        needed = sum(i.count for i in items if isinstance(i, ExileFromGraveyard))
        out.extend(DelvedCard(card, "", tap=False) for card in cards[needed:])
    return out


def with_substitutes(
    game: Game,
    player: Player,
    sources: list[ManaSource],
    purpose: Any,
    exclude: Sequence[Any] = (),
    items: Sequence[Any] = (),
) -> list[ManaSource]:
    """``sources`` (mana abilities), then what may pay in place of mana for ``purpose``
    (:func:`cost_substitutes`), after them so that mana is planned first."""
    extra = cost_substitutes(game, player, purpose, exclude, items)
    return SourceList([*sources, *extra]) if extra else sources


__all__ = [
    "ConvokingCreature",
    "DelvedCard",
    "cost_substitutes",
    "pays_with_substitutes",
    "with_substitutes",
]
