"""Abilities written in quotation marks (113.2c) that an instruction gives for a duration
(611.2a, 613.1f), and a static ability granting two quoted abilities, on the corpus's cards,
each language alone: Abnormal Endurance (M19), Sorin, Vampire Lord's −8 (M20), Wolfhunter's
Quiver (DKA)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import card, set_card


def _endurance_scenario(lang: str) -> Scenario:
    s = Scenario()
    swamp = set_card("m19", "Swamp")
    s.battlefield("Alice", swamp, swamp, set_card("m20", "Barony Vampire"))
    s.hand("Alice", set_card("m19", "Abnormal Endurance", lang))
    s.cast("Alice", "Abnormal Endurance", "Barony Vampire")
    s.resolve()
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_abnormal_endurance_returns_the_creature_that_dies_this_turn(lang: str) -> None:
    """異様な忍耐 / Abnormal Endurance (M19): 「ターン終了時まで、それは＋２/＋０の修整を受け、
    「このクリーチャーが死亡したとき、これをオーナーのコントロール下でタップ状態で戦場に戻す。」を
    得る。」 — the creature gets +2/+0 and, dying this turn, returns tapped: a new object (400.7),
    without the pump or the ability it had gained."""
    s = _endurance_scenario(lang)
    assert s.pt("Barony Vampire") == (5, 2)
    s.game.destroy(s.permanent("Barony Vampire"))
    s.resolve()
    assert "Barony Vampire" in s.on_battlefield("Alice")
    assert s.is_tapped("Barony Vampire") and s.pt("Barony Vampire") == (3, 2)
    s.game.destroy(s.permanent("Barony Vampire"))  # the new object has no such ability
    s.resolve()
    assert s.in_graveyard("Alice")[-1] == "Barony Vampire"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_abnormal_endurance_ability_ends_with_the_turn(lang: str) -> None:
    """Abnormal Endurance: "until end of turn" covers the quoted ability too (514.2): dying
    after the cleanup step, the creature stays in the graveyard."""
    s = _endurance_scenario(lang)
    s.advance_to(Step.CLEANUP)
    assert s.pt("Barony Vampire") == (3, 2)
    s.game.destroy(s.permanent("Barony Vampire"))
    s.resolve()
    assert "Barony Vampire" not in s.on_battlefield("Alice")
    assert s.in_graveyard("Alice")[-1] == "Barony Vampire"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sorin_vampire_lord_gives_each_vampire_a_control_ability(lang: str) -> None:
    """吸血鬼の王、ソリン / Sorin, Vampire Lord (M20): 「-8：ターン終了時まで、あなたがコントロールして
    いる各吸血鬼はそれぞれ「{T}：クリーチャー１体を対象とし、それのコントロールを得る。」を得る。」 —
    the Vampire taps to gain control of Bob's creature (for good: the gained control has no
    duration); a non-Vampire gains nothing, nor does a Vampire arriving later (611.2c)."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Sorin, Vampire Lord", lang))
    s.counters("Sorin, Vampire Lord", "loyalty", 8 - 4)
    s.battlefield("Alice", set_card("m20", "Barony Vampire"), card("Nettle Swine"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.activate("Alice", "Sorin, Vampire Lord", index=2)
    s.resolve()
    assert not s.permanent("Nettle Swine").activated
    s.battlefield("Alice", set_card("m19", "Vampire Sovereign"))
    assert not s.permanent("Vampire Sovereign").activated  # not in the locked-in set
    s.activate("Alice", "Barony Vampire", "Vorstclaw")
    s.resolve()
    assert "Vorstclaw" in s.on_battlefield("Alice") and s.is_tapped("Barony Vampire")
    s.advance_to(Step.CLEANUP)
    assert not s.permanent("Barony Vampire").activated  # the ability ends with the turn
    assert "Vorstclaw" in s.on_battlefield("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_wolfhunters_quiver_grants_both_quoted_abilities(lang: str) -> None:
    """狼狩りの矢筒 / Wolfhunter's Quiver (DKA): 「装備しているクリーチャーは、「{T}：…１点の
    ダメージを与える。」と「{T}：狼男・クリーチャー１体を対象とする。…３点のダメージを与える。」を
    持つ。」 / 'has "…" and "…"': the equipped creature has both abilities (113.2c)."""
    s = Scenario()
    s.battlefield("Alice", set_card("dka", "Wolfhunter's Quiver", lang), card("Nettle Swine"))
    s.attach("Wolfhunter's Quiver", "Nettle Swine")
    assert len(s.permanent("Nettle Swine").activated) == 2
    s.activate("Alice", "Nettle Swine", "Bob", index=0)
    s.resolve()
    assert s.life("Bob") == 19
