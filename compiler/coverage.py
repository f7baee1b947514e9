"""The coverage report: per card set and language, what compiles, and why the rest does not.

A set is a folder of card files (``cards_src/isd``); a folder holding set folders stands for
each of them. Every card is compiled once with all its languages, and read three ways:

- **ja** / **en**: the card's own text in that language has no error (its name, type line
  and rules text; the JA ≡ EN comparison is not counted here). A card with no text in a
  language is counted under ``missing`` for it, not as compiled.
- **both**: the card compiles as a whole, every language it has and their equivalence
  (DESIGN.md: the Japanese and the English text lower to the same IR).

Each rejection has one reason: the first error diagnostic of that language (for *both*, the
first error of the card), keyed by its code and message, so that one missing phrase family
is one line of the report however many cards it blocks. The report is the roadmap of the
language: the reasons that block the most cards come first.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .diagnostics import Diagnostic, Severity
from .pipeline import CompiledCard
from .project import compile_paths
from .source.paths import CARD_SUFFIX, display_path

READINGS = ("ja", "en", "both")
LANGUAGES = ("ja", "en")


@dataclass
class Rejection:
    """One card that does not compile in one reading, and the diagnostic that says why."""

    path: str
    name: str
    reason: str
    line: int
    column: int


@dataclass
class SetCoverage:
    """How one set of card files compiles."""

    label: str
    cards: int = 0
    compiled: Counter[str] = field(default_factory=Counter)
    missing: Counter[str] = field(default_factory=Counter)
    rejected: dict[str, list[Rejection]] = field(default_factory=dict)

    def percent(self, reading: str) -> float:
        """The share of the set's cards compiled in ``reading`` (of those that have it)."""
        having = self.cards - self.missing[reading]
        return 100.0 * self.compiled[reading] / having if having else 100.0


def set_folders(paths: list[Path]) -> list[tuple[str, Path]]:
    """(label, folder) of every set the paths name, in the order given, then by name.

    A folder with card files of its own is a set; a folder without them stands for each
    sub-folder that has card files somewhere below it.
    """
    sets: list[tuple[str, Path]] = []
    for path in paths:
        if path.is_file() or any(path.glob(f"*{CARD_SUFFIX}")):
            sets.append((display_path(path), path))
            continue
        for child in sorted(p for p in path.iterdir() if p.is_dir()):
            if any(child.rglob(f"*{CARD_SUFFIX}")):
                sets.append((display_path(child), child))
    return sets


def measure(paths: list[Path], jobs: int | None = None) -> list[SetCoverage]:
    """The coverage of every set under ``paths``."""
    report = []
    for label, folder in set_folders(paths):
        coverage = SetCoverage(label)
        for card in compile_paths([folder], jobs=jobs).cards:
            _count(coverage, card)
        report.append(coverage)
    return report


def _count(coverage: SetCoverage, card: CompiledCard) -> None:
    coverage.cards += 1
    failed = card.failed_languages
    for lang in LANGUAGES:
        if lang not in card.languages:
            coverage.missing[lang] += 1
        elif lang in failed or lang not in card.by_language:
            coverage.rejected.setdefault(lang, []).append(_rejection(card, lang))
        else:
            coverage.compiled[lang] += 1
    if card.ok:
        coverage.compiled["both"] += 1
    else:
        coverage.rejected.setdefault("both", []).append(_rejection(card, None))


def _rejection(card: CompiledCard, lang: str | None) -> Rejection:
    errors = [d for d in card.diagnostics if d.severity is Severity.ERROR]
    owned = [d for d in errors if lang is None or _owner(card, d) in (lang, None)]
    first = min(owned or errors, key=lambda d: d.span.start, default=None)
    if first is None:
        return Rejection(card.path, card.name, "no result (no diagnostic was given)", 0, 0)
    line, column = card.source.position(first.span.start)
    return Rejection(card.path, card.name, f"{first.code} {first.message}", line, column)


def _owner(card: CompiledCard, diagnostic: Diagnostic) -> str | None:
    for lang, spans in card.language_spans.items():
        if any(start <= diagnostic.span.start < end for start, end in spans):
            return lang
    return None


def by_reason(report: list[SetCoverage], reading: str) -> list[tuple[str, list[Rejection]]]:
    """Every rejection of ``reading`` across the sets, grouped by reason, largest group first."""
    groups: dict[str, list[Rejection]] = {}
    for coverage in report:
        for rejection in coverage.rejected.get(reading, []):
            groups.setdefault(rejection.reason, []).append(rejection)
    return sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))


def as_json(report: list[SetCoverage]) -> dict[str, Any]:
    """The report as data: per set the counts, and per reading every rejected card."""
    return {
        "sets": [
            {
                "set": coverage.label,
                "cards": coverage.cards,
                "compiled": {reading: coverage.compiled[reading] for reading in READINGS},
                "missing": {lang: coverage.missing[lang] for lang in LANGUAGES},
                "percent": {reading: round(coverage.percent(reading), 1) for reading in READINGS},
                "rejected": {
                    reading: [vars(r) for r in coverage.rejected.get(reading, [])]
                    for reading in READINGS
                },
            }
            for coverage in report
        ],
        "reasons": {
            reading: [
                {"reason": reason, "cards": len(cards), "paths": [r.path for r in cards]}
                for reason, cards in by_reason(report, reading)
            ]
            for reading in READINGS
        },
    }


def as_text(report: list[SetCoverage], reasons: int | None = 40, cards_per_reason: int = 6) -> str:
    """The report for people: a table of the sets, then the reasons, most cards first."""
    width = max([len(c.label) for c in report] + [3])
    lines = [f"{'set':<{width}}  {'cards':>5}  " + "  ".join(f"{r:>13}" for r in READINGS)]
    for coverage in report:
        cells = [
            f"{coverage.compiled[r]:>5} {coverage.percent(r):5.1f} %" for r in READINGS
        ]
        lines.append(f"{coverage.label:<{width}}  {coverage.cards:>5}  " + "  ".join(cells))
    for reading in READINGS:
        groups = by_reason(report, reading)
        if not groups:
            continue
        total = sum(len(cards) for _, cards in groups)
        lines.append("")
        lines.append(f"rejected in {reading}: {total} cards, {len(groups)} reasons")
        for reason, cards in groups[:reasons]:
            names = ", ".join(f"{r.path}:{r.line}:{r.column}" for r in cards[:cards_per_reason])
            more = f", … {len(cards) - cards_per_reason} more" if len(cards) > cards_per_reason else ""
            lines.append(f"  {len(cards):>4}  {reason}")
            lines.append(f"        {names}{more}")
        if reasons is not None and len(groups) > reasons:
            rest = sum(len(cards) for _, cards in groups[reasons:])
            lines.append(f"  … {len(groups) - reasons} more reasons ({rest} cards): --all lists them")
    return "\n".join(lines) + "\n"
