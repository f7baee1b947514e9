"""Print every compiled AVR card whose rendered English differs from its Oracle text
(docs/oracle-rendering.md explains the groups of differences), then the count of equal ones.

    .venv/bin/python tests/compiler/oracle_differences.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]

from ofuda.compiler.pipeline import compile_file  # noqa: E402
from ofuda.compiler.render import render_card  # noqa: E402
from support.cardlists import listed_cards  # noqa: E402
from support.paths import AVR, AVR_JSON  # noqa: E402


def main() -> int:
    """Print the differences and the totals."""
    records = {c["number"]: c for c in json.loads(AVR_JSON.read_text(encoding="utf-8"))}
    equal = total = 0
    for stem in listed_cards():
        card = compile_file(AVR / f"{stem}.card")
        oracle = records[stem.split("-")[0].lstrip("0")]["text_en"]
        if card.card is None or not oracle or oracle.startswith("("):
            continue
        total += 1
        rendered = "\n".join(render_card(card.card, "en")).replace("CARDNAME", card.card.face.name)
        if rendered == oracle:
            equal += 1
            continue
        print(f"== {stem}")
        print("  rendered: " + rendered.replace("\n", " / "))
        print("  Oracle:   " + oracle.replace("\n", " / "))
    print(f"{equal} of {total} rendered texts equal the Oracle text")
    return 0


if __name__ == "__main__":
    sys.exit(main())
