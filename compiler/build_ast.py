"""The build_ast pass: Lark parse trees → AST nodes with source spans.

The only module that reads Lark trees. One method per grammar rule, named
after it; terminal names (not words) decide meanings, through
:mod:`ofuda.compiler.vocabulary`, so the Japanese and English trees of one
text build equal ASTs.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, Tree, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, Color, Keyword

from . import ast
from .source import MappedText, Span
from .vocabulary import (
    CARD_TYPES,
    COMBAT_STATES,
    KEYWORD_RULES,
    KEYWORDS,
    LANDWALK,
    PLAYER_NOUNS,
    PRONOUNS,
    REMINDER_SUBJECTS,
    SUPERTYPES,
    subtype_name,
)

_UNTIL_END_OF_TURN = "until end of turn"


@v_args(meta=True)
class _AstBuilder(Transformer[Token, Any]):
    """Transformer whose methods are named after the rules of grammar/ja/ and grammar/en/."""

    def __init__(self, text: MappedText) -> None:
        super().__init__()
        self._text = text

    def _span(self, meta: Meta) -> Span:
        if getattr(meta, "empty", True):
            return self._text.to_source(0, len(self._text.text))
        return self._text.to_source(meta.start_pos, meta.end_pos)

    # --- abilities ---------------------------------------------------------

    def ability_line(self, meta: Meta, children: list[Any]) -> ast.AbilityLine:
        return children[0]  # type: ignore[no-any-return]

    def keyword_line(self, meta: Meta, children: list[ast.KeywordItem]) -> ast.KeywordLine:
        return ast.KeywordLine(self._span(meta), tuple(children))

    def keyword(self, meta: Meta, children: list[Any]) -> ast.KeywordItem:
        return ast.KeywordItem(self._span(meta), children[0])

    def keyword_name(self, meta: Meta, children: list[Token]) -> Any:
        return KEYWORDS[children[0].type]

    def spell_ability(self, meta: Meta, children: list[Any]) -> ast.SpellLine:
        return ast.SpellLine(self._span(meta), children[0])

    def activated_ability(self, meta: Meta, children: list[Any]) -> ast.ActivatedLine:
        cost, sentences = children
        return ast.ActivatedLine(self._span(meta), cost, sentences)

    def triggered_ability(self, meta: Meta, children: list[Any]) -> ast.TriggeredLine:
        trigger, sentences = children
        return ast.TriggeredLine(self._span(meta), trigger, sentences)

    # --- costs and triggers ------------------------------------------------

    def cost(self, meta: Meta, children: list[ast.CostItem]) -> tuple[ast.CostItem, ...]:
        return tuple(children)

    def mana_cost(self, meta: Meta, children: list[Token]) -> ast.ManaCostItem:
        return ast.ManaCostItem(self._span(meta), "".join(str(c) for c in children))

    def tap_cost(self, meta: Meta, children: list[Token]) -> ast.TapCostItem:
        return ast.TapCostItem(self._span(meta))

    def sacrifice_self_cost(self, meta: Meta, children: list[Any]) -> ast.SacrificeSelfCostItem:
        return ast.SacrificeSelfCostItem(self._span(meta))

    def trigger_condition(self, meta: Meta, children: list[Any]) -> ast.Trigger:
        return children[0]  # type: ignore[no-any-return]

    def enters_trigger(self, meta: Meta, children: list[Any]) -> ast.EntersTrigger:
        return ast.EntersTrigger(self._span(meta))

    # --- sentences ---------------------------------------------------------

    def instructions(self, meta: Meta, children: list[ast.Sentence]) -> tuple[ast.Sentence, ...]:
        return tuple(children)

    def target_sentence(self, meta: Meta, children: list[Any]) -> ast.TargetSentence:
        return ast.TargetSentence(self._span(meta), tuple(children))

    def counted_target(self, meta: Meta, children: list[Any]) -> ast.CountedTarget:
        noun, count = children[0], children[1]
        return ast.CountedTarget(self._span(meta), noun, int(count))

    def object_counter(self, meta: Meta, children: list[Token]) -> Token:
        return children[0]

    def effect_sentence(self, meta: Meta, children: list[Any]) -> ast.EffectSentence:
        # ja: [duration、] [subject] [duration] predicates; en: [subject] predicates [duration]
        if children and children[0] == _UNTIL_END_OF_TURN:
            children = [children[1], children[0], *children[2:]]
        subject, *rest = children
        until_end_of_turn = _UNTIL_END_OF_TURN in rest
        predicates = tuple(child for child in rest if isinstance(child, ast.Node))
        return ast.EffectSentence(self._span(meta), subject, until_end_of_turn, predicates)

    def fronted_duration(self, meta: Meta, children: list[str]) -> str:
        return children[0]

    def subject(self, meta: Meta, children: list[Any]) -> ast.Reference:
        return children[0]  # type: ignore[no-any-return]

    def duration(self, meta: Meta, children: list[Token]) -> str:
        return _UNTIL_END_OF_TURN

    # --- references --------------------------------------------------------

    def self_reference(self, meta: Meta, children: list[Token]) -> ast.SelfReference:
        return ast.SelfReference(self._span(meta))

    def you_reference(self, meta: Meta, children: list[Token]) -> ast.YouReference:
        return ast.YouReference(self._span(meta))

    def pronoun_reference(self, meta: Meta, children: list[Token]) -> ast.PronounReference:
        word = children[0]
        return ast.PronounReference(self._span(meta), str(word), PRONOUNS[word.type])

    def target_reference(self, meta: Meta, children: list[Any]) -> ast.TargetReference:
        return ast.TargetReference(self._span(meta), children[0])

    # --- predicates --------------------------------------------------------

    def gain_life(self, meta: Meta, children: list[Any]) -> ast.GainLife:
        return ast.GainLife(self._span(meta), children[0])

    def lose_life(self, meta: Meta, children: list[Any]) -> ast.LoseLife:
        return ast.LoseLife(self._span(meta), children[0])

    def draw_cards(self, meta: Meta, children: list[Any]) -> ast.DrawCards:
        return ast.DrawCards(self._span(meta), children[-1])

    def deal_damage(self, meta: Meta, children: list[Any]) -> ast.DealDamage:
        # Japanese puts the recipient first (それに２点の…), English last (2 damage to it).
        recipient = next(c for c in children if isinstance(c, ast.Node))
        amount = next(c for c in children if isinstance(c, int))
        return ast.DealDamage(self._span(meta), amount, recipient)

    def modify_power_toughness(self, meta: Meta, children: list[Token]) -> ast.ModifyPowerToughness:
        modifier = next(c for c in children if c.type == "PT_MODIFIER")
        power, toughness = (_signed_amount(part) for part in str(modifier).split("/"))
        return ast.ModifyPowerToughness(self._span(meta), power, toughness)

    def gain_keyword(self, meta: Meta, children: list[Any]) -> ast.GainKeyword:
        return ast.GainKeyword(self._span(meta), children[0])

    def amount_points(self, meta: Meta, children: list[Token]) -> int:
        return int(children[0])

    amount_life = amount_points
    amount_damage = amount_points

    def amount_cards(self, meta: Meta, children: list[Token]) -> int:
        if children[0].type == "A_CARD":
            return 1
        return int(children[0])

    # --- nouns -------------------------------------------------------------

    def object_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        *modifiers, card_type = children
        states: tuple[Any, ...] = ()
        for modifier in modifiers:
            states += modifier
        types = (card_type,) if card_type is not None else ()
        return ast.ObjectNoun(self._span(meta), types, states)

    def combat_modifier(self, meta: Meta, children: list[Token]) -> Any:
        return COMBAT_STATES[children[0].type]

    def card_type_word(self, meta: Meta, children: list[Token]) -> Any:
        return CARD_TYPES[children[0].type]

    def player_noun(self, meta: Meta, children: list[Token]) -> ast.PlayerNoun:
        return ast.PlayerNoun(self._span(meta), PLAYER_NOUNS[children[0].type])

    # --- type lines --------------------------------------------------------

    def type_line(self, meta: Meta, children: list[Any]) -> ast.TypeLine:
        supertypes = tuple(c for c in children if type(c) is _Supertype)
        card_types = tuple(c for c in children if isinstance(c, _CardType))
        subtypes = tuple(c for c in children if isinstance(c, _Subtype))
        return ast.TypeLine(
            self._span(meta),
            tuple(s.value for s in supertypes),
            tuple(t.value for t in card_types if t.value is not None),
            tuple(s.value for s in subtypes),
        )

    def supertype_word(self, meta: Meta, children: list[Token]) -> Any:
        return _Supertype(SUPERTYPES[children[0].type])

    def subtype_word(self, meta: Meta, children: list[Token]) -> Any:
        return _Subtype(subtype_name(children[0].type))


@v_args(meta=True)
class _PermanentsBuilder(_AstBuilder):
    """Keyword parameters and reminder text (grammar/*/15-*.lark, 16-*.lark)."""

    def protection_keyword(self, meta: Meta, children: list[Any]) -> ast.ProtectionKeyword:
        return ast.ProtectionKeyword(self._span(meta), children[-1])

    def protection_quality(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        return ast.ObjectNoun(self._span(meta), (), subtypes=(children[0].value,))

    def enchant_keyword(self, meta: Meta, children: list[Any]) -> ast.EnchantKeyword:
        return ast.EnchantKeyword(self._span(meta), children[-1])

    def equip_keyword(self, meta: Meta, children: list[Any]) -> ast.EquipKeyword:
        return ast.EquipKeyword(self._span(meta), children[-1].symbols)

    def miracle_keyword(self, meta: Meta, children: list[Any]) -> ast.MiracleKeyword:
        return ast.MiracleKeyword(self._span(meta), children[-1].symbols)

    def subtype_plural(self, meta: Meta, children: list[Token]) -> Any:
        return _Subtype(subtype_name(children[0].type))

    # --- reminder text -----------------------------------------------------

    def reminded_keyword_line(self, meta: Meta, children: list[Any]) -> ast.RemindedLine:
        return ast.RemindedLine(self._span(meta), children[0], children[1])

    reminded_ability = reminded_keyword_line

    def reminder_line(self, meta: Meta, children: list[Any]) -> ast.ReminderLine:
        reminder = ast.Reminder(self._span(meta), tuple(children))
        return ast.ReminderLine(self._span(meta), reminder)

    def reminder(self, meta: Meta, children: list[Any]) -> ast.Reminder:
        return ast.Reminder(self._span(meta), tuple(children))

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
        return super().__default__(data, children, meta)

    def landwalk_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        subject = next((c for c in children if isinstance(c, str) and not isinstance(c, Token)), "")
        land = next(c.value for c in children if isinstance(c, _Subtype))
        keyword: Keyword | str = LANDWALK.get(land, f"{land.lower()}walk")
        return ast.KeywordRule(self._span(meta), keyword, subject, land)

    def equip_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        cost = next(c for c in children if isinstance(c, ast.ManaCostItem))
        return ast.KeywordRule(self._span(meta), "equip", "", cost.symbols)

    def miracle_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        return ast.KeywordRule(self._span(meta), "miracle")

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
        return ast.PairedReference(self._span(meta))

    def has_keywords(self, meta: Meta, children: list[Any]) -> ast.HasKeywords:
        return ast.HasKeywords(self._span(meta), tuple(children))

    def cant_be_blocked(self, meta: Meta, children: list[Any]) -> ast.CantBeBlocked:
        return ast.CantBeBlocked(self._span(meta))

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

    def keyword_modifier(self, meta: Meta, children: list[Any]) -> Any:
        return _KeywordModifier(children[0].keyword)

    def plural_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        keywords = tuple(c for c in children if isinstance(c, Keyword))
        return ast.ObjectNoun(self._span(meta), (CardType.CREATURE,), keywords=keywords)

    def object_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        keywords = tuple(c.keyword for c in children if type(c) is _KeywordModifier)
        not_colors = tuple(c.keyword for c in children if isinstance(c, _NotColor))
        rest = [c for c in children if not isinstance(c, _KeywordModifier)]
        noun = super().object_noun(meta, rest)
        return ast.ObjectNoun(
            noun.span, noun.card_types, noun.combat_states, keywords=keywords, not_colors=not_colors
        )

    def non_color_modifier(self, meta: Meta, children: list[Any]) -> Any:
        return _NotColor(children[0])

    def color_word(self, meta: Meta, children: list[Token]) -> Color:
        return Color[children[0].type.removeprefix("COLOR_")]

    def basic_land_mana_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        symbol = next(str(c) for c in children if isinstance(c, Token) and c.type == "MANA_SYMBOL")
        return ast.KeywordRule(self._span(meta), "basic land mana", "", symbol)


class _KeywordModifier:
    """「飛行を持つ」 before a noun: a wrapper that object_noun unpacks."""

    __slots__ = ("keyword",)

    def __init__(self, keyword: Any) -> None:
        self.keyword = keyword


class _NotColor(_KeywordModifier):
    """「黒でない」 / "nonblack" before a noun (the colour is in ``keyword``)."""

    __slots__ = ()


def _signed_amount(text: str) -> int | str:
    """ "+2" → 2, "-0" → 0, "+X" → "X", "-X" → "-X" (X is bound during lowering)."""
    return text.lstrip("+") if "X" in text else int(text)


class _Supertype:
    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value


class _CardType(_Supertype):
    __slots__ = ()


class _Subtype(_Supertype):
    __slots__ = ()


@v_args(meta=True)
class _TypeLineBuilder(_AstBuilder):
    """Within a type line, card types are wrapped so type_line can sort the words."""

    def card_type_word(self, meta: Meta, children: list[Token]) -> Any:
        return _CardType(CARD_TYPES[children[0].type])


def build_ability(tree: Tree[Token], text: MappedText) -> ast.AbilityLine:
    """The AST of one parsed ability line."""
    return _PermanentsBuilder(text).transform(tree)  # type: ignore[no-any-return]


def build_type_line(tree: Tree[Token], text: MappedText) -> ast.TypeLine:
    """The AST of one parsed type line."""
    return _TypeLineBuilder(text).transform(tree)  # type: ignore[no-any-return]


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


def build_deck_entries(tree: Tree[Token]) -> tuple[str | None, list[tuple[int, str, int, int]]]:
    """A parsed deck list: its name, and each ``(count, card name, start, end)``."""
    title: str | None = None
    entries: list[tuple[int, str, int, int]] = []
    for child in tree.children:
        if not isinstance(child, Tree):
            continue
        if child.data == "deck_name":
            title = str(child.children[0]).strip()
            continue
        count, name = child.children
        assert isinstance(count, Token) and isinstance(name, Token)
        raw = str(name)
        start = (name.start_pos or 0) + len(raw) - len(raw.lstrip())
        entries.append((int(count), raw.strip(), start, start + len(raw.strip())))
    return title, entries
