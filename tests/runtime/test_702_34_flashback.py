"""702.34 flashback: cast from the graveyard by paying the flashback cost (702.34a, an
alternative cost, 118.9), with the card's normal timing; a spell whose flashback cost was
paid is exiled instead of going anywhere else when it leaves the stack (702.34a)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Flashback, Scenario, Step
from ofuda.runtime.definitions import Cost, ManaCost, PayLife
from ofuda.runtime.engine.casting.actions import CastSpell
from ofuda.runtime.engine.casting.spells import legal_actions
from ofuda.runtime.engine.errors import IllegalActionError
from ofuda.runtime.engine.objects.zones import ZoneKind
from ofuda.runtime.engine.stack.resolution import counter
from support.kit import instant, sorcery
from support.slice_cards import ISLAND, MOUNTAIN


def _gain(ctx) -> None:  # type: ignore[no-untyped-def]
    ctx.gain_life(ctx.controller, 3)


def _flashback(*items: object) -> tuple[Flashback]:
    return (Flashback(Cost(tuple(items))),)  # type: ignore[arg-type]


MEND = instant("Mend", "{U}", _gain, keywords=_flashback(ManaCost("{1}{U}")))
DIG = sorcery("Dig", "{R}", _gain, keywords=_flashback(ManaCost("{R}"), PayLife(3)))
PLAIN_INSTANT = instant("Plain Mend", "{U}", _gain)


def test_702_34a_cast_from_the_graveyard_for_the_flashback_cost_then_exiled() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND, ISLAND)
    s.graveyard("Alice", MEND)
    s.cast("Alice", "Mend")
    assert all(p.tapped for p in s.game.battlefield.objects)  # {1}{U}: both Islands
    s.resolve()
    assert s.life("Alice") == 23
    assert s.in_graveyard("Alice") == []
    assert [c.name for c in s.game.exile.objects] == ["Mend"]
    assert "for its flashback cost" in s.log_text()


def test_702_34a_the_flashback_cost_replaces_the_mana_cost() -> None:
    """{1}{U} must be paid: one Island is not enough, though the mana cost is {U}."""
    s = Scenario()
    s.battlefield("Alice", ISLAND)
    s.graveyard("Alice", MEND)
    assert not any(isinstance(a, CastSpell) for a in legal_actions(s.game, s.player("Alice")))


def test_702_34a_a_card_without_flashback_is_not_cast_from_the_graveyard() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND, ISLAND)
    s.graveyard("Alice", PLAIN_INSTANT)
    assert not any(isinstance(a, CastSpell) for a in legal_actions(s.game, s.player("Alice")))


def test_702_34a_cast_from_the_hand_it_goes_to_the_graveyard_as_usual() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND)
    s.hand("Alice", MEND)
    s.cast("Alice", "Mend")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Mend"]


def test_702_34a_countered_it_is_exiled_instead_of_put_into_the_graveyard() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND, ISLAND)
    s.graveyard("Alice", MEND)
    s.cast("Alice", "Mend")
    (spell,) = s.game.stack.objects
    assert counter(s.game, spell)
    assert s.in_graveyard("Alice") == [] and s.life("Alice") == 20
    assert [c.name for c in s.game.exile.objects] == ["Mend"]


def test_702_34a_any_zone_it_would_leave_the_stack_to_becomes_exile() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND, ISLAND)
    s.graveyard("Alice", MEND)
    s.cast("Alice", "Mend")
    (spell,) = s.game.stack.objects
    s.game.move(spell, ZoneKind.HAND)  # "return target spell to its owner's hand"
    assert s.in_hand("Alice") == []
    assert [c.name for c in s.game.exile.objects] == ["Mend"]


def test_702_34a_the_cards_timing_still_applies() -> None:
    """A sorcery with flashback is cast from the graveyard only when a sorcery could be."""
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", MOUNTAIN)
    s.graveyard("Alice", DIG)
    assert not any(isinstance(a, CastSpell) for a in legal_actions(s.game, s.player("Alice")))


def test_702_34a_a_flashback_cost_with_other_parts_pays_them_all() -> None:
    """Flashback—{R}, Pay 3 life."""
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.graveyard("Alice", DIG)
    s.cast("Alice", "Dig")
    assert s.life("Alice") == 17
    s.resolve()
    assert s.life("Alice") == 20
    assert [c.name for c in s.game.exile.objects] == ["Dig"]


def test_702_34a_a_cost_part_that_cannot_be_paid_forbids_the_cast() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.set_life("Alice", 2)
    s.graveyard("Alice", DIG)
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Dig")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_115_5_a_card_cast_from_the_graveyard_is_no_target_for_itself(lang: str) -> None:
    """墓場の浄化 / Purify the Grave (isd): "Exile target card from a graveyard. Flashback {W}."
    Alone in the graveyards it can't be cast by flashback: once cast it is the spell, and a
    spell can't target itself (115.5, 601.2c); with another card there, it can, and exiles it."""
    from support.compiled import set_card

    purify = set_card("isd", "Purify the Grave", lang)
    plains = set_card("isd", "Plains")
    s = Scenario()
    s.battlefield("Alice", plains)
    s.graveyard("Alice", purify)
    assert not any(isinstance(a, CastSpell) for a in legal_actions(s.game, s.player("Alice")))
    s.graveyard("Bob", ISLAND)
    assert any(isinstance(a, CastSpell) for a in legal_actions(s.game, s.player("Alice")))
    s.cast("Alice", "Purify the Grave", s.game.players[1].graveyard.objects[0])
    s.resolve()
    assert sorted(c.name for c in s.game.exile.objects) == ["Island", "Purify the Grave"]
