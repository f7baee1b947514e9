"""The meaning of the vocabulary of :mod:`ofuda.runtime.statics_replacement`: rules on
players' costs (118.3, 601.2h, 602.2b) and damage replacements of a permanent's static
ability (614.1a, 615).

Each handler is registered for its type in :data:`~ofuda.runtime.engine.registry.STATIC_EFFECTS`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import Controller
from ...statics_replacement import CantPayCosts, PreventDamageAndExileFromLibrary, RedirectDamage
from ..layers.affected import condition, controller_of, selector, the_object
from ..layers.rules import CANT_PAY_LIFE, PlayerRule
from ..objects.game_objects import Permanent
from ..objects.relative import players_meant
from ..objects.targets import object_matches
from ..objects.zones import ZoneKind
from ..registry import STATIC_EFFECTS
from .replacements import DAMAGE, DamageEvent, Replacement, ZoneEvent

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player

# 118.3: a player can't sacrifice a permanent matching the rule's ``data`` filter to pay a
# cost of a spell or an activated ability.
CANT_SACRIFICE_TO_PAY = "can't sacrifice to cast or activate"




@STATIC_EFFECTS.register(CantPayCosts)
def _cant_pay_costs(game: Game, source: Any, ability: Any, effect: CantPayCosts, cond: Any) -> Any:
    """118.3 (FAQ P6): the players can't pay these costs; they still may as a spell or an
    ability resolves (P6(2)) — only cost payment consults these rules."""
    check, _ = condition(game, source, cond)
    you = controller_of(source)
    for player in players_meant(game, effect.players, you, source):
        if effect.life:
            game.player_rules.append(PlayerRule(player, CANT_PAY_LIFE, source, check))
        if effect.sacrifice is not None:
            game.player_rules.append(
                PlayerRule(player, CANT_SACRIFICE_TO_PAY, source, check, data=effect.sacrifice)
            )
    return []


def cant_sacrifice_to_pay(game: Game, player: Player, perm: Permanent) -> bool:
    """118.3: whether a rule forbids ``player`` to sacrifice ``perm`` to pay a cost (it
    looks at the permanent, not at the cost's wording: FAQ P6(3))."""
    game.ensure_fresh()
    for rule in game.player_rules:
        if rule.player is not player or rule.kind != CANT_SACRIFICE_TO_PAY:
            continue
        if rule.condition is not None and not rule.condition():
            continue
        if object_matches(perm, rule.data, controller_of(rule.source), rule.source):
            return True
    return False


@STATIC_EFFECTS.register(PreventDamageAndExileFromLibrary)
def _prevent_and_exile(
    game: Game, source: Any, ability: Any, effect: PreventDamageAndExileFromLibrary, cond: Any
) -> Any:
    """615.1a: "If combat damage would be dealt to CARDNAME, prevent that damage and exile
    that many cards from the top of your library." The exile is part of the same effect,
    so it happens even when the damage can't be prevented (615.12, FAQ P64(2)) and exiles
    what there is when the library is short (P64(1))."""
    check, _ = condition(game, source, cond)
    chosen = selector(game, source, effect.affected)
    combat_only = effect.combat_only

    def applies(event: DamageEvent) -> bool:
        if event.amount <= 0 or (combat_only and not event.combat):
            return False
        recipient = event.recipient
        return isinstance(recipient, Permanent) and chosen(recipient) and (check is None or check())

    def prevent_and_exile(event: DamageEvent) -> DamageEvent:
        amount = event.amount
        if event.preventable:
            event.amount = 0
        you = controller_of(source)
        event.after.append(lambda: _exile_top(game, you, amount))
        return event

    game.static_replacements.append(
        Replacement(
            DAMAGE,
            applies,
            prevent_and_exile,
            source=source,
            timestamp=source.timestamp,
            text=f"{source.name}: prevent the damage and exile cards from the top of the library",
        )
    )
    return []


def _exile_top(game: Game, player: Player, amount: int) -> None:
    """Exile the top ``amount`` cards of ``player``'s library (as many as there are)."""
    cards = list(reversed(player.library.objects[-amount:])) if amount > 0 else []
    if cards:
        game.log.add(
            "exile",
            f"{player.name} exiles {len(cards)} from the top of the library",
            player=player.name,
            cards=[c.name for c in cards],
        )
        game.move_all([ZoneEvent(c, ZoneKind.EXILE) for c in cards], announce=False)


def _party(source: Any, side: Any) -> Any:
    """614.9: the player or object one side of a redirection names, now."""
    if side == Controller.YOU:
        return controller_of(source)
    return the_object(source, side)  # this permanent, or the enchanted / equipped creature


def _can_be_dealt_damage(recipient: Any) -> bool:
    """614.9, 120.1: a redirection needs a player in the game, or a creature or planeswalker
    on the battlefield, on the receiving side."""
    if recipient is None:
        return False
    if isinstance(recipient, Permanent):
        return recipient.on_battlefield and (recipient.is_creature or recipient.is_planeswalker)
    return bool(getattr(recipient, "in_game", False))


@STATIC_EFFECTS.register(RedirectDamage)
def _redirect_damage(
    game: Game, source: Any, ability: Any, effect: RedirectDamage, cond: Any
) -> Any:
    """614.9: "All damage that would be dealt to you is dealt to enchanted creature instead."
    A replacement effect on damage events: the affected player chooses its order among the
    other replacement and prevention effects that apply (616.1), so a prevention shield of
    the original recipient may be applied first (then nothing is redirected), and the
    effects of the new recipient (its protection, its shields) apply after it."""
    check, _ = condition(game, source, cond)

    def applies(event: DamageEvent) -> bool:
        if event.amount <= 0 or (check is not None and not check()):
            return False
        if event.recipient is not _party(source, effect.recipients):
            return False
        new = _party(source, effect.to)
        return new is not event.recipient and _can_be_dealt_damage(new)

    def redirect(event: DamageEvent) -> DamageEvent:
        new = _party(source, effect.to)
        game.log.add(
            "replacement",
            f"{event.describe()}; {source.name} redirects it to {new.name}",
            source=source.name,
            recipient=new.name,
        )
        event.recipient = new
        return event

    game.static_replacements.append(
        Replacement(
            DAMAGE,
            applies,
            redirect,
            source=source,
            timestamp=source.timestamp,
            text=f"{source.name}: the damage is dealt to another instead",
        )
    )
    return []
