"""The predefined tokens of the rules (111.10): "create a Treasure token" names a colorless
Treasure artifact token with "{T}, Sacrifice this artifact: Add one mana of any color.".

A predefined token's ability is the rules' own text, compiled by ofuda from both languages
(its official reminder text) — the same grammar and lowering as any card — so a token the
lowering pass creates (compiler/lower/tokens.py) is what the rules say, and the renderer
(compiler/render/tokens.py) names it back.
"""

from __future__ import annotations

import contextvars
import functools

from . import ir
from .source import SourceFile

# 111.10: the predefined tokens, by their artifact type: each is a colorless artifact token of
# that type with this ability (English as in the rules, Japanese as in the official reminder
# text 「（それは、「…」を持つアーティファクトである。）」).
PREDEFINED_TOKENS: dict[str, tuple[str, str]] = {
    # 111.10a
    "Treasure": (
        "{T}, Sacrifice this artifact: Add one mana of any color.",
        "{T}, このアーティファクトを生け贄に捧げる：好きな色１色のマナ１点を加える。",
    ),
    # 111.10b
    "Food": (
        "{2}, {T}, Sacrifice this artifact: You gain 3 life.",
        "{2}, {T}, このアーティファクトを生け贄に捧げる：あなたは３点のライフを得る。",
    ),
    # 111.10f
    "Clue": (
        "{2}, Sacrifice this artifact: Draw a card.",
        "{2}, このアーティファクトを生け贄に捧げる：カードを１枚引く。",
    ),
}


@functools.cache
def predefined_token_abilities(subtype: str) -> tuple[ir.Ability, ...]:
    """The IR abilities of the predefined token of ``subtype`` (111.10), compiled from the
    rules' text in both languages (which must mean the same: the pipeline's JA ≡ EN check)."""
    # deferred: the pipeline runs the lowering, which uses this
    from .pipeline import compile_source
    from .render.types import subtype_text  # deferred: the renderer imports this module

    en, ja = PREDEFINED_TOKENS[subtype]
    name_ja = subtype_text("ja", subtype)
    source = (
        f"name: {name_ja} / {subtype}\n"
        f"type: アーティファクト — {name_ja} / Artifact — {subtype}\n"
        f"ja:\n  {ja}\nen:\n  {en}\n"
    )
    # compiled in a context of its own: the card being lowered tracks which of its AST fields
    # its lowering reads (consumption.py, E298), and these nodes are not its own
    compiled = contextvars.Context().run(
        compile_source, SourceFile(f"<111.10 {subtype}>", source), ("ja", "en")
    )
    if not compiled.ok or compiled.card is None:  # pragma: no cover - the table is tested
        raise AssertionError(f"111.10 {subtype}: {[d.message for d in compiled.diagnostics]}")
    return tuple(compiled.card.abilities)


def compile_predefined_tokens() -> None:
    """Compile every predefined token's abilities now (cached for the process): before forked
    workers start, so that none compiles them in the middle of another card's work."""
    for subtype in PREDEFINED_TOKENS:
        predefined_token_abilities(subtype)
