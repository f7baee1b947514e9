"""AST nodes, prohibitions on activating abilities: "its activated abilities can't be
activated", "Activated abilities of artifacts can't be activated." (602.5a).

See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass

from .nouns import Line, Node, ObjectNoun, Reference


@dataclass(frozen=True, slots=True)
class CantActivateAbilities(Node):
    """「それの起動型能力は起動できない」 / "its activated abilities can't be activated": a
    predicate of the statement's subject; ``owner`` is the pronoun naming that subject."""

    owner: Reference


@dataclass(frozen=True, slots=True)
class ActivationProhibitionLine(Line):
    """「アーティファクトの起動型能力は起動できない。」 / "Activated abilities of artifacts can't be
    activated." (602.5a): the activated abilities of every permanent ``noun`` describes."""

    noun: ObjectNoun
