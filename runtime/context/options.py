"""Resolution-context methods for the trigger area: payments a player may make while an
ability resolves ("you may pay {1}. If you do, …", "… unless you pay {1} for each …"), and
lasting changes an instruction makes to the object it returned ("That creature is a black
Zombie in addition to its other colors and types").

Lunar Mystic (FAQ P81(2)): the player decides whether to pay as the ability resolves; it is
not an additional cost of the spell that made it trigger. Fettergeist (FAQ P55): the amount
is worked out as the ability resolves. 118.12a: "[Do something] unless [a player pays]" is
"[a player] may pay. If they don't, [do something]" — the player chooses whether to pay; if
they don't (or can't, 118.3), the instruction happens.
Parts of :class:`ofuda.runtime.context.resolution.ResolutionContext`; the options offered to several
players (101.4) are asked by ``may`` (values.py), the payments by ``pay_mana``
(zones.py), which both record "if you do".
"""

from __future__ import annotations

from typing import Any

from .state import ContextState


class LastingChangeActions(ContextState):
    """Continuous effects an instruction creates with no duration (611.2a)."""

    def add_colors_and_types(self, obj: Any, colors: Any, subtypes: Any) -> None:
        """205.1b, 105.3: "is a black Zombie in addition to its other colors and types" — for
        as long as the object stays on the battlefield (Dread Slaver, FAQ P45)."""
        from ..definitions import Duration

        if subtypes:
            self.add_types(obj, (), tuple(subtypes), Duration.PERMANENT)  # type: ignore[attr-defined]
        if colors:
            self.add_colors(obj, tuple(colors), Duration.PERMANENT)  # type: ignore[attr-defined]


class AnyPlayerActions(ContextState):
    """Instructions offered to several players: "any opponent may have it deal 4 damage to
    them. If a player does, …" (Vexing Devil, FAQ P118): ``may`` with a list of players."""

    def chooser(self) -> Any:
        """The player who accepted the option ("them", 「自分」), or None."""
        return self._chooser

    def a_player_did(self) -> bool:
        """ "If a player does": whether one of the players offered the option accepted it."""
        return self._did
