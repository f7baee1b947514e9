"""Instructions that create objects or leave a mark for later, and the engine hooks that read the marks.

A mixin of :class:`~ofuda.runtime.effects.ResolutionContext`: tokens (111),
regeneration shields (701.15), "doesn't untap during its controller's next
untap step" (502.3), one-shot prevention for this turn (615), control
changes (613.1b, layer 2), extra turns (500.7), fight (701.12) and mana
added by a spell (106.4).

The marks live in :class:`Marks` on the game; the turn, damage and
destruction code asks :func:`regenerates`, :func:`prevents`,
:func:`skips_untap`, :func:`next_extra_turn` and calls :func:`end_of_turn`
in the cleanup step (514.2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import triggers
from .actions_selectors import each
from .definitions import CardDefinition, Duration, TokenSpec
from .objects import Permanent
from .players import Player

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


@dataclass
class Marks:
    """What one-shot effects left behind for later events, by object id."""

    regeneration: dict[int, int] = field(default_factory=dict)  # 701.15a: shields this turn
    skip_untap: set[int] = field(default_factory=set)  # 502.3
    prevent_all: set[int] = field(default_factory=set)  # 615: "prevent all damage … this turn"
    control_until_eot: list[tuple[Permanent, Player]] = field(default_factory=list)
    extra_turns: list[Player] = field(default_factory=list)  # 500.7: most recent first


def marks(game: Game) -> Marks:
    """The game's marks (made on first use)."""
    found: Marks | None = getattr(game, "marks", None)
    if found is None:
        found = Marks()
        game.marks = found  # type: ignore[attr-defined]
    return found


# --- hooks the engine calls ------------------------------------------------------


def regenerates(game: Game, perm: Permanent) -> bool:
    """701.15a: if ``perm`` has a regeneration shield, use it instead of destroying it: tap it,
    remove all damage from it and remove it from combat. True if it regenerated."""
    shields = marks(game).regeneration
    if not shields.get(perm.oid):
        return False
    shields[perm.oid] -= 1
    perm.tapped = True
    perm.damage = 0
    perm.deathtouched = False
    perm.remove_from_combat()
    game.log.add("regenerate", f"{perm.name} regenerates", card=perm.name)
    return True


def prevents(game: Game, recipient: Any) -> bool:
    """615: whether all damage that would be dealt to ``recipient`` this turn is prevented."""
    found = getattr(game, "marks", None)
    return found is not None and id(recipient) in found.prevent_all


def skips_untap(game: Game, perm: Permanent) -> bool:
    """502.3: whether ``perm`` doesn't untap during this untap step (the mark is used up)."""
    found = getattr(game, "marks", None)
    if found is None or perm.oid not in found.skip_untap:
        return False
    found.skip_untap.discard(perm.oid)
    return True


def next_extra_turn(game: Game) -> Player | None:
    """500.7: the player who takes the next extra turn, if any (the most recent one first)."""
    found = getattr(game, "marks", None)
    if found is None or not found.extra_turns:
        return None
    return found.extra_turns.pop(0)


def end_of_turn(game: Game) -> None:
    """514.2: "this turn" and "until end of turn" marks end in the cleanup step."""
    found = getattr(game, "marks", None)
    if found is None:
        return
    found.regeneration.clear()
    found.prevent_all.clear()
    for perm, previous in found.control_until_eot:
        if perm.on_battlefield and previous.in_game:
            perm.controller = previous
            game.log.add("control", f"{previous.name} regains control of {perm.name}",
                         card=perm.name)
    found.control_until_eot.clear()


# --- the instructions -------------------------------------------------------------


class StatusActions:
    """Tokens, shields and other marks (part of the ``Effects`` protocol)."""

    game: Game
    source: Any
    controller: Player

    def create_tokens(self, player: Any, token: TokenSpec, amount: int) -> None:
        """111.2: a player creates tokens (2012 wording: "put … onto the battlefield")."""
        for who in each(player):
            definition = CardDefinition(
                name=" ".join(token.subtypes) + " Token",  # 111.4
                name_ja=None,
                mana_cost=None,
                supertypes=(),
                card_types=token.card_types,
                subtypes=token.subtypes,
                power=token.power,
                toughness=token.toughness,
                keywords=token.keywords,
                colors=token.colors,
            )
            for _ in range(max(0, amount)):
                perm = Permanent(self.game, definition, who, who)
                perm.is_token = True
                self.game.battlefield.add(perm)
                self.game.log.add(
                    "token", f"{who.name} creates a {token.power}/{token.toughness} {definition.name}",
                    player=who.name, card=definition.name,
                )
                triggers.entered(self.game, perm)  # 603.6a

    def skip_next_untap(self, obj: Any) -> None:
        """502.3: permanents don't untap during their controller's next untap step."""
        for perm in each(obj):
            if isinstance(perm, Permanent) and perm.on_battlefield:
                marks(self.game).skip_untap.add(perm.oid)

    def regenerate(self, obj: Any) -> None:
        """701.15: the next time this turn a permanent would be destroyed, it regenerates instead."""
        for perm in each(obj):
            if isinstance(perm, Permanent) and perm.on_battlefield:
                shields = marks(self.game).regeneration
                shields[perm.oid] = shields.get(perm.oid, 0) + 1

    def prevent_all_damage(self, to: Any) -> None:
        """615: prevent all damage that would be dealt to these this turn."""
        for item in each(to):
            marks(self.game).prevent_all.add(id(item))

    def fight(self, first: Any, second: Any) -> None:
        """701.12: each creature deals damage equal to its power to the other (none if either is gone)."""
        a, b = first, second
        if not all(isinstance(c, Permanent) and c.on_battlefield and c.is_creature for c in (a, b)):
            return  # 701.12b
        from .damage import deal_damage  # local: damage asks this module about prevention

        power_a, power_b = a.power, b.power
        deal_damage(self.game, a, b, power_a)
        deal_damage(self.game, b, a, power_b)

    def gain_control(self, player: Any, obj: Any, duration: Duration) -> None:
        """613.1b: a player gains control of permanents (until end of turn, or for good)."""
        who = player if isinstance(player, Player) else self.controller
        for perm in each(obj):
            if not isinstance(perm, Permanent) or not perm.on_battlefield or perm.controller is who:
                continue
            if duration == Duration.END_OF_TURN:
                marks(self.game).control_until_eot.append((perm, perm.controller))
            perm.controller = who
            perm.sick = True  # 302.6: not controlled continuously since the turn began
            self.game.log.add("control", f"{who.name} gains control of {perm.name}", card=perm.name)

    def extra_turn(self, player: Any) -> None:
        """500.7: a player takes an extra turn after this one (the latest created is taken first)."""
        for who in each(player):
            marks(self.game).extra_turns.insert(0, who)
            self.game.log.add("extra turn", f"{who.name} will take an extra turn", player=who.name)

    def add_mana(self, player: Any, symbols: str, times: int) -> None:
        """106.4: a player adds mana to their mana pool, ``times`` times."""
        for who in each(player):
            for symbol in re.findall(r"\{([^}]+)\}", symbols):
                for _ in range(max(0, times)):
                    if symbol.isdigit():
                        who.mana_pool.add("C", int(symbol))
                    else:
                        who.mana_pool.add(symbol)
