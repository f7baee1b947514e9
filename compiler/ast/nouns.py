"""AST nodes, part 1: the base node and the kinds of predicate, the words the AST keeps as
meanings (durations, verbs), references to objects and players, nouns, values.

See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from ofuda.runtime.definitions import (
    CardType,
    Controller,
    GroupNames,
    ObjectFilter,
)

from ..source.text import Span


@dataclass(frozen=True, slots=True)
class Node:
    """Base of all AST nodes: the span of the source text it came from.

    What the lowering needs to know about a kind of predicate is a class attribute of its
    class (a fact of the kind, not a field), so that a new predicate says it where it is
    declared.
    """

    span: Span

    # 611.2a: a lasting change to an object, which an instruction can make "until end of turn".
    continuous: ClassVar[bool] = False
    # What a permanent's static ability states, never an instruction's effect (an instruction
    # may still impose a restriction "this turn", see ``restriction``).
    statement_only: ClassVar[bool] = False
    # What a clause of a permanent's statement may say: what an object is, has or can't do.
    in_statement: ClassVar[bool] = False
    # A restriction (509.1b) or requirement (508.1d) an instruction imposes "this turn".
    restriction: ClassVar[bool] = False
    # A statement an instruction may still make last "for as long as …" (611.2b).
    lasts_while_condition: ClassVar[bool] = False
    # Adds mana (106.1): the predicate of a mana ability (605.1a).
    adds_mana: ClassVar[bool] = False
    # A sentence that is no instructions of its own but about those around it (targets declared,
    # "where X is …", "instead"): "instead" after it replaces the last sentence of
    # instructions before it (608.2c), read across these.
    keeps_instructions_before: ClassVar[bool] = False
    # A condition a spell's change of its own cost may depend on (601.2f, 611.3b): "This spell
    # costs {1} less to cast if …".
    cost_change_condition: ClassVar[bool] = False
    # A static ability's condition on the object the statement is about ("as long as it's
    # attacking / untapped / has a +1/+1 counter on it", 611.3b): the statement must be about
    # that object alone (lower/permanents.py).
    about_own_object: ClassVar[bool] = False
    # Fields that hold wording only (a word kept to quote it in a message), not meaning: the
    # lowering need not read them (compiler/consumption.py checks that it reads every other).
    wording_fields: ClassVar[frozenset[str]] = frozenset()


@dataclass(frozen=True, slots=True)
class Line(Node):
    """Base of what one line of rules text is: a spell's instructions, an activated, triggered
    or static ability (113.3), a keyword line, a line of reminder text alone. Each kind of line
    has exactly one lowering, found by its type (compiler/lower/line_kinds.py), and a new kind
    is a subclass of this with its decorated lowering, no chain of type tests to extend."""


@dataclass(frozen=True, slots=True)
class PlayerPredicate(Node):
    """A predicate whose subject is the player who does it (gains life, draws, sacrifices)."""


@dataclass(frozen=True, slots=True)
class ObjectPredicate(Node):
    """A predicate whose subject is an object (gets +N/+N, deals damage, can't block)."""


class StatedDuration(StrEnum):
    """A duration as the text states it (611.2a); the lowering says when it ends."""

    UNTIL_END_OF_TURN = "until end of turn"  # 514.2
    THIS_TURN = "this turn"  # 514.2
    UNTIL_YOUR_NEXT_TURN = "until your next turn"  # 611.2b


class LastingCondition(StrEnum):
    """The condition of a "for as long as …" duration, as the text states it (611.2b)."""

    YOU_CONTROL = "you control"  # 「あなたが…をコントロールし続けているかぎり」
    ON_BATTLEFIELD = "remains on the battlefield"  # 「…が戦場に残り続けているかぎり」
    EXILED = "remains exiled"  # 「…が追放され続けているかぎり」


class Verb(StrEnum):
    """The verb of an instruction acting on objects or on a library's top cards."""

    DESTROY = "destroy"
    EXILE = "exile"
    TAP = "tap"
    UNTAP = "untap"
    TAP_OR_UNTAP = "tap_or_untap"
    SACRIFICE = "sacrifice"
    COUNTER = "counter"
    COPY = "copy"
    REGENERATE = "regenerate"
    LOOK = "look"
    REVEAL = "reveal"
    TRANSFORM = "transform"  # 701.28
    REMOVE_FROM_COMBAT = "remove_from_combat"  # 506.4


# --- references and nouns ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class ObjectNoun(Node):
    """A description of objects: "nonblack creature you control", 「あなたの墓地にあるクリーチャー・カード」.

    ``filter`` holds every criterion the words state (runtime data); ``zone``
    is where such objects are (a card "from your graveyard", a "spell"); a
    controller named by a reference ("creature target player controls") is
    ``controlled_by``. ``also_player`` is "creature or player", and ``player`` which players
    ("opponent or planeswalker": an opponent); ``same_name_as`` the object whose name they have.
    """

    filter: ObjectFilter
    zone: str = "battlefield"
    controlled_by: Reference | None = None
    also_player: bool = False
    player: Controller = Controller.ANY
    # "with the same name as that creature" / 「そのクリーチャーと同じ名前を持つ」 (201.2): the
    # object whose name the objects share, named by a reference
    same_name_as: Reference | None = None
    # "Demons with different names" / 「異なる名前のデーモン」, "permanents with the same name as
    # one another" / 「互いに同じ名前を持つパーマネント」 (201.2): what the group says of its names
    names: GroupNames | None = None


@dataclass(frozen=True, slots=True)
class PlayerNoun(Node):
    """ "player" or "opponent"."""

    controller: Controller


@dataclass(frozen=True, slots=True)
class SelfReference(Node):
    """The card's own name, このクリーチャー, "this creature"."""


@dataclass(frozen=True, slots=True)
class YouReference(Node):
    """あなた / "you": the ability's controller."""


@dataclass(frozen=True, slots=True)
class DefendingPlayerReference(Node):
    """防御プレイヤー / "defending player" (506.2)."""


@dataclass(frozen=True, slots=True)
class PronounReference(Node):
    """それ, そのプレイヤー, "it", "that player", それら, その前者: bound during lowering.

    ``wants`` says what the word can refer to: "object", "player", "any",
    "card" (the new object a moved target became), "group" (every target),
    "former"/"latter" (the first/second target), "subject" (自分: the
    clause's own subject). ``card_type``: a demonstrative's type ("that land" / 「その土地」),
    which of the targets it can name.
    """

    word: str
    wants: str
    card_type: CardType | None = None

    wording_fields: ClassVar[frozenset[str]] = frozenset({"word"})  # quoted in E201's message


@dataclass(frozen=True, slots=True)
class TargetReference(Node):
    """English "target creature": declares a target where it refers to it."""

    noun: ObjectNoun | PlayerNoun
    count: int = 1
    up_to: bool = False


@dataclass(frozen=True, slots=True)
class TargetGroup(Node):
    """English "target creature you control and target creature you don't control": several
    targets named together, meant all at once (the Japanese declares them, then says それら)."""

    targets: tuple[TargetReference, ...]


@dataclass(frozen=True, slots=True)
class DealtDamageReference(Node):
    """「これによりダメージを与えられた各クリーチャー」 / "each creature dealt damage this way"."""


@dataclass(frozen=True, slots=True)
class PaidReference(Node):
    """「生け贄に捧げたクリーチャー」 / "the sacrificed creature", 「その追放されたカード」 / "the
    exiled card": the object paid for the costs of this spell or ability (``kind``:
    "sacrificed", "exiled")."""

    kind: str


@dataclass(frozen=True, slots=True)
class EachReference(Node):
    """「各クリーチャー」 「すべてのゾンビ」 / "each player", "all creatures": every such object or player."""

    noun: ObjectNoun | PlayerNoun


@dataclass(frozen=True, slots=True)
class ControllerOfReference(Node):
    """「それのコントローラー」 / "its controller"."""

    of: Reference


@dataclass(frozen=True, slots=True)
class AttackedByReference(Node):
    """「これが攻撃しているプレイヤーかプレインズウォーカー」 / "the player or planeswalker it's
    attacking" (506.2, 508.1b): what the attacking creature ``attacker`` attacks."""

    attacker: Reference


@dataclass(frozen=True, slots=True)
class ChosenReference(Node):
    """Not targeted: 「パーマネントを１つ」 / "a permanent you control", chosen on resolution;
    ``up_to``: 「土地最大４つを」 / "up to four lands", any number up to ``count`` (Rewind)."""

    noun: ObjectNoun
    count: int
    up_to: bool = False


@dataclass(frozen=True, slots=True)
class EnchantedReference(Node):
    """エンチャントされているクリーチャー / "enchanted creature" (303.4)."""


@dataclass(frozen=True, slots=True)
class EquippedReference(Node):
    """装備しているクリーチャー / "equipped creature" (301.5)."""


@dataclass(frozen=True, slots=True)
class PairedReference(Node):
    """両方のクリーチャー / "both creatures", "each of those creatures" (702.95).

    ``demonstrative``: the words are 「それらのクリーチャー」 / "(each of) those creatures",
    which in an instruction name the objects an earlier sentence named (608.2c); False for
    両方のクリーチャー / "both creatures"."""

    demonstrative: bool = False


@dataclass(frozen=True, slots=True)
class OpponentsOf(Node):
    """「そのプレイヤーの対戦相手がコントロールする」: the opponents of a player other than you, as
    the controllers of a noun's objects (102.2). ofuda's players have one opponent each but
    the words are kept as said: the lowering rejects what it cannot mean exactly."""

    player: Reference


@dataclass(frozen=True, slots=True)
class UnsupportedPhrase(Node):
    """Words that parse but that ofuda cannot mean exactly (``what`` they say), kept where a
    reference stands so that the lowering rejects them (E290), never a reading of fewer words."""

    # a marker of words ofuda refuses, not a phrase a designer writes (the phrasebook omits it)
    phrase_family: ClassVar[bool] = False

    what: str


@dataclass(frozen=True, slots=True)
class OrderedChosen(Node):
    """「第一のタイプのパーマネントを１つ」 / "one permanent of the first type": ``count``
    permanents chosen among the card type at ``position`` of an order chosen before."""

    position: int
    count: int


Reference = (
    OrderedChosen
    | SelfReference
    | YouReference
    | DefendingPlayerReference
    | PronounReference
    | TargetReference
    | TargetGroup
    | DealtDamageReference
    | PaidReference
    | EnchantedReference
    | EquippedReference
    | PairedReference
    | EachReference
    | ControllerOfReference
    | AttackedByReference
    | ChosenReference
    | UnsupportedPhrase
)


@dataclass(frozen=True, slots=True)
class ConditionDuration(Node):
    """A duration that lasts while a stated condition holds (611.2b): "for as long as you
    control ``reference``" / 「あなたが…をコントロールし続けているかぎり、」, "for as long as
    ``reference`` remains on the battlefield", "… remains exiled"."""

    condition: LastingCondition
    reference: Reference
    # who controls it (「あなたが…をコントロールし続けているかぎり」; the English says "you")
    controller: Reference | None = None


# How long a clause's lasting change lasts, as the text states it (611.2a, 611.2b).
ClauseDuration = StatedDuration | ConditionDuration


@dataclass(frozen=True, slots=True)
class CountedTarget(Node):
    """One target phrase of a declaration: 「クリーチャー１体かプレイヤー１人」, 「クリーチャーを最大２体まで」.

    ``nouns`` are alternatives (what one target may be).
    """

    nouns: tuple[ObjectNoun | PlayerNoun, ...]
    count: int
    up_to: bool = False


# --- values -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AmountValue(Node):
    """A value an amount may be where a number stands: "that many", "its power", "X, where X is
    …" (107.3). A kind of value that is one subclasses this; the builders take an amount by it."""


@dataclass(frozen=True, slots=True)
class CountValue(AmountValue):
    """「…の総数」 / "the number of …"."""

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class PowerValue(AmountValue):
    """「それのパワー」 / "its power"."""

    of: Reference


@dataclass(frozen=True, slots=True)
class ManaValueValue(AmountValue):
    """「そのクリーチャーの点数で見たマナ・コスト」 / "that creature's converted mana cost" (202.3)."""

    of: Reference


@dataclass(frozen=True, slots=True)
class ToughnessValue(AmountValue):
    """「そのクリーチャーのタフネス」 / "that creature's toughness"."""

    of: Reference


@dataclass(frozen=True, slots=True)
class GreatestPowerValue(AmountValue):
    """"the greatest power among creatures you control"."""

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class CountersValue(AmountValue):
    """"the number of +1/+1 counters on it"."""

    on: Reference
    kind: str


@dataclass(frozen=True, slots=True)
class TimesValue(AmountValue):
    """"three times …"."""

    factor: int
    value: Value


@dataclass(frozen=True, slots=True)
class SumValue(AmountValue):
    """ "the number of creatures you control plus the number of planeswalkers you control" /
    「…の総数と…の総数の合計」: the values added (107.1)."""

    values: tuple[Value, ...]


@dataclass(frozen=True, slots=True)
class LifeTotalValue(AmountValue):
    """「あなたのライフ総量」 / "your life total" (119)."""

    of: Reference


@dataclass(frozen=True, slots=True)
class LifeGainedValue(AmountValue):
    """「あなたがこのターンに得たライフの点数の合計」 / "the amount of life you gained this turn"
    (119.3): the life a player gained this turn so far."""

    player: Reference
    time: StatedDuration = StatedDuration.THIS_TURN


@dataclass(frozen=True, slots=True)
class DiedCountValue(AmountValue):
    """「このターンに死亡したクリーチャーの総数」 / "the number of creatures that died this turn"
    (700.4; "for each creature that died this turn" is its unit): ``noun`` as the objects last
    existed on the battlefield; ``under_your_control``: "that died under your control" /
    「あなたのコントロール下で死亡した」."""

    noun: ObjectNoun
    under_your_control: bool = False
    time: StatedDuration = StatedDuration.THIS_TURN


@dataclass(frozen=True, slots=True)
class TotalStatValue(AmountValue):
    """「あなたがコントロールしているクリーチャーのタフネスの合計」 / "the total toughness of
    creatures you control" (``stat``: "power" or "toughness")."""

    noun: ObjectNoun
    stat: str


@dataclass(frozen=True, slots=True)
class TappedThisWayValue(AmountValue):
    """「これによりタップされたクリーチャーの総数」 / "the number of creatures tapped this way"."""


@dataclass(frozen=True, slots=True)
class ThisWayObjects(Node):
    """ "enchantment destroyed this way" / 「これにより破壊されたエンチャント」, "creature card
    put into your graveyard this way" / 「これによりあなたの墓地に置かれたクリーチャー・カード」:
    the objects an earlier instruction of the ability affected by ``verb`` ("destroyed",
    "discarded", "exiled", "milled", or "graveyard": put into a graveyard) that match ``noun``
    (its controller YOU for "your graveyard": a card's owner there, 108.4)."""

    noun: ObjectNoun
    verb: str


@dataclass(frozen=True, slots=True)
class ThisWayCount(Node):
    """ "for each enchantment destroyed this way" / 「これにより破壊されたエンチャント１つにつき」:
    how many objects the earlier instruction affected of the noun (608.2c)."""

    objects: ThisWayObjects


@dataclass(frozen=True, slots=True)
class OpponentCountValue(AmountValue):
    """ "for each opponent you have" / 「あなたの対戦相手１人につき」, "the number of opponents you
    have" / 「あなたの対戦相手の人数」: how many opponents the ability's controller has (102.2),
    counted as it resolves (608.2h)."""


Value = (
    OpponentCountValue | ThisWayCount | TappedThisWayValue | CountValue | PowerValue | ToughnessValue | GreatestPowerValue
    | CountersValue | TimesValue | LifeTotalValue | TotalStatValue | ManaValueValue
    | LifeGainedValue | DiedCountValue | SumValue
)
# An amount as written: a number, "X", or a value worked out on resolution.
Amount = int | str | Value


@dataclass(frozen=True, slots=True)
class EachUnit(Node):
    """「人間１体につき」 / "for each Human you control": multiplies the clause's amount."""

    value: Value
    # 「…２体および…につき」: a unit of several objects, which no lowering reads (E298)
    per: int = 1
