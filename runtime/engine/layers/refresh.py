"""The layer system (613): applying every continuous effect to every permanent.

Every permanent's characteristics are recomputed, lazily, whenever the game
state has changed (``Game.version``): :func:`refresh` starts from each
permanent's copiable values and applies every continuous effect in layer
order (613.1), by timestamp within a layer (613.7):

1. copy effects (707);           2. control-changing effects;
4. type-changing effects;        5. colour-changing effects;
6. ability-adding and -removing effects;
7a. characteristic-defining P/T; 7b. P/T setting; 7c. P/T modifications and
+1/+1 / -1/-1 counters (613.4c); then the rule-modifying effects that are
not characteristics ("can't block", …; layer ``"rules"``).

Effects of resolved spells live in ``Game.effects`` until their duration ends
(:mod:`ofuda.runtime.engine.layers.durations`); effects of static abilities are generated
afresh on every refresh by :mod:`ofuda.runtime.engine.layers.static_abilities`, so "as long
as" effects end at once (611.3b).  Dependencies (613.8) are not considered: effects apply in
timestamp order within their layer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...definitions import CardType
from ..keyword_abilities import abilities_for_keywords
from ..objects.characteristics import Chars
from ..objects.game_objects import MINUS_ONE, PLUS_ONE, Permanent
from .layer_effects import (
    LAYER_ABILITIES,
    LAYER_CONTROL,
    LAYER_COPY,
    LAYER_ORDER,
    LAYER_PT_MODIFY,
    LAYER_TYPE,
    LayerEffect,
    joined,
)
from .static_abilities import collect_static_effects

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def _affected(effect: LayerEffect, perms: list[Permanent]) -> list[Permanent]:
    if effect.objects is not None:
        return [o for o in effect.objects if isinstance(o, Permanent) and o.on_battlefield]
    select = effect.select
    if select is None:
        return []
    return [p for p in perms if select(p)]


def refresh(game: Game) -> None:
    """Recompute the characteristics of every permanent (613)."""
    game.refreshing = True
    try:
        perms = list(game.battlefield.objects)
        for p in perms:
            p._chars = p._base  # shared printed values: copied on the first change (own())
            p._ctrl = p.base_controller
        by_layer: dict[str, list[LayerEffect]] = {}
        if game.effects:
            live = [e for e in game.effects if _still_active(game, e)]
            if len(live) != len(game.effects):
                game.effects = live
            for e in live:
                by_layer.setdefault(e.layer, []).append(e)
            copies = by_layer.pop(LAYER_COPY, None)
            if copies:
                _apply_layer(sorted(copies, key=_ts), perms)
        game.static_replacements = []
        game.player_rules = []
        game.ignore_offers = []
        game.cost_modifiers = []
        game.alternative_costs = []
        for e in collect_static_effects(game, perms):
            by_layer.setdefault(e.layer, []).append(e)
        if by_layer:
            for layer in LAYER_ORDER[1:]:
                effects = by_layer.get(layer)
                if effects:
                    effects.sort(key=_ts)
                    _apply_layer(effects, perms)
                if layer == LAYER_CONTROL:
                    _note_control_changes(game, perms)
                elif layer == LAYER_TYPE:
                    _check_pairs(
                        game, perms
                    )  # 702.95e: a pair breaks once either stops being a creature
                elif layer == LAYER_ABILITIES:
                    _add_keyword_abilities(perms)
                elif layer == LAYER_PT_MODIFY:
                    _apply_counters(perms)
        else:  # no continuous effects at all: the same steps in one pass
            for p in perms:
                if p._ctrl is not p.last_controller:
                    _note_control_changes(game, [p])
            if any(p.paired_with is not None for p in perms):
                _check_pairs(game, perms)
            _add_keyword_abilities(perms)
            _apply_counters(perms)
        version = game.version
        for p in perms:
            p._cv = version
        # The abilities that can trigger or be activated changed only if some permanent's did
        # (lists compared element by element, by identity first).
        # (and the cards in graveyards whose triggered abilities function there, 113.6k)
        from ..triggers.triggered_abilities import in_graveyards  # (triggers read the layers)

        key = (
            perms,
            [p._chars.abilities for p in perms],
            list(game.command.objects),
            in_graveyards(game),
        )
        old = game.abilities_signature
        if not old or any(key[i] != old[i] for i in range(4)):
            game.abilities_signature = key
            game.trigger_index = None
            game.activated_cache = None
    finally:
        game.refreshing = False


def _ts(effect: LayerEffect) -> int:
    return effect.timestamp


def _apply_layer(effects: list[LayerEffect], perms: list[Permanent]) -> None:
    for e in effects:
        cond = e.condition
        if cond is not None and not e.per_object and not cond():
            continue
        for p in _affected(e, perms):
            if cond is not None and e.per_object and not cond(p):
                continue
            e.op(own(p), p)


def own(perm: Permanent) -> Chars:
    """The permanent's characteristics, copied first if they are the shared printed values."""
    c = perm._chars
    if c.shared:
        c = perm._chars = c.copy()
    return c


def _apply_counters(perms: list[Permanent]) -> None:
    """613.4c: +1/+1 and -1/-1 counters modify power and toughness in layer 7c."""
    for p in perms:
        counters = p.counters
        if counters:
            n = counters.get(PLUS_ONE, 0) - counters.get(MINUS_ONE, 0)
            if n and p._chars.power is not None:
                c = own(p)
                c.power = (c.power or 0) + n
                c.toughness = (c.toughness or 0) + n


def _add_keyword_abilities(perms: list[Permanent]) -> None:
    for p in perms:
        keywords = p._chars.keywords
        if not keywords:
            continue
        extra = abilities_for_keywords(keywords)
        if extra:
            c = own(p)
            c.abilities = joined(c.abilities, extra)


def _note_control_changes(game: Game, perms: list[Permanent]) -> None:
    """302.6 / 506.4: a permanent whose controller changed is new to its controller and leaves
    combat; 702.95e: a paired creature another player gains control of unpairs, and so does its
    partner (even where both changed control at once, to the same player)."""
    for p in perms:
        if p._ctrl is not p.last_controller:
            p.last_controller = p._ctrl
            p.control_since = game.tick()
            p.remove_from_combat()
            if game.combat is not None:
                game.combat.forget(p)
            game.log.add(
                "control",
                f"{p._ctrl.name} gains control of {p._chars.name}",
                card=p._chars.name,
                controller=p._ctrl.name,
            )
            partner = p.paired_with
            if partner is not None:
                _unpair(game, p, partner)


def _unpair(game: Game, p: Permanent, q: Permanent) -> None:
    """702.95e: ``p`` and its partner ``q`` are no longer paired."""
    p.paired_with = None
    if q.paired_with is p:
        q.paired_with = None
    game.log.add("unpair", f"{p.name} and {q.name} are no longer paired", card=p.name)


def _check_pairs(game: Game, perms: list[Permanent]) -> None:
    for p in perms:
        q = p.paired_with
        if q is None:
            continue
        pc, qc = p._chars, q._chars
        ok = (
            q.on_battlefield
            and CardType.CREATURE in pc.card_types
            and CardType.CREATURE in qc.card_types
            and p._ctrl is q._ctrl
        )
        if not ok:
            _unpair(game, p, q)


def _still_active(game: Game, e: LayerEffect) -> bool:
    """Whether a resolved effect still applies (611.2c): some object of its locked-in set is
    still on the battlefield (its duration is ended by durations.expire)."""
    if e.objects is not None:
        return any(isinstance(o, Permanent) and o.on_battlefield for o in e.objects)
    return True
