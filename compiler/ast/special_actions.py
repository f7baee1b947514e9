"""AST nodes, special actions a static ability offers: "That creature's controller may sacrifice
a permanent for that player to ignore this effect until end of turn." (116.2d).

See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .nouns import Node, Reference, StatedDuration


@dataclass(frozen=True, slots=True)
class IgnoreEffectSentence(Node):
    """「そのクリーチャーのコントローラーは、パーマネントを１つ生け贄に捧げることによって、ターン
    終了時までそのプレイヤーはこの効果を無視してもよい。」 / "That creature's controller may
    sacrifice a permanent for that player to ignore this effect until end of turn.": ``player``
    may pay ``cost`` (cost items, as in an activated ability's cost) for ``beneficiary`` (a
    pronoun naming ``player`` again) to ignore the effect of the ability's other sentences
    for ``duration`` (116.2d)."""

    player: Reference
    cost: tuple[Any, ...]
    beneficiary: Reference
    duration: StatedDuration | None
