"""Rendering what a created token has besides its characteristics: its abilities in quotation
marks ('… token with flying and "…"', 「飛行と「…」を持つ…トークン」, 113.2c), and the name of a
predefined token ("Treasure token", 「宝物・トークン」, 111.10)."""

from __future__ import annotations

from typing import Any

from ofuda.runtime.definitions import CardType, TokenSpec

from .. import ir
from ..predefined_tokens import PREDEFINED_TOKENS, predefined_token_abilities
from .common import RenderError
from .words_en import count_word
from .words_ja import number


def predefined_name(token: TokenSpec, abilities: tuple[Any, ...]) -> str | None:
    """The artifact type that names this token if it is a predefined token (111.10): a
    colorless artifact token of that one type with exactly the rules' ability."""
    if (
        len(token.subtypes) != 1
        or token.subtypes[0] not in PREDEFINED_TOKENS
        or token != TokenSpec(None, None, (), token.subtypes, (CardType.ARTIFACT,), ())
    ):
        return None
    subtype = token.subtypes[0]
    expected = predefined_token_abilities(subtype)
    # each ability compared with its own ==, which says the whole of it (consumption.py): a
    # tuple's == skips an item identical to the other (the rules' abilities are one object)
    same = len(abilities) == len(expected) and all(
        a == b for a, b in zip(abilities, expected, strict=True)
    )
    return subtype if same else None



def token_copies_text(effect: ir.CreateTokenCopies, lang: str, r: Any) -> str:
    """The tokens that are copies of an object (707.2), without the verb: "a token that's a
    copy of target creature you control" / 「それのコピーであるトークンを１体」 (``r``: the
    renderer, which names the object)."""
    if not isinstance(effect.amount, int):
        raise RenderError("ofuda phrases a number of token copies, not a counted amount")
    model = r.reference(effect.model)
    if lang == "ja":
        return f"{model}のコピーであるトークンを{number(effect.amount)}体"
    if effect.amount == 1:
        return f"a token that's a copy of {model}"
    return f"{count_word(effect.amount)} tokens that are copies of {model}"
