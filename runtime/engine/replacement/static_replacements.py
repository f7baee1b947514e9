"""Replacement and prevention effects of static abilities (614, 615): their meaning.

``make_static_replacement`` turns a static-ability effect value (``MultiplyDamage``,
``PreventHalfDamage``, ``EntersAsCopy``, ``EntersTapped`` / ``EntersWithCounters`` of other
permanents) into a :class:`~ofuda.runtime.engine.replacement.replacements.Replacement` for the layer refresh to
list in ``Game.static_replacements``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...definitions import Controller
from ...statics import DamageRecipients, EntersAsCopy, MultiplyDamage, PreventHalfDamage
from ...statics_entering import EntersTapped, EntersWithCounters
from ..layers.affected import condition_holds, the_object
from ..layers.layer_effects import copiable_values
from ..objects.game_objects import Permanent
from ..objects.players import Player
from ..objects.relative import player_is
from ..objects.targets import object_matches
from .entering import entering_count, own_entering_replacement
from .replacements import DAMAGE, TIER_COPY, TIER_OTHER, ZONE, DamageEvent, Replacement, ZoneEvent

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def _relative(who: Any, player: Any, you: Any, source: Any) -> bool:
    if who is None:
        return False
    if who == "each":
        return True
    return player_is(who, player, you, source)


def _recipient_test(source: Any, to: DamageRecipients) -> Callable[[Any], bool]:
    """Whether a damage recipient is among ``to`` (players / their permanents, relative to
    the source's controller)."""

    def test(recipient: Any) -> bool:
        you = source.controller
        if isinstance(recipient, Player):
            return _relative(to.players, recipient, you, source)
        return _relative(to.permanents, recipient.controller, you, source)

    return test


def make_static_replacement(
    game: Game, source: Any, effect: Any, condition: Callable[..., bool] | None
) -> Replacement | None:
    """The replacement effect a static ability's ``effect`` value stands for, or None."""
    ok = condition if condition is not None else (lambda *_: True)
    name = getattr(source, "name", "an effect")
    if isinstance(effect, MultiplyDamage):  # 614.1a, FAQ P63
        test = _recipient_test(source, effect.to)
        factor = effect.factor

        def multiply(e: DamageEvent) -> DamageEvent:
            e.amount *= factor
            return e

        return Replacement(
            DAMAGE,
            lambda e: e.amount > 0 and ok() and test(e.recipient),
            multiply,
            source=source,
            timestamp=source.timestamp,
            text=f"{name}: damage is multiplied by {factor}",
        )
    if isinstance(effect, PreventHalfDamage):  # 615.1a
        test = _recipient_test(source, effect.to)
        round_up = effect.round_up

        def halve(e: DamageEvent) -> DamageEvent:
            e.amount -= (e.amount + 1) // 2 if round_up else e.amount // 2
            return e

        return Replacement(
            DAMAGE,
            lambda e: e.amount > 0 and ok() and test(e.recipient),
            halve,
            source=source,
            timestamp=source.timestamp,
            prevention=True,
            text=f"{name}: prevent half the damage",
        )
    if isinstance(effect, (EntersTapped, EntersWithCounters)):
        if effect.filter is None:
            return None  # the entering permanent's own: self_replacement, as it enters
        # "Creatures your opponents control enter the battlefield tapped" (614.1c, FAQ P75(10))
        flt = effect.filter
        return Replacement(
            ZONE,
            lambda e: e.to == "battlefield" and ok() and _entering_matches(e, flt, source),
            _modify_entering(effect),
            source=source,
            timestamp=source.timestamp,
            text=f"{name}: {_entering_text(effect)}",
        )
    if isinstance(effect, EntersAsCopy):  # 614.1c, 707.9, FAQ P75
        flt = effect.filter
        model_of = effect.of

        def of() -> Any:
            return the_object(source, model_of)

        def applies(e: ZoneEvent) -> bool:
            # A second copy effect still applies after a first (616.1c): the one applied last
            # decides what the object enters as (FAQ P75(11)); 616.1 applies each once.
            if e.to != "battlefield" or not ok():
                return False
            model = of()
            if not isinstance(model, Permanent) or not model.on_battlefield:
                return False
            if e.obj is model:
                return False
            return _entering_matches(e, flt, source)

        def become_copy(e: ZoneEvent) -> ZoneEvent:
            e.copy_of = copiable_values(of())
            return e

        return Replacement(
            ZONE,
            applies,
            become_copy,
            source=source,
            timestamp=source.timestamp,
            tier=TIER_COPY,
            text=f"{name}: enters as a copy",
        )
    raise TypeError(f"{effect!r} is not a replacement effect of a static ability")


def _entering_text(effect: EntersTapped | EntersWithCounters) -> str:
    """How the log names an entering replacement (the vocabulary type's name)."""
    return "EntersTapped" if isinstance(effect, EntersTapped) else "EntersWithCounters"


def _modify_entering(effect: EntersTapped | EntersWithCounters) -> Callable[[ZoneEvent], ZoneEvent]:
    if isinstance(effect, EntersTapped):

        def enter_tapped(e: ZoneEvent) -> ZoneEvent:
            e.tapped = True
            return e

        return enter_tapped
    kind, amount = effect.kind, effect.count

    def enter_with_counters(e: ZoneEvent) -> ZoneEvent:
        count = entering_count(e, amount)  # a number, or X (107.3m)
        e.counters[kind] = e.counters.get(kind, 0) + count
        return e

    return enter_with_counters


def self_replacement(obj: Any, effect: Any, condition: Any = None) -> Replacement | None:
    """An entering card's own "CARDNAME enters the battlefield tapped / with N <kind>
    counters" (``filter`` None). It applies if the permanent as it would exist has it (614.12):
    after copy effects (616.1c, 616.1e), so not to a card entering as a copy of something else
    (FAQ P75(9)). (Not a self-replacement effect in the sense of 614.15, which is a resolving
    spell's or ability's own.) The copy choice of a Clone: :mod:`ofuda.runtime.engine.replacement.entering`."""
    own = own_entering_replacement(obj, effect)
    if own is not None:
        if condition is not None:  # no conditional copy choice is compiled: never drop one
            raise TypeError(f"{effect!r} has a condition the runtime does not apply")
        return own
    if not isinstance(effect, (EntersTapped, EntersWithCounters)) or effect.filter is not None:
        return None

    def holds(e: ZoneEvent) -> bool:
        """The ability's condition ("unless you control a Mountain or a Plains"), looked at as
        the permanent would enter, with "you" the player it would enter under (614.12)."""
        if condition is None:
            return True
        controller = e.controller or obj.owner
        return condition_holds(obj.game, _EnteringUnder(obj, controller), condition)

    return Replacement(
        ZONE,
        lambda e: e.obj is obj and e.to == "battlefield" and e.copy_of is None and holds(e),
        _modify_entering(effect),
        source=obj,
        tier=TIER_OTHER,
        text=f"{obj.name} {_entering_text(effect)}",
    )


class _EnteringUnder:
    """An entering object as its own ability's condition sees it: controlled by the player it
    would enter the battlefield under (614.12); everything else is the object's."""

    def __init__(self, obj: Any, controller: Any) -> None:
        self._obj = obj
        self.controller = controller

    def __getattr__(self, name: str) -> Any:
        return getattr(self._obj, name)


def _entering_matches(e: ZoneEvent, flt: Any, source: Any) -> bool:
    """Whether the object about to enter matches ``flt`` as it would exist there (614.12)."""
    obj = e.obj
    controller = e.controller or obj.owner
    if not player_is(flt.controller, controller, source.controller, source):
        return False
    from dataclasses import replace as dc_replace

    loose = dc_replace(flt, controller=Controller.ANY)
    return object_matches(obj, loose, controller, source)
