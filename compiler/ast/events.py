"""AST, trigger events and what effects say about them (603): the event's amount
("that much", 「その点数」) and the instructions of the trigger area. See
:mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass

from .nouns import AmountValue, Node, PlayerPredicate


@dataclass(frozen=True, slots=True)
class EventAmountValue(AmountValue):
    """「その点数」 / "that much": the amount of the trigger's event (life lost, damage dealt)."""


@dataclass(frozen=True, slots=True)
class EventCountValue(AmountValue):
    """「その数」 / "that many": how many objects a "one or more" trigger's events were about
    (603.2c)."""


@dataclass(frozen=True, slots=True)
class IfControlsGreatestPower(Node):
    """「あなたがパワーの最も大きいクリーチャー、あるいは2体以上あるならそのうちの１体を
    コントロールしている場合」 / "if you control the creature with the greatest power or tied
    for the greatest power"."""

    player: Node


@dataclass(frozen=True, slots=True)
class PayMana(PlayerPredicate):
    """「{1}を支払ってもよい」 / "you may pay {1}": a payment on resolution (its player may
    decline it; "If you do" is whether it was paid); also the payment of an "unless" sentence
    (「{1}を支払わないかぎり」 / "unless you pay {1}", :class:`~.ast_chosen.UnlessSentence`)."""

    symbols: str


@dataclass(frozen=True, slots=True)
class DelayedSentence(Node):
    """「次の終了ステップの開始時に、それらのトークンを生け贄に捧げる。」 / "Sacrifice those tokens
    at the beginning of the next end step.": an instruction that creates a delayed triggered
    ability (603.7), whose trigger is ``when`` and whose instructions are ``sentence``."""

    when: Node
    sentence: Node


@dataclass(frozen=True, slots=True)
class AnyPlayerMaySentence(Node):
    """「どの対戦相手でも「…」を選んでもよい。」 / "any opponent may have it …": each such player
    in turn may choose to have ``sentence`` happen (the first who does; 101.4); in it,
    「自分」 / "him or her" is that player."""

    players: Node
    sentence: Node


@dataclass(frozen=True, slots=True)
class IfAPlayerDid(Node):
    """「いずれかのプレイヤーがそうした場合」 / "If a player does"."""
