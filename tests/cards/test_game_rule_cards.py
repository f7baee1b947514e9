"""The game's own rules as instructions through real cards, in each language: Liliana's Contract
/ リリアナの契約 (m19: "you win the game", 104.2b), Hollowhenge Spirit / ホロウヘンジの霊魂 (dka:
"remove target attacking or blocking creature from combat", 506.4) and Tavern Swindler / 酒場の
詐欺師 (m21: "Flip a coin. If you win the flip, …", 705). Each card is compiled from
its Japanese text alone and from its English text alone, and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step, Targets
from support.compiled import card, card_from_text, set_card

LANGS = ("ja", "en")


def _demon(ja: str, en: str) -> object:
    """A vanilla 1/1 Demon creature card written for the test."""
    return card_from_text(
        f"name: {ja} / {en}\ncost: {{B}}\ntype: クリーチャー — デーモン / Creature — Demon\npt: 1/1\n"
    )


DEMONS = (
    _demon("試しの悪魔一", "Test Demon One"),
    _demon("試しの悪魔二", "Test Demon Two"),
    _demon("試しの悪魔三", "Test Demon Three"),
    _demon("試しの悪魔四", "Test Demon Four"),
)


@pytest.mark.parametrize("lang", LANGS)
def test_lilianas_contract_wins_with_four_demons_with_different_names(lang: str) -> None:
    """Liliana's Contract / リリアナの契約: "At the beginning of your upkeep, if you control four
    or more Demons with different names, you win the game." Alice controls four Demons with four
    names at her upkeep: she wins (104.2b), though Bob is at 20 life."""
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", set_card("m19", "Liliana's Contract", lang), *DEMONS)
    s.advance_to(Step.UPKEEP)
    s.resolve()
    assert s.winner == "Alice"
    assert s.life("Bob") == 20


@pytest.mark.parametrize("lang", LANGS)
def test_lilianas_contract_needs_four_different_names(lang: str) -> None:
    """Liliana's Contract / リリアナの契約 with four Demons of which two share a name (three
    names): the intervening "if" is false (603.4), the game goes on."""
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", set_card("m19", "Liliana's Contract", lang), *DEMONS[:3], DEMONS[0])
    s.advance_to(Step.UPKEEP)
    s.resolve()
    assert s.winner is None and s.game.result is None


@pytest.mark.parametrize("lang", LANGS)
def test_hollowhenge_spirit_removes_an_attacker_from_combat(lang: str) -> None:
    """Hollowhenge Spirit / ホロウヘンジの霊魂 (flash): "When Hollowhenge Spirit enters the
    battlefield, remove target attacking or blocking creature from combat." Bob flashes it in
    after Alice attacks with Thraben Valiant (2/1): the Valiant is removed from combat and Bob
    takes no combat damage."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Thraben Valiant"))
    s.battlefield("Bob", *[card("Plains")] * 4)
    s.hand("Bob", set_card("dka", "Hollowhenge Spirit", lang))
    s.attack("Thraben Valiant")
    s.script("Bob", Targets(("Thraben Valiant",)))  # the trigger's target
    s.cast("Bob", "Hollowhenge Spirit")
    s.resolve()
    assert s.permanent("Thraben Valiant").attacking is None
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seed", range(4))
def test_tavern_swindler_gains_six_life_only_on_a_won_flip(lang: str, seed: int) -> None:
    """Tavern Swindler / 酒場の詐欺師: "{T}, Pay 3 life: Flip a coin. If you win the flip, you
    gain 6 life." Alice pays 3 life and flips (the game's seeded random source): 23 life after a
    won flip, 17 after a lost one; the log says which."""
    s = Scenario(seed=seed)
    s.battlefield("Alice", set_card("m21", "Tavern Swindler", lang))
    s.activate("Alice", "Tavern Swindler")
    s.resolve()
    (flip,) = s.game.log.of_kind("coin flip")
    assert s.life("Alice") == (23 if flip.data["won"] else 17)
    assert s.is_tapped("Tavern Swindler")
