"""The ratchet: which AVR cards compile, held to compiled_cards.txt both ways."""

from __future__ import annotations

from pathlib import Path

from ofuda.compiler.pipeline import compile_file
from support.cardlists import listed_cards
from support.paths import AVR


def test_listed_cards_compile_and_compiling_cards_are_listed() -> None:
    listed = set(listed_cards())
    compiled, failures = set(), {}
    for path in sorted(AVR.glob("*.card")):
        card = compile_file(path)
        if card.ok:
            compiled.add(path.stem)
        elif path.stem in listed:
            failures[path.stem] = [f"{d.code} {d.message}" for d in card.diagnostics][:3]
    assert not failures, f"listed cards that no longer compile: {failures}"
    unlisted = sorted(compiled - listed)
    assert not unlisted, f"these cards now compile; add them to {LIST.name}: {unlisted}"
    print(f"\n{len(compiled)} of 244 AVR cards compile")
