"""AST nodes of a permanent's evasion restrictions (509.1b): which creatures can block it
("can't be blocked by Humans", "except by creatures with flying or reach") and how many
("by more than one creature", "except by two or more creatures"); and the requirement that it
be blocked if able (509.1c). Re-exported by
:mod:`ofuda.compiler.ast`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .nouns import Node, ObjectNoun


@dataclass(frozen=True, slots=True)
class CantBeBlockedBy(Node):
    """「<noun>によってはブロックされない」 / "can't be blocked by <noun>" (509.1b); with
    ``except_by``, 「<noun>によってしかブロックされない」 / "can't be blocked except by <noun>":
    only creatures that match ``blockers`` can block the subject. An instruction imposes it
    "this turn" (``restriction``)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True
    restriction: ClassVar[bool] = True

    blockers: ObjectNoun
    except_by: bool
    # "can't be blocked this turn except by …": the instruction's duration in the words
    this_turn: bool = False


@dataclass(frozen=True, slots=True)
class MustBeBlockedIfAble(Node):
    """「可能ならブロックされなければならない」 / "must be blocked if able" (509.1c): a requirement
    obeyed when at least one creature blocks the subject; ``this_turn`` for "must be blocked
    this turn if able" (an instruction's words)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    this_turn: bool = False


@dataclass(frozen=True, slots=True)
class BlockerCount(Node):
    """How many creatures may block the subject (509.1b): "can't be blocked by more than one
    creature" (``at_most`` 1), "can't be blocked except by two or more creatures"
    (``at_least`` 2, the rule of menace 702.111b given by an effect); an instruction imposes
    it "this turn" (``restriction``)."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True
    restriction: ClassVar[bool] = True

    at_least: int = 1
    at_most: int | None = None
    # "can't be blocked this turn except by two or more creatures"
    this_turn: bool = False
