"""AVR FAQ card notes arrived with newly compiled cards (merged from main) whose bullets had no
test of their own yet (issue 7): P19 Bonfire of the Damned, P75 Infinite Reflection, P101
Sigarda, Host of Herons.

Each test is named ``test_faq_<ID>_<bullet>_…`` and quotes its bullet (seed 003, digest §2.5).
The cards are the real AVR cards compiled by ofuda; a card the note needs that is not an AVR
card is written here as text and compiled by ofuda too (``card_from_text``).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Choose, May, Scenario, ScriptedAgent
from support.compiled import card, card_from_text

EXTORTION = card_from_text(
    "name: Test Extortion\ncost: {B}\ntype: Sorcery\nen:\n"
    "  Target player loses 3 life unless that player sacrifices a creature.\n"
)
WALKER = card_from_text(
    "name: 試作の歩き手 / Test Walker\n"
    "type: プレインズウォーカー — タミヨウ / Legendary Planeswalker — Tamiyo\nloyalty: 3\n"
)
OTHER_WALKER = card_from_text(
    "name: 試作の歩き手二 / Test Walker Two\n"
    "type: プレインズウォーカー — タミヨウ / Legendary Planeswalker — Tamiyo\nloyalty: 3\n"
)


def _extortion(sigarda: bool) -> Scenario:
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Nettle Swine"))
    if sigarda:
        s.battlefield("Alice", card("Sigarda, Host of Herons"))
    s.battlefield("Bob", card("Swamp"))
    s.hand("Bob", EXTORTION)
    s.script("Alice", May(True))  # Alice wants to sacrifice rather than lose life
    s.cast("Bob", "Test Extortion", "Alice")
    s.resolve()
    return s


def test_faq_P101_2_sigarda_do_something_unless_you_sacrifice_means_you_do_it() -> None:
    """P101(2) 鷺群れのシガルダ / Sigarda, Host of Herons: if an opponent's spell or ability
    tells you to do something **unless you sacrifice** a permanent, you can't sacrifice, so
    you must take the action — Bob's "loses 3 life unless that player sacrifices a creature":
    with Sigarda, Alice keeps Nettle Swine and loses 3 life; without Sigarda she may
    sacrifice it instead."""
    s = _extortion(sigarda=True)
    assert s.life("Alice") == 17
    assert "Nettle Swine" in s.on_battlefield("Alice")
    t = _extortion(sigarda=False)
    assert t.life("Alice") == 20
    assert t.in_graveyard("Alice") == ["Nettle Swine"]


def test_faq_P101_6_sigarda_game_rules_are_not_sacrifices() -> None:
    """P101(6) 鷺群れのシガルダ / Sigarda, Host of Herons: it affects only sacrifices. Creatures
    still go to the graveyard for 0 toughness (704.5f), and permanents still go there under
    the legend rule (704.5j): those are game rules, not sacrifices — Bob's Ghoulflesh kills
    Alice's Thraben Valiant, and of Alice's two Sigardas she keeps the one she chooses.

    Current rules: the 2012 note also names the "planeswalker uniqueness rule" (2012 704.5j:
    a player with two planeswalkers sharing a planeswalker type keeps one). That rule was
    removed in 2017; planeswalkers are legendary and the legend rule (704.5j: two or more
    legendary permanents with the same name controlled by one player), per controller
    since 2013, now governs them — so Alice's two different Tamiyo
    planeswalkers both stay, where the 2012 answer put one into the graveyard. (In 2012 the
    legend rule also applied across players; here both Sigardas are Alice's.)"""
    s = Scenario(active="Bob")
    sigardas = s.battlefield(
        "Alice", card("Sigarda, Host of Herons"), card("Sigarda, Host of Herons")
    )
    s.battlefield("Alice", card("Thraben Valiant"), WALKER, OTHER_WALKER)
    s.battlefield("Bob", card("Swamp"))
    s.hand("Bob", card("Ghoulflesh"))
    s.script("Alice", Choose((sigardas[1],)))  # the legend rule: the one Alice keeps
    s.cast("Bob", "Ghoulflesh", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" in s.in_graveyard("Alice")
    assert s.in_graveyard("Alice").count("Sigarda, Host of Herons") == 1
    assert s.permanent("Sigarda, Host of Herons") is sigardas[1]
    assert "Test Walker" in s.on_battlefield("Alice")
    assert "Test Walker Two" in s.on_battlefield("Alice")


# --- P19 忌むべき者のかがり火 / Bonfire of the Damned ------------------------------------------

SHIELD = card_from_text(
    "name: Test Shield\ncost: {W}\ntype: Instant\nen:\n"
    "  Prevent all damage that would be dealt to you this turn.\n"
)


def test_faq_P19_2_bonfire_with_an_illegal_target_deals_no_damage_to_anyone() -> None:
    """P19(2) 忌むべき者のかがり火 / Bonfire of the Damned: if its target is illegal on
    resolution, the spell is countered and deals no damage to anyone (608.2b) — its Oracle
    target is "target player or planeswalker" (2018 errata), so here the target is Bob's
    planeswalker, which leaves the battlefield in response: Bob's creatures are not dealt
    damage either. (Contrast: the same spell on the planeswalker that stays does hit them.)"""
    for leaves in (True, False):
        s = Scenario()
        s.battlefield("Alice", *[card("Mountain")] * 5)
        s.battlefield("Bob", WALKER, card("Nettle Swine"))
        s.hand("Alice", card("Bonfire of the Damned"))
        s.cast("Alice", "Bonfire of the Damned", s.permanent("Test Walker"), x=2)
        if leaves:
            s.game.destroy(s.permanent("Test Walker"))
        s.resolve()
        assert s.permanent("Nettle Swine").damage == (0 if leaves else 2)
        assert "Bonfire of the Damned" in s.in_graveyard("Alice")
        assert s.life("Bob") == 20


def test_faq_P19_3_bonfire_preventing_the_players_damage_leaves_the_creatures_damage() -> None:
    """P19(3) 忌むべき者のかがり火 / Bonfire of the Damned: preventing or changing the damage
    dealt to the player doesn't change the damage dealt to each creature — Bob prevents all
    damage to himself this turn: he is dealt none, his creatures are still dealt X each."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 5)
    s.battlefield("Bob", card("Nettle Swine"), card("Elgaud Shieldmate"), card("Plains"))
    s.hand("Alice", card("Bonfire of the Damned"))
    s.hand("Bob", SHIELD)
    s.cast("Alice", "Bonfire of the Damned", "Bob", x=2)
    s.cast("Bob", "Test Shield")
    s.resolve()
    assert s.life("Bob") == 20
    assert s.permanent("Nettle Swine").damage == 2
    assert s.permanent("Elgaud Shieldmate").damage == 2


def test_faq_P101_2_sigarda_sacrifice_unless_you_pay_lets_you_decline_for_nothing() -> None:
    """P101(2) 鷺群れのシガルダ / Sigarda, Host of Herons: if an opponent's spell tells you to
    **sacrifice unless you do something** (Killing Wave), you may choose whether to do it; if
    you don't, nothing happens, because you can't sacrifice — Alice declines to pay 2 life for
    each of her creatures and keeps them all; Bob, without Sigarda, sacrifices his."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Sigarda, Host of Herons"), card("Nettle Swine"))
    s.battlefield("Bob", card("Thraben Valiant"), *[card("Swamp")] * 3)
    s.hand("Bob", card("Killing Wave"))
    s.script("Alice", May(False), May(False))
    s.script("Bob", May(False))
    s.cast("Bob", "Killing Wave", x=2)
    s.resolve()
    assert s.life("Alice") == 20
    assert sorted(s.on_battlefield("Alice")) == ["Nettle Swine", "Sigarda, Host of Herons"]
    assert sorted(s.in_graveyard("Bob")) == ["Killing Wave", "Thraben Valiant"]


# --- P75 無限反射 / Infinite Reflection --------------------------------------------------------


class _FirstReflectionOn(ScriptedAgent):
    """Chooses, among the entering replacements, the Infinite Reflection on ``host``."""

    def __init__(self, name: str, host: str) -> None:
        super().__init__(name=name)
        self.host = host

    def choose_replacement(
        self, game: object, player: object, event: object, options: Sequence[Any]
    ) -> Any:
        chosen = [o for o in options if o.source.attached_to.name == self.host]
        return chosen[0] if chosen else options[0]


def test_faq_P75_11_two_reflections_you_choose_which_copy_it_becomes() -> None:
    """P75(11) 無限反射 / Infinite Reflection: with two or more Infinite Reflections you apply
    their copy effects in any order (616.1c), and the creature enters as a copy of the creature
    named by the last one applied — Alice's Reflections enchant Bob's Vorstclaw and Nettle
    Swine; her entering Thraben Valiant can become either, as she orders them."""
    outcomes = set()
    for host in ("Vorstclaw", "Nettle Swine"):
        s = Scenario()
        s.battlefield("Bob", card("Vorstclaw"), card("Nettle Swine"))
        reflections = s.battlefield(
            "Alice", card("Infinite Reflection"), card("Infinite Reflection")
        )
        s.attach(reflections[0], s.permanent("Vorstclaw"))
        s.attach(reflections[1], s.permanent("Nettle Swine"))
        s.battlefield("Alice", card("Plains"), card("Plains"))
        s.hand("Alice", card("Thraben Valiant"))
        s.cast("Alice", "Thraben Valiant")
        s.use_agent("Alice", _FirstReflectionOn("Alice", host))
        s.resolve()
        copies = [n for n in s.on_battlefield("Alice") if n in ("Vorstclaw", "Nettle Swine")]
        assert len(copies) == 1 and "Thraben Valiant" not in s.on_battlefield("Alice")
        assert copies[0] != host  # the Reflection applied last decides (616.1c)
        outcomes.add(copies[0])
    assert outcomes == {"Vorstclaw", "Nettle Swine"}
