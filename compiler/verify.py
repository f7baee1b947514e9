"""`ofuda verify`: every compiled card checked against its own texts and against Oracle.

Two checks per card, as XMage's Verify compares each card's generated text with Oracle:

1. **Round trip** (render): for each language whose text compiles on its own, the IR is
   rendered in Japanese and in English (the second is `ofuda render --from`'s translation)
   and each rendering must compile back to the same IR. A rendering that cannot be written
   (RenderError), that does not parse, or that means something else, is a problem.
2. **Oracle** (meaning): where the card data (data/cards/<set>.json) has the card's current
   Oracle text, the rendered English is compared with it after the normalisation of
   :mod:`.oracle_text` (reminder text, typography, keyword layout). A remaining difference is
   *wording* where the Oracle text compiles to the same IR as the card (the compiler proves
   both say the same; the line-level reasons are listed), *meaning* where it compiles to
   another IR (a bug: the card's text and Oracle disagree as ofuda reads them), and
   *unverified* where ofuda cannot read the Oracle text yet (its coverage, not a verdict).

The report (:func:`report_text`) gives the figures per set and lists every problem, every
meaning difference and every wording difference with its reason.
"""

from __future__ import annotations

import functools
import json
import multiprocessing
import os
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import ir
from .diagnostics.diagnostic import Severity
from .interchange.importer import card_file_text
from .ir.dump import dump
from .oracle_text import classify, normalised_units
from .pipeline import CompiledCard, compile_source
from .predefined_tokens import compile_predefined_tokens
from .project import compile_paths, worker_count
from .render import RenderError, render_card
from .roundtrip import round_trip_problem
from .source.text import SourceFile
from .workers import end_with_parent

LANGUAGES = ("ja", "en")
DATA = Path(__file__).resolve().parent.parent / "data" / "cards"


@dataclass
class CardVerdict:
    """What `ofuda verify` found for one card file."""

    path: str
    name: str
    compiled: tuple[str, ...] = ()  # the languages whose text compiles on its own
    problems: list[str] = field(default_factory=list)  # round-trip failures, "ja→en: …"
    oracle: str = "none"  # none | same | wording | errata | meaning | unverified
    rendered: list[str] = field(default_factory=list)  # the canonical English
    oracle_text: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)  # why the wording differs
    detail: str = ""  # for meaning / unverified: what the Oracle text compiled to, or why not

    def to_json(self) -> dict[str, Any]:
        """The verdict as plain data."""
        return dict(self.__dict__)


def verify_paths(
    paths: list[Path], jobs: int | None = None, oracle: bool = True
) -> list[CardVerdict]:
    """Compile and verify every card file under ``paths`` (without ``oracle``: the round
    trip only)."""
    return verify_cards(compile_paths(paths, None, jobs).cards, jobs, oracle)


def verify_cards(
    cards: list[CompiledCard], jobs: int | None = None, oracle: bool = True
) -> list[CardVerdict]:
    """Verify compiled cards (in forked workers where there are many, as compile_paths)."""
    workers = worker_count(jobs, len(cards))
    verify = functools.partial(verify_card, oracle=oracle)
    if workers <= 1:
        return [verify(card) for card in cards]
    # a forked worker compiling a predefined token's abilities for the first time, beside the
    # cards it verifies, failed (an internal error in `make verify` of cards_src/m20): the
    # table is compiled once here, and the workers inherit it
    compile_predefined_tokens()
    context = multiprocessing.get_context("fork")
    with context.Pool(workers, initializer=end_with_parent, initargs=(os.getpid(),)) as pool:
        return pool.map(verify, cards, chunksize=max(1, len(cards) // (workers * 4)))


def verify_card(card: CompiledCard, oracle: bool = True) -> CardVerdict:
    """Round trip and (with ``oracle``) Oracle comparison of one compiled card."""
    verdict = CardVerdict(card.path, card.name)
    failed = card.failed_languages
    irs = {
        lang: card.by_language[lang]
        for lang in card.languages
        if lang in card.by_language and lang not in failed
    }
    verdict.compiled = tuple(irs)
    for source_lang, card_ir in irs.items():
        for lang in LANGUAGES:
            problem = round_trip_problem(card_ir, lang)
            if problem:
                verdict.problems.append(f"{source_lang}→{lang}: {problem}")
    record = oracle_record(card) if oracle else None
    if record is None or not record.get("text_en") or not irs:
        return verdict
    card_ir = irs.get("en") or next(iter(irs.values()))
    compare_with_oracle(verdict, card_ir, record)
    return verdict


# --- Oracle ---------------------------------------------------------------------------


@functools.cache
def _records(set_code: str) -> dict[str, dict[str, Any]]:
    path = DATA / f"{set_code}.json"
    if not path.exists():
        return {}
    records = json.loads(path.read_text(encoding="utf-8"))
    return {str(record["number"]): record for record in records}


def oracle_record(card: CompiledCard) -> dict[str, Any] | None:
    """The card data record of a card file of cards_src/<set>/ (by its number), if any."""
    set_code = Path(card.path).parent.name
    number = re.search(r"^number:\s*(\S+)", card.source.text, re.MULTILINE)
    if number is None:
        return None
    record = _records(set_code).get(number.group(1))
    if record is None or record.get("name_en") != (card.card.face.name if card.card else card.name):
        return record if record is not None and card.card is None else _by_name(set_code, card)
    return record


def _by_name(set_code: str, card: CompiledCard) -> dict[str, Any] | None:
    name = card.card.face.name if card.card else card.name
    return next((r for r in _records(set_code).values() if r.get("name_en") == name), None)


def compare_with_oracle(verdict: CardVerdict, card: ir.CardIR, record: dict[str, Any]) -> None:
    """Classify the difference between the card's canonical English and its Oracle text."""
    oracle = str(record["text_en"]).split("\n")
    verdict.oracle_text = oracle
    name = card.face.name or str(record.get("name_en", ""))
    try:
        rendered = [line.replace("CARDNAME", name) for line in render_card(card, "en")]
    except RenderError as missing:
        verdict.oracle, verdict.detail = "meaning", f"cannot be rendered: {missing}"
        return
    verdict.rendered = rendered
    keywords = tuple(record.get("keywords") or ())
    mine, theirs = normalised_units(rendered, keywords), normalised_units(oracle, keywords)
    if mine == theirs:
        verdict.oracle = "same"
        return
    wording, reasons = classify(mine, theirs, name)
    compiled = compile_source(
        SourceFile(f"{verdict.path}#oracle", card_file_text(record, "oracle")), ("en",)
    )
    if not compiled.ok or compiled.card is None:
        first = next((d for d in compiled.diagnostics if d.severity is Severity.ERROR), None)
        # ofuda cannot read this Oracle text yet: the words alone decide, without the proof;
        # where the card holds a printed text Oracle has changed (an erratum, as the 2018
        # "or a planeswalker that player controls"), words that differ are the erratum's as
        # much as ours, so the difference is unverified, not a meaning ofuda got wrong
        verdict.oracle = "unverified" if wording or _errata(record, keywords) else "meaning"
        verdict.detail = (
            f"{first.code} {first.message}" if first else "the Oracle text does not compile"
        )
        verdict.reasons = reasons
        return
    if compiled.card.abilities != card.abilities:
        # an erratum: the text the card was compiled from is not Oracle's, in words and in
        # meaning (Ajani's Pridemate printed "you may put"); listed for review, not a bug
        verdict.oracle = "errata" if _errata(record, keywords) else "meaning"
        verdict.detail = _first_difference(compiled.card.abilities, card.abilities)
        return
    verdict.oracle = "wording" if wording else "meaning"
    verdict.reasons = reasons
    if not wording:
        verdict.detail = "; ".join(reasons)


def _errata(record: dict[str, Any], keywords: tuple[str, ...]) -> bool:
    """Whether the printed English of the card differs from its Oracle text (after the
    normalisation): then the card's words are not Oracle's, and a difference of meaning
    can be the erratum's."""
    printed = record.get("text_en_printed")
    if not printed:
        return False
    return normalised_units(str(printed).split("\n"), keywords) != normalised_units(
        str(record["text_en"]).split("\n"), keywords
    )


def _first_difference(oracle: tuple[Any, ...], card: tuple[Any, ...]) -> str:
    for index in range(max(len(oracle), len(card))):
        left = oracle[index] if index < len(oracle) else None
        right = card[index] if index < len(card) else None
        if left != right:
            return (
                f"ability {index + 1}: Oracle reads as\n{dump(left) if left else '(nothing)'}\n"
                f"the card reads as\n{dump(right) if right else '(nothing)'}"
            )
    return "the abilities differ"


# --- the report --------------------------------------------------------------------------


def figures(verdicts: list[CardVerdict]) -> dict[str, dict[str, int]]:
    """Per set (the card file's folder): cards, compiled, round-trip problems, Oracle classes."""
    table: dict[str, Counter[str]] = {}
    for verdict in verdicts:
        row = table.setdefault(Path(verdict.path).parent.as_posix(), Counter())
        row["cards"] += 1
        if verdict.compiled:
            row["compiled"] += 1
            row["round trip ok"] += not verdict.problems
            row["round trip problems"] += bool(verdict.problems)
            row[f"oracle {verdict.oracle}"] += 1
    keys = (
        "cards",
        "compiled",
        "round trip ok",
        "round trip problems",
        "oracle same",
        "oracle wording",
        "oracle errata",
        "oracle meaning",
        "oracle unverified",
        "oracle none",
    )
    return {folder: {key: row[key] for key in keys} for folder, row in sorted(table.items())}


def report_text(verdicts: list[CardVerdict], details: bool = True) -> str:
    """The verify report: figures per set, then every problem and difference."""
    table = figures(verdicts)
    columns = (
        "cards",
        "compiled",
        "round trip ok",
        "round trip problems",
        "oracle same",
        "oracle wording",
        "oracle errata",
        "oracle meaning",
        "oracle unverified",
    )
    heads = (
        "cards",
        "compiled",
        "rt ok",
        "rt bad",
        "same",
        "wording",
        "errata",
        "meaning",
        "unverif.",
    )
    width = max([len(f) for f in table] + [3])
    lines = [f"{'set':<{width}}  " + "  ".join(f"{h:>8}" for h in heads)]
    for folder, row in table.items():
        lines.append(f"{folder:<{width}}  " + "  ".join(f"{row[c]:>8}" for c in columns))
    if not details:
        return "\n".join(lines) + "\n"
    reasons = Counter(reason for v in verdicts if v.oracle == "wording" for reason in v.reasons)
    if reasons:
        lines += ["", "wording differences (the Oracle text compiles to the same IR), by reason:"]
        lines += [f"  {count:5}  {reason}" for reason, count in reasons.most_common()]
    for title, kind in (
        ("round-trip problems", "problems"),
        ("meaning differences", "meaning"),
        ("errata (the printed text the card holds is not Oracle's, in meaning)", "errata"),
        ("unverified (ofuda cannot read the Oracle text yet; its words differ)", "unverified"),
    ):
        found = [v for v in verdicts if (v.problems if kind == "problems" else v.oracle == kind)]
        if not found:
            continue
        lines += ["", f"{title}:"]
        for verdict in found:
            lines.append(f"  {verdict.path} ({verdict.name})")
            for problem in verdict.problems if kind == "problems" else [verdict.detail]:
                lines += ["      " + part for part in problem.splitlines()]
            if kind != "problems":
                lines += [
                    "      rendered: " + " / ".join(verdict.rendered),
                    "      Oracle:   " + " / ".join(verdict.oracle_text),
                ]
    return "\n".join(lines) + "\n"
