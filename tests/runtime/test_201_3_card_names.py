"""201.3: choosing a card name as a permanent enters (614.12) — the player it enters under chooses
the name of a card of the kinds said ("a nonland card name"), the permanent remembers it — and
601.3: "Spells with the chosen name can't be cast." (a prohibition on every player while the
permanent is on the battlefield; ``ObjectFilter.chosen_name`` matches objects with that name)."""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    CantBeCast,
    CardType,
    Choice,
    ChooseAsEnters,
    IllegalActionError,
    ObjectFilter,
    Option,
    RulesError,
    Scenario,
    ZoneKind,
)
from ofuda.runtime.engine.card_names import nameable_cards
from ofuda.runtime.engine.casting.cast_prohibitions import cast_prohibited
from support.kit import card, creature, static
from support.slice_cards import FOREST, PLAINS

NONLAND = ObjectFilter(excluded_card_types=(CardType.LAND,))
NEVERMORE = card(
    "Nevermore",
    "{W}",
    CardType.ENCHANTMENT,
    abilities=(
        static(ChooseAsEnters(Choice.CARD_NAME, NONLAND)),
        static(CantBeCast(ObjectFilter(chosen_name=True))),
    ),
)
BEAR = creature("Grizzly Bears", "{G}", 2, 2, "Bear")
ELF = creature("Llanowar Elves", "{G}", 1, 1, "Elf")


def _table() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", PLAINS, FOREST, FOREST)
    s.hand("Alice", NEVERMORE, BEAR, ELF)
    s.hand("Bob", BEAR)
    return s


def test_201_3_the_name_chosen_is_remembered_and_its_spells_cant_be_cast() -> None:
    """Alice names Grizzly Bears: no player can cast a card of that name (601.3) — not Alice,
    not Bob — but Alice casts Llanowar Elves."""
    s = _table()
    s.script("Alice", Option("Grizzly Bears"))
    s.cast("Alice", "Nevermore")
    s.resolve()
    assert s.permanent("Nevermore").choices == {"card name": "Grizzly Bears"}
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Alice", "Grizzly Bears")
    (bobs_bear,) = s.player("Bob").hand.objects
    assert cast_prohibited(s.game, s.player("Bob"), bobs_bear)
    s.cast("Alice", "Llanowar Elves")
    s.resolve()
    assert "Llanowar Elves" in s.on_battlefield("Alice")


def test_201_3_only_a_card_name_of_the_kind_may_be_chosen() -> None:
    """A land's name is no "nonland card name": naming Forest is refused; the names offered are
    the nonland cards' in the game, tokens' never."""
    s = _table()
    assert nameable_cards(s.game, NONLAND) == ["Grizzly Bears", "Llanowar Elves", "Nevermore"]
    assert "Plains" not in nameable_cards(s.game, NONLAND)
    assert "Forest" in nameable_cards(s.game, None)
    s.script("Alice", Option("Forest"))
    s.cast("Alice", "Nevermore")
    with pytest.raises((IllegalActionError, RulesError)):
        s.resolve()


def test_601_3_the_prohibition_ends_when_the_permanent_leaves() -> None:
    """With Nevermore gone, the named card can be cast again."""
    s = _table()
    s.script("Alice", Option("Grizzly Bears"))
    s.cast("Alice", "Nevermore")
    s.resolve()
    s.game.move(s.permanent("Nevermore"), ZoneKind.GRAVEYARD)
    s.cast("Alice", "Grizzly Bears")
    s.resolve()
    assert "Grizzly Bears" in s.on_battlefield("Alice")
