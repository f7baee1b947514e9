"""AST: what an instruction just did, named by a later sentence (608.2c). See
:mod:`ofuda.compiler.ast`, which re-exports every node."""

from __future__ import annotations

from dataclasses import dataclass

from .nouns import Node, ThisWayObjects


@dataclass(frozen=True, slots=True)
class AffectedThisWay(Node):
    """「これによりクリーチャー・カードを捨てた場合」 / "If a creature card is discarded this way":
    whether the earlier instruction affected an object of the noun (608.2c)."""

    objects: ThisWayObjects
