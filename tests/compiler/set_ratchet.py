"""The ratchet of the later sets: which card files of cards_src/<set>/ compile.

One list a set (tests/compiler/ratchet/<set>.txt), each line the stem of a card file that
compiles in every language it is written in, to one IR. tests/compiler/test_set_ratchet.py
holds each list to the truth both ways: a listed card must compile (nothing that worked may
break), and a card that compiles must be listed (the list is the record of progress).

Run as a script after a change that makes more cards compile; it rewrites the lists from the
truth (``--check`` only reports)::

    .venv/bin/python tests/compiler/set_ratchet.py [--check]

When two branches both moved a list, resolve the conflict by running it again on the merge.
"""

from __future__ import annotations

import functools
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CARDS_SRC = ROOT / "cards_src"
LISTS = Path(__file__).resolve().parent / "ratchet"
# The sets of data/cards beyond Avacyn Restored (whose list is compiled_cards.txt).
SETS = ("isd", "dka", "m19", "m20", "m21")
HEADER = (
    "# Card files of cards_src/{set}/ that compile in every language they are written in, to\n"
    "# one IR. Written by tests/compiler/set_ratchet.py; test_set_ratchet.py holds it to the\n"
    "# truth both ways.\n"
)


def listed(set_code: str) -> list[str]:
    """The stems listed for ``set_code``."""
    path = LISTS / f"{set_code}.txt"
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


@dataclass(frozen=True)
class SetProject:
    """A set of cards_src compiled once per test session: what compiles, the first errors
    of the rest, and the generated modules (tests/compiler/test_whole_outputs.py compiles
    each as Python)."""

    ok: set[str]
    errors: dict[str, list[str]]
    modules: dict[str, str]


@functools.cache
def project_of(set_code: str) -> SetProject:
    """The set ``set_code`` of cards_src, compiled (cached)."""
    from ofuda.compiler.project import compile_paths

    ok: set[str] = set()
    errors: dict[str, list[str]] = {}
    result = compile_paths([CARDS_SRC / set_code], jobs=None)
    for card in result.cards:
        stem = Path(card.path).stem
        if card.ok:
            ok.add(stem)
        else:
            errors[stem] = [f"{d.code} {d.message}" for d in card.diagnostics][:3]
    return SetProject(ok, errors, dict(result.modules))


def compiled(set_code: str) -> tuple[set[str], dict[str, list[str]]]:
    """The stems of the set's card files that compile, and the first errors of the others."""
    project = project_of(set_code)
    return set(project.ok), dict(project.errors)


def write(set_code: str, stems: set[str]) -> None:
    """Rewrite the list of ``set_code``."""
    LISTS.mkdir(exist_ok=True)
    body = "".join(f"{stem}\n" for stem in sorted(stems))
    (LISTS / f"{set_code}.txt").write_text(HEADER.format(set=set_code) + body, encoding="utf-8")


def main(argv: list[str]) -> int:
    """Rewrite (or with --check, compare) every set's list; exit 1 where a listed card broke."""
    check = "--check" in argv
    status = 0
    for set_code in SETS:
        ok, errors = compiled(set_code)
        was = set(listed(set_code))
        broken = sorted(was - ok)
        for stem in broken:
            print(f"{set_code}: {stem} no longer compiles: {errors.get(stem, ['(file gone)'])[0]}")
        status |= 1 if broken else 0
        print(f"{set_code}: {len(ok)} compile ({len(ok - was):+d} new, {len(broken)} broken)")
        if not check:
            write(set_code, ok)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
