"""Golden files for every card that compiles: AST, IR and generated Python.

For each card listed in tests/compiler/compiled_cards.txt, tests/golden/avr/ holds
``<card>.ast.txt`` (the AST of each language), ``<card>.ir.txt`` and
``<card>.py.txt``. Refresh with `make golden` (pytest --update-golden) and
review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ofuda.compiler.codegen import generate_module
from ofuda.compiler.ir.dump import dump
from ofuda.compiler.pipeline import compile_file
from support.paths import AVR

GOLDEN = Path(__file__).resolve().parent / "avr"
LISTED = Path(__file__).resolve().parent.parent / "compiler" / "compiled_cards.txt"
CARD_FILES = [
    AVR / f"{line.strip()}.card"
    for line in LISTED.read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
]


def _check(path: Path, actual: str, update: bool) -> None:
    if update:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
        return
    if not path.exists():
        pytest.fail(f"missing golden file {path.name}; run `make golden` and review it")
    assert actual == path.read_text(encoding="utf-8"), f"{path.name} changed; run `make golden`"


def _ast_dump(card) -> str:  # type: ignore[no-untyped-def]
    parts = []
    for lang in ("ja", "en"):
        if lang in card.asts:
            parts.append(f"# {lang}\n" + "\n".join(dump(line) for line in card.asts[lang]))
    return "\n\n".join(parts) + "\n"


@pytest.mark.parametrize("card_path", CARD_FILES, ids=lambda p: p.stem)
def test_golden_ast_ir_and_python(card_path: Path, update_golden: bool) -> None:
    card = compile_file(card_path)
    stem = GOLDEN / card_path.stem
    assert card.ok and card.card is not None, f"{card_path.name} no longer compiles"
    source = f"cards_src/avr/{card_path.name}"
    _check(stem.with_name(stem.name + ".ast.txt"), _ast_dump(card), update_golden)
    _check(stem.with_name(stem.name + ".ir.txt"), dump(card.card) + "\n", update_golden)
    _check(
        stem.with_name(stem.name + ".py.txt"),
        generate_module(card.card, card.by_language, source, lines=card.ability_lines),
        update_golden,
    )
