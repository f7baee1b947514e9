"""The set-wide CLI claims of issues 3 and 4, on every card the ratchet lists
(tests/compiler/compiled_cards.txt — the whole set once every card compiles)."""

from __future__ import annotations

import json
import subprocess
import sys

from support.cardlists import listed_cards
from support.paths import AVR


def _ofuda(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ofuda.cli", *args], capture_output=True, text=True, check=False
    )


def test_check_reports_ok_for_every_listed_card_in_each_language() -> None:
    listed = set(listed_cards())
    for lang in ("ja", "en"):
        done = _ofuda("check", str(AVR), "--lang", lang, "--format", "json")
        statuses = {
            card["path"].rsplit("/", 1)[-1].removesuffix(".card"): card["status"]
            for card in json.loads(done.stdout)["cards"]
        }
        assert len(statuses) == 244
        not_ok = sorted(stem for stem in listed if statuses[stem] != "ok")
        assert not not_ok, f"{lang}: {not_ok}"
        print(f"\n{lang}: {sum(s == 'ok' for s in statuses.values())} of 244 cards ok")


def test_ir_is_identical_in_japanese_and_english_for_every_listed_card() -> None:
    paths = [str(AVR / f"{stem}.card") for stem in listed_cards()]
    japanese = _ofuda("ir", *paths, "--lang", "ja", "--format", "json")
    english = _ofuda("ir", *paths, "--lang", "en", "--format", "json")
    assert japanese.returncode == 0 and english.returncode == 0, japanese.stderr + english.stderr
    ja_cards, en_cards = json.loads(japanese.stdout), json.loads(english.stdout)
    assert len(ja_cards) == len(paths)
    for ja_card, en_card in zip(ja_cards, en_cards, strict=True):
        assert ja_card["ir"]["abilities"] == en_card["ir"]["abilities"], ja_card["path"]
