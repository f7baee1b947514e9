"""Agents: every choice a player makes goes through one (DESIGN.md, "Runtime").

:class:`Agent` defines the questions and sensible defaults for the ones that
usually have an obvious answer (damage assignment, trigger order, mana
payment).  :class:`ScriptedAgent` answers from a script, for tests;
:class:`RandomAgent` makes random legal choices, for fuzzing and simulation;
the heuristic agent lives in ``heuristic.py``.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .actions import Action, ActivateAbility, CastSpell, PlayLand, TargetRequest
from .definitions import Keyword, Step
from .errors import ScriptError
from .mana import ManaCostSpec, ManaSource, PaymentPlan, plan_payment

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects import Permanent
    from .players import Player


def lethal_damage(attacker: Any, blocker: Any) -> int:
    """Damage ``attacker`` must assign to ``blocker`` to count as lethal (510.1c, 702.2c deathtouch)."""
    left = max(0, blocker.toughness - blocker.damage)
    if left > 0 and Keyword.DEATHTOUCH in attacker.keywords:
        return 1
    return left


def greedy_assignment(
    attacker: Any, blockers: Sequence[Any], amount: int, defender: Any | None
) -> dict[Any, int]:
    """Lethal damage to each blocker in order, the rest to the last blocker or, with trample, the player."""
    out: dict[Any, int] = {}
    left = amount
    for b in blockers:
        give = min(left, lethal_damage(attacker, b))
        out[b] = give
        left -= give
    if left:
        if defender is not None:
            out[defender] = out.get(defender, 0) + left  # 702.19b trample
        elif blockers:
            out[blockers[-1]] += left
    return out


class Agent:
    """The questions the engine asks a player.  Subclasses override what they decide."""

    def choose_action(self, game: Game, player: Player, actions: Sequence[Action]) -> Action:
        """With priority (117): pick one of ``actions`` (``actions[0]`` is always pass)."""
        return actions[0]

    def choose_targets(self, game: Game, player: Player, request: TargetRequest) -> Sequence[Any]:
        """Choose targets for one target phrase (601.2c): ``minimum``..``maximum`` distinct candidates."""
        return list(request.candidates[: request.minimum])

    def declare_attackers(
        self, game: Game, player: Player, candidates: Sequence[Permanent]
    ) -> Sequence[Permanent]:
        """508.1a: which of ``candidates`` attack."""
        return []

    def declare_blockers(
        self, game: Game, player: Player, options: Mapping[Permanent, Sequence[Permanent]]
    ) -> Mapping[Permanent, Permanent]:
        """509.1a: map each blocking creature to the attacker it blocks (``options`` lists what each can block)."""
        return {}

    def order_blockers(
        self, game: Game, player: Player, attacker: Permanent, blockers: Sequence[Permanent]
    ) -> Sequence[Permanent]:
        """509.2: damage assignment order of the creatures blocking ``attacker``."""
        return list(blockers)

    def assign_combat_damage(
        self,
        game: Game,
        player: Player,
        attacker: Permanent,
        blockers: Sequence[Permanent],
        amount: int,
        defender: Any | None,
    ) -> Mapping[Any, int]:
        """510.1c: divide ``amount`` among ``blockers`` (and ``defender`` if it has trample)."""
        return greedy_assignment(attacker, blockers, amount, defender)

    def order_triggers(self, game: Game, player: Player, triggers: Sequence[Any]) -> Sequence[Any]:
        """603.3b: the order to put ``player``'s triggered abilities on the stack (last resolves first)."""
        return list(triggers)

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

    def choose_mana_payment(
        self, game: Game, player: Player, cost: ManaCostSpec, sources: Sequence[ManaSource]
    ) -> PaymentPlan | None:
        """601.2g–h: which mana to spend and which mana abilities to activate."""
        return plan_payment(player.mana_pool, sources, cost)

    def choose_may(self, game: Game, player: Player, source: Any) -> bool:
        """"You may …" (608.2d): whether to do the optional instruction of ``source``."""
        return True

    def choose_x(self, game: Game, player: Player, spell: Any) -> int:
        """601.2b: the value of X for ``spell`` (the largest affordable one by default)."""
        from .costs import mana_sources
        from .mana import can_afford, parse_mana_cost

        base = parse_mana_cost(spell.card.mana_cost)
        sources = mana_sources(game, player)
        x = 0
        while x < 20 and can_afford(player.mana_pool, sources, base.with_x(x + 1)):
            x += 1
        return x


# --- scripted agent ----------------------------------------------------------

Ref = Any  # a name (str), or the object / player itself


@dataclass(frozen=True)
class Decision:
    """A scripted decision; ``step`` / ``turn`` (if given) say when it applies."""

    step: Step | None = field(default=None, kw_only=True)
    turn: int | None = field(default=None, kw_only=True)

    def applies_now(self, game: Game) -> bool:
        """Whether the current step and turn match this decision's conditions."""
        if self.step is not None and game.step != self.step:
            return False
        return self.turn is None or game.turn == self.turn


@dataclass(frozen=True)
class Pass(Decision):
    """Pass priority once."""


@dataclass(frozen=True)
class Play(Decision):
    """Play the land named ``card`` from hand."""

    card: Ref = None


@dataclass(frozen=True)
class Cast(Decision):
    """Cast ``card`` from hand with ``targets`` (all its target phrases, in order)."""

    card: Ref = None
    targets: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class Activate(Decision):
    """Activate the ``index``-th activated ability of permanent ``source`` with ``targets``."""

    source: Ref = None
    index: int = 0
    targets: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class Attack(Decision):
    """Attack with the named creatures (empty: no attack)."""

    attackers: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class Block(Decision):
    """Blocks as ``(blocker, attacker)`` pairs."""

    pairs: tuple[tuple[Ref, Ref], ...] = ()


@dataclass(frozen=True)
class Targets(Decision):
    """Targets for the next target phrase asked outside a Cast/Activate (e.g. a trigger)."""

    targets: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class Choose(Decision):
    """Cards or permanents to choose (discard, sacrifice, bottom of library)."""

    objects: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class Order(Decision):
    """An order for blockers (damage assignment) or triggers."""

    objects: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class May(Decision):
    """The answer to a "you may" question."""

    yes: bool = True


@dataclass(frozen=True)
class ChooseX(Decision):
    """The value of X for the next spell cast with X in its cost."""

    value: int = 0


@dataclass(frozen=True)
class Mulligan(Decision):
    """Keep (``keep=True``) or mulligan the opening hand."""

    keep: bool = True


def resolve_ref(ref: Ref, candidates: Sequence[Any], what: str) -> Any:
    """Find ``ref`` (an object or a name) among ``candidates``, or raise ScriptError."""
    if not isinstance(ref, str):
        for c in candidates:
            if c is ref:
                return c
    else:
        for c in candidates:
            if getattr(c, "name", None) == ref:
                return c
    names = ", ".join(getattr(c, "name", str(c)) for c in candidates) or "nothing"
    raise ScriptError(
        f"script wants {what} {getattr(ref, 'name', ref)!r}, but the choices are: {names}"
    )


class ScriptedAgent(Agent):
    """Answers from a queue of :class:`Decision` objects, for tests.

    Each question takes the first queued decision of the kind asked (Pass,
    Play, Cast and Activate answer priority; Attack, Block, Targets, Choose,
    Order and Mulligan answer their own questions), if its ``step``/``turn``
    conditions hold; decisions of other kinds keep their place.  Without one,
    the question gets its default answer (pass, no attack, no block, keep,
    the given order, the last cards for a discard); questions without a
    default (targets, sacrifices) raise :class:`ScriptError`.  A decision that names something
    illegal always raises ScriptError.  With ``strict=True`` every question
    must be answered by the decision at the head of the queue.
    """

    def __init__(
        self, script: Sequence[Decision] = (), *, strict: bool = False, name: str = ""
    ) -> None:
        self.script: deque[Decision] = deque(script)
        self.strict = strict
        self.name = name
        self._pending_targets: deque[Ref] = deque()
        self._casting = False  # answering the target questions of a scripted Cast/Activate

    def add(self, *decisions: Decision) -> None:
        """Append decisions to the script."""
        self.script.extend(decisions)

    @property
    def remaining(self) -> list[Decision]:
        """The decisions not used yet."""
        return list(self.script)

    def _next(
        self, game: Game, kinds: tuple[type, ...], question: str, has_default: bool
    ) -> Decision | None:
        if self.strict:
            if (
                self.script
                and isinstance(self.script[0], kinds)
                and self.script[0].applies_now(game)
            ):
                return self.script.popleft()
        else:
            # The first queued decision of the kind asked (decisions of other kinds keep their place).
            for i, d in enumerate(self.script):
                if isinstance(d, kinds):
                    if d.applies_now(game):
                        del self.script[i]
                        return d
                    break
            if has_default:
                return None
        nxt = repr(self.script[0]) if self.script else "the end of the script"
        raise ScriptError(
            f"{self.name or 'scripted agent'} was asked {question} (turn {game.turn}, {game.step}), "
            f"but the script has {nxt}"
        )

    def choose_action(self, game: Game, player: Player, actions: Sequence[Action]) -> Action:
        """Pass, or take the scripted Play/Cast/Activate (which must be legal now)."""
        if self._pending_targets:
            raise ScriptError(
                f"too many targets in the script: {list(self._pending_targets)} were not used"
            )
        self._casting = False
        d = self._next(game, (Pass, Play, Cast, Activate), "for an action with priority", True)
        if d is None or isinstance(d, Pass):
            return actions[0]
        if isinstance(d, Play):
            lands = [a.card for a in actions if isinstance(a, PlayLand)]
            return PlayLand(resolve_ref(d.card, lands, "to play land"))
        if isinstance(d, Cast):
            castable = [a.card for a in actions if isinstance(a, CastSpell)]
            card = resolve_ref(d.card, castable, "to cast")
            self._pending_targets = deque(d.targets)
            self._casting = True
            return CastSpell(card)
        assert isinstance(d, Activate)
        acts = [a for a in actions if isinstance(a, ActivateAbility)]
        sources = [a.source for a in acts]
        src = resolve_ref(d.source, sources, "to activate an ability of")
        mine = [a for a in acts if a.source is src]
        activated_indices = [i for i, _ in src.activated]
        if d.index >= len(activated_indices):
            raise ScriptError(f"{src.name} has no activated ability #{d.index}")
        wanted = activated_indices[d.index]
        for a in mine:
            if a.index == wanted:
                self._pending_targets = deque(d.targets)
                self._casting = True
                return a
        raise ScriptError(f"ability #{d.index} of {src.name} can't be activated now")

    def choose_targets(self, game: Game, player: Player, request: TargetRequest) -> Sequence[Any]:
        """Targets from the pending Cast/Activate, else from a Targets decision."""
        if not self._pending_targets and self._casting:
            if request.minimum == 0:
                return []  # "up to N" left empty by the Cast/Activate decision
            raise ScriptError(f"the script gave too few targets for {request.source.name}")
        if not self._pending_targets:
            d = self._next(game, (Targets,), f"for targets of {request.source.name}", False)
            assert isinstance(d, Targets)
            self._pending_targets = deque(d.targets)
        chosen = []
        while self._pending_targets and len(chosen) < request.maximum:
            ref = self._pending_targets.popleft()
            chosen.append(
                resolve_ref(ref, request.candidates, f"as a target of {request.source.name}")
            )
        return chosen

    def declare_attackers(
        self, game: Game, player: Player, candidates: Sequence[Permanent]
    ) -> Sequence[Permanent]:
        """The scripted Attack, or no attack."""
        d = self._next(game, (Attack,), "to declare attackers", True)
        if d is None:
            return []
        assert isinstance(d, Attack)
        return [resolve_ref(r, candidates, "to attack with") for r in d.attackers]

    def declare_blockers(
        self, game: Game, player: Player, options: Mapping[Permanent, Sequence[Permanent]]
    ) -> Mapping[Permanent, Permanent]:
        """The scripted Block, or no blocks."""
        d = self._next(game, (Block,), "to declare blockers", True)
        if d is None:
            return {}
        assert isinstance(d, Block)
        out: dict[Permanent, Permanent] = {}
        for b_ref, a_ref in d.pairs:
            blocker = resolve_ref(b_ref, list(options), "to block with")
            out[blocker] = resolve_ref(a_ref, options[blocker], f"{blocker.name} to block")
        return out

    def order_blockers(
        self, game: Game, player: Player, attacker: Permanent, blockers: Sequence[Permanent]
    ) -> Sequence[Permanent]:
        """The scripted Order, or the declared order."""
        d = self._next(game, (Order,), f"to order blockers of {attacker.name}", True)
        if d is None:
            return list(blockers)
        assert isinstance(d, Order)
        return [resolve_ref(r, blockers, "to order") for r in d.objects]

    def order_triggers(self, game: Game, player: Player, triggers: Sequence[Any]) -> Sequence[Any]:
        """The scripted Order, or the order they triggered in."""
        d = self._next(game, (Order,), "to order triggers", True)
        if d is None:
            return list(triggers)
        assert isinstance(d, Order)
        return [resolve_ref(r, triggers, "to order") for r in d.objects]

    def _choose(
        self, game: Game, candidates: Sequence[Any], count: int, what: str, has_default: bool
    ) -> Sequence[Any]:
        d = self._next(game, (Choose,), what, has_default)
        if d is None:  # default: the last ``count`` candidates
            return list(candidates[-count:]) if count else []
        assert isinstance(d, Choose)
        return [resolve_ref(r, candidates, what) for r in d.objects]

    def choose_discard(
        self, game: Game, player: Player, hand: Sequence[Any], count: int
    ) -> Sequence[Any]:
        """The scripted Choose, or the last cards in hand."""
        return self._choose(game, hand, count, f"to discard {count}", True)

    def choose_bottom(
        self, game: Game, player: Player, hand: Sequence[Any], count: int
    ) -> Sequence[Any]:
        """The scripted Choose, or the last cards in hand."""
        return self._choose(game, hand, count, f"to put {count} on the bottom", True)

    def choose_permanents(
        self, game: Game, player: Player, candidates: Sequence[Any], count: int, reason: str
    ) -> Sequence[Any]:
        """The scripted Choose (required: no default)."""
        return self._choose(game, candidates, count, f"to choose {count} to {reason}", False)

    def choose_may(self, game: Game, player: Player, source: Any) -> bool:
        """The scripted May, or yes."""
        d = self._next(game, (May,), f"whether to use the option of {source.name}", True)
        return True if d is None else bool(d.yes)  # type: ignore[attr-defined]

    def choose_x(self, game: Game, player: Player, spell: Any) -> int:
        """The scripted ChooseX, or the largest affordable X."""
        d = self._next(game, (ChooseX,), f"X for {spell.name}", True)
        if d is None:
            return super().choose_x(game, player, spell)
        return int(d.value)  # type: ignore[attr-defined]

    def keep_hand(self, game: Game, player: Player, hand: Sequence[Any], mulligans: int) -> bool:
        """The scripted Mulligan, or keep."""
        d = self._next(game, (Mulligan,), "keep or mulligan", True)
        return True if d is None else bool(d.keep)  # type: ignore[attr-defined]


# --- random agent ------------------------------------------------------------


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
        """Pass with ``pass_probability``, else a random other action."""
        rng = self._rng(game)
        if len(actions) == 1 or rng.random() < self.pass_probability:
            return actions[0]
        return rng.choice(actions[1:])

    def choose_targets(self, game: Game, player: Player, request: TargetRequest) -> Sequence[Any]:
        """A random legal number of random distinct candidates."""
        rng = self._rng(game)
        hi = min(request.maximum, len(request.candidates))
        k = rng.randint(request.minimum, hi) if hi > request.minimum else request.minimum
        return rng.sample(list(request.candidates), k)

    def declare_attackers(
        self, game: Game, player: Player, candidates: Sequence[Permanent]
    ) -> Sequence[Permanent]:
        """Each candidate attacks with probability 1/2."""
        rng = self._rng(game)
        return [c for c in candidates if rng.random() < 0.5]

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
        return out

    def order_blockers(
        self, game: Game, player: Player, attacker: Permanent, blockers: Sequence[Permanent]
    ) -> Sequence[Permanent]:
        """A random order."""
        out = list(blockers)
        self._rng(game).shuffle(out)
        return out

    def order_triggers(self, game: Game, player: Player, triggers: Sequence[Any]) -> Sequence[Any]:
        """A random order."""
        out = list(triggers)
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
        return self._rng(game).sample(list(candidates), count)

    def keep_hand(self, game: Game, player: Player, hand: Sequence[Any], mulligans: int) -> bool:
        """Keep 90% of hands (always after two mulligans)."""
        return mulligans >= 2 or self._rng(game).random() < 0.9
