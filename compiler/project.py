"""Compiling many card files: finding them, compiling each, writing the package.

One bad card never stops the others: each card is compiled on its own and
ends compiled or rejected; the generated package holds every compiled card
and the modules of rejected ones are removed, so it always reflects the
sources as they are.
"""

from __future__ import annotations

import functools
import multiprocessing
import os
import re
import types
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ofuda.runtime.definitions import CardDefinition

from .codegen.generator import generate_module
from .codegen.package import write_package
from .diagnostics.diagnostic import Diagnostic, error
from .pipeline import CompiledCard, compile_file, compile_source
from .source.basic_lands import BASIC_LANDS
from .source.paths import display_path, find_card_files, module_name
from .source.reading import read_source
from .source.text import SourceFile, Span
from .workers import run_in_workers

# write_package lives with the code generator (codegen/package.py); callers find it here too.
__all__ = [
    "Catalogue", "ProjectResult", "card_names", "compile_paths", "load_definition", "worker_count",
    "write_package",
]


@dataclass
class ProjectResult:
    """All the cards compiled in one run."""

    cards: list[CompiledCard] = field(default_factory=list)
    modules: dict[str, str] = field(default_factory=dict)  # module name → source, compiled cards
    rejected_modules: set[str] = field(default_factory=set)  # module names of rejected cards

    @property
    def rejected(self) -> list[CompiledCard]:
        """The cards with error diagnostics."""
        return [card for card in self.cards if not card.ok]


def compile_paths(
    paths: list[Path],
    languages: tuple[str, ...] | None = None,
    jobs: int | None = 1,
    one_package: bool = True,
    keep_asts: bool = True,
) -> ProjectResult:
    """Compile every card file under ``paths`` to Python source (nothing written).

    ``jobs`` > 1 compiles in that many forked worker processes, None in as many
    as :func:`worker_count` chooses; the result is the same, in the same order.
    A folder that cannot be read is a card-less entry with its diagnostic, in
    path order with the cards; two cards that would make one module are both
    rejected (E017), each naming the other — unless ``one_package`` is False (the
    modules are not written together: a catalogue of cards for decks). With ``keep_asts``
    False the cards' ASTs are dropped once compiled (``asts`` and ``back_asts`` empty): the
    command line never reads them, and from workers they were most of what a result pickles.
    """
    problems: list[Diagnostic] = []
    files = find_card_files(paths, problems)
    workers = worker_count(jobs, len(files))
    result = ProjectResult()
    compiled: list[tuple[str, CompiledCard, str | None]] = []
    for (file, root), (card, module) in zip(
        files, _compile_files(files, languages, workers, keep_asts), strict=True
    ):
        compiled.append((module_name(file, root), card, module))
    if one_package:
        _reject_collisions(compiled)
    entries = [(card.path, card) for _name, card, _module in compiled]
    entries += [(problem.source.path, CompiledCard(problem.source, diagnostics=[problem]))
                for problem in problems]
    result.cards = [card for _path, card in sorted(entries, key=lambda entry: entry[0])]
    for name, card, module in compiled:
        if module is not None and card.ok:
            result.modules[name] = module
        else:
            result.rejected_modules.add(name)
    return result


def _reject_collisions(compiled: list[tuple[str, CompiledCard, str | None]]) -> None:
    """Cards whose files name one module (``a-b.card``, ``a_b.card``, ``A B.card``) are
    each rejected with a diagnostic naming the others: neither may silently overwrite one."""
    by_module: dict[str, list[CompiledCard]] = {}
    for name, card, _module in compiled:
        by_module.setdefault(name, []).append(card)
    for name, cards in by_module.items():
        if len(cards) < 2:
            continue
        for card in cards:
            others = ", ".join(other.path for other in cards if other is not card)
            card.diagnostics.append(
                error(
                    "E017",
                    f"this card file and {others} would both be compiled to the module {name}",
                    card.source,
                    Span(0, 0),
                    "module names come from file names (case, spaces and dashes are all `_`): "
                    "rename one of the files",
                )
            )
            card.card = None


# Below this many cards, starting workers costs more than it saves.
PARALLEL_MIN_CARDS = 32


def worker_count(jobs: int | None, cards: int) -> int:
    """How many processes compile ``cards`` cards: ``jobs``, or by default one per core.

    Workers are forked (they inherit the loaded grammars), so where ``fork`` is
    not available, or for a few cards, one process compiles them all.
    """
    if "fork" not in multiprocessing.get_all_start_methods():
        return 1
    if jobs is not None:
        return max(1, jobs)
    if cards < PARALLEL_MIN_CARDS:
        return 1
    return max(1, min(os.cpu_count() or 1, cards // (PARALLEL_MIN_CARDS // 2)))


def _compile_one(
    item: tuple[Path, Path], languages: tuple[str, ...] | None, keep_asts: bool = True
) -> tuple[CompiledCard, str | None]:
    """One card compiled, and its generated module (None when it is rejected)."""
    file, _root = item
    card = compile_file(file, languages)
    card.source = type(card.source)(display_path(file), card.source.text)
    if not keep_asts:
        card.asts, card.back_asts = {}, {}
    if not (card.ok and card.card is not None):
        return card, None
    return card, generate_module(
        card.card, card.by_language, card.source.path, _number(card), card.ability_lines
    )


def _died(item: tuple[Path, Path], reason: str) -> tuple[CompiledCard, str | None]:
    """The result of a card whose worker process died compiling it."""
    file, _root = item
    source = SourceFile(display_path(file), "")
    card = CompiledCard(source)
    card.diagnostics.append(
        error("E999", f"internal compiler error: the process compiling this card died: {reason}",
              source, Span(0, 0), "the other cards were compiled; this one was not (a bug in "
              "ofuda, or the machine ran out of memory)")
    )
    return card, None


def _compile_files(
    files: list[tuple[Path, Path]], languages: tuple[str, ...] | None, jobs: int,
    keep_asts: bool = True,
) -> list[tuple[CompiledCard, str | None]]:
    if jobs <= 1 or len(files) < 2:
        return [_compile_one(item, languages, keep_asts) for item in files]
    # The first card is compiled here before the fork: it loads the grammars and
    # the templates once, and every worker inherits them.
    first = _compile_one(files[0], languages, keep_asts)
    rest = files[1:]
    results: list[tuple[CompiledCard, str | None] | None] = [None] * len(rest)
    work = functools.partial(_compile_one, languages=languages, keep_asts=keep_asts)
    for index, outcome in run_in_workers(rest, work, _died, jobs):
        results[index] = outcome
    return [first, *(outcome or _died(rest[i], "no result") for i, outcome in enumerate(results))]


def _number(card: CompiledCard) -> str:
    match = re.search(r"^number:\s*(\S+)", card.source.text, re.MULTILINE)
    return match.group(1) if match else ""


def load_definition(code: str, name: str = "ofuda_card") -> CardDefinition:
    """Run a generated module's source and return its ``CARD``."""
    module = types.ModuleType(name)
    exec(compile(code, f"<{name}>", "exec"), module.__dict__)  # noqa: S102 - our own output
    card = module.__dict__["CARD"]
    assert isinstance(card, CardDefinition)
    return card


_NAME_LINE = re.compile(r"^name:[ \t]*(.*?)[ \t]*$", re.IGNORECASE | re.MULTILINE)


def card_names(text: str) -> list[str]:
    """The names a card file's ``name:`` line gives (``日本語 / English``: both)."""
    match = _NAME_LINE.search(text)
    if match is None:
        return []
    return [part.strip() for part in match.group(1).split(" / ") if part.strip()]


@dataclass
class Catalogue:
    """Compiled cards by every name they go by (Japanese and English), the basic lands with them.

    Looking names up needs only the card files that give them: with ``wanted``, each file's
    ``name:`` line is read first and only the files naming a wanted card are compiled (``ofuda
    play`` on the whole cards_src folder compiles two decks' thirty-odd cards, not the sets).
    The five basic lands are always there (:mod:`.source.basic_lands`); a card file of the same
    name replaces one. Two card files giving one name to different cards (not a reprint: their
    IR differs) are a conflict the deck check reports (E408).
    """

    by_name: dict[str, CardDefinition] = field(default_factory=dict)
    rejected: dict[str, CompiledCard] = field(default_factory=dict)
    #: Names two card files give to different cards, with those files' paths.
    conflicts: dict[str, list[str]] = field(default_factory=dict)
    #: Every name a card file gives, compiled or not (for did-you-mean hints).
    names: set[str] = field(default_factory=set)

    def known_names(self) -> set[str]:
        """Every name a deck may use (compiled, rejected, or not compiled for lack of need)."""
        return self.names | set(self.by_name) | set(self.rejected)

    @staticmethod
    def from_paths(
        paths: list[Path], wanted: Iterable[str] | None = None, basic_lands: bool = True
    ) -> Catalogue:
        """Compile the card files under ``paths`` (only those that give a name in ``wanted``,
        when given) and index them by name; the basic lands too, unless ``basic_lands`` is False."""
        catalogue = Catalogue()
        files = [file for file, _root in find_card_files(paths)]
        if wanted is not None:
            needed = set(wanted)
            chosen: list[Path] = []
            for file in files:
                source, problem = read_source(file, display_path(file))
                names = card_names(source.text) if problem is None else []
                catalogue.names.update(names)
                if needed.intersection(names):
                    chosen.append(file)
            files = chosen
        if files:
            catalogue.add(compile_paths(files, jobs=None, one_package=False).cards)
        if basic_lands:
            catalogue.add_basic_lands()
        return catalogue

    def add(self, cards: list[CompiledCard]) -> None:
        """Index compiled cards by their names. The first card of a name is the one used; a
        later card file giving the name to a different card is recorded as a conflict."""
        first: dict[str, CompiledCard] = {}
        for card in cards:
            names = card_names(card.source.text)
            self.names.update(names)
            if not (card.ok and card.card is not None):
                for name in names:
                    self.rejected.setdefault(name, card)
                continue
            definition: CardDefinition | None = None
            for name in names:
                earlier = first.get(name)
                if earlier is not None:
                    if earlier.card != card.card:  # a reprint compiles to the same IR
                        self.conflicts.setdefault(name, [earlier.path]).append(card.path)
                    continue
                first[name] = card
                if definition is None:
                    code = generate_module(card.card, card.by_language, card.path)
                    definition = load_definition(code, f"ofuda_card_{len(self.by_name)}")
                self.by_name.setdefault(name, definition)

    def add_basic_lands(self) -> None:
        """The five basic lands, where no card file gave their names."""
        for text in BASIC_LANDS:
            names = card_names(text)
            if any(name in self.by_name or name in self.rejected for name in names):
                continue
            card = compile_source(SourceFile(f"<ofuda: {names[-1]}>", text))
            assert card.ok and card.card is not None, [d.message for d in card.diagnostics]
            code = generate_module(card.card, card.by_language, card.path)
            definition = load_definition(code, f"ofuda_basic_land_{names[-1].lower()}")
            for name in names:
                self.by_name[name] = definition
                self.names.add(name)
