"""Every creature type of Comprehensive Rules 205.3m, in both languages (grammar/data/
creature-types.tsv → tools/gen_subtypes.py → grammar/*/92-creature-types.lark): type lines,
selectors ("Elves you control", "target Goblin"), the render round trip, and diagnostics."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.render import render_card
from ofuda.compiler.source import SourceFile
from ofuda.compiler.parse.vocabulary import PLURAL_SUBTYPES, subtype_name, subtype_terminal

ROOT = Path(__file__).resolve().parents[2]


def _card(type_line: str, ja: str, en: str, pt: str = "pt: 2/2\n") -> str:
    return f"name: 試作 / Prototype\ntype: {type_line}\n{pt}ja:\n  {ja}\nen:\n  {en}\n"


def _compiled(text: str):  # type: ignore[no-untyped-def]
    card = compile_source(SourceFile("t.card", text))
    assert [d.code for d in card.diagnostics] == [], [d.message for d in card.diagnostics]
    assert card.card is not None
    return card


@pytest.mark.parametrize(
    ("type_line", "subtypes"),
    [
        ("クリーチャー — エルフ・戦士 / Creature — Elf Warrior", ("Elf", "Warrior")),
        ("クリーチャー — ゴブリン・ならず者 / Creature — Goblin Rogue", ("Goblin", "Rogue")),
        ("アーティファクト・クリーチャー — 組立作業員 / Artifact Creature — Assembly-Worker",
         ("Assembly-Worker",)),
        ("クリーチャー — タイムロード・ドクター / Creature — Time Lord Doctor", ("Time Lord", "Doctor")),
        ("クリーチャー — クタン / Creature — C'tan", ("C'tan",)),
        ("クリーチャー — ハツカネズミ・兵士 / Creature — Mouse Soldier", ("Mouse", "Soldier")),
        ("クリーチャー — ネズミ・忍者 / Creature — Rat Ninja", ("Rat", "Ninja")),
        ("クリーチャー — マーフォーク・ウィザード / Creature — Merfolk Wizard", ("Merfolk", "Wizard")),
    ],
)
def test_type_lines_with_any_creature_type_in_both_languages(
    type_line: str, subtypes: tuple[str, ...]
) -> None:
    """205.3m: the Japanese and the English type line name the same creature types."""
    card = _compiled(_card(type_line, "警戒", "Vigilance"))
    assert card.card.face.subtypes == subtypes


def test_a_type_line_renders_back_with_its_printed_spelling() -> None:
    """The rendered type line keeps "Assembly-Worker" and "Time Lord" as printed (205.3m)."""
    from ofuda.compiler.render.types import render_type_line

    face = _compiled(
        _card("アーティファクト・クリーチャー — 組立作業員・タイムロード / "
              "Artifact Creature — Assembly-Worker Time Lord", "警戒", "Vigilance")
    ).card.face
    assert render_type_line(face, "en") == "Artifact Creature — Assembly-Worker Time Lord"
    assert render_type_line(face, "ja") == "アーティファクト・クリーチャー — 組立作業員・タイムロード"


# (Japanese, English, the subtypes of the filter the ability selects by)
SELECTORS = [
    ("あなたがコントロールするエルフは＋１/＋１の修整を受ける。",
     "Elves you control get +1/+1.", ("Elf",)),
    ("あなたがコントロールする他の狼男は＋１/＋１の修整を受ける。",
     "Other Werewolves you control get +1/+1.", ("Werewolf",)),
    ("あなたがコントロールするハツカネズミは＋１/＋１の修整を受ける。",
     "Mice you control get +1/+1.", ("Mouse",)),
    ("あなたがコントロールするマーフォークは＋１/＋１の修整を受ける。",
     "Merfolk you control get +1/+1.", ("Merfolk",)),
    ("あなたがコントロールする組立作業員は＋１/＋１の修整を受ける。",
     "Assembly-Workers you control get +1/+1.", ("Assembly-Worker",)),
    ("ゴブリン１体を対象とする。試作はそれに２点のダメージを与える。",
     "Prototype deals 2 damage to target Goblin.", ("Goblin",)),
    ("スフィンクスでないクリーチャー１体を対象とし、それを破壊する。",
     "Destroy target non-Sphinx creature.", ("Sphinx",)),
]


def _filters(node: object) -> list[object]:
    """Every ObjectFilter inside an IR tree."""
    from dataclasses import fields, is_dataclass

    from ofuda.runtime.definitions import ObjectFilter

    found: list[object] = []
    if isinstance(node, ObjectFilter):
        found.append(node)
    if isinstance(node, (tuple, list)):
        for item in node:
            found += _filters(item)
    elif is_dataclass(node) and not isinstance(node, type):
        for field in fields(node):
            found += _filters(getattr(node, field.name))
    return found


@pytest.mark.parametrize(("ja", "en", "subtypes"), SELECTORS)
def test_selectors_by_any_creature_type_mean_the_same_in_both_languages(
    ja: str, en: str, subtypes: tuple[str, ...]
) -> None:
    """"Elves you control" / 「あなたがコントロールするエルフ」 select by the creature type
    (205.3m); both texts lower to one IR (no E301), whose filter names the type."""
    kind = "インスタント / Instant" if "target" in en or "Destroy" in en else None
    text = (
        _card(kind, ja, en, pt="") if kind else _card("クリーチャー — エルフ / Creature — Elf", ja, en)
    )
    card = _compiled(text)
    (ability,) = card.card.abilities
    chosen = [f for f in _filters(ability) if f.subtypes or f.excluded_subtypes]  # type: ignore[attr-defined]
    assert chosen, ability
    assert any(subtypes in (f.subtypes, f.excluded_subtypes) for f in chosen)  # type: ignore[attr-defined]


@pytest.mark.parametrize(("ja", "en", "subtypes"), SELECTORS)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_selectors_by_creature_type_render_and_parse_back(
    ja: str, en: str, subtypes: tuple[str, ...], lang: str
) -> None:
    """parse(render(ir)) == ir for the new selectors, in both languages."""
    kind = "インスタント / Instant" if "target" in en or "Destroy" in en else None
    type_line = kind or "クリーチャー — エルフ / Creature — Elf"
    card = _compiled(_card(type_line, ja, en, pt="" if kind else "pt: 2/2\n"))
    (text,) = render_card(card.card, lang)
    again = _compiled(
        _card(type_line, text if lang == "ja" else ja, text if lang == "en" else en,
              pt="" if kind else "pt: 2/2\n")
    )
    assert again.card.abilities == card.card.abilities
    if lang == "en":
        assert text == en


@pytest.mark.parametrize(
    ("type_line", "hint"),
    [
        ("Creature — Elf Warior", '"Warrior"'),
        ("Creature — Gobblin", '"Goblin"'),
        ("Creature — Goblinn", '"Goblin"'),  # an English type word ends at a word end
        ("クリーチャー — エルフ・戦仕", "「戦士」"),
    ],
)
def test_an_unknown_type_word_is_e103_with_a_did_you_mean(type_line: str, hint: str) -> None:
    """A word that is no subtype is still an error (E103) pointing at the word, with the
    nearest subtype suggested."""
    name = "Prototype" if type_line.isascii() or "Creature" in type_line else "試作"
    text = f"name: {name}\ntype: {type_line}\npt: 1/1\n"
    card = compile_source(SourceFile("t.card", text))
    (diagnostic,) = card.diagnostics
    assert diagnostic.code == "E103"
    assert any(f"did you mean {hint}" in h for h in diagnostic.hints), diagnostic.hints


def test_names_and_terminals_are_inverse() -> None:
    """subtype_terminal and subtype_name are inverse, also for hyphens, spaces and apostrophes."""
    for name in ("Elf", "Assembly-Worker", "Time Lord", "C'tan", "Human"):
        assert subtype_name(subtype_terminal(name)) == name
    assert PLURAL_SUBTYPES["PLURAL_ELF"] == "Elf"
    assert PLURAL_SUBTYPES["PLURAL_WEREWOLF"] == "Werewolf"


def test_the_generated_files_are_up_to_date() -> None:
    """grammar/*/92-creature-types.lark and compiler/parse/subtype_table.py are what
    tools/gen_subtypes.py makes of grammar/data/creature-types.tsv."""
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "gen_subtypes.py"), "--check"],
        capture_output=True, text=True, check=False,
    )
    assert result.returncode == 0, result.stderr


def _rows() -> list[list[str]]:
    text = (ROOT / "grammar" / "data" / "creature-types.tsv").read_text("utf-8")
    return [
        line.split("\t") for line in text.splitlines()
        if line and not line.startswith(("#", "English\t"))
    ]


def test_every_row_with_a_japanese_name_is_a_word_of_both_grammars() -> None:
    """Each creature type of the data file with an official Japanese name parses as a type
    line in both languages and means its English name; one without is E103 in English too
    (the grammars name the same words: test_grammar_health)."""
    from ofuda.compiler import parse
    from ofuda.compiler.render.types import subtype_text

    for english, plural, japanese in _rows():
        en = parse.parse("en", f"Creature — {english}", "type_line")
        if not japanese:
            assert isinstance(en, parse.ParseFailure), english
            continue
        assert not isinstance(en, parse.ParseFailure), english
        spelt = subtype_text("ja", english)  # AVR's printed word where AVR has one (猟犬)
        assert spelt == japanese or english == "Dog", english
        assert not isinstance(parse.parse("ja", f"クリーチャー — {spelt}", "type_line"),
                              parse.ParseFailure), japanese
        if plural and plural != "=":
            assert subtype_text("en", english, plural=True) == plural, english


_ = ir  # the IR module is imported for its side effect of loading every node type


@pytest.mark.parametrize(
    ("type_line", "subtype"),
    [
        ("伝説のプレインズウォーカー — ジェイス / Legendary Planeswalker — Jace", "Jace"),
        ("伝説のプレインズウォーカー — 魁渡 / Legendary Planeswalker — Kaito", "Kaito"),
        ("伝説のプレインズウォーカー — タミヨウ / Legendary Planeswalker — Tamiyo", "Tamiyo"),
    ],
)
def test_planeswalker_types_in_both_languages(type_line: str, subtype: str) -> None:
    """205.3j: planeswalker types (grammar/data/planeswalker-types.tsv) on type lines, in both
    languages, rendered back as written."""
    from ofuda.compiler.render.types import render_type_line

    card = compile_source(SourceFile("t.card", f"name: 試作 / Prototype\ntype: {type_line}\nloyalty: 3\n"))
    assert [d.code for d in card.diagnostics] == []
    assert card.card is not None
    assert card.card.face.subtypes == (subtype,)
    ja, en = type_line.split(" / ")
    assert render_type_line(card.card.face, "ja") == ja
    assert render_type_line(card.card.face, "en") == en


def test_a_planeswalker_type_on_a_creature_is_no_oracle_update() -> None:
    """205.3d: a planeswalker type belongs to planeswalkers; a creature type line that adds
    one on the English side is an error (E302), not an Oracle update."""
    text = "name: 試作 / Prototype\ntype: クリーチャー — 人間 / Creature — Human Jace\npt: 2/2\n"
    codes = [d.code for d in compile_source(SourceFile("t.card", text)).diagnostics]
    assert "E302" in codes and "W302" not in codes
