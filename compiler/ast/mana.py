"""AST lines of the mana family that stand alone (106, 609.4b)."""

from __future__ import annotations

from dataclasses import dataclass

from .nouns import Line


@dataclass(frozen=True, slots=True)
class SpendAsAnyColorLine(Line):
    """「あなたはマナを望む色のマナであるかのように支払ってもよい。」 / "You may spend mana as
    though it were mana of any color." (609.4b): a rule for the permanent's controller."""
