"""AST nodes, attaching by an effect: "attach to it any number of Auras on the battlefield" and
"put onto the battlefield attached to it any number of Aura cards … from your graveyard and/or
hand" (701.3, 303.4).

See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass

from .nouns import Node, ObjectNoun, Reference


@dataclass(frozen=True, slots=True)
class AttachAnyNumber(Node):
    """「戦場に出ているオーラを望む数選び、それらをこれにつける」 / "attach to it any number of
    Auras on the battlefield": permanents chosen on resolution, not targeted (701.3)."""

    host: Reference
    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class AttachObject(Node):
    """「祖先の刃をそれにつける」 / "attach Ancestral Blade to it": one named Aura or Equipment
    attached to an object (701.3)."""

    obj: Reference
    host: Reference


@dataclass(frozen=True, slots=True)
class PutAttachedAnyNumber(Node):
    """「あなたの墓地や手札からこれにエンチャントできるオーラ・カードを望む数選び、それらをこれに
    つけた状態で戦場に出す」 / "put onto the battlefield attached to it any number of Aura cards
    that could enchant it from your graveyard and/or hand" (303.4f, 303.4a)."""

    host: Reference
    noun: ObjectNoun
    owner: Reference
    zones: tuple[str, ...]
    enchanted: Reference | None = None  # what the cards "could enchant" (the host, 303.4a)


@dataclass(frozen=True, slots=True)
class AttachZones(Node):
    """「あなたの墓地や手札から」 / "from your graveyard and/or hand" (a part of the above)."""

    owner: Reference
    zones: tuple[str, ...]
