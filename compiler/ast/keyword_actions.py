"""The AST, keyword actions (701) that are instructions of their own: 「諜報２を行う」 / "surveil
2", 「調査を行う」 / "investigate", 「増殖を行う」 / "proliferate", 「それは探検を行う」 / "it
explores", and 「それの上からカウンターをすべて取り除く」 / "remove all counters from it".
Re-exported by :mod:`ofuda.compiler.ast`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .nouns import Node


@dataclass(frozen=True, slots=True)
class KeywordActionPredicate(Node):
    """A predicate that is a keyword action (701): the lowering's keyword-action part lowers
    it."""


@dataclass(frozen=True, slots=True)
class Surveil(KeywordActionPredicate):
    """「諜報Ｎを行う」 / "surveil N" (701.42a)."""

    amount: int


@dataclass(frozen=True, slots=True)
class Investigate(KeywordActionPredicate):
    """「調査を行う」 / "investigate" (701.36a): create a Clue token."""


@dataclass(frozen=True, slots=True)
class Proliferate(KeywordActionPredicate):
    """「増殖を行う」 / "proliferate" (701.27a)."""


@dataclass(frozen=True, slots=True)
class Explore(KeywordActionPredicate):
    """「…は探検を行う」 / "… explores" (701.40a): the subject is the exploring permanent."""


@dataclass(frozen=True, slots=True)
class RemoveAllCounters(KeywordActionPredicate):
    """「…の上からカウンターをすべて取り除く」 / "remove all counters from …" (122.1)."""

    obj: Any


@dataclass(frozen=True, slots=True)
class RemoveCounters(KeywordActionPredicate):
    """「各プレインズウォーカーの上から忠誠カウンターをそれぞれ２個取り除く」 / "remove two loyalty
    counters from each planeswalker" (122.1): up to N counters of the kind from each."""

    obj: Any
    kind: str
    amount: Any
