"""The 24 new example designs of cards_src/examples (issue #3, docs/compositionality.md).

Each card recombines phrasing found on AVR cards in a new way. For every card: its
Japanese and English texts lower to the same IR, the IR renders back to text that parses
to the same IR in both languages, and a scenario plays the compiled card in the runtime
and checks what its text says (both branches where the text has a condition or a choice).
The cards are compiled from their files by ofuda, like every card of the set.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ofuda.compiler.pipeline import compile_file
from ofuda.compiler.render import render_card
from ofuda.compiler.roundtrip import recompile
from ofuda.runtime import RulesError, Scenario, Step
from ofuda.runtime.agents.scripted import Choose, May, Reveal, Targets
from support.compiled import EXAMPLES, card, example_catalogue, lands
from support.compiled import example as ex

FILES = sorted(EXAMPLES.glob("*.card"))


# --- the set of examples: both languages, one IR, and back -------------------------------


def test_there_are_24_examples_and_all_compile() -> None:
    """cards_src/examples holds the 24 designs, and every one compiles (issue #3)."""
    assert len(FILES) == 24
    assert sorted(example_catalogue().rejected) == []


def test_every_example_has_a_scenario_test() -> None:
    """Each example's English name is in the docstring of a scenario test in this file or in
    test_example_cards_more.py (as tests/cards/test_every_card_tested.py asks of AVR cards)."""
    here = Path(__file__).parent
    tests = (here / "test_example_cards.py").read_text(encoding="utf-8") + (
        here / "test_example_cards_more.py"
    ).read_text(encoding="utf-8")
    for path in FILES:
        name = next(line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("name:"))
        english = name.split(" / ")[1]
        assert f"{english} —" in tests or f"/ {english}" in tests, english


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_japanese_and_english_give_the_same_ir(path: Path) -> None:
    """Each example is written in both languages, and both lower to one IR."""
    compiled = compile_file(path)
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert set(compiled.by_language) == {"ja", "en"}
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert compiled.by_language["ja"].abilities  # each card has rules text


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_renders_back_to_the_same_ir(path: Path, lang: str) -> None:
    """parse(render(ir)) == ir for each example, in each language."""
    compiled = compile_file(path)
    assert compiled.ok and compiled.card is not None
    again = recompile(compiled.card, lang)
    assert again.ok, [d.message for d in again.diagnostics]
    assert again.card is not None
    assert again.card.abilities == compiled.card.abilities
    assert again.card.face.card_types == compiled.card.face.card_types
    assert again.card.face.subtypes == compiled.card.face.subtypes


def _written(path: Path, lang: str) -> list[str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    start = lines.index(f"{lang}:") + 1
    block: list[str] = []
    for line in lines[start:]:
        if not line.startswith("  "):
            break
        block.append(line[2:])
    return block


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_english_is_written_as_ofuda_renders_it(path: Path) -> None:
    """The examples' English is current Oracle style, so rendering the IR gives it back word
    for word ("Tap an untapped Human", "a creature spell", the emblem's quoted period)."""
    compiled = compile_file(path)
    assert compiled.card is not None
    assert render_card(compiled.card, "en") == _written(path, "en")


# --- white ------------------------------------------------------------------------------


def test_cathar_of_the_dawn_pumps_other_humans_you_control() -> None:
    """夜明けの聖戦士 / Cathar of the Dawn — 「あなたがコントロールする他の人間・クリーチャーは
    ＋１/＋１」: Alice's Human grows; her Boar, the Cathar itself and Bob's Human don't."""
    s = Scenario()
    s.battlefield("Alice", ex("Cathar of the Dawn"), card("Thraben Valiant"), card("Nettle Swine"))
    s.battlefield("Bob", card("Moorland Inquisitor"))
    assert s.pt("Thraben Valiant") == (3, 2)
    assert s.pt("Nettle Swine") == (4, 3)
    assert s.pt("Cathar of the Dawn") == (2, 2)
    assert s.pt("Moorland Inquisitor") == (2, 2)


def test_cathar_of_the_dawn_has_lifelink() -> None:
    """Cathar of the Dawn / 夜明けの聖戦士 — 絆魂: its 2 combat damage gains Alice 2 life."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", ex("Cathar of the Dawn"))
    s.attack("Cathar of the Dawn")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 18
    assert s.life("Alice") == 22


def test_dawnlight_sentence_exiles_a_tapped_creature() -> None:
    """曙光の宣告 / Dawnlight Sentence — 「タップ状態のクリーチャー１体を対象とし、それを追放する。
    あなたは３点のライフを得る。」"""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 3))
    s.battlefield("Bob", card("Nettle Swine"), tapped=True)
    s.hand("Alice", ex("Dawnlight Sentence"))
    s.cast("Alice", "Dawnlight Sentence", "Nettle Swine")
    s.resolve()
    assert s.in_exile() == ["Nettle Swine"]
    assert s.life("Alice") == 23


def test_dawnlight_sentence_cant_target_an_untapped_creature() -> None:
    """Dawnlight Sentence / 曙光の宣告 — an untapped creature is no legal target."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 3))
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", ex("Dawnlight Sentence"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Dawnlight Sentence", "Nettle Swine")


def test_blinding_radiance_taps_only_creatures_you_dont_control() -> None:
    """眩む光輝 / Blinding Radiance — 「あなたがコントロールしていないすべてのクリーチャーをタップする。」"""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *lands("Plains", 4))
    s.battlefield("Bob", card("Nettle Swine"), card("Moorland Inquisitor"))
    s.hand("Alice", ex("Blinding Radiance"))
    s.cast("Alice", "Blinding Radiance")
    s.resolve()
    assert s.is_tapped("Nettle Swine") and s.is_tapped("Moorland Inquisitor")
    assert not s.is_tapped("Thraben Valiant")


def test_blinding_radiance_miracle_for_w() -> None:
    """Blinding Radiance / 眩む光輝 — 奇跡 {W}: drawn first in the turn, cast for {W}."""
    s = Scenario(step=Step.UPKEEP)
    s.library("Alice", ex("Blinding Radiance"), card("Plains"))
    s.script("Alice", Reveal(True), May(True))
    s.battlefield("Alice", card("Plains"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert s.is_tapped("Nettle Swine")
    assert s.in_graveyard("Alice") == ["Blinding Radiance"]


def test_vow_of_the_cathars_gives_lifelink_and_counts_your_creatures() -> None:
    """聖戦士の誓い / Vow of the Cathars — enchanted creature +1/+1 and 絆魂; enters: 1 life for
    each creature Alice controls (two of hers, Bob's Boar doesn't count)."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Moorland Inquisitor"), *lands("Plains", 2))
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", ex("Vow of the Cathars"))
    s.cast("Alice", "Vow of the Cathars", "Thraben Valiant")
    s.resolve()
    assert s.life("Alice") == 22
    assert s.pt("Thraben Valiant") == (3, 2)
    assert s.has_keyword("Thraben Valiant", "lifelink")
    assert not s.has_keyword("Moorland Inquisitor", "lifelink")


# --- blue -------------------------------------------------------------------------------


def test_mistwing_courier_returns_another_creature_you_control() -> None:
    """霧翼の伝令 / Mistwing Courier — enters: 「あなたがコントロールする他のクリーチャー１体を
    対象とし、それをオーナーの手札に戻す。」"""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *lands("Island", 3))
    s.hand("Alice", ex("Mistwing Courier"))
    s.script("Alice", Targets(("Thraben Valiant",)))
    s.cast("Alice", "Mistwing Courier")
    s.resolve()
    assert s.in_hand("Alice") == ["Thraben Valiant"]
    assert "Mistwing Courier" in s.on_battlefield("Alice")
    assert s.has_keyword("Mistwing Courier", "flying")


def test_mistwing_courier_cant_return_an_opponents_creature_or_itself() -> None:
    """Mistwing Courier / 霧翼の伝令 — with no other creature of Alice's, the trigger has no
    legal target (603.3d): Bob's Boar and the Courier stay."""
    s = Scenario()
    s.battlefield("Alice", *lands("Island", 3))
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", ex("Mistwing Courier"))
    s.cast("Alice", "Mistwing Courier")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Nettle Swine"]
    assert "Mistwing Courier" in s.on_battlefield("Alice")
    assert s.in_hand("Alice") == []


def test_flickering_denial_counters_a_noncreature_spell_and_draws() -> None:
    """明滅する否認 / Flickering Denial — 「クリーチャーでない呪文１つを対象とし、それを打ち消す。
    カードを１枚引く。」: Bob's Thunderbolt is countered."""
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 3))
    s.battlefield("Bob", *lands("Island", 3))
    s.library("Bob", card("Plains"))
    s.hand("Alice", card("Thunderbolt"))
    s.hand("Bob", ex("Flickering Denial"))
    s.cast("Alice", "Thunderbolt", "Bob", modes=(0,))
    s.cast("Bob", "Flickering Denial", "Thunderbolt")
    s.resolve()
    assert s.life("Bob") == 20
    assert s.in_graveyard("Alice") == ["Thunderbolt"]
    assert s.in_hand("Bob") == ["Plains"]


def test_flickering_denial_cant_target_a_creature_spell() -> None:
    """Flickering Denial / 明滅する否認 — a creature spell is no legal target."""
    s = Scenario()
    s.battlefield("Alice", *lands("Forest", 4))
    s.battlefield("Bob", *lands("Island", 3))
    s.hand("Alice", card("Nettle Swine"))
    s.hand("Bob", ex("Flickering Denial"))
    s.cast("Alice", "Nettle Swine")
    with pytest.raises(RulesError):
        s.cast("Bob", "Flickering Denial", "Nettle Swine")


def test_tide_of_banishment_bounces_a_creature_you_dont_control_and_draws() -> None:
    """放逐の潮 / Tide of Banishment — 「あなたがコントロールしていないクリーチャー１体を対象とし、
    それをオーナーの手札に戻す。カードを１枚引く。」"""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *lands("Island", 4))
    s.battlefield("Bob", card("Nettle Swine"))
    s.library("Alice", card("Plains"))
    s.hand("Alice", ex("Tide of Banishment"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Tide of Banishment", "Thraben Valiant")
    s.cast("Alice", "Tide of Banishment", "Nettle Swine")
    s.resolve()
    assert s.in_hand("Bob") == ["Nettle Swine"]
    assert s.in_hand("Alice") == ["Plains"]


def test_tide_of_banishment_miracle_for_u() -> None:
    """Tide of Banishment / 放逐の潮 — 奇跡 {U}: drawn first, cast for {U}."""
    s = Scenario(step=Step.UPKEEP)
    s.library("Alice", ex("Tide of Banishment"), card("Plains"))
    s.script("Alice", Reveal(True), May(True), Targets(("Nettle Swine",)))
    s.battlefield("Alice", card("Island"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert s.in_hand("Bob") == ["Nettle Swine"]
    assert s.in_hand("Alice") == ["Plains"]


def test_gravekeepers_lantern_returns_a_creature_card_for_a_discard() -> None:
    """墓守のランタン / Gravekeeper's Lantern — 「{2}, {T}, カードを１枚捨てる：あなたの墓地にある
    クリーチャー・カード１枚を対象とし、それをあなたの手札に戻す。」"""
    s = Scenario()
    s.battlefield("Alice", ex("Gravekeeper's Lantern"), *lands("Swamp", 2))
    s.graveyard("Alice", card("Butcher Ghoul"), card("Forest"))
    s.hand("Alice", card("Plains"))
    s.script("Alice", Choose(("Plains",)))
    s.activate("Alice", "Gravekeeper's Lantern", "Butcher Ghoul")
    s.resolve()
    assert s.in_hand("Alice") == ["Butcher Ghoul"]
    assert sorted(s.in_graveyard("Alice")) == ["Forest", "Plains"]
    assert s.is_tapped("Gravekeeper's Lantern")


def test_gravekeepers_lantern_cant_return_a_land_card_or_activate_with_an_empty_hand() -> None:
    """Gravekeeper's Lantern / 墓守のランタン — a land card is no legal target; with no card to
    discard, the cost can't be paid."""
    s = Scenario()
    s.battlefield("Alice", ex("Gravekeeper's Lantern"), *lands("Swamp", 2))
    s.graveyard("Alice", card("Butcher Ghoul"), card("Forest"))
    s.hand("Alice", card("Plains"))
    with pytest.raises(RulesError):
        s.activate("Alice", "Gravekeeper's Lantern", "Forest")
    s.player("Alice").hand.objects.clear()
    with pytest.raises(RulesError):
        s.activate("Alice", "Gravekeeper's Lantern", "Butcher Ghoul")


# --- black ------------------------------------------------------------------------------


def test_restless_cryptwalker_pays_life_for_deathtouch() -> None:
    """不穏な墓歩き / Restless Cryptwalker — 「ライフを２点支払う：…ターン終了時まで接死を得る。」"""
    s = Scenario()
    s.battlefield("Alice", ex("Restless Cryptwalker"))
    assert not s.has_keyword("Restless Cryptwalker", "deathtouch")
    s.activate("Alice", "Restless Cryptwalker")
    s.resolve()
    assert s.life("Alice") == 18
    assert s.has_keyword("Restless Cryptwalker", "deathtouch")
    s.advance_to(Step.CLEANUP)
    assert not s.has_keyword("Restless Cryptwalker", "deathtouch")


def test_restless_cryptwalker_undying_returns_it_once() -> None:
    """Restless Cryptwalker / 不穏な墓歩き — 不死: back with a +1/+1 counter (3/2), then gone."""
    s = Scenario()
    s.battlefield("Alice", ex("Restless Cryptwalker"))
    s.game.destroy(s.permanent("Restless Cryptwalker"))
    s.resolve()
    assert s.pt("Restless Cryptwalker") == (3, 2)
    s.game.destroy(s.permanent("Restless Cryptwalker"))
    s.resolve()
    assert s.in_graveyard("Alice") == ["Restless Cryptwalker"]


def test_corpsefeeders_bite_on_a_human_gains_life() -> None:
    """屍喰らいの噛みつき / Corpsefeeder's Bite — －２/－２; 「そのクリーチャーが人間である場合、
    あなたは２点のライフを得る。」: Thraben Valiant (a Human) dies and Alice gains 2."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 2))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", ex("Corpsefeeder's Bite"))
    s.cast("Alice", "Corpsefeeder's Bite", "Thraben Valiant")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]
    assert s.life("Alice") == 22


def test_corpsefeeders_bite_on_a_non_human_gains_nothing() -> None:
    """Corpsefeeder's Bite / 屍喰らいの噛みつき — on a Boar: 4/3 → 2/1, no life."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 2))
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", ex("Corpsefeeder's Bite"))
    s.cast("Alice", "Corpsefeeder's Bite", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (2, 1)
    assert s.life("Alice") == 20


def test_culling_stroke_destroys_a_creature_with_power_2_or_less() -> None:
    """間引きの一撃 / Culling Stroke — 「パワーが２以下のクリーチャー１体を対象とし、それを破壊する。
    あなたは２点のライフを得る。」"""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 2))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", ex("Culling Stroke"))
    s.cast("Alice", "Culling Stroke", "Thraben Valiant")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]
    assert s.life("Alice") == 22


def test_culling_stroke_cant_target_power_3_or_more() -> None:
    """Culling Stroke / 間引きの一撃 — Nettle Swine (power 4) is no legal target, nor a 2/1
    pumped to 3 power (208.1: the current power counts)."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 2))
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"), ex("Cathar of the Dawn"))
    s.hand("Alice", ex("Culling Stroke"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Culling Stroke", "Nettle Swine")
    assert s.pt("Thraben Valiant") == (3, 2)  # the Cathar's +1/+1
    with pytest.raises(RulesError):
        s.cast("Alice", "Culling Stroke", "Thraben Valiant")


def test_creeping_despair_drains_each_opponent_in_your_upkeep() -> None:
    """忍び寄る絶望 / Creeping Despair — 「あなたのアップキープの開始時に、各対戦相手は１点の
    ライフを失う。」: in Alice's upkeep, not in Bob's."""
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", ex("Creeping Despair"))
    s.advance_to(Step.UPKEEP)
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (20, 19)
    s2 = Scenario(step=Step.UNTAP, active="Bob")
    s2.battlefield("Alice", ex("Creeping Despair"))
    s2.advance_to(Step.UPKEEP)
    s2.resolve()
    assert s2.life("Bob") == 20


def test_creeping_despair_gains_life_when_your_creature_dies_only() -> None:
    """Creeping Despair / 忍び寄る絶望 — 「あなたがコントロールするクリーチャーが１体死亡するたび」:
    Alice's Human dying gains 1; Bob's Boar dying gains nothing."""
    s = Scenario()
    s.battlefield("Alice", ex("Creeping Despair"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.game.destroy(s.permanent("Nettle Swine"))
    s.resolve()
    assert s.life("Alice") == 20
    s.game.destroy(s.permanent("Thraben Valiant"))
    s.resolve()
    assert s.life("Alice") == 21
