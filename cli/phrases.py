"""`ofuda phrases [WORDS]`: the phrasebook, every phrase family with examples (cli/phrasebook.py).

Without words it lists every family, one line each with its shortest example; with words
(「ofuda phrases につき」, "ofuda phrases for each") it shows the families whose phrase,
examples, name or meaning hold them, best first, each with its matching examples and IR.
"""

from __future__ import annotations

import dataclasses
import json

import click

from . import phrasebook


@click.command("phrases")
@click.argument("words", nargs=-1)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json", "markdown"]),
    default="text",
    help="markdown is docs/phrases.md (`make phrases` writes it).",
)
@click.option(
    "--limit",
    type=click.IntRange(min=1),
    default=10,
    show_default=True,
    help="How many families a search shows.",
)
def phrases_command(words: tuple[str, ...], output_format: str, limit: int) -> None:
    """The phrases ofuda's language has, with examples in Japanese and English."""
    families = phrasebook.load()
    if output_format == "markdown":
        click.echo(phrasebook.to_markdown(families), nl=False)
        return
    if words:
        found = phrasebook.search(families, words)[:limit]
    else:
        found = [(family, family.examples[:1]) for family in families]
    if output_format == "json":
        entries = [
            dict(dataclasses.asdict(family), examples=[dataclasses.asdict(e) for e in shown])
            for family, shown in found
        ]
        click.echo(json.dumps(entries, ensure_ascii=False, indent=2))
        return
    if not found:
        click.echo(f"no phrase family matches {' '.join(words)!r}; `ofuda phrases` lists them all")
        raise SystemExit(1)
    if words:
        click.echo("\n\n".join(phrasebook.to_text(family, shown) for family, shown in found))
        return
    for family, shown in found:
        example = shown[0] if shown else None
        click.echo(f"{family.name} — {family.meaning}")
        if example is not None:
            click.echo(f"    {example.ja or '—'}  /  {example.en or '—'}")
    click.echo(f"\n{len(families)} families; `ofuda phrases WORDS` searches them.")
