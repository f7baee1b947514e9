"""The designer tools name every kind of ability: `ofuda explain` and `ofuda review` each keep
a table keyed by the IR's ability types, and a new member of ``ir.Ability`` needs its name in
both (a lookup of a missing kind would be an internal error, not a message)."""

from __future__ import annotations

import typing

from ofuda.cli import review
from ofuda.cli.explain import ABILITY_KINDS
from ofuda.compiler import ir


def _members() -> set[type]:
    return set(typing.get_args(ir.Ability))


def test_explain_names_every_kind_of_ability() -> None:
    assert set(ABILITY_KINDS) == _members()


def test_review_names_every_kind_of_ability() -> None:
    assert set(review._KINDS) == _members()
