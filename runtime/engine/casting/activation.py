"""Activating abilities (602), loyalty abilities (606) and mana abilities (605).

Only a permanent's controller may activate its abilities, unless the ability says any player
may (602.2); the player who activates an ability controls it and pays its costs.

An activated ability is put on the stack, its X, targets and division are
chosen, then its cost is paid (602.2).  Loyalty abilities (606) are activated
only as a sorcery, once per turn per permanent (606.3), and their cost is
adding or removing loyalty counters (606.4; 606.6: not more than it has).
Mana abilities (605) don't use the stack: they are activated while paying a
cost (see :mod:`ofuda.runtime.engine.mana.costs`) and are not offered as actions with
priority.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...definitions import ActivatedAbility, Cost, ManaCost, ZoneKind
from ...statics import LoyaltyAbility
from ..errors import IllegalActionError
from ..layers.affected import condition_holds
from ..mana.costs import can_pay, describe_cost, is_mana_ability, pay
from ..mana.pool import Activation, parse_mana_cost
from ..objects.game_objects import LOYALTY, Permanent, StackAbility
from ..objects.targets import describe, has_legal_targets
from ..triggers import events as ev
from ..triggers import triggered_abilities as triggers
from .actions import ActivateAbility, XRequest
from .prohibitions import prohibited
from .split_second import split_second_on_stack

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


def loyalty_cost(ability: Any) -> int | None:
    """606.4: the signed loyalty cost of a loyalty ability, or None for other abilities."""
    return ability.loyalty_cost if isinstance(ability, LoyaltyAbility) else None


def _x_max(game: Game, player: Player, ability: Any, perm: Any) -> int:
    items = ability.cost.items
    if not _has_x(items):
        return 0
    best = 0
    for x in range(1, 31):
        spec = parse_mana_cost("".join(i.symbols for i in items if isinstance(i, ManaCost))).with_x(
            x
        )
        others = [i for i in items if not isinstance(i, ManaCost)]
        if not can_pay(game, player, others, perm, purpose=Activation(perm), extra_mana=spec):
            break
        best = x
    return best


def _has_x(items: Any) -> bool:
    """107.3: whether a cost's mana has {X}."""
    return any(isinstance(i, ManaCost) and parse_mana_cost(i.symbols).x_count for i in items)


def may_activate(player: Player, perm: Any, ability: Any) -> bool:
    """602.2: only an object's controller may activate its activated abilities, unless the
    object says otherwise ("Any player may activate this ability."); whoever activates one
    controls it on the stack and pays its costs."""
    return perm.controller is player or bool(ability.any_player)


def can_activate(game: Game, player: Player, perm: Any, ability: Any, sorcery_ok: bool) -> bool:
    """Whether ``player`` may activate ``ability`` of ``perm`` now (602.5, 606.3)."""
    if isinstance(perm, Permanent) and prohibited(perm):  # 602.5a: "… can't be activated"
        return False
    if ability.sorcery_speed and not sorcery_ok:
        return False
    if ability.condition is not None and not condition_holds(game, perm, ability.condition):
        return False  # 602.5b: "Activate only if …"
    turns = getattr(perm, "activated_turns", {})  # (a card in a graveyard: 113.6k)
    if ability.once_each_turn and turns.get(type(ability)) == game.turn:
        return False  # 602.5b: "Activate only once each turn."
    loyalty = loyalty_cost(ability)
    if loyalty is not None:
        if not sorcery_ok or perm.loyalty_turn == game.turn:  # 606.3: once per turn, as a sorcery
            return False
        if loyalty < 0 and perm.counters.get(LOYALTY, 0) < -loyalty:  # 606.6
            return False
    cost = getattr(ability, "cost", None)
    items = cost.items if cost is not None else ()
    if items and not can_pay(game, player, items, perm, purpose=Activation(perm)):
        return False
    return not ability.targets or has_legal_targets(game, ability.targets, player, perm)


def activatable(game: Game, player: Player, sorcery_ok: bool) -> list[ActivateAbility]:
    """The non-mana activated abilities ``player`` could activate now."""
    out: list[ActivateAbility] = []
    for perm, index, ability in _activated(game):
        if may_activate(player, perm, ability) and can_activate(
            game, player, perm, ability, sorcery_ok
        ):
            out.append(ActivateAbility(perm, index))
    return out


def _activated(game: Game) -> list[tuple[Any, int, Any]]:
    """Every non-mana activated ability on the battlefield (cached until the state changes),
    and those that function in a graveyard (113.6k)."""
    game.ensure_fresh()
    cache = game.activated_cache
    if cache is not None:
        # kept until some permanent's abilities change (see layers.refresh)
        return cache[1] + _activated_outside_battlefield(game)
    out: list[tuple[Any, int, Any]] = []
    for perm in game.battlefield.objects:
        for index, ability in enumerate(perm._chars.abilities):
            if (
                isinstance(ability, ActivatedAbility)
                and not _is_mana(ability)
                and ability.functions_in == ZoneKind.BATTLEFIELD  # 113.6
            ):
                out.append((perm, index, ability))
    game.activated_cache = (game.version, out)
    return out + _activated_outside_battlefield(game)


def _activated_outside_battlefield(game: Game) -> list[tuple[Any, int, Any]]:
    """113.6k: the activated abilities that function in their card's graveyard ("{1}{B}: Return
    Reassembling Skeleton from your graveyard to the battlefield tapped"), and 113.6, 702.29a:
    those that function in a hand (cycling)."""
    out: list[tuple[Any, int, Any]] = []
    for player in game.players:
        for zone, kind in ((player.graveyard, ZoneKind.GRAVEYARD), (player.hand, ZoneKind.HAND)):
            for card in zone.objects:
                for index in _indices_in(card.abilities, kind):
                    out.append((card, index, card.abilities[index]))
    return out


@lru_cache(maxsize=4096)
def _indices_in(abilities: tuple[Any, ...], zone: ZoneKind) -> tuple[int, ...]:
    return tuple(
        i
        for i, a in enumerate(abilities)
        if isinstance(a, ActivatedAbility) and a.functions_in == zone
    )


def functions_now(obj: Any, ability: Any) -> bool:
    """113.6, 113.6k: whether ``obj`` is in the zone ``ability`` functions in."""
    if ability.functions_in == ZoneKind.BATTLEFIELD:
        return isinstance(obj, Permanent) and obj.on_battlefield
    return obj.lki is None and obj.zone_kind == ability.functions_in


@lru_cache(maxsize=4096)
def _is_mana(ability: Any) -> bool:
    return is_mana_ability(ability)


def activate_ability(game: Game, player: Player, perm: Permanent, index: int) -> StackAbility:
    """602.2: put the ability on the stack, choose X and targets, pay its cost."""
    ability = perm.abilities[index]
    if split_second_on_stack(game):  # 702.61b: no ability that isn't a mana ability
        raise IllegalActionError(
            f"{perm.name}'s ability can't be activated: a spell with split second is on the stack"
        )
    if not may_activate(player, perm, ability) or not functions_now(perm, ability):
        raise IllegalActionError(f"{player.name} can't activate {perm.name}'s ability")
    if isinstance(perm, Permanent) and prohibited(perm):
        raise IllegalActionError(f"{player.name} can't activate {perm.name}'s ability")
    from .targets import announce_targets

    item = StackAbility(game, perm, player, ability, "activated")
    game.stack.add(item)  # 602.2a
    loyalty = loyalty_cost(ability)
    cost: Cost = getattr(ability, "cost", None) or Cost(())
    try:
        top = _x_max(game, player, ability, perm)
        if top or _has_x(cost.items):
            item.x = int(player.agent.choose_x(game, player, XRequest(perm, top)))
            if not 0 <= item.x <= top:
                raise IllegalActionError(f"X={item.x} can't be paid")
        announce_targets(game, player, item, perm, ability)  # 602.2b
    except Exception:
        game.stack.remove(item)  # 732 (rewind)
        raise
    costs = describe_cost(cost.items, perm)
    if loyalty is not None:
        costs = f"{loyalty:+d} loyalty" + (f", {costs}" if costs else "")
    text = f"{player.name} activates {perm.name}'s ability ({costs or 'no cost'})"
    shown = [describe(t) for t in item.targets if t is not None]
    if shown:
        text += " targeting " + ", ".join(shown)
    game.log.add("activate", text, player=player.name, source=perm.name, targets=shown)
    if getattr(ability, "once_each_turn", False):  # 602.5b (a loyalty ability has no such limit)
        perm.activated_turns[type(ability)] = game.turn
    if loyalty is not None:  # 606.4
        perm.loyalty_turn = game.turn
        if loyalty > 0:
            game.add_counters(perm, LOYALTY, loyalty)
        elif loyalty < 0:
            game.remove_counters(perm, LOYALTY, -loyalty)
    # 602.2b / 601.2h; mana restricted to "activate abilities of …" may pay (106.6)
    item.paid, _ = pay(game, player, cost.items, perm, x=item.x, purpose=Activation(perm))
    for t in item.all_targets:
        triggers.emit(game, ev.BecameTarget(t, item))
    # 602.2i: the ability has become activated ("Whenever you activate an ability …")
    triggers.emit(game, ev.Activated(player, perm, ability, loyalty=loyalty is not None))
    return item


def activate_mana_ability(
    game: Game, player: Player, perm: Permanent, index: int, mana_type: str = ""
) -> None:
    """605.3: activate a mana ability with priority: its mana is added at once (no stack)."""
    from ..mana.costs import activate_mana_source, mana_sources

    ability = perm.abilities[index]
    for src in mana_sources(game, player):
        if src.permanent is perm and src.ability is ability:
            activate_mana_source(game, player, src, mana_type or (src.fixed or src.produces)[0])
            game.log.add(
                "mana", f"{player.name} activates {perm.name}'s mana ability", player=player.name
            )
            return
    raise IllegalActionError(f"{perm.name}'s mana ability can't be activated now")
