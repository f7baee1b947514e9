"""Resolution-context methods on permanents: status, counters, characteristics, rules, damage shields.

Every method takes an object, ``None`` (an illegal target: nothing happens,
608.2b) or a list of them (each).  Continuous effects created here (611.2)
affect a set of objects locked in as the ability resolves (611.2c: "creatures
you control get +1/+0 until end of turn" doesn't affect creatures that arrive
later, FAQ P12) and last for their duration.  A part of
:class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..definitions import CardType, Color, Duration, ObjectFilter
from ..engine.layers import layer_effects as L
from ..engine.layers.durations import TimedRule
from ..engine.layers.durations import text as duration_text
from ..engine.layers.rules import (
    AS_THOUGH_FLASH,
    AttacksEachCombatRule,
    BlockersLimitRule,
    CanBeBlockedOnlyByRule,
    CantAttackRule,
    CantBeBlockedRule,
    CantBlockRule,
    MustBeBlockedIfAbleRule,
    MustBeBlockedRule,
    PlayerRule,
)
from ..engine.objects.game_objects import Permanent
from ..engine.objects.players import Player
from ..engine.objects.targets import object_matches
from ..engine.objects.zones import ZoneKind
from ..engine.replacement.damage import PreventionShield, deal_damage_batch
from ..engine.replacement.replacements import ZONE, Replacement, ZoneEvent
from ..statics import Protection
from .state import ContextState
from .values import each


def _alive(obj: Any) -> bool:
    return isinstance(obj, Permanent) and obj.on_battlefield


def _is(obj: Any) -> Any:
    """A test of whether a damage source is ``obj``."""
    return lambda source: source is obj


def _living(obj: Any) -> list[Permanent]:
    return [o for o in each(obj) if _alive(o)]


class ObjectEffects(ContextState):
    """Status, counters, characteristics, rule effects and damage shields of permanents."""

    if TYPE_CHECKING:  # provided by the other parts of the context

        def add_effect(
            self, layer: str, op: Any, objects: Sequence[Any], duration: Duration | None, text: str = ""
        ) -> Any: ...

    def _log(self, text: str, **data: Any) -> None:
        self.game.log.add("effect", text, **data)

    def _layer(self, obj: Any, layer: str, op: Any, duration: Any, text: str) -> list[Permanent]:
        alive = _living(obj)
        if alive:
            self.add_effect(layer, op, alive, duration)
            self._log(", ".join(o.name for o in alive) + f" {text}" + duration_text(duration))
        return alive

    # --- status and counters -------------------------------------------------------------
    def tap(self, obj: Any) -> None:
        """701.26a: tap permanents."""
        for perm in _living(obj):
            self.game.tap(perm)

    def untap(self, obj: Any) -> None:
        """701.26b: untap permanents."""
        for perm in _living(obj):
            self.game.untap(perm)

    def add_counters(self, obj: Any, kind: str, amount: int) -> None:
        """122.1: put counters on permanents (+1/+1 and -1/-1 counters apply in layer 7c)."""
        for item in each(obj):
            if _alive(item) or isinstance(item, Player):
                self.game.add_counters(item, kind, amount)

    def remove_counters(self, obj: Any, kind: str, amount: int) -> int:
        """122.1: remove up to ``amount`` ``kind`` counters from each permanent (one with fewer
        loses those it has); how many were removed."""
        return sum(self.game.remove_counters(o, kind, amount) for o in _living(obj))

    def double_counters(self, obj: Any, kind: str) -> None:
        """701.9e: double the number of ``kind`` counters on each permanent — it gets as many
        of them as it already has."""
        for perm in _living(obj):
            self.game.add_counters(perm, kind, perm.counters.get(kind, 0))

    def skip_next_untap(self, obj: Any, player: Any = None) -> None:
        """502.3: "it doesn't untap during its controller's next untap step" — it tracks the
        permanent, whoever controls it then (FAQ P30, P106); with ``player``: "during that
        player's next untap step", that player's whoever controls the permanent then."""
        named = [p for p in each(player) if isinstance(p, Player)]
        for perm in _living(obj):
            if player is None:
                perm.skip_untaps += 1
                self._log(f"{perm.name} doesn't untap during its controller's next untap step")
                continue
            for who in named:
                perm.skip_untaps_of.append(who)
                self._log(f"{perm.name} doesn't untap during {who.name}'s next untap step")

    def attach(self, obj: Any, host: Any) -> None:
        """701.3: attach an Aura or Equipment to ``host``."""
        if _alive(obj):
            self.game.attach(obj, host)

    def pair(self, a: Any, b: Any) -> None:
        """702.95: pair two unpaired creatures with the same controller."""
        if _alive(a) and _alive(b):
            self.game.pair(a, b)

    # --- characteristics ------------------------------------------------------------------
    def double_power(self, obj: Any, duration: Duration) -> None:
        """701.9b: double each creature's power — it gets +X/+0 for ``duration``, X its power
        now (701.9c: a negative power -X/-0 for the difference from 0, the same change), a
        change in layer 7c (701.9a, 613.4c) that doesn't set the value."""
        for perm in _living(obj):
            power = perm.power
            self._layer(perm, L.LAYER_PT_MODIFY, L.op_modify_pt(power, 0), duration,
                        f"gets {power:+d}/+0 (its power doubled)")

    def set_power_toughness(self, obj: Any, power: int, toughness: int, duration: Duration) -> None:
        """613.4b (layer 7b): base power and toughness become ``power``/``toughness``."""
        self._layer(
            obj,
            L.LAYER_PT_SET,
            L.op_set_pt(power, toughness),
            duration,
            f"become {power}/{toughness}",
        )

    def lose_keyword(self, obj: Any, keyword: Any, duration: Duration) -> None:
        """613.1f: lose every instance of ``keyword`` (113.10)."""
        self._layer(
            obj, L.LAYER_ABILITIES, L.op_remove_keywords((keyword,)), duration, f"lose {keyword}"
        )

    def grant_ability(self, obj: Any, ability: Any, duration: Duration) -> None:
        """613.1f: gain an ability (a class or an instance)."""
        from ..engine.layers.static_abilities import instance_of

        inst = instance_of(ability) if isinstance(ability, type) else ability
        self._layer(
            obj, L.LAYER_ABILITIES, L.op_add_abilities((inst,)), duration, "gain an ability"
        )

    def grant_protection(
        self,
        obj: Any,
        duration: Duration,
        colors: Sequence[Color] = (),
        subtypes: Sequence[str] = (),
    ) -> None:
        """702.16: gain protection from ``colors`` / ``subtypes`` (e.g. the colour of your choice)."""
        quality = ObjectFilter(subtypes=tuple(subtypes)) if subtypes else None
        prot = Protection(quality=quality, colors=tuple(colors))
        what = ", ".join([Color(c).name.lower() for c in colors] + list(subtypes))
        self._layer(
            obj,
            L.LAYER_ABILITIES,
            L.op_add_keywords((prot,)),
            duration,
            f"gain protection from {what}",
        )

    def add_types(
        self,
        obj: Any,
        card_types: Sequence[CardType] = (),
        subtypes: Sequence[str] = (),
        duration: Duration = Duration.PERMANENT,
    ) -> None:
        """205.1b (layer 4): these types in addition to its others (FAQ P98 Dread Slaver)."""
        what = " ".join([*map(str, subtypes), *map(str, card_types)])
        self._layer(
            obj, L.LAYER_TYPE, L.op_add_types(card_types, subtypes), duration, f"become {what}"
        )

    def add_colors(
        self, obj: Any, colors: Sequence[Color], duration: Duration = Duration.PERMANENT
    ) -> None:
        """105.3 (layer 5): these colours in addition to its others."""
        self._layer(obj, L.LAYER_COLOR, L.op_add_colors(colors), duration, "change colour")

    def set_colors(self, obj: Any, colors: Sequence[Color], duration: Duration) -> None:
        """Layer 5: exactly these colours."""
        self._layer(obj, L.LAYER_COLOR, L.op_set_colors(colors), duration, "change colour")

    def become(
        self,
        obj: Any,
        power: int | None,
        toughness: int | None,
        card_types: Sequence[CardType] = (),
        subtypes: Sequence[str] = (),
        colors: Sequence[Color] | None = None,
        keywords: Sequence[Any] = (),
        duration: Duration | None = None,
        replaces_types: bool = False,
    ) -> None:
        """ "becomes a P/T <colour> <types> with <keywords>" (e.g. Angel's Tomb): types set
        (layer 4: replacing its card types and subtypes, 205.1a, unless ``replaces_types`` is
        False — "artifact creature", 205.1b — when they are added; with no card types, its
        creature types replaced), colour set (5), keywords added (6), base P/T set (7b)."""
        alive = _living(obj)
        if not alive:
            return
        if replaces_types and not card_types:  # 205.1a: "becomes a Bear Berserker"
            self.add_effect(L.LAYER_TYPE, L.op_set_creature_types(subtypes), alive, duration)
        elif replaces_types:
            self.add_effect(L.LAYER_TYPE, L.op_set_types(card_types, subtypes), alive, duration)
        elif card_types or subtypes:
            self.add_effect(L.LAYER_TYPE, L.op_add_types(card_types, subtypes), alive, duration)
        if colors is not None:
            self.add_effect(L.LAYER_COLOR, L.op_set_colors(colors), alive, duration)
        if keywords:
            self.add_effect(L.LAYER_ABILITIES, L.op_add_keywords(keywords), alive, duration)
        if power is not None or toughness is not None:
            self.add_effect(L.LAYER_PT_SET, L.op_set_pt(power, toughness), alive, duration)
        what = " ".join(map(str, subtypes))
        self._log(
            ", ".join(o.name for o in alive)
            + f" become {power}/{toughness} {what}"
            + duration_text(duration)
        )

    def become_copy(self, obj: Any, model: Any, duration: Duration | None = None) -> None:
        """706/707: become copies of ``model``'s copiable values (layer 1): not its counters,
        status or other effects (FAQ P75(5)); a token stays a token (P75(4))."""
        if model is None:
            return
        values = L.copiable_values(model) if isinstance(model, Permanent) else model.chars
        for perm in _living(obj):
            if perm is not model:
                L.copy_effect(self.game, perm, values, duration)
                self._log(f"{perm.name} becomes a copy of {values.name}")

    def gain_control(self, player: Any, obj: Any, duration: Duration) -> None:
        """613.1b (layer 2): ``player`` (default: the controller) gains control of permanents
        for ``duration`` (a blinked one stays under its new controller, FAQ B#6)."""
        who = player if isinstance(player, Player) else self.controller
        alive = _living(obj)
        if alive:
            self.add_effect(L.LAYER_CONTROL, L.op_control(who), alive, duration, text="control")
            self.game.ensure_fresh()

    def exchange_control(self, player: Any, obj: Any) -> None:
        """701.10: two permanents' controllers exchange them: each gains control of the one
        the other controlled, simultaneously and indefinitely (613.1b, layer 2; 701.10b). If
        the entire exchange can't be completed (one of them is gone or is no longer a legal
        target), no part of it occurs (701.10a); with one controller, it does nothing
        (701.10b). ``player`` is the one told to, not a party of the exchange."""
        alive = _living(obj)
        if len(alive) != 2:
            return
        first, second = alive
        one, other = first.controller, second.controller
        if one is other:
            return
        self.add_effect(L.LAYER_CONTROL, L.op_control(other), [first], None, text="control")
        self.add_effect(L.LAYER_CONTROL, L.op_control(one), [second], None, text="control")
        self.game.ensure_fresh()
        self._log(f"{first.name} and {second.name} exchange controllers")

    # --- rules effects ----------------------------------------------------------------------
    def _rule(self, obj: Any, rule: Any, duration: Duration, text: str) -> None:
        self._layer(obj, L.LAYER_RULES, L.op_rule(rule), duration, text)

    def cant_block(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """509.1b: can't block (FAQ P83: no effect on a creature already blocking)."""
        self._rule(obj, CantBlockRule(None, self.source), duration, "can't block")

    def cant_attack(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """508.1c: can't attack."""
        self._rule(obj, CantAttackRule(self.source), duration, "can't attack")

    def cant_be_blocked(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """509.1b: can't be blocked."""
        self._rule(obj, CantBeBlockedRule(None, self.source), duration, "can't be blocked")

    def cant_be_blocked_by(
        self, obj: Any, blockers: ObjectFilter, only: bool, duration: Duration
    ) -> None:
        """509.1b: creatures matching ``blockers`` can't block ``obj`` (with ``only``: no
        creature but those can), for ``duration``."""
        if only:
            rule: Any = CanBeBlockedOnlyByRule(blockers, self.source, self.controller)
            text = "can be blocked only by some creatures"
        else:
            rule = CantBeBlockedRule(blockers, self.source, self.controller)
            text = "can't be blocked by some creatures"
        self._rule(obj, rule, duration, text)

    def limit_blockers(
        self, obj: Any, at_least: int, at_most: int | None, duration: Duration
    ) -> None:
        """509.1b: ``obj`` can be blocked by no fewer than ``at_least`` and no more than
        ``at_most`` creatures, for ``duration`` (702.111b's rule of menace given by an effect)."""
        rule = BlockersLimitRule(at_least, at_most, self.source)
        self._rule(obj, rule, duration, "limits on how many creatures block it")

    def must_attack(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """508.1d: attacks this turn if able (FAQ P2(3))."""
        self._rule(obj, AttacksEachCombatRule(self.source), duration, "attack this turn if able")

    def must_be_blocked_if_able(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """509.1c: must be blocked if able (obeyed when at least one creature blocks it)."""
        self._rule(obj, MustBeBlockedIfAbleRule(self.source), duration, "must be blocked if able")

    def must_be_blocked(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """509.1c: all creatures able to block it do so."""
        self._rule(obj, MustBeBlockedRule(self.source), duration, "must be blocked by all able")

    def as_though_flash(
        self, player: Any = None, duration: Duration = Duration.END_OF_TURN
    ) -> None:
        """601.3e: ``player`` may cast spells as though they had flash (e.g. Alchemist's Refuge)."""
        who = player if isinstance(player, Player) else self.controller
        self.game.touch()
        self.game.timed_player_rules.append(
            TimedRule(PlayerRule(who, AS_THOUGH_FLASH, self.source), duration, self.controller)
        )
        self._log(f"{who.name} may cast spells as though they had flash" + duration_text(duration))

    # --- destruction, regeneration, prevention --------------------------------------------------
    def regenerate(self, obj: Any) -> None:
        """701.15: the next time a permanent would be destroyed this turn, instead tap it, remove
        all damage from it and remove it from combat (not against 704.5f or sacrifice)."""
        for perm in _living(obj):
            self._regeneration_shield(perm)

    def _regeneration_shield(self, obj: Permanent) -> None:
        game = self.game

        def applies(e: ZoneEvent) -> bool:
            # 701.15: a shield does not replace a destruction that "can't be regenerated"
            return e.obj is obj and e.cause == "destroy" and e.to == ZoneKind.GRAVEYARD and e.regenerable

        def regenerate(e: ZoneEvent) -> None:
            game.tap(obj, log=False)  # 701.15a: regeneration taps it (701.26a)
            obj.damage = 0
            obj.deathtouched = False
            if game.combat is not None:
                game.combat.forget(obj)
            obj.remove_from_combat()
            game.touch()
            game.log.add("regenerate", f"{obj.name} regenerates", card=obj.name)

        game.replacements.append(
            Replacement(
                ZONE,
                applies,
                regenerate,
                source=self.source,
                controller=self.controller,
                timestamp=game.new_timestamp(),
                duration=Duration.END_OF_TURN,
                once=True,
                text=f"regeneration shield on {obj.name}",
            )
        )
        self._log(f"{obj.name} gets a regeneration shield")

    def exile_if_it_would_die(self, obj: Any, duration: Duration = Duration.END_OF_TURN) -> None:
        """614: "if it would die this turn, exile it instead" (FAQ P91)."""
        for perm in _living(obj):
            self._exile_instead(perm, duration)

    def _exile_instead(self, perm: Permanent, duration: Duration) -> None:
        # 700.4: "dies" is "is put into a graveyard from the battlefield", for any permanent — a
        # planeswalker the text names ("that creature or planeswalker") is exiled too; which
        # permanents are meant is the selector's ("a creature dealt damage this way": creatures)
        def applies(e: ZoneEvent) -> bool:
            return e.obj is perm and e.to == ZoneKind.GRAVEYARD and perm.on_battlefield

        def to_exile(e: ZoneEvent) -> ZoneEvent:
            e.to = ZoneKind.EXILE
            return e

        self.game.replacements.append(
            Replacement(
                ZONE,
                applies,
                to_exile,
                source=self.source,
                controller=self.controller,
                timestamp=self.game.new_timestamp(),
                duration=duration,
                text=f"exile {perm.name} instead if it would die",
            )
        )

    def prevent_all_damage(self, to: Any) -> None:
        """615: prevent all damage that would be dealt to these this turn."""
        self.prevent_damage(to, None, Duration.END_OF_TURN)

    def prevent_damage(
        self,
        to: Any,
        amount: int | None = None,
        duration: Duration = Duration.END_OF_TURN,
        combat_only: bool = False,
    ) -> PreventionShield | None:
        """615: prevent the next ``amount`` (None: all) damage that would be dealt to ``to`` —
        an object, a player, or a list of them — this turn."""
        targets = each(to)
        if not targets:
            return None
        shield = PreventionShield(
            self.game,
            lambda r: any(r is t for t in targets),
            amount,
            source=self.source,
            controller=self.controller,
            duration=duration,
            combat_only=combat_only,
            protected_player=next((t for t in targets if isinstance(t, Player)), None),
            text=f"prevent damage to {', '.join(getattr(t, 'name', str(t)) for t in targets)}",
        )
        self.game.replacements.append(shield)
        return shield

    def prevent_damage_to_you_and_yours(self, amount: int | None, then_deal_to: Any = None) -> None:
        """ "Prevent the next X damage that would be dealt to you and/or permanents you control
        this turn. If damage is prevented this way, <source> deals that much damage to <target>"
        (FAQ P44: new, noncombat damage from this source, dealt right after)."""
        you, game, source = self.controller, self.game, self.source

        def protects(r: Any) -> bool:
            return r is you or (isinstance(r, Permanent) and r.controller is you)

        def hit_back(n: int) -> None:
            if then_deal_to is not None:
                deal_damage_batch(game, [(source, then_deal_to, n)])

        game.replacements.append(
            PreventionShield(
                game,
                protects,
                amount,
                source=source,
                controller=you,
                protected_player=you,
                on_prevent=hit_back,
                text=f"{source.name}'s prevention shield",
            )
        )

    def prevent_damage_by(
        self,
        obj: Any,
        duration: Duration = Duration.END_OF_TURN,
        combat_only: bool = False,
        also_to: bool = False,
    ) -> None:
        """615: prevent all damage ``obj`` would deal (and, ``also_to``, be dealt) this turn."""
        for perm in each(obj):
            self.game.replacements.append(
                PreventionShield(
                    self.game,
                    lambda r: True,
                    None,
                    source=self.source,
                    controller=self.controller,
                    duration=duration,
                    combat_only=combat_only,
                    from_source=_is(perm),
                    text=f"prevent damage by {perm.name}",
                )
            )
            if also_to:
                self.prevent_damage(perm, None, duration, combat_only)

    def prevent_combat_damage_except(
        self, sources: ObjectFilter, keep: Any, duration: Duration = Duration.END_OF_TURN
    ) -> None:
        """615.1a: "Prevent all combat damage that would be dealt by <sources> other than
        <keep>" — any object matching ``sources`` as it deals the damage, even one that
        entered after the spell resolved (a prevention effect's affected set isn't locked
        in: 611.2c is about characteristics), except ``keep``."""
        self.game.replacements.append(
            PreventionShield(
                self.game,
                lambda r: True,
                None,
                source=self.source,
                controller=self.controller,
                duration=duration,
                combat_only=True,
                from_source=lambda s: (
                    s is not keep and object_matches(s, sources, self.controller, self.source)
                ),
                text="prevent combat damage",
            )
        )

    def prevent_all_combat_damage(
        self, to: ObjectFilter | None, duration: Duration = Duration.END_OF_TURN
    ) -> None:
        """615.1a: "Prevent all combat damage that would be dealt this turn [to <permanents>]" —
        to any player or permanent, or to the permanents matching ``to`` as the damage would
        be dealt (one that enters later is covered too: the prevention's set isn't locked in)."""
        controller, source = self.controller, self.source

        def protects(recipient: Any) -> bool:
            if to is None:
                return True
            return isinstance(recipient, Permanent) and object_matches(recipient, to, controller, source)

        self.game.replacements.append(
            PreventionShield(
                self.game,
                protects,
                None,
                source=source,
                controller=controller,
                duration=duration,
                combat_only=True,
                text="prevent all combat damage",
            )
        )

    def fight(self, first: Any, second: Any) -> None:
        """701.12: each deals damage equal to its power to the other (nothing if either is
        gone or not a creature, 701.12b; FAQ P115)."""
        a, b = first, second
        if not (_alive(a) and _alive(b) and a.is_creature and b.is_creature):
            return
        if a is b:  # 701.14c: a creature that fights itself deals damage to itself equal to
            self._log(f"{a.name} fights itself")  # twice its power
            deal_damage_batch(self.game, [(a, a, 2 * a.power)])
            return
        self._log(f"{a.name} fights {b.name}")
        deal_damage_batch(self.game, [(a, b, a.power), (b, a, b.power)])
