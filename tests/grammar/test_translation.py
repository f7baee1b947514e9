"""Issue 4.4, translation by compilation: every hand-written text of tests/grammar/ (texts of
no AVR card) compiles in its own language, renders into the other language, and the
rendered text compiles back to the same IR — Japanese → English and English → Japanese."""

from __future__ import annotations

import pytest
import test_effect_language
import test_effects_restrictions
import test_effects_spells
import test_entering
import test_gap_phrases
import test_mana_abilities
import test_noun_families
import test_permanent_language
import test_quoted_abilities
import test_static_conditions
import test_statics_type_lists
import test_triggers
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.render import render_card
from ofuda.compiler.source import SourceFile
from support.permanents import TYPES

# The test cards' names in both languages (the helpers of each test module use these).
_NAMES = {"spell": ("テスト", "Test"), "permanent": ("試しの騎士", "Test Knight")}
_OTHER = {"ja": "en", "en": "ja"}


def _texts() -> list[tuple[str, str, str, str]]:
    """(language, card kind, name kind, text) for every valid hand-written text."""
    found: list[tuple[str, str, str, str]] = []
    for row in test_effect_language.ROWS:
        found += [("ja", "instant", "spell", row.ja), ("en", "instant", "spell", row.en)]
    for module in (test_effects_restrictions, test_effects_spells):
        for name in ("RESTRICTION_TEXTS", "MODAL_TEXTS", "ADDITIONAL_COST_TEXTS"):
            for lang, text, _ in getattr(module, name, ()):
                found.append((lang, "instant", "spell", text))
    for row in test_permanent_language.ROWS:
        found.append(("ja", row.kind, "permanent", "\n".join(row.ja)))
        found.append(("en", row.kind, "permanent", "\n".join(row.en)))
    for module in (
        test_quoted_abilities,
        test_static_conditions,
        test_statics_type_lists,
        test_mana_abilities,
        test_noun_families,
        test_entering,
        test_gap_phrases,
    ):
        for lang, kind, text, _ in module.VALID:
            found.append((lang, kind, "permanent", text))
    for kind, ja, en, _ in test_triggers.PAIRS:
        found += [("ja", kind, "permanent", ja), ("en", kind, "permanent", en)]
    unique = []
    for entry in found:
        if entry not in unique:
            unique.append(entry)
    return unique


TEXTS = _texts()


def _compile(lang: str, kind: str, names: str, text: str):  # type: ignore[no-untyped-def]
    name_ja, name_en = _NAMES[names]
    pt = "pt: 2/2\n" if kind == "creature" else ""
    lines = "".join(f"  {line}\n" for line in text.split("\n"))
    source = (
        f"name: {name_ja} / {name_en}\ntype: {TYPES['ja'][kind]} / {TYPES['en'][kind]}\n"
        f"{pt}{lang}:\n{lines}"
    )
    return compile_source(SourceFile(f"translation.{lang}.card", source), (lang,))


def test_enough_texts_are_translated() -> None:
    assert sum(1 for lang, *_ in TEXTS if lang == "ja") >= 60
    assert sum(1 for lang, *_ in TEXTS if lang == "en") >= 60


@pytest.mark.parametrize(
    ("lang", "kind", "names", "text"), TEXTS, ids=[f"{t[0]}-{t[3][:30]}" for t in TEXTS]
)
def test_text_translates_by_compilation(lang: str, kind: str, names: str, text: str) -> None:
    original = _compile(lang, kind, names, text)
    assert original.ok and original.card is not None, [d.message for d in original.diagnostics]
    other = _OTHER[lang]
    rendered = render_card(original.card, other)
    again = _compile(other, kind, names, "\n".join(rendered))
    assert again.ok and again.card is not None, (rendered, [d.message for d in again.diagnostics])
    assert again.card.abilities == original.card.abilities, rendered
