"""AST nodes of as-enters choices, chosen qualities, copies, "becomes", sacrifice choices.

See :mod:`ofuda.compiler.ast`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ofuda.runtime.definitions import TokenSpec
from ofuda.runtime.statics import Choice

from .nouns import Line, Node, ObjectNoun, ObjectPredicate, Reference


@dataclass(frozen=True, slots=True)
class AsEntersChoice(Line):
    """「CARDNAMEが戦場に出るに際し、クリーチャー・タイプを１つ選ぶ。」 / "As CARDNAME enters the
    battlefield, choose a creature type." (614.12). ``choice``: what is chosen (a creature type, a colour);
    ``subject``: who enters (only this object can); ``count``: how many are chosen (「…を２つ選ぶ」
    says two, which the lowering refuses: the runtime remembers one choice)."""

    subject: Reference
    choice: Choice
    count: int = 1
    # 201.3: "choose a nonland card name" / 「土地でないカード名を１つ指定する」: the card noun whose
    # name is chosen (Choice.CARD_NAME only)
    names: ObjectNoun | None = None


@dataclass(frozen=True, slots=True)
class CantBeCastLine(Line):
    """「指定されたカードは唱えられない。」 / "Spells with the chosen name can't be cast." (601.3):
    a permanent's static ability forbidding every player to cast a spell of ``spells``."""

    spells: ObjectNoun


@dataclass(frozen=True, slots=True)
class ChosenColorQuality(Node):
    """「（あなたが選んだ色１色）」 / "from the color of your choice": a protection whose colour
    is chosen as the effect granting it resolves. ``announced``: 「（その選ばれた色）」, the colour
    a sentence before chose (「色１色を選ぶ。」); the builder joins the two, and the lowering
    refuses one left alone."""

    announced: bool = False


@dataclass(frozen=True, slots=True)
class ChooseColorSentence(Node):
    """「色１色を選ぶ。」 as an instruction of its own (2018–20), for the sentence after it to use
    (「プロテクション（その選ばれた色）」); ``count``: how many colours it says."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class ChooseTypeSentence(Node):
    """「パーマネント・タイプを１つ選ぶ。」 / "Choose a permanent type." (205.2a): a choice made as
    the spell resolves, for the next sentence's 「選ばれたタイプの」 / "of the chosen type";
    ``used``: the builder found that sentence (a choice nothing uses is refused)."""

    count: int = 1
    used: bool = False


@dataclass(frozen=True, slots=True)
class ControlsNoneCondition(Node):
    """「それのコントローラーが他にクリーチャーをコントロールしていないかぎり」 / "as long as its
    controller controls no other creatures" (611.3b): ``player`` controls nothing that
    matches ``noun``."""

    player: Reference
    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class DoesntUntap(Node):
    """「…のアンタップ・ステップにアンタップしない」 / "doesn't untap during its controller's untap
    step" (502.3): a statement of a static ability. ``whose``: the Japanese names the
    player whose untap step it is (「それのコントローラーの」), or None."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True
    # an instruction may make it last "for as long as …" (611.2b; Dungeon Geists)
    lasts_while_condition: ClassVar[bool] = True

    whose: Reference | None = None


@dataclass(frozen=True, slots=True)
class UnlessSentence(Node):
    """「<player>が<payment>ないかぎり、<body>。」 / "<body> unless <player> <payment>." (118.12a):
    ``payment`` is a predicate (a sacrifice, 「{1}を支払わ…」 / "pay {1}"), counted ``each``
    (「…１体につき」 / "for each …") if given; ``player`` None (Japanese) is you."""

    player: Reference | None
    payment: Any
    body: Any
    each: Any = None


@dataclass(frozen=True, slots=True)
class Become(ObjectPredicate):
    """「…３/３の天使・アーティファクト・クリーチャーになる」 / "becomes a 3/3 white Angel artifact
    creature with flying": the characteristics it gets, in the shape of a token's (111.4).
    ``keeps_types``: "in addition to its other types" / 「他のタイプに加えて」 — every prior type
    is kept (205.1b)."""

    continuous: ClassVar[bool] = True

    description: TokenSpec
    keeps_types: bool = False


@dataclass(frozen=True, slots=True)
class BecomeSubtypes(ObjectPredicate):
    """「熊・狂戦士になる」 / "becomes a Bear Berserker", 「基本のパワーとタフネスが１/１の人間になる」 /
    "becomes a Human with base power and toughness 1/1": no card type is named, so only the
    object's creature types change — the new ones replace those it had (205.1a) — and, if said,
    its base power and toughness are set (613.4b)."""

    continuous: ClassVar[bool] = True

    subtypes: tuple[str, ...]
    power: int | None = None
    toughness: int | None = None


@dataclass(frozen=True, slots=True)
class BecomeCopy(ObjectPredicate):
    """「…のコピーになる」 / "becomes a copy of …" (707.2): a copy effect (layer 1)."""

    continuous: ClassVar[bool] = True

    model: Reference


@dataclass(frozen=True, slots=True)
class EntersAsCopy(Node):
    """「…のコピーとして戦場に出る」 / "enter the battlefield as a copy of …" (614.1c, 707.9): a
    statement of a static ability, a replacement effect on the subject's entering."""

    statement_only: ClassVar[bool] = True
    in_statement: ClassVar[bool] = True

    model: Reference
