"""AST nodes of conditions on the game's state and this turn's history (119, 603.4, 611.3b).

Each stands wherever a condition does: after "As long as" / before 「かぎり」 (a static
ability), right after a trigger condition (603.4, an intervening "if": ``intervening`` says the
build_ast pass may take a leading "If …," of a triggered ability's first sentence as one),
in an instruction ("If a creature died this turn, …", 「…なら、」), and after "Activate only
if" (602.5b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ofuda.runtime.definitions import CombatState

from .nouns import Node, ObjectNoun, PlayerNoun, Reference, StatedDuration


@dataclass(frozen=True, slots=True)
class StateCondition(Node):
    """Base of a condition on the game's state or this turn's history: one runtime condition
    wherever it stands (compiler/lower/conditions.py ``state_condition``), so a static ability,
    an intervening "if", an instruction's "if", "Activate only if" and a spell's own cost change
    (601.2f) may each depend on it."""

    intervening: ClassVar[bool] = True
    cost_change_condition: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class LifeTotalCondition(StateCondition):
    """ "you have 25 or more life" / 「あなたのライフが５点以下である」 (119)."""

    player: Reference
    at_least: int | None = None
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class ZoneCountCondition(StateCondition):
    """How many cards a zone holds (400.1, 404): "there are three or more land cards in your
    graveyard" / 「あなたの墓地に土地・カードが３枚以上ある」 (``player`` None: the noun says the
    zone and whose it is), "an opponent has eight or more cards in their graveyard" /
    「対戦相手１人の墓地にカードが８枚以上ある」 (``player``: whose zone; one player's zone on its
    own), "you have no cards in hand" (``at_most`` 0)."""

    noun: ObjectNoun
    at_least: int | None = None
    at_most: int | None = None
    player: Reference | PlayerNoun | None = None


@dataclass(frozen=True, slots=True)
class CountersCountCondition(StateCondition):
    """ "there are five or more hatchling counters on it" / 「それの上に孵化カウンターが５個以上
    置かれている」, "CARDNAME has two or fewer loyalty counters on him" / 「CARDNAMEの上の忠誠
    カウンターが２個以下である」 (122.1): ``obj`` has at least (``or_more``) or at most ``count``
    counters of ``kind``."""

    obj: Reference
    kind: str
    count: int
    or_more: bool


@dataclass(frozen=True, slots=True)
class DiedThisTurnCondition(StateCondition):
    """ "a creature died this turn" / 「このターンにクリーチャーが死亡していた」 (700.4)."""

    noun: ObjectNoun
    time: StatedDuration = StatedDuration.THIS_TURN


@dataclass(frozen=True, slots=True)
class LifeThisTurnCondition(StateCondition):
    """ "you gained life this turn", "an opponent lost life this turn", "… 3 or more life …"
    (119.3); ``player`` a reference (you) or a player noun."""

    player: Reference | PlayerNoun
    gained: bool
    at_least: int = 1
    time: StatedDuration = StatedDuration.THIS_TURN


@dataclass(frozen=True, slots=True)
class DrawnThisTurnCondition(StateCondition):
    """ "you've drawn two or more cards this turn" / 「このターンにあなたがカードを２枚以上引いて
    いる」 (121.2); ``player`` a reference (you)."""

    player: Reference | PlayerNoun
    at_least: int = 1
    time: StatedDuration = StatedDuration.THIS_TURN


@dataclass(frozen=True, slots=True)
class AttackedThisTurnCondition(StateCondition):
    """ "you attacked this turn" / 「このターンにあなたが攻撃していた」 (508.1; raid); with this
    object as ``player``, "Homicidal Brute didn't attack this turn" / 「このターン、人殺しの粗暴者が
    攻撃していなかった」 (``negated``: it did not)."""

    player: Reference | PlayerNoun
    time: StatedDuration = StatedDuration.THIS_TURN
    negated: bool = False


@dataclass(frozen=True, slots=True)
class CastThisTurnCondition(StateCondition):
    """ "you've cast an instant or sorcery spell this turn" / 「このターンにあなたがインスタントか
    ソーサリーである呪文を唱えていた」 (601.2i): ``noun`` the spells, ``player`` who cast them;
    "you didn't cast a spell this turn" / 「…唱えていなかった」 (``negated``: none was cast)."""

    player: Reference | PlayerNoun
    noun: ObjectNoun
    time: StatedDuration = StatedDuration.THIS_TURN
    negated: bool = False


@dataclass(frozen=True, slots=True)
class ControlsCondition(StateCondition):
    """ "you control a Human", "an opponent controls three or more creatures" /
    「あなたが人間をコントロールしている」 (a static ability's or an intervening condition)."""

    player: Reference | PlayerNoun
    noun: ObjectNoun
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class ControlsFewerCondition(StateCondition):
    """ "unless you control four or more artifacts" / 「あなたがアーティファクトを４つ以上
    コントロールしていないかぎり」 (611.3b): ``player`` controls fewer than ``at_least``
    permanents matching ``noun``."""

    player: Reference | PlayerNoun
    noun: ObjectNoun
    at_least: int


@dataclass(frozen=True, slots=True)
class SourceCombatCondition(StateCondition):
    """ "CARDNAME is attacking" / 「CARDNAMEが攻撃している」 (506.4), "… is blocking": a condition
    on the object whose ability it is ("Activate only if Glint-Horn Buccaneer is attacking.",
    602.5b); ``subject`` the reference said, ``state`` the combat status."""

    subject: Reference
    state: CombatState


@dataclass(frozen=True, slots=True)
class YourTurnActivation(StateCondition):
    """ "Activate only during your turn." / 「この能力は、あなたのターンの間にのみ起動できる。」
    (602.5b): it is the turn of the ability's controller."""


@dataclass(frozen=True, slots=True)
class ActivationCondition(Node):
    """ "Activate only if <condition>." / 「この能力は、…ときにのみ起動できる。」 (602.5b): a
    sentence of an activated ability."""

    condition: Node


@dataclass(frozen=True, slots=True)
class KickedCondition(StateCondition):
    """ "this spell was kicked", "CARDNAME was kicked", "it was kicked", "the kicker cost was
    paid" / 「この呪文がキッカーされていた」 (702.33d): ``subject`` the reference said (None for
    "this spell" and "the kicker cost")."""

    subject: Reference | None



@dataclass(frozen=True, slots=True)
class CastOrigin(Node):
    """Where a spell was cast from (601.2a): "from a graveyard" / 「墓地から」 (``owner`` None),
    "from your hand" / 「あなたの手札から」 (``owner`` the reference said), "from anywhere other
    than your hand" / 「あなたの手札以外の領域から」 (``other_than``)."""

    zone: str
    owner: Reference | None = None
    other_than: bool = False


@dataclass(frozen=True, slots=True)
class CastFromCondition(StateCondition):
    """ "If CARDNAME was cast from a graveyard" / 「CARDNAMEが墓地から唱えられた場合」, "if this
    spell was cast from anywhere other than your hand" (601.2a): a fact of the spell with the
    ability, as it resolves; ``subject`` the reference said (None for "this spell")."""

    subject: Reference | None
    origin: CastOrigin
