"""Replacement and prevention effects (614, 615) and how several interact (616).

An event that can be replaced is a small mutable record — a
:class:`DamageEvent` (120) or a :class:`ZoneEvent` (a zone change, including
"would be destroyed" and "would enter the battlefield") — that passes
through :func:`replace` before it happens.  A :class:`Replacement` says
whether it applies and how it changes the event (returning None when the
event doesn't happen at all).  Each replacement applies to an event at most
once (614.5); when several apply, 616.1's order is followed — self-replacement
effects, then (for entering the battlefield) control-changing and copy
effects, then the rest — and where that leaves a choice, the affected player
(or the controller of the affected object) chooses (616.1, FAQ P63).
Prevention effects (615) are replacements with ``prevention=True``; damage
that can't be prevented (615.12) ignores them.

Replacements of resolved spells (shields, regeneration, "exile it instead")
live in ``Game.replacements``; those of static abilities are regenerated with
the layers in ``Game.static_replacements``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...definitions import Duration
from ..objects.players import Player

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.characteristics import Chars

TIER_SELF = 0  # 616.1a self-replacement effects (614.15)
TIER_CONTROL = 1  # 616.1b control-changing effects for entering the battlefield
TIER_COPY = 2  # 616.1c copy effects for entering the battlefield
TIER_OTHER = 3  # 616.1e everything else

DAMAGE = "damage"
ZONE = "zone"
LIFE = "life"
TOKENS = "tokens"
DRAW = "draw"


class DamageEvent:
    """``source`` would deal ``amount`` damage to ``recipient`` (a player or permanent)."""

    __slots__ = ("after", "amount", "combat", "preventable", "recipient", "source")

    def __init__(
        self,
        source: Any,
        recipient: Any,
        amount: int,
        combat: bool = False,
        preventable: bool = True,
    ) -> None:
        self.source = source
        self.recipient = recipient
        self.amount = amount
        self.combat = combat
        self.preventable = preventable
        self.after: list[Callable[[], None]] = []  # follow-ups of prevention (615.7 style)

    def affected_player(self) -> Player | None:
        """616.1: the player being dealt damage, or the controller of the permanent."""
        r = self.recipient
        return r if isinstance(r, Player) else getattr(r, "controller", None)

    @property
    def name(self) -> str:
        """How agents and scripts name this damage: by its recipient."""
        return self.recipient.name

    def describe(self) -> str:
        """For logs and agents."""
        kind = "combat damage" if self.combat else "damage"
        return f"{self.source.name} would deal {self.amount} {kind} to {self.recipient.name}"


class LifeGainEvent:
    """``player`` would gain ``amount`` life (119.3; 119.5: also to reach a life total an
    effect sets)."""

    __slots__ = ("amount", "player")

    def __init__(self, player: Player, amount: int) -> None:
        self.player = player
        self.amount = amount

    def affected_player(self) -> Player | None:
        """616.1: the player who would gain the life."""
        return self.player

    @property
    def name(self) -> str:
        """How agents and scripts name this life gain: by its player."""
        return self.player.name

    def describe(self) -> str:
        """For logs and agents."""
        return f"{self.player.name} would gain {self.amount} life"


class TokenCreationEvent:
    """An effect would create ``count`` tokens with ``definition``'s characteristics under
    ``controller``'s control (111.2); replacement effects may change how many (614.1a)."""

    __slots__ = ("controller", "count", "definition")

    def __init__(self, definition: Any, controller: Player, count: int) -> None:
        self.definition = definition
        self.controller = controller
        self.count = count

    def affected_player(self) -> Player | None:
        """616.1: the player the tokens would be created under."""
        return self.controller

    @property
    def name(self) -> str:
        """How agents and scripts name this creation: by the tokens' name."""
        return str(getattr(self.definition, "name", "token"))

    def describe(self) -> str:
        """For logs and agents."""
        return f"{self.count} {self.name} token(s) would be created under {self.controller.name}"


class DrawEvent:
    """``player`` would draw a card (121.2: each card drawn is an event of its own), even from
    an empty library (121.3: the attempt is the event a replacement effect may replace)."""

    __slots__ = ("player",)

    def __init__(self, player: Player) -> None:
        self.player = player

    def affected_player(self) -> Player | None:
        """616.1: the player who would draw."""
        return self.player

    @property
    def name(self) -> str:
        """How agents and scripts name this draw: by its player."""
        return self.player.name

    def describe(self) -> str:
        """For logs and agents."""
        return f"{self.player.name} would draw a card"


def draw_replaced(game: Game, player: Player) -> bool:
    """614.1a, 614.6: whether a replacement effect replaced ``player``'s next draw (then it
    never happens)."""
    return replace(game, DrawEvent(player), DRAW) is None


class ZoneEvent:
    """``obj`` would move to zone ``to`` (``cause``: "destroy", "sacrifice", "sba", "effect", …).

    For entering the battlefield: the ``controller`` it enters under, and the
    modifications replacement effects make: ``tapped``, ``counters``,
    ``copy_of`` (copiable values, 707.9), ``attach_to``, ``gains`` (keywords it gains as it
    enters, for as long as it is on the battlefield: riot's haste, 702.136a), ``transformed``
    (a transforming double-faced card enters with its back face up, 712.14).
    """

    __slots__ = (
        "attach_to",
        "cause",
        "controller",
        "copy_of",
        "counters",
        "gains",
        "obj",
        "player",
        "regenerable",
        "tapped",
        "to",
        "top",
        "transformed",
    )

    def __init__(
        self,
        obj: Any,
        to: str,
        cause: str = "effect",
        *,
        controller: Player | None = None,
        top: bool = True,
        player: Player | None = None,
    ) -> None:
        self.obj = obj
        self.to = to
        self.cause = cause
        self.controller = controller
        self.top = top
        self.player = player  # who performs it (e.g. the sacrificing player)
        self.tapped = False
        self.counters: dict[str, int] = {}
        self.copy_of: Chars | None = None
        self.attach_to: Any = None
        self.gains: tuple[Any, ...] = ()
        self.transformed = False
        # 701.15: a destruction a regeneration shield may replace (False: "can't be regenerated")
        self.regenerable = True

    def affected_player(self) -> Player | None:
        """616.1: the controller of the affected object (its owner outside the battlefield)."""
        return getattr(self.obj, "controller", None)

    def describe(self) -> str:
        """For logs and agents."""
        return f"{self.obj.name} would move to {self.to} ({self.cause})"


class Replacement:
    """One replacement or prevention effect.

    ``applies(event)`` and ``apply(event)`` (returns the event, changed, or
    None when it no longer happens); ``once``: used up after applying
    ("the next time …", regeneration shields, 701.15); ``duration`` ends it
    (durations.expire: "this turn" shields in the cleanup step, 514.2, 701.15).
    """

    __slots__ = (
        "applies",
        "apply",
        "controller",
        "duration",
        "key",
        "kind",
        "once",
        "prevention",
        "source",
        "text",
        "tier",
        "timestamp",
    )

    def __init__(
        self,
        kind: str,
        applies: Callable[[Any], bool],
        apply: Callable[[Any], Any],
        *,
        source: Any = None,
        controller: Any = None,
        timestamp: int = 0,
        duration: Duration | None = None,
        once: bool = False,
        prevention: bool = False,
        tier: int = TIER_OTHER,
        text: str = "",
        key: Any = None,
    ) -> None:
        self.kind = kind
        # 614.5: what names the effect across the layer refresh's regenerations (its source
        # and ability), so that it doesn't apply to the events its own instructions make
        self.key = key
        self.applies = applies
        self.apply = apply
        self.source = source
        self.controller = controller
        self.timestamp = timestamp
        self.duration = duration
        self.once = once
        self.prevention = prevention
        self.tier = tier
        self.text = text

    @property
    def name(self) -> str:
        """How agents and logs see it."""
        return self.text or f"{getattr(self.source, 'name', 'an effect')}'s replacement effect"

    def __repr__(self) -> str:
        return f"<Replacement {self.kind} {self.name}>"


def replace(game: Game, event: Any, kind: str, extra: list[Replacement] | None = None) -> Any:
    """614–616: apply every applicable replacement once, in 616.1's order; the event or None."""
    pool = [r for r in game.replacements if r.kind == kind]
    if game.version != game.refreshed_version:
        game.refresh()
    pool.extend(r for r in game.static_replacements if r.kind == kind)
    if extra:
        pool.extend(extra)
    if game.replacing:  # 614.5: not to the events an effect's own instructions make
        pool = [r for r in pool if r.key is None or r.key not in game.replacing]
    if not pool:
        return event
    applied: set[int] = set()
    while True:
        unprevented = not getattr(event, "preventable", True)
        candidates = [
            r
            for r in pool
            if id(r) not in applied and not (unprevented and r.prevention) and r.applies(event)
        ]
        if not candidates:
            return event
        tier = min(r.tier for r in candidates)
        tied = [r for r in candidates if r.tier == tier]
        chosen = tied[0]
        if len(tied) > 1:
            chooser = event.affected_player() or game.active
            chosen = chooser.agent.choose_replacement(game, chooser, event, tied)
            if chosen not in tied:
                chosen = tied[0]
        applied.add(id(chosen))
        if chosen.once and chosen in game.replacements:
            game.replacements.remove(chosen)
        event = chosen.apply(event)
        if event is None:
            return None
