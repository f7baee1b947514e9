"""Costs (rule 118; 117 in the seed edition): mana abilities, checking and paying costs.

A total cost is a sequence of cost items: mana (``ManaCost``, with X), {T}
(``TapSelf``), sacrifices, tapping untapped permanents (``TapPermanents``),
paying life, discarding, removing counters — each with its rule in
:mod:`ofuda.runtime.engine.mana.cost_items`, found by its type.  A player
can't pay a cost without every resource needed to pay it in full (118.3);
mana abilities may be activated while paying (605.3a, 601.2g).  The choices a
cost needs (which creatures to sacrifice or tap, which cards to discard) are
made first, then the mana is paid with the remaining sources, then
everything is paid (601.2h).  What was paid is recorded for the resolving
ability (``paid``: "sacrificed", "tapped", "discarded", "life", …).

Mana abilities are the intrinsic "{T}: Add [mana]" of basic land types
(305.6) and the card's mana abilities (``ManaAbility``: ``mana`` values
``ProduceMana`` / ``ProduceAnyColor``, optional ``restriction``
``SpendOnly``) whose cost is {T} or removing one counter.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ...definitions import (
    CardType,
    DiscardCards,
    ManaCost,
    PayLife,
    RemoveCounters,
    SacrificePermanents,
    SacrificeSelf,
    TapPermanents,
    TapSelf,
)
from ...statics import ManaAbility, ProduceAnyColor, ProduceMana, ProduceOneOf, SpendOnly
from ...statics_mana import ProduceCombination, ProduceInstead, ProduceTimes
from ..casting.convoke_delve import with_substitutes
from ..casting.prohibitions import prohibited
from ..errors import IllegalActionError
from ..layers.rules import SPEND_AS_ANY_COLOR
from ..objects.game_objects import Permanent
from ..objects.targets import object_matches
from ..objects.zones import ZoneKind
from ..registry import COST_ITEMS, MANA
from .cost_items import (
    Payment,
    can_tap_for_cost,
    check_choice,
    sacrifice_candidates,
    tap_candidates,
)
from .pool import (
    ANY_COLOR,
    BASIC_LAND_MANA,
    MANA_TYPES,
    Activation,
    ManaCostSpec,
    ManaSource,
    ManaUnit,
    SourceList,
    can_afford,
    parse_mana_cost,
    plan_payment,
)

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


__all__ = ["can_tap_for_cost", "check_choice"]  # the rules of cost_items, named here too


def intrinsic_mana(perm: Any) -> str:
    """305.6: the mana types a permanent's basic land types let it tap for."""
    return _mana_of_subtypes(frozenset(perm.subtypes)) if perm.is_land else ""


@lru_cache(maxsize=256)
def _mana_of_subtypes(subtypes: frozenset[str]) -> str:
    return "".join(m for s, m in BASIC_LAND_MANA.items() if s in subtypes)


def is_mana_ability(ability: Any) -> bool:
    """605.1a: an activated ability that adds mana and has no target (a ``ManaAbility``)."""
    return isinstance(ability, ManaAbility) and not ability.targets


@MANA.register(ProduceMana)
def _fixed_mana(value: ProduceMana, game: Game, perm: Any) -> tuple[str, int, str, bool]:
    """106.1: mana of these symbols (2012's "{1}" is {C})."""
    cost = parse_mana_cost(value.symbols)
    return "", 1, "".join(cost.requirements) + "C" * cost.generic, False


@MANA.register(ProduceAnyColor)
def _any_color(value: ProduceAnyColor, game: Game, perm: Any) -> tuple[str, int, str, bool]:
    """106.1: ``amount`` mana of any one colour."""
    return ANY_COLOR, value.amount, "", False


@MANA.register(ProduceCombination)
def _combination(value: ProduceCombination, game: Game, perm: Any) -> tuple[str, int, str, bool]:
    """106.1a: ``amount`` mana, each of a colour of its own."""
    return ANY_COLOR, value.amount, "", True


@MANA.register(ProduceTimes)
def _times(value: ProduceTimes, game: Game, perm: Any) -> tuple[str, int, str, bool]:
    """The mana of ``value.mana`` ``value.times`` times, counted now (605.3b: the ability
    resolves at once): fixed symbols repeated, any colour's amount multiplied."""
    from ..layers.evaluate import static_value  # the layers import these mana rules

    times = max(0, static_value(game, perm, value.times))
    types, amount, fixed, combination = MANA.of(value.mana)(value.mana, game, perm)
    return types, amount * times, fixed * times, combination


@MANA.register(ProduceOneOf)
def _one_of(value: ProduceOneOf, game: Game, perm: Any) -> tuple[str, int, str, bool]:
    """106.1: one mana of one of these types, chosen as the ability resolves."""
    letters = "".join("".join(parse_mana_cost(s).requirements) or "C" for s in value.options)
    return letters, 1, "", False


@MANA.register(ProduceInstead)
def _instead(value: ProduceInstead, game: Game, perm: Any) -> tuple[str, int, str, bool]:
    """608.2c: the mana of the "instead" sentence if its condition holds now (605.3b: the
    ability resolves at once), else the mana it replaces."""
    from ..layers.affected import condition_holds  # the layers import these mana rules

    chosen = value.mana if condition_holds(game, perm, value.condition) else value.otherwise
    return _combined(game, perm, chosen)


def _production(game: Game, perm: Any, ability: ManaAbility) -> tuple[str, int, str, bool]:
    """(types, amount, fixed letters, combination) an ability's ``mana`` values add."""
    return _combined(game, perm, ability.mana)


def _combined(game: Game, perm: Any, values: Sequence[Any]) -> tuple[str, int, str, bool]:
    """What several productions add together: their fixed letters, and the last choice."""
    types, amount, fixed, combination = "", 1, "", False
    for value in values:
        more_types, more_amount, more_fixed, more_combination = MANA.of(value)(value, game, perm)
        fixed += more_fixed
        if more_types:
            types, amount, combination = more_types, more_amount, more_combination
    return types, amount, fixed, combination


def spend_allows(spend: SpendOnly, controller: Any, source: Any) -> Callable[[Any], bool]:
    """106.6: what mana with this restriction may pay for: a spell being cast that matches
    ``spend.spells`` (seen from ``controller`` and ``source``), or an ability activated of a
    source matching ``spend.abilities_of``; never anything else."""
    flt, sources = spend.spells, spend.abilities_of

    def allows(purpose: Any) -> bool:
        if isinstance(purpose, Activation):  # FAQ P102: abilities only if it says so
            return sources is not None and object_matches(purpose.source, sources, controller, source)
        if purpose is None or not hasattr(purpose, "card"):
            return False
        return object_matches(purpose, flt, controller, source)

    return allows


def _restriction(perm: Permanent, ability: ManaAbility) -> tuple[Any, bool]:
    spend = ability.restriction
    if spend is None:
        return None, False
    return spend_allows(spend, perm.controller, perm), spend.uncounterable


def mana_sources(game: Game, player: Player, exclude: Sequence[Any] = ()) -> list[ManaSource]:
    """Mana abilities ``player`` could activate now to pay a cost (605.3a), lands first."""
    key = (game.version, game.status_version)
    cached = game.mana_cache.get(player.index)
    if cached is not None and cached[0] == key:
        every = cached[1]
    else:
        every = SourceList(_mana_sources(game, player))
        game.mana_cache[player.index] = (key, every)
    if not exclude:
        return every  # shared: callers don't change it
    return [s for s in every if not any(s.permanent is e for e in exclude)]


def _mana_sources(game: Game, player: Player) -> list[ManaSource]:
    out: list[ManaSource] = []
    later: list[ManaSource] = []
    # what the mana abilities with other costs have already counted on (permanents to tap or
    # sacrifice, life, cards in hand), so that two of them don't count on the same Human
    reserved: dict[str, Any] = {"objects": set(), "life": player.life, "hand": len(player.hand)}
    game.ensure_fresh()
    for perm in game.battlefield.objects:
        if perm._ctrl is not player:
            continue
        chars = perm._chars
        if chars.rules and prohibited(perm):
            continue  # 602.5a: no mana ability of it can be activated either
        produces = _mana_of_subtypes(chars.subtypes) if CardType.LAND in chars.card_types else ""
        if produces and not chars.abilities:
            if not perm._tapped:
                cached = perm._mana_source
                if cached is None or cached.produces != produces:
                    cached = perm._mana_source = ManaSource(perm, produces)
                out.append(cached)
            continue
        if not chars.abilities:
            continue
        tappable = can_tap_for_cost(perm)
        tap_sources: list[ManaSource] = (
            [ManaSource(perm, produces)] if produces and tappable else []
        )
        for ability in chars.abilities:
            if not is_mana_ability(ability):
                continue
            items = ability.cost.items
            types, amount, fixed, combination = _production(game, perm, ability)
            if not fixed and not (types and amount):
                continue  # it would add no mana now ("for each" of none): it pays nothing
            allows, uncounterable = _restriction(perm, ability)
            source = ManaSource(
                perm, types or fixed[:1], amount, ability, allows, uncounterable, fixed,
                combination=combination,
            )
            if items and all(isinstance(i, TapSelf) for i in items):
                if tappable:
                    tap_sources.append(source)
            elif _other_costs_payable(game, player, perm, items, tappable, reserved):
                # 605.1a: a mana ability may have costs beside {T} ("{T}, Tap an untapped
                # Human you control: Add one mana of any color"); it is one more source while
                # those costs can be paid, activated after the lands.
                later.append(source)
            elif len(items) == 1 and isinstance(items[0], RemoveCounters):
                n = perm.counters.get(items[0].kind, 0) // max(1, items[0].count)
                later.extend(
                    ManaSource(
                        perm,
                        source.produces,
                        amount,
                        ability,
                        allows,
                        uncounterable,
                        fixed,
                        tap=False,
                        combination=combination,
                    )
                    for _ in range(n)
                )
        if tap_sources:  # one {T}: the permanent's best single source (605.3a: one activation)
            plain = [t for t in tap_sources if t.allows is None and t.amount == 1 and not t.fixed]
            if len(plain) == len(tap_sources) and len(plain) > 1:
                merged = "".join(
                    sorted(set("".join(t.produces for t in plain)), key="WUBRGC".index)
                )
                tap_sources = [ManaSource(perm, merged, 1, plain[-1].ability)]
            (out if perm.is_land else later).extend(
                tap_sources[:1] if len(tap_sources) == 1 else tap_sources
            )
    return out + later


# 605.1a: costs beside {T} a mana ability may have, paid with no mana.
# 605.1a: costs a mana ability may have beside {T} that take no mana — sacrificing itself
# among them (111.10a: a Treasure's "{T}, Sacrifice this artifact: Add one mana of any color.")
_OTHER_MANA_ABILITY_COSTS = (
    TapPermanents,
    PayLife,
    SacrificePermanents,
    DiscardCards,
    SacrificeSelf,
)


def _other_costs_payable(
    game: Game,
    player: Player,
    perm: Permanent,
    items: Sequence[Any],
    tappable: bool,
    reserved: dict[str, Any],
) -> bool:
    """Whether a mana ability's cost is {T} (if any) plus other costs that take no mana
    (tapping or sacrificing other permanents, life, discards) and can all be paid now, with
    what earlier such sources counted on (``reserved``) left aside; if so, reserve it."""
    from ..layers.evaluate import static_value

    taps_itself = any(isinstance(i, TapSelf) for i in items)
    others = [i for i in items if not isinstance(i, TapSelf)]
    if not others or not all(isinstance(i, _OTHER_MANA_ABILITY_COSTS) for i in others):
        return False
    if (taps_itself and not tappable) or not can_pay(game, player, others, perm):
        return False
    picks: list[int] = []
    life, hand = reserved["life"], reserved["hand"]
    for item in others:
        if isinstance(item, (TapPermanents, SacrificePermanents)):
            found = (
                tap_candidates(game, player, item, perm)
                if isinstance(item, TapPermanents)
                else sacrifice_candidates(game, player, item, perm)
            )
            free = [id(c) for c in found if id(c) not in reserved["objects"]]
            if len(free) < item.count:
                return False
            picks += free[: item.count]
        elif isinstance(item, PayLife):
            life -= static_value(game, perm, item.amount)
        elif isinstance(item, SacrificeSelf):  # no other source may count on it
            if id(perm) in reserved["objects"]:
                return False
            picks.append(id(perm))
        else:  # DiscardCards
            hand -= item.count
    if life < 0 or hand < 0:
        return False
    reserved["objects"].update(picks)
    reserved["life"], reserved["hand"] = life, hand
    return True


_MANA_PARTS: dict[int, tuple[Any, ManaCostSpec]] = {}


def mana_part(items: Sequence[Any], x: int = 0) -> ManaCostSpec:
    """The sum of the ManaCost items of a cost, with X = ``x``."""
    hit = _MANA_PARTS.get(id(items))
    if hit is not None and hit[0] is items:
        total = hit[1]
    else:
        total = ManaCostSpec()
        for item in items:
            if isinstance(item, ManaCost):
                total = total.plus(parse_mana_cost(item.symbols))
        if isinstance(items, tuple):  # a cost's items: the same tuple each time
            _MANA_PARTS[id(items)] = (items, total)
    return total.with_x(x) if total.x_count else total


def can_pay(
    game: Game,
    player: Player,
    items: Sequence[Any],
    source: Any = None,
    *,
    purpose: Any = None,
    extra_mana: ManaCostSpec | None = None,
) -> bool:
    """Whether ``player`` could pay every item of the cost now (118.3)."""
    # 601.2a: a spell being cast is on the stack by the time its costs are paid (601.2h), so
    # it is never one of the cards its cost discards or exiles from the zone it is cast from.
    exclude: list[Any] = [source] if source is not None and purpose is source else []
    for item in items:
        if not COST_ITEMS.of(item).can_pay(game, player, item, source, exclude):
            return False
    spec = mana_part(items)
    if extra_mana is not None:
        spec = spec.plus(extra_mana)
    if spec.is_free():
        return True
    spec = as_paid_by(game, player, spec)
    sources = mana_sources(game, player, exclude)
    # 601.2h: convoke and delve pay for part of a spell's cost with no mana (702.51a, 702.66a)
    sources = with_substitutes(game, player, sources, purpose, exclude, items)
    return can_afford(player.mana_pool, sources, spec, purpose)


def as_paid_by(game: Game, player: Player, spec: ManaCostSpec) -> ManaCostSpec:
    """609.4b: a player who may spend mana as though it were mana of any colour pays each
    coloured symbol with mana of any type; {C} still takes colourless mana (107.4c)."""
    if not spec.requirements or not game.has_player_rule(player, SPEND_AS_ANY_COLOR):
        return spec
    any_type = "".join(MANA_TYPES)
    requirements = tuple(r if r == "C" else any_type for r in spec.requirements)
    return ManaCostSpec(spec.generic, requirements, spec.x_count)


def activate_mana_source(game: Game, player: Player, src: ManaSource, mana_type: str) -> None:
    """605.3b: activate a mana ability while paying: pay its cost, add its mana immediately."""
    perm = src.permanent
    ability = src.ability
    if ability is None or all(isinstance(i, TapSelf) for i in ability.cost.items):
        if not can_tap_for_cost(perm):
            raise IllegalActionError(f"{perm.name} can't be tapped for mana")
        game.tap(perm, log=False)  # 701.26a
    elif any(isinstance(i, _OTHER_MANA_ABILITY_COSTS) for i in ability.cost.items):
        pay(game, player, ability.cost.items, perm)  # 605.3b: the whole cost, choices included
    else:
        for item in ability.cost.items:
            removes = isinstance(item, RemoveCounters)
            if removes and game.remove_counters(perm, item.kind, item.count) < item.count:
                raise IllegalActionError(f"{perm.name} lacks {item.kind} counters")
    letters = src.fixed if src.fixed else mana_type * src.amount
    if src.combination:  # 106.1a: a type for each mana; those the payment left open, the first
        letters = (mana_type + src.produces[0] * src.amount)[: src.amount]
    for letter in letters:
        if src.allows is not None or src.uncounterable:
            player.mana_pool.add_special(ManaUnit(letter, src.allows, src.uncounterable, perm.name))
        else:
            player.mana_pool.add(letter)
    # 605.3a: a mana ability is activated too ("Whenever you activate an ability of …" sees it;
    # "that isn't a mana ability" doesn't). Local: the triggers import what imports this module.
    from ..triggers import events as ev
    from ..triggers import triggered_abilities as triggers

    triggers.emit(game, ev.Activated(player, perm, ability, mana=True))


def pay_mana(
    game: Game,
    player: Player,
    spec: ManaCostSpec,
    exclude: Sequence[Any] = (),
    purpose: Any = None,
) -> list[ManaUnit]:
    """Pay a mana cost: the agent picks the payment (601.2g–h); sources are activated, then
    the mana leaves the pool.  Returns the restricted units spent (for riders)."""
    if spec.is_free():
        return []
    spec = as_paid_by(game, player, spec)
    sources = mana_sources(game, player, exclude)
    # 601.2h: what pays in place of mana for a spell with convoke or delve (702.51a, 702.66a)
    sources = with_substitutes(game, player, sources, purpose, exclude)
    plan = player.agent.choose_mana_payment(game, player, spec, sources, purpose)
    if plan is None:
        raise IllegalActionError(f"{player.name} can't pay {spec.symbols()}")
    for src, mana_type in plan.taps:  # 605.3b: mana abilities resolve immediately
        activate_mana_source(game, player, src, mana_type)
    rest = spec
    for substitute, requirement in plan.substitutes:
        rest = rest.less(requirement)  # that mana is paid by tapping or exiling instead
    final = plan_payment(player.mana_pool, [], rest, purpose)
    if final is None:
        raise IllegalActionError(f"{player.name}'s payment plan doesn't pay {spec.symbols()}")
    for substitute, _ in plan.substitutes:  # 601.2h: creatures tapped, cards exiled
        substitute.pay_instead(game, player)
    for mana_type, n in final.from_pool.items():
        player.mana_pool.amounts[mana_type] -= n
    for unit in final.special:
        player.mana_pool.special.remove(unit)
    return list(final.special)


def describe_cost(items: Sequence[Any], source: Any = None) -> str:
    """The cost as text, e.g. ``"{2}{R}"`` or ``"{T}, sacrifice Alchemist's Apprentice"``."""
    return ", ".join(COST_ITEMS.of(item).describe(item, source) for item in items)


def pay(
    game: Game,
    player: Player,
    items: Sequence[Any],
    source: Any = None,
    *,
    x: int = 0,
    purpose: Any = None,
    extra_mana: ManaCostSpec | None = None,
) -> tuple[dict[str, list[Any]], list[ManaUnit]]:
    """Pay every item of the cost (601.2h): (what was paid, restricted mana spent)."""
    paid: dict[str, list[Any]] = {}
    # 601.2h: choices first (the permanents tapped for a cost can't also make mana).
    payment = Payment()
    for item in items:
        COST_ITEMS.of(item).choose(game, player, item, source, payment)
    spec = mana_part(items, x)
    if extra_mana is not None:
        spec = spec.plus(extra_mana)
    spent: list[ManaUnit] = []
    if not spec.is_free():
        # the cards a cost exiles from a graveyard can't also be delved (702.66a)
        exclude = [*payment.exclude, *payment.exiles]
        spent = pay_mana(game, player, spec, exclude=exclude, purpose=purpose)
        paid["mana"] = [spec.symbols()]
    for item in items:
        COST_ITEMS.of(item).pay(game, player, item, source, paid)
    taps, sacrifices, discards = payment.taps, payment.sacrifices, payment.discards
    for perm in taps:
        game.tap(perm, log=False)  # 701.26a (logged together below)
    if taps:
        paid["tapped"] = list(taps)
        game.log.add(
            "tap", ", ".join(p.name for p in taps) + " become tapped", cards=[p.name for p in taps]
        )
    if sacrifices:
        paid.setdefault("sacrificed", []).extend(sacrifices)
        game.sacrifice_all(sacrifices)
    for card in discards:
        game.discard(player, card)
    if discards:
        paid["discarded"] = list(discards)
    exiled = [game.move(card, ZoneKind.EXILE, cause="cost") for card in payment.exiles]
    if payment.exiles:
        paid["exiled"] = [card for card in exiled if card is not None]
    return paid, spent


def is_creature_spell(purpose: Any) -> bool:
    """Whether ``purpose`` is a creature spell (for restricted mana)."""
    return purpose is not None and CardType.CREATURE in getattr(purpose, "card_types", ())
