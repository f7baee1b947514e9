"""AST nodes of sentences: targets declared, clauses, conditions, X and modes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..ir.ability_words import AbilityWord
from .choices import IfPaired, QuotedChoice, SacrificeUnlessPay
from .chosen import ChooseColorSentence
from .conditions import StateCondition
from .effect_results import AffectedThisWay
from .events import IfAPlayerDid, IfControlsGreatestPower
from .nouns import (
    ClauseDuration,
    CountedTarget,
    EachUnit,
    Node,
    ObjectNoun,
    PlayerNoun,
    Reference,
    Value,
)
from .predicates import Predicate
from .stack import FlashPermission, NewTargetsForCopy, RevealedThisWay, SacrificedThisWay

# --- sentences --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TargetSentence(Node):
    """「…を対象とする。」: declares the ability's targets in order."""

    keeps_instructions_before: ClassVar[bool] = True

    targets: tuple[CountedTarget, ...]


@dataclass(frozen=True, slots=True)
class Clause(Node):
    """A subject (or none: "you"), a duration, predicates, and "for each …"."""

    subject: Reference | ObjectNoun | None
    duration: ClauseDuration | None
    predicates: tuple[Predicate, ...]
    each: EachUnit | None = None


@dataclass(frozen=True, slots=True)
class IfYouDo(Node):
    """「そうした場合」 / "If you do"."""


@dataclass(frozen=True, slots=True)
class IfItIs(Node):
    """「それが天使である場合」 / "If it's an Angel"."""

    subject: Reference
    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class IfItWas(Node):
    """「そのクリーチャーが人間だった場合」 / "If that creature was a Human": the object as it last
    existed where it was named (608.2h), not the card it became."""

    subject: Reference
    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class IfControls(StateCondition):
    """「あなたが天使をコントロールしている場合」 / "If you control an Angel"; right after a
    trigger condition, an intervening "if" (603.4)."""
    player: Reference
    noun: ObjectNoun


Condition = (
    IfYouDo | IfItIs | IfItWas | IfControls | IfControlsGreatestPower | IfPaired | IfAPlayerDid
    | SacrificedThisWay | RevealedThisWay | AffectedThisWay
)


@dataclass(frozen=True, slots=True)
class EffectSentence(Node):
    """Clauses in order ("…し、その後…" / "…, then …"), optional as a whole ("you may"),
    under a condition, with X defined inline (", where X is …")."""

    clauses: tuple[Clause, ...]
    optional: bool = False
    condition: Condition | None = None
    x_value: Value | None = None


@dataclass(frozen=True, slots=True)
class InsteadSentence(Node):
    """"If <condition>, <instructions> instead." / 「…場合、代わりに…。」: the instructions of
    ``sentence`` replace those of the sentence before it when ``condition`` holds (608.2c)."""

    keeps_instructions_before: ClassVar[bool] = True

    condition: Condition
    sentence: EffectSentence
    # 207.2c: a paragraph of its own under an ability word (「陰鬱 ― …」 / "Morbid — …"): a
    # label, kept for render alone
    ability_word: AbilityWord | None = None


@dataclass(frozen=True, slots=True)
class ReflexiveSentence(Node):
    """"When you do, …" / 「そうしたとき、…」 (603.12): a reflexive triggered ability that the
    optional instruction before it triggers when done; ``sentences`` are its own, to the end
    of the ability."""

    sentences: tuple[Sentence, ...]


@dataclass(frozen=True, slots=True)
class XDefinition(Node):
    """「Ｘは…に等しい。」: defines X for the sentences before it."""

    keeps_instructions_before: ClassVar[bool] = True

    value: Value


@dataclass(frozen=True, slots=True)
class RoundingSentence(Node):
    """"Round up each time." / 「それぞれの端数は切り上げる。」 (107.1a): the rounding of every half
    before it in the ability that states none of its own (build_ast/halves.py folds it into them;
    one left in the AST had no half to round)."""

    round_up: bool


@dataclass(frozen=True, slots=True)
class ModalSentence(Node):
    """「以下の２つから１つを選ぶ。「…」「…」」 / "Choose one — …; or …". ``choose_many``: one or
    more modes; ``of_two``: "one or both" / 「１つまたは両方」, which says there are two modes."""

    choose_many: bool
    modes: tuple[tuple[Sentence, ...], ...]
    of_two: bool = False


@dataclass(frozen=True, slots=True)
class ActivationRestriction(Node):
    """"Activate only as a sorcery." / "Activate only once each turn." (602.5b): ``once_each_turn``
    says which."""

    once_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class TriggerLimit(Node):
    """ "This ability triggers only once each turn." / 「この能力は、毎ターン１回しか誘発しない。」
    (603.2: the triggered ability's own limit): a sentence of a triggered ability."""


@dataclass(frozen=True, slots=True)
class ActivationPermission(Node):
    """「いずれのプレイヤーもこの能力を起動してよい。」 / "Any player may activate this ability."
    (602.2): ``players`` besides the controller may activate it."""

    players: PlayerNoun


@dataclass(frozen=True, slots=True)
class CounteredExileRider(Node):
    """"If that spell is countered this way, exile it instead of putting it into its owner's
    graveyard." / 「その呪文がこれにより打ち消された場合、それをオーナーの墓地に置く代わりに追放
    する。」 (701.5a, 614.1a): the counter instruction right before it exiles the spell it
    counters (lower/counter_riders.py)."""

    keeps_instructions_before: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class CantBeRegeneratedRider(Node):
    """"It can't be regenerated." / 「それは再生できない。」 ("They" / 「それら」: ``several``)
    (701.15): the destroy instruction right before it destroys what it names even through a
    regeneration shield (lower/regeneration_riders.py)."""

    keeps_instructions_before: ClassVar[bool] = True

    several: bool


@dataclass(frozen=True, slots=True)
class ManaRestriction(Node):
    """「このマナは、…を唱えるためにのみ使用できる。」 / "Spend this mana only to cast …"
    (106.6); ``uncounterable``: 「その呪文は打ち消されない」 / "that spell can't be countered";
    ``abilities_of``: 「…か、アーティファクトの能力を起動するためにのみ」 / "… or activate
    abilities of artifacts" (the sources whose abilities it may pay for)."""

    spells: ObjectNoun
    uncounterable: bool = False
    abilities_of: tuple[ObjectNoun, ...] = ()


Sentence = (
    TargetSentence
    | FlashPermission
    | NewTargetsForCopy
    | EffectSentence
    | InsteadSentence
    | ReflexiveSentence
    | XDefinition
    | RoundingSentence
    | ModalSentence
    | ActivationRestriction
    | TriggerLimit
    | ActivationPermission
    | ManaRestriction
    | QuotedChoice
    | SacrificeUnlessPay
    | ChooseColorSentence
    | CounteredExileRider
    | CantBeRegeneratedRider
)
