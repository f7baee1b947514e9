"""Costs (rule 118; 117 in the seed edition): checking and paying them.

A total cost is a sequence of cost items (ManaCost, TapSelf, SacrificeSelf,
SacrificePermanents).  A player can't pay a cost without every resource needed
to pay it in full (118.3); mana abilities may be activated while paying
(605.3a, 601.2g).  The mana abilities the engine knows are the intrinsic
"{T}: Add [mana]" abilities of basic land types (305.6).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .definitions import (
    CostItem,
    DiscardCards,
    Keyword,
    ManaCost,
    PayLife,
    RemoveCounters,
    SacrificePermanents,
    SacrificeSelf,
    TapPermanents,
    TapSelf,
)
from .errors import IllegalActionError
from .mana import (
    BASIC_LAND_MANA,
    ManaCostSpec,
    ManaSource,
    PaymentPlan,
    can_afford,
    parse_mana_cost,
)
from .targets import object_matches

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import Permanent
    from .players import Player


def can_tap_for_cost(perm: Permanent) -> bool:
    """107.5 / 302.6: untapped, and a creature must have been controlled since the turn began (or have haste)."""
    if perm.tapped or not perm.on_battlefield:
        return False
    return not (perm.is_creature and perm.sick and Keyword.HASTE not in perm.keywords)


def intrinsic_mana(perm: Permanent) -> str:
    """305.6: the mana types a permanent's basic land types let it tap for."""
    return _mana_of_subtypes(perm.subtypes) if perm.is_land else ""


@lru_cache(maxsize=256)
def _mana_of_subtypes(subtypes: tuple[str, ...]) -> str:
    return "".join(BASIC_LAND_MANA[s] for s in subtypes if s in BASIC_LAND_MANA)


def mana_sources(game: Game, player: Player, exclude: Sequence[Any] = ()) -> list[ManaSource]:
    """Mana abilities ``player`` could activate now to pay a cost (605.3a), in battlefield order."""
    out: list[ManaSource] = []
    for perm in game.battlefield.objects:
        if perm.controller is not player or perm.tapped or perm in exclude:
            continue
        produces = intrinsic_mana(perm)
        if produces and can_tap_for_cost(perm):
            out.append(ManaSource(perm, produces))
    return out


def mana_part(items: Sequence[CostItem]) -> ManaCostSpec:
    """The sum of the ManaCost items of a cost (X = 0 for now)."""
    generic = 0
    reqs: list[str] = []
    for item in items:
        if isinstance(item, ManaCost):
            spec = parse_mana_cost(item.symbols).with_x(0)
            generic += spec.generic
            reqs.extend(spec.requirements)
    return ManaCostSpec(generic, tuple(reqs))


def _sacrifice_candidates(
    game: Game, player: Player, item: SacrificePermanents, source: Any
) -> list[Permanent]:
    return [
        p
        for p in game.battlefield.objects
        if p.controller is player and object_matches(p, item.filter, player, source)
    ]


def can_pay(game: Game, player: Player, items: Sequence[CostItem], source: Any = None) -> bool:
    """Whether ``player`` could pay every item of the cost now (118.3)."""
    exclude: list[Any] = []
    for item in items:
        if isinstance(item, TapSelf):
            if source is None or not can_tap_for_cost(source) or source.controller is not player:
                return False
            exclude.append(source)  # the same {T} can't also pay for mana
        elif isinstance(item, SacrificeSelf):
            if (
                source is None
                or not getattr(source, "on_battlefield", False)
                or source.controller is not player
            ):
                return False
        elif (
            isinstance(item, SacrificePermanents)
            and len(_sacrifice_candidates(game, player, item, source)) < item.count
        ):
            return False
        elif not _can_pay_other(game, player, item, source, exclude):
            return False
    spec = mana_part(items)
    if spec.is_free():
        return True
    return can_afford(player.mana_pool, mana_sources(game, player, exclude), spec)


def _tap_candidates(game: Game, player: Player, item: TapPermanents, source: Any) -> list[Permanent]:
    # 107.5: "tap an untapped creature you control" is not {T}: summoning sickness doesn't matter
    return [
        p
        for p in game.battlefield.objects
        if p.controller is player and not p.tapped and object_matches(p, item.filter, player, source)
    ]


def _can_pay_other(
    game: Game, player: Player, item: CostItem, source: Any, exclude: list[Any]
) -> bool:
    """Life (119.4), discards, tapping other permanents, removing counters (118.3)."""
    if isinstance(item, PayLife):
        return player.life >= item.amount
    if isinstance(item, DiscardCards):
        return len(player.hand) >= item.count
    if isinstance(item, TapPermanents):
        found = _tap_candidates(game, player, item, source)
        if len(found) < item.count:
            return False
        exclude.extend(found)  # crude: don't count them as mana sources too
        return True
    if isinstance(item, RemoveCounters):
        return source is not None and getattr(source, "counters", {}).get(item.kind, 0) >= item.count
    return True


def pay_mana(
    game: Game, player: Player, spec: ManaCostSpec, exclude: Sequence[Any] = ()
) -> PaymentPlan:
    """Pay a mana cost: the player's agent picks the payment (601.2g–h), then sources are tapped."""
    if spec.is_free():
        return PaymentPlan()
    sources = mana_sources(game, player, exclude)
    plan = player.agent.choose_mana_payment(game, player, spec, sources)
    if plan is None:
        raise IllegalActionError(f"{player.name} can't pay {spec}")
    for src, mana_type in plan.taps:  # 605: mana abilities resolve immediately
        if not can_tap_for_cost(src.permanent):
            raise IllegalActionError(f"{src.permanent.name} can't be tapped for mana")
        src.permanent.tapped = True
        player.mana_pool.add(mana_type)
    # Spend: the pool mana the plan names plus the mana just produced.
    spend = dict(plan.from_pool)
    for _, mana_type in plan.taps:
        spend[mana_type] = spend.get(mana_type, 0) + 1
    for mana_type, n in spend.items():
        if player.mana_pool.amounts[mana_type] < n:
            raise IllegalActionError(f"payment plan spends mana {player.name} doesn't have")
        player.mana_pool.amounts[mana_type] -= n
    return plan


def describe_cost(items: Sequence[CostItem], source: Any = None) -> str:
    """The cost as text, e.g. ``"{2}{R}"`` or ``"{T}, sacrifice Alchemist's Apprentice"``."""
    parts: list[str] = []
    for item in items:
        if isinstance(item, ManaCost):
            parts.append(item.symbols)
        elif isinstance(item, TapSelf):
            parts.append("{T}")
        elif isinstance(item, SacrificeSelf):
            parts.append(f"sacrifice {getattr(source, 'name', 'it')}")
        elif isinstance(item, SacrificePermanents):
            parts.append(f"sacrifice {item.count} permanent(s)")
        elif isinstance(item, PayLife):
            parts.append(f"pay {item.amount} life")
        elif isinstance(item, DiscardCards):
            parts.append(f"discard {item.count} card(s)")
        elif isinstance(item, TapPermanents):
            parts.append(f"tap {item.count} untapped permanent(s)")
        elif isinstance(item, RemoveCounters):
            parts.append(f"remove {item.count} {item.kind} counter(s)")
    return ", ".join(parts)


def pay(game: Game, player: Player, items: Sequence[CostItem], source: Any = None) -> list[str]:
    """Pay every item of the cost (601.2h); returns short descriptions for the log."""
    if not can_pay(game, player, items, source):
        raise IllegalActionError(f"{player.name} can't pay the cost")
    done: list[str] = []
    tap_self = any(isinstance(i, TapSelf) for i in items)
    spec = mana_part(items)
    if not spec.is_free():
        pay_mana(game, player, spec, exclude=(source,) if tap_self else ())
        done.append("".join(i.symbols for i in items if isinstance(i, ManaCost)))
    for item in items:
        if isinstance(item, TapSelf):
            source.tapped = True
            done.append("{T}")
        elif isinstance(item, SacrificeSelf):
            game.sacrifice(source)
            done.append(f"sacrifice {source.name}")
        elif isinstance(item, SacrificePermanents):
            cands = _sacrifice_candidates(game, player, item, source)
            chosen = player.agent.choose_permanents(game, player, cands, item.count, "sacrifice")
            if len(chosen) != item.count or any(c not in cands for c in chosen):
                raise IllegalActionError(f"{player.name} must sacrifice {item.count} of {cands}")
            for perm in chosen:
                game.sacrifice(perm)
                done.append(f"sacrifice {perm.name}")
        elif isinstance(item, PayLife):
            game.lose_life(player, item.amount)  # 119.4: paying life is losing it
            done.append(f"pay {item.amount} life")
        elif isinstance(item, DiscardCards):
            hand = list(player.hand.objects)
            chosen = list(player.agent.choose_discard(game, player, hand, item.count))
            for card in chosen:
                game.discard(player, card)
                done.append(f"discard {card.name}")
        elif isinstance(item, TapPermanents):
            cands = _tap_candidates(game, player, item, source)
            chosen = list(player.agent.choose_permanents(game, player, cands, item.count, "tap"))
            if len(chosen) != item.count or any(c not in cands for c in chosen):
                raise IllegalActionError(f"{player.name} must tap {item.count} of {cands}")
            for perm in chosen:
                perm.tapped = True
                done.append(f"tap {perm.name}")
        elif isinstance(item, RemoveCounters):
            source.counters[item.kind] -= item.count
            done.append(f"remove {item.count} {item.kind} counter(s)")
    return done
