"""The meaning of static abilities (604, 611.3): the ``ofuda.runtime.statics`` vocabulary.

A static ability holds ``effects`` (data values such as ``AddPowerToughness``
or ``CantBlock``) and an optional ``condition``.  On every layer refresh
:func:`collect_static_effects` turns the static abilities of the permanents
(and emblems) into :class:`~ofuda.runtime.layers.LayerEffect` s, rule
records, cost modifiers and replacement effects.  Handlers are registered by
the class *name* of the vocabulary type, so that a type works as soon as it
exists and a type the engine doesn't know yet does nothing.

The objects a static effect affects (``ThisPermanent``, ``EnchantedPermanent``,
``EquippedCreature``, ``PairedCreatures``, ``PermanentsMatching``) are
evaluated continuously, in the effect's layer (611.3a); conditions ("as long
as …") likewise (611.3b).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from . import layers as L
from .definitions import ActivatedAbility, CardType, Controller
from .objects import Permanent, is_static
from .rules import (
    CANT_BE_MADE_TO_SACRIFICE,
    CANT_PAY_LIFE,
    CANT_SACRIFICE_CREATURES,
    NO_MAX_HAND_SIZE,
    AttacksEachCombatRule,
    CanBlockAdditionalRule,
    CanBlockOnlyRule,
    CantAttackRule,
    CantBeBlockedByLesserPowerRule,
    CantBeBlockedRule,
    CantBlockRule,
    CostModifier,
    DamageCantBePreventedRule,
    DoesntUntapRule,
    MaxCountersRule,
    PlayerRule,
    PreventDamageByRule,
)
from .special_actions import exempt, note_offer
from .statics_activation import CantActivateRule
from .targets import object_matches

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

Selector = Callable[[Permanent], bool]
Handler = Callable[["Game", Any, Any, Any, Any], Iterable[L.LayerEffect]]
HANDLERS: dict[str, Handler] = {}
CONDITIONS: dict[str, Callable[..., Any]] = {}

_INSTANCES: dict[type, Any] = {}


def handles(*names: str) -> Callable[[Handler], Handler]:
    """Register a handler for the static-effect types called ``names``."""

    def register(fn: Handler) -> Handler:
        for name in names:
            HANDLERS[name] = fn
        return fn

    return register


def instance_of(cls: type) -> Any:
    """One shared instance per granted ability class (abilities are stateless)."""
    inst = _INSTANCES.get(cls)
    if inst is None:
        inst = _INSTANCES[cls] = cls()
    return inst


def controller_of(source: Any) -> Any:
    """The current controller of a source (during a refresh: as far as layer 2 has applied)."""
    return source.controller


# --- affected objects ------------------------------------------------------------------


def selector(game: Game, source: Any, affected: Any) -> Selector:
    """A predicate for the permanents a static effect's ``affected`` value names."""
    kind = type(affected).__name__
    if affected is None or kind == "ThisPermanent":
        return lambda p: p is source
    if kind in ("EnchantedPermanent", "EquippedCreature"):
        return lambda p: p is getattr(source, "attached_to", None)
    if kind == "PairedCreatures":
        return lambda p: (
            getattr(source, "paired_with", None) is not None
            and (p is source or p is source.paired_with)
        )
    if kind == "PermanentsMatching":
        flt = affected.filter
        if getattr(flt, "tapped", None) is not None:
            game.tap_sensitive = True  # tapping must recompute the layers from now on
        return lambda p: object_matches(p, flt, controller_of(source), source)
    return lambda p: False


# --- conditions --------------------------------------------------------------------------


def condition(game: Game, source: Any, cond: Any) -> tuple[Callable[..., bool] | None, bool]:
    """A check for a static ability's ``condition``: (callable, takes the affected object)."""
    if cond is None:
        return None, False
    fn = CONDITIONS.get(type(cond).__name__)
    if fn is None:
        return (lambda *_: False), False  # an unknown condition never holds
    return fn(game, source, cond)


def _register_condition(name: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        CONDITIONS[name] = fn
        return fn

    return register


@_register_condition("IsPaired")
def _is_paired(game: Game, source: Any, cond: Any) -> tuple[Callable[..., bool], bool]:
    partner = getattr(cond, "partner", None)

    def check(*_: Any) -> bool:
        other = getattr(source, "paired_with", None)
        if other is None:
            return False
        return partner is None or object_matches(other, partner, controller_of(source), source)

    return check, False


@_register_condition("IsYourTurn")
def _your_turn(game: Game, source: Any, cond: Any) -> tuple[Callable[..., bool], bool]:
    return (lambda *_: game.active is controller_of(source)), False


@_register_condition("ControlsCount")
def _controls_count(game: Game, source: Any, cond: Any) -> tuple[Callable[..., bool], bool]:
    flt, count, at_least, whose = cond.filter, cond.count, cond.at_least, cond.whose

    def compare(n: int) -> bool:
        return n >= count if at_least else n == count

    if whose is None:  # "its controller controls …": relative to the affected object

        def per_object(obj: Any) -> bool:
            ctrl = controller_of(obj)
            n = sum(
                1
                for p in game.battlefield.objects
                if controller_of(p) is ctrl and object_matches(p, flt, ctrl, obj)
            )
            return compare(n)

        return per_object, True

    def check(*_: Any) -> bool:
        you = controller_of(source)
        n = 0
        for p in game.battlefield.objects:
            owner_ok = (
                controller_of(p) is you
                if whose == Controller.YOU
                else (controller_of(p) is not you if whose == Controller.OPPONENT else True)
            )
            if owner_ok and object_matches(p, flt, you, source):
                n += 1
        return compare(n)

    return check, False


@_register_condition("AffectedMatches")
def _affected_matches(game: Game, source: Any, cond: Any) -> tuple[Callable[..., bool], bool]:
    flt = cond.filter
    return (lambda obj: object_matches(obj, flt, controller_of(source), source)), True


@_register_condition("Not")
def _not(game: Game, source: Any, cond: Any) -> tuple[Callable[..., bool], bool]:
    inner, per_object = condition(game, source, cond.condition)
    if inner is None:
        return (lambda *_: False), False
    return (lambda *args: not inner(*args)), per_object


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
            if is_static(ability) and getattr(ability, "effects", ()):
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
    for effect in ability.effects:
        handler = HANDLERS.get(type(effect).__name__)
        if handler is not None:
            out.extend(handler(game, source, ability, effect, getattr(ability, "condition", None)))
    if game.ignoring:  # 116.2d: a player may be ignoring this ability's effect
        exempt(game, source, ability, out[first:])


def _layer(
    game: Game, source: Any, ability: Any, effect: Any, cond: Any, layer: str, op: L.Op
) -> list[L.LayerEffect]:
    check, per_object = condition(game, source, cond)
    return [
        L.LayerEffect(
            layer,
            op,
            timestamp=source.timestamp,
            source=source,
            select=selector(game, source, getattr(effect, "affected", None)),
            condition=check,
            per_object=per_object,
            text=type(effect).__name__,
        )
    ]


@handles("GainControl")
def _gain_control(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    def control(chars: Any, perm: Permanent) -> None:
        perm._ctrl = controller_of(source)

    return _layer(game, source, ability, effect, cond, L.LAYER_CONTROL, control)


@handles("AddTypes")
def _add_types(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    op = L.op_add_types(effect.card_types, effect.subtypes)
    return _layer(game, source, ability, effect, cond, L.LAYER_TYPE, op)


@handles("AddColors")
def _add_colors(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    return _layer(
        game, source, ability, effect, cond, L.LAYER_COLOR, L.op_add_colors(effect.colors)
    )


@handles("GrantKeywords")
def _grant_keywords(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    op = L.op_add_keywords(bind_chosen(k, source) for k in effect.keywords)
    return _layer(game, source, ability, effect, cond, L.LAYER_ABILITIES, op)


def bind_chosen(keyword: Any, source: Any) -> Any:
    """A granted protection "from creatures of the chosen type" refers to the choice made for
    the source as it entered (614.12, Riders of Gavony): fix it in the keyword value."""
    quality = getattr(keyword, "quality", None)
    if quality is None or not getattr(quality, "chosen_subtype", False):
        return keyword
    chosen = getattr(source, "choices", {}).get("creature type")
    bound = dataclasses.replace(
        quality, chosen_subtype=False, subtypes=(chosen,) if chosen else ("(none)",)
    )
    return dataclasses.replace(keyword, quality=bound)


@handles("RemoveKeywords")
def _remove_keywords(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    op = L.op_remove_keywords(effect.keywords)
    return _layer(game, source, ability, effect, cond, L.LAYER_ABILITIES, op)


@handles("GrantAbilities")
def _grant_abilities(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    op = L.op_add_abilities(instance_of(cls) for cls in effect.abilities)
    return _layer(game, source, ability, effect, cond, L.LAYER_ABILITIES, op)


@handles("GainActivatedAbilitiesOfExiled", "HasActivatedAbilitiesOfExiled")
def _impostor(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    """ "has all activated abilities of all creature cards exiled with it" (FAQ P34)."""

    def add(chars: Any, perm: Permanent) -> None:
        gained: list[Any] = []
        wanted = getattr(effect, "filter", None)  # statics_linked.GainActivatedAbilitiesOfExiled
        for card in getattr(source, "remembered", ()):
            if card.zone_kind != "exile":
                continue
            if (
                object_matches(card, wanted, perm.controller, source)
                if wanted is not None
                else CardType.CREATURE in card.card_types
            ):
                gained.extend(a for a in card.abilities if isinstance(a, ActivatedAbility))
        if gained:
            chars.abilities = chars.abilities + tuple(gained)

    return _layer(game, source, ability, effect, cond, L.LAYER_ABILITIES, add)


@handles("AddPowerToughness")
def _add_pt(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    op = L.op_modify_pt(effect.power, effect.toughness)
    return _layer(game, source, ability, effect, cond, L.LAYER_PT_MODIFY, op)


@handles("SetPowerToughness")
def _set_pt(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    op = L.op_set_pt(effect.power, effect.toughness)
    return _layer(game, source, ability, effect, cond, L.LAYER_PT_SET, op)


@handles("PowerToughnessDefining", "CharacteristicDefiningPT")
def _cda_pt(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    """604.3 / 613.4a: a characteristic-defining ability for power and toughness."""
    from .evaluate import static_value

    game.life_sensitive = True  # e.g. "half the highest life total among your opponents"

    def define(chars: Any, perm: Permanent) -> None:
        chars.power = static_value(game, source, effect.power)
        chars.toughness = static_value(game, source, effect.toughness)

    return _layer(game, source, ability, effect, cond, L.LAYER_PT_CDA, define)


def _rule(rule_factory: Callable[[Any, Any], Any]) -> Handler:
    def handler(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
        op = L.op_rule(rule_factory(source, effect))
        return _layer(game, source, ability, effect, cond, L.LAYER_RULES, op)

    return handler


HANDLERS["CantAttack"] = _rule(lambda s, e: CantAttackRule(s))
HANDLERS["CantBlock"] = _rule(
    lambda s, e: CantBlockRule(getattr(e, "attackers", None), s, controller_of(s))
)
HANDLERS["CanBlockOnly"] = _rule(lambda s, e: CanBlockOnlyRule(e.attackers, s, controller_of(s)))
HANDLERS["CantBeBlocked"] = _rule(lambda s, e: CantBeBlockedRule(None, s))
HANDLERS["CantBeBlockedBy"] = _rule(lambda s, e: CantBeBlockedRule(e.blockers, s, controller_of(s)))
HANDLERS["CantBeBlockedByLesserPower"] = _rule(lambda s, e: CantBeBlockedByLesserPowerRule(s))
HANDLERS["AttacksEachCombat"] = _rule(lambda s, e: AttacksEachCombatRule(s))
HANDLERS["CanBlockAdditional"] = _rule(lambda s, e: CanBlockAdditionalRule(e.count, s))
HANDLERS["DoesntUntap"] = _rule(lambda s, e: DoesntUntapRule(s))
HANDLERS["MaxCounters"] = _rule(lambda s, e: MaxCountersRule(e.kind, e.count, s))
HANDLERS["DamageCantBePrevented"] = _rule(lambda s, e: DamageCantBePreventedRule(s))
HANDLERS["PreventDamageBy"] = _rule(
    lambda s, e: PreventDamageByRule(getattr(e, "combat_only", False), s)
)


def _player_rule(kind: str) -> Handler:
    def handler(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
        check, _ = condition(game, source, cond)
        game.player_rules.append(PlayerRule(controller_of(source), kind, source, check))
        return []

    return handler


@handles("CantPayLifeOrSacrificeCreatures", "PlayersCantPayLifeOrSacrificeCreatures")
def _jubilation(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    """ "Players can't pay life or sacrifice creatures to cast spells or activate abilities"
    (FAQ P6): a rule on every player, for costs only."""
    check, _ = condition(game, source, cond)
    for player in game.players:
        game.player_rules.append(PlayerRule(player, CANT_PAY_LIFE, source, check))
        game.player_rules.append(PlayerRule(player, CANT_SACRIFICE_CREATURES, source, check))
    return []


HANDLERS["NoMaximumHandSize"] = _player_rule(NO_MAX_HAND_SIZE)


@handles("CantCauseSacrifice")
def _cant_cause_sacrifice(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    """701.17a, 101.3: a rule on the controller; the rule's data is the filter of the
    permanents opponents' instructions can't make them sacrifice."""
    check, _ = condition(game, source, cond)
    protected = getattr(effect, "permanents", None)
    game.player_rules.append(
        PlayerRule(controller_of(source), CANT_BE_MADE_TO_SACRIFICE, source, check, protected)
    )
    return []


HANDLERS["MayIgnoreEffect"] = note_offer  # 116.2d: a special action it offers
HANDLERS["CantActivateAbilities"] = _rule(lambda s, e: CantActivateRule(s))  # 602.5a


@handles("CostReduction", "CostIncrease")
def _cost_change(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    check, _ = condition(game, source, cond)
    sign = 1 if type(effect).__name__ == "CostIncrease" else -1
    caster = getattr(effect, "caster", Controller.ANY)
    game.cost_modifiers.append(
        CostModifier(
            tuple(effect.spells),
            sign * effect.amount,
            str(caster),
            source,
            controller_of(source),
            getattr(effect, "per_counter", None),
            check,
        )
    )
    return []


@handles(
    "MultiplyDamage", "PreventHalfDamage", "EntersAsCopy", "EntersTapped", "EntersWithCounters"
)
def _replacement(game: Game, source: Any, ability: Any, effect: Any, cond: Any) -> Any:
    from .static_replacements import make_static_replacement

    check, _ = condition(game, source, cond)
    repl = make_static_replacement(game, source, effect, check)
    if repl is not None:
        game.static_replacements.append(repl)
    return []


# More handlers, registered by their module on import (rules on players, damage replacements).
from . import static_players  # noqa: E402, F401
