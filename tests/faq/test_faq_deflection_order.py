"""AVR FAQ P44(7) on 神聖なる反撃 / Divine Deflection: the order of the damage it lets through
and the damage it deals."""

from __future__ import annotations

from ofuda.runtime import ChooseX, Scenario
from support.compiled import card


def test_faq_P44_7_excess_damage_first_then_divine_deflections_own_damage() -> None:
    """P44(7): after prevention, any excess damage from the source is dealt first, and right
    after that Divine Deflection deals its damage as part of the same prevention effect —
    before state-based actions are checked and before the damaging spell goes on resolving.
    (軽減の後、発生源からの超過分のダメージが先に与えられ、その直後に神聖なる反撃がダメージを与える。)
    Here Bob's Pillar of Flame deals 2 to Alice with 1 to prevent: 1 gets through, then the
    Deflection deals 1 to Bob's Thraben Valiant, which dies at the next check — not exiled by
    Pillar of Flame, which didn't damage it."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", *[card("Plains")] * 2)
    s.battlefield("Bob", card("Thraben Valiant"), card("Mountain"))
    s.hand("Alice", card("Divine Deflection"))
    s.hand("Bob", card("Pillar of Flame"))
    s.script("Alice", ChooseX(1))
    s.cast("Alice", "Divine Deflection", s.permanent("Thraben Valiant"))
    s.resolve()
    s.cast("Bob", "Pillar of Flame", "Alice")
    s.resolve()
    assert s.life("Alice") == 19
    lines = s.log_text().splitlines()
    excess = next(i for i, line in enumerate(lines) if "Pillar of Flame deals 1 damage to Alice" in line)
    deflected = next(
        i for i, line in enumerate(lines) if "Divine Deflection deals 1 damage to Thraben Valiant" in line
    )
    destroyed = next(i for i, line in enumerate(lines) if "Thraben Valiant is destroyed" in line)
    assert excess < deflected < destroyed
    assert "Thraben Valiant" in s.in_graveyard("Bob") and "Thraben Valiant" not in s.in_exile()
