"""702.16b/c/e on a player: "You have protection from red." — a player with protection from a
quality can't be the target of spells with that quality nor of abilities from sources with it
(702.16b), can't be enchanted by Auras with it (702.16c), and all damage sources with it would
deal them is prevented (702.16e); "from the chosen card name" (201.3) is from every object with
the name chosen as the permanent entered. The charm is compiled by ofuda from text written here in both
languages (one IR)."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, RulesError, Scenario
from ofuda.runtime.definitions import PlayerFilter, TargetSpec
from ofuda.runtime.engine.objects.targets import candidates_for
from ofuda.runtime.engine.replacement.damage import deal_damage
from support.compiled import card, card_from_text, set_card

ANY_PLAYER = TargetSpec(players=PlayerFilter())


CHARM = card_from_text(
    "name: 護符 / Test Red Charm\ncost: {2}\ntype: アーティファクト / Artifact\n"
    "ja:\n  あなたはプロテクション（赤）を持つ。\nen:\n  You have protection from red.\n"
)


def test_702_16b_no_red_spell_targets_the_player() -> None:
    """Bob's Shock can't target Alice (its own controller may not either: protection is from the
    quality, whoever controls it); once the charm is gone, it can."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", CHARM)
    s.battlefield("Bob", card("Mountain"))
    s.hand("Bob", set_card("m19", "Shock"))
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Bob", "Shock", "Alice")
    s.game.destroy(s.permanent("Test Red Charm"))
    s.cast("Bob", "Shock", "Alice")
    s.resolve()
    assert s.life("Alice") == 18


def test_702_16e_damage_from_a_red_source_is_prevented() -> None:
    """Damage a red source would deal Alice is prevented; a green source's is not."""
    s = Scenario()
    s.battlefield("Alice", CHARM)
    (red,) = s.battlefield("Bob", set_card("m19", "Shock"))  # a red object as the source
    (green,) = s.battlefield("Bob", set_card("m19", "Llanowar Elves"))
    deal_damage(s.game, red, s.player("Alice"), 3)
    assert s.life("Alice") == 20
    deal_damage(s.game, green, s.player("Alice"), 1)
    assert s.life("Alice") == 19


def test_702_16_from_the_chosen_card_name() -> None:
    """Runed Halo with Shock chosen: no object named Shock targets Alice or deals her damage;
    one of another name does (201.3: the name chosen as the permanent entered)."""
    s = Scenario()
    (halo,) = s.battlefield("Alice", set_card("m21", "Runed Halo", "en"))
    halo.choices["card name"] = "Shock"
    s.game.touch()
    (shock,) = s.battlefield("Bob", set_card("m19", "Shock"))
    (strike,) = s.battlefield("Bob", set_card("m19", "Lightning Strike"))
    bob = s.player("Bob")
    assert [p.name for p in candidates_for(s.game, ANY_PLAYER, bob, shock)] == ["Bob"]
    assert [p.name for p in candidates_for(s.game, ANY_PLAYER, bob, strike)] == ["Alice", "Bob"]
    deal_damage(s.game, shock, s.player("Alice"), 2)
    assert s.life("Alice") == 20
    deal_damage(s.game, strike, s.player("Alice"), 3)
    assert s.life("Alice") == 17
