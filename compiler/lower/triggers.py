"""Lowering of trigger conditions beyond "enters the battlefield" (603).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`): an
:class:`~ofuda.compiler.ast.EventTrigger` or :class:`~ofuda.compiler.ast.StepTrigger`
becomes the runtime's trigger data (:mod:`ofuda.runtime.definitions`' ``Dies``,
``EntersTheBattlefield``, ``BeginningOfStep``; :mod:`ofuda.runtime.statics`'
events for the rest). A subject the event cannot have is a diagnostic.
"""

from __future__ import annotations

import dataclasses
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import (
    BeginningOfStep,
    Controller,
    Dies,
    EntersTheBattlefield,
    ObjectFilter,
    Step,
    ZoneKind,
)

from .. import ast, ir
from .action_triggers import ACTION_EVENTS
from .sentence_kinds import appends_effects

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span

E = ast.Event


class TriggerLowering:
    """Methods of the lowering pass for trigger conditions (mixed into ``_Lowerer``)."""

    def text(self, span: Span) -> str:  # pragma: no cover - provided by lower.Lowerer
        raise NotImplementedError

    def fail(
        self, code: str, message: str, span: Span, *hints: str
    ) -> Exception:  # pragma: no cover - provided by lower.Lowerer
        raise NotImplementedError

    def event_trigger(self, trigger: ast.EventTrigger | ast.StepTrigger) -> Any:
        """The runtime trigger data of a trigger condition."""
        if isinstance(trigger, ast.StepTrigger):
            if trigger.next_only:
                raise self.fail(
                    "E260",
                    '「次の…開始時に」 / "at the beginning of the next …" is a delayed trigger: '
                    "an instruction of an effect, not an ability's trigger condition (603.7)",
                    trigger.span,
                    'write 「あなたの終了ステップの開始時に」 / "At the beginning of your end step"',
                )
            return BeginningOfStep(trigger.step, trigger.whose)
        if trigger.next_only:  # only lower/delayed_abilities.py reads it (603.7b)
            raise self.fail(
                "E260",
                '"When you next …" / 「次に…たとき」 is a delayed trigger: an instruction with "this '
                'turn" / 「このターン、」 (603.7b), not the trigger condition of an ability',
                trigger.span,
            )
        if trigger.or_enters:
            # 603.2, 603.6a: "When CARDNAME enters the battlefield or <its own event>"
            self._self_only(trigger, "enter the battlefield or")
            return rte.EntersOr(self.event_trigger(replace(trigger, or_enters=False)))
        event = trigger.event
        subject = trigger.subject
        if subject is not None and isinstance(subject.reference, ast.UnsupportedPhrase):
            raise self.fail("E290", f"ofuda cannot yet compile {subject.reference.what}",
                            subject.reference.span)
        if trigger.one_or_more:  # 603.2c (lower/batch_triggers.py)
            return self.batch_trigger(trigger)  # type: ignore[attr-defined]
        if event is E.LEAVES_GRAVEYARD:
            return self.leaves_graveyard(trigger)  # type: ignore[attr-defined]
        if event is E.DIES:
            if _is(subject, ast.EnchantedReference):
                return rte.DiesEnchanted()
            if _is(subject, ast.EquippedReference):  # 603.10a: the creature it was attached to
                return Dies(rt.EquippedCreature())
            return Dies(self._watched(trigger, allow=(ast.SelfReference,)))
        if event is E.BATTLEFIELD_TO_GRAVEYARD:  # 603.6c: any permanent
            leaving = self._watched(trigger, allow=(ast.SelfReference,))
            return rte.PutIntoGraveyardFromBattlefield(leaving)
        if event is E.LEAVES_BATTLEFIELD:  # 603.6c: to any other zone
            return rte.LeavesTheBattlefield(self._watched(trigger, allow=(ast.SelfReference,)))
        if event is E.ENTERS:
            entering = self._watched(trigger, allow=())
            assert entering is not None  # no self-reference allowed: always a noun's filter
            # 603.6a: "enters the battlefield under your control" watches your permanents only
            controller = Controller.YOU if trigger.under_your_control else entering.controller
            # "and it wasn't cast" (601.2i): a replacement's entering event
            return EntersTheBattlefield(replace(entering, controller=controller), trigger.uncast)
        if event is E.ENTERS_FROM_GRAVEYARD:
            return rte.EntersFromZone(
                ZoneKind.GRAVEYARD, self._watched(trigger, allow=(ast.SelfReference,))
            )
        if event is E.ENTERS_ATTACHED:
            self._self_only(trigger)
            return rte.EntersAttached()
        if event in (E.TRANSFORMS_INTO, E.ENTERS_OR_TRANSFORMS_INTO):  # 701.28g
            self._self_only(trigger)
            return rte.TransformsInto(or_enters=event is E.ENTERS_OR_TRANSFORMS_INTO)
        if event in ACTION_EVENTS:  # 701.26, 701.17a (lower/action_triggers.py)
            return self.action_trigger(trigger)  # type: ignore[attr-defined]
        if event is E.COUNTERS_PUT:  # 122.6 (lower/counter_triggers.py)
            return self.counters_put_trigger(trigger)  # type: ignore[attr-defined]
        if event is E.ATTACKS:  # "attacks you or a planeswalker you control" (506.2)
            defending = trigger.player.controller if trigger.player is not None else None
            return rte.Attacks(self._watched_or_host(trigger), defending)
        if event is E.ATTACKS_OR_BLOCKS:
            return rte.AttacksOrBlocks(self._watched_or_host(trigger))
        if event is E.BLOCKS:
            return rte.Blocks(self._watched_or_host(trigger))  # 509.3c
        if event is E.BLOCKS_OR_BECOMES_BLOCKED:
            assert trigger.by is not None
            return rte.BlocksOrBecomesBlocked(
                self._watched_or_host(trigger), self._blocking(trigger.by)
            )
        if event is E.BLOCKS_CREATURE:  # 509.3d
            assert trigger.by is not None
            return rte.BlocksCreature(self._watched_or_host(trigger), self._blocking(trigger.by))
        if event is E.BECOMES_BLOCKED:
            return rte.BecomesBlocked(self._watched_or_host(trigger))
        if event is E.BECOMES_BLOCKED_ONCE:  # 509.3c
            return rte.BecomesBlocked(self._watched_or_host(trigger), once=True)
        if event is E.DEALS_DAMAGE:
            if trigger.recipient is not None:  # a permanent, or "a player or planeswalker"
                return self.damage_recipient_trigger(trigger)  # type: ignore[attr-defined]
            assert trigger.player is not None
            if trigger.amount not in (None, 1):
                # 510.3a: damage dealt to each player is an event of its own
                raise self.fail(
                    "E261",
                    "a damage trigger watches damage dealt to one player at a time (510.3a)",
                    trigger.span,
                    'write 「プレイヤー１人に戦闘ダメージを与えるたび」 / "deals combat damage to a'
                    ' player"',
                )
            watched = self._damage_source(trigger)
            return rte.DealsDamageToPlayer(
                watched, trigger.combat, trigger.player.controller, trigger.noncombat
            )
        if event is E.IS_DEALT_DAMAGE:
            return self._dealt_damage(trigger)
        if event is E.BECOMES_TARGET:
            if trigger.or_abilities and _is(subject, ast.YouReference):  # "you become …"
                return rte.PlayerBecomesTarget(
                    Controller.YOU, abilities=True, controller=trigger.source_controller
                )
            if trigger.or_abilities:  # 115.1: "of a spell or ability [an opponent controls]"
                return rte.BecomesTarget(
                    self._watched_or_host(trigger),
                    abilities=True,
                    controller=trigger.source_controller,
                )
            return rte.BecomesTarget(self._watched_or_host(trigger), self._spells(trigger.spells))
        if event is E.CASTS:
            # 601.2i: the caster is you or a player noun ("an opponent", 「いずれかの対戦相手」);
            # where the spell was cast from and its place in the turn: lower/cast_origins.py
            return self.cast_event(trigger)  # type: ignore[attr-defined]
        if event is E.LOSES_LIFE:
            if trigger.amount not in (None, 1):  # 「対戦相手１人が」: one player at a time
                raise self.fail(
                    "E261",
                    "a life trigger watches one player at a time (119.3)",
                    trigger.span,
                    'write 「対戦相手１人がライフを失うたび」 / "Whenever an opponent loses life"',
                )
            return rte.LosesLife(self._life_player(trigger), trigger.first_each_turn)
        if event is E.GAINS_LIFE:
            return rte.GainsLife(self._life_player(trigger))
        if event is E.DRAWS:
            # 121.2: each card is drawn on its own, so the event is always "a card".
            if trigger.amount != 1:
                raise self.fail(
                    "E261",
                    "a draw trigger watches you drawing one card: cards are drawn one at a "
                    "time (121.2)",
                    trigger.span,
                    'write 「あなたがカードを１枚引くたび」 / "Whenever you draw a card"',
                )
            # "your second card each turn": the turn's nth draw (checked in
            # lower/action_triggers.py)
            return rte.Draws(self._life_player(trigger), self.nth_draw(trigger))  # type: ignore[attr-defined]
        if event is E.DISCARDS:
            # 701.8: each card discarded is an event of its own, so the event is always "a card"
            if trigger.amount != 1:
                raise self.fail(
                    "E261",
                    "a discard trigger watches one card at a time: each card discarded is an "
                    "event of its own (701.8)",
                    trigger.span,
                    'write 「あなたがカードを１枚捨てるたび」 / "Whenever you discard a card"',
                )
            return rte.Discards(self._life_player(trigger))
        noun = subject.noun if subject is not None else None
        # "a card" (the English names it in the graveyard, the Japanese カード as a bare noun)
        if (
            noun is None
            or noun.filter != ObjectFilter()
            or noun.zone not in ("graveyard", "battlefield")
        ):
            raise self.fail(
                "E261",
                "ofuda's graveyard trigger watches any card put into your graveyard",
                trigger.span,
            )
        # whose graveyard (a replacement's "an opponent's graveyard"; a trigger's is yours)
        owner = trigger.player.controller if trigger.player is not None else Controller.YOU
        return rte.CardPutIntoGraveyard(owner)

    def has_event_object(self, trigger: Any) -> bool:
        """Whether the trigger's event has an object other than this one ("that creature")."""
        if not isinstance(trigger, ast.EventTrigger) or trigger.or_enters:
            return False  # entering has no object but this one (603.6a)
        if trigger.one_or_more:
            return False  # several objects, "they" (603.2c), never one "it"
        if trigger.event in (
            E.BECOMES_BLOCKED,
            E.BLOCKS_OR_BECOMES_BLOCKED,  # the creature blocked or blocking
            E.BLOCKS_CREATURE,  # the creature blocked
            E.CASTS,
            E.LOSES_LIFE,
            E.PUT_INTO_GRAVEYARD,
            E.ENTERS_ATTACHED,
            E.DISCARDS,  # the card discarded
            E.SACRIFICES,  # the permanent sacrificed (as it last existed, 603.10a)
            E.ACTIVATES,  # the permanent whose ability was activated
        ):  # the creature it entered attached to
            return True
        if trigger.event is E.DEALS_DAMAGE and trigger.recipient is not None:
            # the permanent dealt damage (510.3a); "a player or planeswalker" is no one object
            return not trigger.recipient.also_player
        subject = trigger.subject
        if trigger.event is E.BECOMES_TARGET and _is(subject, ast.YouReference):
            return False  # "you become the target …": a player, no object (115.1)
        return subject is not None and not isinstance(subject.reference, ast.SelfReference)

    def event_moves_to_graveyard(self, trigger: Any) -> bool:
        """Whether the trigger's event moved its object to a graveyard (dies, 700.4; a discard
        moves the card from its owner's hand, 701.8a): "it" is then the card in the graveyard,
        which the ability finds there (400.7: the new object in a public zone)."""
        if not isinstance(trigger, ast.EventTrigger) or trigger.or_enters or trigger.one_or_more:
            return False  # "enters or dies": which event it was is not known to the text
        return trigger.event in (
            E.DIES, E.PUT_INTO_GRAVEYARD, E.BATTLEFIELD_TO_GRAVEYARD, E.DISCARDS,
        )

    def event_object(self, wants: str, scope: Any) -> ir.Selector:
        """The trigger event's own object that "that creature" / 「そのクリーチャー」, "that card",
        "it" mean where no target was declared (603.2). After a zone change (the event's own,
        or an earlier instruction's) it is the new object the card became (400.7)."""
        if scope.event_moved:
            return ir.NewObject(ir.TriggeringCard())  # "return it …. That creature is …"
        if scope.event_card or wants == "card":
            return ir.TriggeringCard()
        return ir.TriggeringObject()

    def event_spell(self, trigger: Any) -> ir.Selector | None:
        """What "that spell" / 「その呪文」 names in the ability (603.2): the spell a cast
        trigger's event is about (601.2i), the spell or ability that targeted (115.1); None
        where the event names no spell."""
        if not isinstance(trigger, ast.EventTrigger) or trigger.or_enters or trigger.one_or_more:
            return None
        if trigger.event is E.CASTS:
            return ir.TriggeringObject()
        if trigger.event is E.BECOMES_TARGET:
            return ir.TargetingSource()
        return None

    def has_event_amount(self, trigger: Any) -> bool:
        """Whether the trigger's event has an amount: life lost or gained (119.3), damage dealt
        (120.3)."""
        if not isinstance(trigger, ast.EventTrigger) or trigger.or_enters:
            return False  # entering has no amount (603.6a)
        if trigger.one_or_more:
            return False  # several events: no one amount (603.2c); "that many" counts them
        return trigger.event in (
            E.LOSES_LIFE,
            E.GAINS_LIFE,
            E.DEALS_DAMAGE,
            E.IS_DEALT_DAMAGE,
        )

    def has_event_player(self, trigger: Any) -> bool:
        """Whether the trigger's event names a player ("that player", 「そのプレイヤー」): who lost
        or gained life (119.3), who was dealt damage (120.3), who discarded (701.8); whose step
        began, where the trigger names that player ("enchanted player's upkeep", 603.2b); who
        cast the spell, where a player noun names the caster ("Whenever an opponent casts a
        spell", 601.2i); the controller of the creature that died, where the trigger names it by
        an opponent's control ("Whenever a creature an opponent controls dies": the controller
        as it last existed, 608.2h)."""
        if isinstance(trigger, ast.StepTrigger):  # "enchanted player's", "each opponent's"
            return trigger.whose in (Controller.ENCHANTED_PLAYER, Controller.OPPONENT)
        if not isinstance(trigger, ast.EventTrigger) or trigger.or_enters:
            return False  # entering names no player (603.6a)
        if trigger.event is E.DEALS_DAMAGE and trigger.recipient is not None:
            return False  # a permanent, or a player or planeswalker: no one player (120.3)
        if trigger.one_or_more:  # the player dealt combat damage: one trigger each (603.2c)
            return trigger.event is E.DEALS_DAMAGE
        if trigger.event is E.IS_DEALT_DAMAGE:
            return trigger.player is not None  # a permanent dealt damage is no player
        if trigger.event in (E.CASTS, E.SACRIFICES, E.ACTIVATES):  # a noun's player (601.2i, …)
            return trigger.player is not None
        if trigger.event is E.DIES:  # "a creature an opponent controls dies": its controller
            noun = trigger.subject.noun if trigger.subject is not None else None
            return noun is not None and noun.filter.controller is Controller.OPPONENT
        return trigger.event in (E.LOSES_LIFE, E.GAINS_LIFE, E.DEALS_DAMAGE, E.DISCARDS, E.DRAWS)

    def event_amount(self, value: ast.EventAmountValue, scope: Any) -> ir.TriggeringAmount:
        """「その点数」 / "that much": the trigger event's amount, where the event has one."""
        if not scope.event_amount:
            raise self.fail(
                "E201",
                f"「{self.text(value.span)}」 refers to nothing: only a triggered ability whose "
                "event has an amount (life lost, damage dealt) can say how much",
                value.span,
                'e.g. 「いずれかの対戦相手がライフを失うたび」 / "Whenever an opponent loses life"',
            )
        return ir.TriggeringAmount()

    def check_payment(self, sentence: ast.EffectSentence, effects: list[ir.Effect]) -> None:
        """A payment on resolution is a choice: "you may pay {1}" alone in its sentence."""
        if not sentence.optional or len(effects) != 1:
            raise self.fail(
                "E290",
                "ofuda reads a payment on resolution only as 「…を支払ってもよい。」 / "
                '"you may pay …." (a sentence of its own) or with 「…ないかぎり」 / "unless"',
                sentence.span,
            )

    @appends_effects(ast.DelayedSentence)
    def delayed_trigger(self, sentence: ast.DelayedSentence, scope: Any) -> ir.CreateDelayedTrigger:
        """603.7: "Sacrifice those tokens at the beginning of the next end step." The objects
        the instruction names are worked out now and remembered by the delayed ability (603.7c)."""
        when = sentence.when
        # 511.2, 603.7b: "at end of combat" in an instruction is the next end of combat step
        end_of_combat = isinstance(when, ast.StepTrigger) and when.step is Step.END_OF_COMBAT
        if not isinstance(when, ast.StepTrigger) or not (when.next_only or end_of_combat):
            raise self.fail(
                "E290",
                "ofuda can compile a delayed trigger only at the beginning of the next step "
                '(「次の終了ステップの開始時に」 / "at the beginning of the next end step") or at end '
                'of combat (「戦闘終了時に」 / "at end of combat")',
                when.span,
            )
        inner = self.effect_sentence(sentence.sentence, scope)  # type: ignore[attr-defined]
        found: list[Any] = []
        try:
            effects = tuple(_remembered(effect, found) for effect in inner)
        except _EventValueInDelayedTrigger:
            raise self.fail(
                "E290",
                "ofuda cannot yet compile a delayed trigger that counts the event of the "
                "ability creating it (\"that many\")",
                sentence.span,
            ) from None
        if len(set(found)) > 1:
            raise self.fail(
                "E290",
                "ofuda can compile a delayed trigger that refers to one group of objects only",
                sentence.span,
            )
        assert when.whose is Controller.ANY  # "the next end step": whoever's turn it is
        trigger = rte.NextBeginningOfStep(when.step)
        origin = self.text(sentence.span)
        ability = ir.TriggeredAbility(trigger, (), effects, origin)
        return ir.CreateDelayedTrigger(trigger, ability, found[0] if found else (), True, origin)

    @appends_effects(ast.AnyPlayerMaySentence)
    def any_player_may(self, sentence: ast.AnyPlayerMaySentence, scope: Any) -> ir.Optional:
        """「どの対戦相手でも「…」を選んでもよい。」 / "Any opponent may have it …": the players
        are asked in turn order; in the instruction, 「自分」 / "them" is the one who chose."""
        players, kind = self.reference(sentence.players, scope, None)  # type: ignore[attr-defined]
        if kind != "player":
            raise self.fail("E202", "only players can choose", sentence.players.span)
        scope.chooser = ir.Chooser()
        try:
            effects = self.effect_sentence(sentence.sentence, scope)  # type: ignore[attr-defined]
        finally:
            scope.chooser = None
        return ir.Optional(players, tuple(effects), self.text(sentence.span))

    def _watched(self, trigger: ast.EventTrigger, allow: tuple[type, ...]) -> ObjectFilter | None:
        """The filter of a trigger's subject noun, or None for this object itself."""
        subject = trigger.subject
        if subject is None:
            return None
        if subject.noun is not None:
            noun_filter: ObjectFilter = subject.noun.filter
            # "CARDNAME or another Elemental": this object, whatever it is, or another of the
            # noun's kind (not "an Elemental": this object is the subject even where it is not
            # one, its types changed, 613.1d)
            return replace(noun_filter, or_source=True) if subject.or_self else noun_filter
        if isinstance(subject.reference, allow):
            return None
        raise self.fail(
            "E261",
            f"「{self.text(subject.span)}」 can't be the subject of this trigger: "
            f"it watches {_WATCHES[trigger.event]}",
            subject.span,
        )

    def _blocking(self, noun: ast.ObjectNoun) -> ObjectFilter:
        """The creature a subject blocks or is blocked by: "a creature", "a Vampire" (a
        permanent on the battlefield, 509.1a); a noun in another zone, or of another player's,
        is a diagnostic."""
        if noun.zone != "battlefield" or noun.controlled_by is not None or noun.also_player:
            raise self.fail(
                "E261",
                f"「{self.text(noun.span)}」 can't block or be blocked: only creatures on the"
                " battlefield do (509.1a)",
                noun.span,
            )
        return noun.filter  # "a Vampire": only creatures block or are blocked (509.1a)

    def _dealt_damage(self, trigger: ast.EventTrigger) -> Any:
        """120.3: "<subject> is dealt damage" (a permanent: this one, its host, a noun) or
        "<player> is dealt [noncombat] damage" (one player at a time: each player dealt damage
        is an event of its own)."""
        if trigger.player is None:
            return rte.IsDealtDamage(self._watched_or_host(trigger))
        if trigger.amount not in (None, 1):
            raise self.fail(
                "E261",
                "a damage trigger watches damage dealt to one player at a time (120.3)",
                trigger.span,
                'write 「対戦相手１人にダメージが与えられるたび」 / "Whenever an opponent is dealt'
                ' damage"',
            )
        return rte.PlayerIsDealtDamage(trigger.player.controller, trigger.noncombat)

    def _spells(self, nouns: tuple[ast.ObjectNoun, ...]) -> ObjectFilter:
        """The spells a trigger watches: on the stack (a spell "from your graveyard" is one cast
        from there, which ofuda does not watch yet), alternatives differing in card type only."""
        for noun in nouns:
            if noun.zone != "stack" or noun.controlled_by is not None or noun.also_player:
                raise self.fail(
                    "E290",
                    "ofuda can watch only spells as they are, not where "
                    "they were cast from or who controls them",
                    noun.span,
                )
            if replace(noun.filter, card_types=()) != replace(nouns[0].filter, card_types=()):
                raise self.fail(
                    "E206", "alternative spells must differ only in their card type", noun.span
                )
        return _spells(nouns)

    def _watched_or_host(
        self, trigger: ast.EventTrigger
    ) -> ObjectFilter | rt.EquippedCreature | rt.EnchantedPermanent | None:
        """The subject of an event trigger about one permanent: this object, a noun, or the
        permanent an Aura or Equipment is attached to ("Whenever equipped creature deals combat
        damage to a player", "Whenever enchanted creature attacks"; 301.5a, 303.4a)."""
        if _is(trigger.subject, ast.EquippedReference):
            return rt.EquippedCreature()
        if _is(trigger.subject, ast.EnchantedReference):
            return rt.EnchantedPermanent()
        return self._watched(trigger, allow=(ast.SelfReference,))

    def _damage_source(
        self, trigger: ast.EventTrigger
    ) -> ObjectFilter | rt.EquippedCreature | rt.EnchantedPermanent | rte.AnySource | None:
        """The one dealing damage: "a source you control" (any object of yours, 609.7, 120.1),
        or a permanent as other events watch it."""
        if trigger.subject is not None and trigger.subject.source_of is not None:
            return rte.AnySource(trigger.subject.source_of)
        return self._watched_or_host(trigger)

    def _life_player(self, trigger: ast.EventTrigger) -> Controller:
        """The player a life or cast trigger watches: a player noun's, or yours ("you",
        「あなた」)."""
        if trigger.player is not None:
            return trigger.player.controller
        if _is(trigger.subject, ast.YouReference):
            return Controller.YOU
        assert trigger.subject is not None
        raise self.fail(
            "E261",
            f"「{self.text(trigger.subject.span)}」 can't be the subject of this trigger: it watches "
            'a player ("you", "an opponent", 「あなた」, 「いずれかの対戦相手」)',
            trigger.subject.span,
        )

    def _self_only(
        self, trigger: ast.EventTrigger, what: str = "enter the battlefield attached to a creature"
    ) -> None:
        subject = trigger.subject
        if subject is None or isinstance(subject.reference, ast.SelfReference):
            return
        raise self.fail(
            "E261",
            f"only this object itself can {what} (603.6a)",
            subject.span,
        )


_WATCHES = {
    E.DIES: "this object, enchanted or equipped creature, or creatures described by a noun",
    E.BATTLEFIELD_TO_GRAVEYARD: "this object or permanents described by a noun",
    E.LEAVES_GRAVEYARD: "cards described by a noun",
    E.LEAVES_BATTLEFIELD: "this object or permanents described by a noun",
    E.ENTERS: 'creatures described by a noun (「クリーチャーが１体」, "a creature")',
    E.ENTERS_FROM_GRAVEYARD: "this object",
    E.ENTERS_ATTACHED: "this object",
    E.ATTACKS: "this object, enchanted or equipped creature, or a noun",
    E.ATTACKS_OR_BLOCKS: "this object, enchanted or equipped creature, or a noun",
    E.BLOCKS: "this object, enchanted or equipped creature, or a noun",
    E.BECOMES_BLOCKED: "this object, enchanted or equipped creature, or a noun",
    E.BECOMES_BLOCKED_ONCE: "this object, enchanted or equipped creature, or a noun",
    E.BLOCKS_OR_BECOMES_BLOCKED: "this object, enchanted or equipped creature, or a noun",
    E.BLOCKS_CREATURE: "this object, enchanted or equipped creature, or a noun",
    E.DEALS_DAMAGE: "this object, enchanted or equipped creature, or a noun",
    E.BECOMES_TARGET: "this object, enchanted or equipped creature, or a noun",
    E.IS_DEALT_DAMAGE: "this object, enchanted or equipped creature, or a noun",
    E.BECOMES_TAPPED: "this object, enchanted or equipped creature, or a noun",
    E.BECOMES_UNTAPPED: "this object, enchanted or equipped creature, or a noun",
    E.COUNTERS_PUT: "this object, enchanted or equipped creature, or a noun",
}


class _EventValueInDelayedTrigger(Exception):
    """A delayed ability's instruction counts the event of the ability that creates it."""


def _remembered(node: Any, found: list[Any]) -> Any:
    """``node`` with the objects of this resolution (tokens it created, its targets) replaced by
    what the delayed ability remembers; ``found`` collects them (603.7c)."""
    if isinstance(node, ir.Node) and node.remembered_by_delayed_triggers:  # 603.7c
        found.append(node)
        return ir.Remembered()
    if isinstance(node, (ir.TriggeringCount, ir.TriggeringAmount)):
        # a number of the triggering event: the delayed ability's own event is another one
        raise _EventValueInDelayedTrigger()
    if isinstance(node, tuple):
        return tuple(_remembered(item, found) for item in node)
    if isinstance(node, ir.Node):
        changes = {
            f.name: _remembered(getattr(node, f.name), found)
            for f in dataclasses.fields(node)
            if f.name != "origin"
        }
        return dataclasses.replace(node, **changes)
    return node


def _is(subject: ast.TriggerSubject | None, kind: type) -> bool:
    return subject is not None and isinstance(subject.reference, kind)


def _spells(nouns: tuple[ast.ObjectNoun, ...]) -> ObjectFilter:
    """One filter for spell alternatives: "instant or sorcery spell", 「インスタント呪文またはソーサリー呪文」
    (TriggerLowering._spells has checked that they differ in their card types only)."""
    filters = [noun.filter for noun in nouns]
    merged = filters[0]
    for other in filters[1:]:
        merged = replace(merged, card_types=merged.card_types + other.card_types)
    return merged
