"""`ofuda new`: a card file skeleton, from flags or, on a terminal, from prompts.

The skeleton holds the fields in the canonical order (as `ofuda fmt` writes
them) and an empty rules-text block per language, and is checked at once, so
a misspelt type is reported before the designer writes a word of text.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ofuda.compiler.diagnostics import has_errors
from ofuda.compiler.interchange.importer import slug
from ofuda.compiler.codegen.output import write_atomically
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.diagnostics.report import color_enabled, render_text
from ofuda.compiler.source import SourceFile


def skeleton(
    name: str,
    card_type: str,
    languages: tuple[str, ...],
    cost: str = "",
    pt: str = "",
    loyalty: str = "",
    number: str = "",
) -> str:
    """The text of a new card file (no rules text yet: one empty block per language)."""
    lines = ["# A new card: write its rules text under ja: and en:, one ability per line,"]
    lines.append("# indented by two spaces. Check it with `ofuda check`, see it with `ofuda explain`.")
    for field, value in (("number", number), ("name", name), ("cost", cost), ("type", card_type),
                         ("pt", pt), ("loyalty", loyalty)):
        if value.strip():
            lines.append(f"{field}: {' '.join(value.split())}")
    lines.extend(f"{lang}:" for lang in languages)
    return "\n".join(lines) + "\n"


def both_type_lines(card_type: str, languages: tuple[str, ...]) -> str:
    """The type line as the card file writes it, 「日本語 / English」, for ``languages``.

    A type line given in one language is translated into the other through ofuda's own type
    tables (the words of the grammars and grammar/data/*.tsv), so a designer writes it once:
    "Creature — Human Knight" becomes 「クリーチャー — 人間・騎士 / Creature — Human Knight」. A
    line ofuda cannot read is kept as written (the check below then says what is wrong).
    """
    from ofuda.compiler.render.types import render_type_line
    from ofuda.compiler.source.cardfile import is_japanese

    sides = [side.strip() for side in card_type.split(" / ")]
    if len(sides) != 1:
        return card_type
    given = "ja" if is_japanese(sides[0]) else "en"
    wanted: list[str] = [lang for lang in ("ja", "en") if lang in languages] or [given]
    if wanted == [given]:
        return card_type
    probe_name = "試作" if given == "ja" else "Prototype"  # a name in the line's language
    probe = compile_source(
        SourceFile("<type line>", f"name: {probe_name}\ntype: {sides[0]}\n"), (given,)
    )
    reading = probe.by_language.get(given)
    if reading is None or has_errors(probe.diagnostics):
        return card_type
    lines = {given: sides[0]}
    for lang in wanted:
        if lang not in lines:
            try:
                lines[lang] = render_type_line(reading.face, lang)
            except KeyError:  # a word with no known name in that language
                return card_type
    return " / ".join(lines[lang] for lang in ("ja", "en") if lang in wanted)


def _interactive() -> bool:
    """Whether a person can answer prompts (standard input is a terminal)."""
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


def _file_name(name: str, number: str) -> str:
    english = name.split(" / ")[-1]
    stem = slug(english) or "card"
    return f"{int(number):03d}-{stem}.card" if number.isdigit() else f"{stem}.card"


@click.command("new")
@click.option("--name", help='The card\'s name: "日本語名 / English Name", or one of them.')
@click.option("--type", "card_type", help='The type line, e.g. "Creature — Human Knight".')
@click.option("--cost", default="", help="The mana cost, e.g. {1}{W}{W}.")
@click.option("--pt", default="", help="Power/toughness of a creature, e.g. 2/2.")
@click.option("--loyalty", default="", help="Loyalty of a planeswalker.")
@click.option("--number", default="", help="Collector number.")
@click.option("--lang", "languages", multiple=True, type=click.Choice(["ja", "en"]),
              help="The languages of the rules text (repeat for both; default: from the name).")
@click.option("-o", "--output", type=click.Path(path_type=Path), default=None,
              help="The file (or folder) to write; default: print the skeleton.")
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
def new_command(
    name: str | None, card_type: str | None, cost: str, pt: str, loyalty: str, number: str,
    languages: tuple[str, ...], output: Path | None, force: bool,
) -> None:
    """Write the skeleton of a new card file."""
    interactive = _interactive()
    if not name:
        if not interactive:
            raise click.UsageError("give --name (or run on a terminal to be asked)")
        name = click.prompt("name (日本語名 / English Name)")
    if not card_type:
        if not interactive:
            raise click.UsageError("give --type (or run on a terminal to be asked)")
        card_type = click.prompt(
            "type line, in either language; ofuda writes the other "
            "(e.g. クリーチャー — 人間・騎士 / Creature — Human Knight)"
        )
        cost = cost or click.prompt("mana cost (e.g. {1}{W}, empty for none)", default="",
                                    show_default=False)
    if "\n" in name + card_type + cost + pt + loyalty + number:
        raise click.UsageError("a field value is one line")
    if not languages:
        from ofuda.compiler.source.cardfile import is_japanese

        sides = name.split(" / ")
        languages = tuple(lang for lang in ("ja", "en")
                          if any(is_japanese(side) == (lang == "ja") for side in sides))
    card_type = both_type_lines(card_type, tuple(languages))
    text = skeleton(name, card_type, tuple(languages), cost, pt, loyalty, number)
    target = output / _file_name(name, number) if output and output.is_dir() else output
    shown = target.as_posix() if target else "<new card>"
    card = compile_source(SourceFile(shown, text), tuple(languages))
    if target is None:
        click.echo(text, nl=False)
    elif target.exists() and not force:
        raise click.UsageError(f"{target.as_posix()} exists (use --force to overwrite)")
    else:
        write_atomically(target, text)
        click.echo(f"wrote {shown}")
    for diagnostic in card.diagnostics:
        click.echo(render_text(diagnostic, color_enabled(sys.stderr)) + "\n", err=True)
    sys.exit(1 if has_errors(card.diagnostics) else 0)
