"""Cost changes (601.2f, 118.7): the static abilities of permanents ("Noncreature spells
cost {1} more to cast", "Spells your opponents cast that target CARDNAME cost {2} more to
cast") and a card's changes to its own cost (113.6c).

"This spell costs {1} less to cast if you control a creature with flying": a static ability
of the card that functions as the card is cast (113.6c) — before the cast, to tell whether
the player can afford it (118.3), and in 601.2f, when the total cost is determined. Its
condition and its "for each" count are looked at then, for the player casting it.
Increases are added before any reduction is taken off (601.2f); a reduction of coloured mana
takes that colour off the cost, or generic mana where the cost has none of it left (118.7b,
118.7c); generic mana can't be reduced below nothing (118.7a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_costs import OwnCostChange
from ..layers.affected import condition_holds
from ..layers.evaluate import static_value
from ..mana.pool import ManaCostSpec, parse_mana_cost
from ..objects.game_objects import is_static
from ..objects.targets import object_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


def cost_change(game: Game, player: Player, spell: Any) -> int:
    """601.2f: the total generic increase (+) or reduction (−) for ``player`` casting ``spell``."""
    game.ensure_fresh()
    increase = reduction = 0
    for mod in game.cost_modifiers:
        if mod.condition is not None and not mod.condition():
            continue
        if mod.caster == "you" and player is not mod.controller:
            continue
        if mod.caster == "opponent" and player is mod.controller:
            continue
        if not any(object_matches(spell, flt, mod.controller, mod.source) for flt in mod.spells):
            continue
        if mod.targeting_source and not _targets(spell, mod.source):
            continue
        amount = mod.amount
        if mod.per_counter:
            amount *= mod.source.counter_count(mod.per_counter)
        if amount > 0:
            increase += amount
        else:
            reduction -= amount
    return increase - reduction


def _targets(spell: Any, obj: Any) -> bool:
    """601.2c: whether one of the spell's chosen targets is ``obj`` (a card in hand has none)."""
    return any(t is obj for t in getattr(spell, "all_targets", ()))


def has_own_cost_change(abilities: tuple[Any, ...]) -> bool:
    """Whether a card has an ability that changes its own cost."""
    return any(_own_changes(ability) for ability in abilities)


def _own_changes(ability: Any) -> tuple[OwnCostChange, ...]:
    if not is_static(ability):
        return ()
    return tuple(e for e in getattr(ability, "effects", ()) or () if isinstance(e, OwnCostChange))


def with_own_cost_changes(
    game: Game, player: Player, card: Any, spec: ManaCostSpec, change: int
) -> ManaCostSpec:
    """``spec`` (the mana cost or alternative cost, X and additional costs) with the card's
    own increases, then ``change`` (the other effects' net generic increase or reduction) and
    the card's own reductions (601.2f)."""
    increases: list[ManaCostSpec] = []
    reductions: list[ManaCostSpec] = []
    for ability in card.chars.abilities:
        changes = _own_changes(ability)
        if not changes or not _holds(game, card, ability):
            continue
        for effect in changes:
            times = 1
            if effect.each is not None:
                times = static_value(game, card, effect.each, controller=player)
            mana = parse_mana_cost(effect.mana)
            (increases if effect.more else reductions).extend([mana] * max(0, times))
    if not increases and not reductions:
        return spec.add_generic(change) if change else spec
    for mana in increases:
        spec = spec.plus(mana)
    generic = spec.generic + change
    requirements = list(spec.requirements)
    for mana in reductions:
        generic -= mana.generic  # 118.7a
        for colour in mana.requirements:
            if colour in requirements:
                requirements.remove(colour)  # 118.7c: that colour's mana first
            else:
                generic -= 1  # 118.7b: none of that colour left: generic mana instead
    return ManaCostSpec(max(0, generic), tuple(requirements), spec.x_count)


def _holds(game: Game, card: Any, ability: Any) -> bool:
    cond = getattr(ability, "condition", None)
    return cond is None or condition_holds(game, card, cond)
