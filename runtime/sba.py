"""State-based actions (704.5), checked before a player would receive priority (117.5).

All applicable state-based actions are performed simultaneously as a single
event, then the check repeats until none apply (704.3).  Implemented:
704.5a (life 0 or less), 704.5b (drew from an empty library), 704.5c (ten
poison counters), 704.5f (toughness 0 or less), 704.5g (lethal damage),
704.5h (deathtouch damage), 704.5j (legend rule, current per-controller
version) and 704.5q (+1/+1 and -1/-1 counters annihilate).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions_status import regenerates
from .continuous import MINUS_ONE, PLUS_ONE
from .definitions import Keyword, Supertype
from .objects import Permanent

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .players import Player


def _collect_once(
    game: Game,
) -> tuple[list[tuple[Player, str]], list[tuple[Permanent, str]], list[Permanent], bool]:
    losers: list[tuple[Player, str]] = []
    for p in game.players:
        if p.lost:
            continue
        if p.life <= 0:
            losers.append((p, "704.5a: life 0 or less"))
        elif p.drew_from_empty_library:
            losers.append((p, "704.5b: drew from an empty library"))
        elif p.poison >= 10:
            losers.append((p, "704.5c: ten or more poison counters"))
    to_graveyard: list[tuple[Permanent, str]] = []
    destroy: list[Permanent] = []
    counters_changed = False
    legends: dict[tuple[int, str], list[Permanent]] = {}
    for perm in game.battlefield.objects:
        if perm.counters and perm.counters.get(PLUS_ONE) and perm.counters.get(MINUS_ONE):  # 704.5q
            n = min(perm.counters[PLUS_ONE], perm.counters[MINUS_ONE])
            perm.counters[PLUS_ONE] -= n
            perm.counters[MINUS_ONE] -= n
            counters_changed = True
        if perm.card.supertypes and Supertype.LEGENDARY in perm.card.supertypes:
            legends.setdefault((perm.controller.index, perm.name), []).append(perm)
        if not perm.is_creature:
            continue
        toughness = perm.toughness
        if toughness <= 0:  # 704.5f: put into the graveyard; regeneration can't replace this
            to_graveyard.append((perm, "704.5f: toughness 0 or less"))
        elif (
            perm.damage >= toughness or perm.deathtouched
        ) and Keyword.INDESTRUCTIBLE not in perm.keywords:
            destroy.append(perm)  # 704.5g lethal damage / 704.5h deathtouch: destroyed
    for group in legends.values():  # 704.5j
        if len(group) > 1:
            owner = group[0].controller
            keep = owner.agent.choose_permanents(game, owner, group, 1, "keep (legend rule)")
            for perm in group:
                if perm not in keep:
                    to_graveyard.append((perm, "704.5j: legend rule"))
    return losers, to_graveyard, destroy, counters_changed


def check_state_based_actions(game: Game) -> bool:
    """Perform state-based actions until none apply; True if any were performed.

    Raises :class:`~ofuda.runtime.errors.GameOver` when the game ends (104.2a, 104.4a).
    """
    performed = False
    while True:
        losers, to_graveyard, destroy, counters_changed = _collect_once(game)
        for perm in game.battlefield.objects:
            perm.deathtouched = False
        if not (losers or to_graveyard or destroy or counters_changed):
            break
        performed = True
        for player, reason in losers:
            game.lose_game(player, reason)
        moving: list[Permanent] = []
        for perm, reason in to_graveyard:
            if perm not in moving:
                moving.append(perm)
                game.log.add(
                    "dies",
                    f"{perm.name} is put into its owner's graveyard ({reason})",
                    card=perm.name,
                )
        for perm in destroy:
            if regenerates(game, perm):  # 701.15a: destruction by 704.5g/h can be regenerated
                continue
            if perm not in moving:
                moving.append(perm)
                game.log.add("dies", f"{perm.name} is destroyed (lethal damage)", card=perm.name)
        game.move_to_graveyards(moving)  # one simultaneous event
        game.check_game_over()
    return performed
