"""Helpers of the permanents grammar tests: compile one card's text, get its IR or codes."""

from __future__ import annotations

from ofuda.compiler import ir
from ofuda.compiler.pipeline import CompiledCard, compile_source
from ofuda.compiler.render import render_card
from ofuda.compiler.source import SourceFile

# Type lines of the test cards, by kind, in each language.
TYPES = {
    "ja": {
        "creature": "クリーチャー — 人間",
        "aura": "エンチャント — オーラ",
        "equipment": "アーティファクト — 装備品",
        "enchantment": "エンチャント",
        "sorcery": "ソーサリー",
        "instant": "インスタント",
        "plains": "基本土地 — 平地",
        "land": "土地",
        "artifact": "アーティファクト",
    },
    "en": {
        "creature": "Creature — Human",
        "aura": "Enchantment — Aura",
        "equipment": "Artifact — Equipment",
        "enchantment": "Enchantment",
        "sorcery": "Sorcery",
        "instant": "Instant",
        "plains": "Basic Land — Plains",
        "land": "Land",
        "artifact": "Artifact",
    },
}
NAMES = {"ja": "試しの騎士", "en": "Test Knight"}


def compile_lines(lang: str, kind: str, lines: list[str]) -> CompiledCard:
    """Compile a one-language card of ``kind`` whose rules text is ``lines``."""
    text = f"name: {NAMES[lang]}\ntype: {TYPES[lang][kind]}\n"
    if kind == "creature":
        text += "pt: 2/2\n"
    text += f"{lang}:\n" + "".join(f"  {line}\n" for line in lines)
    return compile_source(SourceFile(f"test-{lang}.card", text), (lang,))


def abilities(lang: str, kind: str, *lines: str) -> tuple[ir.Ability, ...]:
    """The IR abilities of the text, which must compile."""
    card = compile_lines(lang, kind, list(lines))
    assert card.ok and card.card is not None, [(d.code, d.message) for d in card.diagnostics]
    return card.card.abilities


def text_abilities(lang: str, kind: str, text: str) -> tuple[ir.Ability, ...]:
    """The IR abilities of a text of one or more lines (a line break starts another line:
    a line that needs another of its card's lines, "the chosen type", writes it first)."""
    return abilities(lang, kind, *text.split("\n"))


def as_abilities(expected: ir.Ability | tuple[ir.Ability, ...]) -> tuple[ir.Ability, ...]:
    """A table row's expected abilities: one ability, or a tuple of them."""
    return expected if isinstance(expected, tuple) else (expected,)


def row_id(text: str) -> str:
    """A short test id for a table row's text: its last line's start."""
    return text.split("\n")[-1][:40]


def codes(lang: str, kind: str, *lines: str) -> list[str]:
    """The diagnostic codes of a text that must not compile."""
    card = compile_lines(lang, kind, list(lines))
    assert not card.ok
    return [d.code for d in card.diagnostics]


def rendered_abilities(
    lang: str, kind: str, text: str, into: str | None = None
) -> tuple[ir.Ability, ...]:
    """The IR abilities of ``text`` rendered in ``into`` (default: its own language) and compiled again.

    The card's own name is carried over to the other language, as a designer would write it.
    """
    into = into or lang
    card = compile_lines(lang, kind, [text]).card
    assert card is not None
    rendered = [line.replace(NAMES[lang], NAMES[into]) for line in render_card(card, into)]
    return abilities(into, kind, *rendered)
