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

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...statics_costs import OwnCostChange
from ..layers.affected import condition_holds
from ..layers.evaluate import static_value
from ..mana.pool import ManaCostSpec, parse_mana_cost
from ..objects.game_objects import is_static
from ..objects.relative import player_is
from ..objects.targets import object_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


def cost_change(game: Game, player: Player, spell: Any, also_targets: Sequence[Any] = ()) -> int:
    """601.2f: the total generic increase (+) or reduction (−) for ``player`` casting ``spell``;
    ``also_targets``: objects counted as chosen targets too (to ask what a choice would cost)."""
    game.ensure_fresh()
    increase = reduction = 0
    for mod in _applying(game, player, spell):
        if mod.targeting_source and not _targets(spell, mod.source, also_targets):
            continue
        amount = mod.amount
        if mod.per_counter:
            amount *= mod.source.counter_count(mod.per_counter)
        if amount > 0:
            increase += amount
        else:
            reduction -= amount
    return increase - reduction


def taxing_targets(game: Game, player: Player, spell: Any) -> list[Any]:
    """The objects whose choice as a target of ``spell`` would change its total cost
    ("Spells your opponents cast that target CARDNAME cost {2} more to cast", 601.2c before
    601.2f); empty in the common case."""
    if not any(mod.targeting_source for mod in game.cost_modifiers):
        return []
    game.ensure_fresh()
    return [mod.source for mod in _applying(game, player, spell) if mod.targeting_source]


def affordable_target(
    game: Game, player: Player, spell: Any, payable_with: Callable[[Any], bool]
) -> Callable[[Any], bool] | None:
    """None when no choice of target changes the spell's cost (the common case); else whether
    choosing an object leaves a total cost the player can pay (``payable_with``). 601.2c comes
    before 601.2f: a player may announce such a target, but a cast whose total cost can't be
    paid is illegal and undone (732.1), so the engine never offers that choice ("Spells your
    opponents cast that target CARDNAME cost {2} more to cast")."""
    taxing = taxing_targets(game, player, spell)
    if not taxing:
        return None
    return lambda obj: not any(obj is t for t in taxing) or payable_with(obj)


def _applying(game: Game, player: Player, spell: Any) -> list[Any]:
    """The cost modifiers that apply to ``player`` casting ``spell``, targets aside."""
    out = []
    for mod in game.cost_modifiers:
        if mod.condition is not None and not mod.condition():
            continue
        if not player_is(mod.caster, player, mod.controller, mod.source):
            continue
        if not any(object_matches(spell, flt, mod.controller, mod.source) for flt in mod.spells):
            continue
        out.append(mod)
    return out


def _targets(spell: Any, obj: Any, also: Sequence[Any]) -> bool:
    """601.2c: whether one of the spell's chosen targets is ``obj`` (a card in hand has none;
    an Aura spell's enchant target is a target, 303.4a)."""
    chosen = [*getattr(spell, "all_targets", ()), *getattr(spell, "enchant_target", ()), *also]
    return any(t is obj for t in chosen)


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
            if effect.mana == "{X}":  # "… {X} less, where X is …": X generic mana (601.2f)
                mana, times = parse_mana_cost(f"{{{max(0, times)}}}"), 1
            else:
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
