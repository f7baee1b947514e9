"""702.29 cycling: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." (702.29a),
an activated ability that functions only while the card is in a hand (113.6) though the card
has it in every zone (702.29b); typecycling (702.29e) searches the library for a card of its
type instead, reveals it, puts it into the hand and shuffles."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Cycling, Scenario, Step
from ofuda.runtime.definitions import CardType, Cost, ManaCost, ObjectFilter, PayLife, Supertype
from ofuda.runtime.engine.casting.actions import ActivateAbility
from ofuda.runtime.engine.casting.cycling import CyclingAbility
from ofuda.runtime.engine.casting.spells import legal_actions
from ofuda.runtime.engine.errors import IllegalActionError
from support.kit import creature
from support.slice_cards import FOREST, ISLAND, SWAMP


def _cycling(*items: object, search: ObjectFilter | None = None) -> tuple[Cycling]:
    return (Cycling(Cost(tuple(items)), search),)  # type: ignore[arg-type]


CYCLER = creature("Cycler", "{5}{U}", 4, 4, keywords=_cycling(ManaCost("{2}")))
WRAITH = creature("Wraith", "{3}{B}{B}", 3, 4, keywords=_cycling(PayLife(2)))
SWAMP_CYCLER = creature(
    "Swamp Cycler", "{6}", 6, 6, keywords=_cycling(ManaCost("{1}"), search=ObjectFilter(subtypes=("Swamp",)))
)
BASIC_CYCLER = creature(
    "Basic Cycler",
    "{6}",
    6,
    6,
    keywords=_cycling(
        ManaCost("{1}"),
        search=ObjectFilter(card_types=(CardType.LAND,), supertypes=(Supertype.BASIC,)),
    ),
)


def _cycles(s: Scenario, who: str) -> list[ActivateAbility]:
    return [
        a
        for a in legal_actions(s.game, s.player(who))
        if isinstance(a, ActivateAbility) and isinstance(a.source.abilities[a.index], CyclingAbility)
    ]


def test_702_29a_pay_the_cost_discard_the_card_draw_a_card() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND, ISLAND)
    s.library("Alice", FOREST)
    (card,) = s.hand("Alice", CYCLER)
    s.activate("Alice", card)
    assert s.in_graveyard("Alice") == ["Cycler"]  # discarded as the cost is paid
    assert all(p.tapped for p in s.game.battlefield.objects)
    assert s.in_hand("Alice") == []
    s.resolve()
    assert s.in_hand("Alice") == ["Forest"]


def test_702_29a_only_from_the_hand() -> None:
    """On the battlefield or in a graveyard, the card has cycling but can't cycle (113.6)."""
    s = Scenario()
    s.battlefield("Alice", ISLAND, ISLAND, CYCLER)
    s.graveyard("Alice", CYCLER)
    assert _cycles(s, "Alice") == []
    assert any(isinstance(a, CyclingAbility) for a in s.permanent("Cycler").abilities)  # 702.29b


def test_702_29a_at_instant_speed_on_any_turn() -> None:
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", ISLAND, ISLAND)
    s.hand("Alice", CYCLER)
    assert len(_cycles(s, "Alice")) == 1


def test_702_29a_only_its_owner_cycles_it() -> None:
    s = Scenario()
    s.battlefield("Bob", ISLAND, ISLAND)
    (card,) = s.hand("Alice", CYCLER)
    assert _cycles(s, "Bob") == []
    with pytest.raises(IllegalActionError):
        s.activate("Bob", card)


def test_702_29a_the_cost_must_be_paid() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND)
    s.hand("Alice", CYCLER)
    assert _cycles(s, "Alice") == []


def test_702_29a_a_cost_with_other_parts() -> None:
    """Cycling—Pay 2 life."""
    s = Scenario()
    s.library("Alice", FOREST)
    (card,) = s.hand("Alice", WRAITH)
    s.activate("Alice", card)
    assert s.life("Alice") == 18 and s.in_graveyard("Alice") == ["Wraith"]
    s.resolve()
    assert s.in_hand("Alice") == ["Forest"]


def test_702_29e_typecycling_searches_for_its_type() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND)
    s.library("Alice", FOREST, SWAMP, ISLAND)
    (card,) = s.hand("Alice", SWAMP_CYCLER)
    s.activate("Alice", card)
    s.script("Alice", Choose(("Swamp",)))
    s.resolve()
    assert s.in_hand("Alice") == ["Swamp"]
    assert sorted(s.in_library("Alice")) == ["Forest", "Island"]
    assert s.in_graveyard("Alice") == ["Swamp Cycler"]


def test_702_29e_basic_landcycling_finds_a_basic_land() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND)
    s.library("Alice", CYCLER, FOREST)
    (card,) = s.hand("Alice", BASIC_CYCLER)
    s.activate("Alice", card)
    s.script("Alice", Choose(("Forest",)))
    s.resolve()
    assert s.in_hand("Alice") == ["Forest"]


def test_702_29e_a_search_may_find_nothing() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND)
    s.library("Alice", FOREST)
    (card,) = s.hand("Alice", SWAMP_CYCLER)
    s.activate("Alice", card)
    s.resolve()
    assert s.in_hand("Alice") == [] and s.in_library("Alice") == ["Forest"]
