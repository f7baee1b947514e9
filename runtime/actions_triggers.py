"""Resolution-context methods for the trigger area: payments a player may make while an
ability resolves ("you may pay {1}. If you do, …", "… unless you pay {1} for each …"), and
lasting changes an instruction makes to the object it returned ("That creature is a black
Zombie in addition to its other colors and types").

Lunar Mystic (FAQ P81(2)): the player decides whether to pay as the ability resolves; it is
not an additional cost of the spell that made it trigger. Fettergeist (FAQ P55): the amount
is worked out as the ability resolves. 118.12a: "[Do something] unless [a player pays]" is
"[a player] may pay. If they don't, [do something]" — the player chooses whether to pay; if
they don't (or can't, 118.3), the instruction happens.
Mixed into :class:`ofuda.runtime.effects.ResolutionContext` (every ``…Actions`` class of an
``actions_*`` module is), ahead of the core methods.
"""

from __future__ import annotations

from typing import Any


class LastingChangeActions:
    """Continuous effects an instruction creates with no duration (611.2a)."""

    def add_colors_and_types(self, obj: Any, colors: Any, subtypes: Any) -> None:
        """205.1b, 105.3: "is a black Zombie in addition to its other colors and types" — for
        as long as the object stays on the battlefield (Dread Slaver, FAQ P45)."""
        from .definitions import Duration

        if subtypes:
            self.add_types(obj, (), tuple(subtypes), Duration.PERMANENT)  # type: ignore[attr-defined]
        if colors:
            self.add_colors(obj, tuple(colors), Duration.PERMANENT)  # type: ignore[attr-defined]


class AnyPlayerActions:
    """Instructions offered to several players: "any opponent may have it deal 4 damage to
    them. If a player does, …" (Vexing Devil, FAQ P118)."""

    def may(self, player: Any) -> bool:
        """ "You may …" (the core ``may``); offered to several players ("any opponent may"),
        each is asked in turn order (101.4) until one accepts: that player is the chooser."""
        if not isinstance(player, (list, tuple)):
            return bool(super().may(player))  # type: ignore[misc]
        from .players import Player

        game = self.game  # type: ignore[attr-defined]
        source = self.source  # type: ignore[attr-defined]
        self._chooser = None
        self._did = False
        for who in [p for p in player if isinstance(p, Player)]:
            question = f"use the option of {source.name}"
            if who.agent.choose_yes_no(game, who, question, source):
                self._chooser = who
                self._did = True
                break
        who_did = self._chooser.name if self._chooser is not None else "no player"
        game.log.add("choice", f"{who_did} uses the option of {source.name}")
        return self._did

    def chooser(self) -> Any:
        """The player who accepted the option ("them", 「自分」), or None."""
        return getattr(self, "_chooser", None)

    def a_player_did(self) -> bool:
        """ "If a player does": whether one of the players offered the option accepted it."""
        return bool(getattr(self, "_did", False))


class PaymentActions:
    """Optional payments on resolution and the "if you do" / "unless" they decide."""

    def pay_mana(self, player: Any, symbols: str, times: int = 1) -> bool:
        """The core ``pay_mana`` (the player decides and pays), remembered for "If you do"
        (608.2c: a later instruction refers back to the choice made by an earlier one) and for
        "unless": compiled "<instructions> unless you pay {1}" is ``pay_mana`` then
        ``if not you_did():`` <instructions> (118.12a)."""
        paid = bool(super().pay_mana(player, symbols, times))  # type: ignore[misc]
        self._did = paid
        return paid
