"""The meaning of static abilities (604, 611.3): the ``ofuda.runtime.statics`` vocabulary.

A static ability holds ``effects`` (data values such as ``AddPowerToughness``
or ``CantBlock``) and an optional ``condition``.  On every layer refresh
:func:`collect_static_effects` turns the static abilities of the permanents
(and emblems) into :class:`~ofuda.runtime.engine.layers.layer_effects.LayerEffect` s, rule
records, cost modifiers and replacement effects.  Each effect's handler is
found by its type in :data:`~ofuda.runtime.engine.registry.STATIC_EFFECTS`; a type
without one is an error (the engine refuses to load, and an unknown value
raises), never an effect that does nothing.

The objects a static effect affects (``ThisPermanent``, ``EnchantedPermanent``,
``EquippedCreature``, ``PairedCreatures``, ``PermanentsMatching``) are
evaluated continuously, in the effect's layer (611.3a); conditions ("as long
as …") likewise (611.3b): :mod:`ofuda.runtime.engine.layers.affected`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ...definitions import ActivatedAbility, Keyword
from ...special_actions import MayIgnoreEffect
from ...statics import (
    AddColors,
    AddPowerToughness,
    AddTypes,
    AssignsDamageByToughness,
    AttacksDespiteDefender,
    AttacksEachCombat,
    BlockersLimit,
    CanBeBlockedOnlyBy,
    CanBlockAdditional,
    CanBlockOnly,
    CantAttack,
    CantAttackOrBlockAlone,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBeBlockedByLesserPower,
    CantBeCast,
    CantBeCountered,
    CantBlock,
    CantCauseSacrifice,
    CantTransform,
    CastAsThoughFlash,
    CastLimit,
    ChooseAsEnters,
    CostIncrease,
    CostReduction,
    DamageCantBePrevented,
    DoesntUntap,
    EntersAsCopy,
    GainControl,
    GrantAbilities,
    GrantKeywords,
    MaxCounters,
    MayCastFromZone,
    MultiplyDamage,
    MustBeBlockedByAll,
    MustBeBlockedIfAble,
    NoMaximumHandSize,
    PlayerHasKeywords,
    PreventDamageBy,
    PreventHalfDamage,
    Protection,
    RemoveKeywords,
)
from ...statics_activation import CantActivateAbilities
from ...statics_costs import AlternativeCost, OwnCostChange
from ...statics_entering import EntersAsChosenCopy, EntersTapped, EntersWithCounters
from ...statics_linked import GainActivatedAbilitiesOfExiled
from ...statics_mana import SpendAsAnyColor
from ...statics_opening_hand import BeginGameOnBattlefield
from ...statics_replacement import PowerToughnessDefining
from ...statics_zones import MayPlayLandsFrom
from ..casting.ignoring import exempt, note_offer
from ..casting.prohibitions import CantActivateRule
from ..objects.game_objects import Permanent, is_static
from ..objects.relative import players_meant
from ..objects.targets import object_matches
from ..registry import STATIC_EFFECTS
from . import layer_effects as L
from .affected import condition, controller_of, selector
from .evaluate import static_value
from .rules import (
    AS_THOUGH_FLASH,
    CANT_BE_CAST,
    CANT_BE_MADE_TO_SACRIFICE,
    CAST_LIMIT,
    NO_MAX_HAND_SIZE,
    PLAY_LANDS_FROM_GRAVEYARD,
    PLAYER_HEXPROOF,
    PLAYER_PROTECTION,
    PLAYER_SHROUD,
    SPEND_AS_ANY_COLOR,
    AlternativeCostOffer,
    AssignsDamageByToughnessRule,
    AttacksDespiteDefenderRule,
    AttacksEachCombatRule,
    BlockersLimitRule,
    CanBeBlockedOnlyByRule,
    CanBlockAdditionalRule,
    CanBlockOnlyRule,
    CantAttackOrBlockAloneRule,
    CantAttackRule,
    CantBeBlockedByLesserPowerRule,
    CantBeBlockedRule,
    CantBlockRule,
    CantTransformRule,
    CostModifier,
    DamageCantBePreventedRule,
    DoesntUntapRule,
    MaxCountersRule,
    MustBeBlockedIfAbleRule,
    MustBeBlockedRule,
    PlayerRule,
    PreventDamageByRule,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game

Handler = Callable[["Game", Any, Any, Any, Any], Iterable[L.LayerEffect]]

_INSTANCES: dict[type, Any] = {}


def instance_of(cls: type) -> Any:
    """One shared instance per granted ability class (abilities are stateless)."""
    inst = _INSTANCES.get(cls)
    if inst is None:
        inst = _INSTANCES[cls] = cls()
    return inst


# --- the collection ------------------------------------------------------------------------


def collect_static_effects(game: Game, perms: list[Permanent]) -> list[L.LayerEffect]:
    """Layer effects of every static ability on the battlefield and in the command zone.

    Rule records for players, cost modifiers and replacement effects are put in
    ``game.player_rules``, ``game.cost_modifiers`` and ``game.static_replacements``.
    """
    out: list[L.LayerEffect] = []
    for p in perms:
        for ability in p._chars.abilities:
            if _has_static_effects(ability):
                _collect(game, p, ability, out)
    for emblem in game.command.objects:
        for ability in emblem.abilities:
            if _has_static_effects(ability):
                _collect(game, emblem, ability, out)
    return out


_STATIC: dict[int, tuple[Any, bool]] = {}


def _has_static_effects(ability: Any) -> bool:
    hit = _STATIC.get(id(ability))
    if hit is not None and hit[0] is ability:
        return hit[1]
    answer = is_static(ability) and bool(getattr(ability, "effects", ()))
    _STATIC[id(ability)] = (ability, answer)
    return answer


def _collect(game: Game, source: Any, ability: Any, out: list[L.LayerEffect]) -> None:
    zone = getattr(ability, "zone", "battlefield")
    if isinstance(zone, str) and zone not in ("battlefield", "command"):
        return  # works from another zone (e.g. MayCastFromZone): see casting
    first = len(out)
    cond = getattr(ability, "condition", None)
    for effect in ability.effects:
        out.extend(STATIC_EFFECTS.of(effect)(game, source, ability, effect, cond))
    if game.ignoring:  # 116.2d: a player may be ignoring this ability's effect
        exempt(game, source, ability, out[first:])


def _layer(
    game: Game, source: Any, effect: Any, affected: Any, cond: Any, layer: str, op: L.Op
) -> list[L.LayerEffect]:
    """One layer effect of a static ability on ``affected`` (None: the source itself)."""
    check, per_object = condition(game, source, cond)
    return [
        L.LayerEffect(
            layer,
            op,
            timestamp=source.timestamp,
            source=source,
            select=selector(game, source, affected),
            condition=check,
            per_object=per_object,
            text=f"{getattr(source, 'name', 'a static ability')}: layer {layer}",  # a label for logs
        )
    ]


@STATIC_EFFECTS.register(GainControl)
def _gain_control(game: Game, source: Any, ability: Any, effect: GainControl, cond: Any) -> Any:
    def control(chars: Any, perm: Permanent) -> None:
        perm._ctrl = controller_of(source)

    return _layer(game, source, effect, effect.affected, cond, L.LAYER_CONTROL, control)


@STATIC_EFFECTS.register(AddTypes)
def _add_types(game: Game, source: Any, ability: Any, effect: AddTypes, cond: Any) -> Any:
    op = L.op_add_types(effect.card_types, effect.subtypes)
    return _layer(game, source, effect, effect.affected, cond, L.LAYER_TYPE, op)


@STATIC_EFFECTS.register(AddColors)
def _add_colors(game: Game, source: Any, ability: Any, effect: AddColors, cond: Any) -> Any:
    op = L.op_add_colors(effect.colors)
    return _layer(game, source, effect, effect.affected, cond, L.LAYER_COLOR, op)


@STATIC_EFFECTS.register(GrantKeywords)
def _grant_keywords(game: Game, source: Any, ability: Any, effect: GrantKeywords, cond: Any) -> Any:
    op = L.op_add_keywords(bind_chosen(k, source) for k in effect.keywords)
    return _layer(game, source, effect, effect.affected, cond, L.LAYER_ABILITIES, op)


def bind_chosen(keyword: Any, source: Any) -> Any:
    """A granted protection "from creatures of the chosen type" refers to the choice made for
    the source as it entered (614.12, Riders of Gavony): fix it in the keyword value; so does
    one "from the chosen card name" (201.3, Runed Halo)."""
    if not isinstance(keyword, Protection):
        return keyword
    quality = keyword.quality
    if quality is not None and quality.chosen_name:
        name = getattr(source, "choices", {}).get("card name")
        # none chosen (no card of the kind in the game): nothing has that name
        named = dataclasses.replace(quality, chosen_name=False, named=name or "")
        return dataclasses.replace(keyword, quality=named)
    if quality is None or not quality.chosen_subtype:
        return keyword
    chosen = getattr(source, "choices", {}).get("creature type")
    bound = dataclasses.replace(
        quality, chosen_subtype=False, subtypes=(chosen,) if chosen else ("(none)",)
    )
    return dataclasses.replace(keyword, quality=bound)


@STATIC_EFFECTS.register(RemoveKeywords)
def _remove_keywords(
    game: Game, source: Any, ability: Any, effect: RemoveKeywords, cond: Any
) -> Any:
    op = L.op_remove_keywords(effect.keywords)
    return _layer(game, source, effect, effect.affected, cond, L.LAYER_ABILITIES, op)


@STATIC_EFFECTS.register(GrantAbilities)
def _grant_abilities(
    game: Game, source: Any, ability: Any, effect: GrantAbilities, cond: Any
) -> Any:
    op = L.op_add_abilities(instance_of(cls) for cls in effect.abilities)
    return _layer(game, source, effect, effect.affected, cond, L.LAYER_ABILITIES, op)


@STATIC_EFFECTS.register(GainActivatedAbilitiesOfExiled)
def _impostor(
    game: Game, source: Any, ability: Any, effect: GainActivatedAbilitiesOfExiled, cond: Any
) -> Any:
    """ "has all activated abilities of all creature cards exiled with it" (607.2a, FAQ P34)."""
    wanted = effect.filter

    def add(chars: Any, perm: Permanent) -> None:
        gained: list[Any] = []
        for card in getattr(source, "remembered", ()):
            if card.zone_kind != "exile":
                continue
            if object_matches(card, wanted, perm.controller, source):
                gained.extend(a for a in card.abilities if isinstance(a, ActivatedAbility))
        if gained:
            chars.abilities = chars.abilities + tuple(gained)

    return _layer(game, source, effect, None, cond, L.LAYER_ABILITIES, add)


@STATIC_EFFECTS.register(AddPowerToughness)
def _add_pt(game: Game, source: Any, ability: Any, effect: AddPowerToughness, cond: Any) -> Any:
    """Layer 7c (613.4c). A counted change ("+1/+1 for each Forest you control") is worked
    out as the layer applies, on every refresh: the number follows the game (611.3a)."""
    if isinstance(effect.power, int) and isinstance(effect.toughness, int):
        op = L.op_modify_pt(effect.power, effect.toughness)
    else:
        game.life_sensitive = True  # a count of cards in hand follows every draw (611.3a)

        def op(chars: Any, perm: Permanent) -> None:
            power = static_value(game, source, effect.power)
            toughness = static_value(game, source, effect.toughness)
            L.op_modify_pt(power, toughness)(chars, perm)

    return _layer(game, source, effect, effect.affected, cond, L.LAYER_PT_MODIFY, op)


@STATIC_EFFECTS.register(PowerToughnessDefining)
def _cda_pt(
    game: Game, source: Any, ability: Any, effect: PowerToughnessDefining, cond: Any
) -> Any:
    """604.3 / 613.4a: a characteristic-defining ability for power and toughness."""
    game.life_sensitive = True  # e.g. "half the highest life total among your opponents"

    def define(chars: Any, perm: Permanent) -> None:
        chars.power = static_value(game, source, effect.power)
        if effect.toughness is not None:  # None: only the power is defined (208.2a)
            chars.toughness = static_value(game, source, effect.toughness)

    return _layer(game, source, effect, None, cond, L.LAYER_PT_CDA, define)


def _rule(rule_factory: Callable[[Any, Any], Any]) -> Handler:
    """A handler putting the rule ``rule_factory(source, effect)`` on the affected objects
    (the rules layer: restrictions and requirements that are not characteristics)."""

    def handler(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
        op = L.op_rule(rule_factory(source, effect))
        return _layer(game, source, effect, effect.affected, cond, L.LAYER_RULES, op)

    return handler


STATIC_EFFECTS.add(CantAttack, _rule(lambda s, e: CantAttackRule(s)))  # 508.1c
STATIC_EFFECTS.add(  # 506.5
    CantAttackOrBlockAlone, _rule(lambda s, e: CantAttackOrBlockAloneRule(e.attack, e.block, s))
)
STATIC_EFFECTS.add(AttacksDespiteDefender, _rule(lambda s, e: AttacksDespiteDefenderRule(s)))  # 702.3b
STATIC_EFFECTS.add(  # 510.1c
    AssignsDamageByToughness, _rule(lambda s, e: AssignsDamageByToughnessRule(s))
)
STATIC_EFFECTS.add(  # 509.1b
    CantBlock, _rule(lambda s, e: CantBlockRule(e.attackers, s, controller_of(s)))
)
STATIC_EFFECTS.add(  # 509.1b
    CanBlockOnly, _rule(lambda s, e: CanBlockOnlyRule(e.attackers, s, controller_of(s)))
)
STATIC_EFFECTS.add(CantBeBlocked, _rule(lambda s, e: CantBeBlockedRule(None, s)))  # 509.1b
STATIC_EFFECTS.add(  # 509.1b
    CantBeBlockedBy, _rule(lambda s, e: CantBeBlockedRule(e.blockers, s, controller_of(s)))
)
STATIC_EFFECTS.add(  # 509.1b
    CanBeBlockedOnlyBy,
    _rule(lambda s, e: CanBeBlockedOnlyByRule(e.blockers, s, controller_of(s))),
)
STATIC_EFFECTS.add(  # 509.1b
    BlockersLimit, _rule(lambda s, e: BlockersLimitRule(e.at_least, e.at_most, s))
)
STATIC_EFFECTS.add(  # 509.1b
    CantBeBlockedByLesserPower, _rule(lambda s, e: CantBeBlockedByLesserPowerRule(s))
)
STATIC_EFFECTS.add(AttacksEachCombat, _rule(lambda s, e: AttacksEachCombatRule(s)))  # 508.1d
STATIC_EFFECTS.add(MustBeBlockedByAll, _rule(lambda s, e: MustBeBlockedRule(s)))  # 509.1c
STATIC_EFFECTS.add(MustBeBlockedIfAble, _rule(lambda s, e: MustBeBlockedIfAbleRule(s)))  # 509.1c
STATIC_EFFECTS.add(  # 509.1b
    CanBlockAdditional, _rule(lambda s, e: CanBlockAdditionalRule(e.count, s))
)
STATIC_EFFECTS.add(DoesntUntap, _rule(lambda s, e: DoesntUntapRule(s)))  # 502.3
STATIC_EFFECTS.add(CantTransform, _rule(lambda s, e: CantTransformRule(s)))  # 701.28a
STATIC_EFFECTS.add(MaxCounters, _rule(lambda s, e: MaxCountersRule(e.kind, e.count, s)))  # 704.5r
STATIC_EFFECTS.add(  # 615.12
    DamageCantBePrevented, _rule(lambda s, e: DamageCantBePreventedRule(s))
)
STATIC_EFFECTS.add(  # 615.1a
    PreventDamageBy, _rule(lambda s, e: PreventDamageByRule(e.combat_only, s))
)
STATIC_EFFECTS.add(CantActivateAbilities, _rule(lambda s, e: CantActivateRule(s)))  # 602.5a
STATIC_EFFECTS.add(MayIgnoreEffect, note_offer)  # 116.2d: a special action it offers


@STATIC_EFFECTS.register(CantBeCountered)
def _functions_on_the_stack(
    game: Game, source: Any, ability: Any, effect: CantBeCountered, cond: Any
) -> Any:
    """113.6: "This spell can't be countered" functions only while its object is a spell on
    the stack (read there by ``stack.resolution.counter``); a permanent's has no effect."""
    return []


@STATIC_EFFECTS.register(OwnCostChange)
def _own_cost_change(
    game: Game, source: Any, ability: Any, effect: OwnCostChange, cond: Any
) -> Any:
    """113.6c: a card's change of its own cost functions as it is cast (read there by
    ``casting.spells.total_mana_cost``); a permanent's has no effect."""
    return []


@STATIC_EFFECTS.register(AlternativeCost)
def _alternative_cost(
    game: Game, source: Any, ability: Any, effect: AlternativeCost, cond: Any
) -> Any:
    """118.9: "… rather than pay the mana cost for Zombie creature spells you cast" offers its
    controller that cost (read by ``casting.permissions.castable_cards``); a card's own ("this
    spell's mana cost") functions as the card is cast, 601.2b, and has no effect here."""
    if effect.spells is not None:
        check, _ = condition(game, source, cond)
        offer = AlternativeCostOffer(effect.spells, effect.cost, source, controller_of(source), check)
        game.alternative_costs.append(offer)
    return []


@STATIC_EFFECTS.register(NoMaximumHandSize)
def _no_max_hand_size(
    game: Game, source: Any, ability: Any, effect: NoMaximumHandSize, cond: Any
) -> Any:
    """402.2: a rule on the controller (no discard to hand size in the cleanup step, 514.1)."""
    check, _ = condition(game, source, cond)
    game.player_rules.append(PlayerRule(controller_of(source), NO_MAX_HAND_SIZE, source, check))
    return []


@STATIC_EFFECTS.register(CastAsThoughFlash)
def _cast_as_though_flash(
    game: Game, source: Any, ability: Any, effect: CastAsThoughFlash, cond: Any
) -> Any:
    """601.3e: a rule on the controller: they may cast spells as though they had flash
    (casting.spells.has_instant_timing)."""
    check, _ = condition(game, source, cond)
    game.player_rules.append(PlayerRule(controller_of(source), AS_THOUGH_FLASH, source, check))
    return []


@STATIC_EFFECTS.register(PlayerHasKeywords)
def _player_has_keywords(
    game: Game, source: Any, ability: Any, effect: PlayerHasKeywords, cond: Any
) -> Any:
    """702.11c, 702.18a: "You have hexproof." — a rule on the controller read as targets are
    chosen and checked (objects.targets.player_can_be_targeted); 702.16: "You have protection
    from …", read wherever protection is (objects.targets.protected_from)."""
    check, _ = condition(game, source, cond)
    kinds = {Keyword.HEXPROOF: PLAYER_HEXPROOF, Keyword.SHROUD: PLAYER_SHROUD}
    you = controller_of(source)
    for keyword in effect.keywords:
        if isinstance(keyword, Protection):  # 702.16: read by objects.targets.protected_from
            bound = bind_chosen(keyword, source)
            game.player_rules.append(PlayerRule(you, PLAYER_PROTECTION, source, check, data=bound))
            continue
        game.player_rules.append(PlayerRule(you, kinds[keyword], source, check))
    return []


@STATIC_EFFECTS.register(CastLimit)
def _cast_limit(game: Game, source: Any, ability: Any, effect: CastLimit, cond: Any) -> Any:
    """601.3: "Each player can't cast more than one spell each turn." — a rule on each player
    the effect means (casting.cast_limits)."""
    check, _ = condition(game, source, cond)
    you = controller_of(source)
    for player in players_meant(game, effect.players, you, source):
        data = (effect.most, effect.spells, you)
        game.player_rules.append(PlayerRule(player, CAST_LIMIT, source, check, data=data))
    return []


@STATIC_EFFECTS.register(CantBeCast)
def _cant_be_cast(game: Game, source: Any, ability: Any, effect: CantBeCast, cond: Any) -> Any:
    """601.3: "Spells with the chosen name can't be cast." — a rule on every player
    (casting.cast_prohibitions)."""
    check, _ = condition(game, source, cond)
    for player in game.players:
        game.player_rules.append(PlayerRule(player, CANT_BE_CAST, source, check, data=effect.spells))
    return []


@STATIC_EFFECTS.register(MayPlayLandsFrom)
def _may_play_lands_from(
    game: Game, source: Any, ability: Any, effect: MayPlayLandsFrom, cond: Any
) -> Any:
    """305.1: a rule on the controller: land cards in their graveyard may be played (each a
    land play, 305.2; casting.legal_actions offers them)."""
    check, _ = condition(game, source, cond)
    rule = PlayerRule(controller_of(source), PLAY_LANDS_FROM_GRAVEYARD, source, check)
    game.player_rules.append(rule)
    return []


@STATIC_EFFECTS.register(BeginGameOnBattlefield)
def _begin_game_on_battlefield(
    game: Game, source: Any, ability: Any, effect: BeginGameOnBattlefield, cond: Any
) -> Any:
    """103.6a: the ability functions in the opening hand only (engine/opening_hand.py); on the
    battlefield it does nothing."""
    return []


@STATIC_EFFECTS.register(SpendAsAnyColor)
def _spend_as_any_color(
    game: Game, source: Any, ability: Any, effect: SpendAsAnyColor, cond: Any
) -> Any:
    """609.4b: a rule on the controller: any mana pays coloured symbols (engine/mana/costs.py)."""
    check, _ = condition(game, source, cond)
    game.player_rules.append(PlayerRule(controller_of(source), SPEND_AS_ANY_COLOR, source, check))
    return []


@STATIC_EFFECTS.register(CantCauseSacrifice)
def _cant_cause_sacrifice(
    game: Game, source: Any, ability: Any, effect: CantCauseSacrifice, cond: Any
) -> Any:
    """701.17a, 101.3: a rule on the controller; the rule's data is the filter of the
    permanents opponents' instructions can't make them sacrifice."""
    check, _ = condition(game, source, cond)
    game.player_rules.append(
        PlayerRule(
            controller_of(source), CANT_BE_MADE_TO_SACRIFICE, source, check, effect.permanents
        )
    )
    return []


@STATIC_EFFECTS.register(CostReduction, CostIncrease)
def _cost_change(
    game: Game, source: Any, ability: Any, effect: CostReduction | CostIncrease, cond: Any
) -> Any:
    """601.2f: a cost modifier (increases apply before reductions, FAQ P9)."""
    check, _ = condition(game, source, cond)
    sign = 1 if isinstance(effect, CostIncrease) else -1
    game.cost_modifiers.append(
        CostModifier(
            tuple(effect.spells),
            sign * effect.amount,
            str(effect.caster),
            source,
            controller_of(source),
            effect.per_counter,
            check,
            effect.targeting_source,
        )
    )
    return []


@STATIC_EFFECTS.register(
    MultiplyDamage, PreventHalfDamage, EntersAsCopy, EntersTapped, EntersWithCounters
)
def _replacement(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    """614, 615: a replacement or prevention effect of a permanent on the battlefield (an
    entering permanent's own "enters tapped / with counters" is applied as it enters:
    static_replacements.self_replacement)."""
    from ..replacement.static_replacements import make_static_replacement

    check, _ = condition(game, source, cond)
    repl = make_static_replacement(game, source, effect, check)
    if repl is not None:
        game.static_replacements.append(repl)
    return []


@STATIC_EFFECTS.register(ChooseAsEnters, EntersAsChosenCopy)
def _as_it_enters(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    """614.12, 707.9: applied as the permanent enters — the choice by
    keyword_abilities.choose_as_enters, the copy by entering.chosen_copy_replacement — so it
    makes no continuous effect while the permanent is on the battlefield."""
    return []


@STATIC_EFFECTS.register(MayCastFromZone)
def _casting_permission(
    game: Game, source: Any, ability: Any, effect: MayCastFromZone, cond: Any
) -> Any:
    """601.3: a permission that works from the zone it names (casting/permissions.py reads it
    from the card there); on the battlefield it makes no continuous effect."""
    return []
