"""IR nodes, attaching by an effect (701.3, 303.4).

See :mod:`ofuda.compiler.ir`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from ofuda.runtime.definitions import ZoneKind

from .nodes import AttachEffect, PlayerEffect


@dataclass(frozen=True, slots=True)
class AttachAnyNumber(AttachEffect):
    """``player`` chooses on resolution any number of permanents matching ``filter`` that
    could be attached to ``host`` and attaches them to it (701.3; not targeted, 303.4a)
    (ctx.attach_any_number)."""

    runtime_method = "attach_any_number"

    player: Any
    host: Any
    filter: Any
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AttachObject(AttachEffect, PlayerEffect):
    """``player`` attaches ``obj`` (an Aura or Equipment) to ``host`` (701.3a); if it can't be
    attached to it, it doesn't move (701.3b) (ctx.attach_object)."""

    runtime_method = "attach_object"

    continues_sequence: ClassVar[bool] = True  # "create a … token, then attach CARDNAME to it"
    you_unsaid_ja: ClassVar[bool] = True

    player: Any
    obj: Any
    host: Any
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PutAttachedAnyNumber(AttachEffect):
    """``player`` chooses on resolution any number of cards matching ``filter`` in
    ``owner``'s ``zones`` that could enchant ``host`` and puts them onto the battlefield
    attached to it (303.4f, 303.4a) (ctx.put_attached_any_number)."""

    runtime_method = "put_attached_any_number"

    player: Any
    host: Any
    filter: Any
    owner: Any
    zones: tuple[ZoneKind, ...]
    origin: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        # zones named by their words in the AST are the runtime's ZoneKind
        object.__setattr__(self, "zones", tuple(ZoneKind(zone) for zone in self.zones))
