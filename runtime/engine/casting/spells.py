"""Casting spells (601), playing lands (305) and timing (117.1; 116 in the seed edition).

:func:`legal_actions` lists what a player with priority may do; an action is
listed only if it can be completed: its timing is right (sorcery speed,
instant, flash, "as though it had flash"), its total cost can be paid (118.3)
and each target phrase has enough legal targets (601.2c).  :func:`cast_spell`
follows 601.2: the card moves to the stack; modes, X and additional costs are
announced; targets are chosen and damage or counters divided; the total cost
is determined (mana cost or an alternative cost, plus additional costs and
increases, minus reductions — 601.2f; FAQ P9, P72); mana abilities are
activated and the cost is paid; then the spell becomes cast (601.2i).  An
illegal attempt is rewound (732 in the current rules).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ...definitions import (
    CardDefinition,
    CardType,
    Keyword,
    ManaCost,
    SpellAbility,
    Step,
    TargetSpec,
)
from ...statics import Enchant
from ..errors import IllegalActionError
from ..layers.rules import AS_THOUGH_FLASH, CastPermission
from ..mana.costs import as_paid_by, can_pay, mana_sources, pay
from ..mana.pool import ManaCostSpec, can_afford, parse_mana_cost
from ..objects.characteristics import base_chars
from ..objects.game_objects import Spell
from ..objects.targets import candidates_for, describe, min_targets
from ..objects.zones import ZoneKind
from ..triggers import events as ev
from ..triggers import triggered_abilities as triggers
from .actions import (
    Action,
    ActivateAbility,
    CastSpell,
    ModeRequest,
    PassPriority,
    PlayLand,
    XRequest,
)
from .cast_limits import cast_limited, has_cast_limits
from .cast_prohibitions import cast_prohibited, has_cast_prohibitions
from .convoke_delve import cost_substitutes, pays_with_substitutes
from .cost_changes import affordable_target, cost_change, has_own_cost_change, with_own_cost_changes
from .ignoring import IgnoreEffect, ignore_actions, take_ignore_action
from .kicker import announce_kicker, kicker_mana
from .permissions import castable_cards, lands_from_other_zones, own_alternative_costs
from .split_second import split_second_on_stack
from .targets import admitted, choose_division, choose_targets
from .zone_permissions import library_top_rules

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player

MAIN_PHASES = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)


def sorcery_timing(game: Game, player: Player) -> bool:
    """117.1a: own main phase, with an empty stack."""
    return game.active is player and game.step in MAIN_PHASES and not game.stack.objects


def has_instant_timing(game: Game, player: Player, card: Any) -> bool:
    """Instants, spells with flash (702.8a), and any spell its caster may cast "as though it
    had flash" (601.3e, e.g. Alchemist's Refuge; FAQ P3)."""
    if CardType.INSTANT in card.card_types or Keyword.FLASH in card.keywords:
        return True
    return game.has_player_rule(player, AS_THOUGH_FLASH)


# --- what a spell needs ----------------------------------------------------------------------


def aura_target(chars: Any) -> TargetSpec | None:
    """303.4a / 115.1b: an Aura spell targets what its enchant ability allows."""
    if "Aura" not in chars.subtypes:
        return None
    for kw in chars.keywords:
        if isinstance(kw, Enchant):
            return TargetSpec(objects=kw.filter, players=kw.players)
    return None


def spell_abilities_of(chars: Any) -> list[Any]:
    """The spell abilities of a card (in order): each is a mode of a modal spell."""
    return [a for a in chars.abilities if isinstance(a, SpellAbility)]


def _castable_targets(
    game: Game, player: Player, card: Any, allowed: Callable[[Any], bool] | None = None
) -> bool:
    """Whether each target the card needs has enough candidates (601.2c) that ``allowed``
    (the total cost a choice brings can be paid, 601.2f) admits."""
    chars = card.chars
    aura = aura_target(chars)
    if aura is not None and not admitted(candidates_for(game, aura, player, card), allowed):
        return False
    abilities = spell_abilities_of(chars)
    modes = card.card.modes
    if modes:
        ok = [a for a in abilities if _has_targets(game, player, a, card, allowed)]
        return len(ok) >= modes[0]
    return all(_has_targets(game, player, a, card, allowed) for a in abilities)


def _has_targets(
    game: Game, player: Player, ability: Any, source: Any, allowed: Callable[[Any], bool] | None
) -> bool:
    for spec in ability.targets:
        need = min_targets(spec)
        # 115.5: the card being cast will be the spell, which can't target itself (a card cast
        # from a graveyard is no candidate for its own "target card in a graveyard")
        found = candidates_for(game, spec, player, source, self_obj=source)
        if need and len(admitted(found, allowed)) < need:
            return False
    return True


def _cost_with_target(
    game: Game, player: Player, spell: Any, others: tuple[Any, ...], **cost: Any
) -> Callable[[Any], bool]:
    """Whether ``player`` could pay ``spell``'s total cost (601.2f) with ``obj`` among its targets."""
    return lambda obj: can_pay(
        game,
        player,
        others,
        spell,
        purpose=spell,
        extra_mana=total_mana_cost(game, player, spell, also_targets=(obj,), **cost),
    )


def total_mana_cost(
    game: Game,
    player: Player,
    card: Any,
    *,
    x: int = 0,
    alt_cost: str | None = None,
    free: bool = False,
    also_targets: Sequence[Any] = (),
) -> ManaCostSpec:
    """601.2f: mana cost (or alternative cost, or nothing), X, additional mana costs,
    then increases before reductions, which reduce only generic mana (FAQ P9);
    ``also_targets`` are counted as chosen targets (what choosing them would cost)."""
    if free:
        spec = ManaCostSpec()
    else:
        spec = parse_mana_cost(alt_cost if alt_cost is not None else card.chars.mana_cost).with_x(x)
    for item in card.card.additional_costs:
        if isinstance(item, ManaCost):
            spec = spec.plus(parse_mana_cost(item.symbols).with_x(x))
    kicker = kicker_mana(card)  # 702.33a: an additional cost, before changes (601.2f)
    if kicker is not None:
        spec = spec.plus(kicker)
    change = cost_change(game, player, card, also_targets)
    if _card_info(card.card)[5]:  # "This spell costs {1} less to cast if …" (113.6c)
        return with_own_cost_changes(game, player, card, spec, change)
    if change:
        spec = spec.add_generic(change)
    return spec


def _other_costs(card: Any) -> tuple[Any, ...]:
    return _other_costs_of(card.card)


def _other_costs_of(card: CardDefinition) -> tuple[Any, ...]:
    if not card.additional_costs:
        return ()
    return tuple(i for i in card.additional_costs if not isinstance(i, ManaCost))


def max_x(
    game: Game, player: Player, card: Any, *, alt_cost: str | None = None, limit: int = 30
) -> int:
    """The largest X ``player`` could pay for ``card`` now (0 if X doesn't appear)."""
    symbols = alt_cost if alt_cost is not None else card.chars.mana_cost
    if not parse_mana_cost(symbols).x_count:
        return 0
    best = 0
    others = _other_costs(card)
    for x in range(1, limit + 1):
        spec = total_mana_cost(game, player, card, x=x, alt_cost=alt_cost)
        if not can_pay(game, player, others, card, purpose=card, extra_mana=spec):
            break
        best = x
    return best


# --- legal actions ------------------------------------------------------------------------------


_INFO: dict[int, tuple[CardDefinition, Any]] = {}


def _card_info(card: CardDefinition) -> Any:
    """(is a land, may be cast at instant speed by itself, needs a target check, the mana cost
    with additional mana costs and X = 0, whether it has other additional costs, whether it
    changes its own cost, whether it has an alternative cost of its own) for a card."""
    hit = _INFO.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    info = _compute_card_info(card)
    _INFO[id(card)] = (card, info)
    return info


def _compute_card_info(card: CardDefinition) -> Any:
    chars = base_chars(card)
    land = CardType.LAND in chars.card_types
    instant = CardType.INSTANT in chars.card_types or Keyword.FLASH in chars.keywords
    targeted = aura_target(chars) is not None or any(
        a.targets for a in chars.abilities if isinstance(a, SpellAbility)
    )
    spec = parse_mana_cost(chars.mana_cost).with_x(0)
    for item in card.additional_costs:
        if isinstance(item, ManaCost):
            spec = spec.plus(parse_mana_cost(item.symbols).with_x(0))
    own = has_own_cost_change(chars.abilities)
    alternative = bool(own_alternative_costs(chars.abilities))  # 118.9
    return land, instant, targeted, spec, bool(_other_costs_of(card)), own, alternative


def legal_actions(game: Game, player: Player) -> list[Action]:
    """Everything ``player`` could do with priority now; ``[0]`` is always :class:`PassPriority`.

    The answer is reused while nothing it depends on has changed (the state version, tapped
    status, timing, the stack, the mana pool, land plays).
    """
    sorcery_ok = sorcery_timing(game, player)
    pool = player.mana_pool
    key = (
        game.version,
        game.status_version,
        sorcery_ok,
        len(game.stack.objects),
        tuple(pool.amounts.values()),
        len(pool.special),
        player.lands_played_this_turn,
        len(player.hand.objects),  # a draw doesn't touch the state (everything else that
        # changes a hand moves a card, which does)
        game.turn,
        player.life,
    )
    slot = (player.index, sorcery_ok)  # kept apart: main phases and other steps alternate
    cached = game.actions_cache.get(slot)
    if cached is not None and cached[0] == key:
        return list(cached[1])
    actions = _legal_actions(game, player, sorcery_ok)
    game.actions_cache[slot] = (key, actions)
    return list(actions)


def _legal_actions(game: Game, player: Player, sorcery_ok: bool) -> list[Action]:
    actions: list[Action] = [PassPriority()]
    if split_second_on_stack(game):  # 702.61b; special actions stay (702.61c)
        return [*actions, *ignore_actions(game, player)]
    hand = player.hand.objects
    # 305.2 / 116.2a: play a land — main phase, empty stack, own turn, land plays left.
    if sorcery_ok and player.lands_played_this_turn < player.land_plays_allowed:
        for card in hand:
            if _card_info(card.card)[0]:
                actions.append(PlayLand(card))
        # 305.1: lands from other zones (a graveyard, a permission's card)
        for card in lands_from_other_zones(game, player, lambda c: _card_info(c.card)[0]):
            actions.append(PlayLand(card))
    affordable: dict[Any, bool] = {}
    game.ensure_fresh()  # the alternative costs permanents offer (118.9) are the layers'
    elsewhere = bool(game.cast_permissions or game.exile.objects or player.graveyard.objects)
    elsewhere = elsewhere or bool(library_top_rules(game, player))  # 601.3: the library's top
    alternative = game.alternative_costs or any(_card_info(c.card)[6] for c in hand)
    candidates = (
        castable_cards(game, player) if elsewhere or alternative else [(c, None) for c in hand]
    )
    # Lands aren't cast; at instant speed only instants and cards with flash are (117.1a).
    if sorcery_ok:
        candidates = [cv for cv in candidates if not _card_info(cv[0].card)[0]]
    else:
        flash_all = None
        timely = []
        for cv in candidates:
            info = _card_info(cv[0].card)
            if info[0]:
                continue
            if not info[1]:
                if flash_all is None:
                    flash_all = game.has_player_rule(player, AS_THOUGH_FLASH)
                if not flash_all:
                    continue
            timely.append(cv)
        candidates = timely
    sources = mana_sources(game, player) if candidates else []
    # The most mana the player could have: a spell costing more can't be cast (118.3).
    available = player.mana_pool.total() + sum(len(s.fixed) or s.amount for s in sources)
    restricted = bool(player.mana_pool.special) or any(s.allows is not None for s in sources)
    modified = bool(game.cost_modifiers)  # fresh: mana_sources refreshed the layers
    limited = has_cast_limits(game)  # 601.3: "can't cast more than one spell each turn"
    forbidden = has_cast_prohibitions(game)  # 601.3: "Spells with the chosen name can't be cast."
    for card, via in candidates:
        if limited and cast_limited(game, player, card):
            continue
        if forbidden and cast_prohibited(game, player, card):
            continue
        _, _, targeted, base_spec, others, own, _ = _card_info(card.card)
        # 702.51a, 702.66a: creatures and graveyard cards may pay for mana of its cost too
        substituted = pays_with_substitutes(card)
        most = available + (len(cost_substitutes(game, player, card)) if substituted else 0)
        if via is None and not modified and not own:
            if base_spec.mana_value > most:
                continue  # the common case, decided without any further work
            spec = base_spec
        else:
            alt = via.alt_cost if via is not None else None
            spec = total_mana_cost(game, player, card, free=bool(via and via.free), alt_cost=alt)
            if spec.mana_value > most:
                continue
        if others or restricted or substituted or (via is not None and via.alt_costs):
            items = _other_costs(card) + (via.alt_costs if via is not None else ())
            ok = can_pay(game, player, items, card, purpose=card, extra_mana=spec)
        else:
            known = affordable.get(spec)
            if known is not None:
                ok = known
            else:
                paid_as = as_paid_by(game, player, spec)  # 609.4b
                ok = spec.is_free() or can_afford(player.mana_pool, sources, paid_as)
                affordable[spec] = ok
        if not ok:
            continue
        if targeted:
            items = _other_costs(card) + (via.alt_costs if via is not None else ())
            cost = {"free": bool(via and via.free), "alt_cost": via.alt_cost if via else None}
            payable = _cost_with_target(game, player, card, items, **cost)
            allowed = affordable_target(game, player, card, payable)
            if not _castable_targets(game, player, card, allowed):
                continue
        actions.append(CastSpell(card, via))
    # 602.2 / 117.1b: activated abilities of permanents the player controls.
    actions.extend(activatable(game, player, sorcery_ok))
    # 116.2d: ignoring a static ability's effect, whenever the player has priority.
    actions.extend(ignore_actions(game, player))
    return actions


# --- choices on the way to the stack -------------------------------------------------------------


def _choose_modes(
    game: Game, player: Player, spell: Spell, allowed: Callable[[Any], bool] | None
) -> None:
    """601.2b: the modes, among those whose targets can be chosen (and their tax paid)."""
    modes = spell.card.modes
    if not modes:
        return
    abilities = spell_abilities_of(spell.chars)
    available = tuple(
        i for i, a in enumerate(abilities) if _has_targets(game, player, a, spell, allowed)
    )
    lo, hi = modes
    request = ModeRequest(spell, tuple(abilities), lo, min(hi, len(abilities)), available)
    chosen = tuple(sorted(player.agent.choose_modes(game, player, request)))
    if not lo <= len(chosen) <= hi or len(set(chosen)) != len(chosen):
        raise IllegalActionError(f"{player.name} must choose {lo}..{hi} modes")
    if any(i not in available for i in chosen):
        raise IllegalActionError(f"{player.name} chose a mode without legal targets")
    spell.choose_modes(chosen)
    game.log.add("modes", f"{player.name} chooses mode(s) {', '.join(str(i + 1) for i in chosen)}")


# --- casting ---------------------------------------------------------------------------------------


def play_land(game: Game, player: Player, card: Any) -> Any:
    """305.1: put a land from hand onto the battlefield (a special action, 116.2a)."""
    player.lands_played_this_turn += 1
    game.log.add("land", f"{player.name} plays {card.name}", player=player.name, card=card.name)
    return game.move(card, ZoneKind.BATTLEFIELD, controller=player, announce=False, cause="play")


def cast_spell(
    game: Game,
    player: Player,
    card: Any,
    *,
    via: CastPermission | None = None,
    alt_cost: str | None = None,
    alt_name: str = "",
    free: bool = False,
) -> Spell:
    """601.2: cast ``card``; ``alt_cost`` is an alternative cost (e.g. miracle), ``free`` casts it
    without paying its mana cost (118.9: X is then 0, FAQ P105)."""
    if via is not None and via.free:
        free = True
    if via is not None and via.alt_cost is not None and alt_cost is None:
        alt_cost, alt_name = via.alt_cost, via.alt_name  # e.g. flashback (702.34a)
    if split_second_on_stack(game):  # 702.61b
        raise IllegalActionError(
            f"{card.name} can't be cast: a spell with split second is on the stack"
        )
    if cast_limited(game, player, card):  # 601.3
        raise IllegalActionError(
            f"{card.name} can't be cast: {player.name} has cast as many such spells this turn "
            "as an effect allows"
        )
    if cast_prohibited(game, player, card):  # 601.3
        raise IllegalActionError(f"{card.name} can't be cast: an effect forbids it")
    origin = card.zone
    if origin is None:
        raise IllegalActionError(f"{card.name} is not in a zone")
    if origin is not player.hand and via is None and alt_cost is None and not free:
        raise IllegalActionError(f"{card.name} is not in {player.name}'s hand")
    origin_kind = origin.kind
    spell = game.move(
        card, ZoneKind.STACK, controller=player, cause="cast", announce=False
    )  # 601.2a
    assert isinstance(spell, Spell)
    spell.cast_from = origin_kind  # 601.2a: a fact of the spell (casting/origins.py)
    spell.cast_by = player
    spell.alt_cost = alt_name or None
    try:
        others = _other_costs(spell) + (via.alt_costs if via is not None else ())
        others += announce_kicker(  # 601.2b, 702.33a
            game,
            player,
            spell,
            others,
            lambda: total_mana_cost(game, player, spell, alt_cost=alt_cost, free=free),
        )
        # X = 0 for the modes (X is announced with them, 601.2b)
        payable = _cost_with_target(game, player, spell, others, alt_cost=alt_cost, free=free)
        allowed = affordable_target(game, player, spell, payable)
        _choose_modes(game, player, spell, allowed)  # 601.2b
        symbols = alt_cost if alt_cost is not None else spell.chars.mana_cost
        if parse_mana_cost(symbols).x_count and not free:
            top = max_x(game, player, spell, alt_cost=alt_cost)
            x = int(player.agent.choose_x(game, player, XRequest(spell, top)))
            if not 0 <= x <= top:
                raise IllegalActionError(f"{player.name} chose X={x}; at most {top} can be paid")
            spell.x = x
        aura = aura_target(spell.chars)
        payable = _cost_with_target(
            game, player, spell, others, x=spell.x, alt_cost=alt_cost, free=free
        )
        allowed = affordable_target(game, player, spell, payable)
        for k, ability in enumerate(spell.spell_abilities):  # 601.2c
            spell.targets[k] = choose_targets(game, player, spell, ability, spell, allowed=allowed)
            if any(s.divide for s in ability.targets):  # 601.2d
                spell.division[k] = choose_division(game, player, spell, ability, spell.targets[k])
        if aura is not None:
            spell.enchant_target = choose_targets(
                game, player, spell, _AuraAbility(aura), spell, [aura], allowed
            )
        spec = total_mana_cost(
            game, player, spell, x=spell.x, alt_cost=alt_cost, free=free
        )  # 601.2f
        paid, spent = pay(  # 601.2g–h
            game, player, others, spell, x=spell.x, purpose=spell, extra_mana=spec
        )
        spell.paid.update(paid)
        if any(u.uncounterable for u in spent):
            spell.uncounterable = True  # 106.6 rider (FAQ P25)
    except Exception:
        if spell.zone is not None:  # 732 (rewind): an illegal cast is undone
            back = game.move(spell, origin_kind, announce=False, cause="rewind")
            if via is not None and back is not None:
                via.card = back
        raise
    spell.was_cast = True  # 601.2i
    game.spells_cast_this_turn.append(spell)
    player.spells_cast_this_turn += 1
    targets = spell.all_targets + [t for t in spell.enchant_target if t is not None]
    text = f"{player.name} casts {spell.name}"
    if alt_name:
        text += f" for its {alt_name} cost"
    if spell.x:
        text += f" (X={spell.x})"
    if targets:
        text += " targeting " + ", ".join(describe(t) for t in targets)
    game.log.add(
        "cast", text, player=player.name, card=spell.name, targets=[describe(t) for t in targets]
    )
    for used in (via, via.base if via is not None else None):
        if used is not None and used in game.cast_permissions:
            game.cast_permissions.remove(used)
    triggers.emit(game, ev.Cast(spell, player))
    for t in _unique(targets):
        triggers.emit(game, ev.BecameTarget(t, spell))
    return spell


class _AuraAbility:
    """A stand-in ability for an Aura spell's enchant target (115.1b)."""

    def __init__(self, spec: TargetSpec) -> None:
        self.targets = (spec,)


def _unique(objs: Sequence[Any]) -> list[Any]:
    out: list[Any] = []
    for o in objs:
        if not any(o is x for x in out):
            out.append(o)
    return out


def cast_with_alternative_cost(game: Game, player: Player, card: Any, cost: str, name: str) -> bool:
    """Cast ``card`` now for an alternative cost if its owner wants and can (702.94a: miracle,
    ignoring timing, M#5); True if it was cast."""
    if split_second_on_stack(game):  # 702.61b: an impossible cast does nothing (101.3)
        return False
    spec = total_mana_cost(game, player, card, alt_cost=cost)
    if not can_pay(game, player, _other_costs(card), card, purpose=card, extra_mana=spec):
        return False
    if not _castable_targets(game, player, card):
        return False  # M#4: no legal targets, can't cast it
    if not player.agent.choose_yes_no(game, player, f"cast {card.name} for its {name} cost?", card):
        return False
    cast_spell(game, player, card, alt_cost=cost, alt_name=name)
    return True


def cast_without_paying(game: Game, player: Player, card: Any, *, ask: bool = True) -> bool:
    """ "You may cast it without paying its mana cost" during a resolution (FAQ P40, P105)."""
    if card.zone is None or card.is_land or split_second_on_stack(game):  # 702.61b
        return False
    if not can_pay(
        game,
        player,
        _other_costs(card),
        card,
        purpose=card,
        extra_mana=total_mana_cost(game, player, card, free=True),
    ):
        return False
    if not _castable_targets(game, player, card):
        return False
    if ask and not player.agent.choose_yes_no(
        game, player, f"cast {card.name} without paying its mana cost?", card
    ):
        return False
    cast_spell(game, player, card, free=True)
    return True


def perform(game: Game, player: Player, action: Action) -> None:
    """Carry out a non-pass ``action`` for ``player`` (it must be legal)."""
    if isinstance(action, PlayLand):
        play_land(game, player, action.card)
    elif isinstance(action, CastSpell):
        cast_spell(game, player, action.card, via=action.via)
    elif isinstance(action, ActivateAbility):
        activate_ability(game, player, action.source, action.index)
    elif isinstance(action, IgnoreEffect):
        take_ignore_action(game, player, action)
    elif not isinstance(action, PassPriority):
        raise IllegalActionError(f"unknown action {action!r}")


from .activation import activatable, activate_ability
