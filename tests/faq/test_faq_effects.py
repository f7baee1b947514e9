"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): the effects helper's cards —
divided damage and counters, tap-or-untap, pay-life-or-sacrifice, pairing conditions — and
notes of Auras and blocking restrictions.

Each test is named after its note (``test_faq_P<n>_…``; a bullet: ``_<k>``) and quotes it.
The cards are the real AVR cards, compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

import pytest
from ofuda.runtime import (
    CardDefinition,
    Color,
    Divide,
    May,
    RulesError,
    Scenario,
    ScriptedAgent,
    Step,
    Targets,
)
from ofuda.runtime.definitions import CardType
from support.compiled import card, card_from_text


def test_faq_P23_call_to_serve_falls_off_a_creature_that_becomes_black() -> None:
    """P23 奉仕へのいざない / Call to Serve: if the enchanted creature becomes black, Call to
    Serve is put into its owner's graveyard at the next SBA check. It can only enchant a
    nonblack creature. (Here Ghoulflesh makes the creature a black Zombie; 704.5m.)"""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Call to Serve"))
    s.attach("Call to Serve", "Nettle Swine")
    s.check_state()
    assert s.pt("Nettle Swine") == (5, 5) and s.on_battlefield("Alice")[1] == "Call to Serve"
    s.battlefield("Alice", card("Ghoulflesh"))
    s.attach("Ghoulflesh", "Nettle Swine")
    s.check_state()
    assert s.in_graveyard("Alice") == ["Call to Serve"]
    assert s.pt("Nettle Swine") == (3, 2)


def test_faq_P62_ghoulflesh_kills_a_creature_that_dies_as_a_black_zombie() -> None:
    """P62 腐肉化 / Ghoulflesh: if the creature dies because Ghoulflesh reduced its toughness to
    0, or left it with damage at least equal to its toughness, it was still a black Zombie (in
    addition to its other colors and types) when it died. This is look-back information
    (last known information, 608.2h)."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Ghoulflesh"))
    valiant = s.permanent("Thraben Valiant")
    assert "Zombie" not in valiant.subtypes
    s.attach("Ghoulflesh", "Thraben Valiant")
    s.check_state()
    assert "Thraben Valiant" in s.in_graveyard("Alice")
    # The permanent that died answers with its last known characteristics.
    assert {"Zombie", "Human"} <= set(valiant.subtypes)
    assert {Color.BLACK, Color.WHITE} <= set(valiant.colors)


def _alice_attacks(attacker: str, blocker: str) -> Scenario:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card(attacker), *[card("Plains")] * 2)
    s.battlefield("Bob", card(blocker))
    s.hand("Alice", card("Zealous Strike"))
    s.attack(attacker)
    s.block((blocker, attacker))
    return s


def test_faq_P74_howlgeist_block_stays_when_its_power_grows() -> None:
    """P74 吠え霊 / Howlgeist: power is compared only when blockers are declared. Later changes
    to either creature's power don't undo a block or make the Howlgeist unblocked (509.1b)."""
    s = _alice_attacks("Howlgeist", "Nettle Swine")
    s.cast("Alice", "Zealous Strike", "Howlgeist")  # 6/4 now: Nettle Swine's 4 is less
    s.resolve()
    assert s.pt("Howlgeist") == (6, 4)
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20  # still blocked
    assert "Nettle Swine" in s.in_graveyard("Bob")


def test_faq_P119_wandering_wolf_block_stays_when_its_power_grows() -> None:
    """P119 さまよう狼 / Wandering Wolf: power is compared only when blockers are declared.
    Later changes to either creature's power don't undo a block (509.1b)."""
    s = _alice_attacks("Wandering Wolf", "Thraben Valiant")
    s.cast("Alice", "Zealous Strike", "Wandering Wolf")  # 4/3 now: the Valiant's 2 is less
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    assert "Wandering Wolf" in s.on_battlefield("Alice")


# --- pairing conditions (702.95) -------------------------------------------------------------


def test_faq_P76_1_joint_assault_illegal_target_pumps_neither() -> None:
    """P76(1) 連携攻撃 / Joint Assault: it targets only one creature. If that creature is illegal
    on resolution, it is countered and neither creature gets +2/+2 (608.2b). Here Bob's Nettle
    Swine gains hexproof by pairing with Elgaud Shieldmate before the spell resolves — its new
    partner gets nothing either."""
    s = Scenario()
    s.battlefield("Alice", card("Forest"))
    s.battlefield("Bob", card("Nettle Swine"), card("Elgaud Shieldmate"))
    s.hand("Alice", card("Joint Assault"))
    s.cast("Alice", "Joint Assault", "Nettle Swine")
    s.pair("Nettle Swine", "Elgaud Shieldmate")  # both have hexproof now
    s.resolve()
    assert s.pt("Nettle Swine") == (4, 3)
    assert s.pt("Elgaud Shieldmate") == (2, 3)
    assert s.in_graveyard("Alice") == ["Joint Assault"]


def test_faq_P76_2_joint_assault_checks_the_pair_on_resolution() -> None:
    """P76(2) 連携攻撃 / Joint Assault: whether the creature is paired is checked only on
    resolution. If the pair breaks later that turn, neither creature loses the bonus; if it pairs
    later, the partner doesn't get it."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Elgaud Shieldmate"), card("Thraben Valiant"),
                  card("Forest"))
    s.pair("Nettle Swine", "Elgaud Shieldmate")
    s.hand("Alice", card("Joint Assault"))
    s.cast("Alice", "Joint Assault", "Elgaud Shieldmate")
    s.resolve()
    assert s.pt("Nettle Swine") == (6, 5) and s.pt("Elgaud Shieldmate") == (4, 5)
    s.game.move(s.permanent("Nettle Swine"), "hand")  # the pair breaks (702.95e)
    s.check_state()
    assert s.permanent("Elgaud Shieldmate").paired_with is None
    assert s.pt("Elgaud Shieldmate") == (4, 5)  # the bonus stays
    s.pair("Elgaud Shieldmate", "Thraben Valiant")  # a new partner gets nothing
    assert s.pt("Thraben Valiant") == (2, 1)


def _lumberknot_paired_attacks() -> Scenario:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Flowering Lumberknot"), card("Elgaud Shieldmate"))
    s.pair("Flowering Lumberknot", "Elgaud Shieldmate")
    return s


def test_faq_P57_1_lumberknot_keeps_attacking_when_the_pair_breaks() -> None:
    """P57(1) 花咲くもつれ樹 / Flowering Lumberknot: whether it is paired is checked only when
    attackers or blockers are declared. If the pair breaks later, it doesn't stop attacking
    (506.4: restrictions apply to the declaration)."""
    s = _lumberknot_paired_attacks()
    s.attack("Flowering Lumberknot")
    s.game.move(s.permanent("Elgaud Shieldmate"), "hand")  # the pair breaks
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 15


def test_faq_P57_2_lumberknot_paired_with_a_creature_that_lost_soulbond_cant_attack() -> None:
    """P57(2) 花咲くもつれ樹 / Flowering Lumberknot: if the creature paired with it loses soulbond,
    the two stay paired, but the Lumberknot can't attack or block (its condition asks for a
    creature *with* soulbond)."""
    s = _lumberknot_paired_attacks()
    s.battlefield("Alice", BOND_BREAKER)
    s.attach("Bond Breaker", "Elgaud Shieldmate")
    s.check_state()
    assert s.permanent("Flowering Lumberknot").paired_with is s.permanent("Elgaud Shieldmate")
    with pytest.raises(RulesError):
        s.attack("Flowering Lumberknot")


# A test card: an Aura that takes soulbond away (613.1f), compiled by ofuda.
BOND_BREAKER = card_from_text(
    """name: 結魂剥ぎ / Bond Breaker
cost: {U}
type: エンチャント — オーラ / Enchantment — Aura
ja:
  エンチャント（クリーチャー）
  エンチャントされているクリーチャーは結魂を失う。
en:
  Enchant creature
  Enchanted creature loses soulbond.
"""
)


# --- divided damage and counters (601.2d) -----------------------------------------------------


def _blessings_cast(*targets: str, divide: tuple[tuple[str, int], ...] = ()) -> Scenario:
    s = Scenario()
    names = ("Nettle Swine", "Thraben Valiant", "Wandering Wolf", "Hunted Ghoul", "Howlgeist")
    s.battlefield("Alice", *[card(n) for n in names], *[card("Forest")] * 5)
    s.hand("Alice", card("Blessings of Nature"))
    if divide:
        s.script("Alice", Divide(divide))
    s.cast("Alice", "Blessings of Nature", *targets)
    return s


def test_faq_P17_blessings_of_nature_targets_at_most_four_each_getting_one() -> None:
    """P17 自然の祝福 / Blessings of Nature: it can target up to four creatures. As you cast it,
    announce how many counters each target will get; each target must get at least one
    (601.2d)."""
    with pytest.raises(RulesError):  # five targets: one of them would get no counter
        _blessings_cast("Nettle Swine", "Thraben Valiant", "Wandering Wolf", "Hunted Ghoul",
                        "Howlgeist")
    with pytest.raises(RulesError):  # a target given 0
        _blessings_cast("Nettle Swine", "Thraben Valiant",
                        divide=(("Nettle Swine", 4), ("Thraben Valiant", 0)))
    s = _blessings_cast("Nettle Swine", "Thraben Valiant", "Wandering Wolf", "Hunted Ghoul")
    s.resolve()  # four targets: one counter each
    assert [s.permanent(n).counters.get("+1/+1", 0) for n in
            ("Nettle Swine", "Thraben Valiant", "Wandering Wolf", "Hunted Ghoul")] == [1, 1, 1, 1]


def test_faq_P59_gang_of_devils_divides_as_the_trigger_goes_on_the_stack() -> None:
    """P59 小悪魔の一団 / Gang of Devils: the damage is divided when the trigger is put on the
    stack, not on resolution. Each target must get at least 1 damage: 3 to one target, 2+1 to
    two targets, or 1+1+1 to three (601.2d, 603.3d)."""
    s = Scenario()
    s.battlefield("Alice", card("Gang of Devils"))
    s.battlefield("Bob", card("Thraben Valiant"), card("Nettle Swine"))
    s.script("Alice", Targets(("Thraben Valiant", "Nettle Swine", "Bob")),
             Divide((("Thraben Valiant", 1), ("Nettle Swine", 1), ("Bob", 1))))
    s.game.move(s.permanent("Gang of Devils"), "graveyard")  # it dies
    s.check_state()  # the trigger goes on the stack: targets and division announced now
    trigger = s.game.stack.objects[-1]
    assert list(trigger.division) == [1, 1, 1]
    s.resolve()
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    assert s.permanent("Nettle Swine").damage == 1 and s.life("Bob") == 19
    t = Scenario()
    t.battlefield("Alice", card("Gang of Devils"))
    t.battlefield("Bob", card("Thraben Valiant"))
    t.script("Alice", Targets(("Thraben Valiant", "Bob")),
             Divide((("Thraben Valiant", 3), ("Bob", 0))))
    t.game.move(t.permanent("Gang of Devils"), "graveyard")
    with pytest.raises(RulesError):  # Bob would get 0
        t.check_state()


def test_faq_P19_1_bonfire_of_the_damned_damages_hexproof_creatures() -> None:
    """P19(1) 忌むべき者のかがり火 / Bonfire of the Damned: it targets only the player. That
    player's creatures are dealt damage even if they have hexproof (Elgaud Shieldmate gives its
    pair hexproof)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 5)
    s.battlefield("Bob", card("Elgaud Shieldmate"), card("Nettle Swine"))
    s.pair("Elgaud Shieldmate", "Nettle Swine")
    assert s.has_keyword("Nettle Swine", "hexproof")
    s.hand("Alice", card("Bonfire of the Damned"))
    s.cast("Alice", "Bonfire of the Damned", "Bob", x=2)
    s.resolve()
    assert s.life("Bob") == 18
    assert s.permanent("Nettle Swine").damage == 2
    assert s.permanent("Elgaud Shieldmate").damage == 2


# --- pay or sacrifice (FAQ P78) --------------------------------------------------------------


class _Recording(ScriptedAgent):
    """Answers every yes/no question with ``answer`` and writes down who was asked what."""

    def __init__(self, name: str, asked: list[str], answer: bool = True) -> None:
        super().__init__(name=name)
        self.asked, self.answer = asked, answer

    def choose_yes_no(self, game: object, player: object, question: str, source: object) -> bool:
        self.asked.append(f"{getattr(player, 'name', player)}: {question}")
        return self.answer


def _killing_wave(x: int, bob_life: int = 20) -> tuple[Scenario, list[str]]:
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Swamp")] * (x + 1))
    s.battlefield("Bob", card("Thraben Valiant"), card("Elgaud Shieldmate"))
    s.set_life("Bob", bob_life)
    s.hand("Alice", card("Killing Wave"))
    asked: list[str] = []
    return s, asked


def test_faq_P78_1_killing_wave_ap_chooses_first_then_all_at_once() -> None:
    """P78(1) 殺戮の波 / Killing Wave: the AP chooses, creature by creature, whether to pay X life
    for each creature they control. Then each other player does the same in turn order. Then
    everyone pays life and sacrifices at the same time (101.4, APNAP)."""
    s, asked = _killing_wave(2)
    s.cast("Alice", "Killing Wave", x=2)
    s.use_agent("Alice", _Recording("Alice", asked, answer=False))
    s.use_agent("Bob", _Recording("Bob", asked, answer=True))
    s.resolve()
    assert [line.split(":")[0] for line in asked] == ["Alice", "Bob", "Bob"]
    assert "Nettle Swine" in s.in_graveyard("Alice")
    assert s.life("Bob") == 16 and len(s.on_battlefield("Bob")) == 2


def test_faq_P78_2_killing_wave_pay_for_some_sacrifice_others() -> None:
    """P78(2) 殺戮の波 / Killing Wave: a player may pay for some creatures and sacrifice the
    others."""
    s, _ = _killing_wave(3)
    s.script("Alice", May(True))
    s.script("Bob", May(False), May(True))
    s.cast("Alice", "Killing Wave", x=3)
    s.resolve()
    assert s.life("Bob") == 17
    assert s.on_battlefield("Bob") == ["Elgaud Shieldmate"]
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]


def test_faq_P78_3_killing_wave_cant_pay_more_life_than_you_have() -> None:
    """P78(3) 殺戮の波 / Killing Wave: you can't pay more life than you have (119.4) — Bob at 3
    life pays 2 for one creature; he can't pay for the second, which he sacrifices."""
    s, _ = _killing_wave(2, bob_life=3)
    s.script("Alice", May(True))
    s.script("Bob", May(True), May(True))
    s.cast("Alice", "Killing Wave", x=2)
    s.resolve()
    assert s.life("Bob") == 1
    assert len(s.on_battlefield("Bob")) == 1 and len(s.in_graveyard("Bob")) == 1


def test_faq_P78_4_killing_wave_nothing_happens_if_you_cant_sacrifice() -> None:
    """P78(4) 殺戮の波 / Killing Wave: if you can't sacrifice creatures (e.g. because of 鷺群れの
    シガルダ / Sigarda, Host of Herons: "Spells and abilities your opponents control can't cause
    you to sacrifice permanents") and choose not to pay, nothing happens."""
    s, _ = _killing_wave(2)
    s.battlefield("Bob", card("Sigarda, Host of Herons"))
    s.script("Alice", May(True))
    s.script("Bob", May(False), May(False), May(False))
    s.cast("Alice", "Killing Wave", x=2)
    s.resolve()
    assert s.life("Bob") == 20 and len(s.on_battlefield("Bob")) == 3


# A test card: prevention for a player (615), compiled by ofuda.
SHELTER = card_from_text(
    """name: 庇護 / Shelter
cost: {W}
type: インスタント / Instant
ja:
  プレイヤー１人を対象とする。このターン、そのプレイヤーに与えられるすべてのダメージを軽減する。
en:
  Prevent all damage that would be dealt to target player this turn.
"""
)


def test_faq_P19_3_bonfire_prevention_for_the_player_leaves_the_creatures_damage() -> None:
    """P19(3) 忌むべき者のかがり火 / Bonfire of the Damned: preventing or changing the damage
    dealt to the player doesn't change the damage dealt to each creature."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 5, card("Plains"))
    s.battlefield("Bob", card("Elgaud Shieldmate"))
    s.hand("Alice", SHELTER, card("Bonfire of the Damned"))
    s.cast("Alice", "Shelter", "Bob")
    s.resolve()
    s.cast("Alice", "Bonfire of the Damned", "Bob", x=2)
    s.resolve()
    assert s.life("Bob") == 20  # prevented
    assert s.permanent("Elgaud Shieldmate").damage == 2  # not changed


def test_faq_P19_2_bonfire_with_an_illegal_target_deals_no_damage() -> None:
    """P19(2) 忌むべき者のかがり火 / Bonfire of the Damned: if the target is illegal on
    resolution, the spell is countered and deals no damage to anyone (608.2b). (Oracle lets it
    target a planeswalker; here the planeswalker leaves before it resolves — a two-player game
    can't lose a player and go on.)"""
    walker = CardDefinition(
        name="Test Walker", name_ja=None, mana_cost="{2}{R}", supertypes=(),
        card_types=(CardType.PLANESWALKER,), subtypes=(), power=None, toughness=None, loyalty=3,
        keywords=(), abilities=(),
    )
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 3)
    s.battlefield("Bob", walker, card("Elgaud Shieldmate"))
    s.hand("Alice", card("Bonfire of the Damned"))
    s.cast("Alice", "Bonfire of the Damned", "Test Walker", x=1)
    s.game.move(s.permanent("Test Walker"), "graveyard")
    s.resolve()
    assert s.permanent("Elgaud Shieldmate").damage == 0
    assert s.in_graveyard("Alice") == ["Bonfire of the Damned"]
