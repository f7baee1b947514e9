"""Continuous effects (611–613): what one is — :class:`LayerEffect`, a layer, a timestamp,
the objects it affects and an operation on characteristics — and the operations of each layer
(613.1: 1 copy, 2 control, 4 type, 5 colour, 6 abilities, 7a–7c power/toughness, then the
rule-modifying effects that are not characteristics, layer ``"rules"``); copy effects and
copiable values (707.2); the rule effects that apply to a permanent.

The objects an effect affects are a fixed set locked in when a spell or ability resolved
(611.2c), or a selector evaluated continuously for a static ability (611.3a), at the moment its
layer applies. Applying them all is :mod:`ofuda.runtime.engine.layers.refresh`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ...definitions import Ability, CardType, Color, Duration
from ..creature_types import ALL_CREATURE_TYPES
from ..objects.characteristics import Chars, base_chars
from ..objects.game_objects import Permanent

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game

LAYER_COPY = "1"
LAYER_CONTROL = "2"
LAYER_TYPE = "4"
LAYER_COLOR = "5"
LAYER_ABILITIES = "6"
LAYER_PT_CDA = "7a"
LAYER_PT_SET = "7b"
LAYER_PT_MODIFY = "7c"
LAYER_RULES = "rules"
LAYER_ORDER = (
    LAYER_COPY,
    LAYER_CONTROL,
    LAYER_TYPE,
    LAYER_COLOR,
    LAYER_ABILITIES,
    LAYER_PT_CDA,
    LAYER_PT_SET,
    LAYER_PT_MODIFY,
    LAYER_RULES,
)

Op = Callable[[Chars, Permanent], None]


class LayerEffect:
    """One continuous effect in one layer (an effect spanning layers is several of these).

    ``objects``: the fixed set it affects (locked in, 611.2c), or None and
    ``select`` decides continuously.  ``condition`` (no arguments, or the
    affected object when ``per_object``) must hold for it to apply.
    ``duration`` is a :class:`Duration` for effects of resolved abilities
    and ``None`` for static abilities.
    """

    __slots__ = (
        "condition",
        "controller",
        "duration",
        "layer",
        "objects",
        "op",
        "per_object",
        "select",
        "source",
        "text",
        "timestamp",
        "values",
    )

    def __init__(
        self,
        layer: str,
        op: Op,
        *,
        timestamp: int,
        source: Any = None,
        controller: Any = None,
        objects: Iterable[Any] | None = None,
        select: Callable[[Permanent], bool] | None = None,
        condition: Callable[..., bool] | None = None,
        per_object: bool = False,
        duration: Duration | None = None,
        text: str = "",
    ) -> None:
        self.layer = layer
        self.op = op
        self.timestamp = timestamp
        self.source = source
        self.controller = controller
        self.objects = tuple(objects) if objects is not None else None
        self.select = select
        self.condition = condition
        self.per_object = per_object
        self.duration = duration
        self.text = text
        self.values: Chars | None = None  # a copy effect's copiable values (707.2)

    def __repr__(self) -> str:
        return f"<LayerEffect {self.layer} {self.text or self.op.__name__} ts={self.timestamp}>"


# --- operations on characteristics ---------------------------------------------------


def op_copy(values: Chars) -> Op:
    """Layer 1: the object's copiable values become ``values`` (707.2)."""

    def copy(chars: Chars, perm: Permanent) -> None:
        for attr in (
            "name",
            "mana_cost",
            "colors",
            "card_types",
            "subtypes",
            "supertypes",
            "keywords",
            "abilities",
            "power",
            "toughness",
            "loyalty",
        ):
            setattr(chars, attr, getattr(values, attr))

    return copy


def op_control(player: Any) -> Op:
    """Layer 2: ``player`` controls the object."""

    def control(chars: Chars, perm: Permanent) -> None:
        perm._ctrl = player

    return control


def op_add_types(card_types: Iterable[CardType] = (), subtypes: Iterable[str] = ()) -> Op:
    """Layer 4: the object has these types in addition to its others (205.1b)."""
    ct, st = frozenset(card_types), frozenset(subtypes)

    def add_types(chars: Chars, perm: Permanent) -> None:
        if ct:
            chars.card_types = chars.card_types | ct
        if st:
            chars.subtypes = chars.subtypes | st

    return add_types


def op_set_types(card_types: Iterable[CardType], subtypes: Iterable[str]) -> Op:
    """Layer 4: the object's types become exactly these (205.1a)."""
    ct, st = frozenset(card_types), frozenset(subtypes)

    def set_types(chars: Chars, perm: Permanent) -> None:
        chars.card_types = ct
        chars.subtypes = st

    return set_types


def op_set_creature_types(subtypes: Iterable[str]) -> Op:
    """Layer 4: the object's creature types become exactly these (205.1a: new subtypes replace
    the existing ones of their set); its card types and other subtypes stay ("becomes a Bear
    Berserker")."""
    st = frozenset(subtypes)

    def set_creature_types(chars: Chars, perm: Permanent) -> None:
        chars.subtypes = (chars.subtypes - ALL_CREATURE_TYPES) | st

    return set_creature_types


def op_add_colors(colors: Iterable[Color]) -> Op:
    """Layer 5: the object is these colours in addition to its others (105.3)."""
    cs = frozenset(colors)

    def add_colors(chars: Chars, perm: Permanent) -> None:
        chars.colors = chars.colors | cs

    return add_colors


def op_set_colors(colors: Iterable[Color]) -> Op:
    """Layer 5: the object's colours become exactly these."""
    cs = frozenset(colors)

    def set_colors(chars: Chars, perm: Permanent) -> None:
        chars.colors = cs

    return set_colors


def op_add_keywords(keywords: Iterable[Any]) -> Op:
    """Layer 6: the object has these keyword abilities."""
    ks = frozenset(keywords)

    def add_keywords(chars: Chars, perm: Permanent) -> None:
        chars.keywords = chars.keywords | ks

    return add_keywords


def op_remove_keywords(keywords: Iterable[Any]) -> Op:
    """Layer 6: the object loses every instance of these keyword abilities (113.10)."""
    ks = frozenset(keywords)

    def remove_keywords(chars: Chars, perm: Permanent) -> None:
        chars.keywords = chars.keywords - ks

    return remove_keywords


def op_add_abilities(abilities: Iterable[Ability]) -> Op:
    """Layer 6: the object has these (quoted, 113.2c) abilities."""
    ab = tuple(abilities)

    def add_abilities(chars: Chars, perm: Permanent) -> None:
        chars.abilities = joined(chars.abilities, tuple(a for a in ab if a not in chars.abilities))

    return add_abilities


def op_lose_all_abilities() -> Op:
    """Layer 6: the object loses all abilities."""

    def lose_all(chars: Chars, perm: Permanent) -> None:
        chars.abilities = ()
        chars.keywords = frozenset()

    return lose_all


def op_set_pt(power: int | None, toughness: int | None) -> Op:
    """Layer 7b (or 7a for a characteristic-defining ability): set power and/or toughness."""

    def set_pt(chars: Chars, perm: Permanent) -> None:
        if power is not None:
            chars.power = power
        if toughness is not None:
            chars.toughness = toughness

    return set_pt


def op_modify_pt(power: int, toughness: int) -> Op:
    """Layer 7c: +power/+toughness."""

    def modify_pt(chars: Chars, perm: Permanent) -> None:
        chars.power = (chars.power or 0) + power
        chars.toughness = (chars.toughness or 0) + toughness

    return modify_pt


def op_rule(rule: Any) -> Op:
    """The object is subject to a rule-modifying effect (``chars.rules``)."""

    def add_rule(chars: Chars, perm: Permanent) -> None:
        if chars.rules is None:
            chars.rules = [rule]
        else:
            chars.rules.append(rule)

    return add_rule


# --- the refresh ---------------------------------------------------------------------


_JOINED: dict[tuple[int, int], tuple[tuple[Any, ...], tuple[Any, ...], tuple[Any, ...]]] = {}


def joined(first: tuple[Any, ...], second: tuple[Any, ...]) -> tuple[Any, ...]:
    """``first + second``, the same tuple object each time (so unchanged abilities look unchanged)."""
    if not second:
        return first
    key = (id(first), id(second))
    hit = _JOINED.get(key)
    if hit is not None and hit[0] is first and hit[1] == second:
        return hit[2]
    result = first + second
    _JOINED[key] = (first, second, result)
    return result


def copy_effect(
    game: Game, perm: Permanent, values: Chars, duration: Duration | None, text: str = ""
) -> LayerEffect:
    """707.2 / 613.2: ``perm`` becomes a copy of ``values`` (layer 1); returns the effect."""
    effect = LayerEffect(
        LAYER_COPY,
        op_copy(values),
        timestamp=game.new_timestamp(),
        objects=(perm,),
        duration=duration,
        text=text or f"copy of {values.name}",
    )
    effect.values = values
    game.effects.append(effect)
    game.touch()
    return effect


def copiable_values(perm: Any) -> Chars:
    """707.2: the copiable values of a permanent — its card's, or what copy effects made it."""
    values = base_chars(perm.card)
    best = -1
    for e in perm.game.effects:
        copies = e.layer == LAYER_COPY and e.values is not None and e.objects
        if copies and perm in e.objects and e.timestamp > best:
            best, values = e.timestamp, e.values
    return values


def has_rule(perm: Any, kind: type) -> bool:
    """Whether a rule-modifying effect of class ``kind`` applies to ``perm``."""
    rules = perm.chars.rules
    return bool(rules) and any(isinstance(r, kind) for r in rules)


def rules_of(perm: Any, kind: type) -> list[Any]:
    """The rule-modifying effects of class ``kind`` that apply to ``perm``."""
    rules = perm.chars.rules
    return [r for r in rules if isinstance(r, kind)] if rules else []
