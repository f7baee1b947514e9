"""Double-faced cards and transforming (712, 701.28).

A transforming double-faced card has a face on each side (712.1). Outside the battlefield,
and on it with its front face up, it has only its front face's characteristics (712.8a); with
its back face up, only its back face's, except that its mana value is its front face's
(712.8e). To transform a permanent is to turn it over (701.28a): it stays the same object
(712.18), with its counters, damage, attachments, status and every effect that applied to
it; only the face up, and with it the printed characteristics the layers start from (613),
changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..definitions import CardDefinition
from .layers.layer_effects import has_rule
from .layers.rules import CantTransformRule
from .objects.characteristics import Chars, base_chars
from .objects.game_objects import Permanent
from .objects.stack_objects import StackAbility
from .triggers import events as ev

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

_BACK: dict[int, tuple[CardDefinition, Chars]] = {}


def face_chars(card: CardDefinition, back_up: bool) -> Chars:
    """The printed characteristics of the face of ``card`` that is up (cached; never mutate):
    the back face's with its front face's mana cost for the mana value (712.8e)."""
    if not back_up or card.back is None:
        return base_chars(card)
    hit = _BACK.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    chars = base_chars(card.back).copy()
    chars.front_cost = card.mana_cost  # 712.8e
    chars.shared = True
    _BACK[id(card)] = (card, chars)
    return chars


def can_transform(perm: Any) -> bool:
    """701.28a, 701.28c: only a permanent represented by a transforming double-faced card can
    transform (a token, or a card with one face, cannot: nothing happens); nor one an effect
    says can't transform ("Non-Human Werewolves you control can't transform.", 701.28a)."""
    return (
        isinstance(perm, Permanent)
        and perm.on_battlefield
        and not perm.is_token
        and perm.card.back is not None
        and not has_rule(perm, CantTransformRule)
    )


def transformed_since(perm: Permanent, item: Any) -> bool:
    """701.28f: whether ``perm`` transformed after the ability ``item`` (its own activated or
    triggered ability, not a delayed one) was put onto the stack; then the ability's
    instruction to transform it does nothing (a werewolf's two triggers in one upkeep turn it
    over once, not twice)."""
    return (
        isinstance(item, StackAbility)
        and item.source is perm
        and not getattr(item, "delayed", False)
        and perm.transformed_at > item.timestamp
    )


def transform(game: Game, perm: Permanent, item: Any = None) -> bool:
    """701.28a: turn ``perm`` over so that its other face is up; True if it transformed.

    The permanent is the same object (712.18): its layers are recomputed from the other face's
    printed values (613.1), and "whenever this creature transforms into …" abilities of the
    face now up trigger (701.28g).
    """
    if not can_transform(perm) or transformed_since(perm, item):
        return False
    before = perm.name
    perm.back_up = not perm.back_up
    perm.transformed_at = game.new_timestamp()
    perm._base = face_chars(perm.card, perm.back_up)
    game.touch()
    game.log.add("transform", f"{before} transforms into {perm.name}", card=perm.name)
    from .triggers import triggered_abilities as triggers

    triggers.emit(game, ev.Transformed(perm))
    return True


__all__ = ["can_transform", "face_chars", "transform", "transformed_since"]
