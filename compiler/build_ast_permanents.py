"""The build_ast pass, the language of permanents: keyword parameters, reminder text, statics.

Part of the build_ast pass (a mixin of its transformer, see build_ast.py):
methods are named after the rules of grammar/ja/15-keyword-parameters.lark,
16-reminders.lark, 50-statics.lark and their English twins, and read meanings
from terminal names only (vocabulary.py), so both languages build equal nodes.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, Keyword, ObjectFilter

from . import ast
from .source import Span
from .vocabulary import KEYWORD_RULES, LANDWALK, REMINDER_SUBJECTS


def _subtype_value(word: Any) -> str:
    return str(getattr(word, "value", word))


@v_args(meta=True)
class PermanentsBuilder(Transformer[Token, Any]):
    """Transformer methods for keyword parameters, reminders and static abilities."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    # --- keywords with parameters (702) ----------------------------------------

    def protection_keyword(self, meta: Meta, children: list[Any]) -> ast.ProtectionKeyword:
        return ast.ProtectionKeyword(self._span(meta), children[-1])

    def protection_quality(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        word = children[0]
        subtypes = getattr(word, "subtypes", None) or (_subtype_value(word),)
        return ast.ObjectNoun(self._span(meta), ObjectFilter(subtypes=subtypes))

    def enchant_keyword(self, meta: Meta, children: list[Any]) -> ast.EnchantKeyword:
        return ast.EnchantKeyword(self._span(meta), children[-1])

    def equip_keyword(self, meta: Meta, children: list[Any]) -> ast.EquipKeyword:
        return ast.EquipKeyword(self._span(meta), children[-1].symbols)

    def miracle_keyword(self, meta: Meta, children: list[Any]) -> ast.MiracleKeyword:
        return ast.MiracleKeyword(self._span(meta), children[-1].symbols)

    # --- reminder text -----------------------------------------------------------

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
        land = next(_land_name(c) for c in children if _land_name(c))
        keyword: Keyword | str = LANDWALK.get(land, f"{land.lower()}walk")
        return ast.KeywordRule(self._span(meta), keyword, subject, land)

    def equip_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        cost = next(c for c in children if isinstance(c, ast.ManaCostItem))
        return ast.KeywordRule(self._span(meta), "equip", "", cost.symbols)

    def miracle_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        return ast.KeywordRule(self._span(meta), "miracle")

    def basic_land_mana_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        symbol = next(str(c) for c in children if isinstance(c, Token) and c.type == "MANA_SYMBOL")
        return ast.KeywordRule(self._span(meta), "basic land mana", "", symbol)

    # --- static abilities --------------------------------------------------------

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
        items = children[0] if isinstance(children[0], tuple) else tuple(children)
        return ast.HasKeywords(self._span(meta), items)

    def keywords_had(self, meta: Meta, children: list[Any]) -> tuple[ast.KeywordItem, ...]:
        return tuple(ast.KeywordItem(self._span(meta), keyword) for keyword in children)

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

    def plural_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        keywords = tuple(c for c in children if isinstance(c, Keyword))
        filter = ObjectFilter(card_types=(CardType.CREATURE,), keywords=keywords)
        return ast.ObjectNoun(self._span(meta), filter)


def _land_name(word: Any) -> str:
    """The land subtype a landwalk reminder names (a subtype word, or a plural noun head)."""
    subtypes = getattr(word, "subtypes", None)
    if subtypes:
        return str(subtypes[0])
    value = getattr(word, "value", None)
    return str(value) if isinstance(value, str) else ""
