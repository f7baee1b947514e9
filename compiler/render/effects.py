"""What the English and Japanese effect renderers share: amounts as written, and "X"; whom
an effect is about, and which effects are one sentence.

An amount that is a value worked out on resolution is written as a number
where it is one, as "for each …" where it counts objects (optionally times N),
and otherwise as X, defined after the sentence ("where X is …" /
「Ｘは…に等しい。」), which the lower pass binds back to the same value.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from .. import ir
from ..consumption import raw
from .common import RenderError

# What "for each …" / 「…１つにつき」 counts: objects described by a noun, or those an earlier
# instruction affected ("for each enchantment destroyed this way", 608.2c).
COUNTED = (ir.EachObject, ir.EffectResults, ir.EachPlayer)  # EachPlayer: "for each opponent you have"


@dataclass
class SentenceState:
    """Per sentence: the value X stands for (if any) and the "for each" count (if any)."""

    x_value: Any = None
    each: Any = None  # an EachObject counted "for each"
    bare: bool = False  # "you may have <object> <bare verb>": no third-person -s
    # 「あなたは…てもよい」 has no place for 「…１つにつき、」: a count is said as Ｘ there
    count_as_x: bool = False
    # "You may …": "you" is said before "may", never again ("You may gain 3 life", not
    # "You may you gain 3 life")
    you_said: bool = False
    notes: list[str] = field(default_factory=list)

    def x_for(self, value: Any) -> str:
        """"X" for ``value``; one sentence can define only one X."""
        if isinstance(value, ir.XValue):
            return "X"
        if self.x_value is not None and self.x_value != value:
            raise RenderError("two different values for X in one sentence")
        self.x_value = value
        return "X"


def split_amount(amount: Any) -> tuple[int | None, Any]:
    """(number, None) for a plain number; (per-unit, EachObject) for "N for each …"; (None, value)."""
    if isinstance(amount, int):
        return amount, None
    if isinstance(amount, ir.CountOf) and isinstance(amount.objects, COUNTED):
        return 1, amount.objects
    if (
        isinstance(amount, ir.Product)
        and isinstance(amount.value, ir.CountOf)
        and isinstance(amount.value.objects, COUNTED)
    ):
        return amount.factor, amount.value.objects
    return None, amount


def per_unit_pt(effect: Any) -> tuple[int, int, Any] | None:
    """(+N, +M, the objects counted) of a change of power and toughness "for each …" (613.4c:
    "+2/+2 for each card named Growth Cycle in your graveyard"), or None."""
    if not isinstance(effect, ir.ModifyPowerToughness):
        return None
    (power, each), (toughness, each_t) = split_amount(effect.power), split_amount(effect.toughness)
    if each is None or each != each_t or power is None or toughness is None:
        return None
    return power, toughness, each


def shared_rounding(effects: tuple[Any, ...]) -> bool | None:
    """The rounding (True: up) of the halves in ``effects`` where there are two or more and all
    are rounded alike (107.1a: "Round up each time."), else None."""
    halves: list[ir.HalfOf] = []

    def visit(node: Any) -> None:
        if isinstance(node, ir.HalfOf):
            halves.append(node)
        if isinstance(node, (list, tuple)):
            for item in node:
                visit(item)
        elif dataclasses.is_dataclass(node) and not isinstance(node, type):
            for each in dataclasses.fields(node):  # not a read: the renderer's own check
                visit(raw(node, each.name))

    visit(effects)
    if len(halves) < 2 or len({half.round_up for half in halves}) != 1:
        return None
    return halves[0].round_up


def amount_of(effect: Any) -> Any:
    """The amount field of an effect (amount / times / count), or None."""
    for name in ("amount", "times", "count"):
        if hasattr(effect, name):
            return getattr(effect, name)
    return None


def effect_subject(effect: Any) -> Any:
    """The selector an effect is about (None: nobody in particular): the player of a player's
    effect, the object of an object's (ir/nodes.py)."""
    if isinstance(effect, (ir.PlayerEffect, ir.ObjectEffect)):
        return effect.subject()
    return None


def chooser_subject(effect: Any) -> Any:
    """The player who chooses the objects an instruction acts on, where that player is not you:
    "that player exiles two cards from their graveyard" / 「そのプレイヤーは自分の墓地にある
    カードを２枚追放する」 (the choice is theirs, 608.2d, among their own cards); None otherwise."""
    obj = effect.obj if isinstance(effect, ir.ObjectAction) else effect_subject(effect)
    if isinstance(obj, ir.ChosenObjects) and not isinstance(obj.chooser, ir.You):
        return obj.chooser
    if isinstance(effect, ir.PutOntoBattlefield) and not isinstance(
        effect.controller, (ir.You, type(None))
    ):
        return effect.controller  # "That player puts that card onto the battlefield" (110.2a)
    return None


def plural(selector: Any) -> bool:
    """Whether a selector names several objects ("them", "their owners' hands")."""
    return isinstance(selector, (ir.AllTargets, ir.EachObject, ir.TriggeringObjects)) or (
        isinstance(selector, ir.NewObject) and isinstance(selector.of, ir.AllTargets)
    ) or (isinstance(selector, (ir.ChosenObjects, ir.RandomCards)) and selector.count > 1)


def in_sequence(first: Any, second: Any) -> bool:
    """Whether ``second`` works on what ``first`` changed, so that Oracle joins the two with
    ", then" (a card exiled comes back, a hand emptied is refilled, a card drawn is put back):
    the facts ``starts_sequence`` and ``continues_sequence`` of their IR classes."""
    if isinstance(first, ir.CreateTokens) and isinstance(second, ir.AttachObject):
        # "create a … token, then attach CARDNAME to it": onto the token just made
        return isinstance(second.host, ir.CreatedTokens)
    return (
        isinstance(first, ir.Node) and first.starts_sequence
        and isinstance(second, ir.Node) and second.continues_sequence
    )


def imperative(group: list[Any]) -> bool:
    """Whether a clause is an instruction to you with no subject ("Draw a card")."""
    first = group[0]
    if isinstance(first, (ir.Optional, ir.Conditional, ir.Instead)) or len(group) > 1:
        return False
    subject = effect_subject(first)
    return subject is None or isinstance(subject, ir.You) and not isinstance(
        first, (ir.ObjectEffect, ir.GainLife, ir.LoseLife)
    )


def _joins(previous: Any, effect: Any) -> bool:
    if isinstance(previous, (ir.Optional, ir.Conditional, ir.Instead)) or isinstance(
        effect, (ir.Optional, ir.Conditional, ir.Instead)
    ):
        return False
    if effect_subject(previous) is None or effect_subject(previous) != effect_subject(effect):
        return False
    if imperative([previous]) and in_sequence(previous, effect):
        return False  # "Draw a card, then discard a card" (not "and")
    if getattr(previous, "duration", None) != getattr(effect, "duration", None):
        return False
    counted = (split_amount(amount_of(e))[1] is not None for e in (previous, effect))
    if any(counted) or per_unit_pt(effect) is not None and isinstance(previous, ir.ModifyPowerToughness):
        return False  # "It gets an additional +2/+2 … for each …": a sentence of its own
    alone = (ir.DealDamage, ir.DealDamageTogether, ir.SkipNextUntap, ir.Fight, ir.CantBlock, ir.CantBeBlocked,
             ir.CantBeBlockedBy, ir.LimitBlockers, ir.MustAttack, ir.MustBeBlockedIfAble,
             ir.AddManaOfColors,  # its restriction is a sentence after it (106.6)
             ir.ChooseAsItResolves)  # "Choose a permanent type.": a sentence of its own
    return not isinstance(previous, alone) and not isinstance(effect, alone)


def effect_groups(effects: tuple[Any, ...]) -> list[list[Any]]:
    """The effects in groups, one sentence (or clause) each: a subject with its predicates."""
    groups: list[list[Any]] = []
    for effect in effects:
        if groups and _joins(groups[-1][-1], effect):
            groups[-1].append(effect)
        else:
            groups.append([effect])
    return groups

