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

The class is one class with its parts listed as its bases (the core methods here and the
other modules of this package: ``values``, ``objects``, ``zones``, ``attach``, …);
each part is a class of methods by area, all over the same :class:`ContextState`.  A new IR
effect's method goes into the part of its area (codegen writes an IR node ``FooBar(a, b)``
as ``ctx.foo_bar(a, b)``), and into the ``Effects`` protocol that generated code is typed
against.

For a card with several ``SpellAbility`` classes (e.g. "Target creature gets
-1/-0 until end of turn. Draw a card."), each class resolves in order with
its own context, and each class indexes its own targets from 0.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from ..definitions import Duration, Keyword
from ..engine.layers.durations import text as duration_text
from ..engine.layers.layer_effects import (
    LAYER_ABILITIES,
    LAYER_PT_MODIFY,
    LayerEffect,
    op_add_keywords,
    op_modify_pt,
)
from ..engine.objects.game_objects import Permanent, StackAbility
from ..engine.triggers.events import BecameTarget
from ..engine.objects.players import Player
from ..engine.objects.zones import ZoneKind
from ..engine.replacement.damage import deal_damage_batch
from ..engine.triggers.events import EventGroup, ZoneChange
from ..statics import KeywordParameter, Protection
from .attach import AttachActions
from .choices import ChoiceActions
from .durations import ConditionDurationActions
from .effect_results import EffectResultActions
from .explore import ExploreActions
from .faces import TransformActions
from .game_rules import GameRuleActions
from .any_number import AnyNumberActions
from .hands import HandActions
from .investigate import InvestigateActions
from .keyword_choice import KeywordChoiceActions
from .library import LibraryActions
from .mana import ManaActions
from .objects import ObjectEffects
from .options import AnyPlayerActions, LastingChangeActions
from .orders import OrderActions
from .proliferate import ProliferateActions
from .quoted import QuotedAbilityActions
from .random_sacrifice import RandomSacrificeActions
from .remove_counters import RemoveCountersActions
from .scry import ScryActions
from .state import ContextState
from .surveil import SurveilActions
from .this_way import ThisWayActions
from .token_copies import TokenCopyActions
from .unions import UnionActions
from .values import SelectorEffects, each
from .zones import ZoneEffects


class CoreEffects(ContextState):
    """The first methods of the context: targets, X, the event, life, cards, damage, P/T."""

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

    def paid_object(self, kind: str) -> Any:
        """The one object paid of ``kind`` for the costs ("the sacrificed creature", 601.2h),
        with its last known information (608.2h); None if none was paid."""
        values = self.paid(kind)
        return values[0] if values else None

    def linked_exiled_cards(self) -> list[Any]:
        """607.2a: "the exiled card" of a linked ability — the cards this object's own
        abilities exiled while it was on the battlefield (remembered on it, also as it last
        existed after leaving), those still in exile (400.7: a card that left exile is a new
        object the ability can't find)."""
        return [
            card
            for card in getattr(self.source, "remembered", ())
            if getattr(card, "zone_kind", None) == ZoneKind.EXILE
            and getattr(card, "lki", None) is None
        ]

    @property
    def event(self) -> Any:
        """What made a triggered ability trigger (None otherwise)."""
        event = getattr(self.item, "event", None)
        return event[0] if isinstance(event, tuple) else event

    def triggering_object(self) -> Any:
        """The object the trigger event is about ("that creature", "it")."""
        event = getattr(self.item, "event", None)
        return event[1] if isinstance(event, tuple) else None

    def targeting_source(self) -> Any:
        """ "that spell or ability" (115.1, 603.2): the spell or ability that made the trigger's
        object or player its target."""
        event = self.event
        return getattr(event, "by", None) if isinstance(event, BecameTarget) else None

    def triggering_card(self) -> Any:
        """ "that card": the object a triggering object became in its new zone (400.7)."""
        event = self.event
        if isinstance(event, ZoneChange):
            return event.new if event.new is not None else None
        obj = self.triggering_object()
        return obj.current() if hasattr(obj, "current") else obj

    def triggering_objects(self) -> list[Any]:
        """ "they": the objects of a "one or more" trigger's simultaneous events (603.2c)."""
        group = self.triggering_object()
        return list(group.objects) if isinstance(group, EventGroup) else []

    def triggering_count(self) -> int:
        """ "that many": how many objects a "one or more" trigger's events were about (603.2c),
        counted as it triggered (even if some have left since)."""
        group = self.triggering_object()
        return len(group.objects) if isinstance(group, EventGroup) else 0

    def triggering_player(self) -> Any:
        """ "that player": the player the trigger event is about."""
        group = self.triggering_object()
        if isinstance(group, EventGroup):  # "one or more … deal combat damage to a player"
            return group.player
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

    # --- life and cards ---------------------------------------------------------------------------
    def gain_life(self, player: Any, amount: int) -> None:
        """``player`` (each, for a list) gains ``amount`` life (119.3)."""
        for who in each(player):
            if isinstance(who, Player):
                self.game.gain_life(who, amount)

    def set_life_total(self, player: Any, amount: int) -> None:
        """119.5: ``player``'s life total becomes ``amount``: they gain or lose the difference
        (a gain or a loss of life, with its triggers; nothing if it is already that)."""
        for who in each(player):
            if isinstance(who, Player):
                if amount > who.life:
                    self.game.gain_life(who, amount - who.life)
                elif amount < who.life:
                    self.game.lose_life(who, who.life - amount)

    def lose_life(self, player: Any, amount: int) -> None:
        """``player`` (each, for a list) loses ``amount`` life (119.3)."""
        for who in each(player):
            if isinstance(who, Player):
                self.game.lose_life(who, amount)

    def draw_cards(self, player: Any, amount: int) -> None:
        """``player`` draws ``amount`` cards, one at a time (121.2)."""
        for who in each(player):
            if isinstance(who, Player):
                self.game.draw(who, amount)

    def deal_damage(self, source: Any, recipient: Any, amount: int) -> list[Any]:
        """``source`` deals ``amount`` noncombat damage to a player, creature or planeswalker (120);
        to each of a list at the same time (FAQ P19).  Returns what was dealt damage ("each
        creature dealt damage this way", FAQ P2, P91)."""
        recipients = each(recipient)
        if source is None or not recipients:
            return []
        dealt: list[Any] = []  # what was dealt damage, after any redirection (614.9)
        deal_damage_batch(self.game, [(source, r, amount) for r in recipients], dealt_to=dealt)
        self._dealt_this_way = [*self._dealt_this_way, *dealt]  # "dealt damage this way", 608.2c
        return dealt

    def deal_damage_together(self, source: Any, recipients: Any, amounts: Any) -> list[Any]:
        """``source`` deals ``amounts[i]`` noncombat damage to ``recipients[i]`` (to each of a
        list): one instruction ("4 damage to target creature and 2 damage to that creature's
        controller"), so all of it is dealt at the same time, one damage event (608.2c: one instruction; 120.3).
        Returns what was dealt damage."""
        if source is None:
            return []
        batch = [
            (source, r, amount)
            for recipient, amount in zip(recipients, amounts, strict=True)
            for r in each(recipient)
        ]
        if not batch:
            return []
        dealt: list[Any] = []  # what was dealt damage, after any redirection (614.9)
        deal_damage_batch(self.game, batch, dealt_to=dealt)
        self._dealt_this_way = [*self._dealt_this_way, *dealt]  # "dealt damage this way", 608.2c
        return dealt

    # --- characteristics ------------------------------------------------------------------------
    def modify_power_toughness(
        self, obj: Any, power: int, toughness: int, duration: Duration
    ) -> None:
        """``obj`` (each, for a list: one effect on the set locked in now, 611.2c) gets
        +power/+toughness (layer 7c, 613.4c) for ``duration``."""
        alive = [o for o in each(obj) if isinstance(o, Permanent) and o.on_battlefield]
        if not alive:
            return  # 400.7 / 611.2c: affects only the objects as they exist now
        self.add_effect(LAYER_PT_MODIFY, op_modify_pt(power, toughness), alive, duration)
        names = ", ".join(o.name for o in alive)
        self.game.log.add(
            "effect",
            f"{names} {'gets' if len(alive) == 1 else 'get'} {power:+d}/{toughness:+d}"
            f"{duration_text(duration)}",
            object=names,
            power=power,
            toughness=toughness,
            duration=str(duration),
        )

    def grant_keyword(
        self, obj: Any, keyword: Keyword | KeywordParameter, duration: Duration
    ) -> None:
        """``obj`` (each, for a list) gains ``keyword`` (layer 6, 613.1f) for ``duration``."""
        alive = [o for o in each(obj) if isinstance(o, Permanent) and o.on_battlefield]
        if not alive:
            return
        if isinstance(keyword, Protection) and keyword.chosen_color:  # "… of your choice"
            color = self.controller.agent.choose_color(self.game, self.controller, self.source)
            keyword = dataclasses.replace(keyword, chosen_color=False, colors=(color,))
        self.add_effect(LAYER_ABILITIES, op_add_keywords((keyword,)), alive, duration)
        names = ", ".join(o.name for o in alive)
        self.game.log.add(
            "effect",
            f"{names} {'gains' if len(alive) == 1 else 'gain'} {keyword}{duration_text(duration)}",
            object=names,
            keyword=str(keyword),
            duration=str(duration),
        )

    def add_effect(
        self,
        layer: str,
        op: Any,
        objects: Sequence[Any],
        duration: Duration | None,
        text: str = "",
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


class ResolutionContext(
    CoreEffects,
    SelectorEffects,
    ObjectEffects,
    ZoneEffects,
    HandActions,
    AnyNumberActions,
    AttachActions,
    ChoiceActions,
    LibraryActions,
    OrderActions,
    RandomSacrificeActions,
    ScryActions,
    SurveilActions,
    InvestigateActions,
    ProliferateActions,
    ExploreActions,
    RemoveCountersActions,
    GameRuleActions,
    ThisWayActions,
    EffectResultActions,
    AnyPlayerActions,
    LastingChangeActions,
    UnionActions,
    TransformActions,
    QuotedAbilityActions,
    TokenCopyActions,
    ConditionDurationActions,
    KeywordChoiceActions,
    ManaActions,
):
    """What a resolving spell or ability may do: the runtime's ``Effects`` (608.2).

    Its parts, each a class of methods by area over the shared :class:`ContextState`:

    * :class:`CoreEffects` (this module) — targets, X, the trigger event, life, cards,
      damage, power/toughness, keywords, and ``add_effect`` under them all;
    * :class:`~ofuda.runtime.context.values.SelectorEffects` — selectors, values, conditions,
      "you may", choices, the objects moved this resolution;
    * :class:`~ofuda.runtime.context.objects.ObjectEffects` — status, counters,
      characteristics, rules effects, prevention and regeneration;
    * :class:`~ofuda.runtime.context.zones.ZoneEffects` — zones, tokens, the stack, mana,
      turns;
    * ``attach`` (attaching), ``choices`` (choices on resolution, groups), ``library`` (cards
      looked at, revealed, chosen; searching), ``orders`` (orders of card types),
      ``random_sacrifice``, ``scry``, the keyword actions (``surveil``, ``investigate``,
      ``proliferate``, ``explore``, ``remove_counters``), ``this_way`` ("dealt damage this way"), ``effect_results`` (what an instruction
      sacrificed, destroyed, milled, discarded or exiled: "that creature"), ``options``
      (options offered to several players, lasting changes), ``unions`` (choices among
      pools).

    Every method is defined in exactly one part (tests/runtime/test_resolution_context.py), so
    no part overrides another and the order of the parts decides nothing.
    """
