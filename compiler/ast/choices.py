"""AST nodes, part 3: instructions with a choice — "you may have …" written as a quoted option.

See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from .nouns import Node, ObjectNoun, Reference


@dataclass(frozen=True, slots=True)
class QuotedChoice(Node):
    """「あなたは「それは…の修整を受ける。」を選んでもよい。」: ``chooser`` may have the quoted
    instructions (``line``, parsed as an ability line) happen — English "you may have …"."""

    chooser: Reference
    line: Any


# --- pairing (702.95) ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class IfPaired(Node):
    """「それがいずれかのクリーチャーと組になっている場合」 / "If it's paired with a creature": a
    condition of instructions; it names the partner, which 「そのクリーチャー」 / "that
    creature" then refers to."""

    subject: Reference
    partner: ObjectNoun


@dataclass(frozen=True, slots=True)
class UnlessPaired(Node):
    """「結魂を持つクリーチャーと組になっていないかぎり」 / "unless it's paired with a creature
    with soulbond": a static ability's condition (611.3a) about the object itself."""

    partner: ObjectNoun


@dataclass(frozen=True, slots=True)
class CantAttack(Node):
    """攻撃できない / "can't attack" (508.1c), a permanent's restriction."""

    in_statement: ClassVar[bool] = True


# --- prevention (615) ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PreventDamageBy(Node):
    """「…が与えるすべてのダメージを軽減する」 / "Prevent all damage that would be dealt by …"."""

    in_statement: ClassVar[bool] = True

    source: Reference


# --- amounts divided among targets (601.2d) -------------------------------------------------


@dataclass(frozen=True, slots=True)
class DividedDamage(Node):
    """「それらに、３点のダメージをあなたの好きなように割り振って与える」 / "deals 3 damage divided
    as you choose among one, two, or three targets"."""

    amount: Any
    recipients: Reference


@dataclass(frozen=True, slots=True)
class DividedCounters(Node):
    """「それらに４個の＋１/＋１カウンターを好きなように割り振って置く」 / "Distribute four +1/+1
    counters among any number of target creatures"."""

    kind: str
    amount: Any
    recipients: Reference


# --- several recipients at once (120) ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class JointReference(Node):
    """「そのプレイヤーとそのプレイヤーがコントロールする各クリーチャー」 / "target player and each
    creature he or she controls": several references meant together (one event)."""

    references: tuple[Any, ...]


# --- pay or sacrifice (FAQ P78) --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SacrificeUnlessPay(Node):
    """「クリーチャー１体につき、それのコントローラーがライフをＸ点支払わないかぎり、それのコントローラー
    はそれを生け贄に捧げる。」 / "For each creature, its controller sacrifices it unless they pay
    X life": a sentence of its own (lowering checks who pays and who sacrifices)."""

    noun: ObjectNoun
    payer: Reference
    amount: Any
    sacrificer: Reference
    obj: Reference


# --- attachments (301.5, 303.4) -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AttachedReference(Node):
    """「それにつけられているすべての装備品」 / "all Equipment attached to that creature"."""

    host: Reference
    noun: ObjectNoun
