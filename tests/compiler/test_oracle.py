"""Issue 4.1: the current Oracle wording compiles to the same IR as the 2012 printed one.

For every card on the ratchet list, the card file written by ``ofuda import --en oracle``
(Japanese + Oracle English) must compile with no error, which also proves the Japanese and
the Oracle English agree (E301 otherwise), and its abilities must equal those of the
printed-English card file in cards_src/avr/.
"""

from __future__ import annotations

import json

import pytest
from ofuda.compiler.interchange.importer import card_file_text
from ofuda.compiler.pipeline import compile_file, compile_source
from ofuda.compiler.source import SourceFile
from support.cardlists import listed_cards
from support.paths import AVR, AVR_JSON

_RECORDS = {
    record["number"]: record for record in json.loads(AVR_JSON.read_text(encoding="utf-8"))
}


@pytest.mark.parametrize("stem", listed_cards())
def test_oracle_wording_means_what_the_printed_wording_means(stem: str) -> None:
    record = _RECORDS[stem.split("-")[0].lstrip("0")]
    printed = compile_file(AVR / f"{stem}.card")
    assert printed.ok and printed.card is not None
    oracle = compile_source(SourceFile(f"{stem}.oracle.card", card_file_text(record, "oracle", printed=2012)))
    assert oracle.ok, [f"{d.code} {d.message}" for d in oracle.diagnostics]
    assert oracle.card is not None
    assert oracle.card.abilities == printed.card.abilities
