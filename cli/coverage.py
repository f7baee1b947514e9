"""`ofuda coverage PATH…`: per card set and language, how many cards compile, and why not.

The report is the language's roadmap: every rejected card is listed under the reason that
stops it (its first error), the reasons that block the most cards first.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from ofuda.compiler.coverage import READINGS, as_json, as_text, measure


@click.command("coverage")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@click.option("--all", "show_all", is_flag=True, help="List every reason, not only the largest.")
@click.option("-j", "--jobs", type=click.IntRange(min=1), default=None,
              help="Worker processes (default: one per core).")
def coverage_command(paths: tuple[Path, ...], fmt: str, show_all: bool, jobs: int | None) -> None:
    """Per set (a folder of card files) and language: how many cards compile in Japanese, in
    English, and in both at once (JA ≡ EN); every rejected card grouped by its reason.

    Exit 0 when every card of every set compiles in every reading, 1 otherwise.
    """
    report = measure(list(paths), jobs=jobs)
    if fmt == "json":
        json.dump(as_json(report), sys.stdout, ensure_ascii=False, indent=2)
        sys.stdout.write("\n")
    else:
        click.echo(as_text(report, reasons=None if show_all else 40), nl=False)
    complete = all(
        coverage.compiled[reading] + coverage.missing.get(reading, 0) == coverage.cards
        for coverage in report
        for reading in READINGS
    )
    sys.exit(0 if complete else 1)
