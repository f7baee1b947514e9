"""The scripted agent, for tests: every answer comes from a queue of decisions.

Each question takes the first queued decision of the kind asked (``Pass``,
``Play``, ``Cast``, ``Activate`` and ``Ignore`` answer priority; ``Attack``, ``Block``,
``Targets``, ``Modes``, ``ChooseX``, ``May``, ``Reveal``, ``Kick``, ``Pair``,
``Divide``, ``Option``, ``Choose``, ``Order``, ``Damage`` and ``Mulligan``
answer their own questions) if its ``step``/``turn`` conditions hold;
decisions of other kinds keep their place.  Without one, the question gets
its default answer: pass, no attack, no block, keep, the given order, the
last cards for a discard, X as large as can be paid, "yes" to "you may",
no miracle reveal, no kicker paid, the first pairing partner, an even division.  Questions
without a default (targets, modes, sacrifices and other choices among
permanents) raise :class:`ScriptError`.  A decision that names something
illegal always raises ScriptError.  With ``strict=True`` every question must
be answered by the decision at the head of the queue.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..definitions import Step
from ..engine.casting.actions import (
    Action,
    ActivateAbility,
    CastSpell,
    DivideRequest,
    ModeRequest,
    PlayLand,
    TargetRequest,
    XRequest,
)
from ..engine.casting.ignoring import IgnoreEffect
from ..engine.errors import ScriptError
from .agent import Agent, even_division

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects.game_objects import Permanent
    from ..engine.objects.players import Player

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
    """Cast ``card`` with ``targets`` (all its target phrases, in order); ``x`` and ``modes``
    (mode indices) if the spell asks."""

    card: Ref = None
    targets: tuple[Ref, ...] = ()
    x: int | None = None
    modes: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Activate(Decision):
    """Activate the ``index``-th activated ability of permanent ``source`` with ``targets``."""

    source: Ref = None
    index: int = 0
    targets: tuple[Ref, ...] = ()
    x: int | None = None


@dataclass(frozen=True)
class Ignore(Decision):
    """Take the special action a static ability of permanent ``source`` offers: pay its cost
    to ignore its effect (116.2d)."""

    source: Ref = None


@dataclass(frozen=True)
class Attack(Decision):
    """Attack with the named creatures (empty: no attack); an entry may be a pair
    ``(attacker, planeswalker)`` to attack a planeswalker."""

    attackers: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class Block(Decision):
    """Blocks as ``(blocker, attacker)`` pairs (a blocker listed twice blocks both)."""

    pairs: tuple[tuple[Ref, Ref], ...] = ()


@dataclass(frozen=True)
class Targets(Decision):
    """Targets for the next target phrase asked outside a Cast/Activate (e.g. a trigger)."""

    targets: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class Choose(Decision):
    """Cards or permanents to choose (discard, sacrifice, search, bottom of library, …)."""

    objects: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class Order(Decision):
    """An order for triggers or cards."""

    objects: tuple[Ref, ...] = ()


@dataclass(frozen=True)
class Mulligan(Decision):
    """Keep (``keep=True``) or mulligan the opening hand."""

    keep: bool = True


@dataclass(frozen=True)
class Modes(Decision):
    """The modes (indices) of the next modal spell."""

    modes: tuple[int, ...] = ()


@dataclass(frozen=True)
class ChooseX(Decision):
    """The value of X for the next spell or ability with X."""

    value: int = 0


@dataclass(frozen=True)
class May(Decision):
    """The answer to the next "you may" (or other yes/no) question."""

    yes: bool = True


@dataclass(frozen=True)
class Reveal(Decision):
    """Reveal (or not) the next card drawn for its miracle cost."""

    answer: bool = True


@dataclass(frozen=True)
class Kick(Decision):
    """Pay (or not) the kicker cost of the next spell cast that has one (601.2b, 702.33a)."""

    answer: bool = True


@dataclass(frozen=True)
class Pair(Decision):
    """The soulbond partner to choose (None: don't pair)."""

    partner: Ref = None


@dataclass(frozen=True)
class Divide(Decision):
    """A division: ``(recipient, amount)`` pairs."""

    amounts: tuple[tuple[Ref, int], ...] = ()


@dataclass(frozen=True)
class Option(Decision):
    """A named choice: a creature type, a colour, a replacement effect (by name)."""

    value: Any = None


@dataclass(frozen=True)
class Damage(Decision):
    """A combat damage division: ``(recipient, amount)`` pairs."""

    amounts: tuple[tuple[Ref, int], ...] = ()


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
    """Answers from a queue of :class:`Decision` objects, for tests (see the module docstring)."""

    def __init__(
        self, script: Sequence[Decision] = (), *, strict: bool = False, name: str = ""
    ) -> None:
        self.script: deque[Decision] = deque(script)
        self.strict = strict
        self.name = name
        self._pending_targets: deque[Ref] = deque()
        self._pending_x: int | None = None
        self._pending_modes: tuple[int, ...] | None = None
        self._casting = False  # answering the questions of a scripted Cast/Activate

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

    # --- priority -----------------------------------------------------------------------------
    def choose_action(self, game: Game, player: Player, actions: Sequence[Action]) -> Action:
        """Pass, or take the scripted Play/Cast/Activate/Ignore (which must be legal now)."""
        if self._pending_targets:
            raise ScriptError(
                f"too many targets in the script: {list(self._pending_targets)} were not used"
            )
        self._casting = False
        d = self._next(
            game, (Pass, Play, Cast, Activate, Ignore), "for an action with priority", True
        )
        if d is None or isinstance(d, Pass):
            return actions[0]
        if isinstance(d, Play):
            lands = [a.card for a in actions if isinstance(a, PlayLand)]
            return PlayLand(resolve_ref(d.card, lands, "to play land"))
        if isinstance(d, Cast):
            casts = [a for a in actions if isinstance(a, CastSpell)]
            card = resolve_ref(d.card, [a.card for a in casts], "to cast")
            self.prepare(d.targets, d.x, d.modes)
            return next(a for a in casts if a.card is card)
        if isinstance(d, Ignore):
            offered = [a for a in actions if isinstance(a, IgnoreEffect)]
            src = resolve_ref(d.source, [a.source for a in offered], "to ignore the effect of")
            return next(a for a in offered if a.source is src)
        assert isinstance(d, Activate)
        acts = [a for a in actions if isinstance(a, ActivateAbility)]
        src = resolve_ref(d.source, [a.source for a in acts], "to activate an ability of")
        activated_indices = [i for i, _ in src.activated]
        if d.index >= len(activated_indices):
            raise ScriptError(f"{src.name} has no activated ability #{d.index}")
        wanted = activated_indices[d.index]
        for a in acts:
            if a.source is src and a.index == wanted:
                self.prepare(d.targets, d.x, None)
                return a
        raise ScriptError(f"ability #{d.index} of {src.name} can't be activated now")

    def prepare(
        self, targets: Sequence[Ref], x: int | None = None, modes: Sequence[int] | None = None
    ) -> None:
        """Queue the answers of a Cast/Activate (targets, X, modes) for the questions that follow."""
        self._pending_targets = deque(targets)
        self._pending_x = x
        self._pending_modes = tuple(modes) if modes is not None else None
        self._casting = True

    def finish(self) -> None:
        """Forget what a Cast/Activate left unused."""
        self._casting = False
        self._pending_targets.clear()
        self._pending_x = None
        self._pending_modes = None

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
            if not d.targets:
                return []
        chosen: list[Any] = []
        while self._pending_targets and len(chosen) < request.maximum:
            ref = self._pending_targets.popleft()
            chosen.append(
                resolve_ref(ref, request.candidates, f"as a target of {request.source.name}")
            )
        return chosen

    def choose_modes(self, game: Game, player: Player, request: ModeRequest) -> Sequence[int]:
        """The Cast's modes, else a Modes decision (required)."""
        if self._pending_modes is not None:
            return list(self._pending_modes)
        d = self._next(game, (Modes,), f"for the modes of {request.source.name}", False)
        assert isinstance(d, Modes)
        return list(d.modes)

    def choose_x(self, game: Game, player: Player, request: XRequest) -> int:
        """The Cast's X, else a ChooseX decision, else the largest X that can be paid."""
        if self._pending_x is not None:
            return self._pending_x
        d = self._next(game, (ChooseX,), f"for X of {request.source.name}", True)
        return request.maximum if d is None else d.value  # type: ignore[attr-defined]

    # --- yes/no and keyword choices ----------------------------------------------------------
    def choose_yes_no(self, game: Game, player: Player, question: str, source: Any) -> bool:
        """A May decision, else yes."""
        d = self._next(game, (May,), f"'{question}'", True)
        return True if d is None else d.yes  # type: ignore[attr-defined]

    def choose_kicker(self, game: Game, player: Player, spell: Any, kicker: Any) -> bool:
        """A Kick decision, else don't kick."""
        d = self._next(game, (Kick,), f"whether to kick {spell.name}", True)
        return False if d is None else d.answer  # type: ignore[attr-defined]

    def reveal_miracle(self, game: Game, player: Player, card: Any) -> bool:
        """A Reveal decision, else don't reveal."""
        d = self._next(game, (Reveal,), f"whether to reveal {card.name} for miracle", True)
        return False if d is None else d.answer  # type: ignore[attr-defined]

    def choose_pair_partner(
        self, game: Game, player: Player, source: Any, candidates: Sequence[Any]
    ) -> Any:
        """A Pair decision, else the first candidate."""
        d = self._next(game, (Pair,), f"a partner for {source.name}", True)
        if d is None:
            return candidates[0] if candidates else None
        if d.partner is None:  # type: ignore[attr-defined]
            return None
        return resolve_ref(d.partner, candidates, "to pair with")  # type: ignore[attr-defined]

    def divide(self, game: Game, player: Player, request: DivideRequest) -> Mapping[Any, int]:
        """A Divide decision, else an even division."""
        d = self._next(game, (Divide,), f"to divide {request.amount}", True)
        if d is None:
            return even_division(request)
        return {resolve_ref(r, request.recipients, "to divide to"): n for r, n in d.amounts}  # type: ignore[attr-defined]

    def choose_creature_type(
        self, game: Game, player: Player, source: Any, types: Sequence[str]
    ) -> str:
        """An Option decision, else the default."""
        d = self._next(game, (Option,), "a creature type", True)
        return super().choose_creature_type(game, player, source, types) if d is None else d.value  # type: ignore[attr-defined]

    def choose_color(self, game: Game, player: Player, source: Any) -> Any:
        """An Option decision, else the default."""
        d = self._next(game, (Option,), "a colour", True)
        return super().choose_color(game, player, source) if d is None else d.value  # type: ignore[attr-defined]

    def choose_card_name(self, game: Game, player: Player, source: Any, names: Sequence[str]) -> str:
        """An Option decision (a card's name), else the default."""
        d = self._next(game, (Option,), "a card name", True)
        return super().choose_card_name(game, player, source, names) if d is None else d.value  # type: ignore[attr-defined]

    def choose_one_of(self, game: Game, player: Player, source: Any, options: Sequence[Any]) -> Any:
        """An Option decision (one of ``options``), else the default."""
        d = self._next(game, (Option,), "one of " + ", ".join(map(str, options)), True)
        if d is None:
            return super().choose_one_of(game, player, source, options)
        if d.value not in options:  # type: ignore[attr-defined]
            raise ScriptError(f"{d.value!r} is not one of {list(options)}")  # type: ignore[attr-defined]
        return d.value  # type: ignore[attr-defined]

    def choose_replacement(
        self, game: Game, player: Player, event: Any, options: Sequence[Any]
    ) -> Any:
        """An Option decision naming one (by its name), else the first."""
        d = self._next(game, (Option,), "which replacement effect applies first", True)
        if d is None:
            return options[0]
        return resolve_ref(d.value, options, "replacement effect")  # type: ignore[attr-defined]

    # --- combat ------------------------------------------------------------------------------------
    def declare_attackers(
        self, game: Game, player: Player, candidates: Sequence[Permanent]
    ) -> Mapping[Permanent, Any]:
        """The scripted Attack, or no attack."""
        d = self._next(game, (Attack,), "to declare attackers", True)
        if d is None:
            return {}
        assert isinstance(d, Attack)
        from ..engine.combat.declarations import attackable

        defending = game.opponents(player)[0]
        out: dict[Permanent, Any] = {}
        for ref in d.attackers:
            if isinstance(ref, tuple):
                attacker = resolve_ref(ref[0], candidates, "to attack with")
                out[attacker] = resolve_ref(ref[1], attackable(game, player), "to attack")
            else:
                out[resolve_ref(ref, candidates, "to attack with")] = defending
        return out

    def declare_blockers(
        self, game: Game, player: Player, options: Mapping[Permanent, Sequence[Permanent]]
    ) -> Mapping[Permanent, list[Permanent]]:
        """The scripted Block, or no blocks."""
        d = self._next(game, (Block,), "to declare blockers", True)
        if d is None:
            return {}
        assert isinstance(d, Block)
        out: dict[Permanent, list[Permanent]] = {}
        for b_ref, a_ref in d.pairs:
            blocker = resolve_ref(b_ref, list(options), "to block with")
            out.setdefault(blocker, []).append(
                resolve_ref(a_ref, options[blocker], f"{blocker.name} to block")
            )
        return out

    def assign_combat_damage(
        self,
        game: Game,
        player: Player,
        attacker: Permanent,
        blockers: Sequence[Permanent],
        amount: int,
        defender: Any | None,
    ) -> Mapping[Any, int]:
        """A Damage decision, else lethal damage in turn (the rest to the player with trample)."""
        d = self._next(game, (Damage,), f"to assign {attacker.name}'s combat damage", True)
        if d is None:
            return super().assign_combat_damage(game, player, attacker, blockers, amount, defender)
        allowed = list(blockers) + ([defender] if defender is not None else [])
        return {resolve_ref(r, allowed, "to assign damage to"): n for r, n in d.amounts}  # type: ignore[attr-defined]

    def order_triggers(self, game: Game, player: Player, triggers: Sequence[Any]) -> Sequence[Any]:
        """The scripted Order, or the order they triggered in."""
        d = self._next(game, (Order,), "to order triggers", True)
        if d is None:
            return list(triggers)
        assert isinstance(d, Order)
        return [resolve_ref(r, triggers, "to order") for r in d.objects]

    def order_cards(
        self, game: Game, player: Player, cards: Sequence[Any], reason: str
    ) -> Sequence[Any]:
        """The scripted Order, or the given order."""
        d = self._next(game, (Order,), f"to order cards ({reason})", True)
        if d is None:
            return list(cards)
        assert isinstance(d, Order)
        return [resolve_ref(r, cards, "to order") for r in d.objects]

    # --- cards and permanents ------------------------------------------------------------------------
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

    def choose_cards(
        self,
        game: Game,
        player: Player,
        cards: Sequence[Any],
        minimum: int,
        maximum: int,
        reason: str,
    ) -> Sequence[Any]:
        """The scripted Choose (required unless nothing need be chosen)."""
        d = self._next(game, (Choose,), f"to choose {minimum}..{maximum} ({reason})", minimum == 0)
        if d is None:
            return []
        assert isinstance(d, Choose)
        return [resolve_ref(r, cards, reason) for r in d.objects]

    def keep_hand(self, game: Game, player: Player, hand: Sequence[Any], mulligans: int) -> bool:
        """The scripted Mulligan, or keep."""
        d = self._next(game, (Mulligan,), "keep or mulligan", True)
        return True if d is None else bool(d.keep)  # type: ignore[attr-defined]
