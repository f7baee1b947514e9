"""Continuous effects and the layer system (611–613).

Every permanent's characteristics are recomputed, lazily, whenever the game
state has changed (``Game.version``): :func:`refresh` starts from each
permanent's copiable values and applies every continuous effect in layer
order (613.1), by timestamp within a layer (613.7):

1. copy effects (707);           2. control-changing effects;
4. type-changing effects;        5. colour-changing effects;
6. ability-adding and -removing effects;
7a. characteristic-defining P/T; 7b. P/T setting; 7c. P/T modifications and
+1/+1 / -1/-1 counters (613.4c); then the rule-modifying effects that are
not characteristics ("can't block", …; layer ``"rules"``).

An effect is a :class:`LayerEffect`: a layer, a timestamp, the objects it
affects — a fixed set locked in when a spell or ability resolved (611.2c) or a
selector evaluated continuously for a static ability (611.3a), at the moment
its layer applies, against characteristics as far as they are computed then
— and an operation on :class:`~ofuda.runtime.characteristics.Chars`.
Effects of resolved spells live in ``Game.effects`` until their duration ends;
effects of static abilities are generated afresh on every refresh by
:mod:`ofuda.runtime.static_abilities`, so "as long as" effects end at once
(611.3b).  Dependencies (613.8) are not considered: effects apply in
timestamp order within their layer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from .characteristics import Chars, base_chars
from .definitions import Ability, CardType, Color, Duration
from .objects import MINUS_ONE, PLUS_ONE, Permanent

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

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


def _affected(effect: LayerEffect, perms: list[Permanent]) -> list[Permanent]:
    if effect.objects is not None:
        return [o for o in effect.objects if isinstance(o, Permanent) and o.on_battlefield]
    select = effect.select
    if select is None:
        return []
    return [p for p in perms if select(p)]


def refresh(game: Game) -> None:
    """Recompute the characteristics of every permanent (613)."""
    game.refreshing = True
    try:
        perms = list(game.battlefield.objects)
        for p in perms:
            p._chars = p._base  # shared printed values: copied on the first change (own())
            p._ctrl = p.base_controller
        by_layer: dict[str, list[LayerEffect]] = {}
        if game.effects:
            live = [e for e in game.effects if _still_active(game, e)]
            if len(live) != len(game.effects):
                game.effects = live
            for e in live:
                by_layer.setdefault(e.layer, []).append(e)
            copies = by_layer.pop(LAYER_COPY, None)
            if copies:
                _apply_layer(sorted(copies, key=_ts), perms)
        game.static_replacements = []
        game.player_rules = []
        game.ignore_offers = []
        game.cost_modifiers = []
        for e in collect_static_effects(game, perms):
            by_layer.setdefault(e.layer, []).append(e)
        if by_layer:
            for layer in LAYER_ORDER[1:]:
                effects = by_layer.get(layer)
                if effects:
                    effects.sort(key=_ts)
                    _apply_layer(effects, perms)
                if layer == LAYER_CONTROL:
                    _note_control_changes(game, perms)
                elif layer == LAYER_TYPE:
                    _check_pairs(
                        game, perms
                    )  # 702.95e: a pair breaks once either stops being a creature
                elif layer == LAYER_ABILITIES:
                    _add_keyword_abilities(perms)
                elif layer == LAYER_PT_MODIFY:
                    _apply_counters(perms)
        else:  # no continuous effects at all: the same steps in one pass
            for p in perms:
                if p._ctrl is not p.last_controller:
                    _note_control_changes(game, [p])
            if any(p.paired_with is not None for p in perms):
                _check_pairs(game, perms)
            _add_keyword_abilities(perms)
            _apply_counters(perms)
        version = game.version
        for p in perms:
            p._cv = version
        # The abilities that can trigger or be activated changed only if some permanent's did
        # (lists compared element by element, by identity first).
        key = (perms, [p._chars.abilities for p in perms], list(game.command.objects))
        old = game.abilities_signature
        if not old or key[0] != old[0] or key[1] != old[1] or key[2] != old[2]:
            game.abilities_signature = key
            game.trigger_index = None
            game.activated_cache = None
    finally:
        game.refreshing = False


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


def _ts(effect: LayerEffect) -> int:
    return effect.timestamp


def _apply_layer(effects: list[LayerEffect], perms: list[Permanent]) -> None:
    for e in effects:
        cond = e.condition
        if cond is not None and not e.per_object and not cond():
            continue
        for p in _affected(e, perms):
            if cond is not None and e.per_object and not cond(p):
                continue
            e.op(own(p), p)


def own(perm: Permanent) -> Chars:
    """The permanent's characteristics, copied first if they are the shared printed values."""
    c = perm._chars
    if c.shared:
        c = perm._chars = c.copy()
    return c


def _apply_counters(perms: list[Permanent]) -> None:
    """613.4c: +1/+1 and -1/-1 counters modify power and toughness in layer 7c."""
    for p in perms:
        counters = p.counters
        if counters:
            n = counters.get(PLUS_ONE, 0) - counters.get(MINUS_ONE, 0)
            if n and p._chars.power is not None:
                c = own(p)
                c.power = (c.power or 0) + n
                c.toughness = (c.toughness or 0) + n


def _add_keyword_abilities(perms: list[Permanent]) -> None:
    for p in perms:
        keywords = p._chars.keywords
        if not keywords:
            continue
        extra = abilities_for_keywords(keywords)
        if extra:
            c = own(p)
            c.abilities = joined(c.abilities, extra)


def _note_control_changes(game: Game, perms: list[Permanent]) -> None:
    """302.6 / 506.4: a permanent whose controller changed is new to its controller and leaves combat."""
    for p in perms:
        if p._ctrl is not p.last_controller:
            p.last_controller = p._ctrl
            p.control_since = game.tick()
            p.remove_from_combat()
            if game.combat is not None:
                game.combat.forget(p)
            game.log.add(
                "control",
                f"{p._ctrl.name} gains control of {p._chars.name}",
                card=p._chars.name,
                controller=p._ctrl.name,
            )


def _check_pairs(game: Game, perms: list[Permanent]) -> None:
    for p in perms:
        q = p.paired_with
        if q is None:
            continue
        pc, qc = p._chars, q._chars
        ok = (
            q.on_battlefield
            and CardType.CREATURE in pc.card_types
            and CardType.CREATURE in qc.card_types
            and p._ctrl is q._ctrl
        )
        if not ok:
            p.paired_with = None
            if q.paired_with is p:
                q.paired_with = None
            game.log.add("unpair", f"{p.name} and {q.name} are no longer paired", card=p.name)


def _still_active(game: Game, e: LayerEffect) -> bool:
    """Whether a resolved effect still applies (611.2c): some object of its locked-in set is
    still on the battlefield (its duration is ended by durations.expire)."""
    if e.objects is not None:
        return any(isinstance(o, Permanent) and o.on_battlefield for o in e.objects)
    return True


def copy_effect(
    game: Game, perm: Permanent, values: Chars, duration: Duration, text: str = ""
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


# The modules that give meaning to static abilities and keywords use this one's vocabulary.
from .keyword_abilities import abilities_for_keywords
from .static_abilities import collect_static_effects
