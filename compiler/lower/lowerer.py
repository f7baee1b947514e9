"""The lower pass: AST → IR, binding every reference to what it means.

Japanese declares targets in a sentence of their own and refers back to them
(それ, そのプレイヤー, それら, その前者); English declares them inline ("target
creature"). Both end here as the same list of target specifications and
``Targeted(n)`` selectors. A reference to a target that an earlier
instruction moved ("exile it, then return that card") means the new object it
became (400.7). "X" is bound to its definition ("where X is …" / 「Ｘは…に等しい。」),
"for each …" multiplies the clause's amount. A reference that cannot be bound,
or a predicate that cannot apply to its subject, is reported as a diagnostic
and the ability is dropped from the card's IR (and the card rejected), never
approximated. The instructions themselves are lowered by lower/effects.py.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from ofuda.runtime.definitions import (
    CardType,
    Cost,
    EntersTheBattlefield,
    ObjectFilter,
    PlayerFilter,
    TargetSpec,
    ZoneKind,
)
from ofuda.runtime.statics import CantBeCountered
from ofuda.runtime.statics_triggers import StateTrigger

from .. import ast, ir
from ..consumption import consumption, install, subclasses
from ..diagnostics.diagnostic import Diagnostic, error
from ..ir.unions import described_like, union
from ..source.text import SourceFile, Span
from .action_triggers import ActionTriggerLowering
from .any_number import AnyNumberLowering
from .activation import ActivationLowering
from .anaphora import AnaphoraLowering
from .attach import AttachLowering
from .batch_triggers import BatchTriggerLowering, is_batch
from .choices import ChoicesLowering
from .chosen import ChosenLowering
from .conditions import ConditionLowering
from .costed_keywords import CostedKeywordLowering
from .costs import CostLowering
from .counter_triggers import CounterTriggerLowering
from .delayed_abilities import DelayedAbilityLowering
from .counts import CountLowering
from .durations import DurationLowering
from .effect_results import EffectResultLowering
from .effects import DAMAGE_REDIRECTION_REMOVED, EffectLowerer, LoweringError
from .entering import EnteringLowering
from .event_replacements import EventReplacementLowering
from .follow_ups import FollowUpLowering
from .game_rules import GameRulesLowering
from .keyword_actions import KeywordActionLowering
from .library import LibraryLowering
from .line_kinds import line_lowering, lowers_line
from .mana import ManaLowering, adds_mana
from .modal_abilities import ModalAbilityLowering
from .object_instructions import ObjectInstructionLowering
from .paid import PaidObjectLowering
from .play_permissions import PlayPermissionLowering
from .permanents import PermanentsLowering
from .player_instructions import PlayerInstructionLowering
from .redirection import RedirectionLowering
from .reminders import RemindersLowering
from .replacement import ReplacementLowering
from .scope import Scope
from .sentence_runs import SentenceReading
from .special_actions import SpecialActionsLowering
from .stack import StackLowering
from .stack_abilities import StackAbilityLowering, plain_kinds, zones_of
from .counter_riders import CounterRiderLowering
from .regeneration_riders import RegenerationRiderLowering
from .cast_origins import CastOriginLowering
from .damage_triggers import DamageTriggerLowering, demonstrated_types
from .tokens import TokenLowering
from .triggers import TriggerLowering
from .values import ValueLowering

__all__ = ["LoweringError", "lower_ability"]

_HARD_WRAP = re.compile(r"[ \t\u3000]*\r?\n[ \t\u3000]*")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


class Lowerer(
    AnyNumberLowering,
    SpecialActionsLowering,
    AttachLowering,
    PlayPermissionLowering,
    LibraryLowering,
    KeywordActionLowering,
    GameRulesLowering,
    PermanentsLowering,
    RemindersLowering,
    TokenLowering,
    CountLowering,
    ReplacementLowering,
    EventReplacementLowering,
    DurationLowering,
    EffectLowerer,
    PlayerInstructionLowering,
    ObjectInstructionLowering,
    TriggerLowering,
    ActionTriggerLowering,
    CounterTriggerLowering,
    BatchTriggerLowering,
    DamageTriggerLowering,
    ManaLowering,
    StackLowering,
    StackAbilityLowering,
    CounterRiderLowering,
    RegenerationRiderLowering,
    CastOriginLowering,
    ChosenLowering,
    EnteringLowering,
    FollowUpLowering,
    DelayedAbilityLowering,
    ModalAbilityLowering,
    SentenceReading,
    ChoicesLowering,
    RedirectionLowering,
    ActivationLowering,
    ConditionLowering,
    AnaphoraLowering,
    PaidObjectLowering,
    EffectResultLowering,
    CostLowering,
    CostedKeywordLowering,
    ValueLowering,
):
    """Lowers one ability line; diagnostics go to ``diagnostics``.

    ``face`` is the card's face: whether the card is a permanent decides if a
    line without cost or trigger is a static ability (113.3d) or a spell's
    instructions (113.3a).
    """

    def __init__(
        self,
        source: SourceFile,
        diagnostics: list[Diagnostic],
        face: ir.CardFace | None = None,
        additional_paid: dict[str, int] | None = None,
        printed: int | None = None,
    ) -> None:
        self.source = source
        self.diagnostics = diagnostics
        self.face = face
        self.additional_paid = dict(additional_paid or {})  # its additional costs' (601.2b)
        # A text printed before the 2018 rules change reads with its Oracle errata: a player
        # who may be dealt damage may be a planeswalker instead (effects.DAMAGE_REDIRECTION_REMOVED).
        self.damage_reaches_planeswalkers = (
            printed is not None and printed < DAMAGE_REDIRECTION_REMOVED
        )

    def text(self, span: Span) -> str:
        """The source text of a span, as one line: a hard wrap in the data (a line break inside
        a sentence, with the next line's indentation) is joined back — without a space in
        Japanese, with one in English — so docstrings and comments quote the sentence."""
        text = self.source.text[span.start : span.end]
        if "\n" not in text:
            return text
        joiner = "" if _JAPANESE.search(text) else " "
        return _HARD_WRAP.sub(joiner, text)

    def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError:
        """Record an error diagnostic; the caller raises the returned exception."""
        self.diagnostics.append(error(code, message, self.source, span, *hints))
        return LoweringError(message)

    # --- abilities ---------------------------------------------------------

    def ability(self, line: ast.Line) -> list[ir.Ability]:
        """The IR abilities of one line (a keyword line gives one per keyword): the lowering
        registered for the line's kind (line_kinds.py) reads it."""
        lowered = line_lowering(type(line))(self, line, self.text(line.span))
        return lowered if isinstance(lowered, list) else [lowered]

    @lowers_line(ast.RemindedLine)
    def reminded_line(self, line: ast.RemindedLine, origin: str) -> list[ir.Ability]:
        """A line with its reminder text: the reminder must state the line's own rule."""
        abilities = self.ability(line.line)
        self.check_reminder(line.reminder, abilities, isinstance(line.line, ast.KeywordLine))
        return abilities

    @lowers_line(ast.LabelledLine)
    def labelled_line(self, line: ast.LabelledLine, origin: str) -> list[ir.Ability]:
        """207.2c: the ability word has no rules meaning; it is kept for render alone."""
        labelled = self.ability(line.line)
        return [dataclasses.replace(ability, ability_word=line.word) for ability in labelled]

    @lowers_line(ast.ReminderLine)
    def reminder_line(self, line: ast.ReminderLine, origin: str) -> list[ir.Ability]:
        """A line of reminder text alone (a basic land's mana ability, 305.6): no ability of
        its own, but it must state the rule it reminds of."""
        self.check_basic_land_reminder(line.reminder)
        return []

    @lowers_line(ast.KeywordLine)
    def keyword_line(self, line: ast.KeywordLine, origin: str) -> list[ir.Ability]:
        """702: one ability per keyword of the line."""
        return [self.keyword_ability(item) for item in line.keywords]

    @lowers_line(ast.AdditionalCostLine)
    def additional_cost_line(self, line: ast.AdditionalCostLine, origin: str) -> ir.Ability:
        """601.2b: "As an additional cost to cast this spell, …"."""
        return ir.AdditionalCost(self.spell_cost((line.item,)).items, origin)

    @lowers_line(ast.ConditionalStatic)
    def conditional_static(self, line: ast.ConditionalStatic, origin: str) -> list[ir.Ability]:
        """611.3: "As long as <condition>, <statement>"."""
        return [self.static_ability((line.sentence,), line.condition, origin)]

    @lowers_line(ast.CantBeCounteredLine)
    def cant_be_countered_line(self, line: ast.CantBeCounteredLine, origin: str) -> ir.Ability:
        """113.6: "This spell can't be countered." functions on the stack."""
        return ir.StaticAbility((CantBeCountered(),), None, origin)

    @lowers_line(ast.LoyaltyLine)
    def loyalty_line(self, line: ast.LoyaltyLine, origin: str) -> ir.Ability:
        """606: a loyalty ability, "+1: …"."""
        scope = Scope()
        effects, _ = self.sentences(line.sentences, scope, allow_restriction=False)
        return ir.LoyaltyAbility(line.loyalty, tuple(scope.targets), effects, origin)

    @lowers_line(ast.SpellLine)
    def spell_line(self, line: ast.SpellLine, origin: str) -> list[ir.Ability]:
        """A line of instructions: a spell's (113.3a), or on a permanent a static ability
        (113.3d)."""
        if self.on_permanent():
            return self.own_keywords(self.static_ability(line.sentences, None, origin))
        if isinstance(line.sentences[0], ast.ModalSentence):
            return [self.modal_spell(line.sentences, origin)]
        scope = Scope(is_spell=True)
        scope.paid = dict(self.additional_paid)  # "the sacrificed creature" (601.2h)
        effects, _ = self.sentences(line.sentences, scope, allow_restriction=False)
        return [ir.SpellAbility(tuple(scope.targets), effects, origin)]

    @lowers_line(ast.ActivatedLine)
    def activated_line(self, line: ast.ActivatedLine, origin: str) -> ir.Ability:
        """602: "[Cost]: [Effect.]" — a mana ability when it adds mana (605.1a)."""
        scope = Scope()
        cost = Cost(tuple(self.cost_item(item, scope) for item in line.cost))
        if adds_mana(line.sentences):
            return self.mana_ability(cost, line, origin)  # 605.1a
        sentences, any_player = self.activation_permissions(line.sentences)
        # 602.5b: "Activate only once each turn." limits the ability, as "only as a sorcery"
        once = tuple(
            s for s in sentences if isinstance(s, ast.ActivationRestriction) and s.once_each_turn
        )
        sentences = tuple(s for s in sentences if s not in once)
        effects, sorcery = self.sentences(sentences, scope, allow_restriction=True)
        return ir.ActivatedAbility(
            cost, tuple(scope.targets), effects, sorcery, origin, any_player,
            scope.activation_condition, bool(once),
        )

    @lowers_line(ast.TriggeredLine)
    def triggered_line(self, line: ast.TriggeredLine, origin: str) -> ir.Ability:
        """603: "When/Whenever/At …, …" — the event, an intervening "if" (603.4), the
        instructions."""
        scope = Scope()
        trigger = self.trigger(line.trigger)
        scope.event_object = self.has_event_object(line.trigger)
        # "deals combat damage to a creature", "becomes blocked by a creature": only "that
        # creature" / "that planeswalker" names the event's other object ("it" could be the
        # trigger's own subject as well)
        scope.event_object_types = demonstrated_types(line.trigger)
        scope.event_card = self.event_moves_to_graveyard(line.trigger)
        scope.event_amount = self.has_event_amount(line.trigger)
        scope.event_player = self.has_event_player(line.trigger)
        scope.event_spell = self.event_spell(line.trigger)  # lower/triggers.py
        scope.linked_exile = True  # 607.2a: "the exiled card" (lower/paid.py)
        if is_batch(line.trigger):  # 603.2c: "they", "that many" (lower/batch_triggers.py)
            scope.event_count = True
            scope.group = ir.TriggeringObjects()
        # 603.2: "This ability triggers only once each turn." limits the ability itself
        limits = tuple(s for s in line.sentences if isinstance(s, ast.TriggerLimit))
        sentences = tuple(s for s in line.sentences if s not in limits)
        condition = None
        if line.condition is not None:
            # 603.4, the statics' vocabulary ("if it was kicked": lower/costed_keywords.py)
            condition = self.intervening_condition(line.condition, line.trigger)
        if sentences and isinstance(sentences[0], ast.ModalSentence):
            if limits:  # its modes' lines end each with their own sentence (700.2)
                raise self.fail(
                    "E290", "ofuda cannot yet limit how often a modal ability triggers",
                    limits[0].span,
                )
            return self.modal_trigger(sentences, trigger, scope, origin, condition)
        effects, _ = self.sentences(sentences, scope, allow_restriction=False)
        return ir.TriggeredAbility(
            trigger, tuple(scope.targets), effects, origin, condition, once_each_turn=bool(limits)
        )

    def trigger(self, trigger: ast.AnyTrigger) -> Any:
        """The trigger condition as runtime data."""
        if isinstance(trigger, ast.StateTrigger):  # 603.8
            return StateTrigger(self.state_condition(trigger.condition))
        if not isinstance(trigger, ast.EntersTrigger):
            return self.event_trigger(trigger)
        subject = getattr(trigger, "subject", None)
        if subject is not None and not isinstance(subject, ast.SelfReference):
            raise self.fail(
                "E204", "only this object's own entering can trigger here", subject.span
            )
        return EntersTheBattlefield()

    # --- sentences ---------------------------------------------------------

    def modal_spell(self, sentences: tuple[ast.Sentence, ...], origin: str) -> ir.ModalSpell:
        """700.2: "Choose one —": each mode lowers on its own, with targets of its own."""
        modal = sentences[0]
        assert isinstance(modal, ast.ModalSentence)
        if len(sentences) > 1:
            raise self.fail(
                "E290", "ofuda cannot yet compile instructions after a modal spell's modes",
                sentences[1].span,
            )
        modes: list[ir.SpellAbility] = []
        for mode in modal.modes:
            scope = Scope(is_spell=True)
            effects, _ = self.sentences(mode, scope, allow_restriction=False)
            text = self.source.text[mode[0].span.start : mode[-1].span.end]
            modes.append(ir.SpellAbility(tuple(scope.targets), effects, text))
        if modal.of_two and len(modes) != 2:  # "one or both" speaks of two modes
            raise self.fail("E290", "\"one or both\" / 「１つまたは両方」 chooses among two modes",
                            modal.span)
        maximum = len(modes) if modal.choose_many else 1
        return ir.ModalSpell(1, maximum, tuple(modes), origin)

    def declare_targets(self, target: ast.CountedTarget, scope: Scope) -> ir.Targeted | ir.AllTargets:
        """Declare one target phrase; alternatives ("artifact or enchantment") merge into one spec."""
        objects = [n for n in target.nouns if isinstance(n, ast.ObjectNoun)]
        players = [n for n in target.nouns if isinstance(n, ast.PlayerNoun)]
        object_filter = None
        zone = "battlefield"
        other_zones: tuple[ZoneKind, ...] = ()
        if objects:
            first = objects[0]
            zone = first.zone
            # 「呪文１つかクリーチャー１体」 "target spell or creature" (115.1): each kind says its zone
            zoned = len({noun.zone for noun in objects}) > 1
            alternatives = []
            for noun in objects:
                if isinstance(noun.controlled_by, ast.UnsupportedPhrase):
                    self.reference(noun.controlled_by, scope, None)  # E290, what it says
                if noun.controlled_by is not None:
                    raise self.fail("E206", "a target can't be described by who controls another target",
                                    noun.span)
                # What is said before the first alternative describes them all, as in English:
                # 「あなたがコントロールするインスタント呪文１つかソーサリー呪文１つ」 ("target instant
                # or sorcery spell you control"), 「黒か赤の、クリーチャー１体かプレインズウォーカー１体」
                alternative = described_like(noun.filter, first.filter)
                if zoned:
                    alternative = dataclasses.replace(alternative, zone=ZoneKind(noun.zone))
                alternatives.append(alternative)
            # 「スピリット１体かエンチャント１つ」: one filter for the alternatives (ir/unions.py)
            object_filter = union(alternatives)
            zone, other_zones = zones_of(object_filter, zone)  # lower/stack_abilities.py
            if zoned and not plain_kinds(object_filter):
                raise self.fail("E290", "ofuda cannot yet compile a quality of a target in two "
                                "zones", target.span)
            for noun in objects:
                if noun.also_player:  # "creature or player", "opponent or planeswalker"
                    players.append(ast.PlayerNoun(noun.span, noun.player))
        player_filter = PlayerFilter(controller=players[0].controller) if players else None
        distinct: tuple[int, ...] = ()
        earlier = tuple(i for i, kind in enumerate(scope.kinds) if kind != "player")
        if object_filter is not None and object_filter.other and earlier:
            # "another target creature" after a target: other than that target, not this
            # object (P115: the source itself may be the second target)
            object_filter = dataclasses.replace(object_filter, other=False)
            distinct = earlier
        spec = TargetSpec(
            objects=object_filter,
            players=player_filter,
            count=target.count,
            up_to=target.up_to,
            zone=ZoneKind(zone),
            distinct_from=distinct,
            other_zones=other_zones,
        )
        kind = "any" if objects and players else "object" if objects else "player"
        return scope.declare(spec, kind)

    # --- references ----------------------------------------------------------

    def reference(
        self, reference: Any, scope: Scope, subject: ir.Selector | None
    ) -> tuple[ir.Selector, str]:
        """The selector a reference means, and whether it is an "object" or a "player"."""
        library = self.library_reference(reference, scope, subject)  # lower/library.py
        if library is not None:
            return library
        if isinstance(reference, ast.SelfReference):
            return ir.ThisObject(), "object"
        if isinstance(reference, ast.YouReference):
            return ir.You(), "player"
        if isinstance(reference, ast.DefendingPlayerReference):
            return ir.DefendingPlayer(), "player"  # 506.2
        if isinstance(reference, ast.TargetReference):
            counted = ast.CountedTarget(reference.span, (reference.noun,), reference.count,
                                        reference.up_to)
            selector = self.declare_targets(counted, scope)
            kind = scope.kinds[selector.index if isinstance(selector, ir.Targeted) else selector.first]
            return selector, kind
        if isinstance(reference, ast.DealtDamageReference):
            return ir.DealtDamageThisWay(), "object"
        if isinstance(reference, ast.PaidReference):
            return self.paid_object(reference, scope), "object"  # lower/paid.py
        if isinstance(reference, ast.ThisWayObjects):  # 608.2c: lower/effect_results.py
            return self.this_way_objects(reference, scope), "object"
        if isinstance(reference, ast.TargetGroup):
            # "target A and target B …": every one of them (the Japanese それら)
            selectors = [self.reference(each, scope, subject) for each in reference.targets]
            if any(kind != "object" for _, kind in selectors):
                raise self.fail("E202", "targets named together here must be objects", reference.span)
            first = selectors[0][0]
            assert isinstance(first, ir.Targeted)
            return ir.AllTargets(first.index, len(selectors)), "object"
        if isinstance(reference, ast.EachReference):
            return self.each(reference.noun, scope, subject)
        if isinstance(reference, ast.JointReference):
            return self.joint_reference(reference, scope, subject)
        if isinstance(reference, ast.AttachedReference):
            host, _ = self.reference(reference.host, scope, subject)
            return ir.AttachedObjects(host, reference.noun.filter), "object"
        if isinstance(reference, ast.ObjectNoun):
            return self.each(reference, scope, subject)
        if isinstance(reference, ast.ControllerOfReference):
            spell = self.spell_just_named(reference.of, scope)  # lower/anaphora.py (608.2c)
            of = spell if spell is not None else self.reference(reference.of, scope, subject)[0]
            if isinstance(of, ir.NewObject):
                # "that creature's controller" after it moved: the object named, whose
                # controller the runtime finds where it went, or as it last existed on the
                # battlefield if it left (608.2h; an exiled card has no controller of its own)
                of = of.of
            if isinstance(of, ir.Targeted):  # "that player" may name them again (anaphora.py)
                scope.named_player = ir.ControllerOf(of)
                scope.named_player_after = len(scope.kinds)
            return ir.ControllerOf(of), "player"
        if isinstance(reference, ast.AttackedByReference):  # 506.2: a player or a planeswalker
            attacker, attacker_is = self.reference(reference.attacker, scope, subject)
            if attacker_is not in ("object", "any"):
                raise self.fail("E202", "only a creature attacks", reference.span)
            return ir.AttackedBy(attacker), "any"
        if isinstance(reference, ast.UnsupportedPhrase):
            raise self.fail("E290", f"ofuda cannot yet compile {reference.what}", reference.span)
        if isinstance(reference, ast.OpponentsOf):
            raise self.fail(
                "E290", "ofuda knows the objects your opponents control, not those of another "
                "player's opponents", reference.span,
            )
        if isinstance(reference, ast.ChosenReference):
            chooser = subject if subject is not None else ir.You()
            noun = reference.noun
            self.check_chooser(chooser, noun, subject is not None)
            return ir.ChosenObjects(chooser, noun.filter, reference.count, ZoneKind(noun.zone),
                                    reference.up_to), "object"
        attached = self.attached_host(reference)
        if attached is not None:
            return attached, "object"
        if isinstance(reference, ast.PairedReference) and reference.demonstrative:
            # 「それらのクリーチャー」 / "those creatures" in an instruction: what an earlier
            # sentence named (608.2c), held to creatures like "that creature"
            those = ast.PronounReference(
                reference.span, self.text(reference.span), "group", CardType.CREATURE
            )
            group, kind = self.pronoun(those, scope, subject)
            self.agree(those, kind, "several", self.card_types_of(group, scope))
            return group, kind
        if isinstance(reference, (ast.EnchantedReference, ast.EquippedReference, ast.PairedReference)):
            # These name what a permanent's static ability affects; in instructions they mean
            # nothing (a statics-only subject that reached an instruction, e.g. on an instant).
            raise self.fail(
                "E251",
                "「エンチャントされている／装備している／両方のクリーチャー」 and \"enchanted / equipped / "
                "both creatures\" belong to a permanent's static ability, not to instructions",
                reference.span,
            )
        return self.pronoun(reference, scope, subject)

    def check_chooser(self, chooser: ir.Selector, noun: ast.ObjectNoun, said: bool) -> None:
        """Objects chosen on resolution ("a card from your hand", 「自分の手札からカード１枚」) are
        chosen by one player, among the cards of their own hand or graveyard (or the permanents
        the filter names): each of several players choosing is not compiled yet, nor a zone of
        another player than the chooser — both rejected, never read as the controller's choice.
        ``said``: the chooser is the clause's subject (whom 自分 / "their" refer to)."""
        if isinstance(chooser, (ir.EachPlayer, ir.AllTargets)):
            raise self.fail("E290", "ofuda cannot yet compile each of several players choosing "
                            "objects", noun.span)
        if noun.also_player:
            raise self.fail("E202", "players are not chosen among objects", noun.span)
        owner = noun.controlled_by
        if owner is None:
            return
        own = said and isinstance(owner, ast.PronounReference) and (
            owner.wants == "subject" or owner.word.lower() in ("they", "their", "his or her")
        )
        if not own or noun.zone == "battlefield":
            raise self.fail("E290", "ofuda can compile a choice among the chooser's own hand or "
                            "graveyard, not among another player's objects", noun.span)

    def each(self, noun: Any, scope: Scope, subject: ir.Selector | None) -> tuple[ir.Selector, str]:
        """「各…」 / "each …" / "all …", and a bare noun subject (「あなたがコントロールするクリーチャーは」)."""
        if isinstance(noun, ast.PlayerNoun):
            return ir.EachPlayer(PlayerFilter(controller=noun.controller)), "player"
        controller = None
        if noun.controlled_by is not None:
            controller, _ = self.reference(noun.controlled_by, scope, subject)
        flt, same_name_as, other_than_named = noun.filter, None, False
        if noun.same_name_as is not None:  # "… with the same name as that creature" (201.2)
            same_name_as, kind = self.reference(noun.same_name_as, scope, subject)
            if kind == "player":
                raise self.fail("E202", "a player has no name to share (201.2)", noun.same_name_as.span)
            if flt.other:  # "all other creatures with the same name as that creature": than it
                flt, other_than_named = dataclasses.replace(flt, other=False), True
        other_than = None
        if flt.other and noun.same_name_as is None and _target_object(subject, scope):
            # "Target creature deals damage … to each other creature that player controls":
            # other than the object the clause is about, not than the source (a spell)
            flt, other_than = dataclasses.replace(flt, other=False), subject
        group = ir.EachObject(
            flt, noun.zone, controller, same_name_as, other_than_named, other_than
        )
        scope.name_group(group)
        return group, "object"


def _target_object(subject: ir.Selector | None, scope: Scope) -> bool:
    """Whether the clause's subject is a target object (not a player): then "each other
    creature" in its clause is other than it ("Target creature deals damage … to each other
    creature that player controls")."""
    if not isinstance(subject, ir.Targeted) or subject.index >= len(scope.kinds):
        return False
    return scope.kinds[subject.index] == "object"


_tracking_ast: list[bool] = []


def track_ast() -> None:
    """Track the reads of every AST node class's fields (once per process; again after
    defining a node class outside compiler/ast, as a test may)."""
    install(subclasses(ast.Node))
    _tracking_ast[:] = [True]


def lower_ability(
    line: ast.AbilityLine,
    source: SourceFile,
    diagnostics: list[Diagnostic],
    face: ir.CardFace | None = None,
    additional_paid: dict[str, int] | None = None,
    printed: int | None = None,
) -> list[ir.Ability] | None:
    """The IR abilities of one ability line, or None after reporting why it cannot lower.

    ``face`` (the card's types) decides what a statement means: on a permanent
    it is a static ability, on an instant or sorcery a spell ability (113.3).
    ``additional_paid``: what the card's additional costs pay (:func:`additional_paid`).
    ``printed``: the year the text was printed (the card file's ``printed:``), None for today.
    """
    lowerer = Lowerer(source, diagnostics, face, additional_paid, printed)
    if not _tracking_ast:
        track_ast()
    try:
        # every meaning-bearing field must be read (compiler/consumption.py), else E298
        with consumption() as reads:
            abilities = lowerer.ability(line)
    except LoweringError:
        return None
    unread = reads.unread(line)
    if unread:
        node, name = unread[0]
        part = getattr(node, name)
        where = part.span if isinstance(part, ast.Node) else node.span
        lowerer.fail(
            "E298",
            f"ofuda read this phrase but its lowering did not use its {type(node).__name__}."
            f"{name} ({lowerer.text(where)!r}); the card is rejected rather than compiled "
            "without it",
            where,
            "this is a gap in ofuda, not in the card: please report it with the card",
        )
        return None
    return abilities


_ = ObjectFilter  # the filters of targets and selectors are runtime data
