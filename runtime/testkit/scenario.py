"""Scenario: build a game in a given state, script the players, act, and look at the result.

Written for tests a card designer can read::

    s = Scenario(step=Step.PRECOMBAT_MAIN)            # Alice's turn, main phase
    s.battlefield("Alice", THRABEN_VALIANT, PLAINS, PLAINS)
    s.hand("Alice", ZEALOUS_STRIKE)
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)

Both players are :class:`ScriptedAgent` s that pass, don't attack and don't
block unless told otherwise (``s.script(player, Cast(...), step=...)``).
Permanents put onto the battlefield here are not summoning sick unless
``sick=True``.  The scenario starts *in* the given step, after its
turn-based actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..agents.scripted import Attack, Block, Decision, ScriptedAgent
from ..definitions import CardDefinition, Keyword, Step
from ..engine.casting.actions import ActivateAbility, CastSpell, PlayLand
from ..engine.casting.ignoring import IgnoreEffect
from ..engine.casting.spells import legal_actions, perform
from ..engine.errors import GameOver, IllegalActionError, RulesError, ScriptError
from ..engine.game import Game, GameResult
from ..engine.objects.game_objects import LOYALTY, GameObject, Permanent
from ..engine.objects.players import Player
from ..engine.stack.priority import run_priority
from ..engine.turn import begin_step, begin_turn, end_step, finish_step, next_step, next_turn_player


class Scenario:
    """A two-player game set up by hand, driven step by step (see the module docstring)."""

    def __init__(
        self,
        *,
        names: Sequence[str] = ("Alice", "Bob"),
        active: str | None = None,
        step: Step = Step.PRECOMBAT_MAIN,
        turn: int = 3,
        seed: int = 0,
    ) -> None:
        self.agents = [ScriptedAgent(name=n) for n in names]
        self.game = Game([[], []], self.agents, seed=seed, names=names, starting_player=0)
        g = self.game
        g.started = True
        g.turn = turn
        g.log.turn = turn
        g.active = self.player(active or names[0])
        g.step = step

    # --- players and agents ----------------------------------------------------
    def player(self, who: str | Player) -> Player:
        """The player named ``who``."""
        return who if isinstance(who, Player) else self.game.player_named(who)

    def agent(self, who: str | Player) -> ScriptedAgent:
        """The scripted agent of ``who``."""
        return self.agents[self.player(who).index]

    def use_agent(self, who: str | Player, agent: Any) -> None:
        """Let another agent (e.g. a HeuristicAgent) make ``who``'s choices from now on."""
        self.player(who).agent = agent

    def script(self, who: str | Player, *decisions: Decision) -> None:
        """Queue decisions for ``who`` (Cast, Activate, Attack, Block, Targets, …)."""
        self.agent(who).add(*decisions)

    # --- building the state ----------------------------------------------------------
    def battlefield(
        self,
        who: str | Player,
        *cards: CardDefinition,
        tapped: bool = False,
        sick: bool = False,
        token: bool = False,
    ) -> list[Permanent]:
        """Put permanents onto the battlefield under ``who``'s control (no ETB triggers);
        a planeswalker gets its loyalty counters (306.5b)."""
        p = self.player(who)
        out = []
        for card in cards:
            perm = Permanent(self.game, card, p, p, token=token)
            perm.tapped = tapped
            perm.sick = sick
            if card.loyalty is not None:
                dict.__setitem__(perm.counters, LOYALTY, card.loyalty)
            self.game.battlefield.add(perm)
            out.append(perm)
        self.game.touch()
        return out

    def exile(self, who: str | Player, *cards: CardDefinition) -> list[GameObject]:
        """Put cards owned by ``who`` into exile."""
        p = self.player(who)
        return self._cards(self.game.exile, p, cards, True)

    def attach(self, attachment: str | Permanent, host: str | Permanent) -> None:
        """Attach an Aura or Equipment to a permanent (no triggers)."""
        a = attachment if isinstance(attachment, Permanent) else self.permanent(attachment)
        h = host if isinstance(host, Permanent) else self.permanent(host)
        self.game.attach(a, h)

    def pair(self, a: str | Permanent, b: str | Permanent) -> None:
        """Pair two creatures (702.95)."""
        x = a if isinstance(a, Permanent) else self.permanent(a)
        y = b if isinstance(b, Permanent) else self.permanent(b)
        if not self.game.pair(x, y):
            raise RulesError(f"{x.name} and {y.name} can't be paired")

    def counters(self, name: str | Permanent, kind: str, amount: int) -> None:
        """Put counters on a permanent (no triggers)."""
        perm = name if isinstance(name, Permanent) else self.permanent(name)
        perm.counters[kind] = perm.counters.get(kind, 0) + amount

    def _cards(
        self, zone: Any, who: Player, cards: Sequence[CardDefinition], top: bool
    ) -> list[GameObject]:
        out = []
        for card in cards:
            obj = GameObject(self.game, card, who)
            zone.add(obj, top=top)
            out.append(obj)
        self.game.touch()  # a card set up in a zone changes what can be done (113.6k)
        return out

    def hand(self, who: str | Player, *cards: CardDefinition) -> list[GameObject]:
        """Put cards into ``who``'s hand."""
        p = self.player(who)
        return self._cards(p.hand, p, cards, True)

    def library(self, who: str | Player, *cards: CardDefinition) -> list[GameObject]:
        """Put cards into ``who``'s library; the first card listed ends up on top."""
        p = self.player(who)
        return self._cards(p.library, p, list(reversed(cards)), True)[::-1]

    def graveyard(self, who: str | Player, *cards: CardDefinition) -> list[GameObject]:
        """Put cards into ``who``'s graveyard."""
        p = self.player(who)
        return self._cards(p.graveyard, p, cards, True)

    def set_life(self, who: str | Player, life: int) -> None:
        """Set a life total."""
        self.player(who).life = life

    # --- acting ------------------------------------------------------------------------
    def _act(
        self,
        who: Player,
        action: Any,
        targets: Sequence[Any],
        x: int | None = None,
        modes: Sequence[int] | None = None,
        alternative: bool = False,
    ) -> None:
        if self.game.result is not None:
            raise RulesError(f"the game is over: {self.game.result.reason}")
        actions = legal_actions(self.game, who)
        # a cast paying an alternative cost (118.9) is its own action, chosen only when asked
        found = [a for a in actions if a == action and _pays_alternative(a) == alternative]
        if not found:
            legal = ", ".join(a.describe() for a in actions)
            raise IllegalActionError(f"{who.name} can't {action.describe()} now; legal: {legal}")
        action = found[0]
        agent = self.agent(who)
        agent.prepare(targets, x, modes)
        try:
            self._guard(lambda: perform(self.game, who, action))
            if agent._pending_targets:
                raise ScriptError(
                    f"too many targets given for {action.describe()}: {list(agent._pending_targets)}"
                )
        finally:
            agent.finish()

    def play_land(self, who: str | Player, name: str) -> Permanent:
        """``who`` plays the land ``name`` from hand (must be legal now)."""
        p = self.player(who)
        card = self._find(p.hand.objects, name, f"{p.name}'s hand")
        self._act(p, PlayLand(card), ())
        return self.permanent(name, p)

    def cast(
        self,
        who: str | Player,
        name: str,
        *targets: Any,
        x: int | None = None,
        modes: Sequence[int] | None = None,
        alternative: bool = False,
    ) -> None:
        """``who`` casts ``name`` (from hand, or another zone they may cast it from) with
        ``targets`` (names or objects), X and modes, paying with their lands; with
        ``alternative``, paying an alternative cost ("… rather than pay this spell's mana
        cost", 118.9) instead of its mana cost."""
        p = self.player(who)
        from ..engine.casting.spells import castable_cards

        cards = [c for c, _ in castable_cards(self.game, p)]
        card = self._find(cards, name, f"{p.name}'s castable cards")
        self._act(p, CastSpell(card), targets, x, modes, alternative)

    def activate(
        self,
        who: str | Player,
        source: str | GameObject,
        *targets: Any,
        index: int = 0,
        x: int | None = None,
    ) -> None:
        """``who`` activates the ``index``-th activated ability of ``source`` (a permanent's
        name, or an object: a card in a graveyard whose ability functions there, 113.6k)."""
        p = self.player(who)
        perm = source if isinstance(source, GameObject) else self.permanent(source, p)
        if index >= len(perm.activated):
            raise IllegalActionError(f"{perm.name} has no activated ability #{index}")
        self._act(p, ActivateAbility(perm, perm.activated[index][0]), targets, x)

    def ignore_effect(self, who: str | Player, source: str | Permanent) -> None:
        """``who`` takes the special action a static ability of ``source`` offers: pays its cost
        to ignore that ability's effect (116.2d; must be legal now)."""
        p = self.player(who)
        perm = source if isinstance(source, Permanent) else self.permanent(source)
        offered = [
            a
            for a in legal_actions(self.game, p)
            if isinstance(a, IgnoreEffect) and a.source is perm
        ]
        if not offered:
            raise IllegalActionError(f"{p.name} can't ignore the effect of {perm.name} now")
        self._act(p, offered[0], ())

    def resolve(self) -> None:
        """Pass priority until the stack is empty (state-based actions and triggers included)."""
        self._guard(lambda: run_priority(self.game, until_stack_empty=True))

    def check_state(self) -> None:
        """Perform state-based actions and put triggers on the stack (117.5)."""
        self._guard(self.game.before_priority)

    def advance_to(self, step: Step, *, new_turn: bool = False) -> None:
        """Finish the current step and run the following ones until ``step`` begins.

        Crossing into the next turn is an error unless ``new_turn`` is True.
        """

        def go() -> None:
            g = self.game
            current = g.step
            finish_step(g, current) if current is not None else None
            nxt = next_step(g, current) if current is not None else Step.UNTAP
            crossed = False
            for _ in range(64):
                if nxt is None:
                    if not new_turn or crossed:
                        raise RulesError(
                            f"{step} does not come again this turn (use new_turn=True)"
                        )
                    crossed = True
                    begin_turn(g, next_turn_player(g))
                    nxt = Step.UNTAP
                begin_step(g, nxt)
                if nxt == step:
                    return
                finish_step(g, nxt)
                nxt = next_step(g, nxt)
            raise RulesError(f"could not reach {step}")

        self._guard(go)

    def attack(self, *names: str) -> None:
        """The active player attacks with ``names``: advances to the declare attackers step."""
        self.script(self.game.active, Attack(tuple(names)))
        self.advance_to(Step.DECLARE_ATTACKERS)

    def block(self, *pairs: tuple[str, str]) -> None:
        """The defending player blocks ``(blocker, attacker)`` pairs: advances to declare blockers."""
        defender = self.game.opponents(self.game.active)[0]
        self.script(defender, Block(tuple(pairs)))
        self.advance_to(Step.DECLARE_BLOCKERS)

    def end_step_now(self) -> None:
        """Empty mana pools etc. as the current step ends, without priority."""
        if self.game.step is not None:
            end_step(self.game, self.game.step)

    def _guard(self, fn: Any) -> None:
        if self.game.result is not None:
            raise RulesError(f"the game is over: {self.game.result.reason}")
        try:
            fn()
        except GameOver as over:
            self.game._finish(over.winner, over.reason)

    # --- looking -----------------------------------------------------------------------
    @staticmethod
    def _find(objects: Sequence[Any], name: str, where: str) -> Any:
        for o in objects:
            if o.name == name:
                return o
        raise RulesError(f"no {name!r} in {where}")

    def permanent(self, name: str, controller: str | Player | None = None) -> Permanent:
        """The first permanent called ``name`` (controlled by ``controller`` if given)."""
        ctrl = self.player(controller) if controller is not None else None
        objs = [p for p in self.game.battlefield.objects if ctrl is None or p.controller is ctrl]
        return self._find(objs, name, "the battlefield")

    def pt(self, name: str, controller: str | Player | None = None) -> tuple[int, int]:
        """(power, toughness) of the permanent ``name``."""
        return self.permanent(name, controller).power_toughness

    def has_keyword(self, name: str, keyword: Keyword) -> bool:
        """Whether the permanent ``name`` has ``keyword``."""
        return keyword in self.permanent(name).keywords

    def is_tapped(self, name: str) -> bool:
        """Whether the permanent ``name`` is tapped."""
        return self.permanent(name).tapped

    def life(self, who: str | Player) -> int:
        """``who``'s life total."""
        return self.player(who).life

    def on_battlefield(self, who: str | Player | None = None) -> list[str]:
        """Names of permanents on the battlefield (``who``'s only, if given)."""
        ctrl = self.player(who) if who is not None else None
        return [
            p.name for p in self.game.battlefield.objects if ctrl is None or p.controller is ctrl
        ]

    def in_hand(self, who: str | Player) -> list[str]:
        """Names of the cards in ``who``'s hand."""
        return [c.name for c in self.player(who).hand.objects]

    def in_graveyard(self, who: str | Player) -> list[str]:
        """Names of the cards in ``who``'s graveyard (bottom first)."""
        return [c.name for c in self.player(who).graveyard.objects]

    def in_exile(self) -> list[str]:
        """Names of the cards in exile."""
        return [c.name for c in self.game.exile.objects]

    def in_library(self, who: str | Player) -> list[str]:
        """Names of the cards in ``who``'s library, top first."""
        return [c.name for c in reversed(self.player(who).library.objects)]

    def on_stack(self) -> list[str]:
        """Names of the objects on the stack, top first."""
        return [o.name for o in reversed(self.game.stack.objects)]

    @property
    def result(self) -> GameResult | None:
        """The game's result once it is over."""
        return self.game.result

    @property
    def winner(self) -> str | None:
        """The winner's name, if the game is over with a winner."""
        return self.game.result.winner_name if self.game.result else None

    def log_text(self) -> str:
        """The game log as text."""
        return self.game.log.render()


def _pays_alternative(action: Any) -> bool:
    """Whether an action casts a spell paying an alternative cost ("… rather than pay …")."""
    from ..engine.casting.permissions import ALTERNATIVE

    via = getattr(action, "via", None)
    return via is not None and via.alt_name == ALTERNATIVE
