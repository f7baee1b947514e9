"""508.4: tokens created attacking; 110.5b: tokens created tapped.

A creature put onto the battlefield attacking attacks a player or planeswalker its controller
chooses; it was never declared as an attacker, so "whenever … attacks" abilities don't trigger
for it (508.3a). Outside a combat whose attackers were declared, or under the control of a
player other than the attacking player (506.3d), it enters but isn't attacking.
"""

from __future__ import annotations

from ofuda.runtime import (
    Attacks,
    CardType,
    Color,
    Controller,
    ObjectFilter,
    Scenario,
    Step,
    TokenSpec,
)
from support.kit import creature, instant, triggered
from support.slice_cards import PLAINS

SOLDIER = TokenSpec(1, 1, (Color.WHITE,), ("Soldier",))


def _raid_leader() -> object:
    """A 2/2 with "Whenever this creature attacks, create a 1/1 white Soldier creature token
    that's tapped and attacking." """
    make = triggered(
        Attacks(),
        lambda ctx: ctx.create_tokens(ctx.controller, SOLDIER, 1, tapped=True, attacking=True),
    )
    return creature("Raid Leader", "{1}{W}", 2, 2, "Human", abilities=(make,))


def test_508_4_a_token_created_attacking_deals_combat_damage() -> None:
    s = Scenario()
    s.battlefield("Alice", _raid_leader())
    s.attack("Raid Leader")
    s.resolve()
    soldier = s.permanent("Soldier Token")
    assert soldier.tapped and soldier.attacking is s.player("Bob")
    assert soldier in s.game.combat.attackers
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - 2 - 1


def test_508_3a_a_token_created_attacking_was_never_declared_as_an_attacker() -> None:
    """ "Whenever a creature you control attacks" triggers for the Raid Leader only: the Soldier
    entered attacking, it was never declared as an attacker (508.3a)."""
    watch = triggered(
        Attacks(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)),
        lambda ctx: ctx.gain_life(ctx.controller, 1),
    )
    s = Scenario()
    s.battlefield("Alice", _raid_leader(), creature("War Drummer", "{W}", 0, 1, abilities=(watch,)))
    s.attack("Raid Leader")
    s.resolve()
    assert s.on_battlefield("Alice").count("Soldier Token") == 1
    assert s.life("Alice") == 21


def test_506_4_outside_combat_the_token_enters_but_is_not_attacking() -> None:
    rally = instant(
        "Rally",
        "{W}",
        lambda ctx: ctx.create_tokens(ctx.controller, SOLDIER, 2, tapped=True, attacking=True),
    )
    s = Scenario()  # Alice's precombat main phase
    s.battlefield("Alice", PLAINS)
    s.hand("Alice", rally)
    s.cast("Alice", "Rally")
    s.resolve()
    soldiers = [p for p in s.game.battlefield.objects if p.name == "Soldier Token"]
    assert len(soldiers) == 2
    assert all(p.tapped and p.attacking is None for p in soldiers)


def test_110_5b_a_token_created_tapped_is_tapped() -> None:
    rally = instant(
        "Muster", "{W}", lambda ctx: ctx.create_tokens(ctx.controller, SOLDIER, 1, tapped=True)
    )
    s = Scenario()
    s.battlefield("Alice", PLAINS)
    s.hand("Alice", rally)
    s.cast("Alice", "Muster")
    s.resolve()
    assert s.is_tapped("Soldier Token")


def test_508_4_the_heuristic_agent_chooses_between_a_player_and_a_planeswalker() -> None:
    """With a planeswalker on the other side, the token's controller chooses what it attacks
    among a player and a permanent: the heuristic agent answered with an engine error (it
    valued a player as a permanent; `make soak`, every card)."""
    from ofuda.runtime import HeuristicAgent
    from support.kit import card

    walker = card("Test Walker", "{2}{W}", CardType.PLANESWALKER, loyalty=3)
    s = Scenario()
    s.use_agent("Alice", HeuristicAgent())
    s.battlefield("Alice", _raid_leader())
    s.battlefield("Bob", walker)
    s.attack("Raid Leader")
    s.resolve()
    soldier = s.permanent("Soldier Token")
    assert soldier.attacking in (s.player("Bob"), s.permanent("Test Walker"))
    assert soldier in s.game.combat.attackers
