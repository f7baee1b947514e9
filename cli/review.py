"""`ofuda review`: one self-contained HTML page for reviewing a set of cards or a change.

Each card: its face (name, mana pips, type lines, text box in both languages,
P/T), its IR, its generated Python and its diagnostics. With ``--against REV``
the card files and the compiler of that git revision are taken out with
``git archive`` into a temporary folder and compiled there, so the page shows
how the generated code changed between REV and the working tree, whether the
change came from a card or from the compiler.
"""

from __future__ import annotations

import dataclasses
import difflib
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import click
from ofuda.cli.review_html import CardView, render_page
from ofuda.compiler import ir
from ofuda.compiler.codegen.output import write_atomically
from ofuda.compiler.diagnostics.report import render_text
from ofuda.compiler.ir.dump import dump
from ofuda.compiler.pipeline import CompiledCard
from ofuda.compiler.project import ProjectResult, compile_paths
from ofuda.compiler.render import RenderError, render_card
from ofuda.compiler.source.cardfile import CardSource, read_card_file
from ofuda.compiler.source.paths import find_card_files, module_name


def card_view(card: CompiledCard, anchor: str, python: str) -> CardView:
    """What the page shows of one compiled (or rejected) card."""
    view = CardView(anchor=anchor, path=card.path, status="ok" if card.ok else "error")
    layout, _ = read_card_file(card.source)
    if layout is not None:
        _show_face(view, layout)
        if layout.back is not None:  # 712: both faces of a double-faced card
            view.back = CardView(anchor=anchor, path=card.path, status=view.status)
            _show_face(view.back, layout.back)
    if card.card is not None:
        view.ir = dump(card.card.abilities) if card.card.abilities else "(no abilities)"
        view.canonical = {lang: _canonical(card.card, lang) for lang in ("ja", "en")}
        view.summary = [_what_it_does(card.card, ability) for ability in card.card.abilities]
        back = card.card.back
        if back is not None and view.back is not None:
            view.ir += "\n\nback face:\n" + (dump(back.abilities) if back.abilities else "(no abilities)")
            view.back.canonical = {lang: _canonical(back, lang) for lang in ("ja", "en")}
            view.summary += [_what_it_does(back, ability) for ability in back.abilities]
    elif card.by_language:
        view.ir = "\n\n".join(
            f"{lang}:\n{dump(reading.abilities)}" for lang, reading in card.by_language.items()
        )
    view.python = python
    view.diagnostics = [render_text(d) for d in card.diagnostics]
    return view


def _show_face(view: CardView, layout: CardSource) -> None:
    """The printed fields of one face of the card file, as the page shows them."""
    view.names = {lang: value.text for lang, value in layout.split_value("name").items()}
    view.types = {lang: value.text for lang, value in layout.split_value("type").items()}
    view.texts = {lang: [line.text.strip() for line in lines]
                  for lang, lines in layout.text_lines.items() if lines}
    view.cost = layout.fields["cost"].text if "cost" in layout.fields else ""
    view.pt = layout.fields["pt"].text if "pt" in layout.fields else ""
    view.loyalty = layout.fields["loyalty"].text if "loyalty" in layout.fields else ""


# The kind of each ability, as the "what it does" lines name it (rule 113.3).
# every member of the ``ir.Ability`` union
_KINDS: dict[type, str] = {
    ir.KeywordAbility: "Keyword",
    ir.StaticAbility: "Static",
    ir.TriggeredAbility: "Triggered",
    ir.ActivatedAbility: "Activated",
    ir.ManaAbility: "Mana ability",
    ir.LoyaltyAbility: "Loyalty ability",
    ir.SpellAbility: "Spell",
    ir.ModalSpell: "Spell (modal)",
    ir.AdditionalCost: "Additional cost",
}


def _canonical(card: ir.CardIR, lang: str) -> list[str]:
    """The card's text rendered from its IR in ``lang`` (written in it or not), or why not."""
    try:
        return render_card(card, lang)
    except RenderError as failure:
        return [f"(ofuda cannot write this card in {_LANGUAGES[lang]} yet: {failure})"]


def _what_it_does(card: ir.CardIR, ability: ir.Ability) -> str:
    """One plain line: the kind of ``ability`` and what it does, in canonical English."""
    kind = _KINDS[type(ability)]  # every member of ir.Ability (tests/designer/test_explain.py)
    try:
        text = " ".join(render_card(dataclasses.replace(card, abilities=(ability,)), "en"))
    except RenderError as failure:
        text = f"(cannot be written out: {failure})"
    return f"{kind}: {text}"


_LANGUAGES = {"ja": "Japanese", "en": "English"}


# --- the other revision ----------------------------------------------------------


class RevisionError(Exception):
    """The revision to compare with cannot be read."""


def _git(root: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(["git", "-C", str(root), *args], capture_output=True, check=False)


_OLD_COMPILER = """
import json, sys
from pathlib import Path
from ofuda.compiler.project import compile_paths
result = compile_paths([Path(p) for p in sys.argv[1:]])
print(json.dumps(result.modules))
"""


def _repository_root(path: Path) -> Path:
    """The top folder of the git repository holding ``path``."""
    first = path.resolve()
    top = _git(first if first.is_dir() else first.parent, "rev-parse", "--show-toplevel")
    if top.returncode != 0:
        raise RevisionError("the cards are not in a git repository")
    return Path(top.stdout.decode().strip()).resolve()


def modules_at(revision: str, paths: list[Path]) -> tuple[dict[str, str], str]:
    """The generated modules of ``paths`` as of git ``revision``; and a note on how.

    The card files and, where the revision has one, its own compiler are taken
    out with ``git archive``; the compiler of the working tree is used for a
    revision whose compiler cannot run.
    """
    root = _repository_root(paths[0])
    if _git(root, "rev-parse", "--verify", "--quiet", f"{revision}^{{commit}}").returncode != 0:
        raise RevisionError(f"no revision {revision!r} in {root.as_posix()}")
    relative = [p.resolve().relative_to(root).as_posix() for p in paths]
    with tempfile.TemporaryDirectory(prefix="ofuda-review-") as scratch:
        archive = Path(scratch) / "rev.tar"
        done = _git(root, "archive", "--format=tar", "-o", str(archive), revision)
        if done.returncode != 0:
            raise RevisionError(done.stderr.decode(errors="replace").strip())
        tree = Path(scratch) / "tree"
        with tarfile.open(archive) as tar:
            try:
                tar.extractall(tree, filter="data")
            except TypeError:  # Python before 3.11.4: no extraction filters
                tar.extractall(tree)
        old_paths = [tree / rel for rel in relative if (tree / rel).exists()]
        if not old_paths:
            return {}, f"none of the paths existed at {revision}"
        modules, how = _compile_with_old_compiler(tree, old_paths)
        if modules is None:
            result = compile_paths(old_paths)
            modules, how = result.modules, "its cards compiled by the working tree's compiler"
        # Both sides name their cards by the path in the repository, so that only real
        # changes show (the generated code quotes its source path).
        prefix = tree.resolve().as_posix() + "/"
        return {name: code.replace(prefix, "") for name, code in modules.items()}, how


def _compile_with_old_compiler(tree: Path, paths: list[Path]) -> tuple[dict[str, str] | None, str]:
    """Run the revision's own compiler on its cards (a package shim maps its folders)."""
    if not (tree / "compiler" / "project.py").exists():
        return None, ""
    shim = tree / ".ofuda-shim" / "ofuda"
    shim.mkdir(parents=True)
    (shim / "__init__.py").write_text("", encoding="utf-8")
    for package in ("compiler", "runtime", "grammar", "cli"):
        if (tree / package).is_dir():
            (shim / package).symlink_to(tree / package, target_is_directory=True)
    env = {**os.environ, "PYTHONPATH": str(shim.parent), "OFUDA_CACHE_DIR": str(tree / ".cache")}
    done = subprocess.run(  # run in the tree, so that paths are shown relative to it
        [sys.executable, "-c", _OLD_COMPILER, *(p.relative_to(tree).as_posix() for p in paths)],
        capture_output=True,
        text=True,
        env=env,
        cwd=tree,
        check=False,
    )
    if done.returncode != 0:
        return None, ""
    try:
        modules = json.loads(done.stdout.splitlines()[-1])
    except (json.JSONDecodeError, IndexError):
        return None, ""
    return modules, "its cards compiled by its own compiler"


def code_diff(old: str | None, new: str | None, name: str, revision: str) -> list[str]:
    """The unified diff of one generated module between a revision and the working tree."""
    return list(
        difflib.unified_diff(
            (old or "").splitlines(),
            (new or "").splitlines(),
            f"{revision}:{name}",
            f"working tree:{name}",
            lineterm="",
            n=2,
        )
    )


# --- the command ---------------------------------------------------------------------


def build_page(paths: list[Path], against: str | None = None) -> tuple[str, ProjectResult]:
    """The review page of the cards under ``paths`` (compared with ``against`` if given)."""
    result = compile_paths(paths)
    files = find_card_files(paths)
    names = [module_name(file, root) for file, root in files]
    notes: list[str] = []
    old_modules: dict[str, str] = {}
    if against is not None:
        old_modules, how = modules_at(against, paths)
        notes.append(f"Compared with {against}: {how}.")
    views = []
    root = _repository_root(paths[0]) if against is not None else None
    for number, (card, module, file) in enumerate(
        zip(result.cards, names, [f for f, _ in files], strict=True)
    ):
        code = result.modules.get(module, "")
        view = card_view(card, f"card-{number + 1}", code)
        if against is not None and root is not None:
            in_repository = file.resolve().relative_to(root).as_posix()
            new_code = code.replace(card.path, in_repository) if code else None
            view.diff = code_diff(old_modules.get(module), new_code, module, against)
        views.append(view)
    if against is not None:
        gone = sorted(set(old_modules) - set(names))
        if gone:
            notes.append("Modules only at " + against + ": " + ", ".join(gone))
    title = ", ".join(p.as_posix() for p in paths[:3]) + (
        f" and {len(paths) - 3} more" if len(paths) > 3 else ""
    )
    return render_page(title, views, against, notes), result


@click.command("review")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    required=True,
    help="The HTML file to write.",
)
@click.option(
    "--against",
    "against",
    default=None,
    metavar="REV",
    help="Also show how the generated code changed since this git revision.",
)
def review_command(paths: tuple[Path, ...], output: Path, against: str | None) -> None:
    """Write a self-contained HTML review page for the cards under PATHS."""
    try:
        page, result = build_page(list(paths), against)
    except RevisionError as failure:
        raise click.UsageError(str(failure)) from None
    write_atomically(output, page)
    click.echo(
        f"wrote {output.as_posix()}: {len(result.cards)} cards, {len(result.rejected)} rejected"
    )
    sys.exit(1 if result.rejected else 0)
