"""AST nodes of statics about groups and players, and of damage replacement and prevention
(rules 509.1b, 118.3, 614, 615): re-exported by :mod:`ofuda.compiler.ast`."""

from __future__ import annotations

from dataclasses import dataclass

from .ast_nouns import Node, ObjectNoun


@dataclass(frozen=True, slots=True)
class CantBlockObjects(Node):
    """「…では、あなたがコントロールするクリーチャーをブロックできない」 / "can't block creatures
    you control" (509.1b): the subject can't block attackers that match ``attackers``."""

    attackers: ObjectNoun


@dataclass(frozen=True, slots=True)
class CantPayCosts(Node):
    """「呪文を唱えたり能力を起動したりするために、ライフを支払うことも、クリーチャーを生け贄に
    捧げることもできない」 / "can't pay life or sacrifice creatures to cast spells or activate
    abilities" (118.3, 601.2h, 602.2b): costs the subject players can't pay."""

    life: bool
    sacrifice: ObjectNoun | None


@dataclass(frozen=True, slots=True)
class CantCauseSacrifice(Node):
    """ "Spells and abilities your opponents control can't cause you to sacrifice permanents"
    (701.17): a rule on you, about your opponents' instructions."""

    permanents: ObjectNoun


__all__ = ["CantBlockObjects", "CantPayCosts", "CantCauseSacrifice"]
