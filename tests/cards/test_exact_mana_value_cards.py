"""One exact mana value in a target's description (202.3): 疎外 / Isolate (M19), 「点数で見た
マナ・コストが１のパーマネント１つを対象とし、それを追放する。」 / "Exile target permanent with
converted mana cost 1.", each language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, RulesError, Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_isolate_exiles_a_permanent_with_mana_value_1(lang: str) -> None:
    """Isolate exiles Bob's Rustwing Falcon ({W}); Alice's Plains pays for it."""
    isolate = set_card("m19", "Isolate", lang)
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Plains"))
    s.battlefield("Bob", set_card("m19", "Rustwing Falcon"))
    s.hand("Alice", isolate)
    s.cast("Alice", "Isolate", "Rustwing Falcon")
    s.resolve()
    assert s.in_exile() == ["Rustwing Falcon"]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("name", ["Walking Corpse", "Plains"])
def test_isolate_cant_target_another_mana_value(lang: str, name: str) -> None:
    """Walking Corpse ({1}{B}: 2) and a land (0) are not legal targets."""
    isolate = set_card("m19", "Isolate", lang)
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Plains"))
    s.battlefield("Bob", set_card("m19", name))
    s.hand("Alice", isolate)
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Alice", "Isolate", s.permanent(name, "Bob") if name == "Plains" else name)
