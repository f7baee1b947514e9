""" "… instead" follow-up sentences (608.2c) on real cards, each language alone: exactly one of
the two instructions happens, chosen by the condition as the ability resolves."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Targets
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("target", "pt"), [("Thraben Valiant", (4, 3)), ("Nettle Swine", (5, 4))])
def test_elder_cathar_puts_two_counters_on_a_human_instead_of_one(
    lang: str, target: str, pt: tuple[int, int]
) -> None:
    """上座の聖戦士 / Elder Cathar (ISD): "When Elder Cathar dies, put a +1/+1 counter on target
    creature you control. If that creature is a Human, put two +1/+1 counters on it instead."
    A Human (Thraben Valiant, 2/1) gets two counters and no more; a Boar (Nettle Swine, 4/3)
    gets one."""
    cathar = set_card("isd", "Elder Cathar", lang)
    s = Scenario()
    s.battlefield(
        "Alice", cathar, card("Thraben Valiant"), card("Nettle Swine"), set_card("m19", "Mountain")
    )
    s.hand("Alice", set_card("m19", "Shock"))
    s.script("Alice", Targets((target,)))
    s.cast("Alice", "Shock", "Elder Cathar")
    s.resolve()
    assert "Elder Cathar" in s.in_graveyard("Alice")
    assert s.pt(target) == pt


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("died", "life"), [(False, 24), (True, 28)])
def test_life_goes_on_gains_eight_instead_of_four_after_a_death(
    lang: str, died: bool, life: int
) -> None:
    """人生は続く / Life Goes On (M21): "You gain 4 life. If a creature died this turn, you gain
    8 life instead." — 4 life, or 8 (not 12) once a creature has died this turn."""
    s = Scenario()
    s.battlefield(
        "Alice", card("Thraben Valiant"), set_card("m19", "Mountain"), set_card("m19", "Forest")
    )
    s.hand("Alice", set_card("m21", "Life Goes On", lang), set_card("m19", "Shock"))
    if died:
        s.cast("Alice", "Shock", "Thraben Valiant")
        s.resolve()
        assert "Thraben Valiant" in s.in_graveyard("Alice")
    s.cast("Alice", "Life Goes On")
    s.resolve()
    assert s.life("Alice") == life


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("died", "pt"), [(False, (5, 4)), (True, (7, 6))])
def test_hunger_of_the_howlpack_morbid_paragraph_replaces_the_first(
    lang: str, died: bool, pt: tuple[int, int]
) -> None:
    """遠吠えする群れの飢え / Hunger of the Howlpack (DKA): "Put a +1/+1 counter on target
    creature. / Morbid — Put three +1/+1 counters on that creature instead if a creature died
    this turn." — the Morbid paragraph belongs to the same spell ability (608.2c): Nettle
    Swine (4/3) gets one counter, or three (not four) once a creature has died this turn."""
    s = Scenario()
    s.battlefield(
        "Alice",
        card("Thraben Valiant"),
        card("Nettle Swine"),
        set_card("m19", "Mountain"),
        set_card("m19", "Forest"),
    )
    s.hand("Alice", set_card("dka", "Hunger of the Howlpack", lang), set_card("m19", "Shock"))
    if died:
        s.cast("Alice", "Shock", "Thraben Valiant")
        s.resolve()
    s.cast("Alice", "Hunger of the Howlpack", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == pt


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("died", [False, True])
def test_tragic_slip_morbid_paragraph(lang: str, died: bool) -> None:
    """悲劇的な過ち / Tragic Slip (DKA): "Target creature gets -1/-1 until end of turn. /
    Morbid — That creature gets -13/-13 until end of turn instead if a creature died this
    turn." — Nettle Swine (4/3) is 3/2 after it, or dies (-13/-13) once a creature has died."""
    s = Scenario()
    s.battlefield(
        "Alice",
        card("Thraben Valiant"),
        set_card("m19", "Mountain"),
        set_card("m19", "Swamp"),
    )
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", set_card("dka", "Tragic Slip", lang), set_card("m19", "Shock"))
    if died:
        s.cast("Alice", "Shock", "Thraben Valiant")
        s.resolve()
    s.cast("Alice", "Tragic Slip", "Nettle Swine")
    s.resolve()
    if died:
        assert "Nettle Swine" in s.in_graveyard("Bob")
    else:
        assert s.pt("Nettle Swine") == (3, 2)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("died", "bob"), [(False, 17), (True, 15)])
def test_brimstone_volley_deals_five_instead_of_three_after_a_death(
    lang: str, died: bool, bob: int
) -> None:
    """硫黄の流弾 / Brimstone Volley (ISD): "Brimstone Volley deals 3 damage to target creature
    or player. / Morbid — Brimstone Volley deals 5 damage to that creature or player instead if
    a creature died this turn." — 3 to Bob, or 5 (not 8) once a creature has died."""
    mountain = set_card("m19", "Mountain")
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[mountain] * 4)
    s.hand("Alice", set_card("isd", "Brimstone Volley", lang), set_card("m19", "Shock"))
    if died:
        s.cast("Alice", "Shock", "Thraben Valiant")
        s.resolve()
    s.cast("Alice", "Brimstone Volley", "Bob")
    s.resolve()
    assert s.life("Bob") == bob
