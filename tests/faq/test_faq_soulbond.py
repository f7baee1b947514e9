"""The AVR FAQ's general notes on 結魂 / soulbond (S1–S10), as scenarios on compiled cards.

Rule 702.95. The cards are the real AVR cards compiled from cards_src; where a
note needs an event no compiled card causes yet (a creature leaving the
battlefield), the test moves the object through the engine the way a removal
spell's resolution would, and says so.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import Pair, Scenario, Step  # noqa: E402
from support.compiled import card  # noqa: E402


def _paired_silverheart_and_swine() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Forest")] * 6)
    s.hand("Alice", card("Wolfir Silverheart"))
    s.script("Alice", Pair("Nettle Swine"))
    s.cast("Alice", "Wolfir Silverheart")
    s.resolve()
    return s


def test_faq_S1_paired_creatures_attack_and_are_blocked_separately() -> None:
    """S1: 組になった２体のクリーチャーはあらゆる点で別々のクリーチャーである。
    Two paired creatures remain separate: if one paired attacker is blocked, the other is not."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Silverblade Paladin"), card("Thraben Valiant"))
    s.pair("Silverblade Paladin", "Thraben Valiant")
    s.battlefield("Bob", card("Angelic Wall"))
    s.attack("Silverblade Paladin", "Thraben Valiant")
    s.block(("Angelic Wall", "Silverblade Paladin"))
    s.advance_to(Step.END_OF_COMBAT)
    # Thraben Valiant, unblocked and granted double strike, deals 2 + 2.
    assert s.life("Bob") == 16


def test_faq_S2_neither_soulbond_trigger_targets() -> None:
    """S2: どちらの結魂の誘発型能力も対象をとらない。 Neither soulbond trigger targets."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Forest")] * 6)
    s.hand("Alice", card("Wolfir Silverheart"))
    s.script("Alice", Pair("Nettle Swine"))
    s.cast("Alice", "Wolfir Silverheart")
    s.resolve()
    assert "targeting" not in "\n".join(
        line for line in s.log_text().splitlines() if "triggered ability" in line
    )
    assert s.permanent("Nettle Swine").paired_with is s.permanent("Wolfir Silverheart")


def test_faq_S3_no_trigger_without_another_unpaired_creature() -> None:
    """S3: 他に組になっていないクリーチャーをコントロールしていなければ誘発しない。
    With no other unpaired creature, soulbond doesn't trigger."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 6)
    s.hand("Alice", card("Wolfir Silverheart"))
    s.cast("Alice", "Wolfir Silverheart")
    s.resolve()
    assert "triggers" not in s.log_text()
    assert s.permanent("Wolfir Silverheart").paired_with is None
    assert s.pt("Wolfir Silverheart") == (4, 4)


def test_faq_S4_bonuses_vanish_at_once_and_lethal_damage_then_destroys() -> None:
    """S4: 組でなくなったら、与えられていたボーナスはただちに失われる。
    When the pair breaks, the bonuses disappear at once; a creature left with lethal damage
    is destroyed by state-based actions (704.5g). The Silverheart leaves the battlefield
    here as a removal spell would make it."""
    s = _paired_silverheart_and_swine()
    assert s.pt("Nettle Swine") == (8, 7)
    s.permanent("Nettle Swine").damage = 5  # five damage marked this turn (120.3e)
    s.check_state()
    assert s.on_battlefield("Alice").count("Nettle Swine") == 1
    s.game.destroy(s.permanent("Wolfir Silverheart"))
    s.check_state()
    assert "Nettle Swine" in s.in_graveyard("Alice")


def test_faq_S8_two_soulbond_creatures_paired_each_give_both_bonuses() -> None:
    """S8: 結魂を持つクリーチャー同士が組になった場合、両方が両方のボーナスを得る。
    Paired soulbond creatures each get both bonuses."""
    s = Scenario()
    s.battlefield("Alice", card("Silverblade Paladin"), *[card("Forest")] * 6)
    s.hand("Alice", card("Wolfir Silverheart"))
    s.script("Alice", Pair("Silverblade Paladin"))
    s.cast("Alice", "Wolfir Silverheart")
    s.resolve()
    assert s.pt("Silverblade Paladin") == (6, 6)
    assert s.has_keyword("Silverblade Paladin", "double strike")
    assert s.pt("Wolfir Silverheart") == (8, 8)
    assert s.has_keyword("Wolfir Silverheart", "double strike")


def test_faq_S9_each_soulbond_triggers_and_later_ones_do_nothing() -> None:
    """S9: 組になっていない結魂を持つクリーチャーが複数いるとき、他のクリーチャーが出ると
    それぞれの結魂が誘発する。 Each triggers; those resolving after the newcomer is paired do nothing."""
    s = Scenario()
    s.battlefield("Alice", card("Trusted Forcemage"), card("Wolfir Silverheart"), *[card("Forest")] * 4)
    s.hand("Alice", card("Nettle Swine"))
    s.script("Alice", Pair("Nettle Swine"), Pair("Nettle Swine"))
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    triggered = [l for l in s.log_text().splitlines() if "triggers" in l]
    assert len(triggered) == 2
    swine = s.permanent("Nettle Swine")
    assert swine.paired_with is not None
    partners = [p for p in ("Trusted Forcemage", "Wolfir Silverheart") if s.permanent(p).paired_with is swine]
    assert len(partners) == 1


def test_faq_S6_a_blocker_that_loses_reach_keeps_blocking() -> None:
    """S6: 結魂で得たキーワード能力を失っても、すでにブロックしているなら影響はない。
    A creature with reach from the pair (霊捕らえ / Geist Trappers) that blocked a flier and
    then loses reach is still blocking (509.1: blocks are declared once)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", card("Geist Trappers"), card("Nettle Swine"))
    s.pair("Geist Trappers", "Nettle Swine")
    s.battlefield("Bob", card("Gryff Vanguard"))
    s.attack("Gryff Vanguard")
    s.block(("Nettle Swine", "Gryff Vanguard"))
    s.game.destroy(s.permanent("Geist Trappers"))  # the pair breaks: Nettle Swine loses reach
    s.check_state()
    assert not s.has_keyword("Nettle Swine", "reach")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20
    assert "Gryff Vanguard" in s.in_graveyard("Bob")


def test_faq_S10_losing_soulbond_does_not_unpair() -> None:
    """S10: 組になっている結魂を持つクリーチャーが結魂を失っても、組のままである。
    A test Aura that makes the enchanted creature lose soulbond leaves the pair intact."""
    from support.compiled import card_from_text

    aura = card_from_text(
        "name: Test Unbinding\ncost: {U}\ntype: Enchantment — Aura\nen:\n"
        "  Enchant creature\n  Enchanted creature loses soulbond.\n"
    )
    s = Scenario()
    s.battlefield("Alice", card("Wolfir Silverheart"), card("Nettle Swine"), aura)
    s.pair("Wolfir Silverheart", "Nettle Swine")
    s.attach("Test Unbinding", "Wolfir Silverheart")
    s.check_state()
    assert not s.has_keyword("Wolfir Silverheart", "soulbond")
    assert s.permanent("Wolfir Silverheart").paired_with is s.permanent("Nettle Swine")
    assert s.pt("Nettle Swine") == (8, 7)


def _galvanic_pair() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Galvanic Alchemist"), card("Nettle Swine"), *[card("Island")] * 3)
    s.pair("Galvanic Alchemist", "Nettle Swine")
    s.permanent("Galvanic Alchemist").tapped = True
    s.permanent("Nettle Swine").tapped = True
    return s


def test_faq_S5_an_activated_ability_on_the_stack_survives_the_broken_pair() -> None:
    """S5: 組でなくなることで起動型能力を失っても、すでにスタックにある能力は影響を受けない。
    電位式錬金術師 / Galvanic Alchemist: the partner's granted "{2}{U}: Untap this creature."
    still resolves after the Alchemist leaves."""
    s = _galvanic_pair()
    s.activate("Alice", "Nettle Swine")
    s.game.destroy(s.permanent("Galvanic Alchemist"))
    s.resolve()
    assert not s.is_tapped("Nettle Swine")


def test_faq_S7_this_creature_means_only_the_creature_with_the_ability() -> None:
    """S7: 「このクリーチャー」は、その能力を持つクリーチャーだけを指す。
    電位式錬金術師 / Galvanic Alchemist: the partner's "Untap this creature" untaps the partner
    only."""
    s = _galvanic_pair()
    s.activate("Alice", "Nettle Swine")
    s.resolve()
    assert not s.is_tapped("Nettle Swine")
    assert s.is_tapped("Galvanic Alchemist")
