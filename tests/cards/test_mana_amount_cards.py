"""Mana amounts and colours on cards of cards_src, each language alone: 枝葉族の報復者 / Leafkin
Avenger (M21, "{T}: Add {G} for each creature with power 4 or greater you control", counted as
the mana ability resolves, 605.3b), 火の血脈、サルカン / Sarkhan, Fireblood (M19, "+1: Add two mana in
any combination of colors. Spend this mana only to cast Dragon spells." — a loyalty ability, not
a mana ability, 605.1a; the mana pays for a Dragon spell and nothing else, 106.6) and 裏切りの
強欲 / Traitorous Greed (M21, "Add two mana of any one color." in a sorcery)."""

from __future__ import annotations

import pytest
from ofuda.runtime import CardType, Color, RulesError, Scenario
from ofuda.runtime.agents.scripted import Option
from support.compiled import set_card
from support.kit import card, creature


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("big", "castable"), [(2, True), (1, False)])
def test_leafkin_avenger_adds_green_for_each_creature_with_power_4_or_more(
    lang: str, big: int, castable: bool
) -> None:
    """Leafkin Avenger (4/3) and ``big`` 4/4s: {G} for each creature with power 4 or greater
    (itself among them) — three with two 4/4s, two with one; a 2/2 counts for nothing."""
    s = Scenario()
    avenger = set_card("m21", "Leafkin Avenger", lang)
    giants = [creature(f"Giant{i}", "{4}", 4, 4, "Giant") for i in range(big)]
    s.battlefield("Alice", avenger, *giants, creature("Bear", "{1}{G}", 2, 2, "Bear"))
    s.hand("Alice", creature("Wurm", "{G}{G}{G}{G}", 6, 6, "Wurm"))
    s.battlefield("Alice", creature("Elf", "{G}", 1, 1, "Elf"))  # no mana of its own
    if not castable:  # 1 + 1 = two {G}: not four
        with pytest.raises(RulesError):
            s.cast("Alice", "Wurm")
        return
    # 3 from the Avenger (itself, two Giants) is not four either: a Forest adds the fourth
    s.battlefield("Alice", set_card("m21", "Forest", lang))
    s.cast("Alice", "Wurm")
    s.resolve()
    assert "Wurm" in s.on_battlefield("Alice")
    assert s.is_tapped("Leafkin Avenger")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sarkhan_fireblood_mana_pays_for_a_dragon_spell_only(lang: str) -> None:
    """+1: two mana in any combination of colours (chosen {R} and {G} as it resolves); a Dragon
    spell costing {R}{G} is cast with it, a Giant with the same cost is not (106.6)."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Sarkhan, Fireblood", lang))
    s.hand("Alice", creature("Whelp", "{R}{G}", 2, 2, "Dragon"))
    s.hand("Alice", creature("Giant", "{R}{G}", 2, 2, "Giant"))
    s.script("Alice", Option(Color.RED), Option(Color.GREEN))
    s.activate("Alice", "Sarkhan, Fireblood", index=1)
    s.resolve()
    assert s.player("Alice").mana_pool.total() == 2
    with pytest.raises(RulesError):
        s.cast("Alice", "Giant")
    s.cast("Alice", "Whelp")
    s.resolve()
    assert "Whelp" in s.on_battlefield("Alice")
    assert s.player("Alice").mana_pool.total() == 0


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_traitorous_greed_adds_two_mana_of_one_chosen_color(lang: str) -> None:
    """The sorcery steals Bob's creature and adds two mana of one colour (chosen: blue), which
    pays for a {U}{U} spell afterwards."""
    s = Scenario()
    s.battlefield("Alice", *(set_card("m21", "Mountain", lang) for _ in range(4)))
    s.battlefield("Bob", creature("Bear", "{1}{G}", 2, 2, "Bear"))
    s.hand("Alice", set_card("m21", "Traitorous Greed", lang))
    s.hand("Alice", card("Insight", "{U}{U}", CardType.SORCERY))
    s.script("Alice", Option(Color.BLUE))
    s.cast("Alice", "Traitorous Greed", s.permanent("Bear"))
    s.resolve()
    assert "Bear" in s.on_battlefield("Alice")
    assert s.player("Alice").mana_pool.amounts["U"] == 2
    s.cast("Alice", "Insight")
    s.resolve()
    assert "Insight" in s.in_graveyard("Alice")


@pytest.mark.parametrize("lang", ["ja"])  # the English union is not read yet
@pytest.mark.parametrize(
    ("spell", "castable"),
    [
        (creature("Spark", "{R}", 1, 1, "Elemental"), True),
        (card("Chandra, Test", "{R}", CardType.PLANESWALKER, subtypes=("Chandra",), loyalty=3), True),
        (card("Ajani, Test", "{R}", CardType.PLANESWALKER, subtypes=("Ajani",), loyalty=3), False),
        (creature("Kitten", "{R}", 1, 1, "Cat"), False),
    ],
)
def test_chandras_embercat_mana_pays_for_an_elemental_or_a_chandra_spell(
    lang: str, spell: object, castable: bool
) -> None:
    """チャンドラの火炎猫 / Chandra's Embercat (M20): its {R} pays for an Elemental spell or a
    Chandra planeswalker spell, for nothing else (106.6)."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Chandra's Embercat", lang))
    s.hand("Alice", spell)  # type: ignore[arg-type]
    name = spell.name  # type: ignore[attr-defined]
    if not castable:
        with pytest.raises(RulesError):
            s.cast("Alice", name)
        return
    s.cast("Alice", name)
    s.resolve()
    assert name in s.on_battlefield("Alice")
    assert s.is_tapped("Chandra's Embercat")


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("others", "castable"), [(3, True), (2, False)])
def test_leafkin_druid_adds_two_green_with_four_creatures(
    lang: str, others: int, castable: bool
) -> None:
    """枝葉族のドルイド / Leafkin Druid (M20): {G}, or {G}{G} instead while you control four or
    more creatures (itself among them, counted as the ability resolves, 608.2c)."""
    s = Scenario()
    bears = [creature(f"Bear{i}", "{1}{G}", 2, 2, "Bear") for i in range(others)]
    s.battlefield("Alice", set_card("m20", "Leafkin Druid", lang), *bears)
    s.hand("Alice", creature("Ox", "{G}{G}", 2, 2, "Ox"))
    if not castable:  # three creatures: one {G}
        with pytest.raises(RulesError):
            s.cast("Alice", "Ox")
        return
    s.cast("Alice", "Ox")
    s.resolve()
    assert "Ox" in s.on_battlefield("Alice")
    assert s.is_tapped("Leafkin Druid")
