"""Lowering of damage triggers with a recipient noun (510.3a, 120.2, 120.3, 603.2).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): "Whenever <subject> deals [combat /
noncombat] damage to a creature" / 「…いずれかのクリーチャーに戦闘ダメージを与えるたび」 becomes
:class:`~ofuda.runtime.statics_triggers.DealsDamageToPermanent` (its object is the permanent dealt
damage: "that creature", "that planeswalker"); "… to a player or planeswalker" /
「プレイヤー１人かプレインズウォーカー１体に」 becomes
:class:`~ofuda.runtime.statics_triggers.DealsDamageToPlayer` with ``or_planeswalker`` (no one
player: "that player" names nothing there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, ObjectFilter

from .. import ast

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

PLANESWALKERS = ObjectFilter(card_types=(CardType.PLANESWALKER,))


class DamageTriggerLowering:
    """Methods of the lowering pass for damage triggers with a recipient noun (mixed into
    ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def _watched_or_host(self, trigger: ast.EventTrigger) -> Any: ...

    def damage_recipient_trigger(self, trigger: ast.EventTrigger) -> Any:
        """The trigger of damage dealt to a permanent of a noun, or to a player or planeswalker
        (510.3a: combat damage; 120.2: noncombat damage)."""
        recipient = trigger.recipient
        assert recipient is not None
        if trigger.amount not in (None, 1):  # 「プレイヤー２人か…」: each is dealt its own damage
            raise self.fail(
                "E261",
                "a damage trigger watches damage dealt to one player or permanent at a time "
                "(510.3a)",
                trigger.span,
            )
        watched = self._watched_or_host(trigger)
        if recipient.also_player:
            # "a player or planeswalker" / "an opponent or planeswalker": a player of the noun,
            # or any planeswalker (120.3c: damage to it removes loyalty counters)
            if recipient.filter != PLANESWALKERS or recipient.controlled_by is not None:
                raise self.fail(
                    "E290",
                    "ofuda can watch damage dealt to a player or to a planeswalker, not to "
                    "another kind of permanent with the players",
                    recipient.span,
                )
            return rte.DealsDamageToPlayer(
                watched,
                trigger.combat,
                recipient.player,
                trigger.noncombat,
                or_planeswalker=True,
            )
        if recipient.zone != "battlefield" or recipient.controlled_by is not None:
            raise self.fail(
                "E261",
                "only a permanent on the battlefield, or a player, is dealt damage (120.1)",
                recipient.span,
            )
        permanents = recipient.filter
        if not permanents.card_types and not permanents.subtypes:
            raise self.fail(
                "E261",
                "damage is dealt to a creature, a planeswalker or a player (120.1): name which",
                recipient.span,
            )
        return rte.DealsDamageToPermanent(
            watched, permanents, trigger.combat, trigger.noncombat
        )


# 509.3c, 509.3d: a blocking event is about two creatures, the one that blocks and the one
# blocked; where the trigger names one of them, only "that creature" names the other ("it"
# could mean either).
_BLOCKING_EVENTS = (
    ast.Event.BECOMES_BLOCKED, ast.Event.BLOCKS_OR_BECOMES_BLOCKED, ast.Event.BLOCKS_CREATURE,
)


def demonstrated_types(trigger: Any) -> tuple[CardType, ...] | None:
    """The card types a demonstrative must have to name the trigger event's other object,
    where only a demonstrative can name it ("it" could mean the trigger's own subject as
    well): the permanent a damage trigger's source dealt damage to (510.3a), the creature
    that blocked or was blocked (509.3c, 509.3d); None where "it" is unambiguous."""
    if isinstance(trigger, ast.EventTrigger) and trigger.event in _BLOCKING_EVENTS:
        if trigger.one_or_more or trigger.or_enters:
            return None
        return (CardType.CREATURE,)
    return recipient_types(trigger)


def recipient_types(trigger: Any) -> tuple[CardType, ...] | None:
    """The card types a demonstrative may have to name the permanent a damage trigger's event
    is about ("that creature", "that planeswalker"), or None where the event's object is not
    such a permanent. A type the subject noun also has is left out: "that creature" after "a
    creature you control deals damage to a creature" could be either."""
    if not isinstance(trigger, ast.EventTrigger) or trigger.event is not ast.Event.DEALS_DAMAGE:
        return None
    recipient = trigger.recipient
    if recipient is None or recipient.also_player:
        return None
    # a subtype alone ("a Vampire", "a Wall") names creatures: only they are dealt damage of
    # the permanents a subtype names without a card type (120.1)
    types = recipient.filter.card_types or (CardType.CREATURE,)
    subject = trigger.subject
    if subject is not None and subject.noun is not None:
        sources = subject.noun.filter.card_types or (CardType.CREATURE,)
        types = tuple(t for t in types if t not in sources)
    return types
