"""Kicker (702.33).

702.33a: "Kicker [cost]" means "You may pay an additional [cost] as you cast this spell";
paying it follows the rules for additional costs (601.2b: announced as the spell is cast,
601.2f: added to the total cost, 601.2g–h: paid with the rest). 702.33d: a spell whose
controller declared the intention to pay its kicker cost has been kicked; 702.33e: its
abilities that say what happens "if it was kicked" look at that — a spell's own instructions
("If this spell was kicked, …"), and the abilities of the permanent it becomes ("When CARDNAME
enters the battlefield, if it was kicked, …"), which remembers it
(``Permanent.kicked``, set as it enters from the stack).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...conditions import Kicked
from ...definitions import ManaCost
from ...statics import Kicker
from ..mana.costs import can_pay
from ..mana.pool import ManaCostSpec, parse_mana_cost
from ..objects.game_objects import Spell
from ..registry import CONDITIONS

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


def kicker_of(card: Any) -> Kicker | None:
    """The card's kicker keyword, or None."""
    for keyword in card.keywords:
        if isinstance(keyword, Kicker):
            return keyword
    return None


def kicker_mana(card: Any) -> ManaCostSpec | None:
    """601.2f, 702.33a: the mana of the kicker cost of a kicked spell, added to its total cost
    before cost increases and reductions apply; None for a spell that isn't kicked."""
    keyword = kicker_of(card) if card.kicked else None
    if keyword is None:
        return None
    symbols = "".join(i.symbols for i in keyword.cost.items if isinstance(i, ManaCost))
    return parse_mana_cost(symbols)


def announce_kicker(
    game: Game,
    player: Player,
    spell: Spell,
    others: tuple[Any, ...],
    total: Callable[[], ManaCostSpec],
) -> tuple[Any, ...]:
    """601.2b, 702.33a: as ``spell`` is cast, its caster announces whether they pay its kicker
    cost — offered only when the whole cost with it could be paid (601.2f–h: ``total`` works
    out the total mana cost, ``others`` the other items). The spell is then kicked (702.33d):
    its kicker mana is part of its total mana cost (:func:`kicker_mana`); the kicker cost's
    other items are returned, to pay with the spell's other costs."""
    keyword = kicker_of(spell)
    if keyword is None:
        return ()
    items = tuple(i for i in keyword.cost.items if not isinstance(i, ManaCost))
    spell.kicked = True  # the total cost with the kicker cost
    payable = can_pay(game, player, others + items, spell, purpose=spell, extra_mana=total())
    spell.kicked = payable and player.agent.choose_kicker(game, player, spell, keyword)
    if not spell.kicked:
        return ()
    game.log.add("kicker", f"{player.name} kicks {spell.name}", player=player.name, card=spell.name)
    return items


@CONDITIONS.register(Kicked)
def _kicked(game: Game, source: Any, cond: Kicked) -> tuple[Any, bool]:
    """702.33d–e: the spell with the ability was kicked, or the permanent it became."""

    def check(*_: Any) -> bool:
        return bool(source.kicked)  # any game object (False but for a spell and a permanent)

    return check, False


__all__ = ["announce_kicker", "kicker_mana", "kicker_of"]
