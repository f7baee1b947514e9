"""Golden files of the first slice: the IR dump and the generated Python of each card.

Refresh with `make golden` (pytest --update-golden) and review the diff.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from slice import slice_files

from ofuda.compiler.codegen import generate_module
from ofuda.compiler.ir_dump import dump
from ofuda.compiler.pipeline import compile_file

GOLDEN = Path(__file__).resolve().parent / "slice"


def _check(path: Path, actual: str, update: bool) -> None:
    if update or not path.exists():
        if not update:
            pytest.fail(f"missing golden file {path.name}; run `make golden`")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
        return
    assert actual == path.read_text(encoding="utf-8"), f"{path.name} changed; run `make golden`"


@pytest.mark.parametrize("card_path", slice_files(), ids=lambda p: p.stem)
def test_golden_ir_and_python(card_path: Path, update_golden: bool) -> None:
    card = compile_file(card_path)
    assert card.ok and card.card is not None
    source = f"cards_src/avr/{card_path.name}"
    _check(GOLDEN / f"{card_path.stem}.ir.txt", dump(card.card) + "\n", update_golden)
    _check(
        GOLDEN / f"{card_path.stem}.py.txt",
        generate_module(card.card, card.by_language, source),
        update_golden,
    )
