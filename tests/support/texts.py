"""One line of rules text compiled on a test card, and the IR pieces the grammar tests share.

``ability(text, lang)`` compiles one line on an instant (or, with ``permanent=True``, a 1/1
Human creature) and returns its one ability; ``codes`` returns the diagnostic codes instead.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ofuda.compiler import ir
from ofuda.compiler.pipeline import CompiledCard, compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import (
    CardType,
    Controller,
    Duration,
    ObjectFilter,
    PlayerFilter,
    TargetSpec,
)

SPELL = {"ja": "インスタント", "en": "Instant"}
CREATURE = {"ja": "クリーチャー — 人間", "en": "Creature — Human"}


def compile_text(
    text: str, lang: str, permanent: bool = False, printed: int | None = None
) -> CompiledCard:
    """Compile one line of rules text on a test card (an instant, or a 1/1 Human creature);
    ``printed``: the year the text was printed (the card file's ``printed:``), None for today."""
    name = "テスト" if lang == "ja" else "Test"
    kind = (CREATURE if permanent else SPELL)[lang]
    pt = "pt: 1/1\n" if permanent else ""
    year = f"printed: {printed}\n" if printed is not None else ""
    source = f"{year}name: {name}\ntype: {kind}\n{pt}{lang}:\n  {text}\n"
    return compile_source(SourceFile("test.card", source), (lang,))


def ability(
    text: str, lang: str = "ja", permanent: bool = False, printed: int | None = None
) -> ir.Ability:
    """The one ability a text compiles to (the test fails with the diagnostics otherwise)."""
    card = compile_text(text, lang, permanent, printed)
    assert card.ok and card.card is not None, [d.message for d in card.diagnostics]
    (only,) = card.card.abilities
    return only


def codes(text: str, lang: str = "ja", permanent: bool = False) -> list[str]:
    """The diagnostic codes of a text."""
    return [d.code for d in compile_text(text, lang, permanent).diagnostics]


CREATURE_F = ObjectFilter(card_types=(CardType.CREATURE,))
T0, T1 = ir.Targeted(0), ir.Targeted(1)
YOU = ir.You()
EOT = Duration.END_OF_TURN
PLAYER = TargetSpec(players=PlayerFilter())
OPPONENT = TargetSpec(players=PlayerFilter(controller=Controller.OPPONENT))


def target(f: ObjectFilter = CREATURE_F, **kwargs: object) -> TargetSpec:
    """A one-object target spec."""
    return TargetSpec(objects=f, **kwargs)  # type: ignore[arg-type]


def bilingual_compile(ja: str, en: str, type_line: str, pt: str | None = None) -> CompiledCard:
    """A test card with the same rules text in each language (a line break in ``ja``/``en``
    starts another line), compiled and not checked; ``pt`` for a creature's P/T line."""
    ja, en = ja.replace("\n", "\n  "), en.replace("\n", "\n  ")
    pt_line = f"pt: {pt}\n" if pt else ""
    source = f"name: 試作 / Test\ntype: {type_line}\n{pt_line}ja:\n  {ja}\nen:\n  {en}\n"
    return compile_source(SourceFile("t.card", source))


def bilingual_card(ja: str, en: str, type_line: str, pt: str | None = None) -> Any:
    """A test card with the same rules text in each language: both must compile to one IR,
    and render back to it in each language; returns the card's IR."""
    compiled = bilingual_compile(ja, en, type_line, pt)
    assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card is not None, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang
    return compiled.card


def nodes_of_kind(node: Any, kind: type, nested: bool = True) -> list[Any]:
    """Every value of ``kind`` inside an IR node; with ``nested=False`` only the outermost
    (not those inside another value of ``kind``, e.g. a filter's ``any_of``)."""
    found: list[Any] = []
    if isinstance(node, kind):
        found.append(node)
        if not nested:
            return found
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            found += nodes_of_kind(getattr(node, f.name), kind, nested)
    elif isinstance(node, (tuple, list)):
        for item in node:
            found += nodes_of_kind(item, kind, nested)
    return found
