"""602.2i and 603.2: "Whenever you activate an ability of <a permanent>" triggers once for each
ability activated — its costs paid, before it resolves — of a permanent of the noun on the
battlefield; mana abilities are activated too (605.3a) unless the text excludes them ("that isn't
a mana ability"); "a loyalty ability" is a planeswalker's loyalty abilities only (606.3). Cards
compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Choose, Scenario
from ofuda.runtime.engine.mana.costs import activate_mana_source, mana_sources
from support.compiled import card, card_from_text

SURVEYOR = card_from_text(
    "name: 測量士 / Test Surveyor\ncost: {1}{G}\ntype: クリーチャー — 人間 / Creature — Human\npt: 1/1\n"
    "ja:\n  あなたが土地の能力を起動するたび、あなたは１点のライフを得る。\n"
    "en:\n  Whenever you activate an ability of a land, you gain 1 life.\n"
)
WARDEN = card_from_text(
    "name: 看守 / Test Warden\ncost: {1}{W}\ntype: クリーチャー — 人間 / Creature — Human\npt: 1/1\n"
    "ja:\n  対戦相手がクリーチャーの、マナ能力でない能力を起動するたび、そのプレイヤーは１点のライフを失う。\n"
    "en:\n  Whenever an opponent activates an ability of a creature that isn't a mana ability, that"
    " player loses 1 life.\n"
)


def _tap_for_mana(s: Scenario, who: str, land: str, color: str) -> None:
    player = s.player(who)
    perm = s.permanent(land, who)
    (source,) = [m for m in mana_sources(s.game, player) if m.permanent is perm]
    activate_mana_source(s.game, player, source, color)


def test_605_3a_a_mana_ability_is_activated() -> None:
    """Tapping a Forest for mana activates its mana ability: the Surveyor triggers."""
    s = Scenario()
    s.battlefield("Alice", SURVEYOR, card("Forest"))
    _tap_for_mana(s, "Alice", "Forest", "G")
    s.resolve()
    assert s.life("Alice") == 21


def test_602_2_that_isnt_a_mana_ability_and_whose() -> None:
    """Bob activates Bloodflow Connoisseur (not a mana ability): he loses 1 life ("that
    player"); Alice's own activation and Bob's mana ability don't trigger the Warden."""
    s = Scenario()
    s.battlefield("Alice", WARDEN, card("Bloodflow Connoisseur"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Bloodflow Connoisseur"), card("Thraben Valiant"), card("Swamp"))
    s.script("Alice", Choose(("Thraben Valiant",)))
    s.activate("Alice", "Bloodflow Connoisseur")
    s.resolve()
    assert s.life("Bob") == 20
    s.script("Bob", Choose(("Thraben Valiant",)))
    s.activate("Bob", "Bloodflow Connoisseur")
    s.resolve()
    assert s.life("Bob") == 19
    _tap_for_mana(s, "Bob", "Swamp", "B")
    s.resolve()
    assert s.life("Bob") == 19
