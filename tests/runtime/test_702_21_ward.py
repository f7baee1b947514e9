"""702.21 ward: "Ward [cost]" means "Whenever this permanent becomes the target of a spell or
ability an opponent controls, counter that spell or ability unless that player pays [cost]"
(702.21a); the cost may be life (702.21b). The player may pay (118.12a), only if they can; its
controller's own spells don't trigger it. The creatures are compiled from their text."""

from __future__ import annotations

from ofuda.runtime import Scenario
from ofuda.runtime.agents.scripted import May
from ofuda.runtime.definitions import CardType, ObjectFilter, PlayerFilter, TargetSpec
from support.compiled import card_from_text
from support.kit import instant
from support.slice_cards import MOUNTAIN

ANY = TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,)), players=PlayerFilter())
SHOCK = instant("Shock", "{R}", lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), 2), ANY)


def _warded(ward: str) -> object:
    return card_from_text(
        f"name: Guardian\ncost: {{2}}{{U}}\ntype: Creature — Spirit\npt: 1/4\nen:\n  {ward}\n"
    )


def _shock_the_guardian(ward: str, mountains: int, *decisions: object) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", _warded(ward))
    s.battlefield("Bob", *([MOUNTAIN] * mountains))
    s.hand("Bob", SHOCK)
    s.game.active = s.player("Bob")
    if decisions:
        s.script("Bob", *decisions)  # type: ignore[arg-type]
    s.cast("Bob", "Shock", "Guardian")
    s.resolve()
    return s


def test_702_21a_the_spell_is_countered_unless_its_controller_pays() -> None:
    s = _shock_the_guardian("Ward {2}", 1)  # no mana left to pay {2}
    assert s.permanent("Guardian").damage == 0
    assert "Shock" in s.in_graveyard("Bob")


def test_702_21a_the_player_may_pay_and_the_spell_resolves() -> None:
    s = _shock_the_guardian("Ward {2}", 3, May(True))
    assert s.permanent("Guardian").damage == 2
    assert not any(p.tapped is False for p in s.game.battlefield.objects if p.name == "Mountain")


def test_118_12a_the_player_may_decline_to_pay() -> None:
    s = _shock_the_guardian("Ward {2}", 3, May(False))
    assert s.permanent("Guardian").damage == 0


def test_702_21b_a_ward_cost_of_life() -> None:
    s = _shock_the_guardian("Ward—Pay 3 life.", 1, May(True))
    assert (s.permanent("Guardian").damage, s.life("Bob")) == (2, 17)


def test_702_21a_its_controllers_own_spell_does_not_trigger_it() -> None:
    s = Scenario()
    s.battlefield("Alice", _warded("Ward {2}"), MOUNTAIN)
    s.hand("Alice", SHOCK)
    s.cast("Alice", "Shock", "Guardian")
    s.resolve()
    assert s.permanent("Guardian").damage == 2
