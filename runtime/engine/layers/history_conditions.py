"""The meaning of conditions on life totals and this turn's history (119, 603.4, 611.3b).

"As long as you have 25 or more life", "if a creature died this turn", "if you gained life
this turn", "if an opponent lost life this turn": each handler returns a check of the game
now (never per affected object). A condition that looks at life makes the layers recompute
when a life total changes (``game.life_sensitive``); deaths and turns already do (a zone
change or a new turn touches the game). The history is kept by the game: life gained and
lost and spells cast by each player (reset as each turn begins), the objects that died
(``game.died_this_turn``, their last known information).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...conditions import (
    AttackedThisTurn,
    CardsInZone,
    CastSpellsThisTurn,
    DiedThisTurn,
    DrewCardsThisTurn,
    GainedLifeThisTurn,
    LifeTotal,
    LostLifeThisTurn,
    ThisAttackedThisTurn,
)
from ...definitions import Controller, ZoneKind
from ..objects import relative
from ..objects.targets import object_matches, objects_in
from ..registry import CONDITIONS
from .affected import controller_of

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player

Check = Callable[..., bool]


def players_meant(game: Game, you: Player | None, who: Controller) -> list[Player]:
    """The players a condition's player means: you, your opponents (any one of them
    satisfies it), or every player."""
    if you is None:
        return []
    return relative.players_meant(game, who, you)


@CONDITIONS.register(LifeTotal)
def _life_total(game: Game, source: Any, cond: LifeTotal) -> tuple[Check, bool]:
    game.life_sensitive = True  # 119: recompute the statics as life totals change

    def check(*_: Any) -> bool:
        you = controller_of(source)
        if you is None:
            return False
        life = you.life
        low_ok = cond.at_least is None or life >= cond.at_least
        high_ok = cond.at_most is None or life <= cond.at_most
        return low_ok and high_ok

    return check, False


@CONDITIONS.register(CardsInZone)
def _cards_in_zone(game: Game, source: Any, cond: CardsInZone) -> tuple[Check, bool]:
    """400.1, 404: how many objects a zone holds. A card moving between zones touches the game,
    so the statics are recomputed as the count changes (611.3b)."""

    def reaches(n: int) -> bool:
        low_ok = cond.at_least is None or n >= cond.at_least
        high_ok = cond.at_most is None or n <= cond.at_most
        return low_ok and high_ok

    def matches(obj: Any, you: Any) -> bool:
        return object_matches(obj, cond.filter, you, source)

    def check(*_: Any) -> bool:
        you = controller_of(source)
        if not cond.one_player:  # "there are three or more land cards in your graveyard"
            found = objects_in(game, cond.zone)
            return reaches(sum(1 for o in found if matches(o, you)))
        # "an opponent has eight or more cards in their graveyard": some one player's zone
        return any(
            reaches(sum(1 for o in _zone_of(game, p, cond.zone) if matches(o, you)))
            for p in players_meant(game, you, cond.filter.controller)
        )

    return check, False


def _zone_of(game: Game, player: Player, zone: ZoneKind) -> list[Any]:
    """The objects of ``player``'s own zone of kind ``zone`` (the permanents they control; the
    cards in exile they own, 406.1)."""
    if zone == ZoneKind.BATTLEFIELD:
        return [o for o in game.battlefield.objects if controller_of(o) is player]
    if zone == ZoneKind.EXILE:
        return [o for o in game.exile.objects if getattr(o, "owner", None) is player]
    return list(getattr(player, str(zone)).objects)


@CONDITIONS.register(DiedThisTurn)
def _died_this_turn(game: Game, source: Any, cond: DiedThisTurn) -> tuple[Check, bool]:
    def check(*_: Any) -> bool:
        you = controller_of(source)
        dead = [o for o in game.died_this_turn if object_matches(o, cond.filter, you, source)]
        return len(dead) >= cond.at_least

    return check, False


def _players_reached(
    game: Game, source: Any, player: Any, counted: Callable[[Any], int], at_least: int
) -> tuple[Check, bool]:
    """A check that a player the condition means reached ``at_least`` of a count of this
    turn's (life gained or lost, 119.3; cards drawn, 121.2). Life and draws touch the game when
    ``life_sensitive`` is set, so the statics are recomputed as the count changes (Gnarled Sage's
    +0/+2 comes with the second card)."""
    game.life_sensitive = True

    def check(*_: Any) -> bool:
        players = players_meant(game, controller_of(source), player)
        return any(counted(p) >= at_least for p in players)

    return check, False


@CONDITIONS.register(GainedLifeThisTurn)
def _gained_life(game: Game, source: Any, cond: GainedLifeThisTurn) -> tuple[Check, bool]:
    return _players_reached(game, source, cond.player, lambda p: p.life_gained_this_turn, cond.at_least)


@CONDITIONS.register(LostLifeThisTurn)
def _lost_life(game: Game, source: Any, cond: LostLifeThisTurn) -> tuple[Check, bool]:
    return _players_reached(game, source, cond.player, lambda p: p.life_lost_this_turn, cond.at_least)


@CONDITIONS.register(DrewCardsThisTurn)
def _drew_cards(game: Game, source: Any, cond: DrewCardsThisTurn) -> tuple[Check, bool]:
    return _players_reached(game, source, cond.player, lambda p: p.cards_drawn_this_turn, cond.at_least)


@CONDITIONS.register(AttackedThisTurn)
def _attacked(game: Game, source: Any, cond: AttackedThisTurn) -> tuple[Check, bool]:
    # 508.1: declaring attackers touches the game (their status changes), so a static ability
    # on this condition is recomputed then
    def check(*_: Any) -> bool:
        players = players_meant(game, controller_of(source), cond.player)
        return any(p.attacked_this_turn for p in players)

    return check, False


@CONDITIONS.register(ThisAttackedThisTurn)
def _this_attacked(game: Game, source: Any, cond: ThisAttackedThisTurn) -> tuple[Check, bool]:
    # 508.1: declaring attackers touches the game, so a static ability is recomputed then
    def check(*_: Any) -> bool:
        return getattr(source, "attacked_turn", -1) == game.turn

    return check, False


@CONDITIONS.register(CastSpellsThisTurn)
def _cast_spells(game: Game, source: Any, cond: CastSpellsThisTurn) -> tuple[Check, bool]:
    def check(*_: Any) -> bool:
        players = players_meant(game, controller_of(source), cond.player)
        if cond.spells is None:
            return any(p.spells_cast_this_turn >= cond.at_least for p in players)
        ctrl = controller_of(source)
        return any(  # 601.2i: the player's spells of this turn the noun describes
            sum(
                1 for spell in game.spells_cast_this_turn
                if spell.cast_by is p and object_matches(spell, cond.spells, ctrl, source)
            ) >= cond.at_least
            for p in players
        )

    return check, False
