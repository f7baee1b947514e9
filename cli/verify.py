"""`ofuda verify PATH…`: the round trip of every compiled card in both languages, and its
canonical English compared with Oracle (compiler/verify.py)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from ofuda.compiler.verify import figures, report_text, verify_paths


@click.command("verify")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@click.option("--figures-only", is_flag=True, help="Print only the table of figures.")
@click.option(
    "--oracle/--no-oracle",
    default=True,
    help="Compare with Oracle too (default), or check the round trip only.",
)
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    default=None,
    help="Work in this many processes (default: one per core, for 32 cards or more).",
)
def verify_command(
    paths: tuple[Path, ...], fmt: str, figures_only: bool, oracle: bool, jobs: int | None
) -> None:
    """Verify the cards under PATHS: each compiled card's rendering in Japanese and English
    must compile back to its IR, and its English must mean what its Oracle text means.

    Exit 1 where a rendering does not read back, or a difference from Oracle is one of
    meaning (as ofuda reads the Oracle text)."""
    verdicts = verify_paths(list(paths), jobs, oracle)
    if fmt == "json":
        payload = {"figures": figures(verdicts), "cards": [v.to_json() for v in verdicts]}
        click.echo(json.dumps(payload, ensure_ascii=False, indent=2))
    else:
        click.echo(report_text(verdicts, details=not figures_only), nl=False)
    bad = any(v.problems or v.oracle == "meaning" for v in verdicts)
    sys.exit(1 if bad else 0)
