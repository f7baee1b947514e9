"""Scenario tests of the AVR miracle spells (702.94; FAQ 奇跡 M1–M9) and Wolfir Avenger.

Each test names the card in both languages; the miracle tests draw the card
as the first card of the turn, reveal it and cast it for its miracle cost
while the miracle trigger resolves (702.94a), whatever its card type's timing.
"""

from __future__ import annotations

from ofuda.runtime import ChooseX, May, Reveal, Scenario, Step, Targets
from support.compiled import card


def _draw_step_with(top: str, *script) -> Scenario:  # type: ignore[no-untyped-def]
    """Alice's upkeep; the named card on top of her library; her choices scripted."""
    s = Scenario(step=Step.UPKEEP)
    s.library("Alice", card(top), card("Plains"))
    s.script("Alice", Reveal(True), May(True), *script)
    return s


def test_banishing_stroke_cast_normally_puts_the_target_on_the_bottom() -> None:
    """払拭の一撃 / Banishing Stroke — 5W: target artifact, creature or enchantment to the bottom."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 6)
    s.battlefield("Bob", card("Nettle Swine"))
    s.library("Bob", card("Island"))
    s.hand("Alice", card("Banishing Stroke"))
    s.cast("Alice", "Banishing Stroke", "Nettle Swine")
    s.resolve()
    assert s.on_battlefield("Bob") == []
    assert s.in_library("Bob")[-1] == "Nettle Swine"


def test_banishing_stroke_miracle_for_w_on_the_first_draw() -> None:
    """払拭の一撃 / Banishing Stroke — 奇跡 {W}: revealed as drawn, cast for {W} (M2, M5)."""
    s = _draw_step_with("Banishing Stroke", Targets(("Nettle Swine",)))
    s.battlefield("Alice", card("Plains"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert s.on_battlefield("Bob") == []
    assert "Banishing Stroke" in s.in_graveyard("Alice")


def test_banishing_stroke_not_revealed_stays_in_hand() -> None:
    """払拭の一撃 / Banishing Stroke — revealing is optional (M3): not revealed, it stays in hand."""
    s = Scenario(step=Step.UPKEEP)
    s.library("Alice", card("Banishing Stroke"))
    s.script("Alice", Reveal(False))
    s.battlefield("Alice", card("Plains"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert s.in_hand("Alice") == ["Banishing Stroke"]
    assert s.on_battlefield("Bob") == ["Nettle Swine"]


def test_entreat_the_angels_miracle_with_x() -> None:
    """天使への願い / Entreat the Angels — 奇跡 {X}{W}{W}: X 4/4 flying Angel tokens."""
    s = _draw_step_with("Entreat the Angels", ChooseX(2))
    s.battlefield("Alice", *[card("Plains")] * 4)
    s.advance_to(Step.DRAW)
    s.resolve()
    angels = [n for n in s.on_battlefield("Alice") if n != "Plains"]
    assert len(angels) == 2
    assert s.pt(angels[0]) == (4, 4)
    assert s.has_keyword(angels[0], "flying")


def test_terminus_puts_all_creatures_on_the_bottom() -> None:
    """終末 / Terminus — all creatures on the bottom of their owners' libraries."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Plains")] * 6)
    s.battlefield("Bob", card("Nettle Swine"))
    s.library("Bob", card("Island"))
    s.hand("Alice", card("Terminus"))
    s.cast("Alice", "Terminus")
    s.resolve()
    assert "Thraben Valiant" not in s.on_battlefield("Alice")
    assert s.on_battlefield("Bob") == []
    assert s.in_library("Bob")[-1] == "Nettle Swine"
    assert s.in_library("Alice")[-1] == "Thraben Valiant"


def test_devastation_tide_returns_all_nonland_permanents() -> None:
    """壊滅的大潮 / Devastation Tide — every nonland permanent to its owner's hand."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Island")] * 5)
    s.battlefield("Bob", card("Nettle Swine"), card("Forest"))
    s.hand("Alice", card("Devastation Tide"))
    s.cast("Alice", "Devastation Tide")
    s.resolve()
    assert s.in_hand("Alice") == ["Thraben Valiant"]
    assert s.in_hand("Bob") == ["Nettle Swine"]
    assert s.on_battlefield("Bob") == ["Forest"]


def test_temporal_mastery_takes_an_extra_turn_and_exiles_itself() -> None:
    """時間の熟達 / Temporal Mastery — an extra turn after this one; exile it (500.7)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 7)
    s.hand("Alice", card("Temporal Mastery"))
    s.cast("Alice", "Temporal Mastery")
    s.resolve()
    assert "Temporal Mastery" in s.in_exile()
    assert "Temporal Mastery" not in s.in_graveyard("Alice")
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.game.active.name == "Alice"


def test_vanishment_puts_a_nonland_permanent_on_top() -> None:
    """消え去り / Vanishment — target nonland permanent on top of its owner's library."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 5)
    s.battlefield("Bob", card("Nettle Swine"))
    s.library("Bob", card("Island"))
    s.hand("Alice", card("Vanishment"))
    s.cast("Alice", "Vanishment", "Nettle Swine")
    s.resolve()
    assert s.in_library("Bob")[0] == "Nettle Swine"


def test_thunderous_wrath_deals_five_to_a_creature_or_player() -> None:
    """轟く怒り / Thunderous Wrath — 5 damage to target creature or player."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 7)
    s.hand("Alice", card("Thunderous Wrath"))
    s.cast("Alice", "Thunderous Wrath", "Bob")
    s.resolve()
    assert s.life("Bob") == 15


def test_thunderous_wrath_miracle_for_r_at_instant_speed_on_the_opponents_turn() -> None:
    """轟く怒り / Thunderous Wrath — 奇跡 {R}: an instant revealed as the first draw and
    cast for {R} while its miracle trigger resolves."""
    s = _draw_step_with("Thunderous Wrath", Targets(("Bob",)))
    s.battlefield("Alice", card("Mountain"))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert s.life("Bob") == 15


def test_wolfir_avenger_flash_and_regeneration() -> None:
    """ウルフィーの報復者 / Wolfir Avenger — 瞬速; {1}{G}: regenerate (701.15)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", *[card("Forest")] * 5)
    s.hand("Alice", card("Wolfir Avenger"))
    s.cast("Alice", "Wolfir Avenger")  # on Bob's turn: flash
    s.resolve()
    assert "Wolfir Avenger" in s.on_battlefield("Alice")
    s.activate("Alice", "Wolfir Avenger")
    s.resolve()
    s.game.destroy(s.permanent("Wolfir Avenger"))
    s.check_state()
    assert "Wolfir Avenger" in s.on_battlefield("Alice")
    assert s.is_tapped("Wolfir Avenger")
