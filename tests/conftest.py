"""Shared test configuration: the hypothesis profile and the --update-golden flag (the
helpers the tests share are the package tests/support)."""

from __future__ import annotations

import pytest
from hypothesis import settings

# Property tests draw their examples deterministically, so a run is reproducible
# and CI never turns red on a draw that a local run did not see.
settings.register_profile("ofuda", derandomize=True, deadline=None)
settings.load_profile("ofuda")


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
