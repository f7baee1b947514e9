"""The kinds of IR node: the base of every node, and the small taxonomy the passes ask about.

What a pass needs to know about a node kind — whom an effect is about, which verb acts on an
object, whether one instruction works on what the one before it changed — is stated on the
node's class (a base class here, or a class attribute), so that adding a node kind means
declaring the node, with no list of classes to extend elsewhere.
"""

from __future__ import annotations

from dataclasses import Field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar


class Node:
    """Base of every IR node (a frozen dataclass); codegen writes a node as a runtime call,
    anything else it meets as runtime data."""

    __slots__ = ()
    # The method of the resolution context that carries the node out: codegen writes the node
    # as ``ctx.<runtime_method>(…)``. Each node kind that codegen writes as a call declares it
    # (``runtime_method = "gain_life"``); it is never inherited, so a new kind without one is
    # None, which codegen refuses (codegen/statements.py) and
    # tests/compiler/test_runtime_contract.py reports, rather than a call guessed from a name.
    runtime_method: ClassVar[str | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "runtime_method" not in cls.__dict__:
            cls.runtime_method = None

    # every node is a dataclass (for type checkers: dataclasses.fields and replace apply)
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    # Oracle joins two instructions with ", then" where the second works on what the first
    # changed: a card exiled comes back, a hand emptied is refilled, a card drawn is put back.
    starts_sequence: ClassVar[bool] = False  # "Exile …, then …", "Draw …, then …"
    continues_sequence: ClassVar[bool] = False  # "…, then return …", "…, then discard …"
    # The Japanese leaves 「あなたは」 unsaid before it (「カードを１枚引く。」 "Draw a card.").
    you_unsaid_ja: ClassVar[bool] = False
    # The keyword action (701) it is, whose reminder text a line may carry: "regenerate".
    keyword_action: ClassVar[str | None] = None
    # An instruction that gives objects abilities written in quotation marks (113.2c) holds them
    # in its ``abilities`` field; codegen writes each as an ability class of the card module,
    # named after the instruction's ability with this suffix ("…Token", "…Gained").
    quoted_abilities_suffix: ClassVar[str | None] = None
    # What a delayed ability remembers of the instruction that creates it (603.7c): the objects
    # of this resolution (its targets, the tokens it made) and of the event that triggered the
    # ability creating it ("return it to its owner's hand at the beginning of the next end
    # step": the card that died), not of the delayed ability's own event.
    remembered_by_delayed_triggers: ClassVar[bool] = False
    # 608.2c: the kind of what the instruction's runtime method records of the objects it
    # affected ("sacrificed", "destroyed", …), which a later reference of the same ability
    # may name ("that creature", "… destroyed this way"; ir/effect_results.py).
    result_kind: ClassVar[str | None] = None
    # Fields the renderer need not say (compiler/consumption.py): the source text an ability
    # or instruction came from, kept for the generated code's docstrings and comments.
    wording_fields: ClassVar[frozenset[str]] = frozenset({"origin"})
    # 701.5a: whether its objects may be abilities on the stack ("counter target activated
    # ability"); an instruction that isn't refuses a target that may be one (lower/
    # stack_abilities.py), since only countering does something to an ability.
    acts_on_abilities: ClassVar[bool] = False
    # 115.1: whether its objects may be in either of two zones ("return target spell or
    # creature to its owner's hand"); an instruction that isn't refuses such a target.
    acts_across_zones: ClassVar[bool] = False

    def reminder_keyword(self) -> str | None:
        """The keyword action whose reminder text the line may carry (207.2): its
        ``keyword_action``, or with its parameter where the reminder states it ("scry 2")."""
        return self.keyword_action


class PlayerEffect(Node):
    """An effect that a player does or undergoes (gains life, draws, sacrifices, scries):
    its subject is ``player``."""

    __slots__ = ()
    player: Any

    def subject(self) -> Any:
        """Whom the effect is about: the player."""
        return self.player


class ObjectEffect(Node):
    """An effect that an object does or undergoes (gets +N/+N, deals damage, can't block):
    its subject is ``obj`` unless the class says otherwise."""

    __slots__ = ()
    obj: Any

    def subject(self) -> Any:
        """What the effect is about: the object."""
        return self.obj


class Action(StrEnum):
    """The verb of an instruction that acts on an object or on a library's top cards."""

    DESTROY = "destroy"  # 701.8
    EXILE = "exile"  # 701.13
    TAP = "tap"  # 701.26
    UNTAP = "untap"  # 701.26
    TAP_OR_UNTAP = "tap_or_untap"
    COUNTER = "counter"  # 701.5
    COPY = "copy"  # 707.10
    REGENERATE = "regenerate"  # 701.15
    LOOK = "look"  # look at the top cards of a library
    REVEAL = "reveal"  # 701.16
    TRANSFORM = "transform"  # 701.28
    REMOVE_FROM_COMBAT = "remove_from_combat"  # 506.4

    @property
    def acts_in(self) -> frozenset[str] | None:
        """The zones whose objects the verb can act on (None: any zone). Only a permanent is
        destroyed (701.8a), tapped or untapped (701.26a-b), regenerated (701.15a), transformed
        (701.28a) or removed from combat (506.4); only a spell or ability on the stack is
        countered (701.5a) or copied (707.10). An instruction naming a target elsewhere is
        refused (E202, lower/stack_abilities.py), never run as something else."""
        return _ACTS_IN.get(self)


_ACTS_IN = {
    **dict.fromkeys((Action.DESTROY, Action.TAP, Action.UNTAP, Action.TAP_OR_UNTAP, Action.REGENERATE,
                     Action.TRANSFORM, Action.REMOVE_FROM_COMBAT), frozenset({"battlefield"})),
    **dict.fromkeys((Action.COUNTER, Action.COPY), frozenset({"stack"})),
}


class ObjectAction(Node):
    """An instruction that is one verb acting on an object: "destroy target creature"."""

    __slots__ = ()
    action: ClassVar[Action]
    obj: Any
    origin: str
    # The object moves to another zone: later references mean the new object it became (400.7).
    moves_object: ClassVar[bool] = False

    if TYPE_CHECKING:  # pragma: no cover - the shape every such node's dataclass has

        def __init__(self, obj: Any, origin: str = "") -> None: ...


class TopCardsAction(Node):
    """An instruction on the top cards of a library: look at, reveal or exile them."""

    __slots__ = ()
    action: ClassVar[Action]
    origin: str

    if TYPE_CHECKING:  # pragma: no cover - the shape every such node's dataclass has

        def __init__(self, player: Any, amount: Any, origin: str = "") -> None: ...


class LookedAtCards(Node):
    """Cards an instruction looked at, revealed or chose among (608.2c): put "into your hand",
    not "returned" to it."""

    __slots__ = ()


class AttachEffect(Node):
    """Attaching by an effect (701.3): Auras or Equipment attached to an object; ``player``
    chooses them."""

    __slots__ = ()
    player: Any
