"""601.2f: the total cost is the mana cost plus every cost increase, less every reduction —
increases first, so a reduction of generic mana can take off what an increase added (a spell
with no generic mana of its own still benefits); a reduction never takes off coloured mana nor
goes below nothing (118.7a). Cost changes apply to the players their text names: "Spells you
cast" (the controller's), "… your opponents cast" (theirs)."""

from __future__ import annotations

from ofuda.runtime import Scenario
from ofuda.runtime.engine.casting.actions import CastSpell
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import card_from_text
from support.kit import creature, instant
from support.slice_cards import MOUNTAIN


def _static(ja: str, en: str) -> object:
    return card_from_text(
        f"name: 試作 / Test\ncost: {{1}}\ntype: エンチャント / Enchantment\nja:\n  {ja}\nen:\n  {en}\n"
    )


CHEAPER = _static(
    "あなたが唱える呪文を唱えるためのコストは{1}少なくなる。", "Spells you cast cost {1} less to cast."
)
TAX = _static(
    "対戦相手がクリーチャーでない呪文を唱えるためのコストは{1}多くなる。",
    "Noncreature spells your opponents cast cost {1} more to cast.",
)
BOLT = instant("Bolt", "{R}", lambda ctx: None)
BEAR = creature("Bear", "{R}", 2, 2)


def _tapped(s: Scenario, who: str) -> int:
    player = s.player(who)
    return sum(bool(p.tapped) for p in s.game.battlefield.objects if p.controller is player)


def _castable(s: Scenario, who: str) -> bool:
    return any(isinstance(a, CastSpell) for a in legal_actions(s.game, s.player(who)))


def test_601_2f_the_increase_is_added_before_the_reduction_takes_it_off() -> None:
    """{R} + {1} (Bob's tax on Alice's noncreature spell) − {1} (Alice's own reduction) = {R}."""
    s = Scenario()
    s.battlefield("Alice", CHEAPER, MOUNTAIN, MOUNTAIN)
    s.battlefield("Bob", TAX)
    s.hand("Alice", BOLT)
    s.cast("Alice", "Bolt")
    assert _tapped(s, "Alice") == 1


def test_601_2f_an_opponents_tax_applies_to_noncreature_spells_only() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", TAX)
    s.hand("Alice", BOLT)
    assert not _castable(s, "Alice")  # {1}{R} with one Mountain
    s.hand("Alice", BEAR)
    s.cast("Alice", "Bear")  # a creature spell: {R}
    assert _tapped(s, "Alice") == 1


def test_601_2f_the_tax_is_not_on_its_controllers_spells() -> None:
    s = Scenario()
    s.battlefield("Bob", TAX, MOUNTAIN)
    s.hand("Bob", BOLT)
    s.cast("Bob", "Bolt")
    assert _tapped(s, "Bob") == 1


def test_118_7a_a_reduction_does_not_take_off_coloured_mana() -> None:
    s = Scenario()
    s.battlefield("Alice", CHEAPER)
    s.hand("Alice", BOLT)
    assert not _castable(s, "Alice")  # {R} stays {R}
