"""The build_ast pass, the rest of the permanent-level language: mana abilities.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py):
methods are named after the rules of grammar/ja/60-mana.lark and its English
twin, and read meanings from terminal names only, so both languages build
equal nodes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CombatState, Controller, Keyword, ObjectFilter

from .. import ast
from ..parse.vocabulary import CARD_TYPES
from ..source.text import Span
from .nouns import Modifier, SubtypeWord, is_node, united


@v_args(meta=True)
class StaticsBuilder(Transformer[Token, Any]):
    """Transformer methods for mana abilities (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    # --- mana (605, 106) ----------------------------------------------------

    def add_any_color_mana(self, meta: Meta, children: list[Any]) -> ast.AddAnyColorMana:
        return ast.AddAnyColorMana(self._span(meta), _mana_amount(children))

    def add_combination_mana(self, meta: Meta, children: list[Any]) -> ast.AddCombinationMana:
        amount = _mana_amount(children)
        assert isinstance(amount, int)  # the grammar reads a number here
        return ast.AddCombinationMana(self._span(meta), amount)

    def add_counted_mana(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        """「{R}を６点加える」 / "Add six {R}": that many of the symbol (106.4)."""
        symbol = "".join(str(c) for c in children if isinstance(c, Token) and c.type == "MANA_SYMBOL")
        amount = _mana_amount(children)
        assert isinstance(amount, int)
        return ast.AddMana(self._span(meta), symbol * amount)

    def add_one_of_mana(self, meta: Meta, children: list[Any]) -> ast.AddOneOfMana:
        symbols = tuple(str(c) for c in children if isinstance(c, Token) and c.type == "MANA_SYMBOL")
        return ast.AddOneOfMana(self._span(meta), symbols)

    def add_mana_bare(self, meta: Meta, children: list[Any]) -> ast.AddMana:
        symbols = "".join(str(c) for c in children if isinstance(c, Token) and c.type == "MANA_SYMBOL")
        return ast.AddMana(self._span(meta), symbols)

    def mana_restriction(self, meta: Meta, children: list[Any]) -> ast.ManaRestriction:
        """106.6: the spells the mana may be cast with, and the sources whose abilities it may
        pay for."""
        spells = united([c for c in children if isinstance(c, ast.ObjectNoun)])
        abilities = tuple(c.noun for c in children if isinstance(c, _AbilitiesOf))
        uncounterable = any(
            isinstance(c, Token) and c.type == "THAT_SPELL_CANT_BE_COUNTERED" for c in children
        )
        return ast.ManaRestriction(self._span(meta), spells, uncounterable, abilities)

    def spend_as_any_color(self, meta: Meta, children: list[Any]) -> ast.SpendAsAnyColorLine:
        """609.4b: 「あなたはマナを望む色のマナであるかのように支払ってもよい。」."""
        return ast.SpendAsAnyColorLine(self._span(meta))

    def spend_on_abilities(self, meta: Meta, children: list[Any]) -> _AbilitiesOf:
        return _AbilitiesOf(next(c for c in children if isinstance(c, ast.ObjectNoun)))

    def chosen_type_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        return Modifier({"chosen_subtype": True})

    def chosen_color_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """"of the chosen color" / 「その選ばれた色の」: the colour chosen as the source entered
        (614.12)."""
        return Modifier({"chosen_color": True})

    # --- abilities in quotation marks (113.2c) --------------------------------

    def has_abilities(self, meta: Meta, children: list[Any]) -> Any:
        lines = tuple(c for c in children if is_node(c))
        keywords = [c for c in children if isinstance(c, Keyword)]
        if not keywords:
            return ast.HasAbilities(self._span(meta), lines)
        # 'has haste and "…"': two statements sharing "has"
        keyword = ast.KeywordItem(self._span(meta), keywords[0])
        return [
            ast.HasKeywords(self._span(meta), (keyword,)),
            ast.HasAbilities(self._span(meta), lines),
        ]

    def gain_abilities(self, meta: Meta, children: list[Any]) -> ast.GainAbilities:
        """「「…」を得る」 / 'gains "…"': an instruction's grant, for a duration (611.2a)."""
        return ast.GainAbilities(self._span(meta), tuple(c for c in children if is_node(c)))

    def quoted_ability(self, meta: Meta, children: list[Any]) -> Any:
        return next(c for c in children if is_node(c))

    # A quotation's last sentence may lack its period (#47; English after
    # source/normalize.py moved it outside the mark): the same abilities, one sentence.

    def unperiod_activated(self, meta: Meta, children: list[Any]) -> ast.ActivatedLine:
        return ast.ActivatedLine(self._span(meta), children[0], self._unperiod(meta, children[1:]))

    def unperiod_triggered(self, meta: Meta, children: list[Any]) -> ast.TriggeredLine:
        return ast.TriggeredLine(self._span(meta), children[0], self._unperiod(meta, children[1:]))

    def unperiod_spell(self, meta: Meta, children: list[Any]) -> ast.SpellLine:
        return ast.SpellLine(self._span(meta), self._unperiod(meta, children))

    def _unperiod(self, meta: Meta, children: list[Any]) -> tuple[ast.Sentence, ...]:
        """Sentences, the last one without its period (an effect body)."""
        sentences: list[ast.Sentence] = []
        for child in children[:-1]:
            sentences.extend(child if isinstance(child, list) else [child])
        optional, clauses = children[-1]
        span = clauses[0].span.union(clauses[-1].span) if clauses else self._span(meta)
        sentences.append(ast.EffectSentence(span, clauses, optional))
        return tuple(sentences)

    # --- conditions of static abilities (611.3b) ---------------------------------

    def your_turn_condition(self, meta: Meta, children: list[Any]) -> Any:
        whose = next((c for c in children if is_node(c)), None)
        if whose is not None and not isinstance(whose, ast.YouReference):
            return whose  # 「それのターン」: not a condition ofuda knows; lowering rejects it
        return ast.YourTurnCondition(self._span(meta))

    def during_your_turn(self, meta: Meta, children: list[Any]) -> ast.YourTurnCondition:
        """"During your turn," before a statement: "as long as it's your turn" (611.3b)."""
        return ast.YourTurnCondition(self._span(meta))

    def attacking_condition(self, meta: Meta, children: list[Any]) -> ast.AttackingCondition:
        """「…が攻撃しているかぎり」 / "as long as it's attacking" (611.3b)."""
        subject = next((c for c in children if is_node(c)), None)
        return ast.AttackingCondition(self._span(meta), subject)

    def own_state_condition(self, meta: Meta, children: list[Any]) -> ast.OwnStateCondition:
        """「…がアンタップ状態であるかぎり」 / "as long as it's untapped", 「…が防衛を持つかぎり」 /
        "as long as it has defender", "as long as CARDNAME is enchanted or equipped", "as long as
        it's a Human" (611.3b): a state of an object (the statement's own, unnamed)."""
        subject = next((c for c in children if is_node(c)), None)
        words = {c.type for c in children if isinstance(c, Token)}
        keywords = tuple(c for c in children if isinstance(c, Keyword))
        subtypes = tuple(str(c.value) for c in children if isinstance(c, SubtypeWord))
        attached = next((c for c in children if isinstance(c, _Attachment)), None)
        if words & {"IT_IS_TAPPED", "IT_IS_UNTAPPED", "TAPPED", "UNTAPPED"}:  # 701.26
            state = ObjectFilter(tapped=bool(words & {"IT_IS_TAPPED", "TAPPED"}))
        elif words & {"IT_IS_BLOCKING", "IS_BLOCKING"}:  # 506.4
            state = ObjectFilter(combat_states=(CombatState.BLOCKING,))
        elif words & {"IS_ATTACKING", "ATTACKING_AS_LONG_AS"}:
            state = ObjectFilter(combat_states=(CombatState.ATTACKING,))
        elif attached is not None:  # 303.4, 301.5
            state = ObjectFilter(attached_subtypes=attached.subtypes)
        elif subtypes:  # 205.3
            state = ObjectFilter(subtypes=subtypes)
        else:  # 702.1
            state = ObjectFilter(keywords=keywords)
        return ast.OwnStateCondition(self._span(meta), state, subject)

    def attachment_state(self, meta: Meta, children: list[Token]) -> _Attachment:
        """ "enchanted" / 「エンチャントされているかぎり」, "equipped", "enchanted or equipped"
        (303.4, 301.5): an Aura or an Equipment is attached to the object."""
        kinds = {"ENCHANTED_STATE": ("Aura",), "EQUIPPED_STATE": ("Equipment",),
                 "ENCHANTED_OR_EQUIPPED": ("Aura", "Equipment")}
        return _Attachment(kinds[children[0].type])

    def not_your_turn_condition(self, meta: Meta, children: list[Any]) -> Any:
        """「あなたのターンでないかぎり」 / "as long as it's not your turn" (611.3b)."""
        whose = next((c for c in children if is_node(c)), None)
        if whose is not None and not isinstance(whose, ast.YouReference):
            return whose  # 「それのターン」: not a condition ofuda knows; lowering rejects it
        return ast.NotYourTurnCondition(self._span(meta))

    def counters_on_condition(self, meta: Meta, children: list[Any]) -> ast.CountersOnCondition:
        """「CARDNAMEの上に＋１/＋１カウンターが置かれているかぎり」 / "as long as it has a +1/+1
        counter on it" (611.3b, 122.1)."""
        kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        subject = next((c for c in children if is_node(c)), None)  # None: the English "it"
        return ast.CountersOnCondition(self._span(meta), kind, subject)

    def counter_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """"with a +1/+1 counter on it" / 「＋１/＋１カウンターが置かれている」 (122.1)."""
        kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return Modifier({"counter_kinds": (kind,)})

    def affected_is_condition(self, meta: Meta, children: list[Any]) -> ast.AffectedIsCondition:
        subject = next(c for c in children if is_node(c))
        subtypes = tuple(str(c.value) for c in children if hasattr(c, "value") and not isinstance(c, Token))
        return ast.AffectedIsCondition(self._span(meta), subject, subtypes)

    def controls_exactly_condition(
        self, meta: Meta, children: list[Any]
    ) -> ast.ControlsExactlyCondition | ast.ObjectNoun:
        controller = next(c for c in children if is_node(c))
        if isinstance(controller, ast.ObjectNoun):  # ja: 「あなたがコントロールしているクリーチャーが」
            return _controls_exactly_of_noun(self._span(meta), controller, children)
        card_type = next(CARD_TYPES[c.type] for c in children if isinstance(c, Token) and c.type in CARD_TYPES)
        # ja: the NUMBER token before 体; en: "one" (A_ONE, built as the int 1)
        numbers = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
        ones = [c for c in children if isinstance(c, int) and not isinstance(c, Token)]
        return ast.ControlsExactlyCondition(self._span(meta), controller, card_type, (numbers or ones or [1])[0])

    def otherwise_static(self, meta: Meta, children: list[Any]) -> ast.OtherwiseStatic:
        """ "… as long as <condition>. Otherwise, …" / 「…かぎり…。そうでないかぎり、…。」 (611.3b)."""
        return ast.OtherwiseStatic(self._span(meta), children[0], children[-1])

    def trailing_conditional_static(self, meta: Meta, children: list[Any]) -> ast.ConditionalStatic:
        body, condition = children[0], children[-1]
        optional, clauses = body
        span = clauses[0].span.union(clauses[-1].span) if clauses else self._span(meta)
        return ast.ConditionalStatic(self._span(meta), condition, ast.EffectSentence(span, clauses, optional))


@dataclass(frozen=True, slots=True)
class _Attachment:
    """What an "enchanted or equipped" state asks to be attached (the subtypes, alternatives)."""

    subtypes: tuple[str, ...]


def _controls_exactly_of_noun(
    span: Span, noun: ast.ObjectNoun, children: list[Any]
) -> ast.ControlsExactlyCondition | ast.ObjectNoun:
    """「あなたがコントロールしているクリーチャーがちょうど１体」: the count of a plain noun of one card
    type (or 「パーマネント」) and its controller. A noun with any other criterion is given back as
    it is: no condition ofuda knows, which the lowering rejects (never a count of fewer criteria)."""
    f = noun.filter
    count = next(int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER")
    plain = replace(f, card_types=(), controller=Controller.ANY) == ObjectFilter()
    if not plain or len(f.card_types) > 1 or noun.zone != "battlefield":
        return noun
    controller: Any = noun.controlled_by
    if controller is None and f.controller is Controller.YOU:
        controller = ast.YouReference(noun.span)
    if controller is None or (noun.controlled_by is not None and f.controller is not Controller.ANY):
        return noun
    return ast.ControlsExactlyCondition(span, controller, f.card_types[0] if f.card_types else None, count)


def _mana_amount(children: list[Any]) -> int | str:
    """How much mana: ja the NUMBER token before 点, en the number word (an int); "X"."""
    for child in children:
        if isinstance(child, Token):
            if child.type == "VARIABLE_X":
                return "X"
            if child.type == "NUMBER":
                return int(child)
        elif isinstance(child, int):
            return child
    raise ValueError("no amount of mana")


@dataclass(frozen=True, slots=True)
class _AbilitiesOf:
    """「…の能力を起動するため」 / "activate abilities of …": the sources (mana_restriction)."""

    noun: ast.ObjectNoun
