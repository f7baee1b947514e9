"""510.3a, 120.2, 120.3, 603.2: what a source deals damage to, as a trigger event.

"Whenever <subject> deals [combat] damage to a creature / a planeswalker"
(``DealsDamageToPermanent``) triggers once for each permanent of the noun dealt damage by a
source of the subject; its object is that permanent ("that creature") and its amount the damage.
"… to a player or planeswalker" (``DealsDamageToPlayer.or_planeswalker``) is a player of the
player noun or any planeswalker; "noncombat damage" (``noncombat_only``, 120.2) is any damage
not dealt as combat damage."""

from __future__ import annotations

from typing import Any

from ofuda.runtime import CardType, Controller, ObjectFilter, Scenario, Step
from ofuda.runtime.statics_triggers import DealsDamageToPermanent, DealsDamageToPlayer
from support.kit import activated, card, creature, triggered

CREATURES = ObjectFilter(card_types=(CardType.CREATURE,))
SEEN: list[tuple[Any, int]] = []


def _record(ctx: Any) -> None:
    SEEN.append((ctx.triggering_object(), ctx.triggering_amount()))


def _ping_opponent(ctx: Any) -> None:
    bob = next(p for p in ctx.game.players if p.name == "Bob")
    ctx.deal_damage(ctx.source, bob, 1)


def _striker(trigger: Any) -> Any:
    """A 2/2 with the trigger, and "{0}: it deals 1 damage to Bob" (noncombat damage)."""
    return creature(
        "Striker", "{1}", 2, 2, "Bear",
        abilities=(triggered(trigger, _record), activated(_ping_opponent)),
    )


WALL = creature("Wall", "{1}", 0, 4, "Wall")
WALKER = card("Walker", "{3}", CardType.PLANESWALKER, subtypes=("Tamiyo",), loyalty=5)


def _combat(s: Scenario, block: bool) -> None:
    s.attack("Striker")
    s.block(("Wall", "Striker")) if block else s.block()
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()


def test_510_3a_combat_damage_to_a_creature_names_that_creature() -> None:
    """Blocked by a 0/4, the 2/2 deals it 2 combat damage: the event's object is the Wall and
    its amount 2."""
    SEEN.clear()
    s = Scenario()
    s.battlefield("Alice", _striker(DealsDamageToPermanent(None, CREATURES, combat_only=True)))
    (wall,) = s.battlefield("Bob", WALL)
    _combat(s, block=True)
    assert SEEN == [(wall, 2)]


def test_510_3a_damage_to_a_player_is_no_creature() -> None:
    SEEN.clear()
    s = Scenario()
    s.battlefield("Alice", _striker(DealsDamageToPermanent(None, CREATURES)))
    s.battlefield("Bob", WALL)
    _combat(s, block=False)
    assert SEEN == []
    assert s.life("Bob") == 18


def test_120_2_noncombat_damage_only() -> None:
    """A noncombat-only trigger sees the ability's 1 damage to Bob, not the combat damage."""
    SEEN.clear()
    s = Scenario()
    s.battlefield("Alice", _striker(DealsDamageToPlayer(None, False, Controller.OPPONENT, True)))
    s.activate("Alice", "Striker")
    s.resolve()
    assert len(SEEN) == 1
    _combat(s, block=False)
    assert len(SEEN) == 1
    assert s.life("Bob") == 17


def test_120_3c_player_or_planeswalker_sees_damage_to_a_planeswalker() -> None:
    """ "deals combat damage to a player or planeswalker": the 2 damage to Bob's planeswalker
    triggers it (a player-only trigger does not)."""
    SEEN.clear()
    s = Scenario()
    either = DealsDamageToPlayer(None, True, Controller.ANY, or_planeswalker=True)
    s.battlefield("Alice", _striker(either))
    (walker,) = s.battlefield("Bob", WALKER)
    s.attack(("Striker", "Walker"))  # type: ignore[arg-type]
    s.block()
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert len(SEEN) == 1 and SEEN[0][1] == 2
    assert walker.loyalty == 3


def test_120_3c_a_player_trigger_ignores_damage_to_a_planeswalker() -> None:
    SEEN.clear()
    s = Scenario()
    s.battlefield("Alice", _striker(DealsDamageToPlayer(None, True, Controller.ANY)))
    s.battlefield("Bob", WALKER)
    s.attack(("Striker", "Walker"))  # type: ignore[arg-type]
    s.block()
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert SEEN == []
