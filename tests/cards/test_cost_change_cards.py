"""Scenario tests of cost changes (601.2f): spells that cost less to cast.

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py), so these test what the text compiles to.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import RulesError, Scenario, Step
from support.compiled import card, set_card


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


# --- 秘儀の打ち合い / Arcane Melee ---------------------------------------------------


def test_arcane_melee_makes_instants_cost_two_less() -> None:
    """秘儀の打ち合い / Arcane Melee — Thunderbolt ({2}{R}) costs {R}."""
    s = Scenario()
    s.battlefield("Alice", card("秘儀の打ち合い"), card("Mountain"))
    s.hand("Alice", card("Thunderbolt"))
    s.cast("Alice", "Thunderbolt", "Bob", modes=(0,))
    s.resolve()
    assert s.life("Bob") == 17


def test_arcane_melee_makes_sorceries_cost_two_less_for_every_player() -> None:
    """Arcane Melee / 秘儀の打ち合い — a sorcery of the opponent's: Mental Agony ({3}{B})
    costs {1}{B} for Bob too."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Arcane Melee"))
    s.battlefield("Bob", *lands("Swamp", 2))
    s.hand("Bob", card("Mental Agony"))
    s.cast("Bob", "Mental Agony", "Alice")
    s.resolve()
    assert s.life("Alice") == 18


def test_arcane_melee_does_not_reduce_creature_spells() -> None:
    """Arcane Melee / 秘儀の打ち合い — a creature spell costs its full cost."""
    s = Scenario()
    s.battlefield("Alice", card("Arcane Melee"), card("Plains"))
    s.hand("Alice", card("Moorland Inquisitor"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Moorland Inquisitor")


# --- 戦争の伝令 / Herald of War ----------------------------------------------------


def test_herald_of_war_gets_a_counter_when_it_attacks() -> None:
    """戦争の伝令 / Herald of War — 「攻撃するたび、それの上に＋１/＋１カウンターを１個置く」."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Herald of War"))
    s.attack("Herald of War")
    s.resolve()
    assert s.pt("Herald of War") == (4, 4)


def test_herald_of_war_angel_and_human_spells_cost_one_less_per_counter() -> None:
    """戦争の伝令 / Herald of War — two counters: Seraph of Dawn ({2}{W}{W}) costs {W}{W},
    Moorland Inquisitor ({1}{W}) costs {W}."""
    s = Scenario()
    s.battlefield("Alice", card("戦争の伝令"), *lands("Plains", 3))
    s.counters("Herald of War", "+1/+1", 2)
    s.hand("Alice", card("Seraph of Dawn"), card("Moorland Inquisitor"))
    s.cast("Alice", "Seraph of Dawn")
    s.resolve()
    s.cast("Alice", "Moorland Inquisitor")
    s.resolve()
    assert {"Seraph of Dawn", "Moorland Inquisitor"} <= set(s.on_battlefield("Alice"))


def test_herald_of_war_without_counters_reduces_nothing() -> None:
    """Herald of War / 戦争の伝令 — no counter, no reduction."""
    s = Scenario()
    s.battlefield("Alice", card("Herald of War"), card("Plains"))
    s.hand("Alice", card("Moorland Inquisitor"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Moorland Inquisitor")


def test_herald_of_war_reduces_only_spells_you_cast() -> None:
    """Herald of War / 戦争の伝令 — 「あなたが唱える」: the opponent's Human costs its full cost;
    a non-Angel non-Human of yours too."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Herald of War"))
    s.counters("Herald of War", "+1/+1", 3)
    s.battlefield("Bob", card("Plains"))
    s.hand("Bob", card("Moorland Inquisitor"))
    with pytest.raises(RulesError):
        s.cast("Bob", "Moorland Inquisitor")
    s2 = Scenario()
    s2.battlefield("Alice", card("Herald of War"), card("Plains"))
    s2.counters("Herald of War", "+1/+1", 3)
    s2.hand("Alice", card("Angelic Wall"))
    with pytest.raises(RulesError):
        s2.cast("Alice", "Angelic Wall")


# --- 北方の精霊 / Boreal Elemental (M20) ---------------------------------------------


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_boreal_elemental_taxes_opponents_spells_that_target_it(lang: str) -> None:
    """北方の精霊 / Boreal Elemental: 「対戦相手が北方の精霊を対象として呪文を唱えるためのコストは
    {2}多くなる。」 — Bob's Shock at it costs {2}{R}: one Mountain isn't enough (the cast is
    undone, 732); at Alice it costs {R}; with three Mountains it reaches the Elemental."""
    elemental = set_card("m20", "Boreal Elemental", lang)
    shock = set_card("m19", "Shock")
    mountain = set_card("m19", "Mountain")
    s = Scenario(active="Bob")
    s.battlefield("Alice", elemental)
    s.battlefield("Bob", mountain)
    s.hand("Bob", shock)
    with pytest.raises(RulesError):
        s.cast("Bob", "Shock", s.permanent("Boreal Elemental"))
    assert s.in_hand("Bob") == ["Shock"]
    s.cast("Bob", "Shock", "Alice")
    s.resolve()
    assert s.life("Alice") == 18

    s2 = Scenario(active="Bob")
    s2.battlefield("Alice", set_card("m20", "Boreal Elemental", lang))
    s2.battlefield("Bob", mountain, mountain, mountain)
    s2.hand("Bob", shock)
    s2.cast("Bob", "Shock", s2.permanent("Boreal Elemental"))
    s2.resolve()
    assert s2.permanent("Boreal Elemental").damage == 2


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_boreal_elemental_doesnt_tax_its_controllers_spells(lang: str) -> None:
    """Boreal Elemental / 北方の精霊 — "your opponents": Alice's own Shock at it costs {R}."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Boreal Elemental", lang), set_card("m19", "Mountain"))
    s.hand("Alice", set_card("m19", "Shock"))
    s.cast("Alice", "Shock", s.permanent("Boreal Elemental"))
    s.resolve()
    assert s.permanent("Boreal Elemental").damage == 2


def test_volcanic_salvo_costs_x_less_where_x_is_the_total_power_of_your_creatures() -> None:
    """一斉噴火 / Volcanic Salvo (m21), English (its Japanese second line, 「合わせて最大２体」, is
    not read yet): "This spell costs {X} less to cast, where X is the total power of creatures
    you control." With 6 power of creatures, {10}{R}{R} costs {4}{R}{R}: six Mountains."""
    from support.kit import creature

    salvo = set_card("m21", "Volcanic Salvo", "en")
    mountain = set_card("m21", "Mountain")
    ogre = creature("Ogre", "{R}", 3, 3)
    s = Scenario()
    s.battlefield("Alice", ogre, ogre, *[mountain] * 6)
    s.battlefield("Bob", creature("Bear", "{G}", 2, 2))
    s.hand("Alice", salvo)
    s.cast("Alice", "Volcanic Salvo", "Bear")
    assert sum(bool(p.tapped) for p in s.game.battlefield.objects) == 6
    s.resolve()
    assert "Bear" not in s.on_battlefield("Bob")
