"""Scenario tests of durations "for as long as …" (611.2b) through real cards, each card in
each language alone: the effect lasts while its condition holds, through any number of turns,
and ends as soon as it stops holding."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step, Targets
from ofuda.runtime.engine.stack.resolution import resolve_top
from support.compiled import card, set_card

LANGS = ("ja", "en")


def _geists(s: Scenario, lang: str) -> None:
    s.library("Alice", card("Plains"), card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"), card("Plains"))
    s.battlefield("Alice", *[card("Island")] * 4)
    s.battlefield("Bob", card("Vorstclaw"))
    s.hand("Alice", set_card("dka", "Dungeon Geists", lang))
    s.script("Alice", Targets(("Vorstclaw",)))
    s.cast("Alice", "Dungeon Geists")
    s.resolve()  # the creature spell and its enters-the-battlefield trigger


@pytest.mark.parametrize("lang", LANGS)
def test_dungeon_geists_keeps_the_creature_tapped_while_you_control_it(lang: str) -> None:
    """地下牢の霊 / Dungeon Geists (DKA) — "That creature doesn't untap during its controller's
    untap step for as long as you control Dungeon Geists." / 「そのクリーチャーは、あなたが地下牢の
    霊をコントロールし続けているかぎり、それのコントローラーのアンタップ・ステップにアンタップしな
    い。」: Bob's Vorstclaw stays tapped through two of Bob's untap steps; once the Geists leave the
    battlefield, it untaps in Bob's next one."""
    s = Scenario()
    _geists(s, lang)
    assert s.is_tapped("Vorstclaw")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    assert s.is_tapped("Vorstclaw")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's again
    assert s.is_tapped("Vorstclaw")
    s.game.destroy(s.permanent("Dungeon Geists"))
    assert not s.game.effects  # 611.2b: it ended at once
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's: it untaps now
    assert not s.is_tapped("Vorstclaw")


@pytest.mark.parametrize("lang", LANGS)
def test_dungeon_geists_gone_before_its_trigger_resolves_only_taps(lang: str) -> None:
    """Dungeon Geists — 611.2b: if the condition does not hold as the effect would begin, the
    effect does nothing: the Geists die with the trigger on the stack; Vorstclaw is tapped,
    and untaps in Bob's untap step."""
    s = Scenario()
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    s.battlefield("Alice", *[card("Island")] * 4)
    s.battlefield("Bob", card("Vorstclaw"))
    s.hand("Alice", set_card("dka", "Dungeon Geists", lang))
    s.script("Alice", Targets(("Vorstclaw",)))
    s.cast("Alice", "Dungeon Geists")
    resolve_top(s.game)  # the Geists enter
    s.check_state()  # the trigger goes on the stack, targeting Vorstclaw
    assert len(s.on_stack()) == 1
    s.game.destroy(s.permanent("Dungeon Geists"))
    s.resolve()
    assert s.is_tapped("Vorstclaw")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    assert not s.is_tapped("Vorstclaw")


@pytest.mark.parametrize("lang", LANGS)
def test_olivia_voldaren_keeps_a_vampire_for_as_long_as_you_control_her(lang: str) -> None:
    """オリヴィア・ヴォルダーレン / Olivia Voldaren (ISD) — "{1}{R}: Olivia Voldaren deals 1 damage
    to another target creature. That creature becomes a Vampire in addition to its other types.
    Put a +1/+1 counter on Olivia Voldaren." and "{3}{B}{B}: Gain control of target Vampire for
    as long as you control Olivia Voldaren." / 「…あなたがオリヴィア・ヴォルダーレンをコントロール
    し続けているかぎり、それのコントロールを得る。」: Bob's Vorstclaw, made a Vampire (205.1b), is
    Alice's through turns until Olivia leaves the battlefield, then Bob's again (611.2b)."""
    s = Scenario()
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    olivia = set_card("isd", "Olivia Voldaren", lang)
    s.battlefield("Alice", card("Mountain"), card("Mountain"), *[card("Swamp")] * 5, olivia)
    s.battlefield("Bob", card("Vorstclaw"))
    s.activate("Alice", "Olivia Voldaren", "Vorstclaw", index=0)
    s.resolve()
    vorstclaw = s.permanent("Vorstclaw")
    assert "Vampire" in vorstclaw.subtypes and "Horror" in vorstclaw.subtypes
    assert s.pt("Olivia Voldaren") == (4, 4)
    s.activate("Alice", "Olivia Voldaren", "Vorstclaw", index=1)
    s.resolve()
    assert s.permanent("Vorstclaw").controller.name == "Alice"
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: still Alice's
    assert s.permanent("Vorstclaw").controller.name == "Alice"
    s.game.destroy(s.permanent("Olivia Voldaren"))
    assert s.permanent("Vorstclaw").controller.name == "Bob"


@pytest.mark.parametrize("lang", LANGS)
def test_skilled_animator_animates_an_artifact_while_it_remains(lang: str) -> None:
    """技量ある活性師 / Skilled Animator (M19) — "When Skilled Animator enters the battlefield,
    target artifact you control becomes an artifact creature with base power and toughness 5/5
    for as long as Skilled Animator remains on the battlefield." / 「…技量ある活性師が戦場に残り
    続けているかぎり、それは基本のパワーとタフネスが５/５のアーティファクト・クリーチャーになる。」:
    Bladed Bracers are a 5/5 artifact creature, still Equipment (205.1b), through Alice's cleanup
    step; an artifact again as soon as the Animator dies (611.2b)."""
    s = Scenario()
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    s.battlefield("Alice", *[card("Island")] * 3, card("Bladed Bracers"))
    s.hand("Alice", set_card("m19", "Skilled Animator", lang))
    s.script("Alice", Targets(("Bladed Bracers",)))
    s.cast("Alice", "Skilled Animator")
    s.resolve()
    bracers = s.permanent("Bladed Bracers")
    assert bracers.is_creature and s.pt("Bladed Bracers") == (5, 5)
    assert "Equipment" in bracers.subtypes
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.permanent("Bladed Bracers").is_creature
    s.game.destroy(s.permanent("Skilled Animator"))
    assert not s.permanent("Bladed Bracers").is_creature
