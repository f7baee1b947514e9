"""Scenario tests of spells on the stack as objects: counterspells with conditions
on their target (115.1a), copies of spells (707.10).

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py), so these test what the text compiles to.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import May, RulesError, Scenario, Step, Targets
from support.compiled import card


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


# --- 知恵比べ / Outwit -------------------------------------------------------------


def test_outwit_counters_a_spell_that_targets_a_player() -> None:
    """知恵比べ / Outwit — 「いずれかのプレイヤーを対象とする呪文」: Thunderbolt aimed at Bob
    is countered and deals no damage."""
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 3))
    s.battlefield("Bob", card("Island"))
    s.hand("Alice", card("Thunderbolt"))
    s.hand("Bob", card("知恵比べ"))
    s.cast("Alice", "Thunderbolt", "Bob", modes=(0,))
    s.cast("Bob", "Outwit", "Thunderbolt")
    s.resolve()
    assert s.life("Bob") == 20
    assert s.in_graveyard("Alice") == ["Thunderbolt"]
    assert s.in_graveyard("Bob") == ["Outwit"]


def test_outwit_cant_target_a_spell_that_targets_only_a_creature() -> None:
    """Outwit / 知恵比べ — a spell whose only target is a creature is no legal target."""
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 3))
    s.battlefield("Bob", card("Island"), card("Scrapskin Drake"))
    s.hand("Alice", card("Thunderbolt"))
    s.hand("Bob", card("Outwit"))
    s.cast("Alice", "Thunderbolt", "Scrapskin Drake", modes=(1,))
    with pytest.raises(RulesError):
        s.cast("Bob", "Outwit", "Thunderbolt")


# --- 当て推量 / Second Guess -------------------------------------------------------


def test_second_guess_counters_the_second_spell_cast_this_turn() -> None:
    """当て推量 / Second Guess — 「このターンで２つ目に唱えられた呪文」: the first spell resolved,
    the second is countered."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 4), card("Thraben Valiant"))
    s.battlefield("Bob", *lands("Island", 2))
    s.hand("Alice", card("Zealous Strike"), card("Zealous Strike"))
    s.hand("Bob", card("当て推量"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.cast("Bob", "Second Guess", "Zealous Strike")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)
    assert s.in_graveyard("Bob") == ["Second Guess"]


def test_second_guess_cant_target_the_first_spell_cast_this_turn() -> None:
    """Second Guess / 当て推量 — the first spell of the turn is no legal target."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 2), card("Thraben Valiant"))
    s.battlefield("Bob", *lands("Island", 2))
    s.hand("Alice", card("Zealous Strike"))
    s.hand("Bob", card("Second Guess"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    with pytest.raises(RulesError):
        s.cast("Bob", "Second Guess", "Zealous Strike")


# --- 錬金術師の隠れ家 / Alchemist's Refuge ------------------------------------------------


def test_alchemists_refuge_taps_for_colorless_mana() -> None:
    """錬金術師の隠れ家 / Alchemist's Refuge — 「{T}：あなたのマナ・プールに{1}を加える。」 pays
    the generic part of Moorland Inquisitor ({1}{W})."""
    s = Scenario()
    s.battlefield("Alice", card("錬金術師の隠れ家"), card("Plains"))
    s.hand("Alice", card("Moorland Inquisitor"))
    s.cast("Alice", "Moorland Inquisitor")
    s.resolve()
    assert "Moorland Inquisitor" in s.on_battlefield("Alice")


def test_alchemists_refuge_lets_you_cast_a_creature_on_the_opponents_turn() -> None:
    """Alchemist's Refuge / 錬金術師の隠れ家 — 「{G}{U}, {T}：このターン、あなたは土地でないカードを、
    瞬速を持っているかのように唱えてもよい。」: without it, no creature on Bob's turn; with it, yes."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Alchemist's Refuge"), card("Forest"), card("Island"),
                  *lands("Forest", 2))
    s.hand("Alice", card("Wandering Wolf"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Wandering Wolf")
    s.activate("Alice", "Alchemist's Refuge", index=1)
    s.resolve()
    s.cast("Alice", "Wandering Wolf")
    s.resolve()
    assert "Wandering Wolf" in s.on_battlefield("Alice")


def test_alchemists_refuge_permission_is_its_controllers_only() -> None:
    """Alchemist's Refuge / 錬金術師の隠れ家 — 「あなたは」: the opponent still can't cast a creature
    at instant speed."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", card("Alchemist's Refuge"), card("Forest"), card("Island"))
    s.battlefield("Bob", *lands("Forest", 2))
    s.hand("Bob", card("Wandering Wolf"))
    s.activate("Alice", "Alchemist's Refuge", index=1)
    s.resolve()
    s.advance_to(Step.END)
    with pytest.raises(RulesError):
        s.cast("Bob", "Wandering Wolf")


# --- 二重詠唱 / Dual Casting ---------------------------------------------------------------


def _dual_casting(s: Scenario) -> None:
    """Alice's Thraben Valiant enchanted with Dual Casting, and lands to use it."""
    s.battlefield("Alice", card("Thraben Valiant"), card("二重詠唱"), *lands("Mountain", 4))
    s.attach("Dual Casting", "Thraben Valiant")


def test_dual_casting_copies_an_instant_with_the_same_target() -> None:
    """二重詠唱 / Dual Casting — 「{R}, {T}: …インスタント呪文１つ…を対象とし、それをコピーする。」:
    Thunderbolt and its copy both deal 3 damage to Bob."""
    s = Scenario()
    _dual_casting(s)
    s.hand("Alice", card("Thunderbolt"))
    s.cast("Alice", "Thunderbolt", "Bob", modes=(0,))
    s.script("Alice", May(False))
    s.activate("Alice", "Thraben Valiant", "Thunderbolt")
    s.resolve()
    assert s.life("Bob") == 14
    assert s.is_tapped("Thraben Valiant")
    assert s.in_graveyard("Alice") == ["Thunderbolt"]  # the copy is no card (707.10)


def test_dual_casting_copy_may_get_new_targets() -> None:
    """Dual Casting / 二重詠唱 — 「あなたはそのコピーの新しい対象を選んでもよい。」: the copy of
    Zealous Strike pumps another creature."""
    s = Scenario()
    _dual_casting(s)
    s.battlefield("Alice", card("Moorland Inquisitor"), card("Plains"), card("Plains"))
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.script("Alice", May(True), Targets(("Moorland Inquisitor",)))
    s.activate("Alice", "Thraben Valiant", "Zealous Strike")
    s.resolve()
    assert s.pt("Moorland Inquisitor") == (4, 4)
    assert s.pt("Thraben Valiant") == (4, 3)


def test_dual_casting_targets_only_your_instants_and_sorceries() -> None:
    """Dual Casting / 二重詠唱 — 「あなたがコントロールする」: an opponent's instant, or your creature
    spell, is no legal target."""
    s = Scenario(active="Bob")
    _dual_casting(s)
    s.battlefield("Bob", *lands("Mountain", 3))
    s.hand("Bob", card("Thunderbolt"))
    s.cast("Bob", "Thunderbolt", "Alice", modes=(0,))
    with pytest.raises(RulesError):
        s.activate("Alice", "Thraben Valiant", "Thunderbolt")


# --- 不和の暴君 / Tyrant of Discord --------------------------------------------------------


def _cast_tyrant(s: Scenario) -> None:
    """Alice casts Tyrant of Discord (seven Mountains) targeting Bob; everything resolves."""
    s.battlefield("Alice", *lands("Mountain", 7))
    s.hand("Alice", card("不和の暴君"))
    s.cast("Alice", "Tyrant of Discord")
    s.script("Alice", Targets(("Bob",)))
    s.resolve()


def _sacrificed(s: Scenario) -> list[str]:
    """The permanents sacrificed, in order, read from the game log."""
    return [line.split(" sacrifices ")[1] for line in s.log_text().splitlines() if " sacrifices " in line]


def test_tyrant_of_discord_stops_at_the_first_land() -> None:
    """不和の暴君 / Tyrant of Discord — 「…無作為に選び、それを生け贄に捧げる。これにより土地でない
    パーマネントが生け贄に捧げられた場合、この手順を繰り返す。」: Bob sacrifices at random until a land
    goes; his other lands stay."""
    s = Scenario(seed=3)
    s.battlefield("Bob", card("Vorstclaw"), card("Nettle Swine"), card("Thraben Valiant"),
                  card("Island"), card("Island"))
    _cast_tyrant(s)
    gone = _sacrificed(s)
    assert gone[-1] == "Island"
    assert all(name != "Island" for name in gone[:-1])
    assert s.on_battlefield("Bob").count("Island") == 1
    assert len(s.in_graveyard("Bob")) == len(gone)


def test_tyrant_of_discord_with_only_lands_takes_one() -> None:
    """Tyrant of Discord / 不和の暴君 — the first sacrifice is a land: the process ends."""
    s = Scenario()
    s.battlefield("Bob", *lands("Island", 3))
    _cast_tyrant(s)
    assert s.in_graveyard("Bob") == ["Island"]
