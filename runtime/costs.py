"""Costs (rule 118; 117 in the seed edition): mana abilities, checking and paying costs.

A total cost is a sequence of cost items: mana (``ManaCost``, with X), {T}
(``TapSelf``), sacrifices, tapping untapped permanents (``TapPermanents``),
paying life, discarding, removing counters, exiling the source.  A player
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

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .definitions import ActivatedAbility, CardType, Keyword, ManaCost
from .errors import IllegalActionError
from .mana import (
    ANY_COLOR,
    BASIC_LAND_MANA,
    ManaCostSpec,
    ManaSource,
    ManaUnit,
    SourceList,
    can_afford,
    parse_mana_cost,
    plan_payment,
)
from .objects import Permanent
from .rules import CANT_PAY_LIFE, CANT_SACRIFICE_CREATURES
from .statics_activation import prohibited
from .targets import object_matches

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .players import Player


def can_tap_for_cost(perm: Permanent) -> bool:
    """107.5 / 302.6: untapped, and a creature must have been controlled since the turn began (or have haste)."""
    if perm.tapped or not perm.on_battlefield:
        return False
    return not (perm.is_creature and perm.sick and Keyword.HASTE not in perm.keywords)


def intrinsic_mana(perm: Any) -> str:
    """305.6: the mana types a permanent's basic land types let it tap for."""
    return _mana_of_subtypes(frozenset(perm.subtypes)) if perm.is_land else ""


@lru_cache(maxsize=256)
def _mana_of_subtypes(subtypes: frozenset[str]) -> str:
    return "".join(m for s, m in BASIC_LAND_MANA.items() if s in subtypes)


def is_mana_ability(ability: Any) -> bool:
    """605.1a: an activated ability that adds mana and has no target (a ``ManaAbility``)."""
    return (
        isinstance(ability, ActivatedAbility)
        and (hasattr(ability, "mana") or hasattr(ability, "produces"))
        and not ability.targets
    )


def _production(ability: Any) -> tuple[str, int, str]:
    """(types, amount, fixed letters) an ability's ``mana`` values add."""
    types, amount, fixed = "", 1, ""
    for value in getattr(ability, "mana", ()) or ():
        kind = type(value).__name__
        if kind == "ProduceMana":
            fixed += "".join(parse_mana_cost(value.symbols).requirements)
            fixed += "C" * parse_mana_cost(value.symbols).generic  # 2012's "{1}" is {C}
        elif kind == "ProduceAnyColor":
            types, amount = ANY_COLOR, getattr(value, "amount", 1)
    produces = getattr(ability, "produces", None)
    if produces is not None and not fixed and not types:
        types = getattr(produces, "types", "") or ""
        amount = getattr(produces, "amount", 1)
        fixed = getattr(produces, "fixed", "") or ""
    return types, amount, fixed


def _restriction(perm: Permanent, ability: Any) -> tuple[Any, bool]:
    spend = getattr(ability, "restriction", None)
    if spend is None:
        return None, False
    flt = getattr(spend, "spells", None)
    uncounterable = bool(getattr(spend, "uncounterable", False))

    def allows(purpose: Any) -> bool:
        if purpose is None or not hasattr(purpose, "card"):
            return False  # FAQ P102: only to cast spells, never for abilities
        return flt is None or object_matches(purpose, flt, perm.controller, perm)

    return allows, uncounterable


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
            types, amount, fixed = _production(ability)
            allows, uncounterable = _restriction(perm, ability)
            source = ManaSource(
                perm, types or fixed[:1], amount, ability, allows, uncounterable, fixed
            )
            if items and all(type(i).__name__ == "TapSelf" for i in items):
                if tappable:
                    tap_sources.append(source)
            elif _other_costs_payable(game, player, perm, items, tappable, reserved):
                # 605.1a: a mana ability may have costs beside {T} ("{T}, Tap an untapped
                # Human you control: Add one mana of any color"); it is one more source while
                # those costs can be paid, activated after the lands.
                later.append(source)
            elif len(items) == 1 and type(items[0]).__name__ == "RemoveCounters":
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


_OTHER_MANA_ABILITY_COSTS = ("TapPermanents", "PayLife", "SacrificePermanents", "DiscardCards")


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
    from .evaluate import static_value

    kinds = [_kind(i) for i in items]
    others = [i for i, kind in zip(items, kinds, strict=True) if kind != "TapSelf"]
    if not others or any(_kind(i) not in _OTHER_MANA_ABILITY_COSTS for i in others):
        return False
    if ("TapSelf" in kinds and not tappable) or not can_pay(game, player, others, perm):
        return False
    picks: list[int] = []
    life, hand = reserved["life"], reserved["hand"]
    for item in others:
        kind = _kind(item)
        if kind in ("TapPermanents", "SacrificePermanents"):
            find = _tap_candidates if kind == "TapPermanents" else _sacrifice_candidates
            free = [id(c) for c in find(game, player, item, perm) if id(c) not in reserved["objects"]]
            if len(free) < item.count:
                return False
            picks += free[: item.count]
        elif kind == "PayLife":
            life -= static_value(game, perm, item.amount)
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


def _cant_sacrifice(game: Game, player: Player, perm: Any) -> bool:
    """118.3: a rule forbids ``player`` to sacrifice ``perm`` to pay a cost."""
    from .static_players import cant_sacrifice_to_pay

    return cant_sacrifice_to_pay(game, player, perm)


def _kind(item: Any) -> str:
    return type(item).__name__


def _sacrifice_candidates(game: Game, player: Player, item: Any, source: Any) -> list[Permanent]:
    out = [
        p
        for p in game.battlefield.objects
        if p.controller is player and object_matches(p, item.filter, player, source)
    ]
    if game.has_player_rule(player, CANT_SACRIFICE_CREATURES):
        out = [p for p in out if not p.is_creature]  # FAQ P6(3)
    return [p for p in out if not _cant_sacrifice(game, player, p)]


def _tap_candidates(game: Game, player: Player, item: Any, source: Any) -> list[Permanent]:
    """Untapped permanents to tap for a cost; summoning sickness doesn't matter (FAQ P42, P58)."""
    return [
        p
        for p in game.battlefield.objects
        if p.controller is player
        and not p.tapped
        and p is not source
        and object_matches(p, item.filter, player, source)
    ]


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
    exclude: list[Any] = []
    for item in items:
        kind = _kind(item)
        if kind == "TapSelf":
            if source is None or not can_tap_for_cost(source) or source.controller is not player:
                return False
            exclude.append(source)  # the same {T} can't also pay for mana
        elif kind == "SacrificeSelf":
            if not isinstance(source, Permanent) or not source.on_battlefield:
                return False
            if source.controller is not player:
                return False
            if source.is_creature and game.has_player_rule(player, CANT_SACRIFICE_CREATURES):
                return False
            if _cant_sacrifice(game, player, source):
                return False
        elif kind == "ExileSelf":
            if source is None or source.zone is None:
                return False
        elif kind == "SacrificePermanents":
            if len(_sacrifice_candidates(game, player, item, source)) < item.count:
                return False
        elif kind == "TapPermanents":
            cands = _tap_candidates(game, player, item, source)
            if not getattr(item, "any_number", False) and len(cands) < item.count:
                return False
            exclude.extend(cands[: item.count])
        elif kind == "PayLife":
            from .evaluate import static_value

            amount = static_value(game, source, item.amount)
            if amount > 0 and (player.life < amount or game.has_player_rule(player, CANT_PAY_LIFE)):
                return False
        elif kind == "DiscardCards":
            if len(player.hand) < item.count:
                return False
        elif kind == "RemoveCounters" and (
            source is None or source.counters.get(item.kind, 0) < item.count
        ):
            return False
    spec = mana_part(items)
    if extra_mana is not None:
        spec = spec.plus(extra_mana)
    if spec.is_free():
        return True
    return can_afford(player.mana_pool, mana_sources(game, player, exclude), spec, purpose)


def activate_mana_source(game: Game, player: Player, src: ManaSource, mana_type: str) -> None:
    """605.3b: activate a mana ability while paying: pay its cost, add its mana immediately."""
    perm = src.permanent
    ability = src.ability
    if ability is None or all(_kind(i) == "TapSelf" for i in ability.cost.items):
        if not can_tap_for_cost(perm):
            raise IllegalActionError(f"{perm.name} can't be tapped for mana")
        perm.tapped = True
    elif any(_kind(i) in _OTHER_MANA_ABILITY_COSTS for i in ability.cost.items):
        pay(game, player, ability.cost.items, perm)  # 605.3b: the whole cost, choices included
    else:
        for item in ability.cost.items:
            removes = _kind(item) == "RemoveCounters"
            if removes and game.remove_counters(perm, item.kind, item.count) < item.count:
                raise IllegalActionError(f"{perm.name} lacks {item.kind} counters")
    letters = src.fixed if src.fixed else mana_type * src.amount
    for letter in letters:
        if src.allows is not None or src.uncounterable:
            player.mana_pool.add_special(ManaUnit(letter, src.allows, src.uncounterable, perm.name))
        else:
            player.mana_pool.add(letter)


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
    sources = mana_sources(game, player, exclude)
    plan = player.agent.choose_mana_payment(game, player, spec, sources, purpose)
    if plan is None:
        raise IllegalActionError(f"{player.name} can't pay {spec.symbols()}")
    for src, mana_type in plan.taps:  # 605.3b: mana abilities resolve immediately
        activate_mana_source(game, player, src, mana_type)
    final = plan_payment(player.mana_pool, [], spec, purpose)
    if final is None:
        raise IllegalActionError(f"{player.name}'s payment plan doesn't pay {spec.symbols()}")
    for mana_type, n in final.from_pool.items():
        player.mana_pool.amounts[mana_type] -= n
    for unit in final.special:
        player.mana_pool.special.remove(unit)
    return list(final.special)


def describe_cost(items: Sequence[Any], source: Any = None) -> str:
    """The cost as text, e.g. ``"{2}{R}"`` or ``"{T}, sacrifice Alchemist's Apprentice"``."""
    parts: list[str] = []
    for item in items:
        kind = _kind(item)
        if kind == "ManaCost":
            parts.append(item.symbols)
        elif kind == "TapSelf":
            parts.append("{T}")
        elif kind == "SacrificeSelf":
            parts.append(f"sacrifice {getattr(source, 'name', 'it')}")
        elif kind == "SacrificePermanents":
            parts.append(f"sacrifice {item.count} permanent(s)")
        elif kind == "TapPermanents":
            parts.append("tap untapped permanents")
        elif kind == "PayLife":
            parts.append(f"pay {item.amount} life")
        elif kind == "DiscardCards":
            parts.append(f"discard {item.count}")
        elif kind == "RemoveCounters":
            parts.append(f"remove {item.count} {item.kind} counter(s)")
        elif kind == "ExileSelf":
            parts.append(f"exile {getattr(source, 'name', 'it')}")
    return ", ".join(parts)


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
    taps: list[Permanent] = []
    sacrifices: list[Permanent] = []
    discards: list[Any] = []
    exclude: list[Any] = []
    for item in items:
        kind = _kind(item)
        if kind == "TapSelf":
            if not can_tap_for_cost(source):
                raise IllegalActionError(f"{source.name} can't be tapped")
            exclude.append(source)
        elif kind == "TapPermanents":
            cands = [c for c in _tap_candidates(game, player, item, source) if c not in taps]
            lo = 0 if getattr(item, "any_number", False) else item.count
            hi = len(cands) if getattr(item, "any_number", False) else item.count
            if lo == hi == len(cands):
                chosen = list(cands)  # no choice to make
            else:
                chosen = list(
                    player.agent.choose_cards(game, player, cands, lo, hi, "tap for a cost")
                )
            check_choice(chosen, cands, lo, hi, "tap")
            taps.extend(chosen)
            exclude.extend(chosen)
        elif kind == "SacrificePermanents":
            cands = [
                c for c in _sacrifice_candidates(game, player, item, source) if c not in sacrifices
            ]
            chosen = (
                list(cands)
                if len(cands) == item.count  # no choice to make
                else list(
                    player.agent.choose_permanents(game, player, cands, item.count, "sacrifice")
                )
            )
            check_choice(chosen, cands, item.count, item.count, "sacrifice")
            sacrifices.extend(chosen)
        elif kind == "DiscardCards":
            hand = [c for c in player.hand.objects if c not in discards]
            if getattr(item, "at_random", False):
                chosen = game.rng.sample(hand, item.count)
            else:
                chosen = list(player.agent.choose_discard(game, player, hand, item.count))
            check_choice(chosen, hand, item.count, item.count, "discard")
            discards.extend(chosen)
    spec = mana_part(items, x)
    if extra_mana is not None:
        spec = spec.plus(extra_mana)
    spent: list[ManaUnit] = []
    if not spec.is_free():
        spent = pay_mana(game, player, spec, exclude=exclude, purpose=purpose)
        paid["mana"] = [spec.symbols()]
    for item in items:
        kind = _kind(item)
        if kind == "TapSelf":
            source.tapped = True
        elif kind == "SacrificeSelf":
            if (
                source.is_creature and game.has_player_rule(player, CANT_SACRIFICE_CREATURES)
            ) or _cant_sacrifice(game, player, source):
                raise IllegalActionError(f"{player.name} can't sacrifice {source.name} to pay costs")
            paid.setdefault("sacrificed", []).append(source)
            game.sacrifice(source)
        elif kind == "ExileSelf":
            paid.setdefault("exiled", []).append(source)
            game.move(source, "exile")
        elif kind == "PayLife":
            from .evaluate import static_value

            amount = static_value(game, source, item.amount)
            if amount > player.life or (amount > 0 and game.has_player_rule(player, CANT_PAY_LIFE)):
                raise IllegalActionError(f"{player.name} can't pay {amount} life")
            paid.setdefault("life", []).append(amount)
            game.lose_life(player, amount)  # 119.4: paying life is losing it
        elif kind == "RemoveCounters":
            if game.remove_counters(source, item.kind, item.count) < item.count:
                raise IllegalActionError(f"{source.name} lacks {item.kind} counters")
            paid.setdefault("counters", []).append(item.count)
    for perm in taps:
        perm.tapped = True
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
    return paid, spent


def check_choice(chosen: Sequence[Any], cands: Sequence[Any], lo: int, hi: int, what: str) -> None:
    if not lo <= len(chosen) <= hi or len({id(c) for c in chosen}) != len(chosen):
        raise IllegalActionError(f"must choose {lo}..{hi} to {what}, got {len(chosen)}")
    if any(not any(c is k for k in cands) for c in chosen):
        raise IllegalActionError(f"chose something that can't be used to {what}")


def is_creature_spell(purpose: Any) -> bool:
    """Whether ``purpose`` is a creature spell (for restricted mana)."""
    return purpose is not None and CardType.CREATURE in getattr(purpose, "card_types", ())
