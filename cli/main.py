"""The `ofuda` command line: a thin click layer over the compiler and runtime.

Exit codes (a contract for scripts): 0 all good; 1 diagnostics of error
severity or a failed game; 2 usage error; 3 internal fault (one line, never a
traceback).
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from pathlib import Path
from typing import Any, ClassVar

import click
from ofuda.compiler import dataclass_cache
from ofuda.compiler.diagnostics import Severity
from ofuda.compiler.diagnostics.report import color_enabled, render_text
from ofuda.compiler.ir.dump import dump, to_json
from ofuda.compiler.pipeline import CompiledCard
from ofuda.compiler.project import ProjectResult, compile_paths, write_package

EXIT_OK, EXIT_ERRORS, EXIT_USAGE, EXIT_INTERNAL = 0, 1, 2, 3


class Finished(SystemExit):
    """The exit of a command whose output is all printed and written and that holds nothing
    else to clean up (compile, check, ir): the `ofuda` process then ends at once (see
    :func:`run`). Anywhere else (:func:`main` called in process, click's test runner) it is
    the plain ``sys.exit``."""


PATHS = click.argument(
    "paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path)
)
LANG = click.option(
    "--lang", type=click.Choice(["ja", "en"]), default=None, help="Only this language's text."
)

JOBS = click.option(
    "--jobs", "-j", type=click.IntRange(min=1), default=None,
    help="Compile in this many processes (default: one per core, for 32 cards or more).",
)


def _compile(paths: tuple[Path, ...], lang: str | None, jobs: int | None) -> ProjectResult:
    """Compile the cards under ``paths`` with the --jobs the user asked for (or one per core);
    the commands read no AST, so none is kept (nor sent back by the workers)."""
    return compile_paths(list(paths), _languages(lang), jobs, keep_asts=False)


def _languages(lang: str | None) -> tuple[str, ...] | None:
    return (lang,) if lang else None


def _use_color() -> bool:
    return color_enabled(sys.stdout)


class _LazyGroup(click.Group):
    """A command group whose commands from other modules are imported only when used.

    The designer's commands and ``sim`` live in modules of their own
    (cli/explain.py, …); ``sim`` imports the whole runtime, which a compile
    doesn't need, so a cold ``ofuda compile`` would pay for it.
    """

    LAZY_COMMANDS: ClassVar[dict[str, str]] = {
        "coverage": "ofuda.cli.coverage:coverage_command",
        "explain": "ofuda.cli.explain:explain_command",
        "fmt": "ofuda.cli.fmt:fmt_command",
        "lsp": "ofuda.cli.lsp.server:lsp_command",
        "new": "ofuda.cli.new:new_command",
        "phrases": "ofuda.cli.phrases:phrases_command",
        "play": "ofuda.cli.play:play_command",
        "review": "ofuda.cli.review:review_command",
        "sim": "ofuda.cli.sim:sim_command",
        "verify": "ofuda.cli.verify:verify_command",
        "watch": "ofuda.cli.watch:watch_command",
    }

    def list_commands(self, ctx: click.Context) -> list[str]:
        """Every command's name, the lazy ones included (for --help)."""
        return sorted({*super().list_commands(ctx), *self.LAZY_COMMANDS})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """The command named ``cmd_name``, importing its module if it is a lazy one."""
        target = self.LAZY_COMMANDS.get(cmd_name)
        if target is None:
            return super().get_command(ctx, cmd_name)
        module_name, attribute = target.split(":")
        command = getattr(importlib.import_module(module_name), attribute)
        assert isinstance(command, click.Command)
        return command


@click.group(cls=_LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="ofuda")
def cli() -> None:
    """ofuda: compile Magic card rules text (Japanese or English) into Python, and play it."""


@cli.command("compile")
@PATHS
@click.option("-o", "--output", "output", type=click.Path(path_type=Path), required=True,
              help="Directory of the generated Python package.")
@LANG
@click.option("--quiet", "-q", is_flag=True,
              help="Print only the summary (and the count of rejected cards, not each one).")
@JOBS
def compile_command(
    paths: tuple[Path, ...], output: Path, lang: str | None, quiet: bool, jobs: int | None
) -> None:
    """Generate the Python package of the cards under PATHS."""
    from ofuda.compiler.codegen.package import OutputError, check_output_location

    try:
        check_output_location(output)  # before compiling: a bad -o is said at once
    except OutputError as problem:
        raise click.UsageError(str(problem)) from None
    result = _compile(paths, lang, jobs)
    color = _use_color()
    if not quiet:
        for card in result.cards:
            _print_diagnostics(card, color)
    try:
        write_package(result, output)
    except OutputError as problem:
        raise click.UsageError(str(problem)) from None
    _print_summary(result.cards, f"wrote {len(result.modules)} modules to {output.as_posix()}")
    if quiet and result.rejected:
        click.echo(
            f"rejected: {len(result.rejected)} cards (`ofuda check PATH` shows why; "
            "without --quiet each is named)",
            err=True,
        )
    else:
        for card in result.rejected:
            click.echo(f"rejected: {card.path}", err=True)
    raise Finished(EXIT_ERRORS if result.rejected else EXIT_OK)


@cli.command("check")
@PATHS
@LANG
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@JOBS
def check_command(paths: tuple[Path, ...], lang: str | None, fmt: str, jobs: int | None) -> None:
    """Report the diagnostics of the cards under PATHS (both languages and their equivalence)."""
    result = _compile(paths, lang, jobs)
    if fmt == "json":
        payload = {
            "cards": [_card_json(card) for card in result.cards],
            "summary": _summary_json(result.cards),
        }
        click.echo(json.dumps(payload, ensure_ascii=False, indent=2))
    else:
        from ofuda.cli.translation import other_language_reading

        color = _use_color()
        for card in result.cards:
            _print_diagnostics(card, color)
            for line in other_language_reading(card):  # a one-language card, read in the other
                click.echo(line)
        _print_summary(result.cards, None)
    raise Finished(EXIT_ERRORS if result.rejected else EXIT_OK)


@cli.command("ir")
@PATHS
@LANG
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text")
@JOBS
def ir_command(paths: tuple[Path, ...], lang: str | None, fmt: str, jobs: int | None) -> None:
    """Print the IR of each card (of one language's text with --lang)."""
    result = _compile(paths, lang, jobs)
    records = []
    for card in result.cards:
        value = _ir_of(card, lang)
        if fmt == "json":
            records.append({"path": card.path, "name": card.name, "ir": to_json(value)})
        else:
            click.echo(f"# {card.path}")
            click.echo(dump(value) if value is not None else "(rejected)")
    if fmt == "json":
        click.echo(json.dumps(records, ensure_ascii=False, indent=2))
    for card in result.rejected:
        _print_diagnostics(card, _use_color(), err=True)
    raise Finished(EXIT_ERRORS if result.rejected else EXIT_OK)


def _ir_of(card: CompiledCard, lang: str | None) -> Any:
    if lang and lang in card.by_language and card.ok:
        return card.by_language[lang]
    return card.card


@cli.command("render")
@PATHS
@click.option("--lang", type=click.Choice(["ja", "en"]), required=True,
              help="The language to render the canonical text in.")
@click.option("--from", "source_lang", type=click.Choice(["ja", "en"]), default=None,
              help="Compile only this language's text (translate from it).")
def render_command(paths: tuple[Path, ...], lang: str, source_lang: str | None) -> None:
    """Print the canonical rules text of each card, rendered from its IR in --lang."""
    from ofuda.compiler.render import RenderError, render_card

    result = compile_paths(list(paths), _languages(source_lang))
    for card in result.cards:
        click.echo(f"# {card.path}")
        if not card.ok or card.card is None:
            _print_diagnostics(card, _use_color(), err=True)
            continue
        try:
            lines = render_card(card.card, lang)
            if card.card.back is not None:  # 712: the back face's text, under its name
                back = card.card.back.face
                name = (back.name_ja if lang == "ja" else back.name) or back.name
                lines = [*lines, f"# back: {name}", *render_card(card.card.back, lang)]
        except RenderError as missing:
            click.echo(f"{card.path}: cannot render yet: {missing}", err=True)
            sys.exit(EXIT_ERRORS)
        for line in lines:
            click.echo(line)
    sys.exit(EXIT_ERRORS if result.rejected else EXIT_OK)


@cli.command("import")
@click.argument("card_list", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-o", "--output", "output", type=click.Path(path_type=Path), required=True)
@click.option("--en", "english", type=click.Choice(["printed", "oracle"]), default="printed",
              help="Which English wording to write: the 2012 printed text or current Oracle.")
@click.option("--printed", "printed", type=click.IntRange(1993, 2100), default=None,
              help="The year the set's texts were printed (written as `printed:`): a text "
                   "printed before 2018 reads with the Oracle errata of the 2018 rules change.")
def import_command(card_list: Path, output: Path, english: str, printed: int | None) -> None:
    """Write card source files from a JSON card list (the shape of shared/cards/avr.json)."""
    from ofuda.compiler.interchange.importer import import_cards, load_card_list, write_cards

    cards, diagnostics = load_card_list(card_list)
    for diagnostic in diagnostics:
        click.echo(render_text(diagnostic, _use_color()) + "\n", err=True)
    if cards is None:
        sys.exit(EXIT_ERRORS)
    try:
        written = write_cards(import_cards(cards, english, printed), output)
    except OSError as failure:
        raise click.UsageError(f"cannot write the card files to {output}: "
                               f"{failure.strerror or failure}") from None
    click.echo(f"wrote {len(written)} card files to {output.as_posix()}")


@cli.command("export")
@PATHS
@click.option("--format", "fmt", type=click.Choice(["json"]), default="json")
def export_command(paths: tuple[Path, ...], fmt: str) -> None:
    """Print the cards under PATHS as data (names, costs, types, texts, P/T)."""
    from ofuda.compiler.interchange.exporter import export_cards

    records, diagnostics = export_cards(list(paths))
    click.echo(json.dumps(records, ensure_ascii=False, indent=2))
    for diagnostic in diagnostics:
        click.echo(render_text(diagnostic, _use_color()) + "\n", err=True)
    sys.exit(EXIT_ERRORS if any(d.severity is Severity.ERROR for d in diagnostics) else EXIT_OK)


# --- output helpers -----------------------------------------------------------


def _print_diagnostics(card: CompiledCard, color: bool, err: bool = False) -> None:
    for diagnostic in card.diagnostics:
        click.echo(render_text(diagnostic, color) + "\n", err=err)


def _summary_json(cards: list[CompiledCard]) -> dict[str, Any]:
    errors = sum(1 for c in cards for d in c.diagnostics if d.severity is Severity.ERROR)
    warnings = sum(1 for c in cards for d in c.diagnostics if d.severity is Severity.WARNING)
    per_language: dict[str, dict[str, int]] = {}
    for card in cards:
        for lang in card.languages:
            entry = per_language.setdefault(lang, {"compiled": 0, "rejected": 0})
            failed = lang in card.failed_languages or lang not in card.by_language
            entry["rejected" if failed else "compiled"] += 1
    return {
        "cards": len(cards),
        "ok": sum(1 for c in cards if c.ok),
        "error": sum(1 for c in cards if not c.ok),
        "errors": errors,
        "warnings": warnings,
        "languages": per_language,
    }


def _card_json(card: CompiledCard) -> dict[str, Any]:
    return {
        "path": card.path,
        "name": card.name,
        "status": "ok" if card.ok else "error",
        "diagnostics": [d.as_json() for d in card.diagnostics],
    }


def _print_summary(cards: list[CompiledCard], extra: str | None) -> None:
    summary = _summary_json(cards)
    parts = [f"{summary['cards']} cards: {summary['ok']} compiled, {summary['error']} rejected"]
    for lang, counts in sorted(summary["languages"].items()):
        parts.append(f"{lang}: {counts['compiled']} compiled, {counts['rejected']} rejected")
    if extra:
        parts.append(extra)
    click.echo("; ".join(parts))


def run() -> None:
    """The `ofuda` process's entry point (the console script, ``python -m ofuda.cli``):
    :func:`main`, then a command that has finished (:class:`Finished`) ends the process at once."""
    try:
        main()
    except Finished as done:
        _end_now(done.code)


def main() -> None:
    """The `ofuda` command line, callable in a process that goes on (the fuzz harness runs it
    in its own): every outcome, :class:`Finished` included, is a ``SystemExit`` of the code."""
    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Exit as done:
        sys.exit(done.exit_code)
    except click.Abort:
        click.echo("aborted", err=True)
        sys.exit(EXIT_ERRORS)
    except click.UsageError as usage:
        usage.show()
        sys.exit(EXIT_USAGE)
    except click.ClickException as failure:
        failure.show()
        sys.exit(EXIT_ERRORS)
    except SystemExit:
        raise
    except KeyboardInterrupt:
        click.echo("interrupted", err=True)
        sys.exit(130)
    except Exception as fault:  # noqa: BLE001 - the contract: one line, exit 3, no traceback
        click.echo(f"ofuda: internal error: {type(fault).__name__}: {fault}", err=True)
        sys.exit(EXIT_INTERNAL)


def _end_now(code: Any) -> None:
    """End the process with ``code`` without tearing its heap down.

    A compile leaves a heap of a few hundred thousand objects (the grammars, the compiled
    cards): Python's shutdown frees them one by one and ran its exit handlers for nothing,
    a fifth of a cold ``ofuda compile``'s time. The output is flushed first; if flushing fails
    (a closed pipe), the normal exit reports it as Python does.
    """
    dataclass_cache.save()  # an exit handler would have saved it
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        raise SystemExit(code) from None
    os._exit(code if isinstance(code, int) else EXIT_INTERNAL)
