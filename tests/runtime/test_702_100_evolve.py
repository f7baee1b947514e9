"""702.100a evolve: whenever a creature enters the battlefield under your control, if that
creature's power is greater than this creature's power and/or its toughness is greater than
this creature's toughness, put a +1/+1 counter on this creature; power is compared with power
and toughness with toughness (702.100b); the intervening "if" is checked again as the ability
resolves (702.100c, 603.4). The creature is compiled by ofuda from its text in both languages."""

from __future__ import annotations

from ofuda.runtime import Keyword, Scenario
from ofuda.runtime.engine.objects.game_objects import PLUS_ONE
from ofuda.runtime.engine.stack.resolution import resolve_top
from support.compiled import card, card_from_text
from support.kit import creature
from support.texts import bilingual_card

JA = (
    "進化（クリーチャーが１体あなたのコントロール下で戦場に出るたび、そのクリーチャーのパワーか"
    "タフネスがこのクリーチャーより大きい場合、このクリーチャーの上に＋１/＋１カウンターを１個置く。）"
)
EN = (
    "Evolve (Whenever a creature enters the battlefield under your control, if that creature has "
    "greater power or toughness than this creature, put a +1/+1 counter on this creature.)"
)
EVOLVER = card_from_text(
    "name: 進化する粘液 / Evolving Ooze\ncost: {G}\ntype: クリーチャー — ウーズ / Creature — Ooze\n"
    f"pt: 2/2\nja:\n  {JA}\nen:\n  {EN}\n"
)
STRONG = creature("Strong", "{G}", 3, 1, "Elf")  # greater power only
STURDY = creature("Sturdy", "{G}", 1, 3, "Elf")  # greater toughness only
EQUAL = creature("Equal", "{G}", 2, 2, "Elf")  # neither
BIG = creature("Big", "{G}", 3, 3, "Elf")


def _enters(entering: object, who: str = "Alice") -> Scenario:
    """Alice controls the Ooze; ``who`` casts ``entering`` and everything resolves."""
    s = Scenario()
    s.battlefield("Alice", EVOLVER)
    s.battlefield(who, card("Forest"))
    s.hand(who, entering)  # type: ignore[arg-type]
    s.cast(who, entering.name)  # type: ignore[attr-defined]
    s.resolve()
    return s


def test_702_100_evolve_compiles_alike_in_both_languages() -> None:
    """The keyword alone and with its reminder: one IR in each language."""
    for ja, en in (("進化", "Evolve"), (JA, EN)):
        ooze = bilingual_card(ja, en, "クリーチャー — ウーズ / Creature — Ooze", "2/2")
        assert [a.keyword for a in ooze.abilities] == [Keyword.EVOLVE]


def test_702_100b_greater_power_or_greater_toughness_evolves() -> None:
    for entering in (STRONG, STURDY):
        s = _enters(entering)
        assert s.permanent("Evolving Ooze").counter_count(PLUS_ONE) == 1, entering.name
        assert s.pt("Evolving Ooze") == (3, 3)


def test_702_100a_neither_greater_does_not_trigger() -> None:
    """A 2/2 entering: the intervening "if" is false as the event happens (603.4)."""
    s = Scenario()
    s.battlefield("Alice", EVOLVER, card("Forest"))
    s.hand("Alice", EQUAL)
    s.cast("Alice", "Equal")
    resolve_top(s.game)
    s.check_state()
    assert s.on_stack() == []
    assert s.permanent("Evolving Ooze").counter_count(PLUS_ONE) == 0


def test_702_100a_only_creatures_entering_under_your_control() -> None:
    """Bob's 3/3 (with flash, cast in Alice's turn) enters under his control: no evolve."""
    s = _enters(creature("Quick", "{G}", 3, 3, "Elf", keywords=(Keyword.FLASH,)), who="Bob")
    assert "Quick" in s.on_battlefield("Bob")
    assert s.permanent("Evolving Ooze").counter_count(PLUS_ONE) == 0


def test_702_100c_the_comparison_is_made_again_on_resolution() -> None:
    """The Big 3/3 enters and evolve triggers; before it resolves the Ooze becomes 4/4, so
    neither value is greater any more and the ability does nothing (603.4)."""
    s = Scenario()
    s.battlefield("Alice", EVOLVER, card("Forest"))
    s.hand("Alice", BIG)
    s.cast("Alice", "Big")
    resolve_top(s.game)  # the Big enters ...
    s.check_state()  # ... and evolve triggers
    assert len(s.on_stack()) == 1
    s.counters("Evolving Ooze", PLUS_ONE, 2)
    s.resolve()
    assert s.permanent("Evolving Ooze").counter_count(PLUS_ONE) == 2
    assert s.pt("Evolving Ooze") == (4, 4)


def test_702_100_each_entering_creature_is_compared_on_its_own() -> None:
    """Evolve triggers for a 3/3 entering; the Ooze becomes 3/3, and then a 3/3 no longer
    evolves it."""
    s = _enters(BIG)
    assert s.pt("Evolving Ooze") == (3, 3)
    s.battlefield("Alice", card("Forest"))
    s.hand("Alice", creature("Other Big", "{G}", 3, 3, "Elf"))
    s.cast("Alice", "Other Big")
    s.resolve()
    assert s.pt("Evolving Ooze") == (3, 3)
