"""Damage (rule 120; 119 in the seed edition) and life (rule 119).

Damage dealt to a player makes that player lose that much life (120.3a);
damage dealt to a creature is marked on it (120.3e).  A source with
deathtouch marks the creature for 704.5h (702.2b); a source with lifelink
makes its controller gain that much life (702.15b).  A source that has left
its zone uses its last known information (608.2h, 113.7a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions_status import prevents
from .definitions import Keyword
from .players import Player

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def source_controller(source: Any) -> Player | None:
    """The controller of a damage source, using last known information if it left."""
    lki = getattr(source, "lki", None)
    if lki is not None:
        return lki.controller
    return getattr(source, "controller", None)


def deal_damage(
    game: Game, source: Any, recipient: Any, amount: int, *, combat: bool = False
) -> int:
    """``source`` deals ``amount`` damage to ``recipient`` (a player or a permanent); returns damage dealt.

    Nothing happens for ``None`` arguments or an amount of 0 or less (107.1b, 120.8).
    """
    if source is None or recipient is None or amount <= 0:
        return 0
    if prevents(game, recipient):  # 615: a "prevent all damage … this turn" effect applies
        game.log.add("prevent", f"damage to {recipient.name} is prevented", source=source.name)
        return 0
    kind = "combat damage" if combat else "damage"
    if isinstance(recipient, Player):
        if not recipient.in_game:
            return 0
        before = recipient.life
        recipient.life -= amount  # 120.3a
        game.log.add(
            "damage",
            f"{source.name} deals {amount} {kind} to {recipient.name} (life {before} -> {recipient.life})",
            source=source.name,
            recipient=recipient.name,
            amount=amount,
            combat=combat,
            life=recipient.life,
        )
    else:
        if not getattr(recipient, "on_battlefield", False):
            return 0  # 400.7: the object it would have been dealt to is gone
        if not recipient.is_creature:
            return 0  # planeswalkers and battles come later (120.3c, 120.3h)
        recipient.damage += amount  # 120.3e
        keywords = source.keywords
        if Keyword.DEATHTOUCH in keywords:
            recipient.deathtouched = True  # 704.5h
        game.log.add(
            "damage",
            f"{source.name} deals {amount} {kind} to {recipient.name}",
            source=source.name,
            recipient=recipient.name,
            amount=amount,
            combat=combat,
        )
    if Keyword.LIFELINK in source.keywords:  # 702.15b
        ctrl = source_controller(source)
        if ctrl is not None:
            game.gain_life(ctrl, amount)
    return amount
