"""IR: what an instruction just did, named by a later instruction of the same ability (608.2c).

"Target opponent sacrifices a creature. You gain life equal to that creature's toughness.",
"Destroy all enchantments. You gain 1 life for each enchantment destroyed this way.",
"Target player puts the top card of their library into their graveyard. If it's a creature
card, …": an instruction that chooses or moves objects without targeting them (a sacrifice,
a destruction, a mill, a discard, an exile) records what it affected, under the kind of its
verb (its class's ``result_kind``: "sacrificed", "destroyed", …); a later reference reads that
record. A permanent that left the battlefield is seen as it last existed (608.2h, 113.7a); a
card moved between other zones is found in the zone it went to (400.7, 701.13b). See
:mod:`ofuda.compiler.ir`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ofuda.runtime.definitions import ObjectFilter, ZoneKind

from .nodes import Node


@dataclass(frozen=True, slots=True)
class EffectResult(Node):
    """The one object the latest ``kind`` instruction of this resolution affected ("that
    creature", "it", "the sacrificed creature"): as it last existed (608.2h), or with
    ``moved``, the new object it became where the instruction put it ("that card", 400.7);
    None if it affected none."""

    runtime_method = "effect_result"

    # 603.7c: a delayed ability made by the same instruction remembers the object
    remembered_by_delayed_triggers: ClassVar[bool] = True

    kind: str
    moved: bool = False


@dataclass(frozen=True, slots=True)
class EffectResults(Node):
    """The objects the latest ``kind`` instruction of this resolution affected that match
    ``filter`` ("each enchantment destroyed this way": as they last existed, 608.2h); with
    ``zone``, the new objects they became in that zone and still there ("each card put into
    a graveyard this way", 400.7)."""

    runtime_method = "effect_results"

    remembered_by_delayed_triggers: ClassVar[bool] = True  # 603.7c

    kind: str
    filter: ObjectFilter | None = None
    zone: ZoneKind | None = None

    def __post_init__(self) -> None:
        if self.zone is not None:  # a zone's word in the AST is the runtime's ZoneKind
            object.__setattr__(self, "zone", ZoneKind(self.zone))


@dataclass(frozen=True, slots=True)
class AnyAffected(Node):
    """A condition: the latest ``kind`` instruction of this resolution affected an object that
    matched ``filter`` as it last existed ("If a creature card is discarded this way", 608.2c,
    608.2h)."""

    runtime_method = "any_affected"

    kind: str
    filter: ObjectFilter | None = None
