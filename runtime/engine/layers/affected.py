"""What a static ability affects and when it applies: the meaning of the affected-objects
values (611.3a) and of conditions (611.3b "as long as …", 603.4 intervening "if").

Both are evaluated continuously: a static effect's affected objects are found again each time
its layer applies, against the characteristics as far as they are computed then (613), and a
condition is checked as the effect would apply. Each vocabulary type has its handler in
:data:`~ofuda.runtime.engine.registry.AFFECTED` / :data:`~ofuda.runtime.engine.registry.CONDITIONS`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...statics import (
    AffectedMatches,
    ControlsCount,
    EnchantedPermanent,
    EquippedCreature,
    IsPaired,
    IsYourTurn,
    Not,
    PairedCreatures,
    PermanentsMatching,
    SpellsCastLastTurn,
    ThisPermanent,
)
from ...definitions import GroupNames
from ..errors import RulesError
from ..objects.targets import object_matches
from ..objects.relative import player_is
from ..registry import AFFECTED, CONDITIONS

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.game_objects import Permanent

Selector = Callable[["Permanent"], bool]


def controller_of(source: Any) -> Any:
    """The current controller of a source (during a refresh: as far as layer 2 has applied)."""
    return source.controller


def host_of(source: Any) -> Any:
    """The object an Aura or Equipment is attached to — as it last was, if it left (603.10a)."""
    lki = getattr(source, "lki", None)
    return lki.attached_to if lki is not None else getattr(source, "attached_to", None)


# --- affected objects (611.3a) --------------------------------------------------------------


def selector(game: Game, source: Any, affected: Any) -> Selector:
    """A predicate for the permanents ``affected`` names (None: the source itself, as for a
    characteristic-defining ability, 604.3)."""
    if affected is None:
        return lambda p: p is source
    meaning: Any = AFFECTED.of(affected)
    return meaning.selector(game, source, affected)  # type: ignore[no-any-return]


def the_object(source: Any, affected: Any) -> Any:
    """The one object ``affected`` names for ``source`` now: the source itself, or what it is
    attached to ("enchanted creature", "equipped creature"); a value naming a group
    (paired creatures, permanents matching a filter) is an error here."""
    meaning: Any = AFFECTED.of(affected)
    return meaning.one(source, affected)


@AFFECTED.register(ThisPermanent)
class _ThisPermanent:
    """ "CARDNAME": the permanent with the ability."""

    @staticmethod
    def selector(game: Game, source: Any, affected: Any) -> Selector:
        return lambda p: p is source

    @staticmethod
    def one(source: Any, affected: Any) -> Any:
        return source


@AFFECTED.register(EnchantedPermanent, EquippedCreature)
class _Host:
    """ "enchanted creature" (303.4), "equipped creature" (301.5): what the source is
    attached to, at the moment it is asked."""

    @staticmethod
    def selector(game: Game, source: Any, affected: Any) -> Selector:
        return lambda p: p is getattr(source, "attached_to", None)

    @staticmethod
    def one(source: Any, affected: Any) -> Any:
        return host_of(source)


@AFFECTED.register(PairedCreatures)
class _Paired:
    """702.95: "both creatures": this creature and its partner, while paired."""

    @staticmethod
    def selector(game: Game, source: Any, affected: Any) -> Selector:
        return lambda p: (
            getattr(source, "paired_with", None) is not None
            and (p is source or p is source.paired_with)
        )

    @staticmethod
    def one(source: Any, affected: Any) -> Any:
        raise RulesError("paired creatures are two objects, not one")


@AFFECTED.register(PermanentsMatching)
class _Matching:
    """611.3a: every permanent matching the filter, found again each time."""

    @staticmethod
    def selector(game: Game, source: Any, affected: Any) -> Selector:
        flt = affected.filter
        if flt.tapped is not None:
            game.tap_sensitive = True  # tapping must recompute the layers from now on
        return lambda p: object_matches(p, flt, controller_of(source), source)

    @staticmethod
    def one(source: Any, affected: Any) -> Any:
        raise RulesError("permanents matching a filter are a group, not one object")


# --- conditions (611.3b, 603.4) ---------------------------------------------------------------

Check = Callable[..., bool]


def condition(game: Game, source: Any, cond: Any) -> tuple[Check | None, bool]:
    """A check for a static ability's ``condition``: (callable, takes the affected object);
    (None, False) when there is no condition."""
    if cond is None:
        return None, False
    handler = CONDITIONS.of(cond)
    return handler(game, source, cond)  # type: ignore[no-any-return]


def condition_holds(game: Game, source: Any, cond: Any) -> bool:
    """Whether a condition that looks at no affected object holds now (an instruction's "If
    …", 608.2c; "Activate only if …", 602.5b)."""
    check, per_object = condition(game, source, cond)
    if check is None:
        return True
    if per_object:
        raise RulesError(f"{type(cond).__name__} is about an affected object, not the game")
    return bool(check())


@CONDITIONS.register(IsPaired)
def _is_paired(game: Game, source: Any, cond: IsPaired) -> tuple[Check, bool]:
    partner = cond.partner

    def check(*_: Any) -> bool:
        other = getattr(source, "paired_with", None)
        if other is None:
            return False
        return partner is None or object_matches(other, partner, controller_of(source), source)

    return check, False


@CONDITIONS.register(IsYourTurn)
def _your_turn(game: Game, source: Any, cond: IsYourTurn) -> tuple[Check, bool]:
    return (lambda *_: game.active is controller_of(source)), False


def group_size(objects: list[Any], names: GroupNames | None) -> int:
    """How many of ``objects`` count: all of them; or, "with different names", the most that
    have no name in common (201.2: one per name); or, "with the same name as one another", the
    most that share one name (201.2a). An object with no name (a face-down permanent, 708.2) is
    counted by neither: ofuda never counts toward a name an object that has none."""
    if names is None:
        return len(objects)
    named = [o.name for o in objects if o.name]
    if names is GroupNames.DIFFERENT:
        return len(set(named))
    return max(Counter(named).values(), default=0)


@CONDITIONS.register(ControlsCount)
def _controls_count(game: Game, source: Any, cond: ControlsCount) -> tuple[Check, bool]:
    flt, count, at_least, whose = cond.filter, cond.count, cond.at_least, cond.whose
    names = cond.names

    def compare(n: int) -> bool:
        return n >= count if at_least else n == count

    if whose is None:  # "its controller controls …": relative to the affected object

        def per_object(obj: Any) -> bool:
            ctrl = controller_of(obj)
            counted = [
                p
                for p in game.battlefield.objects
                if controller_of(p) is ctrl and object_matches(p, flt, ctrl, obj)
            ]
            return compare(group_size(counted, names))

        return per_object, True

    def check(*_: Any) -> bool:
        you = controller_of(source)
        counted = [
            p
            for p in game.battlefield.objects
            if player_is(whose, controller_of(p), you, source) and object_matches(p, flt, you, source)
        ]
        return compare(group_size(counted, names))

    return check, False


@CONDITIONS.register(AffectedMatches)
def _affected_matches(game: Game, source: Any, cond: AffectedMatches) -> tuple[Check, bool]:
    flt = cond.filter
    return (lambda obj: object_matches(obj, flt, controller_of(source), source)), True


@CONDITIONS.register(SpellsCastLastTurn)
def _spells_last_turn(game: Game, source: Any, cond: SpellsCastLastTurn) -> tuple[Check, bool]:
    # 603.4: the werewolves' "if no spells were cast last turn" / "if a player cast two or
    # more spells last turn": the spells cast during the previous turn, counted as it ended.
    count, one_player = cond.count, cond.one_player

    def check(*_: Any) -> bool:
        if one_player:
            return any(p.spells_cast_last_turn >= count for p in game.players)
        return sum(p.spells_cast_last_turn for p in game.players) >= count

    return check, False


@CONDITIONS.register(Not)
def _not(game: Game, source: Any, cond: Not) -> tuple[Check, bool]:
    inner, per_object = condition(game, source, cond.condition)
    if inner is None:
        return (lambda *_: False), False
    return (lambda *args: not inner(*args)), per_object
