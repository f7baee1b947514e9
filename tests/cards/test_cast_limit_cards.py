"""601.3 on real cards, each compiled from its Japanese text alone and from its English text
alone: 法の定め / Rule of Law (M20) — "Each player can't cast more than one spell each turn." —
and 疲労の呪い / Curse of Exhaustion (DKA) — "Enchanted player can't cast more than one spell
each turn." (the cursed player only)."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, RulesError, Scenario
from support.compiled import set_card


def _shocks(n: int) -> list[object]:
    return [set_card("m19", "Shock") for _ in range(n)]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_rule_of_law_one_spell_each_turn_for_each_player(lang: str) -> None:
    """Rule of Law / 法の定め: Alice casts one Shock, not a second; Bob (on Alice's turn) casts
    one too; the next turn Alice may cast again."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Rule of Law", lang), *[set_card("m19", "Mountain")] * 3)
    s.battlefield("Bob", *[set_card("m19", "Mountain")] * 2)
    s.hand("Alice", *_shocks(3))
    s.hand("Bob", *_shocks(2))
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Alice", "Shock", "Bob")
    s.cast("Bob", "Shock", "Alice")
    s.resolve()
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Bob", "Shock", "Alice")
    assert s.life("Bob") == 18 and s.life("Alice") == 18


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_curse_of_exhaustion_limits_the_enchanted_player_only(lang: str) -> None:
    """Curse of Exhaustion / 疲労の呪い, cast by Alice on Bob: Bob casts one Shock a turn; Alice,
    who has cast the Curse already, casts two more spells."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m19", "Plains")] * 4, *[set_card("m19", "Mountain")] * 2)
    s.battlefield("Bob", *[set_card("m19", "Mountain")] * 2)
    s.hand("Alice", set_card("dka", "Curse of Exhaustion", lang), *_shocks(2))
    s.hand("Bob", *_shocks(2))
    s.cast("Alice", "Curse of Exhaustion", s.player("Bob"))
    s.resolve()
    assert s.permanent("Curse of Exhaustion").attached_to is s.player("Bob")
    s.cast("Bob", "Shock", "Alice")
    s.resolve()
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Bob", "Shock", "Alice")
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    assert s.life("Alice") == 18 and s.life("Bob") == 16
