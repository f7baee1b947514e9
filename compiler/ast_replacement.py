"""AST nodes of statics about groups and players, and of damage replacement and prevention
(rules 509.1b, 118.3, 614, 615): re-exported by :mod:`ofuda.compiler.ast`."""

from __future__ import annotations

from dataclasses import dataclass

from ofuda.runtime.definitions import Controller

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


@dataclass(frozen=True, slots=True)
class HighestLifeValue(Node):
    """「すべての対戦相手の中で最も高いライフの総量」 / "the highest life total among your
    opponents"."""

    whose: Controller


@dataclass(frozen=True, slots=True)
class HalfValue(Node):
    """「…の、端数を切り上げた半分」 / "half …, rounded up" (107.1a)."""

    value: object
    round_up: bool = True


@dataclass(frozen=True, slots=True)
class DefinesPowerToughness(Node):
    """「…のパワーとタフネスは、それぞれ…に等しい」 / "…'s power and toughness are each equal to
    …": a characteristic-defining ability (604.3)."""

    value: object


@dataclass(frozen=True, slots=True)
class DamageCantBePrevented(Node):
    """「…が与えるダメージは軽減できない」 / "Damage that would be dealt by … can't be
    prevented" (615.12)."""


__all__ = [
    "CantBlockObjects",
    "CantPayCosts",
    "CantCauseSacrifice",
    "HighestLifeValue",
    "HalfValue",
    "DefinesPowerToughness",
    "DamageCantBePrevented",
]
