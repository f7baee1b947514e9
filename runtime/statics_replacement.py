"""Vocabulary of static abilities about players, characteristic-defining values, and
damage replacement and prevention on a permanent (118.3, 604.3, 614, 615).

Data only, like :mod:`ofuda.runtime.statics`; the engine gives these types their meaning,
found by the type (:mod:`ofuda.runtime.engine.replacement.static_players` registers the
handlers; the values are :mod:`ofuda.runtime.engine.layers.evaluate`'s).
"""

from __future__ import annotations

from dataclasses import dataclass

from .definitions import Controller, Dies, EntersTheBattlefield, ObjectFilter
from .statics import Affected
from .statics_triggers import (
    CardPutIntoGraveyard,
    DealsDamageToPlayer,
    Draws,
    IsDealtDamage,
    PlayerIsDealtDamage,
)


@dataclass(frozen=True, slots=True)
class CantPayCosts:
    """118.3, 601.2h, 602.2b: ``players`` (relative to the ability's controller) can't pay
    life (``life``) or sacrifice permanents matching ``sacrifice`` to cast spells or
    activate abilities. It stops the action, whatever a cost's wording (FAQ P6(3)); paying
    or sacrificing as a spell or ability resolves is still allowed (P6(2))."""

    players: Controller = Controller.ANY
    life: bool = False
    sacrifice: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class HighestLife:
    """A value: the highest life total among ``whose`` players (relative to the controller)."""

    whose: Controller = Controller.OPPONENT


@dataclass(frozen=True, slots=True)
class Half:
    """A value: half of ``value``, rounded up (``round_up``) or down (107.1a)."""

    value: object
    round_up: bool = True


@dataclass(frozen=True, slots=True)
class PowerToughnessDefining:
    """604.3, 613.4a: a characteristic-defining ability: the power and toughness of the
    object are ``power`` and ``toughness`` (values of :mod:`ofuda.runtime.engine.layers.evaluate`),
    in every zone. ``toughness`` None: the ability defines the power only ("CARDNAME's power is
    equal to …", printed ``*/5``), the toughness stays the printed one (208.2a)."""

    power: object
    toughness: object = None


@dataclass(frozen=True, slots=True)
class PreventDamageAndExileFromLibrary:
    """615.1a, 615.5: if damage (combat damage only, with ``combat_only``) would be dealt to
    ``affected``, prevent it; then its controller exiles that many cards from the top of
    their library (as part of the prevention effect; FAQ P64: even if fewer cards are
    left, and even if the damage can't be prevented)."""

    affected: Affected
    combat_only: bool = True


@dataclass(frozen=True, slots=True)
class RedirectDamage:
    """614.9: a redirection effect — all damage that would be dealt to ``recipients`` is
    dealt to ``to`` instead. Each side is an object of the ability (``ThisPermanent``,
    ``EnchantedPermanent``, ``EquippedCreature``) or ``Controller.YOU`` (the ability's
    controller). The source of the damage doesn't change (so lifelink, deathtouch and
    "dealt damage by …" follow it); the effect does nothing when ``to`` is no longer a
    creature or planeswalker on the battlefield, or a player in the game."""

    recipients: Affected | Controller
    to: Affected | Controller


@dataclass(frozen=True, slots=True)
class PreventDamageTo:
    """615.1a: prevent all damage (combat damage only, with ``combat_only``) that would be dealt
    to ``affected`` (an object of the ability: "enchanted creature", CARDNAME). "Prevent all
    combat damage that would be dealt to and dealt by enchanted creature" is this effect and
    :class:`~ofuda.runtime.statics.PreventDamageBy` of the same object."""

    affected: Affected
    combat_only: bool = False


@dataclass(frozen=True, slots=True)
class MultiplyDamageDealt:
    """614.1a: if a source ``by`` names would deal damage (combat damage only, with
    ``combat_only``) to a permanent or player ``to`` names, it deals ``factor`` times that
    damage to it instead. ``by``: one object of the ability (``EquippedCreature``,
    ``ThisPermanent``) or the objects a filter describes, relative to the ability's controller
    (``ObjectFilter(controller=YOU)``: "a source you control", spells included); ``to``: one
    object of the ability, or None: any permanent or player."""

    by: Affected | ObjectFilter
    to: Affected | None
    factor: int
    combat_only: bool = False


@dataclass(frozen=True, slots=True)
class ModifyLifeGain:
    """614.1a: if ``players`` (relative to the ability's controller) would gain life, they
    gain ``factor`` times that much life plus ``plus`` instead ("you gain that much life plus
    1 instead", "you gain twice that much life instead")."""

    players: Controller
    factor: int = 1
    plus: int = 0


@dataclass(frozen=True, slots=True)
class MultiplyTokensCreated:
    """614.1a: if an effect would create one or more tokens under the control of ``players``
    (relative to the ability's controller), it creates ``factor`` times that many of those
    tokens instead ("it creates twice that many of those tokens instead")."""

    players: Controller
    factor: int = 2


@dataclass(frozen=True, slots=True)
class ReplaceEvent:
    """614.1a, 614.6: "If <event would happen>, <instructions> instead." ``instead`` is the
    class of a triggered ability whose ``trigger`` describes the event (603.2's vocabulary,
    one of :data:`EVENTS_REPLACEABLE`), watched before the event happens, and whose
    instructions happen instead of it — at once, not on the stack (614.1), naming the event's
    player, amount and object as a trigger's instructions do. ``prevention``: "prevent that
    damage and <instructions>" (615.1a): the damage is prevented (unless it can't be, 615.12)
    and the instructions happen either way (FAQ P64(2))."""

    instead: type
    prevention: bool = False


# The trigger events (statics_triggers) a replacement effect can watch before they happen:
# the engine has a replaceable event for each (damage, 120; a card drawn, 121.2; a zone change:
# dying, 700.4, a card put into a graveyard from anywhere, 603.6, entering the battlefield,
# 603.6a), and its
# registry holds how each is matched (engine/replacement/static_events.py).
EVENTS_REPLACEABLE: frozenset[type] = frozenset(
    {
        DealsDamageToPlayer,
        IsDealtDamage,
        PlayerIsDealtDamage,
        Draws,
        Dies,
        CardPutIntoGraveyard,
        EntersTheBattlefield,
    }
)
# The events a prevention effect can prevent (615.1a: damage).
EVENTS_PREVENTABLE: frozenset[type] = frozenset(
    {DealsDamageToPlayer, IsDealtDamage, PlayerIsDealtDamage}
)
