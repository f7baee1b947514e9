"""Scenario tests of AVR cards that grant abilities written in quotation marks (113.2c):
Auras, and soulbond creatures whose pair has the quoted ability. "This creature" in the
quoted ability is the creature that has it.

Each test names the card in both languages and runs its compiled code.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, RulesError, Scenario, Step
from support.compiled import card

# --- Auras ---------------------------------------------------------------------------------


def test_abundant_growth_draws_and_its_land_taps_for_any_color() -> None:
    """豊かな成長 / Abundant Growth — enters: draw a card; 「エンチャントされている土地は「{T}：
    …好きな色１色のマナ１点を加える。」を持つ」: a Plains pays the {G} of Nettle Swine."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 4)
    s.library("Alice", card("Nettle Swine"))
    s.hand("Alice", card("Abundant Growth"))
    s.battlefield("Alice", card("Forest"))
    s.cast("Alice", "Abundant Growth", "Plains")  # the Forest pays {G}
    s.resolve()
    assert s.in_hand("Alice") == ["Nettle Swine"]
    for perm in s.game.battlefield.objects:
        if perm.name == "Plains" or perm.name == "Forest":
            perm.tapped = False
    s.permanent("Forest").tapped = True  # only the enchanted Plains can make green now
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    assert "Nettle Swine" in s.on_battlefield("Alice")


def test_abundant_growth_unenchanted_plains_cant_make_green() -> None:
    """豊かな成長 / Abundant Growth — without it, four Plains don't cast Nettle Swine ({3}{G})."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 4)
    s.hand("Alice", card("Nettle Swine"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Nettle Swine")


def test_commanders_authority_makes_a_human_each_upkeep() -> None:
    """指揮官の威厳 / Commander's Authority — 「あなたのアップキープの開始時に、白の１/１の人間・
    クリーチャー・トークンを１体戦場に出す。」 on the enchanted creature."""
    s = Scenario(step=Step.END)
    s.library("Alice", card("Forest"), card("Forest"))
    s.library("Bob", card("Forest"), card("Forest"))
    s.battlefield("Alice", card("Nettle Swine"), card("Commander's Authority"))
    s.attach("Commander's Authority", "Nettle Swine")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: not Alice's upkeep
    s.resolve()
    assert "Human Token" not in s.on_battlefield("Alice")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's upkeep
    s.resolve()
    assert s.on_battlefield("Alice").count("Human Token") == 1


def test_lightning_prowess_haste_and_pinging() -> None:
    """稲妻の勇気 / Lightning Prowess — 速攻 and 「{T}：…このクリーチャーはそれに１点のダメージを
    与える。」: a creature that just arrived pings Bob."""
    s = Scenario()
    s.battlefield("Alice", card("Lightning Prowess"))
    s.battlefield("Alice", card("Nettle Swine"), sick=True)
    s.attach("Lightning Prowess", "Nettle Swine")
    assert s.has_keyword("Nettle Swine", Keyword.HASTE)
    s.activate("Alice", "Nettle Swine", "Bob")
    s.resolve()
    assert s.life("Bob") == 19 and s.is_tapped("Nettle Swine")


def test_lightning_prowess_pings_a_creature() -> None:
    """稲妻の勇気 / Lightning Prowess — the damage can go to a creature."""
    s = Scenario()
    s.battlefield("Alice", card("Lightning Prowess"), card("Nettle Swine"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.attach("Lightning Prowess", "Nettle Swine")
    s.activate("Alice", "Nettle Swine", "Vorstclaw")
    s.resolve()
    assert s.permanent("Vorstclaw").damage == 1 and s.life("Bob") == 20


# --- soulbond: both creatures have the quoted ability while paired --------------------------


def _paired(name: str, partner: str = "Nettle Swine") -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card(name), card(partner))
    s.pair(name, partner)
    return s


def test_galvanic_alchemist_paired_creature_untaps() -> None:
    """電位式錬金術師 / Galvanic Alchemist — 「{2}{U}：このクリーチャーをアンタップする。」 on the partner."""
    s = _paired("Galvanic Alchemist")
    s.battlefield("Alice", card("Island"), card("Island"), card("Island"))
    s.permanent("Nettle Swine").tapped = True
    s.activate("Alice", "Nettle Swine")
    s.resolve()
    assert not s.is_tapped("Nettle Swine")


def test_galvanic_alchemist_unpaired_grants_nothing() -> None:
    """電位式錬金術師 / Galvanic Alchemist — unpaired, Nettle Swine has no such ability."""
    s = Scenario()
    s.battlefield("Alice", card("Galvanic Alchemist"), card("Nettle Swine"))
    with pytest.raises(RulesError):
        s.activate("Alice", "Nettle Swine")


def test_stonewright_paired_creatures_firebreathe() -> None:
    """石大工 / Stonewright — 「{R}：このクリーチャーはターン終了時まで＋１/＋０の修整を受ける。」:
    the partner pumps itself, not Stonewright."""
    s = _paired("Stonewright")
    s.battlefield("Alice", card("Mountain"), card("Mountain"))
    s.activate("Alice", "Nettle Swine")
    s.resolve()
    s.activate("Alice", "Stonewright")
    s.resolve()
    assert s.pt("Nettle Swine") == (5, 3) and s.pt("Stonewright") == (2, 1)


def test_stern_mentor_paired_creature_mills_two() -> None:
    """厳格な導師 / Stern Mentor — 「{T}：プレイヤー１人を対象とする。そのプレイヤーは…２枚の
    カードを自分の墓地に置く。」."""
    s = _paired("Stern Mentor")
    s.library("Bob", card("Griselbrand"), card("Thraben Valiant"), card("Forest"))
    s.activate("Alice", "Nettle Swine", "Bob")
    s.resolve()
    assert len(s.in_graveyard("Bob")) == 2 and len(s.in_library("Bob")) == 1


def test_tandem_lookout_paired_creature_draws_on_damage() -> None:
    """二人組の見張り番 / Tandem Lookout — 「このクリーチャーがいずれかの対戦相手にダメージを与える
    たび、カードを１枚引く。」: both creatures connect, two cards."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Tandem Lookout"), card("Nettle Swine"))
    s.pair("Tandem Lookout", "Nettle Swine")
    s.library("Alice", card("Forest"), card("Island"))
    s.attack("Tandem Lookout", "Nettle Swine")
    s.block()
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve()
    assert s.life("Bob") == 14  # 2 + 4
    assert sorted(s.in_hand("Alice")) == ["Forest", "Island"]


def test_deadeye_navigator_paired_creature_blinks() -> None:
    """狙い澄ましの航海士 / Deadeye Navigator — 「{1}{U}：…このクリーチャーを追放し、その後それを
    あなたのコントロール下で戦場に戻す」: the partner leaves and comes back (a new object)."""
    s = _paired("Deadeye Navigator")
    s.battlefield("Alice", card("Island"), card("Island"))
    before = s.permanent("Nettle Swine")
    before.damage = 2
    s.activate("Alice", "Nettle Swine")
    s.resolve()
    after = s.permanent("Nettle Swine")
    assert after is not before and after.damage == 0
    assert "Nettle Swine" in s.on_battlefield("Alice")


def test_malicious_intent_enchanted_creature_stops_a_blocker() -> None:
    """悪だくみ / Malicious Intent — the enchanted creature has "{T}: Target creature can't
    block this turn.": tapped, it keeps Bob's blocker out of combat."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Nettle Swine"), card("Malicious Intent"))
    s.attach("Malicious Intent", "Thraben Valiant")
    s.battlefield("Bob", card("Vorstclaw"))
    s.activate("Alice", "Thraben Valiant", "Vorstclaw")
    s.resolve()
    assert s.is_tapped("Thraben Valiant")
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.attack("Nettle Swine")
    with pytest.raises(RulesError):
        s.block(("Vorstclaw", "Nettle Swine"))
