"""The meaning of each cost item (118): checking, choosing, paying and naming it.

A cost is paid in three steps (601.2h): every choice first (which permanents to tap or
sacrifice, which cards to discard — the permanents tapped for a cost can't also make mana),
then the mana (with the remaining sources), then everything else. Each item type has one
rule in :data:`~ofuda.runtime.engine.registry.COST_ITEMS` with those steps:

* ``can_pay(game, player, item, source, exclude)`` — whether it could be paid now (118.3),
  adding to ``exclude`` the permanents it would tap;
* ``choose(game, player, item, source, payment)`` — its choices, into ``payment``;
* ``pay(game, player, item, source, paid)`` — paying it once the mana is paid, recording what
  was paid in ``paid`` (the chosen permanents and cards are tapped, sacrificed and discarded
  together afterwards, by :func:`ofuda.runtime.engine.mana.costs.pay`);
* ``describe(item, source)`` — its text for logs.

Mana (``ManaCost``) is summed over the items and paid at once: its rule checks and pays
nothing itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ...definitions import (
    Controller,
    DiscardCards,
    DiscardSelf,
    ExileFromGraveyard,
    ExileSelfFromGraveyard,
    Keyword,
    ManaCost,
    PayLife,
    PutCounters,
    RemoveCounters,
    SacrificePermanents,
    SacrificeSelf,
    TapPermanents,
    TapSelf,
)
from ..errors import IllegalActionError
from ..layers.rules import CANT_PAY_LIFE
from ..objects.game_objects import Permanent
from ..objects.targets import object_matches
from ..registry import COST_ITEMS

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


@dataclass(slots=True)
class Payment:
    """The choices made for a cost before its mana is paid (601.2h)."""

    taps: list[Permanent] = field(default_factory=list)
    sacrifices: list[Permanent] = field(default_factory=list)
    discards: list[Any] = field(default_factory=list)
    exiles: list[Any] = field(default_factory=list)  # cards exiled from a graveyard
    exclude: list[Any] = field(default_factory=list)  # sources that can't also make mana


def can_tap_for_cost(perm: Permanent) -> bool:
    """107.5 / 302.6: untapped, and a creature must have been controlled since the turn began
    (or have haste)."""
    if perm.tapped or not perm.on_battlefield:
        return False
    return not (perm.is_creature and perm.sick and Keyword.HASTE not in perm.keywords)


def cant_sacrifice(game: Game, player: Player, perm: Any) -> bool:
    """118.3: a rule forbids ``player`` to sacrifice ``perm`` to pay a cost."""
    from ..replacement.static_players import cant_sacrifice_to_pay

    return cant_sacrifice_to_pay(game, player, perm)


def sacrifice_candidates(
    game: Game, player: Player, item: SacrificePermanents, source: Any
) -> list[Permanent]:
    """The permanents ``player`` may sacrifice for ``item`` (118.3, FAQ P6(3))."""
    out = [
        p
        for p in game.battlefield.objects
        if p.controller is player and object_matches(p, item.filter, player, source)
    ]
    return [p for p in out if not cant_sacrifice(game, player, p)]


def tap_candidates(game: Game, player: Player, item: TapPermanents, source: Any) -> list[Permanent]:
    """Untapped permanents to tap for a cost; summoning sickness doesn't matter (FAQ P42, P58)."""
    return [
        p
        for p in game.battlefield.objects
        if p.controller is player
        and not p.tapped
        and p is not source
        and object_matches(p, item.filter, player, source)
    ]


def check_choice(chosen: Any, cands: Any, lo: int, hi: int, what: str) -> None:
    """An agent's choice for a cost or an effect: ``lo``..``hi`` distinct candidates."""
    if not lo <= len(chosen) <= hi or len({id(c) for c in chosen}) != len(chosen):
        raise IllegalActionError(f"must choose {lo}..{hi} to {what}, got {len(chosen)}")
    if any(not any(c is k for k in cands) for c in chosen):
        raise IllegalActionError(f"chose something that can't be used to {what}")


def _life_amount(game: Game, source: Any, item: PayLife) -> int:
    from ..layers.evaluate import static_value

    return static_value(game, source, item.amount)


@COST_ITEMS.register(ManaCost)
class _ManaCost:
    """107.4, 601.2g: mana, summed over a cost's items and paid at once (costs.mana_part)."""

    @staticmethod
    def can_pay(
        game: Game, player: Player, item: ManaCost, source: Any, exclude: list[Any]
    ) -> bool:
        return True

    @staticmethod
    def choose(game: Game, player: Player, item: ManaCost, source: Any, payment: Payment) -> None:
        return None

    @staticmethod
    def pay(
        game: Game, player: Player, item: ManaCost, source: Any, paid: dict[str, list[Any]]
    ) -> None:
        return None

    @staticmethod
    def describe(item: ManaCost, source: Any) -> str:
        return item.symbols


@COST_ITEMS.register(TapSelf)
class _TapSelf:
    """107.5: {T} — the source, untapped, controlled continuously since the turn began."""

    @staticmethod
    def can_pay(game: Game, player: Player, item: TapSelf, source: Any, exclude: list[Any]) -> bool:
        if source is None or not can_tap_for_cost(source) or source.controller is not player:
            return False
        exclude.append(source)  # the same {T} can't also pay for mana
        return True

    @staticmethod
    def choose(game: Game, player: Player, item: TapSelf, source: Any, payment: Payment) -> None:
        if not can_tap_for_cost(source):
            raise IllegalActionError(f"{source.name} can't be tapped")
        payment.exclude.append(source)

    @staticmethod
    def pay(
        game: Game, player: Player, item: TapSelf, source: Any, paid: dict[str, list[Any]]
    ) -> None:
        game.tap(source, log=False)  # 701.26a (a "becomes tapped" trigger sees it, 603.2)

    @staticmethod
    def describe(item: TapSelf, source: Any) -> str:
        return "{T}"


@COST_ITEMS.register(SacrificeSelf)
class _SacrificeSelf:
    """701.17: "Sacrifice CARDNAME" — only a permanent its payer controls (118.3)."""

    @staticmethod
    def can_pay(
        game: Game, player: Player, item: SacrificeSelf, source: Any, exclude: list[Any]
    ) -> bool:
        if not isinstance(source, Permanent) or not source.on_battlefield:
            return False
        return source.controller is player and not cant_sacrifice(game, player, source)

    @staticmethod
    def choose(
        game: Game, player: Player, item: SacrificeSelf, source: Any, payment: Payment
    ) -> None:
        return None

    @staticmethod
    def pay(
        game: Game, player: Player, item: SacrificeSelf, source: Any, paid: dict[str, list[Any]]
    ) -> None:
        if cant_sacrifice(game, player, source):
            raise IllegalActionError(f"{player.name} can't sacrifice {source.name} to pay costs")
        paid.setdefault("sacrificed", []).append(source)
        game.sacrifice(source)

    @staticmethod
    def describe(item: SacrificeSelf, source: Any) -> str:
        return f"sacrifice {getattr(source, 'name', 'it')}"


@COST_ITEMS.register(SacrificePermanents)
class _SacrificePermanents:
    """701.17: "Sacrifice N <filter>": chosen first, sacrificed with the others (601.2h)."""

    @staticmethod
    def can_pay(
        game: Game, player: Player, item: SacrificePermanents, source: Any, exclude: list[Any]
    ) -> bool:
        return len(sacrifice_candidates(game, player, item, source)) >= item.count

    @staticmethod
    def choose(
        game: Game, player: Player, item: SacrificePermanents, source: Any, payment: Payment
    ) -> None:
        cands = [
            c
            for c in sacrifice_candidates(game, player, item, source)
            if c not in payment.sacrifices
        ]
        chosen = (
            list(cands)
            if len(cands) == item.count  # no choice to make
            else list(player.agent.choose_permanents(game, player, cands, item.count, "sacrifice"))
        )
        check_choice(chosen, cands, item.count, item.count, "sacrifice")
        payment.sacrifices.extend(chosen)

    @staticmethod
    def pay(
        game: Game,
        player: Player,
        item: SacrificePermanents,
        source: Any,
        paid: dict[str, list[Any]],
    ) -> None:
        return None  # sacrificed together with the other chosen permanents

    @staticmethod
    def describe(item: SacrificePermanents, source: Any) -> str:
        return f"sacrifice {item.count} permanent(s)"


@COST_ITEMS.register(TapPermanents)
class _TapPermanents:
    """107.5: "Tap N untapped <filter> you control" (or "any number of"): chosen first, they
    can't also be tapped for mana (601.2h)."""

    @staticmethod
    def can_pay(
        game: Game, player: Player, item: TapPermanents, source: Any, exclude: list[Any]
    ) -> bool:
        cands = tap_candidates(game, player, item, source)
        if not item.any_number and len(cands) < item.count:
            return False
        exclude.extend(cands[: item.count])
        return True

    @staticmethod
    def choose(
        game: Game, player: Player, item: TapPermanents, source: Any, payment: Payment
    ) -> None:
        cands = [c for c in tap_candidates(game, player, item, source) if c not in payment.taps]
        lo = 0 if item.any_number else item.count
        hi = len(cands) if item.any_number else item.count
        if lo == hi == len(cands):
            chosen = list(cands)  # no choice to make
        else:
            chosen = list(player.agent.choose_cards(game, player, cands, lo, hi, "tap for a cost"))
        check_choice(chosen, cands, lo, hi, "tap")
        payment.taps.extend(chosen)
        payment.exclude.extend(chosen)

    @staticmethod
    def pay(
        game: Game, player: Player, item: TapPermanents, source: Any, paid: dict[str, list[Any]]
    ) -> None:
        return None  # tapped together with the other chosen permanents

    @staticmethod
    def describe(item: TapPermanents, source: Any) -> str:
        return "tap untapped permanents"


@COST_ITEMS.register(PayLife)
class _PayLife:
    """119.4: pay N life — only with a life total of at least N, and not where a rule
    forbids paying life (118.3); paying life is losing it."""

    @staticmethod
    def can_pay(game: Game, player: Player, item: PayLife, source: Any, exclude: list[Any]) -> bool:
        amount = _life_amount(game, source, item)
        return not (
            amount > 0 and (player.life < amount or game.has_player_rule(player, CANT_PAY_LIFE))
        )

    @staticmethod
    def choose(game: Game, player: Player, item: PayLife, source: Any, payment: Payment) -> None:
        return None

    @staticmethod
    def pay(
        game: Game, player: Player, item: PayLife, source: Any, paid: dict[str, list[Any]]
    ) -> None:
        amount = _life_amount(game, source, item)
        if amount > player.life or (amount > 0 and game.has_player_rule(player, CANT_PAY_LIFE)):
            raise IllegalActionError(f"{player.name} can't pay {amount} life")
        paid.setdefault("life", []).append(amount)
        game.lose_life(player, amount)  # 119.4: paying life is losing it

    @staticmethod
    def describe(item: PayLife, source: Any) -> str:
        return f"pay {item.amount} life"


@COST_ITEMS.register(DiscardCards)
class _DiscardCards:
    """701.8: "Discard N cards" (of a kind, with a filter): chosen first, discarded after the
    mana is paid."""

    @staticmethod
    def _candidates(player: Player, item: DiscardCards, source: Any, exclude: list[Any]) -> list[Any]:
        # ``exclude`` holds a spell being cast (601.2a) and cards already chosen: not ones it
        # discards
        return [
            card for card in player.hand.objects
            if all(card is not e for e in exclude)
            and (item.filter is None or object_matches(card, item.filter, player, source))
        ]

    @staticmethod
    def can_pay(
        game: Game, player: Player, item: DiscardCards, source: Any, exclude: list[Any]
    ) -> bool:
        return len(_DiscardCards._candidates(player, item, source, exclude)) >= item.count

    @staticmethod
    def choose(
        game: Game, player: Player, item: DiscardCards, source: Any, payment: Payment
    ) -> None:
        hand = _DiscardCards._candidates(player, item, source, list(payment.discards))
        chosen = list(player.agent.choose_discard(game, player, hand, item.count))
        check_choice(chosen, hand, item.count, item.count, "discard")
        payment.discards.extend(chosen)

    @staticmethod
    def pay(
        game: Game, player: Player, item: DiscardCards, source: Any, paid: dict[str, list[Any]]
    ) -> None:
        return None  # discarded together with the other chosen cards

    @staticmethod
    def describe(item: DiscardCards, source: Any) -> str:
        return f"discard {item.count}" + ("" if item.filter is None else " of a kind")


@COST_ITEMS.register(DiscardSelf)
class _DiscardSelf:
    """701.8, 702.29a: "Discard this card": the card itself, from its owner's hand."""

    @staticmethod
    def can_pay(
        game: Game, player: Player, item: DiscardSelf, source: Any, exclude: list[Any]
    ) -> bool:
        return source is not None and source.zone is player.hand

    @staticmethod
    def choose(
        game: Game, player: Player, item: DiscardSelf, source: Any, payment: Payment
    ) -> None:
        if source is None or source.zone is not player.hand:
            raise IllegalActionError("the card to discard is not in its owner's hand")
        payment.discards.append(source)

    @staticmethod
    def pay(
        game: Game, player: Player, item: DiscardSelf, source: Any, paid: dict[str, list[Any]]
    ) -> None:
        return None  # discarded together with the other chosen cards

    @staticmethod
    def describe(item: DiscardSelf, source: Any) -> str:
        return f"discard {source.name if source is not None else 'this card'}"


@COST_ITEMS.register(RemoveCounters)
class _RemoveCounters:
    """122.1: "Remove N <kind> counters from CARDNAME"."""

    @staticmethod
    def can_pay(
        game: Game, player: Player, item: RemoveCounters, source: Any, exclude: list[Any]
    ) -> bool:
        return source is not None and source.counters.get(item.kind, 0) >= item.count

    @staticmethod
    def choose(
        game: Game, player: Player, item: RemoveCounters, source: Any, payment: Payment
    ) -> None:
        return None

    @staticmethod
    def pay(
        game: Game, player: Player, item: RemoveCounters, source: Any, paid: dict[str, list[Any]]
    ) -> None:
        if game.remove_counters(source, item.kind, item.count) < item.count:
            raise IllegalActionError(f"{source.name} lacks {item.kind} counters")
        paid.setdefault("counters", []).append(item.count)

    @staticmethod
    def describe(item: RemoveCounters, source: Any) -> str:
        return f"remove {item.count} {item.kind} counter(s)"


@COST_ITEMS.register(PutCounters)
class _PutCounters:
    """118.1, 122.1: "Put N <kind> counters on CARDNAME": the object with the ability must be
    on the battlefield to get them (a permanent's ability; 400.7: a new object gets nothing)."""

    @staticmethod
    def can_pay(
        game: Game, player: Player, item: PutCounters, source: Any, exclude: list[Any]
    ) -> bool:
        return source is not None and getattr(source, "on_battlefield", False)

    @staticmethod
    def choose(
        game: Game, player: Player, item: PutCounters, source: Any, payment: Payment
    ) -> None:
        return None

    @staticmethod
    def pay(
        game: Game, player: Player, item: PutCounters, source: Any, paid: dict[str, list[Any]]
    ) -> None:
        if game.add_counters(source, item.kind, item.count) < item.count:
            raise IllegalActionError(f"{source.name} can't get {item.kind} counters")

    @staticmethod
    def describe(item: PutCounters, source: Any) -> str:
        return f"put {item.count} {item.kind} counter(s)"


def graveyard_candidates(
    player: Player, item: ExileFromGraveyard, source: Any, chosen: list[Any]
) -> list[Any]:
    """The cards in ``player``'s own graveyard that ``item`` may exile (its owner's: 404.2)."""
    flt = replace(item.filter, controller=Controller.ANY, other=False)
    return [
        c
        for c in player.graveyard.objects
        if c not in chosen
        and not (item.filter.other and c is source)
        and object_matches(c, flt, player, source)
    ]


@COST_ITEMS.register(ExileFromGraveyard)
class _ExileFromGraveyard:
    """118.3, 406: "Exile N <filter> cards from your graveyard": chosen first (601.2h), exiled
    with the other costs once the mana is paid."""

    @staticmethod
    def can_pay(
        game: Game, player: Player, item: ExileFromGraveyard, source: Any, exclude: list[Any]
    ) -> bool:
        # ``exclude`` holds a spell being cast from the graveyard (601.2a): not one it exiles
        return len(graveyard_candidates(player, item, source, exclude)) >= item.count

    @staticmethod
    def choose(
        game: Game, player: Player, item: ExileFromGraveyard, source: Any, payment: Payment
    ) -> None:
        cands = graveyard_candidates(player, item, source, payment.exiles)
        if len(cands) == item.count:
            chosen = list(cands)  # no choice to make
        else:
            chosen = list(player.agent.choose_cards(game, player, cands, item.count, item.count,
                                                    "exile for a cost"))
        check_choice(chosen, cands, item.count, item.count, "exile")
        payment.exiles.extend(chosen)

    @staticmethod
    def pay(
        game: Game,
        player: Player,
        item: ExileFromGraveyard,
        source: Any,
        paid: dict[str, list[Any]],
    ) -> None:
        return None  # exiled together with the other chosen cards

    @staticmethod
    def describe(item: ExileFromGraveyard, source: Any) -> str:
        return f"exile {item.count} card(s) from your graveyard"


@COST_ITEMS.register(ExileSelfFromGraveyard)
class _ExileSelfFromGraveyard:
    """406.3, 702.97a: "Exile this card from your graveyard": the card itself, from its owner's
    graveyard; exiled with the other chosen cards once the mana is paid (601.2h)."""

    @staticmethod
    def can_pay(
        game: Game,
        player: Player,
        item: ExileSelfFromGraveyard,
        source: Any,
        exclude: list[Any],
    ) -> bool:
        return source is not None and source.zone is player.graveyard

    @staticmethod
    def choose(
        game: Game,
        player: Player,
        item: ExileSelfFromGraveyard,
        source: Any,
        payment: Payment,
    ) -> None:
        if source is None or source.zone is not player.graveyard:
            raise IllegalActionError("the card to exile is not in its owner's graveyard")
        payment.exiles.append(source)

    @staticmethod
    def pay(
        game: Game,
        player: Player,
        item: ExileSelfFromGraveyard,
        source: Any,
        paid: dict[str, list[Any]],
    ) -> None:
        return None  # exiled together with the other chosen cards

    @staticmethod
    def describe(item: ExileSelfFromGraveyard, source: Any) -> str:
        return f"exile {source.name if source is not None else 'this card'} from the graveyard"
