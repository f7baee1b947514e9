"""IR, trigger events: what a triggered ability's own event names (603.2, 603.7).

"That creature", 「そのクリーチャー」 in a triggered ability whose event has an
object of its own (the blocker, the creature that became a target) mean that
object; "that card" / 「そのカード」 after a zone change mean the card it became
(400.7); "that much" / 「その点数」 mean the event's amount. The lowering binds
them (compiler/lower/lowerer.py); the runtime reads them from the event the ability
triggered on (``ctx.triggering_object()`` …). See :mod:`ofuda.compiler.ir`,
which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from .nodes import Node


@dataclass(frozen=True, slots=True)
class TriggeringObject(Node):
    """The object the trigger event is about: the blocker of "becomes blocked by a creature"
    (509.3c), the creature that became a target (115), the creature that entered."""

    runtime_method = "triggering_object"

    remembered_by_delayed_triggers: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class TriggeringCard(Node):
    """The new object the event's object became by moving ("that card": the card a creature
    that died became in its owner's graveyard, 400.7; nothing once it has left that zone)."""

    runtime_method = "triggering_card"

    remembered_by_delayed_triggers: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class TriggeringPlayer(Node):
    """The player the trigger event is about ("that player", 「そのプレイヤー」): who lost life
    (119.3), who was dealt damage (120.3)."""

    runtime_method = "triggering_player"

    remembered_by_delayed_triggers: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class TargetingSource(Node):
    """The spell or ability that made the trigger's object or player its target ("that spell",
    "that spell or ability", 「その呪文や能力」 after "becomes the target of a spell or ability",
    115.1, 603.2)."""

    runtime_method = "targeting_source"

    remembered_by_delayed_triggers: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class TriggeringObjects(Node):
    """The objects of a "one or more" trigger's simultaneous events ("they", 「それら」, 603.2c):
    the attackers, the tokens that entered, the cards that left a graveyard."""

    runtime_method = "triggering_objects"

    remembered_by_delayed_triggers: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class TriggeringCount(Node):
    """How many objects a "one or more" trigger's events were about ("that many", 「その数」,
    603.2c), counted as it triggered."""

    runtime_method = "triggering_count"


@dataclass(frozen=True, slots=True)
class TriggeringAmount(Node):
    """The amount of the trigger event ("that much", 「その点数」: life lost, damage dealt)."""

    runtime_method = "triggering_amount"


@dataclass(frozen=True, slots=True)
class ControlsGreatestPower(Node):
    """A condition: ``player`` controls the creature with the greatest power among all
    creatures on the battlefield, or one tied for it (checked on resolution)."""

    runtime_method = "controls_greatest_power"

    player: object


@dataclass(frozen=True, slots=True)
class PayMana(Node):
    """"You may pay {1}" (「{1}を支払ってもよい」): on resolution ``player`` may pay ``symbols``
    ``times`` times (the amount is worked out now, FAQ P55); "If you do" is whether they paid.
    The payment of "… unless you pay {1}" (:class:`~.ir_chosen.Unless`) is this same choice."""

    runtime_method = "pay_mana"

    player: object
    symbols: str
    times: object
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CreatedTokens(Node):
    """The tokens this resolution has created so far ("those tokens", 「それらのトークン」)."""

    runtime_method = "created_tokens"

    remembered_by_delayed_triggers: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class Remembered(Node):
    """In a delayed triggered ability: the objects it was created to refer to (603.7c)."""

    runtime_method = "remembered"


@dataclass(frozen=True, slots=True)
class CreateDelayedTrigger(Node):
    """603.7: an instruction that creates a delayed triggered ability ("at the beginning of the
    next end step, sacrifice those tokens"). ``ability`` is a TriggeredAbility whose effects
    name ``objects`` (worked out now) as :class:`Remembered`; ``once``: it triggers only the
    next time its event happens (603.7b); ``duration``: a stated duration ("this turn",
    「このターン」) after which it no longer triggers (603.7b), None for none."""

    runtime_method = "create_delayed_trigger"

    trigger: object
    ability: object
    objects: object
    once: bool = True
    origin: str = field(default="", compare=False)
    duration: object = None


@dataclass(frozen=True, slots=True)
class ReflexiveAbility(Node):
    """603.12: a reflexive triggered ability ("When you do, …"): targets and instructions of its
    own, no trigger condition of the kind 603.2 watches for (the instruction that creates it is
    its trigger)."""

    targets: tuple[object, ...]
    effects: tuple[object, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CreateReflexiveTrigger(Node):
    """603.12: "When you do, …" — the optional instruction before it was done, so ``ability``
    (a :class:`ReflexiveAbility`) triggers: it is put on the stack the next time a player would
    receive priority, its targets chosen then."""

    runtime_method = "create_reflexive_trigger"

    ability: object
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AddColorsAndTypes(Node):
    """"That creature is a black Zombie in addition to its other colors and types" as an
    instruction (205.1b, 105.3): a continuous effect on ``obj`` with no duration, so it lasts
    as long as that object is on the battlefield (611.2a, 400.7)."""

    runtime_method = "add_colors_and_types"

    obj: object
    colors: tuple[object, ...]
    subtypes: tuple[str, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Chooser(Node):
    """The player who chose to do an optional instruction offered to several players ("any
    opponent may have it deal 4 damage to them": them, 「自分」)."""

    runtime_method = "chooser"


@dataclass(frozen=True, slots=True)
class APlayerDid(Node):
    """"If a player does" (「いずれかのプレイヤーがそうした場合」): one of the players offered the
    optional instruction before chose to do it."""

    runtime_method = "a_player_did"
