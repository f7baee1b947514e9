"""Lowering of trigger conditions on a player's actions: tapping and untapping (701.26),
sacrificing (701.17a), and the turn's nth card drawn (121.2).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): an
:class:`~ofuda.compiler.ast.EventTrigger` of one of :data:`ACTION_EVENTS` becomes the runtime's
:class:`~ofuda.runtime.statics_triggers.BecomesTapped`, ``BecomesUntapped`` or ``Sacrifices``;
"your second card each turn" the ``nth`` of ``Draws``. A subject or count the event cannot have
is a diagnostic (E261).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics_triggers as rte

from .. import ast

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

E = ast.Event

#: The events this mixin lowers (lower/triggers.py hands them over).
ACTION_EVENTS = frozenset({E.BECOMES_TAPPED, E.BECOMES_UNTAPPED, E.SACRIFICES, E.ACTIVATES})

# the ordinals "your second card each turn" can name (121.2: the first is the turn's first draw)
_NTH_DRAWS = range(2, 4)


class ActionTriggerLowering:
    """Methods of the lowering pass for action triggers (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def text(self, span: Span) -> str: ...

        def _watched_or_host(self, trigger: ast.EventTrigger) -> Any: ...

        def _life_player(self, trigger: ast.EventTrigger) -> Any: ...

    def action_trigger(self, trigger: ast.EventTrigger) -> Any:
        """The runtime trigger of a tap, untap or sacrifice event."""
        if trigger.event is E.BECOMES_TAPPED:  # 701.26a
            return rte.BecomesTapped(self._watched_or_host(trigger))
        if trigger.event is E.BECOMES_UNTAPPED:  # 701.26b
            return rte.BecomesUntapped(self._watched_or_host(trigger))
        if trigger.event is E.ACTIVATES:
            return self._activates(trigger)
        return self._sacrifices(trigger)

    def _activates(self, trigger: ast.EventTrigger) -> rte.Activates:
        """602.2: who activates (you or a player noun) an ability of a permanent of a noun."""
        noun = trigger.ability_of
        assert noun is not None  # the grammar always names whose ability
        if noun.zone != "battlefield" or noun.controlled_by is not None or noun.also_player:
            raise self.fail(
                "E261",
                f"「{self.text(noun.span)}」: ofuda watches the abilities of permanents only",
                noun.span,
            )
        return rte.Activates(
            noun.filter,
            self._life_player(trigger),
            mana_abilities=not trigger.not_mana_ability,  # 605.3a
            loyalty_only=trigger.loyalty_ability,  # 606.3
        )

    def _sacrifices(self, trigger: ast.EventTrigger) -> rte.Sacrifices:
        """701.17a: who sacrifices (you or a player noun) and one permanent of a noun."""
        noun = trigger.sacrificed
        assert noun is not None  # the grammar always names what is sacrificed
        if trigger.amount not in (None, 1):
            raise self.fail(
                "E261",
                "a sacrifice trigger watches one permanent at a time: each permanent sacrificed "
                "is an event of its own (701.17a)",
                trigger.span,
                'write 「あなたがパーマネントを１つ生け贄に捧げるたび」 / "Whenever you sacrifice a'
                ' permanent"',
            )
        if noun.zone != "battlefield" or noun.controlled_by is not None or noun.also_player:
            raise self.fail(
                "E261",
                f"「{self.text(noun.span)}」 can't be sacrificed: a player sacrifices permanents "
                "they control (701.17a)",
                noun.span,
            )
        return rte.Sacrifices(noun.filter, self._life_player(trigger))

    def nth_draw(self, trigger: ast.EventTrigger) -> int | None:
        """ "your second card each turn" (121.2): the turn's nth draw, or None for every draw."""
        if trigger.nth is None:
            return None
        if trigger.nth not in _NTH_DRAWS:
            raise self.fail(
                "E261",
                f"a draw trigger can watch the turn's second or third card drawn, not card "
                f"{trigger.nth}",
                trigger.span,
            )
        return trigger.nth
