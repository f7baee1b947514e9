"""Casting spells (601), activating abilities (602), playing lands (305) and timing (117.1).

:func:`legal_actions` lists what a player with priority may do; :func:`perform`
does one of them.  An action is listed only if it can be completed: its timing
is right, its costs can be paid (118.3) and each target phrase has enough
legal targets (601.2c), so performing a listed action with legal choices
always succeeds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .actions import Action, ActivateAbility, CastSpell, PassPriority, PlayLand, TargetRequest
from .costs import can_pay, describe_cost, mana_sources, pay, pay_mana
from .definitions import Ability, CardType, Keyword, SpellAbility, Step, TargetSpec
from .errors import IllegalActionError
from .mana import can_afford, parse_mana_cost
from .objects import Permanent, Spell, StackAbility
from .targets import candidates_for, describe, has_legal_targets, min_targets
from .zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .players import Player

MAIN_PHASES = (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)


def sorcery_timing(game: Game, player: Player) -> bool:
    """117.1a: own main phase, with an empty stack."""
    return game.active is player and game.step in MAIN_PHASES and not game.stack.objects


def has_instant_timing(card: Any) -> bool:
    """Instants, and spells with flash (702.8a), may be cast any time their controller has priority."""
    return CardType.INSTANT in card.card_types or Keyword.FLASH in card.card.keywords


def legal_actions(game: Game, player: Player) -> list[Action]:
    """Everything ``player`` could do with priority now; ``[0]`` is always :class:`PassPriority`."""
    actions: list[Action] = [PassPriority()]
    sorcery_ok = sorcery_timing(game, player)
    # 305.2 / 116.2a: play a land — main phase, empty stack, own turn, land plays left.
    if sorcery_ok and player.lands_played_this_turn < player.land_plays_allowed:
        for card in player.hand.objects:
            if card.is_land:
                actions.append(PlayLand(card))
    sources = None
    affordable: dict[str | None, bool] = {}
    for card in player.hand.objects:
        if card.is_land:
            continue
        if not (sorcery_ok or has_instant_timing(card)):
            continue
        key = card.card.mana_cost
        if key not in affordable:
            spec = parse_mana_cost(key).with_x(0)
            if spec.is_free():
                affordable[key] = True
            else:
                if sources is None:
                    sources = mana_sources(game, player)
                affordable[key] = can_afford(player.mana_pool, sources, spec)
        if not affordable[key]:
            continue
        specs = [
            s for cls in card.card.abilities if issubclass(cls, SpellAbility) for s in cls.targets
        ]
        if specs and not has_legal_targets(game, specs, player, card):
            continue
        actions.append(CastSpell(card))
    # 602.2 / 117.1b: activated abilities of permanents the player controls.
    for perm in game.battlefield.objects:
        if perm.controller is not player or not perm.activated:
            continue
        for index, ability in perm.activated:
            if ability.sorcery_speed and not sorcery_ok:
                continue
            if not can_pay(game, player, ability.cost.items, perm):
                continue
            if ability.targets and not has_legal_targets(game, ability.targets, player, perm):
                continue
            actions.append(ActivateAbility(perm, index))
    return actions


def target_slots(specs: Sequence[TargetSpec]) -> list[TargetSpec]:
    """The spec of each target index: a spec with ``count=N`` fills N consecutive slots."""
    return [s for s in specs for _ in range(s.count)]


def choose_targets(
    game: Game, player: Player, source: Any, ability: Ability, self_obj: Any
) -> list[Any]:
    """Ask ``player``'s agent for the ability's targets (115.1); returns one entry per slot (None if unchosen)."""
    chosen_all: list[Any] = []
    for spec in ability.targets:
        cands = tuple(candidates_for(game, spec, player, source, self_obj))
        need = min_targets(spec)
        req = TargetRequest(source, ability, spec, cands, need, spec.count)
        chosen = list(player.agent.choose_targets(game, player, req))
        if not (need <= len(chosen) <= spec.count) or len({id(c) for c in chosen}) != len(chosen):
            raise IllegalActionError(
                f"{player.name} chose {len(chosen)} target(s) for {source.name}; needs {need}..{spec.count} distinct"
            )
        for c in chosen:
            if not any(c is k for k in cands):  # 115.3 one object per instance of "target"
                raise IllegalActionError(f"{describe(c)} is not a legal target for {source.name}")
        chosen_all.extend(chosen)
        chosen_all.extend([None] * (spec.count - len(chosen)))
    return chosen_all


def play_land(game: Game, player: Player, card: Any) -> Permanent:
    """305.1: put a land from hand onto the battlefield (a special action, 116.2a)."""
    player.lands_played_this_turn += 1
    game.log.add("land", f"{player.name} plays {card.name}", player=player.name, card=card.name)
    perm = game.move(card, ZoneKind.BATTLEFIELD, controller=player, announce=False)
    return perm


def cast_spell(game: Game, player: Player, card: Any) -> Spell:
    """601.2: move the card to the stack, choose targets, pay the total cost; it becomes cast."""
    if card.zone is not player.hand:
        raise IllegalActionError(f"{card.name} is not in {player.name}'s hand")
    spell = game.move(card, ZoneKind.STACK, controller=player)  # 601.2a
    assert isinstance(spell, Spell)
    all_targets: list[Any] = []
    try:
        for k, ability in enumerate(spell.spell_abilities):  # 601.2c
            spell.targets[k] = choose_targets(game, player, spell, ability, spell)
            all_targets.extend(t for t in spell.targets[k] if t is not None)
        if "{X}" in (card.card.mana_cost or ""):  # 601.2b: announce the value of X
            choose_x = getattr(player.agent, "choose_x", None)
            spell.x = max(0, int(choose_x(game, player, spell))) if choose_x else 0
        spec = parse_mana_cost(card.card.mana_cost).with_x(spell.x)  # 601.2f
        pay_mana(game, player, spec)  # 601.2g–h
    except Exception:
        game.move(spell, ZoneKind.HAND, announce=False)  # 732 (rewind): an illegal cast is undone
        raise
    text = f"{player.name} casts {spell.name}"
    if all_targets:
        text += " targeting " + ", ".join(describe(t) for t in all_targets)
    game.log.add(
        "cast",
        text,
        player=player.name,
        card=spell.name,
        targets=[describe(t) for t in all_targets],
    )
    return spell


def activate_ability(game: Game, player: Player, perm: Permanent, index: int) -> StackAbility:
    """602.2: put the ability on the stack, choose targets, pay its cost."""
    ability = perm.abilities[index]
    if perm.controller is not player or not perm.on_battlefield:
        raise IllegalActionError(f"{player.name} can't activate {perm.name}'s ability")
    item = StackAbility(game, perm, player, ability, "activated")
    game.stack.add(item)  # 602.2a
    try:
        item.targets = choose_targets(game, player, perm, ability, item)  # 602.2b
    except Exception:
        game.stack.remove(item)  # 732 (rewind)
        raise
    text = (
        f"{player.name} activates {perm.name}'s ability ({describe_cost(ability.cost.items, perm)})"
    )
    shown = [describe(t) for t in item.targets if t is not None]
    if shown:
        text += " targeting " + ", ".join(shown)
    game.log.add("activate", text, player=player.name, source=perm.name, targets=shown)
    pay(game, player, ability.cost.items, perm)  # 602.2b / 601.2h
    return item


def perform(game: Game, player: Player, action: Action) -> None:
    """Carry out a non-pass ``action`` for ``player`` (it must be legal)."""
    if isinstance(action, PlayLand):
        play_land(game, player, action.card)
    elif isinstance(action, CastSpell):
        cast_spell(game, player, action.card)
    elif isinstance(action, ActivateAbility):
        activate_ability(game, player, action.source, action.index)
    elif not isinstance(action, PassPriority):
        raise IllegalActionError(f"unknown action {action!r}")
