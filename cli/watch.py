"""`ofuda watch PATH…`: recheck card files as they are saved, printing only what changed.

The cards under PATHS are checked once (as `ofuda check` prints them); then each
save recompiles the card files that changed and prints only the news: a card
that newly fails (with its diagnostics), one that newly passes, a failing card
whose diagnostics changed (the new ones, and the ones that went away), a card
file added or removed. With ``-o DIR`` the generated package in DIR is kept up
to date as `ofuda compile` writes it. Ctrl-C stops it (exit 0).
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path

import click
from ofuda.cli.lsp import compile_bridge as bridge

# What tells two diagnostics apart (the same problem at the same place is not news).
Signature = tuple[str, str, str, int, int, tuple[str, ...]]


def _signature(diagnostic: bridge.Diagnostic) -> Signature:
    return (
        diagnostic.code,
        str(diagnostic.severity),
        diagnostic.message,
        diagnostic.span.start,
        diagnostic.span.end,
        diagnostic.hints,
    )


@dataclass
class Watcher:
    """The last check of every card file under the watched paths, and what to print."""

    paths: list[Path]
    languages: tuple[str, ...] | None = None
    output: Path | None = None
    color: bool = False
    cards: dict[Path, bridge.CompiledCard] = field(default_factory=dict)

    def echo(self, text: str) -> None:
        """Print one piece of news (flushed: a pipe reads it at once)."""
        click.echo(text)

    def start(self) -> None:
        """Check every card once and print what `ofuda check` would."""
        result = bridge.compile_paths(self.paths, self.languages, 1)
        files = [file for file, _root in bridge.find_card_files(self.paths)]
        for file, card in zip(files, result.cards, strict=True):
            self.cards[file.resolve()] = card
            self._print_diagnostics(card.diagnostics)
        if self.output is not None:
            bridge.write_package(result, self.output)
        self.summary()

    def summary(self) -> None:
        """The counts line: cards, compiled, rejected."""
        rejected = sum(1 for card in self.cards.values() if not card.ok)
        line = (
            f"{len(self.cards)} cards: {len(self.cards) - rejected} compiled, {rejected} rejected"
        )
        if self.output is not None:
            line += f"; package in {bridge.display_path(self.output)}"
        self.echo(line)

    def watched(self, path: Path) -> bool:
        """Whether a changed path is a card file under the watched paths."""
        if path.suffix != bridge.CARD_SUFFIX:
            return False
        resolved = path.resolve()
        return any(
            resolved == root.resolve() or resolved.is_relative_to(root.resolve())
            for root in self.paths
        )

    def changed(self, paths: set[Path]) -> bool:
        """Recheck the changed card files; print what is new; whether anything was."""
        news = False
        for path in sorted(paths):
            if not self.watched(path):
                continue
            key = path.resolve()
            before = self.cards.get(key)
            if not path.exists():
                if before is not None:
                    del self.cards[key]
                    self.echo(f"removed: {before.path}")
                    news = True
                continue
            [after] = bridge.compile_paths([path], self.languages, 1).cards
            self.cards[key] = after
            news |= self._report(before, after)
        if news:
            if self.output is not None:
                bridge.write_package(
                    bridge.compile_paths(self.paths, self.languages, 1), self.output
                )
            self.summary()
        return news

    def _report(self, before: bridge.CompiledCard | None, after: bridge.CompiledCard) -> bool:
        if before is None:
            self.echo(f"new: {after.path}: {'compiled' if after.ok else 'rejected'}")
            self._print_diagnostics(after.diagnostics)
            return True
        old = {_signature(d) for d in before.diagnostics}
        new = {_signature(d) for d in after.diagnostics}
        if before.ok and not after.ok:
            self.echo(f"fails: {after.path}")
        elif after.ok and not before.ok:
            self.echo(f"passes: {after.path}")
        elif old != new:
            self.echo(f"changed: {after.path}")
        else:
            return False
        self._print_diagnostics([d for d in after.diagnostics if _signature(d) not in old])
        for diagnostic in before.diagnostics:
            if _signature(diagnostic) not in new:
                line, column = diagnostic.start
                self.echo(f"  gone: {diagnostic.code} {diagnostic.message} ({line}:{column})")
        return True

    def _print_diagnostics(self, diagnostics: list[bridge.Diagnostic]) -> None:
        for diagnostic in diagnostics:
            self.echo(bridge.render_text(diagnostic, self.color) + "\n")


@click.command("watch")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option(
    "-o",
    "--output",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Also keep the generated Python package in this directory up to date.",
)
@click.option(
    "--lang", type=click.Choice(["ja", "en"]), default=None, help="Only this language's text."
)
@click.option(
    "--poll",
    is_flag=True,
    help="Look for changes by polling (for file systems without change events).",
)
def watch_command(
    paths: tuple[Path, ...], output: Path | None, lang: str | None, poll: bool
) -> None:
    """Recheck the cards under PATHS on every save, printing only what changed (Ctrl-C stops)."""
    import watchfiles

    watcher = Watcher(
        list(paths), (lang,) if lang else None, output, bridge.color_enabled(sys.stdout)
    )
    try:
        watcher.start()
        shown = ", ".join(bridge.display_path(path) for path in paths)
        # Folders, not files: an editor that saves by renaming a new file over the old one
        # ends a watch on the old file; the folder sees it (and ``watched`` keeps to PATHS).
        targets = sorted({path if path.is_dir() else path.parent for path in paths})
        ready = False
        # An empty set comes each second without changes: the first one says the
        # watch is set up (changes from then on are seen), and it is said once.
        for changes in watchfiles.watch(
            *targets, force_polling=poll or None, yield_on_timeout=True, rust_timeout=1000
        ):
            if not ready:
                click.echo(f"watching {shown} (Ctrl-C stops)", err=True)
                ready = True
            watcher.changed({Path(changed) for _change, changed in changes})
    except KeyboardInterrupt:
        click.echo("stopped", err=True)
    sys.exit(0)
