"""The game: setup (103), the state, the primitive game actions, and ``play``.

``Game(decks, agents, seed=…)`` holds one seeded ``random.Random`` for
everything random (shuffles, starting player, random agents by default), so
the same seed and agents give the same game and the same log.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import sba, triggers
from .actions_status import regenerates
from .agents import Agent
from .definitions import CardDefinition, Keyword, Step
from .errors import GameOver, IllegalActionError
from .log import GameLog
from .objects import GameObject, Permanent, Spell
from .players import Player
from .zones import Zone, ZoneKind


@dataclass(frozen=True, slots=True)
class GameResult:
    """How a game ended: the ``winner`` (None for a draw), why, after how many turns, and the log."""

    winner: Player | None
    reason: str
    turns: int
    log: GameLog

    @property
    def is_draw(self) -> bool:
        """True if nobody won (104.4, or the turn limit was reached)."""
        return self.winner is None

    @property
    def winner_name(self) -> str | None:
        """The winner's name, or None for a draw."""
        return self.winner.name if self.winner is not None else None


class Game:
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
        self.players = [Player(i, names[i], agents[i], starting_life) for i in range(len(agents))]
        self.battlefield = Zone(ZoneKind.BATTLEFIELD)
        self.stack = Zone(ZoneKind.STACK)
        self.exile = Zone(ZoneKind.EXILE)
        self.turn = 0
        self.active: Player = self.players[0]
        self.starting_player: Player = self.players[starting_player or 0]
        self._choose_start = starting_player is None
        self.step: Step | None = None
        self.priority_player: Player | None = None
        self.static_effects: list[Any] = []
        self.pending_triggers: list[Any] = []
        self.combat: Any = None
        self.cleanup_again = False
        self.opening_hand_size = opening_hand_size
        self.started = False
        self.result: GameResult | None = None
        for player, deck in zip(self.players, decks):
            for card in deck:
                player.library.add(GameObject(self, card, player))

    # --- identities -------------------------------------------------------
    def new_oid(self) -> int:
        """A fresh object id."""
        self._oid += 1
        return self._oid

    def new_timestamp(self) -> int:
        """A fresh timestamp (613.7)."""
        self._ts += 1
        return self._ts

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
        out = [self.active]
        p = self.active
        for _ in range(len(self.players) - 1):
            p = self.players[(p.index + 1) % len(self.players)]
            out.append(p)
        return [p for p in out if p.in_game]

    def player_named(self, name: str) -> Player:
        """The player called ``name``."""
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

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

    def _draw_opening_hand(self, p: Player) -> None:
        """103.4 (103.5 in current numbering), London mulligan: draw 7; each mulligan reshuffles and
        redraws 7; on keeping, put one card per mulligan on the bottom."""
        mulligans = 0
        while True:
            self.draw(p, self.opening_hand_size, log=False)
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
            self.log.add(
                "game_over",
                f"Game over after turn {self.turn}: draw ({reason})",
                winner=None,
                reason=reason,
            )
        else:
            self.log.add(
                "game_over",
                f"Game over after turn {self.turn}: {winner.name} wins ({reason})",
                winner=winner.name,
                reason=reason,
            )
        self.result = GameResult(winner, reason, self.turn, self.log)

    def before_priority(self) -> bool:
        """117.5: state-based actions and triggers until nothing changes; True if anything happened."""
        acted = False
        while True:
            changed = sba.check_state_based_actions(self)
            put = triggers.put_on_stack(self)
            if not (changed or put):
                return acted
            acted = True

    # --- game actions -----------------------------------------------------------
    def draw(self, player: Player, amount: int = 1, *, log: bool = True) -> None:
        """121.2: draw ``amount`` cards one at a time; drawing from an empty library is flagged (704.5b)."""
        for _ in range(max(0, amount)):
            if not player.library.objects:
                player.drew_from_empty_library = True
                if log:
                    self.log.add(
                        "draw", f"{player.name} can't draw: library is empty", player=player.name
                    )
                continue
            card = player.library.objects.pop()
            card.zone = None
            player.hand.add(card)
            player.cards_drawn_this_turn += 1
            if log:
                self.log.add(
                    "draw", f"{player.name} draws {card.name}", player=player.name, card=card.name
                )

    def gain_life(self, player: Player, amount: int) -> None:
        """119.3: gain life (nothing for 0 or less, 107.1b)."""
        if amount <= 0 or not player.in_game:
            return
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

    def lose_life(self, player: Player, amount: int) -> None:
        """119.3: lose life."""
        if amount <= 0 or not player.in_game:
            return
        before = player.life
        player.life -= amount
        self.log.add(
            "life",
            f"{player.name} loses {amount} life ({before} -> {player.life})",
            player=player.name,
            amount=-amount,
            life=player.life,
        )

    def _zone_for(self, kind: ZoneKind, owner: Player) -> Zone:
        if kind == ZoneKind.BATTLEFIELD:
            return self.battlefield
        if kind == ZoneKind.STACK:
            return self.stack
        if kind == ZoneKind.EXILE:
            return self.exile
        return {
            ZoneKind.LIBRARY: owner.library,
            ZoneKind.HAND: owner.hand,
            ZoneKind.GRAVEYARD: owner.graveyard,
        }[kind]

    def move(
        self,
        obj: GameObject,
        to: ZoneKind,
        *,
        controller: Player | None = None,
        top: bool = True,
        announce: bool = True,
    ) -> GameObject:
        """Move ``obj`` to a zone (400.3: a card goes to its owner's zone); returns the new object (400.7).

        ``announce=False`` leaves the "enters the battlefield" line out of the log
        (when the caller has already logged the move, e.g. a land play).
        """
        moved = self._move_one(obj, to, controller, top)
        self._after_moves([(obj, moved)], announce)
        return moved

    def move_to_graveyards(self, perms: Sequence[Permanent]) -> None:
        """Put permanents into their owners' graveyards as one simultaneous event."""
        pairs = [
            (p, self._move_one(p, ZoneKind.GRAVEYARD, None, True))
            for p in perms
            if p.zone is not None
        ]
        self._after_moves(pairs)

    def _move_one(
        self, obj: GameObject, to: ZoneKind, controller: Player | None, top: bool
    ) -> GameObject:
        if obj.zone is None:
            raise IllegalActionError(f"{obj!r} is not in a zone")
        was_permanent = isinstance(obj, Permanent)
        if was_permanent:
            obj.freeze()  # last known information, 608.2h
            obj.remove_from_combat()  # 506.4
        obj.zone.remove(obj)
        owner = obj.owner
        if to == ZoneKind.BATTLEFIELD:
            new: GameObject = Permanent(self, obj.card, owner, controller or owner)
        elif to == ZoneKind.STACK:
            new = Spell(self, obj.card, owner, controller or owner)
        else:
            new = GameObject(self, obj.card, owner)
        self._zone_for(to, owner).add(new, top=top)
        return new

    def _after_moves(
        self, pairs: Sequence[tuple[GameObject, GameObject]], announce: bool = True
    ) -> None:
        died: list[Permanent] = []
        for old, new in pairs:
            if isinstance(new, Permanent):
                if announce:
                    self.log.add(
                        "enters",
                        f"{new.name} enters the battlefield under {new.controller.name}'s control",
                        card=new.name,
                        controller=new.controller.name,
                    )
                triggers.entered(self, new)  # 603.6a
            if (
                isinstance(old, Permanent)
                and new.zone is not None
                and new.zone.kind == ZoneKind.GRAVEYARD
            ):
                died.append(old)  # 700.4: "dies"
        if died:
            for perm in died:
                self.log.add("died", f"{perm.name} dies", card=perm.name)
            triggers.died(self, died)

    def destroy(self, perm: Permanent) -> bool:
        """701.7: move to the graveyard unless indestructible (702.12b); True if it was destroyed."""
        if not perm.on_battlefield or Keyword.INDESTRUCTIBLE in perm.keywords:
            return False
        if regenerates(self, perm):  # 701.15a: a regeneration shield replaces destruction
            return False
        self.log.add("destroy", f"{perm.name} is destroyed", card=perm.name)
        self.move(perm, ZoneKind.GRAVEYARD)
        return True

    def sacrifice(self, perm: Permanent) -> None:
        """701.17: its controller moves it to its owner's graveyard (indestructible doesn't matter)."""
        self.log.add("sacrifice", f"{perm.controller.name} sacrifices {perm.name}", card=perm.name)
        self.move(perm, ZoneKind.GRAVEYARD)

    def discard(self, player: Player, card: GameObject) -> None:
        """701.8: put a card from hand into its owner's graveyard."""
        self.log.add(
            "discard", f"{player.name} discards {card.name}", player=player.name, card=card.name
        )
        self.move(card, ZoneKind.GRAVEYARD)

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
        zones = [self.battlefield, self.stack, self.exile]
        for p in self.players:
            zones.extend((p.library, p.hand, p.graveyard))
        return zones
