"""AST nodes of trigger conditions (603): entering the battlefield, events and steps."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ofuda.runtime.definitions import Controller, Step

from .conditions import CastOrigin, StateCondition
from .nouns import Node, ObjectNoun, PlayerNoun, Reference


@dataclass(frozen=True, slots=True)
class EntersTrigger(Node):
    """ "When <self> enters the battlefield"; ``subject`` is who enters (only CARDNAME for now)."""

    subject: Reference | None = None


Trigger = EntersTrigger

# --- triggers beyond entering the battlefield (603) ---------------------------


class Event(StrEnum):
    """What a trigger condition watches for (603.2); 「とき」/"when" and 「たび」/"whenever"
    both mean each time it happens."""

    DIES = "dies"  # 700.4
    ENTERS = "enters the battlefield"  # 603.6a
    ENTERS_FROM_GRAVEYARD = "enters the battlefield from a graveyard"  # 603.6a
    ENTERS_ATTACHED = "enters the battlefield attached to a creature"  # 603.6a
    ATTACKS = "attacks"  # 508.3a
    ATTACKS_OR_BLOCKS = "attacks or blocks"  # 508.3a, 509.3c
    BLOCKS = "blocks"  # 509.3c
    BECOMES_BLOCKED = "becomes blocked by a creature"  # 509.3d: once for each blocker
    BECOMES_BLOCKED_ONCE = "becomes blocked"  # 509.3c: once, however many blockers
    BLOCKS_OR_BECOMES_BLOCKED = "blocks or becomes blocked by a creature"  # 509.3c, 509.3d
    BLOCKS_CREATURE = "blocks a creature"  # 509.3d: once for each creature it blocks
    DEALS_DAMAGE = "deals damage to a player"  # 510.3a
    IS_DEALT_DAMAGE = "is dealt damage"  # 120.3
    BECOMES_TARGET = "becomes the target of a spell"  # 115
    CASTS = "casts a spell"  # 601.2i
    LOSES_LIFE = "loses life"  # 119.3
    GAINS_LIFE = "gains life"  # 119.3
    DRAWS = "draws a card"  # 121.2
    DISCARDS = "discards a card"  # 701.8
    PUT_INTO_GRAVEYARD = "a card is put into a graveyard from anywhere"  # 603.6
    # 603.6c: any permanent (dying is a creature's, 700.4)
    BATTLEFIELD_TO_GRAVEYARD = "is put into a graveyard from the battlefield"
    LEAVES_GRAVEYARD = "leaves your graveyard"  # 603.6, 603.10a
    LEAVES_BATTLEFIELD = "leaves the battlefield"  # 603.6c, 603.10a: to any other zone
    TRANSFORMS_INTO = "transforms into"  # 701.28g: into the face the ability is on
    ENTERS_OR_TRANSFORMS_INTO = "enters the battlefield or transforms into"  # 603.6a, 701.28g
    BECOMES_TAPPED = "becomes tapped"  # 701.26a
    BECOMES_UNTAPPED = "becomes untapped"  # 701.26b
    SACRIFICES = "sacrifices a permanent"  # 701.17a
    ACTIVATES = "activates an ability"  # 602.2
    COUNTERS_PUT = "one or more counters are put on"  # 122.6


@dataclass(frozen=True, slots=True)
class TriggerSubject(Node):
    """Who a trigger watches: a reference (CARDNAME, このクリーチャー, enchanted or
    equipped creature) or a noun (「他のクリーチャーが１体」, "a creature you control");
    ``or_self``: "CARDNAME or another creature"; ``source_of``: "a source you control" /
    「あなたがコントロールしている発生源」, any object of that player's dealing damage (609.7,
    120.1: a spell, a permanent, an ability's source), only the damage triggers read it."""

    reference: Reference | None = None
    noun: ObjectNoun | None = None
    or_self: bool = False
    source_of: Controller | None = None


@dataclass(frozen=True, slots=True)
class EventTrigger(Node):
    """ "When/Whenever <subject> <event>" (603.2).

    ``player``: who is dealt damage or loses life; ``combat``: combat damage only,
    ``noncombat``: any other damage (120.2);
    ``spells``: which spells are cast or target (alternatives); ``under_your_control``:
    "enters the battlefield under your control".
    """

    event: Event
    subject: TriggerSubject | None = None
    player: PlayerNoun | None = None
    combat: bool = False
    noncombat: bool = False
    spells: tuple[ObjectNoun, ...] = ()
    under_your_control: bool = False
    # "loses life for the first time each turn" / 「各ターン最初にライフを失う」
    first_each_turn: bool = False
    # "draws a card", 「プレイヤー１人に」: the cards or players named (121.2, 510.3a: one)
    amount: int | str | None = None
    # "becomes the target of a spell or ability [an opponent controls]" (115.1): abilities
    # target too; whose spell or ability it is
    or_abilities: bool = False
    source_controller: Controller = Controller.ANY
    # "When CARDNAME enters the battlefield or <event>" (603.2, 603.6a): either event
    or_enters: bool = False
    # "blocks or becomes blocked by a Vampire", "blocks a creature with flying": the other
    # creature (509.3c, 509.3d)
    by: ObjectNoun | None = None
    # "Whenever one or more creatures you control attack" / 「…が１体以上攻撃するたび」 (603.2c):
    # once for all the subject's simultaneous events
    one_or_more: bool = False
    # "Whenever you attack with two or more creatures with flying" / 「あなたが飛行を持つ
    # クリーチャー２体以上で攻撃するたび」 (508.1, 603.2c): how many of those events at least
    at_least: int = 1
    # "Whenever you sacrifice a permanent" / 「あなたがパーマネントを１つ生け贄に捧げるたび」
    # (701.17a): what is sacrificed
    sacrificed: ObjectNoun | None = None
    # "Whenever you draw your second card each turn" / 「あなたが各ターンのあなたの２枚目のカードを
    # 引くたび」 (121.2): the turn's nth draw only
    nth: int | None = None
    # "When you cast your next … this turn" / 「このターン、あなたが次に…を唱えたとき」: only the
    # next such event (603.7b), in a delayed ability with a duration (lower/delayed_abilities.py)
    next_only: bool = False
    # "Whenever an opponent casts a spell from anywhere other than their hand" (601.2a): where
    # the spell was cast from, said after its noun (a noun's own zone, "a spell from your
    # graveyard", is the other way to say it)
    cast_origin: CastOrigin | None = None
    # "Whenever you cast a spell during an opponent's turn" / 「あなたが対戦相手のターン中に呪文を
    # 唱えるたび」 (500.1): whose turn it must be
    during: Controller | None = None
    # "Whenever you activate [a loyalty] ability of a Sarkhan planeswalker [that isn't a mana
    # ability]" (602.2): whose ability; mana abilities excluded; loyalty abilities only
    ability_of: ObjectNoun | None = None
    not_mana_ability: bool = False
    loyalty_ability: bool = False
    # "deals combat damage to a creature" / 「いずれかのクリーチャーに戦闘ダメージを与えるたび」
    # (510.3a, 120.3): the permanent dealt damage; a noun that is also a player ("a player or
    # planeswalker", 「プレイヤー１人かプレインズウォーカー１体」) says a player or any planeswalker
    recipient: ObjectNoun | None = None
    # "would enter the battlefield and it wasn't cast" / 「それが唱えられることなく戦場に出る」
    # (601.2i): a permanent not entering from a cast spell
    uncast: bool = False
    # "Whenever one or more +1/+1 counters are put on …" / 「…の上に＋１/＋１カウンターが１個以上
    # 置かれるたび」 (122.6): the kind of counters watched (None: "counters", any kind)
    counter_kind: str | None = None


@dataclass(frozen=True, slots=True)
class StepTrigger(Node):
    """ "At the beginning of your upkeep / of the end step" (603.2b); ``next_only``:
    the delayed "at the beginning of the next end step" (603.7)."""

    step: Step
    whose: Controller
    next_only: bool = False


@dataclass(frozen=True, slots=True)
class StateTrigger(Node):
    """ "When CARDNAME has two or fewer loyalty counters on him" / 「…であるとき」 (603.8): a
    state-triggered ability, triggered as soon as ``condition`` holds."""

    condition: StateCondition


AnyTrigger = Trigger | EventTrigger | StepTrigger | StateTrigger
