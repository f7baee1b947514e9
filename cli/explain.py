"""`ofuda explain`: what a card does, ability by ability; and what an error code means.

For each ability of a compiled card: its text in each language, its IR as a
tree, its canonical text in both languages (rendered from the IR, so a reader
sees how ofuda understood it) and the Python that codegen writes for it. With
``--code``, the entry of docs/errors.md for one error code.
"""

from __future__ import annotations

import ast as python_ast
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import click
from ofuda.compiler import ir
from ofuda.compiler.codegen import generate_module
from ofuda.compiler.codegen.pyexpr import inline, value_expr
from ofuda.compiler.ir.dump import dump
from ofuda.compiler.pipeline import CompiledCard
from ofuda.compiler.project import compile_paths
from ofuda.compiler.diagnostics.report import color_enabled, render_text

_CODE_HEADING = re.compile(r"^## ([EWN]\d{3}) — (.+)$", re.MULTILINE)
LANGUAGE_LABELS = {"ja": "Japanese", "en": "English"}


# --- error codes ----------------------------------------------------------------


def errors_doc() -> str:
    """The text of docs/errors.md (from the source tree, else the installed package data)."""
    here = Path(__file__).resolve().parent.parent / "docs" / "errors.md"
    if here.exists():
        return here.read_text(encoding="utf-8")
    try:
        return resources.files("ofuda.docs").joinpath("errors.md").read_text(encoding="utf-8")
    except (ModuleNotFoundError, FileNotFoundError):
        return ""


def error_entries(text: str | None = None) -> dict[str, str]:
    """Each documented code → its entry (heading included), in the order of the page."""
    text = errors_doc() if text is None else text
    headings = list(_CODE_HEADING.finditer(text))
    entries: dict[str, str] = {}
    for index, heading in enumerate(headings):
        end = headings[index + 1].start() if index + 1 < len(headings) else len(text)
        entries[heading.group(1)] = text[heading.start() : end].strip() + "\n"
    return entries


def explain_code(code: str) -> tuple[str, bool]:
    """The entry for ``code`` (case-insensitive), or a message listing the known codes."""
    entries = error_entries()
    key = code.strip().upper()
    if key in entries:
        return entries[key], True
    known = ", ".join(entries) or "(docs/errors.md not found)"
    return f"no error code {code!r}; the documented codes are: {known}\n", False


# --- abilities ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AbilityExplanation:
    """One ability of a compiled card, seen every way ofuda sees it."""

    number: int
    kind: str
    texts: dict[str, str]  # language → the text as written
    ir_tree: str
    canonical: dict[str, str]  # language → canonical text rendered from the IR
    python: str
    back: bool = False  # an ability of a double-faced card's back face (712)


# every member of the ``ir.Ability`` union (tests/designer/test_explain.py holds it whole)
ABILITY_KINDS: dict[type, str] = {
    ir.KeywordAbility: "keyword ability",
    ir.LoyaltyAbility: "loyalty ability",
    ir.SpellAbility: "spell ability",
    ir.ModalSpell: "modal spell",
    ir.AdditionalCost: "additional cost",
    ir.ActivatedAbility: "activated ability",
    ir.TriggeredAbility: "triggered ability",
    ir.StaticAbility: "static ability",
    ir.ManaAbility: "mana ability",
}


def _kind(ability: ir.Ability) -> str:
    return ABILITY_KINDS[type(ability)]


def _canonical(card: ir.CardIR, ability: ir.Ability, lang: str) -> str:
    """The canonical text of one ability (the renderer works on whole cards)."""
    try:
        from ofuda.compiler.render import render_card
    except ImportError:  # the renderer is optional: explain still works without it
        return "(no renderer available)"
    try:
        lines = render_card(ir.CardIR(card.face, (ability,)), lang)
    except Exception as failure:  # noqa: BLE001 - a renderer gap must not hide the rest
        return f"(the renderer has no wording for this yet: {type(failure).__name__})"
    return "\n".join(lines)


def _class_sources(module: str) -> list[str]:
    """The source of each ability class in a generated module, in order."""
    tree = python_ast.parse(module)
    lines = module.splitlines()
    return [
        "\n".join(lines[node.lineno - 1 : node.end_lineno])
        for node in tree.body
        if isinstance(node, python_ast.ClassDef)
    ]


def explain_card(card: CompiledCard) -> list[AbilityExplanation]:
    """Every ability of a compiled card, explained (empty for a rejected card): the front
    face's, then a double-faced card's back face's."""
    if not card.ok or card.card is None:
        return []
    module = generate_module(card.card, card.by_language, card.path, lines=card.ability_lines)
    classes = iter(_class_sources(module))
    explained = _explain_face(card.card, list(card.by_language.items()), module, classes, False)
    if card.card.back is not None:
        backs = [(lang, reading.back) for lang, reading in card.by_language.items()
                 if reading.back is not None]
        explained += _explain_face(card.card.back, backs, module, classes, True)
    return explained


def _explain_face(
    face: ir.CardIR,
    readings: list[tuple[str, ir.CardIR]],
    module: str,
    classes: Iterator[str],
    back: bool,
) -> list[AbilityExplanation]:
    explained = []
    for index, ability in enumerate(face.abilities):
        texts = {
            lang: reading.abilities[index].origin
            for lang, reading in readings
            if index < len(reading.abilities)
        }
        if isinstance(ability, ir.KeywordAbility):
            keyword = ability.keyword
            # the expression codegen writes for it: a keyword enum member (Keyword.FLYING), or a
            # keyword value's call (Miracle(...), Enchant(...)), found by its head
            written = inline(value_expr(keyword, set()))
            mention = written.split("(", 1)[0] + "(" if "(" in written else written
            # CARD holds the front face's keywords, then its back face's (in ``back=``)
            front, _, rest = module.partition("    back=CardDefinition(")
            lines = [line.strip() for line in (rest if back else front).splitlines() if mention in line]
            python = "# a keyword is data of the card, in CARD:\n" + "\n".join(lines[-1:])
        else:
            python = next(classes, "(no class generated)")
        explained.append(
            AbilityExplanation(
                number=index + 1,
                kind=_kind(ability),
                texts=texts,
                ir_tree=dump(ability),
                canonical={lang: _canonical(face, ability, lang) for lang in ("ja", "en")},
                python=python,
                back=back,
            )
        )
    return explained


def _indent(text: str, by: str = "    ") -> str:
    return "\n".join(by + line if line else line for line in text.splitlines())


def render_explanation(card: CompiledCard, color: bool = False) -> str:
    """The text `ofuda explain` prints for one card."""

    def title(text: str) -> str:
        return f"\x1b[1m{text}\x1b[0m" if color else text

    face = card.card.face if card.card is not None else None
    names = " / ".join(n for n in (face.name_ja, face.name) if n) if face else card.name
    out = [title(f"{names}  ({card.path})")]
    abilities = explain_card(card)
    if not abilities:
        out.append("  (no abilities)" if card.ok else "  rejected: see the diagnostics")
    back = card.card.back.face if card.card is not None and card.card.back is not None else None
    for entry in abilities:
        if back is not None and entry.back and entry.number == 1:
            out.append("")
            out.append(title("back face: " + " / ".join(n for n in (back.name_ja, back.name) if n)))
        out.append("")
        out.append(title(f"ability {entry.number}: {entry.kind}"))
        for lang, text in entry.texts.items():
            out.append(f"  text ({LANGUAGE_LABELS[lang]}):")
            out.append(_indent(text or "(keyword)"))
        out.append("  IR:")
        out.append(_indent(entry.ir_tree))
        for lang in ("ja", "en"):
            out.append(f"  canonical {LANGUAGE_LABELS[lang]}:")
            out.append(_indent(entry.canonical[lang]))
        out.append("  Python:")
        out.append(_indent(entry.python))
    return "\n".join(out)


@click.command("explain")
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@click.option("--code", "code", default=None, help="Explain an error code, e.g. E101.")
@click.option("--lang", type=click.Choice(["ja", "en"]), default=None, help="Only this language's text.")
def explain_command(paths: tuple[Path, ...], code: str | None, lang: str | None) -> None:
    """Explain each card under PATHS ability by ability, or an error code with --code."""
    if code is not None:
        if paths:
            raise click.UsageError("give either PATHS or --code, not both")
        text, found = explain_code(code)
        click.echo(text, nl=False, err=not found)
        sys.exit(0 if found else 1)
    if not paths:
        raise click.UsageError("give a card file or folder, or --code CODE")
    result = compile_paths(list(paths), (lang,) if lang else None)
    color = color_enabled(sys.stdout)
    for number, card in enumerate(result.cards):
        if number:
            click.echo("\n" + "─" * 60 + "\n")
        click.echo(render_explanation(card, color))
        for diagnostic in card.diagnostics:
            click.echo("\n" + render_text(diagnostic, color_enabled(sys.stderr)), err=True)
    sys.exit(1 if result.rejected else 0)
