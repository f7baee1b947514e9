"""Scenario tests of redirection effects (614.9) with a non-AVR card written as text:
最下層民 / Pariah, "All damage that would be dealt to you is dealt to enchanted creature
instead." — with the AVR cards Pillar of Flame (火柱), Midnight Duelist (真夜中の決闘者) and
Havengul Vampire (ヘイヴングルの吸血鬼)."""

from __future__ import annotations

from ofuda.runtime import Option, Scenario, Step
from support.compiled import card, card_from_text
from support.extra_cards import PARIAH

SHIELD = card_from_text(
    "name: 試作の盾 / Test Shield\ncost: {W}\ntype: インスタント / Instant\n"
    "ja:\n  このターン、あなたに与えられるすべてのダメージを軽減する。\n"
    "en:\n  Prevent all damage that would be dealt to you this turn.\n"
)


def _pillar_at_alice(pariah_on: str | None, host_owner: str = "Alice") -> Scenario:
    """Bob casts Pillar of Flame (火柱) at Alice; Pariah enchants ``pariah_on`` if given."""
    s = Scenario(active="Bob")
    s.battlefield(host_owner, card("Moorland Inquisitor"))
    if pariah_on is not None:
        s.battlefield("Alice", PARIAH)
        s.attach("Pariah", pariah_on)
    s.battlefield("Bob", card("Mountain"))
    s.hand("Bob", card("Pillar of Flame"))
    s.cast("Bob", "Pillar of Flame", "Alice")
    s.resolve()
    return s


def test_pariah_damage_to_you_is_dealt_to_the_enchanted_creature() -> None:
    """最下層民 / Pariah: the 2 damage Pillar of Flame would deal to Alice is dealt to the
    enchanted Moorland Inquisitor (2/2) instead: she loses no life, it dies."""
    s = _pillar_at_alice("Moorland Inquisitor")
    assert s.life("Alice") == 20
    assert "Moorland Inquisitor" not in s.on_battlefield("Alice")
    log = [e.text for e in s.game.log.of_kind("damage")]
    assert log == ["Pillar of Flame deals 2 damage to Moorland Inquisitor"]


def test_pariah_contrast_without_it_the_player_is_dealt_the_damage() -> None:
    """Without 最下層民 / Pariah Alice is dealt the 2 damage and her creature is untouched."""
    s = _pillar_at_alice(None)
    assert s.life("Alice") == 18
    assert s.permanent("Moorland Inquisitor").damage == 0


def test_pariah_on_an_opponents_creature_sends_your_damage_to_it() -> None:
    """最下層民 / Pariah on Bob's creature: the damage to Alice (the Aura's controller, "you")
    is dealt to Bob's Moorland Inquisitor."""
    s = _pillar_at_alice("Moorland Inquisitor", host_owner="Bob")
    assert s.life("Alice") == 20
    assert s.life("Bob") == 20
    assert "Moorland Inquisitor" not in s.on_battlefield("Bob")  # dealt the 2 damage


def test_pariah_redirected_damage_meets_the_new_recipients_protection() -> None:
    """最下層民 / Pariah on Midnight Duelist (真夜中の決闘者, protection from Vampires): Havengul
    Vampire's combat damage to Alice is redirected to the Duelist, whose protection then
    prevents it (702.16e applies to the new recipient, 614.9). The Vampire dealt no combat
    damage to a player, so its ability doesn't trigger."""
    s = Scenario(active="Bob", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Midnight Duelist"), PARIAH)
    s.attach("Pariah", "Midnight Duelist")
    s.battlefield("Bob", card("Havengul Vampire"))
    s.attack("Havengul Vampire")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20
    assert s.permanent("Midnight Duelist").damage == 0
    assert s.pt("Havengul Vampire") == (2, 2)


def test_pariah_and_a_prevention_shield_the_player_orders_them() -> None:
    """最下層民 / Pariah and a prevention effect on Alice (616.1: the affected player chooses
    the order): applying the prevention first, nothing is left to redirect; applying Pariah
    first, the damage goes to the creature and Alice's shield no longer applies."""
    for first, creature_damaged in (("prevention", False), ("redirect", True)):
        s = Scenario(active="Bob")
        s.battlefield("Alice", card("Plains"), card("Midvast Protector"), PARIAH)
        s.attach("Pariah", "Midvast Protector")
        s.hand("Alice", SHIELD)
        s.cast("Alice", "Test Shield")
        s.resolve()
        s.battlefield("Bob", card("Mountain"))
        s.hand("Bob", card("Pillar of Flame"))
        assert [r.name for r in s.game.replacements] == ["prevent damage to Alice"]
        wanted = (
            "prevent damage to Alice"
            if first == "prevention"
            else "Pariah: the damage is dealt to another instead"
        )
        s.script("Alice", Option(wanted))
        s.cast("Bob", "Pillar of Flame", "Alice")
        s.resolve()
        assert s.life("Alice") == 20
        assert (s.permanent("Midvast Protector").damage == 2) is creature_damaged
