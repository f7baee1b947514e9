""""A spell that targets CARDNAME / you / a creature you control" (115.10, 601.2i) on real
cards, each language alone: the cast trigger watches only spells cast with such a target, and
"target spell that targets you" admits only such spells as its target."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, RulesError, Scenario
from support.compiled import card, lands, set_card

LANGS = ["ja", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_gnarlback_rhino_draws_for_a_spell_that_targets_it(lang: str) -> None:
    """Gnarlback Rhino / 節くれ背のサイ (m20): "Whenever you cast a spell that targets
    Gnarlback Rhino, draw a card." — Zealous Strike on the Rhino draws a card (as the trigger
    resolves, before the spell), Zealous Strike on another creature does not."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Gnarlback Rhino", lang), card("Thraben Valiant"))
    s.battlefield("Alice", *lands("Plains", 4))
    s.hand("Alice", card("Zealous Strike"), card("Zealous Strike"))
    s.library("Alice", card("Forest"), card("Swamp"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.in_hand("Alice") == ["Zealous Strike"]
    s.cast("Alice", "Zealous Strike", "Gnarlback Rhino")
    s.resolve()
    assert s.in_hand("Alice") == ["Forest"]


@pytest.mark.parametrize("lang", LANGS)
def test_season_of_growth_draws_for_a_spell_that_targets_a_creature_you_control(
    lang: str,
) -> None:
    """Season of Growth / 成長の季節 (m20): "Whenever you cast a spell that targets a creature
    you control, draw a card." (2020: 「あなたが、あなたがコントロールしているクリーチャーを対象と
    する呪文を唱えるたび」) — a spell on Bob's creature draws nothing, one on Alice's draws."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Season of Growth", lang), card("Thraben Valiant"))
    s.battlefield("Alice", *lands("Plains", 4))
    (bobs,) = s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", card("Zealous Strike"), card("Zealous Strike"))
    s.library("Alice", card("Forest"), card("Swamp"))
    s.cast("Alice", "Zealous Strike", bobs)
    s.resolve()
    assert s.in_hand("Alice") == ["Zealous Strike"]
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.in_hand("Alice") == ["Forest"]


@pytest.mark.parametrize("lang", LANGS)
def test_druid_of_horns_makes_a_beast_for_an_aura_that_targets_it(lang: str) -> None:
    """Druid of Horns / 角のドルイド (m19): "Whenever you cast an Aura spell that targets Druid
    of Horns, create a 3/3 green Beast creature token." (「…を対象としてオーラ・呪文を唱える
    たび」) — an instant on it makes none, an Aura on it makes one."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Druid of Horns", lang))
    s.battlefield("Alice", *lands("Plains", 2), *lands("Island", 2))
    s.hand("Alice", card("Zealous Strike"), card("Ghostly Touch"))
    s.cast("Alice", "Zealous Strike", "Druid of Horns")
    s.resolve()
    assert s.on_battlefield("Alice").count("Beast Token") == 0
    s.cast("Alice", "Ghostly Touch", "Druid of Horns")
    s.resolve()
    assert s.on_battlefield("Alice").count("Beast Token") == 1


@pytest.mark.parametrize("lang", LANGS)
def test_cerulean_drake_counters_a_spell_that_targets_its_controller(lang: str) -> None:
    """Cerulean Drake / 紺碧のドレイク (m20): "Sacrifice Cerulean Drake: Counter target spell
    that targets you." — Bob's Shock at Alice is countered; his Shock at her creature is no
    legal target for it (115.10)."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("m20", "Cerulean Drake", lang), card("Seraph of Dawn"))
    s.battlefield("Bob", *lands("Mountain", 2))
    s.hand("Bob", set_card("m19", "Shock"), set_card("m19", "Shock"))
    s.cast("Bob", "Shock", "Seraph of Dawn")
    with pytest.raises((IllegalActionError, RulesError)):
        s.activate("Alice", "Cerulean Drake", "Shock")
    s.resolve()
    s.cast("Bob", "Shock", "Alice")
    s.activate("Alice", "Cerulean Drake", "Shock")
    s.resolve()
    assert s.life("Alice") == 20
    assert s.in_graveyard("Alice") == ["Cerulean Drake"]
