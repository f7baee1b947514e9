"""The build_ast pass: Lark parse trees → AST nodes with source spans.

The only module that reads Lark trees. One method per grammar rule, named
after it; terminal names (not words) decide meanings, through
:mod:`ofuda.compiler.parse.vocabulary`, so the Japanese and English trees of one
text build equal ASTs.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Tree, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, Keyword, ObjectFilter

from .. import ast
from ..ir.ability_words import AbilityWord
from ..parse.reminders import UNREAD_AT
from ..parse.vocabulary import (
    CARD_TYPES,
    KEYWORD_RULES,
    KEYWORDS,
    LANDWALK,
    PAID_KINDS,
    REMINDER_SUBJECTS,
    SUPERTYPES,
    subtype_of,
)
from ..source.text import MappedText, Span
from .action_triggers import ActionTriggerBuilder
from .any_number import AnyNumberBuilder
from .attach import AttachBuilder
from .batch_triggers import BatchTriggerBuilder
from .chains import ChainsBuilder
from .choices import ChoicesBuilder
from .chosen import ChosenBuilder
from .conditions import ConditionBuilder
from .cost_items import CostItemBuilder
from .costed_keywords import CostedKeywordBuilder
from .counter_triggers import CounterTriggerBuilder
from .damage import DamageTogetherBuilder
from .damage_triggers import DamageTriggerBuilder
from .effect_results import EffectResultBuilder
from .effects import EffectBuilder
from .entering import EnteringBuilder
from .evasion import EvasionBuilder
from .event_replacements import EventReplacementBuilder
from .events import EventBuilder
from .faces import FacesBuilder
from .follow_ups import FollowUpBuilder
from .group_unions import GroupUnionBuilder
from .game_rules import GameRulesBuilder
from .halves import HalvesBuilder
from .keyword_actions import KeywordActionBuilder
from .library import LibraryBuilder
from .names import NamesBuilder
from .owners import OwnerBuilder
from .nouns import CardTypeWord, SubtypeWord, SupertypeWord, is_node
from .redirection import RedirectionBuilder
from .riders import RiderBuilder
from .replacement import ReplacementBuilder
from .special_actions import SpecialActionsBuilder
from .spells import SpellsBuilder
from .stack_abilities import StackAbilityBuilder
from .cast_origins import CastOriginBuilder
from .statics import StaticsBuilder
from .subtype_lists import SubtypeListBuilder
from .targets import TargetBuilder
from .tokens import TokenBuilder
from .triggers import ConditionedTargets, TriggerBuilder
from .values import ValueBuilder


@v_args(meta=True)
class _AstBuilder(
    LibraryBuilder,
    NamesBuilder,
    KeywordActionBuilder,
    GameRulesBuilder,
    DamageTogetherBuilder,
    ChainsBuilder,
    EffectBuilder,
    TokenBuilder,
    CostItemBuilder,
    CostedKeywordBuilder,
    TriggerBuilder,
    DamageTriggerBuilder,
    ActionTriggerBuilder,
    CounterTriggerBuilder,
    BatchTriggerBuilder,
    ConditionBuilder,
    StaticsBuilder,
    EventBuilder,
    SpellsBuilder,
    StackAbilityBuilder,
    RiderBuilder,
    CastOriginBuilder,
    ReplacementBuilder,
    EventReplacementBuilder,
    ChosenBuilder,
    EnteringBuilder,
    ChoicesBuilder,
    AttachBuilder,
    SpecialActionsBuilder,
    RedirectionBuilder,
    FacesBuilder,
    FollowUpBuilder,
    EvasionBuilder,
    SubtypeListBuilder,
    GroupUnionBuilder,
    OwnerBuilder,
    TargetBuilder,
    ValueBuilder,
    HalvesBuilder,
    EffectResultBuilder,
    AnyNumberBuilder,
):
    """Transformer whose methods are named after the rules of grammar/ja/ and grammar/en/.

    Nouns, references and values are built by the methods of build_ast/nouns.py
    (NounBuilder), instructions by build_ast/effects.py (EffectBuilder), tokens and cost
    items by build_ast/tokens.py and cost_items.py, trigger conditions by
    build_ast/triggers.py (TriggerBuilder): parts of this pass, each in a module of its own.
    """

    def __init__(self, text: MappedText) -> None:
        super().__init__()
        self._text = text

    def _span(self, meta: Meta) -> Span:
        if getattr(meta, "empty", True):
            return self._text.to_source(0, len(self._text.text))
        return self._text.to_source(meta.start_pos, meta.end_pos)

    # --- abilities ---------------------------------------------------------

    def ability_line(self, meta: Meta, children: list[Any]) -> ast.AbilityLine:
        if len(children) == 2:  # 207.2c: an ability word labels the ability after its dash
            return ast.LabelledLine(self._span(meta), children[0], children[1])
        return children[0]

    def ability_word(self, meta: Meta, children: list[Token]) -> AbilityWord:
        return AbilityWord[children[0].type.removeprefix("AW_")]

    def keyword_line(self, meta: Meta, children: list[Any]) -> ast.KeywordLine:
        items: list[ast.KeywordItem] = []
        for child in children:  # "protection from A and from B" is two keywords (702.16g)
            items.extend(child if isinstance(child, tuple) else (child,))
        return ast.KeywordLine(self._span(meta), tuple(items))

    def keyword(self, meta: Meta, children: list[Any]) -> Any:
        if isinstance(children[0], tuple):  # 702.16g: one protection per quality
            return tuple(ast.KeywordItem(k.span, k) for k in children[0])
        return ast.KeywordItem(self._span(meta), children[0])

    def keyword_name(self, meta: Meta, children: list[Token]) -> Any:
        return KEYWORDS[children[0].type]

    def spell_ability(self, meta: Meta, children: list[Any]) -> ast.SpellLine:
        return ast.SpellLine(self._span(meta), children[0])

    def activated_ability(self, meta: Meta, children: list[Any]) -> ast.ActivatedLine:
        cost, sentences = children
        return ast.ActivatedLine(self._span(meta), cost, sentences)

    def triggered_ability(self, meta: Meta, children: list[Any]) -> ast.TriggeredLine:
        if len(children) == 3:  # 603.4: "When …, if …, …" / 「…とき、…場合、…」
            trigger, condition, sentences = children
            return ast.TriggeredLine(self._span(meta), trigger, sentences, condition)
        trigger, sentences = children
        if isinstance(sentences, ConditionedTargets):  # 「…とき、…場合、…を対象とし、…」
            condition, sentences = sentences
            if getattr(condition, "intervening", False):
                return ast.TriggeredLine(self._span(meta), trigger, sentences, condition)
            effects = [i for i, s in enumerate(sentences) if isinstance(s, ast.EffectSentence)]
            if not effects:  # nothing to check it on: the lowering refuses it (E257)
                return ast.TriggeredLine(self._span(meta), trigger, sentences, condition)
            # not a condition on the game (「そうした場合」): the first instruction's, as in English
            conditioned = replace(sentences[effects[0]], condition=condition)
            sentences = (*sentences[: effects[0]], conditioned, *sentences[effects[0] + 1 :])
            return ast.TriggeredLine(self._span(meta), trigger, sentences)
        first = sentences[0] if sentences else None
        condition = getattr(first, "condition", None)
        if isinstance(first, ast.EffectSentence) and getattr(condition, "intervening", False):
            # 603.4: "When …, if …, …" — an "if" right after the trigger condition is the
            # intervening "if" of the whole ability, checked as it triggers and resolves.
            rest = (replace(first, condition=None), *sentences[1:])
            return ast.TriggeredLine(self._span(meta), trigger, rest, condition)
        return ast.TriggeredLine(self._span(meta), trigger, sentences)

    # --- costs and triggers ------------------------------------------------

    def cost(self, meta: Meta, children: list[ast.CostItem]) -> tuple[ast.CostItem, ...]:
        return tuple(children)

    def mana_cost(self, meta: Meta, children: list[Token]) -> ast.ManaCostItem:
        return ast.ManaCostItem(self._span(meta), "".join(str(c) for c in children))

    def tap_cost(self, meta: Meta, children: list[Token]) -> ast.TapCostItem:
        return ast.TapCostItem(self._span(meta))

    def trigger_condition(self, meta: Meta, children: list[Any]) -> ast.Trigger:
        return children[0]

    def enters_trigger(self, meta: Meta, children: list[Any]) -> ast.EntersTrigger:
        return ast.EntersTrigger(self._span(meta), children[0] if children else None)

    # --- words (the rest of the rules: build_ast_nouns, build_ast_effects) ----

    def card_type_word(self, meta: Meta, children: list[Token]) -> Any:
        return CARD_TYPES[children[0].type]

    # --- type lines --------------------------------------------------------

    def type_line(self, meta: Meta, children: list[Any]) -> ast.TypeLine:
        supertypes = tuple(c for c in children if type(c) is SupertypeWord)
        card_types = tuple(c for c in children if isinstance(c, CardTypeWord))
        subtypes = tuple(c for c in children if isinstance(c, SubtypeWord))
        return ast.TypeLine(
            self._span(meta),
            tuple(s.value for s in supertypes),
            tuple(t.value for t in card_types if t.value is not None),
            tuple(s.value for s in subtypes),
        )

    def supertype_word(self, meta: Meta, children: list[Token]) -> Any:
        return SupertypeWord(SUPERTYPES[children[0].type])

    def subtype_word(self, meta: Meta, children: list[Token]) -> Any:
        return SubtypeWord(subtype_of(children[0]))


@v_args(meta=True)
class _PermanentsBuilder(_AstBuilder):
    """Keyword parameters and reminder text (grammar/*/15-*.lark, 16-*.lark)."""

    def protection_keyword(self, meta: Meta, children: list[Any]) -> Any:
        qualities = [c for c in children if not isinstance(c, Token)]
        if len(qualities) > 1:  # 702.16g: "protection from A and from B", two abilities
            return tuple(ast.ProtectionKeyword(q.span, q) for q in qualities)
        return ast.ProtectionKeyword(self._span(meta), children[-1])

    def hexproof_from_keyword(self, meta: Meta, children: list[Any]) -> Any:
        """702.11d: "hexproof from A" / 「Aからの呪禁」; "from A and from B" / 「Aからと Bからの
        呪禁」 is one hexproof from each quality (as protection's list is, 702.16g)."""
        qualities = [c for c in children if not isinstance(c, Token)]
        if len(qualities) > 1:
            return tuple(ast.HexproofFromKeyword(q.span, q) for q in qualities)
        return ast.HexproofFromKeyword(self._span(meta), qualities[0])

    def hexproof_quality(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """702.11d: the qualities hexproof names are protection's (702.16a)."""
        return self.protection_quality(meta, children)

    def protection_quality(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        # a plural subtype ("Vampires": a Head) or a subtype word (吸血鬼); a colour (黒)
        word = children[0]
        if is_node(word):  # a chosen quality (build_ast_chosen)
            return word
        if isinstance(word, tuple):  # color_word: 702.16a, a colour is a quality
            return ast.ObjectNoun(self._span(meta), ObjectFilter(colors=word))
        subtypes = word.subtypes if hasattr(word, "subtypes") else (word.value,)
        return ast.ObjectNoun(self._span(meta), ObjectFilter(subtypes=tuple(subtypes)))

    def enchant_keyword(self, meta: Meta, children: list[Any]) -> ast.EnchantKeyword:
        return ast.EnchantKeyword(self._span(meta), children[-1])

    def equip_keyword(self, meta: Meta, children: list[Any]) -> ast.EquipKeyword:
        return ast.EquipKeyword(self._span(meta), children[-1].symbols)

    def miracle_keyword(self, meta: Meta, children: list[Any]) -> ast.MiracleKeyword:
        return ast.MiracleKeyword(self._span(meta), children[-1].symbols)

    def flashback_keyword(self, meta: Meta, children: list[Any]) -> ast.FlashbackKeyword:
        cost = children[-1]  # a mana cost, or the items of a cost after the dash
        items = cost if isinstance(cost, tuple) else (cost,)
        return ast.FlashbackKeyword(self._span(meta), items)

    def ward_keyword(self, meta: Meta, children: list[Any]) -> ast.WardKeyword:
        """702.21: "Ward {2}" / 「護法 {2}」, or a cost after a dash ("Ward—Pay 3 life.")."""
        cost = children[-1]  # a mana cost, or the items of a cost after the dash
        return ast.WardKeyword(self._span(meta), cost if isinstance(cost, tuple) else (cost,))

    def numbered_keyword(self, meta: Meta, children: list[Any]) -> ast.NumberedKeyword:
        """ "Bushido 2" / 「武士道２」: the keyword and its N (702.45, 702.86, 702.135)."""
        return ast.NumberedKeyword(self._span(meta), children[0], int(children[1]))

    def numbered_keyword_name(self, meta: Meta, children: list[Token]) -> Keyword:
        return KEYWORDS[children[0].type]

    def bushido_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.45a's reminder: "it gets +N/+N"; its N is the rule's parameter (a modifier whose
        two numbers differ states no N: it is kept as written, and explains no bushido)."""
        subject = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), "")
        modifier = next(str(c) for c in children if isinstance(c, Token) and c.type == "PT_MODIFIER")
        power, toughness = modifier.split("/")
        amount = power[1:] if power == toughness and power.startswith("+") else modifier
        return ast.KeywordRule(self._span(meta), Keyword.BUSHIDO, subject, amount)

    def annihilator_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.86a's reminder: "defending player sacrifices N permanents"; N is the parameter."""
        return self._numbered_rule(meta, children, Keyword.ANNIHILATOR)

    def afterlife_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.135a's reminder: "create N 1/1 white and black Spirit creature tokens"; tokens of
        another size state no afterlife (the rule's parameter is then the size)."""
        size = next(str(c) for c in children if isinstance(c, Token) and c.type == "POWER_TOUGHNESS")
        rule = self._numbered_rule(meta, children, Keyword.AFTERLIFE)
        return rule if size == "1/1" else replace(rule, parameter=size)

    def _numbered_rule(self, meta: Meta, children: list[Any], keyword: Keyword) -> ast.KeywordRule:
        subject = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), "")
        # the number: a number word (English, built as an int) or a NUMBER token (Japanese)
        amount = next(
            int(c) for c in children
            if (isinstance(c, int) and not isinstance(c, bool))
            or (isinstance(c, Token) and c.type == "NUMBER")
        )
        return ast.KeywordRule(self._span(meta), keyword, subject, str(amount))

    def flashback_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        return ast.KeywordRule(self._span(meta), "flashback")

    # --- reminder text -----------------------------------------------------

    def reminded_keyword_line(self, meta: Meta, children: list[Any]) -> ast.RemindedLine:
        return ast.RemindedLine(self._span(meta), children[0], children[1])

    reminded_ability = reminded_keyword_line

    def reminder_line(self, meta: Meta, children: list[Any]) -> ast.ReminderLine:
        reminder = ast.Reminder(self._span(meta), tuple(children))
        return ast.ReminderLine(self._span(meta), reminder)

    def reminder(self, meta: Meta, children: list[Any]) -> ast.Reminder:
        # a reminder the grammar could not read keeps its terminal and where reading
        # stopped (parse/reminders.py); reminder text has no rules meaning (207.2)
        stop = next((c for c in children if isinstance(c, Token) and c.type == UNREAD_AT), None)
        if stop is not None:
            start = stop.start_pos or 0
            at = self._text.to_source(start, max(stop.end_pos or start, start + 1))
            return ast.Reminder(self._span(meta), (), at)
        rules = tuple(c for c in children if isinstance(c, (ast.KeywordRule, ast.TokenRule)))
        return ast.Reminder(self._span(meta), rules)

    def reminder_subject(self, meta: Meta, children: list[Any]) -> str:
        for child in children:
            if isinstance(child, Token) and child.type in REMINDER_SUBJECTS:
                return REMINDER_SUBJECTS[child.type]
        return "holder"  # "a creature with hexproof"

    def __default__(self, data: Any, children: list[Any], meta: Meta) -> Any:
        if data in KEYWORD_RULES:
            subject = next(
                (c for c in children if isinstance(c, str) and not isinstance(c, Token)), ""
            )
            parameter = "/".join(
                str(c) for c in children if isinstance(c, Token) and c.type == "PT_MODIFIER"
            )
            return ast.KeywordRule(self._span(meta), KEYWORD_RULES[data], subject, parameter)
        if str(data).startswith("_"):
            return super().__default__(data, children, meta)  # Lark's own helper rules
        # A grammar rule with no builder would reach lowering as a bare tree, where a clause
        # could be lost without a word; never approximate: the card is rejected (E999).
        raise NotImplementedError(f"the grammar rule {data!r} has no AST builder")

    def landwalk_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        subject = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), "")
        land = next(c.value for c in children if isinstance(c, SubtypeWord))
        keyword: Keyword | str = LANDWALK.get(land, f"{land.lower()}walk")
        return ast.KeywordRule(self._span(meta), keyword, subject, land)

    def dies_return_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """Undying's (702.93a) and persist's (702.79a) reminders are one sentence but for their
        counters: "if it had no +1/+1 counters" explains undying, "-1/-1" persist; both
        counters are the rule's parameter (the lowering warns where they differ, W242)."""
        subject = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), "")
        counters = [str(c) for c in children if isinstance(c, Token) and c.type == "PT_MODIFIER"]
        keyword = Keyword.PERSIST if counters[0] == "-1/-1" else Keyword.UNDYING
        return ast.KeywordRule(self._span(meta), keyword, subject, "/".join(counters))

    def equip_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        cost = next(c for c in children if isinstance(c, ast.ManaCostItem))
        return ast.KeywordRule(self._span(meta), "equip", "", cost.symbols)

    def protection_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.16's reminder for a colour: the colour is the rule's parameter."""
        subject = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), "")
        (color,) = next(c for c in children if isinstance(c, tuple))
        return ast.KeywordRule(self._span(meta), "protection", subject, color.value)

    def chosen_color_protection_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.16's reminder for a protection from a colour chosen as it resolves."""
        subject = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), "")
        return ast.KeywordRule(self._span(meta), "protection", subject, ast.CHOSEN_COLOR_PARAMETER)

    def miracle_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        return ast.KeywordRule(self._span(meta), "miracle")

    def player_hexproof_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """702.11d: the reminder of a player's hexproof ("You can't be the target of …")."""
        return ast.KeywordRule(self._span(meta), Keyword.HEXPROOF, "you")

    # --- static abilities --------------------------------------------------

    def conditional_static(self, meta: Meta, children: list[Any]) -> ast.ConditionalStatic:
        return ast.ConditionalStatic(self._span(meta), children[0], children[1])

    def paired_condition(self, meta: Meta, children: list[Any]) -> ast.PairedCondition:
        return ast.PairedCondition(self._span(meta))

    def enchanted_reference(self, meta: Meta, children: list[Any]) -> ast.EnchantedReference:
        return ast.EnchantedReference(self._span(meta))

    def equipped_reference(self, meta: Meta, children: list[Any]) -> ast.EquippedReference:
        return ast.EquippedReference(self._span(meta))

    def paired_reference(self, meta: Meta, children: list[Any]) -> ast.PairedReference:
        return ast.PairedReference(self._span(meta), children[0].type == "THOSE_CREATURES")

    def has_keywords(self, meta: Meta, children: list[Any]) -> ast.HasKeywords:
        return ast.HasKeywords(self._span(meta), tuple(children))

    def cant_be_blocked(self, meta: Meta, children: list[Any]) -> ast.CantBeBlocked:
        return ast.CantBeBlocked(self._span(meta))

    def must_attack(self, meta: Meta, children: list[Any]) -> ast.MustAttack:
        # English "attacks this turn if able" carries its own "this turn"
        this_turn = any(isinstance(c, Token) and c.type == "ATTACKS_THIS_TURN_IF_ABLE" for c in children)
        return ast.MustAttack(self._span(meta), this_turn)

    def exile_instead(self, meta: Meta, children: list[Any]) -> ast.ExileInstead:
        # English "… would die this turn, …" carries its own "this turn"
        this_turn = any(isinstance(c, Token) and c.type == "THIS_TURN" for c in children)
        named = [c for c in children if isinstance(c, ast.PronounReference)]
        return ast.ExileInstead(self._span(meta), this_turn, named[0] if named else None)

    def dealt_damage_reference(self, meta: Meta, children: list[Any]) -> ast.DealtDamageReference:
        return ast.DealtDamageReference(self._span(meta))

    def paid_reference(self, meta: Meta, children: list[Any]) -> ast.PaidReference:
        word = next(c for c in children if isinstance(c, Token))
        return ast.PaidReference(self._span(meta), PAID_KINDS[word.type])

    def cant_block(self, meta: Meta, children: list[Any]) -> ast.CantBlock:
        return ast.CantBlock(self._span(meta))

    def can_block_only(self, meta: Meta, children: list[Any]) -> ast.CanBlockOnly:
        return ast.CanBlockOnly(self._span(meta), children[-1])

    def attacks_each_combat(self, meta: Meta, children: list[Any]) -> ast.AttacksEachCombat:
        return ast.AttacksEachCombat(self._span(meta))

    def can_block_additional(self, meta: Meta, children: list[Any]) -> ast.CanBlockAdditional:
        numbers = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        return ast.CanBlockAdditional(self._span(meta), numbers[0] if numbers else 1)

    def loses_keyword(self, meta: Meta, children: list[Any]) -> ast.LosesKeyword:
        return ast.LosesKeyword(self._span(meta), children[-1])

    def is_indestructible(self, meta: Meta, children: list[Any]) -> ast.IsIndestructible:
        return ast.IsIndestructible(self._span(meta))

    def lesser_power_clause(self, meta: Meta, children: list[Any]) -> list[ast.Clause]:
        """509.1b: the power compared is CARDNAME's; what can't be blocked is the clause's
        subject: CARDNAME itself ("… can't block it") or a group ("… creatures you control")."""
        span = self._span(meta)
        nodes = [c for c in children if is_node(c)]
        subject = nodes[-1] if isinstance(nodes[-1], ast.ObjectNoun) else nodes[0]
        return [ast.Clause(span, subject, None, (ast.CantBeBlockedByLesserPower(span),), None)]

    def cant_block_kinds(self, meta: Meta, children: list[Any]) -> Any:
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        subtypes = noun.filter.subtypes
        if subtypes and noun.filter == ObjectFilter(subtypes=subtypes) and noun.zone == "battlefield":
            return ast.CantBlockKinds(self._span(meta), subtypes)  # 「人間を」 / "Humans"
        return ast.CantBlockObjects(self._span(meta), noun)  # 509.1b: any attackers described

    def controls_object(self, meta: Meta, children: list[Any]) -> ast.ControlsObject:
        reference = next(c for c in children if is_node(c))
        return ast.ControlsObject(self._span(meta), reference)

    def you_control_clause(self, meta: Meta, children: list[Any]) -> list[ast.Clause]:
        """English "You control X": a clause of its own, "you" its subject (as 「あなたは」)."""
        span = self._span(meta)
        predicate = self.controls_object(meta, children)
        return [ast.Clause(span, ast.YouReference(span), None, (predicate,), None)]

    def is_also_types(self, meta: Meta, children: list[Any]) -> ast.IsAlsoTypes:
        colors = tuple(c for child in children if isinstance(child, tuple) for c in child)
        subtypes = tuple(c.value for c in children if isinstance(c, SubtypeWord))
        return ast.IsAlsoTypes(self._span(meta), colors, subtypes)

    def plural_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        keywords = tuple(c for c in children if isinstance(c, Keyword))
        flt = ObjectFilter(card_types=(CardType.CREATURE,), keywords=keywords)
        return ast.ObjectNoun(self._span(meta), flt)

    def basic_land_mana_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        symbol = next(str(c) for c in children if isinstance(c, Token) and c.type == "MANA_SYMBOL")
        return ast.KeywordRule(self._span(meta), "basic land mana", "", symbol)


@v_args(meta=True)
class _TypeLineBuilder(_AstBuilder):
    """Within a type line, card types are wrapped so type_line can sort the words."""

    def card_type_word(self, meta: Meta, children: list[Token]) -> Any:
        return CardTypeWord(CARD_TYPES[children[0].type])


def build_ability(tree: Tree[Token], text: MappedText) -> ast.AbilityLine:
    """The AST of one parsed ability line."""
    return _PermanentsBuilder(text).transform(tree)


def build_type_line(tree: Tree[Token], text: MappedText) -> ast.TypeLine:
    """The AST of one parsed type line."""
    return _TypeLineBuilder(text).transform(tree)


def build_mana_cost(tree: Tree[Token]) -> str:
    """The symbols of a parsed mana cost, e.g. ``{2}{W}``."""
    return "".join(str(token) for token in tree.scan_values(lambda _: True))


def build_card_file_entries(tree: Tree[Token]) -> list[tuple[str, str, int, int]]:
    """The entries of a parsed card file, in order.

    Each is ``(kind, text, start, end)``: kind ``field:<name>`` with the
    field's value, or ``line`` with an indented text line; offsets are into
    the file's text.
    """
    entries: list[tuple[str, str, int, int]] = []
    for child in tree.children:
        if not isinstance(child, Tree):
            continue
        if child.data == "field":
            name_token = child.children[0]
            value_token = child.children[1] if len(child.children) > 1 else None
            assert isinstance(name_token, Token)
            if isinstance(value_token, Token):
                raw = str(value_token)
                stripped = raw.strip()
                start = (value_token.start_pos or 0) + (len(raw) - len(raw.lstrip()))
                entries.append((f"field:{name_token}", stripped, start, start + len(stripped)))
            else:
                end = name_token.end_pos or 0
                entries.append((f"field:{name_token}", "", end, end))
        elif child.data == "text_line":
            token = child.children[0]
            assert isinstance(token, Token)
            raw = str(token)
            stripped = raw.strip()
            start = (token.start_pos or 0) + (len(raw) - len(raw.lstrip()))
            entries.append(("line", stripped, start, start + len(stripped)))
    return entries
