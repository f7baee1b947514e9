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
from dataclasses import dataclass, field
from pathlib import Path

from ofuda.runtime.definitions import CardDefinition

from .codegen.generator import generate_module
from .codegen.output import write_atomically
from .pipeline import CompiledCard, compile_file
from .source.paths import display_path, find_card_files, module_name


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
    paths: list[Path], languages: tuple[str, ...] | None = None, jobs: int | None = 1
) -> ProjectResult:
    """Compile every card file under ``paths`` to Python source (nothing written).

    ``jobs`` > 1 compiles in that many forked worker processes, None in as many
    as :func:`worker_count` chooses; the result is the same, in the same order.
    """
    files = find_card_files(paths)
    workers = worker_count(jobs, len(files))
    result = ProjectResult()
    for (file, root), (card, module) in zip(
        files, _compile_files(files, languages, workers), strict=True
    ):
        result.cards.append(card)
        if module is not None:
            result.modules[module_name(file, root)] = module
        else:
            result.rejected_modules.add(module_name(file, root))
    return result


# Below this many cards, starting workers costs more than it saves.
PARALLEL_MIN_CARDS = 32


def worker_count(jobs: int | None, cards: int) -> int:
    """How many processes compile ``cards`` cards: ``jobs``, or by default one per core.

    Workers are forked (they inherit the loaded grammars), so where ``fork`` is
    not available, or for a few cards, one process compiles them all.
    """
    if jobs is not None:
        return max(1, jobs)
    if cards < PARALLEL_MIN_CARDS or "fork" not in multiprocessing.get_all_start_methods():
        return 1
    return max(1, min(os.cpu_count() or 1, cards // (PARALLEL_MIN_CARDS // 2)))


def _compile_one(
    item: tuple[Path, Path], languages: tuple[str, ...] | None
) -> tuple[CompiledCard, str | None]:
    """One card compiled, and its generated module (None when it is rejected)."""
    file, _root = item
    card = compile_file(file, languages)
    card.source = type(card.source)(display_path(file), card.source.text)
    if not (card.ok and card.card is not None):
        return card, None
    return card, generate_module(
        card.card, card.by_language, card.source.path, _number(card), card.ability_lines
    )


def _compile_files(
    files: list[tuple[Path, Path]], languages: tuple[str, ...] | None, jobs: int
) -> list[tuple[CompiledCard, str | None]]:
    if jobs <= 1 or len(files) < 2:
        return [_compile_one(item, languages) for item in files]
    # The first card is compiled here before the fork: it loads the grammars and
    # the templates once, and every worker inherits them.
    first = _compile_one(files[0], languages)
    context = multiprocessing.get_context("fork")
    rest = files[1:]
    with context.Pool(jobs) as pool:
        chunk = max(1, len(rest) // (jobs * 4))
        compiled = pool.map(
            functools.partial(_compile_one, languages=languages), rest, chunksize=chunk
        )
    return [first, *compiled]


def _number(card: CompiledCard) -> str:
    match = re.search(r"^number:\s*(\S+)", card.source.text, re.MULTILINE)
    return match.group(1) if match else ""


def write_package(result: ProjectResult, directory: Path) -> list[Path]:
    """Write the generated modules as a package under ``directory``; returns files written."""
    written: list[Path] = []
    packages: set[Path] = {directory}
    compiled: list[str] = []
    for module in sorted(result.rejected_modules):
        directory.joinpath(*module.split(".")).with_suffix(".py").unlink(missing_ok=True)
    for module, code in sorted(result.modules.items()):
        path = directory.joinpath(*module.split(".")).with_suffix(".py")
        for parent in path.relative_to(directory).parents:
            packages.add(directory / parent)
        write_atomically(path, code)
        written.append(path)
        compiled.append(module)
    for package in sorted(packages):
        init = package / "__init__.py"
        if package == directory:
            listing = "".join(f'    "{module}",\n' for module in compiled)
            text = (
                '"""Cards compiled by ofuda. Generated: do not edit."""\n\n'
                f"CARD_MODULES = (\n{listing})\n"
            )
        else:
            text = '"""Cards compiled by ofuda. Generated: do not edit."""\n'
        write_atomically(init, text)
    return written


def load_definition(code: str, name: str = "ofuda_card") -> CardDefinition:
    """Run a generated module's source and return its ``CARD``."""
    module = types.ModuleType(name)
    exec(compile(code, f"<{name}>", "exec"), module.__dict__)  # noqa: S102 - our own output
    card = module.__dict__["CARD"]
    assert isinstance(card, CardDefinition)
    return card


@dataclass
class Catalogue:
    """Compiled cards by every name they go by (Japanese and English)."""

    by_name: dict[str, CardDefinition] = field(default_factory=dict)
    rejected: dict[str, CompiledCard] = field(default_factory=dict)

    @staticmethod
    def from_paths(paths: list[Path]) -> Catalogue:
        """Compile the card files under ``paths`` and index them by name."""
        catalogue = Catalogue()
        for card in compile_paths(paths).cards:
            names = _names(card)
            if card.ok and card.card is not None:
                code = generate_module(
                    card.card, card.by_language, card.path, lines=card.ability_lines
                )
                definition = load_definition(code, f"ofuda_card_{len(catalogue.by_name)}")
                for name in names:
                    catalogue.by_name.setdefault(name, definition)
            else:
                for name in names:
                    catalogue.rejected.setdefault(name, card)
        return catalogue


def _names(card: CompiledCard) -> list[str]:
    for line in card.source.text.splitlines():
        if line.startswith("name:"):
            return [part.strip() for part in line[5:].split(" / ") if part.strip()]
    return []
