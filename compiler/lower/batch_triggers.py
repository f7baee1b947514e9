"""Lowering of "one or more" triggers (603.2c) and of leaving a graveyard (603.6, 603.10a).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): "Whenever one or more creatures you
control attack" / 「あなたがコントロールしているクリーチャーが１体以上攻撃するたび」 becomes
:class:`~ofuda.runtime.statics_triggers.OneOrMore` around the trigger of one such event; the
events that have a runtime batch (attacking, entering, dying, leaving a graveyard, combat damage
to a player) are the ones allowed, any other is a diagnostic. In the ability, "they" /
「それら」 are the objects of the events and "that many" / 「その数」 how many they are; "it" and
"that much" name nothing (there is no one object, no one amount).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import Dies, EntersTheBattlefield

from .. import ast, ir

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

E = ast.Event

# The events the runtime emits together (runtime/engine/triggers/batches.py).
_BATCHED = (rte.Attacks, EntersTheBattlefield, Dies, rte.LeavesGraveyard, rte.DealsDamageToPlayer)


class BatchTriggerLowering:
    """Methods of the lowering pass for "one or more" triggers (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def event_trigger(self, trigger: Any) -> Any: ...

    def batch_trigger(self, trigger: ast.EventTrigger) -> rte.OneOrMore:
        """603.2c: the one-event trigger of the subject noun, once for all of them at once."""
        subject = trigger.subject
        if subject is None or subject.noun is None:
            raise self.fail(
                "E261",
                '"one or more" / 「１体以上」 counts the objects a noun describes (603.2c)',
                trigger.span,
            )
        at_least = trigger.at_least  # "with two or more creatures": at least N of them (508.1)
        inner = self.event_trigger(replace(trigger, one_or_more=False, at_least=1))
        if not isinstance(inner, _BATCHED) or getattr(inner, "subject", None) is None:
            raise self.fail(
                "E290",
                'ofuda can compile a "one or more" trigger only of objects that attack, enter '
                "the battlefield, die, leave a graveyard or deal combat damage to a player",
                trigger.span,
            )
        if isinstance(inner, rte.DealsDamageToPlayer) and inner.or_planeswalker:
            raise self.fail(
                "E290",
                'ofuda cannot yet compile a "one or more" trigger on damage dealt to a player or '
                "planeswalker (one trigger for each player dealt damage is what it knows)",
                trigger.span,
            )
        return rte.OneOrMore(inner, at_least)

    def leaves_graveyard(self, trigger: ast.EventTrigger) -> rte.LeavesGraveyard:
        """ "<cards> leave your graveyard" (603.6): the cards of a noun, from your graveyard."""
        subject = trigger.subject
        noun = subject.noun if subject is not None else None
        # "creature cards" (a bare noun's zone, or "in a graveyard"; "your graveyard" says whose)
        if (
            noun is None
            or noun.zone not in ("graveyard", "battlefield")
            or noun.controlled_by is not None
            or noun.also_player
        ):
            raise self.fail(
                "E261", "only cards described by a noun leave a graveyard", trigger.span
            )
        return rte.LeavesGraveyard(noun.filter)

    def event_count(
        self, value: ast.EventCountValue, scope: Any
    ) -> ir.TriggeringCount | ir.TriggeringAmount | ir.ChosenCount:
        """「その数」 / "that many": how many objects a "one or more" trigger saw; after an event
        with an amount, "that many" is that amount ("Whenever you lose life, draw that many
        cards": the life lost, 119.3; "Whenever CARDNAME is dealt damage, put that many +1/+1
        counters on it": the damage dealt, 120.3)."""
        chosen = self.chosen_count(value, scope)  # type: ignore[attr-defined]
        if chosen is not None:  # after "any number of …": how many were chosen (lower/any_number.py)
            return chosen
        if not getattr(scope, "event_count", False) and getattr(scope, "event_amount", False):
            return ir.TriggeringAmount()
        if not getattr(scope, "event_count", False):
            raise self.fail(
                "E201",
                '「その数」 / "that many" refers to nothing: only a "one or more" trigger '
                "counts the objects of its events, and only an event with an amount (life "
                "gained or lost, damage dealt) has that many",
                value.span,
                'e.g. "Whenever one or more tokens enter the battlefield under your control", '
                '"Whenever you gain life"',
            )
        return ir.TriggeringCount()


def is_batch(trigger: Any) -> bool:
    """Whether a trigger condition is a "one or more" trigger (603.2c)."""
    return isinstance(trigger, ast.EventTrigger) and trigger.one_or_more
