"""601.2a, 601.2h: a spell is on the stack when its costs are paid, so "discard a card" as an
additional cost is paid with another card of its controller's hand, never with the spell
itself. The actions offered to a player (what an agent chooses from) hold the cast only when
that cost can be paid: the heuristic agent cast 空なき業火 / Skyless Blaze as the last card of
its hand, and the game stopped with an engine error (`make soak`, every card)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.casting.actions import CastSpell
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import lands, set_card


def _casts(s: Scenario, name: str) -> bool:
    return any(
        isinstance(a, CastSpell) and a.card.name == name
        for a in legal_actions(s.game, s.player("Alice"))
    )


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_601_2a_the_spell_alone_in_hand_cannot_pay_a_discard_cost(lang: str) -> None:
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 3))
    s.hand("Alice", set_card("examples", "Skyless Blaze", lang))
    assert not _casts(s, "Skyless Blaze")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_601_2a_another_card_in_hand_pays_the_discard_cost(lang: str) -> None:
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 3))
    s.hand("Alice", set_card("examples", "Skyless Blaze", lang), *lands("Plains", 1))
    assert _casts(s, "Skyless Blaze")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_601_2a_a_spell_cast_from_the_graveyard_is_not_one_of_the_cards_it_exiles(
    lang: str,
) -> None:
    """スカーブの殲滅者 / Skaab Ruinator cast from the graveyard: "exile three creature cards from
    your graveyard" needs three others, the Ruinator being on the stack by then (`make soak`:
    "must choose 3..3 to exile, got 2")."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("isd", "Island")] * 3)
    corpse = set_card("m19", "Walking Corpse")
    s.graveyard("Alice", set_card("isd", "Skaab Ruinator", lang), corpse, corpse)
    assert not _casts(s, "Skaab Ruinator")
    s.graveyard("Alice", corpse)
    assert _casts(s, "Skaab Ruinator")
