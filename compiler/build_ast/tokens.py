"""The build_ast pass, tokens: "create two 1/1 white Spirit creature tokens with flying" /
「飛行を持つ白の１/１のスピリット・クリーチャー・トークンを２体生成する」 (111.1), in every era's
wording ("put … onto the battlefield", 「…を戦場に出す」), and the state tokens enter in.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the grammar rules and read meanings from terminal names only, so both languages build
equal nodes.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType, Keyword, TokenSpec

from .. import ast
from ..parse.subtype_table import SUBTYPE_BY_WORD
from ..source.text import Span
from .effects import _amount
from .nouns import Modifier, SubtypeWord, _subtype_value, _words, is_node


class _DescribedToken(NamedTuple):
    """A token description that says more than its characteristics: the abilities it has in
    quotation marks (113.2c), or the predefined token it names (111.10)."""

    spec: TokenSpec
    abilities: tuple[Any, ...] = ()
    predefined: str = ""


class _QuotedAbilities(NamedTuple):
    """The abilities of a token description: keywords, then abilities in quotation marks."""

    keywords: tuple[Any, ...]  # Keyword, or a keyword with a parameter (lowering checks it)
    lines: tuple[Any, ...]


class _TokenEntry(NamedTuple):
    """The state a token is created in (token_entry): tapped, attacking."""

    tapped: bool
    attacking: bool


@v_args(meta=True)
class TokenBuilder(Transformer[Token, Any]):
    """Transformer methods for creating tokens (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def create_tokens(self, meta: Meta, children: list[Any]) -> ast.CreateTokens:
        described = next(
            (c for c in children if isinstance(c, _DescribedToken)), None
        ) or _DescribedToken(next(c for c in children if isinstance(c, TokenSpec)))
        token = described.spec
        amount = next(c for c in children if isinstance(c, (int, str)) and not isinstance(c, Token))
        tapped = attacking = False
        for child in children:
            if isinstance(child, _TokenEntry):
                tapped, attacking = tapped or child.tapped, attacking or child.attacking
            elif isinstance(child, Token) and child.type == "TAPPED":  # "create a tapped …"
                tapped = True
            elif isinstance(child, Token) and child.type == "TAPPED_ATTACKING_BEFORE":
                tapped = attacking = True  # 2011: 「タップ状態で攻撃している…を戦場に出す」
        return ast.CreateTokens(
            self._span(meta), token, amount, tapped, attacking,
            described.abilities, described.predefined,
        )

    def create_token_copies(self, meta: Meta, children: list[Any]) -> ast.CreateTokenCopies:
        """「それのコピーであるトークンを１体生成する」 / "create a token that's a copy of …" (707.2)."""
        model = next(c for c in children if is_node(c))
        amount = next(c for c in children if isinstance(c, (int, str)) and not isinstance(c, Token))
        return ast.CreateTokenCopies(self._span(meta), model, amount)

    def token_abilities(self, meta: Meta, children: list[Any]) -> _QuotedAbilities:
        """'with flying and "…"' / 「飛行と「…」を持つ」: the keywords and the quoted abilities."""
        keywords = tuple(
            c.keyword if isinstance(c, ast.KeywordItem) else c
            for c in children
            if isinstance(c, (Keyword, ast.KeywordItem))
        )
        lines = tuple(c for c in children if is_node(c) and not isinstance(c, ast.KeywordItem))
        return _QuotedAbilities(keywords, lines)

    def predefined_token(self, meta: Meta, children: list[Any]) -> _DescribedToken:
        """111.10: "a Treasure token" / 「宝物・トークン」 — a colorless artifact token of that
        artifact type; its ability is the rules' (the lowering pass checks the type is one)."""
        word = next((c for c in children if isinstance(c, Token)), None)
        if word is not None and word.type == "PREDEFINED_TOKEN":  # 「宝物・トークン」
            subtype = SUBTYPE_BY_WORD[str(word).removesuffix("・トークン")]
        else:
            subtype = next(
                _subtype_value(p) for p in _words(children) if isinstance(p, SubtypeWord)
            )
        spec = TokenSpec(None, None, (), (subtype,), (CardType.ARTIFACT,), ())
        return _DescribedToken(spec, (), subtype)

    def token_rule(self, meta: Meta, children: list[Any]) -> ast.TokenRule:
        """A reminder restating a predefined token's ability (111.10, 207.2)."""
        return ast.TokenRule(self._span(meta), tuple(c for c in children if is_node(c)))

    def token_entry(self, meta: Meta, children: list[Any]) -> _TokenEntry:
        """The state tokens enter in: tapped (110.5b), attacking (508.4), or both."""
        kinds = {c.type for c in children if isinstance(c, Token)}
        if not kinds or kinds == {"TAPPED"}:  # 「タップ状態で」 / "tapped"
            return _TokenEntry(True, False)
        tapped = bool(kinds & {"TAPPED_AND_ATTACKING", "ENTRY_TAPPED_ATTACKING"})
        return _TokenEntry(tapped, True)

    def token_amount(self, meta: Meta, children: list[Any]) -> Any:
        return _amount(children)

    def token_description(self, meta: Meta, children: list[Any]) -> TokenSpec | _DescribedToken:
        abilities = next((c for c in children if isinstance(c, _QuotedAbilities)), None)
        if abilities is not None:
            rest = [c for c in children if not isinstance(c, _QuotedAbilities)]
            spec = self.token_description(meta, rest + list(abilities.keywords))
            assert isinstance(spec, TokenSpec)
            return _DescribedToken(spec, abilities.lines)
        parts = _words(children)
        power, toughness = (int(n) for n in str(next(
            p for p in parts if isinstance(p, Token) and p.type == "POWER_TOUGHNESS")).split("/"))
        colors: tuple[Any, ...] = ()
        keywords: tuple[Any, ...] = ()
        for part in parts:
            if isinstance(part, Modifier):
                _check_token_modifier(part)
                colors += part.fields.get("colors", ())
                keywords += part.fields.get("keywords", ())
            elif isinstance(part, tuple):
                colors += part
        keywords += tuple(p for p in parts if isinstance(p, Keyword))
        subtypes = tuple(_subtype_value(p) for p in parts if isinstance(p, SubtypeWord))
        card_types = tuple(p for p in parts if isinstance(p, CardType)) or (CardType.CREATURE,)
        return TokenSpec(power, toughness, colors, subtypes, card_types, keywords)


# What a token's description may say before its P/T: its colours (colourless: no colour,
# 105.2c) and keywords. Any other quality a noun may carry ("tapped", "monocolored") would be
# lost in the token's characteristics, so it is refused, never dropped.
_TOKEN_MODIFIER_FIELDS = frozenset({"colors", "keywords", "color_count_min", "color_count_max"})


def _check_token_modifier(part: Modifier) -> None:
    """Refuse a token description's modifier that says more than colours and keywords."""
    extra = set(part.fields) - _TOKEN_MODIFIER_FIELDS
    colorless = part.fields.get("color_count_max", 0) == 0 and not part.fields.get("color_count_min")
    if extra or not colorless:
        raise ValueError(f"a token's description cannot say {sorted(extra) or 'how many colours'}")
