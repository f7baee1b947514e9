"""The build_ast pass: Lark parse trees → AST nodes with source spans.

The only module that reads Lark trees. One method per grammar rule, named
after it; terminal names (not words) decide meanings, through
:mod:`ofuda.compiler.vocabulary`, so the Japanese and English trees of one
text build equal ASTs.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree, v_args
from lark.tree import Meta

from . import ast
from .build_ast_effects import EffectBuilder
from .build_ast_permanents import PermanentsBuilder
from .build_ast_triggers import TriggerBuilder
from .source import MappedText, Span
from .vocabulary import CARD_TYPES, KEYWORDS, SUPERTYPES, subtype_name


@v_args(meta=True)
class _AstBuilder(EffectBuilder, PermanentsBuilder, TriggerBuilder):
    """Transformer whose methods are named after the rules of grammar/ja/ and grammar/en/.

    Nouns, references and values are built by the methods of
    build_ast_nouns.NounBuilder, instructions by build_ast_effects.EffectBuilder,
    keyword parameters, reminders and statics by
    build_ast_permanents.PermanentsBuilder, trigger conditions by
    build_ast_triggers.TriggerBuilder (parts of this pass, kept in modules of
    their own for size).
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

    def trigger_condition(self, meta: Meta, children: list[Any]) -> ast.Trigger:
        return children[0]  # type: ignore[no-any-return]

    def enters_trigger(self, meta: Meta, children: list[Any]) -> ast.EntersTrigger:
        return ast.EntersTrigger(self._span(meta), children[0] if children else None)

    # --- words (the rest of the rules: build_ast_nouns, build_ast_effects) ----

    def card_type_word(self, meta: Meta, children: list[Token]) -> Any:
        return CARD_TYPES[children[0].type]

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
    return _AstBuilder(text).transform(tree)  # type: ignore[no-any-return]


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
