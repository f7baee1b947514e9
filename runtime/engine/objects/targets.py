"""Filters and targets (rule 115; 114 in the seed edition), hexproof, shroud and protection.

An :class:`~ofuda.runtime.definitions.ObjectFilter` is a conjunction of its
criteria; inside one criterion, the listed values are alternatives
(``card_types=(ARTIFACT, CREATURE)`` is "artifact or creature"), and the
exclusions (``excluded_*``) rule out every value listed.  Each
filter is compiled once into a predicate (filters are frozen values).
Targets are chosen when a spell or ability is put on the stack and checked
again on resolution (608.2b).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...definitions import (
    CardType,
    CombatState,
    Controller,
    Keyword,
    ObjectFilter,
    PlayerFilter,
    TargetSpec,
)
from ...statics import HexproofFrom, Protection
from ..layers.rules import PLAYER_HEXPROOF, PLAYER_PROTECTION, PLAYER_SHROUD
from .game_objects import Spell
from .players import Player
from .relative import player_is
from .stack_objects import StackAbility
from .zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game

Check = Callable[[Any, Any, Any], bool]

_OPS: dict[str, Callable[[int, int], bool]] = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    ">=": lambda a, b: a >= b,
    ">": lambda a, b: a > b,
}


def _controller_of(obj: Any) -> Any:
    return obj.controller


_COMPILED: dict[int, tuple[ObjectFilter, Check]] = {}


def _compile(flt: ObjectFilter) -> Check:
    """A predicate ``(obj, controller, source) -> bool`` for ``flt`` (cached per filter object)."""
    hit = _COMPILED.get(id(flt))
    if hit is not None and hit[0] is flt:
        return hit[1]
    check = _build(flt)
    _COMPILED[id(flt)] = (flt, check)
    return check


def _build(flt: ObjectFilter) -> Check:
    checks: list[Check] = []
    if flt.stack_abilities:  # 115.1: an ability on the stack of one of these kinds
        kinds = tuple(str(k) for k in flt.stack_abilities)
        checks.append(lambda o, c, s: isinstance(o, StackAbility) and o.kind in kinds)
        rest = replace(flt, stack_abilities=())
        if rest != ObjectFilter():  # "… an opponent controls": an ability has a controller
            checks.append(_compile(rest))
        return lambda o, c, s: all(check(o, c, s) for check in checks)
    if not flt.any_of:  # an ability on the stack has no characteristics of its own (113.1)
        checks.append(lambda o, c, s: not isinstance(o, StackAbility))
    if flt.zone is not None:  # 115.1: a kind of a target in two zones ("spell or creature")
        where = flt.zone
        checks.append(lambda o, c, s: getattr(getattr(o, "zone", None), "kind", None) == where)
    if flt.card_types:
        types = flt.card_types
        checks.append(lambda o, c, s: any(t in o.card_types for t in types))
    if flt.subtypes:
        subs = flt.subtypes
        checks.append(lambda o, c, s: any(x in o.subtypes for x in subs))
    if flt.also_card_types:  # 205.2b: an "artifact creature" has each of its card types
        every = flt.also_card_types
        checks.append(lambda o, c, s: all(t in o.card_types for t in every))
    if flt.supertypes:
        sups = flt.supertypes
        checks.append(lambda o, c, s: any(x in o.supertypes for x in sups))
    if flt.colors:
        cols = flt.colors
        checks.append(lambda o, c, s: any(x in o.colors for x in cols))
    if flt.controller != Controller.ANY:
        whose = flt.controller
        checks.append(lambda o, c, s: player_is(whose, _controller_of(o), c, s))
    if flt.owner != Controller.ANY:  # 108.3: "you own", "you don't own"
        owned_by = flt.owner
        checks.append(lambda o, c, s: player_is(owned_by, getattr(o, "owner", None), c, s))
    if flt.controlled_by_defending_player:  # 506.2
        checks.append(lambda o, c, s: _is_defending_player(_controller_of(o), o))
    if flt.counter_kinds:  # 122.1: "with a +1/+1 counter on it"
        kinds = flt.counter_kinds
        checks.append(lambda o, c, s: all(_counters_on(o, k) > 0 for k in kinds))
    if flt.attached_subtypes:  # 303.4, 301.5: "enchanted" (an Aura attached), "equipped"
        attached = flt.attached_subtypes
        checks.append(lambda o, c, s: any(
            x in a.subtypes for a in getattr(o, "attachments", ()) for x in attached
        ))
    if flt.combat_states:
        states = flt.combat_states
        checks.append(lambda o, c, s: _in_combat_state(o, states))
    if flt.tapped is not None:
        want = flt.tapped
        checks.append(lambda o, c, s: bool(getattr(o, "tapped", False)) == want)
    if flt.excluded_card_types:
        excluded_types = flt.excluded_card_types
        checks.append(lambda o, c, s: not any(t in o.card_types for t in excluded_types))
    if flt.excluded_subtypes:
        excluded_subtypes = flt.excluded_subtypes
        checks.append(lambda o, c, s: not any(t in o.subtypes for t in excluded_subtypes))
    if flt.excluded_colors:
        excluded_colors = flt.excluded_colors
        checks.append(lambda o, c, s: not any(t in o.colors for t in excluded_colors))
    if flt.keywords:
        keywords = flt.keywords
        checks.append(lambda o, c, s: all(has_keyword(o, k) for k in keywords))
    if flt.excluded_keywords:
        non_keywords = flt.excluded_keywords
        checks.append(lambda o, c, s: not any(has_keyword(o, k) for k in non_keywords))
    if flt.token is not None:
        token = flt.token
        checks.append(lambda o, c, s: bool(getattr(o, "is_token", False)) == token)
    if flt.chosen_subtype:
        checks.append(lambda o, c, s: _chosen(s) is not None and _chosen(s) in o.subtypes)
    if flt.chosen_color:  # 614.12: the colour chosen as the source entered; none chosen, none
        checks.append(lambda o, c, s: _chosen_color(s) is not None and _chosen_color(s) in o.colors)
    if flt.chosen_card_type:  # 205.2a: the permanent type chosen as the effect resolves
        checks.append(lambda o, c, s: _chosen_card_type(s) in o.card_types)
    if flt.chosen_name:  # 201.3: the card name chosen as the source entered; none chosen, none
        checks.append(lambda o, c, s: _chosen_name(s) is not None and o.name == _chosen_name(s))
    if flt.mana_value_max is not None:
        mv_max = flt.mana_value_max
        checks.append(lambda o, c, s: o.mana_value <= mv_max)
    if flt.mana_value_min is not None:
        mv_min = flt.mana_value_min
        checks.append(lambda o, c, s: o.mana_value >= mv_min)
    # 208.1: the current power/toughness, continuous effects applied ("with power 2 or less")
    for attr, bound_max, bound_min in (
        ("power", flt.power_max, flt.power_min),
        ("toughness", flt.toughness_max, flt.toughness_min),
    ):
        if bound_max is not None:
            checks.append(_bound(attr, "<=", bound_max))
        if bound_min is not None:
            checks.append(_bound(attr, ">=", bound_min))
    if flt.power_less_than_source:  # 702.134a: "with lesser power"
        checks.append(lambda o, c, s: s is not None and (o.power or 0) < (s.power or 0))
    if flt.dealt_damage_this_turn:  # 120.3: by any source, this turn
        checks.append(lambda o, c, s: bool(_damage_sources(o)))
    if flt.damaged_by_source:
        checks.append(lambda o, c, s: s is not None and _damaged_by(o, s))
    if flt.other:
        checks.append(lambda o, c, s: s is None or (o is not s and o is not _current(s)))
    shares = flt.shares_creature_type_with
    if shares is not None:
        checks.append(lambda o, c, s: _shares_creature_type(o, shares, c, s))
    if flt.same_name_as_source:  # "a card named <this card's name>" (201.2)
        checks.append(lambda o, c, s: s is not None and o.name == getattr(s, "name", None))
    if flt.named is not None:  # "a card named <another card's name>" (201.2)
        name = flt.named
        checks.append(lambda o, c, s: o.name == name)
    named_alike = flt.shares_name_with
    if named_alike is not None:  # "with the same name as another creature you control" (201.2)
        checks.append(lambda o, c, s: _shares_name(o, named_alike, c, s))
    # 105.2a–c: colorless (no colour), monocolored (one), multicolored (two or more)
    if flt.color_count_min is not None:
        fewest = flt.color_count_min
        checks.append(lambda o, c, s: len(set(o.colors)) >= fewest)
    if flt.color_count_max is not None:
        most = flt.color_count_max
        checks.append(lambda o, c, s: len(set(o.colors)) <= most)
    # Conditions on a spell, wherever a filter is matched (a target, a cast trigger's spell):
    if flt.targets_player:  # 115.10: one of its targets is a player (it may have others)
        checks.append(lambda o, c, s: any(isinstance(t, Player) for t in _targets_of(o)))
    if flt.targets_source:
        checks.append(lambda o, c, s: any(_is_source(t, s) for t in _targets_of(o)))
    if flt.targets_you:
        checks.append(lambda o, c, s: c is not None and any(t is c for t in _targets_of(o)))
    targeted = flt.targets_objects
    if targeted is not None:
        checks.append(
            lambda o, c, s: any(
                not isinstance(t, Player) and object_matches(t, targeted, c, s)
                for t in _targets_of(o)
            )
        )
    if flt.nth_this_turn is not None:  # 601.2i: the n-th spell cast this turn (707.10: a copy isn't)
        nth = flt.nth_this_turn
        checks.append(lambda o, c, s: _nth_cast_this_turn(o, nth))
    if flt.any_of:  # a union of kinds: one of them is enough ("Spirit or enchantment")
        alternatives = tuple(_compile(alternative) for alternative in flt.any_of)
        checks.append(lambda o, c, s: any(check(o, c, s) for check in alternatives))
    if flt.or_source:  # "CARDNAME or another Elemental": the source, or one of the others
        others = _all_of(checks)
        return lambda o, c, s: _is_source(o, s) or others(o, c, s)
    return _all_of(checks)


def _all_of(checks: list[Check]) -> Check:
    """One check that holds where each of ``checks`` does (every criterion of a filter)."""
    if not checks:
        return lambda o, c, s: True
    if len(checks) == 1:
        return checks[0]
    return lambda o, c, s: all(check(o, c, s) for check in checks)


def _shares_creature_type(obj: Any, others: ObjectFilter, controller: Any, source: Any) -> bool:
    """205.3m: a creature type of ``obj`` is also one of some permanent matching ``others``
    ("shares a creature type with a creature you control", Descendants' Path)."""
    own = set(getattr(obj, "subtypes", ()))
    if not own:
        return False
    game = getattr(obj, "game", None)
    if game is None:
        return False
    return any(
        own & set(p.subtypes)
        for p in game.battlefield.objects
        if p is not obj and object_matches(p, others, controller, source)
    )


def same_name(a: Any, b: Any) -> bool:
    """201.2a: two objects have the same name if they have a name in common; an object with no
    name (a face-down permanent, 708.2) has the same name as nothing."""
    first, second = getattr(a, "name", None), getattr(b, "name", None)
    return bool(first) and first == second


def _shares_name(obj: Any, others: ObjectFilter, controller: Any, source: Any) -> bool:
    """201.2: ``obj`` has the same name as some permanent matching ``others`` ("a card with the
    same name as another creature you control", Pattern Matcher)."""
    game = getattr(obj, "game", None)
    if game is None:
        return False
    return any(
        same_name(obj, p)
        for p in game.battlefield.objects
        if p is not obj and object_matches(p, others, controller, source)
    )


def _targets_of(spell: Any) -> list[Any]:
    """The targets a spell was cast with (601.2c), an Aura spell's the object or player it will
    enchant (303.4a); none for an object that is no spell."""
    enchanting = [t for t in getattr(spell, "enchant_target", ()) or () if t is not None]
    return list(getattr(spell, "all_targets", ())) + enchanting


def _is_source(target: Any, source: Any) -> bool:
    """Whether ``target`` is the ability's source (or the object it became, 400.7)."""
    return source is not None and (target is source or target is _current(source))


def _nth_cast_this_turn(spell: Any, nth: int) -> bool:
    """601.2i: whether ``spell`` is the ``nth`` spell cast this turn."""
    game = getattr(spell, "game", None)
    cast = game.spells_cast_this_turn if game is not None else []
    return len(cast) >= nth and cast[nth - 1] is spell


def defending_player(game: Any) -> Player | None:
    """506.2: the player being attacked in the current combat (in a two-player game, the
    nonactive player during the combat phase); None outside combat."""
    combat = getattr(game, "combat", None)
    return combat.defending if combat is not None else None


def _is_defending_player(player: Any, obj: Any) -> bool:
    defending = defending_player(getattr(obj, "game", None))
    return defending is not None and player is defending


def _counters_on(obj: Any, kind: str) -> int:
    """How many ``kind`` counters ``obj`` has (122.1); an object without counters (a player, a
    spell) has none."""
    count = getattr(obj, "counter_count", None)
    return int(count(kind)) if count is not None else 0


def _current(source: Any) -> Any:
    return getattr(source, "moved_to", None)


def _chosen(source: Any) -> Any:
    choices = getattr(source, "choices", None)
    return choices.get("creature type") if choices else None


def _chosen_color(source: Any) -> Any:
    choices = getattr(source, "choices", None)
    return choices.get("color") if choices else None


def _chosen_card_type(source: Any) -> Any:
    choices = getattr(source, "choices", None)
    return choices.get("permanent type") if choices else None


def _chosen_name(source: Any) -> Any:
    choices = getattr(source, "choices", None)
    return choices.get("card name") if choices else None


def _damage_sources(obj: Any) -> Any:
    """The sources that dealt ``obj`` damage this turn (as it last existed, if it has left)."""
    lki = getattr(obj, "lki", None)
    return lki.damaged_by if lki is not None else getattr(obj, "damaged_by", ())


def _damaged_by(obj: Any, source: Any) -> bool:
    return source.oid in _damage_sources(obj)


def _bound(attr: str, op: str, bound: int) -> Check:
    """A fixed bound on a characteristic ("with power 2 or less")."""
    compare = _OPS[op]
    return lambda o, c, s: compare(getattr(o, attr, 0) or 0, bound)


def _in_combat_state(obj: Any, states: Sequence[CombatState]) -> bool:
    lki = getattr(obj, "lki", None)
    attacking = (lki.attacking if lki is not None else getattr(obj, "attacking", None)) is not None
    blocking = bool(lki.blocking if lki is not None else getattr(obj, "blocking", None))
    for state in states:
        if state == CombatState.ATTACKING and attacking:
            return True
        if state == CombatState.BLOCKING and blocking:
            return True
    return False


def object_matches(
    obj: Any, flt: ObjectFilter, controller: Player | None, source: Any = None
) -> bool:
    """Whether ``obj`` satisfies ``flt`` for an ability controlled by ``controller`` with ``source``."""
    return _compile(flt)(obj, controller, source)


def player_matches(player: Player, flt: PlayerFilter, controller: Player | None) -> bool:
    """Whether ``player`` satisfies ``flt`` relative to ``controller``."""
    return player.in_game and player_is(flt.controller, player, controller)


def objects_in(game: Game, zone: str) -> list[Any]:
    """The objects in every zone of kind ``zone``."""
    if zone == ZoneKind.BATTLEFIELD:
        return list(game.battlefield.objects)
    if zone == ZoneKind.GRAVEYARD:
        return [o for p in game.players for o in p.graveyard.objects]
    if zone == ZoneKind.STACK:
        return list(game.stack.objects)
    if zone == ZoneKind.EXILE:
        return list(game.exile.objects)
    if zone == ZoneKind.HAND:
        return [o for p in game.players for o in p.hand.objects]
    if zone == ZoneKind.LIBRARY:
        return [o for p in game.players for o in p.library.objects]
    return []


# --- protection and targeting restrictions ------------------------------------------------


def protections(obj: Any) -> list[Any]:
    """The protection abilities ``obj`` has (702.16)."""
    return [k for k in obj.keywords if isinstance(k, Protection)]


def has_keyword(obj: Any, keyword: Keyword) -> bool:
    """Whether ``obj`` has ``keyword`` ("creature with hexproof"); a "hexproof from [quality]"
    ability is a hexproof ability (702.11d)."""
    keywords = obj.keywords
    if keyword in keywords:
        return True
    return keyword is Keyword.HEXPROOF and any(isinstance(k, HexproofFrom) for k in keywords)


def _has_quality(source: Any, colors: tuple[Any, ...], quality: Any, holder: Any) -> bool:
    """Whether ``source`` (a spell, or an ability's source) has a quality protection or hexproof
    names: one of ``colors``, or a match for ``quality`` (702.16a, 702.11d)."""
    src = getattr(source, "source", source)  # an ability on the stack: its source's qualities
    src_colors: frozenset[Any] = getattr(src, "colors", frozenset())
    if any(c in src_colors for c in colors):
        return True
    return quality is not None and object_matches(src, quality, None, holder)


def hexproof_from(obj: Any, source: Any) -> bool:
    """702.11d: whether a "hexproof from [quality]" of ``obj`` names ``source``'s quality (a
    spell's own, an ability's source's)."""
    if source is None:
        return False
    return any(
        _has_quality(source, k.colors, k.quality, obj)
        for k in obj.keywords
        if isinstance(k, HexproofFrom)
    )


def protected_from(obj: Any, source: Any) -> bool:
    """702.16: whether ``obj`` has protection from ``source`` (a spell, ability source or
    creature); ``obj`` may be a player ("You have protection from …", a rule on the player)."""
    if isinstance(obj, Player) and source is not None:
        return any(_has_quality(source, p.colors, p.quality, obj) for p in _player_protections(obj))
    if source is None or not hasattr(obj, "keywords"):
        return False
    return any(_has_quality(source, p.colors, p.quality, obj) for p in protections(obj))


def can_be_targeted_by(obj: Any, controller: Player | None, source: Any = None) -> bool:
    """702.11b hexproof (opponents can't), 702.18a shroud (nobody can), 702.16b protection."""
    zone = getattr(obj, "zone", None)
    if zone is None or zone.kind != ZoneKind.BATTLEFIELD:
        return True
    kws = obj.keywords
    if Keyword.SHROUD in kws:  # 702.18a
        return False
    if Keyword.HEXPROOF in kws and obj.controller is not controller:
        return False
    # 702.11d: "hexproof from [quality]": not by [quality] spells or abilities from [quality]
    # sources that the permanent's controller's opponents control
    if obj.controller is not controller and hexproof_from(obj, source):
        return False
    return not protected_from(obj, source)


def is_legal_target(
    game: Game,
    candidate: Any,
    spec: TargetSpec,
    controller: Player | None,
    source: Any,
    self_obj: Any = None,
) -> bool:
    """Whether ``candidate`` is (still) a legal choice for ``spec`` (115.1, 608.2b)."""
    if isinstance(candidate, Player):
        return (
            spec.players is not None
            and player_matches(candidate, spec.players, controller)
            and player_can_be_targeted(
                game, candidate, controller, self_obj if self_obj is not None else source
            )
        )
    if spec.objects is None or candidate is None:
        return False
    zone = candidate.zone
    if zone is None or (zone.kind != spec.zone and zone.kind not in spec.other_zones):
        return False  # 400.7: it left its zone, it is a new object
    if candidate is self_obj:  # 115.5: a spell or ability can't target itself
        return False
    if zone.kind == ZoneKind.STACK and not isinstance(candidate, Spell | StackAbility):
        return False  # "target spell" (115.1a); an ability only where the filter names one
    if getattr(candidate, "lki", None) is not None:
        return False
    if not object_matches(candidate, spec.objects, controller, source):
        return False
    return can_be_targeted_by(candidate, controller, self_obj if self_obj is not None else source)


def candidates_for(
    game: Game, spec: TargetSpec, controller: Player | None, source: Any, self_obj: Any = None
) -> list[Any]:
    """Every legal choice for ``spec``: objects (in zone order) then players (in turn order)."""
    out: list[Any] = []
    if spec.objects is not None:
        out.extend(
            o
            for zone in (spec.zone, *spec.other_zones)
            for o in objects_in(game, zone)
            if is_legal_target(game, o, spec, controller, source, self_obj)
        )
    if spec.players is not None:
        out.extend(
            p
            for p in game.players
            if player_matches(p, spec.players, controller)
            and player_can_be_targeted(game, p, controller, self_obj if self_obj is not None else source)
        )
    return out


def player_can_be_targeted(
    game: Game, player: Player, controller: Player | None, source: Any = None
) -> bool:
    """702.18a: a player with shroud can't be the target of spells or abilities; 702.11c: one
    with hexproof can't be the target of those their opponents control ("You have hexproof.");
    702.16b: one with protection from ``source``'s quality can't be its target."""
    if game.has_player_rule(player, PLAYER_SHROUD):
        return False
    if protected_from(player, source):
        return False
    return controller is player or not game.has_player_rule(player, PLAYER_HEXPROOF)


def _player_protections(player: Player) -> list[Any]:
    """The protections ``player`` has now (702.16; rules of permanents' static abilities)."""
    game = player.game
    if game is None or not game.has_player_rule(player, PLAYER_PROTECTION):
        return []
    return [
        rule.data
        for rule in game.player_rules
        if rule.player is player
        and rule.kind == PLAYER_PROTECTION
        and (rule.condition is None or rule.condition())
    ]


def min_targets(spec: TargetSpec) -> int:
    """How many targets must be chosen (0 for "up to N", and "any number" is up to N, 115.1)."""
    if spec.divide:
        return 1  # 601.2d: an amount is divided among at least one target
    return 0 if spec.up_to else spec.count


def max_targets(spec: TargetSpec, available: int) -> int:
    """How many targets may be chosen (601.2d: with a divided amount, each target gets at
    least 1, so no more targets than the amount)."""
    return min(spec.count, spec.divide) if spec.divide else spec.count


def has_legal_targets(
    game: Game, specs: Sequence[TargetSpec], controller: Player | None, source: Any
) -> bool:
    """Whether every target phrase can get its required number of distinct targets (601.2c)."""
    for spec in specs:
        need = min_targets(spec)
        if need and len(candidates_for(game, spec, controller, source)) < need:
            return False
    return True


def describe(target: Any) -> str:
    """A target's name for logs."""
    return getattr(target, "name", str(target))


__all__ = [
    "CardType",
    "can_be_targeted_by",
    "candidates_for",
    "describe",
    "has_legal_targets",
    "is_legal_target",
    "max_targets",
    "min_targets",
    "object_matches",
    "objects_in",
    "player_matches",
    "protected_from",
    "protections",
]
