"""201.3 and 601.3 on real cards, each compiled from its Japanese text alone and from its English
text alone: 金輪際 / Nevermore (ISD) — "As Nevermore enters the battlefield, name a nonland card.
The named card can't be cast." / 「金輪際が戦場に出るに際し、土地でないカード名を１つ指定する。
指定されたカードは唱えられない。」 (Gatherer ruling: no player can cast a spell with the chosen
name; a land's name can't be named)."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, Option, RulesError, Scenario, ZoneKind
from support.compiled import set_card


def _table(lang: str) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", *[set_card("m19", "Plains")] * 3, set_card("m19", "Mountain"))
    s.battlefield("Bob", *[set_card("m19", "Mountain")] * 2)
    s.hand("Alice", set_card("isd", "Nevermore", lang), set_card("m19", "Shock"))
    s.hand("Bob", set_card("m19", "Shock"))
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_nevermore_the_named_card_cant_be_cast_by_anyone(lang: str) -> None:
    """Alice names Shock: neither Alice nor Bob can cast it while Nevermore is on the battlefield;
    once it has left, Bob can."""
    s = _table(lang)
    s.script("Alice", Option("Shock"))
    s.cast("Alice", "Nevermore")
    s.resolve()
    assert s.permanent("Nevermore").choices == {"card name": "Shock"}
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Alice", "Shock", "Bob")
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Bob", "Shock", "Alice")
    s.game.move(s.permanent("Nevermore"), ZoneKind.GRAVEYARD)
    s.cast("Bob", "Shock", "Alice")
    s.resolve()
    assert s.life("Alice") == 18


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_nevermore_cant_name_a_land(lang: str) -> None:
    """A land's name is no nonland card name (201.3): naming Mountain is refused."""
    s = _table(lang)
    s.script("Alice", Option("Mountain"))
    s.cast("Alice", "Nevermore")
    with pytest.raises((IllegalActionError, RulesError)):
        s.resolve()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_runed_halo_protects_you_from_the_chosen_name(lang: str) -> None:
    """Runed Halo / ルーンの光輪 (M21), Alice naming Shock: Bob's Shock can't target Alice (it may
    target her creature: only she has the protection); his Lightning Strike can."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m19", "Plains")] * 2)
    s.battlefield("Alice", set_card("m19", "Llanowar Elves"))
    s.battlefield("Bob", *[set_card("m19", "Mountain")] * 3)
    s.hand("Alice", set_card("m21", "Runed Halo", lang))
    s.hand("Bob", set_card("m19", "Shock"), set_card("m19", "Lightning Strike"))
    s.script("Alice", Option("Shock"))
    s.cast("Alice", "Runed Halo")
    s.resolve()
    assert s.permanent("Runed Halo").choices == {"card name": "Shock"}
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Bob", "Shock", "Alice")
    s.cast("Bob", "Shock", "Llanowar Elves")
    s.resolve()
    assert "Llanowar Elves" in s.in_graveyard("Alice")
    s.cast("Bob", "Lightning Strike", "Alice")
    s.resolve()
    assert s.life("Alice") == 17
