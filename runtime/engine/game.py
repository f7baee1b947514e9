"""The game: setup (103), the state, the primitive game actions, and ``play``.

``Game(decks, agents, seed=…)`` holds one seeded ``random.Random`` for
everything random (shuffles, starting player, random agents by default), so
the same seed and agents give the same game and the same log.

Every change to the game state that could matter to characteristics calls
:meth:`Game.touch`, which bumps ``version``; permanents recompute their
characteristics through the layer system (:mod:`ofuda.runtime.engine.layers.refresh`)
lazily, the next time one is asked for after a change.  Zone changes are in
:mod:`ofuda.runtime.engine.objects.moves` (mixed into this class).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..agents.agent import Agent
from ..definitions import CardDefinition, Step
from . import sba
from .errors import GameOver, IllegalActionError
from .layers import refresh as layers
from .layers.durations import Moment, expire
from .layers.rules import PlayerRule
from .log import GameLog
from .objects.game_objects import LOYALTY, POISON, EmblemObject, GameObject, Permanent
from .objects.moves import MovesMixin
from .objects.players import Player
from .objects.zones import Zone, ZoneKind
from .opening_hand import opening_hand_actions
from .replacement.replacements import LIFE, LifeGainEvent, draw_replaced
from .replacement.replacements import replace as replace_event
from .triggers import events as ev
from .triggers import triggered_abilities as triggers


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended: the ``winner`` (None for a draw), why, after how many turns, and the log."""

    winner: Player | None
    reason: str
    turns: int
    log: GameLog
    game: Any = field(default=None, compare=False, repr=False)  # the finished game itself

    @property
    def is_draw(self) -> bool:
        """True if nobody won (104.4, or the turn limit was reached)."""
        return self.winner is None

    @property
    def winner_name(self) -> str | None:
        """The winner's name, or None for a draw."""
        return self.winner.name if self.winner is not None else None


class Game(MovesMixin):
    """A two-player game of Magic between ``decks`` played by ``agents``.

    ``decks`` are lists of :class:`CardDefinition` (one list per player, in
    seat order); ``starting_player`` is a seat index, or None to choose at
    random (103.2).
    """

    def __init__(
        self,
        decks: Sequence[Sequence[CardDefinition]],
        agents: Sequence[Agent],
        *,
        seed: int = 0,
        names: Sequence[str] = ("Alice", "Bob"),
        starting_player: int | None = None,
        starting_life: int = 20,
        opening_hand_size: int = 7,
    ) -> None:
        if len(decks) != len(agents) or len(agents) != 2:
            raise ValueError("a game needs exactly two decks and two agents")
        self.rng = random.Random(seed)
        self.seed = seed
        self.log = GameLog()
        self._oid = 0
        self._ts = 0
        self._clock = 0
        self.version = 0  # bumped by every state change (touch)
        self.status_version = 0  # bumped when a permanent is tapped or untapped
        self.tap_sensitive = False  # a static ability depends on tapped status (set by the layers)
        self.refreshed_version = -1
        self.refreshing = False
        self.sba_clean_version: Any = None  # the versions at which SBAs last found nothing
        self.sba_version = 0  # bumped by what only state-based actions look at (life, damage)
        self.life_sensitive = False  # a static ability's number looks at life totals or hands
        self.stray_tokens: list[Any] = []  # tokens moved off the battlefield (704.5d)
        self.mana_cache: dict[int, tuple[Any, Any]] = {}  # player index -> (versions, sources)
        self.activated_cache: tuple[int, Any] | None = None
        self.actions_cache: dict[Any, tuple[Any, Any]] = {}  # per player and timing: legal actions
        self.players = [Player(i, names[i], agents[i], starting_life) for i in range(len(agents))]
        for p in self.players:
            p.game = self
        self.battlefield = Zone(ZoneKind.BATTLEFIELD)
        self.stack = Zone(ZoneKind.STACK)
        self.exile = Zone(ZoneKind.EXILE)
        self.command = Zone(ZoneKind.COMMAND)
        self.turn = 0
        self.active: Player = self.players[0]
        self.starting_player: Player = self.players[starting_player or 0]
        self._choose_start = starting_player is None
        self.step: Step | None = None
        self.priority_player: Player | None = None
        self.effects: list[Any] = []  # LayerEffects of resolved spells and abilities (611.2)
        self.replacements: list[Any] = []  # replacement/prevention effects of resolved ones
        self.replacing: list[Any] = []  # 614.5: replacements whose instructions are running
        self.static_replacements: list[Any] = []  # rebuilt with the layers
        self.player_rules: list[PlayerRule] = []  # rebuilt with the layers (plus timed ones)
        # rules on players made by resolving abilities, for a duration (durations.TimedRule)
        self.timed_player_rules: list[Any] = []
        self.ignoring: list[Any] = []  # special_actions.Ignoring: effects ignored (116.2d)
        self.ignore_offers: list[Any] = []  # rebuilt with the layers (special_actions)
        self.cost_modifiers: list[Any] = []  # rebuilt with the layers
        self.alternative_costs: list[Any] = []  # rules.AlternativeCostOffer, rebuilt likewise
        self.cast_permissions: list[Any] = []
        # 611.2b: some result of a resolved ability lasts "for as long as …" (durations.WhileHolds)
        self.condition_durations = False
        self.pending_triggers: list[Any] = []
        self.delayed_triggers: list[Any] = []
        self.exiled_until: list[Any] = []  # 610.3: exiled until a permanent leaves (objects/)
        self.trigger_index: dict[Any, Any] | None = None
        self.abilities_signature: Any = ()  # (permanents, their abilities, emblems) last seen
        self.combat: Any = None
        self.extra_turns: list[Player] = []  # 500.7: most recently created is taken first
        self.spells_cast_this_turn: list[Any] = []
        self.died_this_turn: list[Any] = []  # 700.4: what died this turn (last known information)
        # 603.2: the abilities that "trigger only once each turn" and did this turn, by the object
        # that has them (a new object is a new one, 400.7) and the ability
        self.triggered_this_turn: dict[tuple[int, type], Any] = {}
        self.resolving: Any = None
        self.cleanup_again = False
        self.opening_hand_size = opening_hand_size
        self.started = False
        self.result: GameResult | None = None
        for player, deck in zip(self.players, decks):
            for card in deck:
                player.library.add(GameObject(self, card, player))

    # --- identities and the state version -----------------------------------------
    def new_oid(self) -> int:
        """A fresh object id."""
        self._oid += 1
        return self._oid

    def new_timestamp(self) -> int:
        """A fresh timestamp (613.7)."""
        self._ts += 1
        return self._ts

    def tick(self) -> int:
        """The game clock: increases at each turn's start and each change of control (302.6)."""
        self._clock += 1
        return self._clock

    def touch(self) -> None:
        """Record that the game state changed (characteristics must be recomputed)."""
        self.version += 1

    def refresh(self) -> None:
        """Recompute every permanent's characteristics now (613)."""
        if self.refreshing:
            return
        layers.refresh(self)
        self.refreshed_version = self.version
        # 611.2b: a result lasting "for as long as …" ends as soon as its condition stops
        # holding of the state just computed (in every store at once); without it, recompute
        while self.condition_durations and expire(self, Moment.STATE_CHANGES):
            layers.refresh(self)
            self.refreshed_version = self.version

    def ensure_fresh(self) -> None:
        """Refresh the characteristics if the state changed since the last refresh."""
        if self.version != self.refreshed_version and not self.refreshing:
            self.refresh()

    # --- players ------------------------------------------------------------
    def opponents(self, player: Player) -> list[Player]:
        """``player``'s opponents still in the game."""
        return [p for p in self.players if p is not player and p.in_game]

    def next_player(self, player: Player) -> Player:
        """The next player in turn order still in the game."""
        n = len(self.players)
        for k in range(1, n + 1):
            p = self.players[(player.index + k) % n]
            if p.in_game:
                return p
        return player

    def apnap_order(self) -> list[Player]:
        """101.4: the active player, then the others in turn order."""
        n = len(self.players)
        out = [self.players[(self.active.index + k) % n] for k in range(n)]
        return [p for p in out if p.in_game]

    def player_named(self, name: str) -> Player:
        """The player called ``name``."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def has_player_rule(self, player: Player, kind: str) -> bool:
        """Whether a rule effect of ``kind`` applies to ``player`` now."""
        self.ensure_fresh()
        if not self.player_rules and not self.timed_player_rules:
            return False
        for rule in self.player_rules:
            mine = rule.player is player and rule.kind == kind
            if mine and (rule.condition is None or rule.condition()):
                return True
        return any(t.rule.player is player and t.rule.kind == kind for t in self.timed_player_rules)

    # --- setup (103) --------------------------------------------------------
    def start(self) -> None:
        """103.1–103.5: shuffle, choose who starts, draw opening hands, mulligans."""
        if self.started:
            return
        self.started = True
        for p in self.players:  # 103.1
            self.rng.shuffle(p.library.objects)
        if self._choose_start:  # 103.2
            self.starting_player = self.players[self.rng.randrange(len(self.players))]
        self.log.add(
            "game_start",
            f"Game start (seed {self.seed}); {self.starting_player.name} plays first",
            starting_player=self.starting_player.name,
            seed=self.seed,
        )
        order = [self.starting_player] + [p for p in self.players if p is not self.starting_player]
        for p in order:
            self._draw_opening_hand(p)
        for p in order:  # 103.6: the starting player first, then each other in turn order
            opening_hand_actions(self, p)

    def _draw_opening_hand(self, p: Player) -> None:
        """103.5, London mulligan: draw 7; each mulligan reshuffles and redraws 7;
        on keeping, put one card per mulligan on the bottom."""
        mulligans = 0
        while True:
            self.draw(p, self.opening_hand_size, log=False, opening=True)
            hand = list(p.hand.objects)
            if mulligans >= self.opening_hand_size or p.agent.keep_hand(self, p, hand, mulligans):
                break
            mulligans += 1
            self.log.add("mulligan", f"{p.name} mulligans", player=p.name, mulligans=mulligans)
            for card in list(p.hand.objects):
                p.hand.remove(card)
                p.library.add(card)
            self.rng.shuffle(p.library.objects)
        if mulligans:
            hand = list(p.hand.objects)
            bottom = list(p.agent.choose_bottom(self, p, hand, mulligans))
            if len(bottom) != mulligans or any(c not in hand for c in bottom):
                raise IllegalActionError(f"{p.name} must put {mulligans} card(s) on the bottom")
            for card in bottom:
                p.hand.remove(card)
                p.library.add(card, top=False)
        p.cards_drawn_this_turn = 0  # 103.5 / FAQ M#9: opening hands are never "drawn this turn"
        self.log.add(
            "keep", f"{p.name} keeps {len(p.hand)} cards", player=p.name, cards=len(p.hand)
        )

    # --- the main loop --------------------------------------------------------
    def play(self, max_turns: int = 50) -> GameResult:
        """Play until someone wins or ``max_turns`` turns have been played (then a draw)."""
        from .turn import run_turn

        self.start()
        try:
            while self.turn < max_turns:
                run_turn(self)
            self._finish(None, f"turn limit ({max_turns}) reached")
        except GameOver as over:
            self._finish(over.winner, over.reason)
        assert self.result is not None
        return self.result

    def _finish(self, winner: Player | None, reason: str) -> None:
        if winner is None:
            text = f"Game over after turn {self.turn}: draw ({reason})"
        else:
            text = f"Game over after turn {self.turn}: {winner.name} wins ({reason})"
        self.log.add("game_over", text, winner=winner.name if winner else None, reason=reason)
        self.result = GameResult(winner, reason, self.turn, self.log, self)

    def before_priority(self) -> bool:
        """117.5: state-based actions and triggers until nothing changes; True if anything happened."""
        acted = False
        while True:
            changed = sba.check_state_based_actions(self)
            triggers.emit(self, ev.StateChecked())  # 603.8: state triggers look at the game
            put = triggers.put_on_stack(self)
            if not (changed or put):
                return acted
            acted = True

    # --- life (119) ---------------------------------------------------------------
    def gain_life(self, player: Player, amount: int) -> int:
        """119.3: gain life (nothing for 0 or less, 107.1b); returns the amount gained."""
        if amount <= 0 or not player.in_game:
            return 0
        # 614.1a: replacement effects of the life gain ("you gain that much life plus 1
        # instead"); lifelink's gain is one such event too (702.15b)
        event = replace_event(self, LifeGainEvent(player, amount), LIFE)
        amount = event.amount if event is not None else 0
        if amount <= 0:
            return 0
        before = player.life
        player.life += amount
        player.life_gained_this_turn += amount
        self.log.add(
            "life",
            f"{player.name} gains {amount} life ({before} -> {player.life})",
            player=player.name,
            amount=amount,
            life=player.life,
        )
        triggers.emit(self, ev.LifeGained(player, amount))
        return amount

    def lose_life(self, player: Player, amount: int) -> int:
        """119.3: lose life; returns the amount lost."""
        if amount <= 0 or not player.in_game:
            return 0
        before = player.life
        player.life -= amount
        player.life_lost_this_turn += amount
        self.log.add(
            "life",
            f"{player.name} loses {amount} life ({before} -> {player.life})",
            player=player.name,
            amount=-amount,
            life=player.life,
        )
        triggers.emit(self, ev.LifeLost(player, amount))
        return amount

    # --- cards (121) ------------------------------------------------------------------
    def draw(
        self, player: Player, amount: int = 1, *, log: bool = True, opening: bool = False
    ) -> list[GameObject]:
        """121.2: draw ``amount`` cards one at a time; drawing from an empty library is flagged (704.5b).

        A card drawn as the first card of a turn may be revealed for miracle (702.94a).
        """
        drawn: list[GameObject] = []
        for _ in range(max(0, amount)):
            if not opening and draw_replaced(self, player):  # 614.1a, 614.6: it never happens
                continue
            if not player.library.objects:
                player.drew_from_empty_library = True
                self.touch()
                if log:
                    self.log.add(
                        "draw", f"{player.name} can't draw: library is empty", player=player.name
                    )
                continue
            top = player.library.objects.pop()
            top.zone = None
            card = GameObject(self, top.card, player, token=top.is_token)
            top.moved_to = card
            player.hand.add(card)
            if self.life_sensitive:  # a static ability may count cards in hand
                self.touch()
            drawn.append(card)
            if opening:
                continue
            player.cards_drawn_this_turn += 1
            if log:
                self.log.add(
                    "draw", f"{player.name} draws {card.name}", player=player.name, card=card.name
                )
            if player.cards_drawn_this_turn == 1:
                from .keyword_abilities import offer_miracle

                offer_miracle(self, player, card)
            triggers.emit(self, ev.Drew(player, card))
        return drawn

    # --- counters (122) --------------------------------------------------------------
    def add_counters(self, obj: Any, kind: str, amount: int) -> int:
        """122.1: put counters on an object (or poison on a player); returns how many."""
        if amount <= 0 or obj is None:
            return 0
        if isinstance(obj, Player):
            if kind == POISON:
                obj.poison += amount
                self.touch()
            return amount
        if obj.zone is None or obj.lki is not None:
            return 0
        obj.counters[kind] = obj.counters.get(kind, 0) + amount
        self.log.add(
            "counters",
            f"{obj.name} gets {amount} {kind} counter{'s' if amount != 1 else ''}",
            card=obj.name,
            counter=kind,
            amount=amount,
        )
        triggers.emit(self, ev.CountersPut(obj, kind, amount))
        return amount

    def remove_counters(self, obj: Any, kind: str, amount: int) -> int:
        """122: remove up to ``amount`` counters of ``kind``; returns how many were removed."""
        have = obj.counters.get(kind, 0) if obj is not None and obj.lki is None else 0
        n = min(have, max(0, amount))
        if n:
            obj.counters[kind] = have - n
            if kind != LOYALTY:
                self.log.add(
                    "counters",
                    f"{n} {kind} counter{'s' if n != 1 else ''} removed from {obj.name}",
                    card=obj.name,
                    counter=kind,
                    amount=-n,
                )
        return n

    # --- status (110.5) ----------------------------------------------------------------
    def tap(self, perm: Permanent, *, log: bool = True) -> bool:
        """701.26a: tap an untapped permanent; True if it became tapped. Every way a permanent
        becomes tapped goes through here (costs, attacking, effects), so that "becomes tapped"
        triggers see it (603.2)."""
        if not isinstance(perm, Permanent) or not perm.on_battlefield or perm.tapped:
            return False
        perm.tapped = True
        self.touch()  # 611.3b: a static ability may apply as long as a permanent is (un)tapped
        if log:
            self.log.add("tap", f"{perm.name} becomes tapped", card=perm.name)
        triggers.emit(self, ev.Tapped(perm))  # 603.2: "Whenever … becomes tapped"
        return True

    def untap(self, perm: Permanent, *, log: bool = True) -> bool:
        """701.26b: untap a tapped permanent; True if it became untapped (the untap step's too,
        502.3)."""
        if not isinstance(perm, Permanent) or not perm.on_battlefield or not perm.tapped:
            return False
        perm.tapped = False
        self.touch()  # 611.3b
        if log:
            self.log.add("untap", f"{perm.name} becomes untapped", card=perm.name)
        triggers.emit(self, ev.Untapped(perm))  # 603.2: "Whenever … becomes untapped"
        return True

    def attach(self, attachment: Permanent, host: Any) -> bool:
        """701.3: attach an Aura or Equipment to ``host``; it gets a new timestamp (613.7e)."""
        if not attachment.on_battlefield or host is None:
            return False
        if isinstance(host, Permanent) and not host.on_battlefield:
            return False
        if attachment.attached_to is host:
            return False  # 701.3b: attaching to what it is already attached to does nothing
        self.unattach(attachment)
        attachment.attached_to = host
        if isinstance(host, Permanent):
            host.attachments.append(attachment)
        attachment.timestamp = self.new_timestamp()
        self.touch()
        self.log.add(
            "attach", f"{attachment.name} becomes attached to {host.name}", card=attachment.name
        )
        return True

    def unattach(self, attachment: Permanent) -> None:
        """701.3d: make an attached permanent unattached (it stays on the battlefield)."""
        host = attachment.attached_to
        if host is None:
            return
        attachment.attached_to = None
        if isinstance(host, Permanent) and attachment in host.attachments:
            host.attachments.remove(attachment)
        self.touch()

    def pair(self, a: Permanent, b: Permanent) -> bool:
        """702.95: pair two unpaired creatures with the same controller."""
        if a is b or a.paired_with is not None or b.paired_with is not None:
            return False
        if not (a.on_battlefield and b.on_battlefield and a.is_creature and b.is_creature):
            return False
        if a.controller is not b.controller:
            return False
        a.paired_with = b
        b.paired_with = a
        self.touch()
        self.log.add("pair", f"{a.name} is paired with {b.name}", card=a.name, partner=b.name)
        return True

    def create_emblem(self, player: Player, abilities: Sequence[Any], name: str = "") -> Any:
        """114.2: ``player`` gets an emblem with ``abilities`` in the command zone."""
        emblem = EmblemObject(self, player, tuple(abilities), name or f"{player.name}'s emblem")
        self.command.add(emblem)
        self.touch()
        self.log.add("emblem", f"{player.name} gets an emblem", player=player.name)
        return emblem

    # --- game over (104) ----------------------------------------------------------------
    def lose_game(self, player: Player, reason: str) -> None:
        """104.3: ``player`` loses and leaves the game (104.5)."""
        if player.lost:
            return
        player.lost = True
        player.loss_reason = reason
        self.log.add(
            "loses", f"{player.name} loses the game ({reason})", player=player.name, reason=reason
        )

    def check_game_over(self) -> None:
        """104.2a / 104.4a: end the game when at most one player remains."""
        remaining = [p for p in self.players if p.in_game]
        if len(remaining) == 1:
            raise GameOver(remaining[0], self.players_lost_reason())
        if not remaining:
            raise GameOver(None, "all players lost at the same time (104.4a)")

    def players_lost_reason(self) -> str:
        """The reasons the losing players lost, for the result."""
        return "; ".join(f"{p.name}: {p.loss_reason}" for p in self.players if p.lost)

    # --- queries -------------------------------------------------------------------
    def permanents(self, controller: Player | None = None) -> list[Permanent]:
        """Permanents on the battlefield, optionally only those ``controller`` controls."""
        return [
            p for p in self.battlefield.objects if controller is None or p.controller is controller
        ]

    def all_zones(self) -> list[Zone]:
        """Every zone in the game."""
        zones = [self.battlefield, self.stack, self.exile, self.command]
        for p in self.players:
            zones.extend((p.library, p.hand, p.graveyard))
        return zones

    def zone_for(self, kind: str, owner: Player) -> Zone:
        """400.3: the zone of ``kind`` an object owned by ``owner`` goes to."""
        if kind == ZoneKind.BATTLEFIELD:
            return self.battlefield
        if kind == ZoneKind.STACK:
            return self.stack
        if kind == ZoneKind.EXILE:
            return self.exile
        if kind == ZoneKind.COMMAND:
            return self.command
        if kind == ZoneKind.LIBRARY:
            return owner.library
        if kind == ZoneKind.HAND:
            return owner.hand
        if kind == ZoneKind.GRAVEYARD:
            return owner.graveyard
        raise ValueError(f"unknown zone {kind!r}")


# Each module that gives vocabulary types their meaning registers its handlers as it is
# imported; the engine refuses to load while any vocabulary type has none (611–616, 603, 118:
# an effect, condition, trigger or cost the engine would otherwise ignore).
from . import keyword_abilities, registry  # noqa: E402, F401
from .casting import kicker  # noqa: E402, F401  (702.33d: the Kicked condition)
from .casting import origins  # noqa: E402, F401  (601.2a: the CastFrom condition)
from .casting import zone_permissions  # noqa: E402, F401  (601.3: play from a zone)
from .layers import affected, durations, evaluate, history_conditions, static_abilities  # noqa: E402, F401
from .layers import counter_conditions  # noqa: F401  (122.1: counters on this object)
from .mana import cost_items, costs  # noqa: E402, F401
from .replacement import (  # noqa: E402, F401
    entering,
    static_damage,
    static_events,
    static_life,
    static_players,
    static_replacements,
    static_tokens,
)

registry.check_complete()
