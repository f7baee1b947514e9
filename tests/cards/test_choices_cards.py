"""Scenario tests of the H5 area: as-enters choices, copies, "becomes", sacrifice choices, fight.

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py).
"""

from __future__ import annotations

import pytest
from ofuda.runtime import May, Option, Scenario, Step, Targets
from ofuda.runtime.engine.errors import IllegalActionError, ScriptError
from ofuda.runtime.engine.replacement.damage import deal_damage_batch
from support.compiled import card


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


def damage(s: Scenario, source: object, recipient: object, amount: int) -> None:
    """``source`` deals ``amount`` damage to ``recipient`` (120.3), then state-based actions."""
    deal_damage_batch(s.game, [(source, recipient, amount)])
    s.check_state()


def upkeep_scenario() -> Scenario:
    """A scenario at the end of Bob's turn: advancing to the upkeep starts Alice's turn."""
    s = Scenario(active="Bob", step=Step.END)
    for who in ("Alice", "Bob"):
        s.library(who, *lands("Forest", 3))
    return s


# --- sacrifice choices --------------------------------------------------------


def test_demonic_taskmaster_sacrifices_a_creature_other_than_itself() -> None:
    """悪魔の監督官 / Demonic Taskmaster — 「悪魔の監督官以外のクリーチャーを１体生け贄に捧げる」:
    at Alice's upkeep she sacrifices her other creature, and the Taskmaster stays."""
    s = upkeep_scenario()
    s.battlefield("Alice", card("悪魔の監督官"), card("Nettle Swine"))
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    assert s.in_graveyard("Alice") == ["Nettle Swine"]
    assert "Demonic Taskmaster" in s.on_battlefield("Alice")


def test_demonic_taskmaster_alone_sacrifices_nothing() -> None:
    """Demonic Taskmaster with no other creature: nothing is sacrificed, not even itself."""
    s = upkeep_scenario()
    s.battlefield("Alice", card("Demonic Taskmaster"), *lands("Swamp", 2))
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    assert s.in_graveyard("Alice") == []
    assert s.on_battlefield("Alice").count("Demonic Taskmaster") == 1


# --- fight (701.12) -----------------------------------------------------------


def test_ulvenwald_tracker_makes_two_creatures_fight() -> None:
    """ウルヴェンワルドの足跡追い / Ulvenwald Tracker — 「その前者はその後者と格闘を行う」:
    Alice's 4/3 and Bob's 2/1 deal damage equal to their power to each other."""
    s = Scenario()
    s.battlefield("Alice", card("ウルヴェンワルドの足跡追い"), card("Nettle Swine"), *lands("Forest", 2))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.activate("Alice", "Ulvenwald Tracker", "Nettle Swine", "Thraben Valiant")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]
    assert s.permanent("Nettle Swine").damage == 2


def test_ulvenwald_tracker_second_target_must_differ_from_the_first() -> None:
    """Ulvenwald Tracker: "another target creature" is another than the first target — once
    the Tracker is the first target, it is no choice for the second."""
    s = Scenario()
    s.battlefield("Alice", card("Ulvenwald Tracker"), *lands("Forest", 2))
    with pytest.raises(ScriptError, match="the choices are: nothing"):
        s.activate("Alice", "Ulvenwald Tracker", "Ulvenwald Tracker", "Ulvenwald Tracker")
    assert s.on_stack() == []


# --- as-enters choices (614.12) -------------------------------------------------


def riders_with(chosen: str) -> Scenario:
    """Alice casts Riders of Gavony naming ``chosen``; Bob has Driver of the Dead (a Vampire)
    and Nettle Swine (a Boar)."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 4))
    s.battlefield("Bob", card("Driver of the Dead"), card("Nettle Swine"))
    s.hand("Alice", card("ガヴォニーの騎手"))
    s.script("Alice", Option(chosen))
    s.cast("Alice", "Riders of Gavony")
    s.resolve()
    return s


def test_riders_of_gavony_humans_have_protection_from_the_chosen_type() -> None:
    """ガヴォニーの騎手 / Riders of Gavony — 「戦場に出るに際し、クリーチャー・タイプを１つ選ぶ」,
    「あなたがコントロールする人間・クリーチャーはプロテクション（その選ばれたタイプのクリーチャー）を
    持つ」: Vampire named, Bob's Vampire can't damage Alice's Humans (702.16e), a Boar still can."""
    s = riders_with("Vampire")
    assert s.permanent("Riders of Gavony").choices["creature type"] == "Vampire"
    s.battlefield("Alice", card("Thraben Valiant"))
    s.battlefield("Bob", card("Thraben Valiant"))  # not Alice's: no protection
    valiant = s.permanent("Thraben Valiant", "Alice")
    damage(s, s.permanent("Driver of the Dead"), valiant, 3)
    assert valiant.damage == 0
    damage(s, s.permanent("Driver of the Dead"), s.permanent("Thraben Valiant", "Bob"), 1)
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    damage(s, s.permanent("Nettle Swine"), s.permanent("Riders of Gavony"), 2)
    assert s.permanent("Riders of Gavony").damage == 2


def test_riders_of_gavony_other_type_gives_no_protection_from_vampires() -> None:
    """Riders of Gavony naming Boar: the Vampire's damage is dealt, the Boar's prevented."""
    s = riders_with("Boar")
    riders = s.permanent("Riders of Gavony")
    damage(s, s.permanent("Nettle Swine"), riders, 2)
    assert riders.damage == 0
    damage(s, s.permanent("Driver of the Dead"), riders, 2)
    assert riders.damage == 2


def cavern_scenario(chosen: str) -> Scenario:
    """Alice plays Cavern of Souls naming ``chosen``; she holds Cathedral Sanctifier ({W}, a
    Human), Bob holds Geist Snatch and four Islands."""
    s = Scenario()
    s.battlefield("Bob", *lands("Island", 4))
    s.hand("Alice", card("魂の洞窟"), card("Cathedral Sanctifier"))
    s.hand("Bob", card("Geist Snatch"))
    s.script("Alice", Option(chosen))
    s.play_land("Alice", "Cavern of Souls")
    return s


def test_cavern_of_souls_spell_of_the_chosen_type_cant_be_countered() -> None:
    """魂の洞窟 / Cavern of Souls — 「このマナは、選ばれたタイプのクリーチャー呪文を唱えるためにのみ
    使用でき、その呪文は打ち消されない」: Human named, the Human spell paid with it resolves."""
    s = cavern_scenario("Human")
    assert s.permanent("Cavern of Souls").choices["creature type"] == "Human"
    s.cast("Alice", "Cathedral Sanctifier")
    s.cast("Bob", "Geist Snatch", "Cathedral Sanctifier")
    s.resolve()
    assert "Cathedral Sanctifier" in s.on_battlefield("Alice")


def test_cavern_of_souls_other_type_cant_pay_for_the_spell() -> None:
    """Cavern of Souls naming Zombie: its white mana can't be spent on a Human spell."""
    s = cavern_scenario("Zombie")
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Cathedral Sanctifier")


def test_midvast_protector_gives_protection_from_the_chosen_color() -> None:
    """ミッドヴァストの守護者 / Midvast Protector — 「プロテクション（あなたが選んだ色１色）を得る」:
    the colour is chosen as the trigger resolves; black damage is prevented, green is not."""
    from ofuda.runtime.definitions import Color

    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 4), card("Thraben Valiant"))
    s.battlefield("Bob", card("Driver of the Dead"), card("Nettle Swine"))
    s.hand("Alice", card("ミッドヴァストの守護者"))
    s.script("Alice", Targets(("Thraben Valiant",)), Option(Color.BLACK))
    s.cast("Alice", "Midvast Protector")
    s.resolve()
    valiant = s.permanent("Thraben Valiant")
    damage(s, s.permanent("Driver of the Dead"), valiant, 3)
    assert valiant.damage == 0
    damage(s, s.permanent("Nettle Swine"), valiant, 3)
    assert "Thraben Valiant" in s.in_graveyard("Alice")


# --- a condition about the controller of the enchanted creature (611.3b) ------------------


def test_predators_gambit_intimidate_while_its_controller_controls_no_other_creature() -> None:
    """捕食者の計略 / Predator's Gambit — 「エンチャントされているクリーチャーは、それのコントローラーが
    他にクリーチャーをコントロールしていないかぎり、威嚇を持つ」: +2/+1 always; intimidate only
    while the enchanted creature's controller (Bob, not the Aura's controller) has no other
    creature."""
    s = Scenario()
    s.battlefield("Alice", card("捕食者の計略"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.attach("Predator's Gambit", "Nettle Swine")
    assert s.pt("Nettle Swine") == (6, 4)
    assert s.has_keyword("Nettle Swine", "intimidate")  # Alice's Valiant doesn't count
    s.battlefield("Bob", card("Moorland Inquisitor"))
    assert not s.has_keyword("Nettle Swine", "intimidate")
    assert s.pt("Nettle Swine") == (6, 4)


# --- doesn't untap (502.3); becomes the target of a spell -------------------------------


def test_spectral_prison_enchanted_creature_doesnt_untap() -> None:
    """幽体の牢獄 / Spectral Prison — 「エンチャントされているクリーチャーは、それのコントローラーの
    アンタップ・ステップにアンタップしない」: Bob's enchanted Swine stays tapped, his Valiant untaps."""
    s = Scenario(step=Step.END)
    for who in ("Alice", "Bob"):
        s.library(who, *lands("Forest", 3))
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"), tapped=True)
    s.battlefield("Alice", card("幽体の牢獄"))
    s.attach("Spectral Prison", "Nettle Swine")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    assert s.is_tapped("Nettle Swine")
    assert not s.is_tapped("Thraben Valiant")


def test_spectral_prison_is_sacrificed_when_a_spell_targets_the_creature() -> None:
    """Spectral Prison — 「エンチャントされているクリーチャーが呪文の対象になったとき、幽体の牢獄を
    生け贄に捧げる」: Zealous Strike (a spell) targets the creature: the Prison goes; an
    ability (Ulvenwald Tracker's fight) targeting it does not make it go."""
    s = Scenario()
    s.battlefield("Alice", card("Spectral Prison"), card("Ulvenwald Tracker"), card("Thraben Valiant"),
                  *lands("Forest", 2), *lands("Plains", 2))
    s.battlefield("Bob", card("Nettle Swine"))
    s.attach("Spectral Prison", "Nettle Swine")
    s.activate("Alice", "Ulvenwald Tracker", "Thraben Valiant", "Nettle Swine")
    s.resolve()
    assert "Spectral Prison" in s.on_battlefield("Alice")
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Nettle Swine")
    s.resolve()
    assert "Spectral Prison" in s.in_graveyard("Alice")


# --- "unless" ------------------------------------------------------------------------


def demonlord(answer: bool, *others: str) -> Scenario:
    """Alice casts Demonlord of Ashmouth with ``others`` on the battlefield and answers
    ``answer`` to "sacrifice another creature?"."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 4), *[card(name) for name in others])
    s.hand("Alice", card("灰口の悪魔王"))
    s.script("Alice", May(answer))
    s.cast("Alice", "Demonlord of Ashmouth")
    s.resolve()
    return s


def test_demonlord_of_ashmouth_stays_if_you_sacrifice_another_creature() -> None:
    """灰口の悪魔王 / Demonlord of Ashmouth — 「あなたが他のクリーチャーを１体生け贄に捧げないかぎり、
    それを追放する」: Alice sacrifices Nettle Swine, the Demonlord stays."""
    s = demonlord(True, "Nettle Swine")
    assert "Demonlord of Ashmouth" in s.on_battlefield("Alice")
    assert s.in_graveyard("Alice") == ["Nettle Swine"]


def test_demonlord_of_ashmouth_is_exiled_unless_you_sacrifice() -> None:
    """Demonlord of Ashmouth: Alice declines; the Demonlord is exiled, the Swine stays."""
    s = demonlord(False, "Nettle Swine")
    assert s.in_exile() == ["Demonlord of Ashmouth"]
    assert "Nettle Swine" in s.on_battlefield("Alice")


def test_demonlord_of_ashmouth_with_nothing_to_sacrifice_is_exiled() -> None:
    """Demonlord of Ashmouth alone: saying yes sacrifices nothing (it can't sacrifice itself),
    so it is exiled."""
    s = demonlord(True)
    assert s.in_exile() == ["Demonlord of Ashmouth"]



# --- copies (707.2, 614.1c) ---------------------------------------------------------------


def reflection_scenario() -> Scenario:
    """Alice, with Nettle Swine, Thraben Valiant and a token copy of Thraben Valiant, casts
    Infinite Reflection on Bob's Vorstclaw (7/7)."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Thraben Valiant"), *lands("Island", 7))
    s.battlefield("Alice", card("Thraben Valiant"), token=True)
    s.battlefield("Bob", card("Vorstclaw"))
    s.hand("Alice", card("無限反射"), card("Cathedral Sanctifier"))
    s.cast("Alice", "Infinite Reflection", "Vorstclaw")
    s.resolve()
    return s


def test_infinite_reflection_makes_your_nontoken_creatures_copies() -> None:
    """無限反射 / Infinite Reflection — 「あなたがコントロールする他のトークンでないクリーチャーは、
    そのクリーチャーのコピーになる」: Alice's nontoken creatures become Vorstclaws; her token
    doesn't."""
    s = reflection_scenario()
    names = s.on_battlefield("Alice")
    assert names.count("Vorstclaw") == 2 and "Nettle Swine" not in names
    assert names.count("Thraben Valiant") == 1  # the token stays itself
    assert all(p.power_toughness == (7, 7) for p in s.game.battlefield.objects
               if p.name == "Vorstclaw")


def test_infinite_reflection_nontoken_creatures_enter_as_copies() -> None:
    """Infinite Reflection — 「…エンチャントされているクリーチャーのコピーとして戦場に出る」: Cathedral
    Sanctifier enters as a Vorstclaw, so its own "gain 3 life" doesn't trigger (P75(6))."""
    s = reflection_scenario()
    s.battlefield("Alice", card("Plains"))
    s.cast("Alice", "Cathedral Sanctifier")
    s.resolve()
    assert s.on_battlefield("Alice").count("Vorstclaw") == 3
    assert s.life("Alice") == 20


# --- "becomes" (613.1d–f, 613.4b) ---------------------------------------------------------


def tomb_scenario(answer: bool) -> Scenario:
    """Alice has Angel's Tomb and casts Cathedral Sanctifier, answering ``answer`` to the Tomb."""
    s = Scenario()
    s.battlefield("Alice", card("天使の墳墓"), *lands("Plains", 3))
    s.hand("Alice", card("Cathedral Sanctifier"))
    s.script("Alice", May(answer))
    s.cast("Alice", "Cathedral Sanctifier")
    s.resolve()
    return s


def test_angels_tomb_becomes_a_3_3_white_angel_until_end_of_turn() -> None:
    """天使の墳墓 / Angel's Tomb — 「あなたは「天使の墳墓は、ターン終了時まで飛行を持つ白の３/３の
    天使・アーティファクト・クリーチャーになる。」を選んでもよい」: a creature entered under Alice's
    control; she says yes: a 3/3 white Angel artifact creature with flying, until the turn ends."""
    from ofuda.runtime.definitions import CardType, Color

    s = tomb_scenario(True)
    tomb = s.permanent("Angel's Tomb")
    assert s.pt("Angel's Tomb") == (3, 3)
    assert set(tomb.card_types) == {CardType.ARTIFACT, CardType.CREATURE}
    assert "Angel" in tomb.subtypes and list(tomb.colors) == [Color.WHITE]
    assert s.has_keyword("Angel's Tomb", "flying")
    s.advance_to(Step.CLEANUP)
    assert CardType.CREATURE not in s.permanent("Angel's Tomb").card_types


def test_angels_tomb_stays_an_artifact_if_you_decline() -> None:
    """Angel's Tomb: Alice says no; it stays a noncreature artifact."""
    from ofuda.runtime.definitions import CardType

    s = tomb_scenario(False)
    assert list(s.permanent("Angel's Tomb").card_types) == [CardType.ARTIFACT]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_icon_of_ancestry_pumps_your_creatures_of_the_chosen_type(lang: str) -> None:
    """祖先の象徴 / Icon of Ancestry (m20): 「あなたがコントロールしていてその選ばれたタイプである
    クリーチャーは＋１/＋１の修整を受ける。」 / "Creatures you control of the chosen type get
    +1/+1." — Human named (614.12): Alice's Human grows, her Zombie and Bob's Human don't."""
    from support.compiled import set_card

    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 3), card("Thraben Valiant"), card("Driver of the Dead"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", set_card("m20", "Icon of Ancestry", lang))
    s.script("Alice", Option("Human"))
    s.cast("Alice", "Icon of Ancestry")
    s.resolve()
    assert s.permanent("Icon of Ancestry").choices["creature type"] == "Human"
    assert s.pt("Thraben Valiant", "Alice") == (3, 2)
    assert s.pt("Thraben Valiant", "Bob") == (2, 1)
    assert s.pt("Driver of the Dead") == (3, 2)
