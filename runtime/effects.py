"""The resolution context: the runtime's implementation of the ``Effects`` protocol (608.2).

Generated ability classes call only methods of ``ctx``, a
:class:`ResolutionContext`.  ``ctx.source`` is the object the ability belongs
to (for a resolving spell, the spell itself on the stack); once that object
has left its zone it still answers with last known information (608.2h).
``ctx.target(i)`` is the i-th target of the resolving ability class, counting
through its ``targets`` specs in order (a spec with ``count=N`` takes N
consecutive indices); it is ``None`` when that target has become illegal,
and every effect ignores ``None`` (608.2b).  ``ctx.x`` is X, ``ctx.event``
what made a triggered ability trigger.

The class is assembled from mixins: the core methods here, the engine's
``effects_objects`` (characteristics, status, rules), ``effects_zones``
(zones, cards, tokens, the stack, turns) — and every mixin class (a class
whose name ends in ``Actions``) of the modules ``ofuda.runtime.actions_*``,
which grammar engineers add for new IR effects (codegen writes an IR node
``FooBar(a, b)`` as ``ctx.foo_bar(a, b)``).

For a card with several ``SpellAbility`` classes (e.g. "Target creature gets
-1/-0 until end of turn. Draw a card."), each class resolves in order with
its own context, and each class indexes its own targets from 0.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .damage import deal_damage
from .definitions import Duration, Keyword
from .effects_objects import ObjectEffects
from .effects_zones import ZoneEffects
from .events import ZoneChange
from .layers import LAYER_ABILITIES, LAYER_PT_MODIFY, LayerEffect, op_add_keywords, op_modify_pt
from .objects import Permanent, StackAbility
from .players import Player
from .targets import object_matches, objects_in
from .zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def duration_text(duration: Duration) -> str:
    """ " until end of turn" for logs, or nothing."""
    return " until end of turn" if duration == Duration.END_OF_TURN else ""


class CoreEffects:
    """The first methods of the context: targets, X, the event, life, cards, damage, P/T."""

    game: Game
    source: Any
    controller: Player
    item: Any

    def __init__(
        self,
        game: Game,
        source: Any,
        controller: Player,
        targets: Sequence[Any] = (),
        *,
        item: Any = None,
        index: int = 0,
    ) -> None:
        self.game = game
        self.source = source
        self.controller = controller
        self._targets = list(targets)
        self.item = item
        self.index = index

    # --- what the ability was put on the stack with ----------------------------------------
    def target(self, index: int) -> Any:
        """The ``index``-th target, or None if it is illegal now or was not chosen (608.2b)."""
        if 0 <= index < len(self._targets):
            return self._targets[index]
        return None

    def targets(self) -> list[Any]:
        """Every target still legal, in order (for "any number of targets")."""
        return [t for t in self._targets if t is not None]

    @property
    def x(self) -> int:
        """107.3: the value of X chosen as it was put on the stack (0 otherwise)."""
        return getattr(self.item, "x", 0) or 0

    def division(self, index: int) -> int:
        """601.2d: the amount divided to the ``index``-th target."""
        item = self.item
        division = getattr(item, "division", None)
        if not division:
            return 0
        if isinstance(item, StackAbility):
            row = division
        else:
            row = division[self.index] if self.index < len(division) else []
        return row[index] if 0 <= index < len(row) else 0

    def paid(self, kind: str) -> list[Any]:
        """What was paid for a cost: ``"sacrificed"``, ``"tapped"``, ``"discarded"``, ``"life"``,
        ``"counters"`` (objects keep their last known information)."""
        return list(getattr(self.item, "paid", {}).get(kind, []))

    def paid_count(self, kind: str) -> int:
        """How many were paid of ``kind`` (e.g. creatures tapped, FAQ P22); life: the amount."""
        values = self.paid(kind)
        return sum(values) if kind in ("life", "counters") else len(values)

    @property
    def event(self) -> Any:
        """What made a triggered ability trigger (None otherwise)."""
        event = getattr(self.item, "event", None)
        return event[0] if isinstance(event, tuple) else event

    def triggering_object(self) -> Any:
        """The object the trigger event is about ("that creature", "it")."""
        event = getattr(self.item, "event", None)
        return event[1] if isinstance(event, tuple) else None

    def triggering_card(self) -> Any:
        """ "that card": the object a triggering object became in its new zone (400.7)."""
        event = self.event
        if isinstance(event, ZoneChange):
            return event.new if event.new is not None else None
        obj = self.triggering_object()
        return obj.current() if hasattr(obj, "current") else obj

    def triggering_player(self) -> Any:
        """ "that player": the player the trigger event is about."""
        event = self.event
        for name in ("player", "recipient", "active"):
            value = getattr(event, name, None)
            if isinstance(value, Player):
                return value
        obj = self.triggering_object()
        return obj if isinstance(obj, Player) else getattr(obj, "controller", None)

    def triggering_amount(self) -> int:
        """ "that much": the amount of the trigger event (life lost, damage dealt)."""
        return int(getattr(self.event, "amount", 0) or 0)

    def remembered(self) -> list[Any]:
        """Objects a delayed trigger or linked ability refers to ("those tokens")."""
        return list(getattr(self.item, "remembered", ()) or ())

    # --- queries ----------------------------------------------------------------------------------
    def objects(
        self,
        flt: Any = None,
        zone: str = ZoneKind.BATTLEFIELD,
        controlled_by: Any = None,
    ) -> list[Any]:
        """Objects in ``zone`` matching ``flt`` (relative to the controller), optionally only
        those ``controlled_by`` a player ("each creature that player controls")."""
        out = []
        for obj in objects_in(self.game, zone):
            if controlled_by is not None and obj.controller is not controlled_by:
                continue
            if flt is None or object_matches(obj, flt, self.controller, self.source):
                out.append(obj)
        return out

    def count(
        self, flt: Any = None, zone: str = ZoneKind.BATTLEFIELD, controlled_by: Any = None
    ) -> int:
        """The number of objects ``objects`` would return (X, "for each …", 107.3)."""
        return len(self.objects(flt, zone, controlled_by))

    def matches(self, obj: Any, flt: Any) -> bool:
        """Whether ``obj`` matches ``flt`` now ("if it's an Angel", FAQ P36)."""
        return obj is not None and object_matches(obj, flt, self.controller, self.source)

    def opponents(self, player: Any = None) -> list[Player]:
        """The opponents of ``player`` (default: the ability's controller)."""
        return self.game.opponents(player or self.controller)

    def players(self) -> list[Player]:
        """Every player still in the game, in APNAP order (101.4)."""
        return self.game.apnap_order()

    def power_of(self, obj: Any) -> int:
        """Power (last known information once gone, 608.2h; may be negative, FAQ P96)."""
        return obj.power if obj is not None else 0

    def toughness_of(self, obj: Any) -> int:
        """Toughness (last known information once gone)."""
        return obj.toughness if obj is not None else 0

    def counters_on(self, obj: Any, kind: str) -> int:
        """The number of ``kind`` counters on ``obj`` (last known once gone, FAQ P41(4))."""
        return obj.counter_count(kind) if obj is not None else 0

    def life_of(self, player: Any) -> int:
        """A player's life total."""
        return player.life if isinstance(player, Player) else 0

    def hand_size(self, player: Any) -> int:
        """The number of cards in a player's hand (FAQ P109(1): counted on resolution)."""
        return len(player.hand) if isinstance(player, Player) else 0

    def paired_with(self, obj: Any) -> Any:
        """The creature ``obj`` is paired with, or None (702.95)."""
        return getattr(obj, "paired_with", None)

    def attached_to(self, obj: Any = None) -> Any:
        """What ``obj`` (default: the source) is attached to ("enchanted creature")."""
        obj = self.source if obj is None else obj
        lki = getattr(obj, "lki", None)
        return lki.attached_to if lki is not None else getattr(obj, "attached_to", None)

    def greatest_power(self, flt: Any = None) -> int:
        """The greatest power among creatures matching ``flt`` (0 if none, FAQ P52)."""
        powers = [o.power for o in self.objects(flt) if o.is_creature]
        return max(powers) if powers else 0

    def controls_greatest_power(self, player: Any = None) -> bool:
        """ "you control the creature with the greatest power or tied for it" (FAQ P112)."""
        player = player or self.controller
        creatures = [p for p in self.game.battlefield.objects if p.is_creature]
        if not creatures:
            return False
        top = max(c.power for c in creatures)
        return any(c.power == top and c.controller is player for c in creatures)

    # --- life and cards ---------------------------------------------------------------------------
    def gain_life(self, player: Any, amount: int) -> None:
        """``player`` gains ``amount`` life (119.3)."""
        if isinstance(player, Player):
            self.game.gain_life(player, amount)

    def lose_life(self, player: Any, amount: int) -> None:
        """``player`` loses ``amount`` life (119.3)."""
        if isinstance(player, Player):
            self.game.lose_life(player, amount)

    def draw_cards(self, player: Any, amount: int) -> None:
        """``player`` draws ``amount`` cards, one at a time (121.2)."""
        if isinstance(player, Player):
            self.game.draw(player, amount)

    def deal_damage(self, source: Any, recipient: Any, amount: int) -> None:
        """``source`` deals ``amount`` noncombat damage to a player, creature or planeswalker (120)."""
        if source is None:
            return
        deal_damage(self.game, source, recipient, amount)

    def deal_damage_each(self, source: Any, recipients: Sequence[Any], amount: int) -> None:
        """``source`` deals ``amount`` damage to each of ``recipients`` at the same time (FAQ P19)."""
        from .damage import deal_damage_batch

        deal_damage_batch(self.game, [(source, r, amount) for r in recipients if r is not None])

    # --- characteristics ------------------------------------------------------------------------
    def modify_power_toughness(
        self, obj: Any, power: int, toughness: int, duration: Duration
    ) -> None:
        """``obj`` gets +power/+toughness (layer 7c, 613.4c) for ``duration``."""
        if not isinstance(obj, Permanent) or not obj.on_battlefield:
            return  # 400.7 / 611.2c: affects only the object as it exists now
        self.add_effect(LAYER_PT_MODIFY, op_modify_pt(power, toughness), [obj], duration)
        self.game.log.add(
            "effect",
            f"{obj.name} gets {power:+d}/{toughness:+d}{duration_text(duration)}",
            object=obj.name,
            power=power,
            toughness=toughness,
            duration=str(duration),
        )

    def grant_keyword(self, obj: Any, keyword: Keyword, duration: Duration) -> None:
        """``obj`` gains ``keyword`` (layer 6, 613.1f) for ``duration``."""
        if not isinstance(obj, Permanent) or not obj.on_battlefield:
            return
        self.add_effect(LAYER_ABILITIES, op_add_keywords((keyword,)), [obj], duration)
        self.game.log.add(
            "effect",
            f"{obj.name} gains {keyword}{duration_text(duration)}",
            object=obj.name,
            keyword=str(keyword),
            duration=str(duration),
        )

    def add_effect(
        self, layer: str, op: Any, objects: Sequence[Any], duration: Duration, text: str = ""
    ) -> LayerEffect:
        """611.2: a continuous effect from this resolving ability on a locked-in set of objects."""
        effect = LayerEffect(
            layer,
            op,
            timestamp=self.game.new_timestamp(),
            source=self.source,
            controller=self.controller,
            objects=objects,
            duration=duration,
            text=text,
        )
        self.game.effects.append(effect)
        self.game.touch()
        return effect

    # --- choices ---------------------------------------------------------------------------------------
    def may(self, prompt: str = "", player: Any = None) -> bool:
        """ "You may …": the player (default: the controller) decides now."""
        who = player if isinstance(player, Player) else self.controller
        return bool(
            who.agent.choose_yes_no(
                self.game, who, prompt or f"use {self.source.name}?", self.source
            )
        )

    def choose_objects(
        self,
        candidates: Sequence[Any],
        minimum: int,
        maximum: int,
        reason: str = "choose",
        player: Any = None,
    ) -> list[Any]:
        """A player (default: the controller) chooses ``minimum``..``maximum`` of ``candidates``."""
        who = player if isinstance(player, Player) else self.controller
        cands = list(candidates)
        lo, hi = min(minimum, len(cands)), min(maximum, len(cands))
        if hi <= 0:
            return []
        chosen = list(who.agent.choose_cards(self.game, who, cands, lo, hi, reason))
        from .costs import _check_choice

        _check_choice(chosen, cands, lo, hi, reason)
        return chosen

    def choose_one(
        self, candidates: Sequence[Any], reason: str = "choose", player: Any = None
    ) -> Any:
        """A player chooses exactly one of ``candidates`` (None if there are none)."""
        chosen = self.choose_objects(candidates, 1, 1, reason, player)
        return chosen[0] if chosen else None

    def choose_at_random(self, candidates: Sequence[Any]) -> Any:
        """A random choice (FAQ P114(4)), from the game's seeded generator."""
        cands = list(candidates)
        return self.game.rng.choice(cands) if cands else None

    def choose_creature_type(self, player: Any = None) -> str:
        """A player names an existing creature type (FAQ P25, P94)."""
        from .keyword_abilities import CREATURE_TYPES

        who = player if isinstance(player, Player) else self.controller
        return who.agent.choose_creature_type(self.game, who, self.source, CREATURE_TYPES)

    def choose_color(self, player: Any = None) -> Any:
        """A player chooses a colour."""
        who = player if isinstance(player, Player) else self.controller
        return who.agent.choose_color(self.game, who, self.source)


def _action_mixins() -> list[type]:
    """Every ``…Actions`` class of the modules ``ofuda.runtime.actions_*`` (grammar engineers')."""
    found: list[type] = []
    here = Path(__file__).parent
    for info in sorted(pkgutil.iter_modules([str(here)]), key=lambda m: m.name):
        if not info.name.startswith("actions_"):
            continue
        module = importlib.import_module(f"{__package__}.{info.name}")
        for name, value in sorted(vars(module).items()):
            if (
                isinstance(value, type)
                and name.endswith("Actions")
                and value.__module__ == module.__name__
            ):
                found.append(value)
    return found


ResolutionContext: type = type(
    "ResolutionContext",
    (*_action_mixins(), ObjectEffects, ZoneEffects, CoreEffects),
    {
        "__doc__": "What a resolving spell or ability may do (the ``Effects`` protocol); "
        "see the module docstring of ofuda.runtime.effects.",
        "__module__": __name__,
    },
)
