"""Shared test configuration: project paths and the --update-golden flag."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import settings

# Property tests draw their examples deterministically, so a run is reproducible
# and CI never turns red on a draw that a local run did not see.
settings.register_profile("ofuda", derandomize=True, deadline=None)
settings.load_profile("ofuda")

ROOT = Path(__file__).resolve().parent.parent
CARDS_SRC = ROOT / "cards_src"
AVR = CARDS_SRC / "avr"
# The card data and notes the tests read live in the project (data/README.md says where from).
DATA = ROOT / "data"
CARD_DATA = DATA / "cards"
AVR_JSON = CARD_DATA / "avr.json"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite golden files from the current output (review the diff!)",
    )


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))
