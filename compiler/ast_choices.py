"""AST nodes, H5 area: as-enters choices, chosen qualities, copies, "becomes", sacrifice choices.

See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass

from .ast_nouns import Node, Reference


@dataclass(frozen=True, slots=True)
class AsEntersChoice(Node):
    """「CARDNAMEが戦場に出るに際し、クリーチャー・タイプを１つ選ぶ。」 / "As CARDNAME enters the
    battlefield, choose a creature type." (614.12). ``choice``: "creature type" or "color";
    ``subject``: who enters (only this object can)."""

    subject: Reference
    choice: str


@dataclass(frozen=True, slots=True)
class ChosenColorQuality(Node):
    """「（あなたが選んだ色１色）」 / "from the color of your choice": a protection whose colour
    is chosen as the effect granting it resolves."""
