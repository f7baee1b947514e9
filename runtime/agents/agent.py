"""Agents: every choice a player makes goes through one (DESIGN.md, "Runtime").

:class:`Agent` defines every question the engine asks and a sensible default
answer for each; :class:`RandomAgent` makes random legal choices (fuzzing,
simulation).  The scripted agent for tests is in :mod:`ofuda.runtime.agents.scripted`
and the heuristic one in :mod:`ofuda.runtime.agents.heuristic`.

The questions: an action with priority, targets, modes, X, a mana payment,
attackers, blockers, combat damage division, trigger order, "you may"
(yes/no), miracle reveal, soulbond partner, dividing an amount, a creature
type, a colour, cards or permanents to choose (discard, sacrifice, search,
tap for a cost), an order of cards, keeping a hand, the order of replacement
effects.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..definitions import Color
from ..engine.casting.actions import Action, DivideRequest, ModeRequest, TargetRequest, XRequest
from ..engine.combat.damage import greedy_assignment, lethal_damage
from ..engine.mana.pool import ManaCostSpec, ManaSource, PaymentPlan, plan_payment

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects.game_objects import Permanent
    from ..engine.objects.players import Player

__all__ = ["Agent", "RandomAgent", "even_division", "greedy_assignment", "lethal_damage"]


def even_division(request: DivideRequest) -> dict[Any, int]:
    """Divide ``request.amount`` as evenly as allowed, earlier recipients first."""
    n = len(request.recipients)
    out = {r: request.minimum_each for r in request.recipients}
    left = request.amount - request.minimum_each * n
    caps = request.maximum_each or tuple([request.amount] * n)
    i = 0
    while left > 0 and any(out[r] < caps[k] for k, r in enumerate(request.recipients)):
        r = request.recipients[i % n]
        if out[r] < caps[i % n]:
            out[r] += 1
            left -= 1
        i += 1
    return out


def favourite_creature_type(game: Game, player: Player, types: Sequence[str]) -> str:
    """The creature type most common among ``player``'s cards (permanents, hand, library)."""
    counts: dict[str, int] = {}
    zones = [
        game.battlefield.objects,
        player.hand.objects,
        player.library.objects,
        player.graveyard.objects,
    ]
    for zone in zones:
        for obj in zone:
            if obj.owner is player and obj.is_creature:
                for t in obj.subtypes:
                    counts[t] = counts.get(t, 0) + 1
    known = [t for t in types if t in counts]
    return max(known, key=lambda t: counts[t]) if known else (types[0] if types else "Human")


def favourite_color(game: Game, player: Player) -> Color:
    """The colour most common among ``player``'s permanents and hand."""
    counts: dict[Color, int] = {}
    for obj in list(game.battlefield.objects) + list(player.hand.objects):
        if obj.controller is player:
            for c in obj.colors:
                counts[c] = counts.get(c, 0) + 1
    return max(counts, key=lambda c: counts[c]) if counts else Color.WHITE


def favourite_card_name(game: Game, player: Player, names: Sequence[str]) -> str:
    """The name among ``names`` most common among the cards ``player``'s opponents own (in every
    zone): the name that would stop them most (201.3)."""
    counts: dict[str, int] = {}
    zones = [game.battlefield.objects, game.stack.objects, game.exile.objects]
    for other in game.players:
        zones += [other.hand.objects, other.library.objects, other.graveyard.objects]
    for zone in zones:
        for obj in zone:
            if obj.owner is not player and obj.name in names:
                counts[obj.name] = counts.get(obj.name, 0) + 1
    return max(names, key=lambda n: counts.get(n, 0))


class Agent:
    """The questions the engine asks a player.  Subclasses override what they decide."""

    # --- priority and the stack ------------------------------------------------------------
    def choose_action(self, game: Game, player: Player, actions: Sequence[Action]) -> Action:
        """With priority (117): pick one of ``actions`` (``actions[0]`` is always pass)."""
        return actions[0]

    def choose_targets(self, game: Game, player: Player, request: TargetRequest) -> Sequence[Any]:
        """Choose targets for one target phrase (601.2c): ``minimum``..``maximum`` distinct candidates."""
        return list(request.candidates[: request.minimum])

    def choose_modes(self, game: Game, player: Player, request: ModeRequest) -> Sequence[int]:
        """700.2 / 601.2b: the modes of a modal spell (indices among ``request.available``)."""
        return list(request.available[: request.minimum])

    def choose_x(self, game: Game, player: Player, request: XRequest) -> int:
        """107.3 / 601.2b: the value of X (0..``request.maximum``)."""
        return request.maximum

    def choose_mana_payment(
        self,
        game: Game,
        player: Player,
        cost: ManaCostSpec,
        sources: Sequence[ManaSource],
        purpose: Any = None,
    ) -> PaymentPlan | None:
        """601.2g–h: which mana to spend and which mana abilities to activate."""
        return plan_payment(player.mana_pool, sources, cost, purpose)

    def order_triggers(self, game: Game, player: Player, triggers: Sequence[Any]) -> Sequence[Any]:
        """603.3b: the order to put ``player``'s triggered abilities on the stack (last resolves first)."""
        return list(triggers)

    def choose_replacement(
        self, game: Game, player: Player, event: Any, options: Sequence[Any]
    ) -> Any:
        """616.1: which of several replacement effects applies first to ``event``."""
        return options[0]

    # --- "you may", special keyword choices -----------------------------------------------------
    def choose_yes_no(self, game: Game, player: Player, question: str, source: Any) -> bool:
        """ "You may …", optional payments ("you may pay {1}"), "choose new targets?": yes or no."""
        return True

    def choose_may(self, game: Game, player: Player, source: Any) -> bool:
        """ "You may …" (608.2d): whether to do the optional instruction of ``source``."""
        return self.choose_yes_no(game, player, f"use the option of {source.name}?", source)

    def reveal_miracle(self, game: Game, player: Player, card: Any) -> bool:
        """702.94a: reveal ``card`` as it is drawn (the first card this turn) for its miracle cost?"""
        return True

    def choose_kicker(self, game: Game, player: Player, spell: Any, kicker: Any) -> bool:
        """601.2b, 702.33a: pay the kicker cost of ``spell`` as it is cast (asked only when the
        whole cost could be paid)? Yes: a kicked spell does more."""
        return True

    def choose_pair_partner(
        self, game: Game, player: Player, source: Any, candidates: Sequence[Any]
    ) -> Any:
        """702.95: the creature to pair ``source`` with, or None not to pair."""
        return candidates[0] if candidates else None

    def divide(self, game: Game, player: Player, request: DivideRequest) -> Mapping[Any, int]:
        """601.2d: divide damage or counters among recipients (each at least ``minimum_each``)."""
        return even_division(request)

    def choose_creature_type(
        self, game: Game, player: Player, source: Any, types: Sequence[str]
    ) -> str:
        """ "Choose a creature type" (an existing one, FAQ P25, P94)."""
        return favourite_creature_type(game, player, types)

    def choose_color(self, game: Game, player: Player, source: Any) -> Color:
        """ "Choose a colour"."""
        return favourite_color(game, player)

    def choose_card_name(self, game: Game, player: Player, source: Any, names: Sequence[str]) -> str:
        """ "Choose a card name" (201.3): one of ``names`` (never empty)."""
        return favourite_card_name(game, player, names)

    def choose_one_of(self, game: Game, player: Player, source: Any, options: Sequence[Any]) -> Any:
        """608.2d: one of ``options`` as an instruction resolves ("your choice of deathtouch or
        lifelink"): the first."""
        return options[0]

    # --- combat -------------------------------------------------------------------------------------
    def declare_attackers(
        self, game: Game, player: Player, candidates: Sequence[Permanent]
    ) -> Sequence[Permanent] | Mapping[Permanent, Any]:
        """508.1a: which of ``candidates`` attack — a list (they attack the defending player)
        or a mapping from attacker to the player or planeswalker it attacks."""
        return []

    def declare_blockers(
        self, game: Game, player: Player, options: Mapping[Permanent, Sequence[Permanent]]
    ) -> Mapping[Permanent, Any]:
        """509.1a: map each blocking creature to the attacker it blocks (or a list, if it can
        block several); ``options`` lists what each can block."""
        return {}

    def assign_combat_damage(
        self,
        game: Game,
        player: Player,
        attacker: Permanent,
        blockers: Sequence[Permanent],
        amount: int,
        defender: Any | None,
    ) -> Mapping[Any, int]:
        """510.1c–d: divide ``amount`` among ``blockers`` (and ``defender`` with trample)."""
        return greedy_assignment(attacker, blockers, amount, defender)

    # --- cards and permanents ---------------------------------------------------------------------------
    def choose_discard(
        self, game: Game, player: Player, hand: Sequence[Any], count: int
    ) -> Sequence[Any]:
        """Choose ``count`` cards to discard (e.g. to hand size, 514.1)."""
        return list(hand[-count:]) if count else []

    def keep_hand(self, game: Game, player: Player, hand: Sequence[Any], mulligans: int) -> bool:
        """103.5: keep this opening hand (True) or mulligan (False)."""
        return True

    def choose_bottom(
        self, game: Game, player: Player, hand: Sequence[Any], count: int
    ) -> Sequence[Any]:
        """103.5 (London mulligan): the ``count`` cards to put on the bottom of the library."""
        return list(hand[-count:]) if count else []

    def choose_permanents(
        self, game: Game, player: Player, candidates: Sequence[Any], count: int, reason: str
    ) -> Sequence[Any]:
        """Choose ``count`` of ``candidates`` for ``reason`` ("sacrifice", "legend rule", …)."""
        return list(candidates[:count])

    def choose_cards(
        self,
        game: Game,
        player: Player,
        cards: Sequence[Any],
        minimum: int,
        maximum: int,
        reason: str,
    ) -> Sequence[Any]:
        """Choose ``minimum``..``maximum`` of ``cards`` (search, look at and take, tap for a cost, …)."""
        return (
            list(cards[:minimum]) if minimum else list(cards[: min(1, maximum)]) if maximum else []
        )

    def order_cards(
        self, game: Game, player: Player, cards: Sequence[Any], reason: str
    ) -> Sequence[Any]:
        """An order for ``cards`` ("in any order"): the first goes first."""
        return list(cards)


class RandomAgent(Agent):
    """Makes uniformly random legal choices (fuzzing, simulation).

    ``rng`` defaults to the game's own seeded generator, so one seed decides
    the whole game.  ``pass_probability`` is the chance of passing priority
    when something else is possible.
    """

    def __init__(self, rng: random.Random | None = None, *, pass_probability: float = 0.35) -> None:
        self.rng = rng
        self.pass_probability = pass_probability

    def _rng(self, game: Game) -> random.Random:
        return self.rng if self.rng is not None else game.rng

    def choose_action(self, game: Game, player: Player, actions: Sequence[Action]) -> Action:
        """Pass with ``pass_probability``, else a random other action (or pass, if none)."""
        rng = self._rng(game)
        if rng.random() < self.pass_probability or len(actions) == 1:
            return actions[0]
        return rng.choice(list(actions)[1:])

    def choose_targets(self, game: Game, player: Player, request: TargetRequest) -> Sequence[Any]:
        """A random legal number of random distinct candidates."""
        rng = self._rng(game)
        hi = min(request.maximum, len(request.candidates))
        k = rng.randint(request.minimum, hi) if hi > request.minimum else request.minimum
        return rng.sample(list(request.candidates), k)

    def choose_modes(self, game: Game, player: Player, request: ModeRequest) -> Sequence[int]:
        """A random legal set of modes."""
        rng = self._rng(game)
        hi = min(request.maximum, len(request.available))
        k = rng.randint(request.minimum, hi) if hi > request.minimum else request.minimum
        return sorted(rng.sample(list(request.available), k))

    def choose_x(self, game: Game, player: Player, request: XRequest) -> int:
        """A random X that can be paid."""
        return self._rng(game).randint(0, request.maximum)

    def choose_yes_no(self, game: Game, player: Player, question: str, source: Any) -> bool:
        """Yes or no at random."""
        return self._rng(game).random() < 0.5

    def reveal_miracle(self, game: Game, player: Player, card: Any) -> bool:
        """Reveal at random."""
        return self._rng(game).random() < 0.5

    def choose_kicker(self, game: Game, player: Player, spell: Any, kicker: Any) -> bool:
        """Kick at random."""
        return self._rng(game).random() < 0.5

    def choose_pair_partner(
        self, game: Game, player: Player, source: Any, candidates: Sequence[Any]
    ) -> Any:
        """A random partner, or none."""
        rng = self._rng(game)
        choice = rng.randrange(len(candidates) + 1) if candidates else 0
        return candidates[choice] if choice < len(candidates) else None

    def divide(self, game: Game, player: Player, request: DivideRequest) -> Mapping[Any, int]:
        """A random legal division."""
        rng = self._rng(game)
        out = {r: request.minimum_each for r in request.recipients}
        caps = request.maximum_each or tuple([request.amount] * len(request.recipients))
        left = request.amount - request.minimum_each * len(request.recipients)
        while left > 0:
            open_ = [(r, c) for r, c in zip(request.recipients, caps) if out[r] < c]
            if not open_:
                break
            r, _ = rng.choice(open_)
            out[r] += 1
            left -= 1
        return out

    def choose_creature_type(
        self, game: Game, player: Player, source: Any, types: Sequence[str]
    ) -> str:
        """A random creature type (the favourite half the time)."""
        rng = self._rng(game)
        return (
            favourite_creature_type(game, player, types)
            if rng.random() < 0.5
            else rng.choice(list(types))
        )

    def choose_color(self, game: Game, player: Player, source: Any) -> Color:
        """A random colour."""
        return self._rng(game).choice(list(Color))

    def choose_card_name(self, game: Game, player: Player, source: Any, names: Sequence[str]) -> str:
        """A random one of ``names`` (the favourite half the time)."""
        rng = self._rng(game)
        return favourite_card_name(game, player, names) if rng.random() < 0.5 else rng.choice(list(names))

    def choose_one_of(self, game: Game, player: Player, source: Any, options: Sequence[Any]) -> Any:
        """A random one of ``options``."""
        return self._rng(game).choice(list(options))

    def choose_replacement(
        self, game: Game, player: Player, event: Any, options: Sequence[Any]
    ) -> Any:
        """A random one."""
        return self._rng(game).choice(list(options))

    def declare_attackers(
        self, game: Game, player: Player, candidates: Sequence[Permanent]
    ) -> Mapping[Permanent, Any]:
        """Each candidate attacks with probability 1/2, a random player or planeswalker."""
        from ..engine.combat.alone import without_lone_declaration
        from ..engine.combat.declarations import attackable

        rng = self._rng(game)
        targets = attackable(game, player)
        declared = {c: rng.choice(targets) for c in candidates if rng.random() < 0.5}
        return without_lone_declaration(declared, attacking=True)  # 506.5

    def declare_blockers(
        self, game: Game, player: Player, options: Mapping[Permanent, Sequence[Permanent]]
    ) -> Mapping[Permanent, Permanent]:
        """Each potential blocker blocks a random attacker it can block, or doesn't block."""
        rng = self._rng(game)
        out: dict[Permanent, Permanent] = {}
        for blocker, attackers in options.items():
            choice = rng.randrange(len(attackers) + 1)
            if choice < len(attackers):
                out[blocker] = attackers[choice]
        from ..engine.combat.alone import without_lone_declaration
        from ..engine.combat.declarations import without_illegal_blocker_counts

        out = without_illegal_blocker_counts(out)  # 509.1b, 702.111b
        return without_lone_declaration(out, attacking=False)  # 506.5

    def assign_combat_damage(
        self,
        game: Game,
        player: Player,
        attacker: Permanent,
        blockers: Sequence[Permanent],
        amount: int,
        defender: Any | None,
    ) -> Mapping[Any, int]:
        """A random legal division (lethal first when trampling over)."""
        rng = self._rng(game)
        if defender is not None and rng.random() < 0.5:
            return greedy_assignment(attacker, blockers, amount, defender)
        out = {b: 0 for b in blockers}
        for _ in range(amount):
            out[rng.choice(list(blockers))] += 1
        return out

    def order_triggers(self, game: Game, player: Player, triggers: Sequence[Any]) -> Sequence[Any]:
        """A random order."""
        out = list(triggers)
        self._rng(game).shuffle(out)
        return out

    def order_cards(
        self, game: Game, player: Player, cards: Sequence[Any], reason: str
    ) -> Sequence[Any]:
        """A random order."""
        out = list(cards)
        self._rng(game).shuffle(out)
        return out

    def choose_discard(
        self, game: Game, player: Player, hand: Sequence[Any], count: int
    ) -> Sequence[Any]:
        """Random cards."""
        return self._rng(game).sample(list(hand), count)

    def choose_bottom(
        self, game: Game, player: Player, hand: Sequence[Any], count: int
    ) -> Sequence[Any]:
        """Random cards."""
        return self._rng(game).sample(list(hand), count)

    def choose_permanents(
        self, game: Game, player: Player, candidates: Sequence[Any], count: int, reason: str
    ) -> Sequence[Any]:
        """Random permanents."""
        return self._rng(game).sample(list(candidates), min(count, len(candidates)))

    def choose_cards(
        self,
        game: Game,
        player: Player,
        cards: Sequence[Any],
        minimum: int,
        maximum: int,
        reason: str,
    ) -> Sequence[Any]:
        """A random legal number of random cards."""
        rng = self._rng(game)
        hi = min(maximum, len(cards))
        k = rng.randint(minimum, hi) if hi > minimum else minimum
        return rng.sample(list(cards), k)

    def keep_hand(self, game: Game, player: Player, hand: Sequence[Any], mulligans: int) -> bool:
        """Keep 90% of hands (always after two mulligans)."""
        return mulligans >= 2 or self._rng(game).random() < 0.9
