"""Special actions a static ability offers (116.2d): ignoring its effect for a while.

"Enchanted creature can't attack or block. That creature's controller may sacrifice a
permanent for that player to ignore this effect until end of turn." (Volrath's Curse): some
effects of static abilities let a player take an action to ignore the effect of that ability
for a duration. Taking it is a special action (116.2d): the player may take it any time they
have priority, it doesn't use the stack and can't be responded to, and the player receives
priority again afterwards (117.3c).

A special action is controlled by no one (FAQ P101(5)): it is not a spell or ability, so a
rule about what "spells and abilities your opponents control" can make you do (Sigarda, Host
of Herons) doesn't stop a player from sacrificing to pay for it, even when the permanent that
offers it is an opponent's; its cost is paid as any cost is (118.3), checked by the rules
about paying costs.

The static ability's data is :class:`~ofuda.runtime.special_actions.MayIgnoreEffect` among its
``effects``; legal actions
offer an :class:`IgnoreEffect` for each such ability whose player has priority
(:func:`ignore_actions`), :func:`take_ignore_action` pays the cost and records an
:class:`Ignoring`, and :func:`exempt` keeps the ability's other effects (its layer and rules
effects) from applying to the objects that player controls until the duration ends in the
cleanup step (514.2: :func:`ofuda.runtime.engine.layers.durations.expire`). Not yet exempted:
replacement effects and cost changes of such an ability (no tested card combines them with
this offer).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...definitions import Duration
from ...special_actions import MayIgnoreEffect
from ..errors import IllegalActionError

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..layers import layer_effects as L
    from ..objects.players import Player


# --- the action and its record ----------------------------------------------------------------


@dataclass(slots=True)
class IgnoreEffect:
    """Take the special action ``ability`` of ``source`` offers (116.2d): pay its cost to ignore
    that ability's effect."""

    source: Any
    ability: Any

    def describe(self) -> str:
        """Short text for logs and errors."""
        return f"ignore the effect of {self.source.name}"


@dataclass(slots=True)
class Ignoring:
    """``player`` ignores the effect of ``ability`` of ``source`` (a permanent: a new object
    after a zone change, 400.7, is not ignored) until ``duration`` ends."""

    source: Any
    ability: Any
    player: Any
    duration: Duration

    @property
    def controller(self) -> Any:
        """Whose "next turn" would end it (611.2b): the player who ignores the effect."""
        return self.player


def entitled_player(source: Any, offer: MayIgnoreEffect) -> Any:
    """The player who may take the action now (None if nobody: e.g. the Aura is unattached)."""
    from ..layers.affected import the_object

    affected = the_object(source, offer.player.affected)
    return None if affected is None else affected.controller


def is_ignoring(game: Game, source: Any, ability: Any, player: Any) -> bool:
    """Whether ``player`` ignores the effect of ``source``'s ``ability`` now."""
    return any(
        i.source is source and i.ability is ability and i.player is player for i in game.ignoring
    )


def note_offer(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> list[Any]:
    """The static-ability handler of :class:`MayIgnoreEffect`: the offer is noted in
    ``game.ignore_offers`` (rebuilt with the layers) for :func:`ignore_actions`; it changes no
    characteristic itself."""
    game.ignore_offers.append((source, ability, effect))
    return []


def ignore_actions(game: Game, player: Player) -> list[IgnoreEffect]:
    """The special actions of 116.2d ``player`` may take now: whenever they have priority, for
    each static ability offering one to them that they don't ignore yet and whose cost they
    could pay (118.3)."""
    from ..mana.costs import can_pay

    game.ensure_fresh()
    actions: list[IgnoreEffect] = []
    for source, ability, offer in game.ignore_offers:
        if entitled_player(source, offer) is not player:
            continue
        if is_ignoring(game, source, ability, player):
            continue  # already ignored: paying again would change nothing
        if can_pay(game, player, offer.cost.items, source):
            actions.append(IgnoreEffect(source, ability))
    return actions


def take_ignore_action(game: Game, player: Player, action: IgnoreEffect) -> None:
    """116.2d: pay the cost, then ``player`` ignores the ability's effect for its duration.

    No spell or ability does this (the action is controlled by no one, FAQ P101(5)), so only
    the rules about paying costs (118.3) limit what the player may sacrifice or pay."""
    from ..layers.durations import text as duration_text
    from ..mana.costs import pay

    game.ensure_fresh()
    offers = [
        offer
        for source, ability, offer in game.ignore_offers
        if source is action.source
        and ability is action.ability
        and entitled_player(source, offer) is player
    ]
    if not offers or is_ignoring(game, action.source, action.ability, player):
        raise IllegalActionError(f"{player.name} can't {action.describe()} now")
    offer = offers[0]
    pay(game, player, offer.cost.items, action.source)
    game.ignoring.append(Ignoring(action.source, action.ability, player, offer.duration))
    game.log.add(
        "special action",
        f"{player.name} ignores the effect of {action.source.name}{duration_text(offer.duration)}",
        cards=[action.source.name],
    )
    game.touch()  # the ability's effects apply differently from now on


# --- what ignoring means for the ability's effects --------------------------------------------


def exempt(game: Game, source: Any, ability: Any, produced: list[L.LayerEffect]) -> None:
    """Keep the layer effects ``ability`` of ``source`` just produced (``produced``) from
    applying to the objects controlled by the players ignoring it (116.2d). (The offer is
    compiled only for a statement about objects — "that creature's controller" — so there are
    no rules on players to exempt.)"""
    players = [i.player for i in game.ignoring if i.source is source and i.ability is ability]
    if not players:
        return
    for effect in produced:
        effect.condition = _unless_controlled_by(players, effect.condition, effect.per_object)
        effect.per_object = True


def _unless_controlled_by(
    players: list[Any], condition: Callable[..., bool] | None, per_object: bool
) -> Callable[[Any], bool]:
    def check(obj: Any) -> bool:
        if obj.controller in players:
            return False
        if condition is None:
            return True
        return condition(obj) if per_object else condition()

    return check
