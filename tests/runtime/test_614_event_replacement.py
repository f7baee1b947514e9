"""An event replaced by instructions (614.1a, 614.6), and prevented with them (615.1a),
compiled from text in each language: the event never happens, the instructions happen at once
naming its player and amount; an effect doesn't apply to the events its own instructions make
(614.5); the affected player orders several that apply (616.1); damage that can't be prevented
is dealt, the instructions happen all the same (615.12)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.compiler.codegen import generate_module
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.project import load_definition
from ofuda.compiler.source import SourceFile
from ofuda.runtime import Scenario, Step
from ofuda.runtime.agents.scripted import Option
from support.compiled import card

LANGS = ("ja", "en")


def _card(name: str, type_line: str, ja: str, en: str, lang: str, pt: str | None = None) -> object:
    """A test card with one language's text only, compiled as a card file would be."""
    text = ja if lang == "ja" else en
    stats = f"pt: {pt}\n" if pt else ""
    source = f"name: {name}\ntype: {type_line}\n{stats}{lang}:\n  {text}\n"
    compiled = compile_source(SourceFile("<test card>", source), (lang,))
    assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
    return load_definition(generate_module(compiled.card, compiled.by_language, "<test card>"))


def _zombie(lang: str) -> object:
    return _card(
        "試作のゾンビ / Test Zombie",
        "クリーチャー — ゾンビ / Creature — Zombie",
        "あなたがコントロールするゾンビがいずれかのプレイヤーに戦闘ダメージを与える場合、代わりにそのプレイヤーはその点数に等しい点数のライフを得る。",
        "If a Zombie you control would deal combat damage to a player, instead that player gains that much life.",
        lang,
        "3/3",
    )


def _scholar(lang: str, gain: bool = True) -> object:
    if gain:
        return _card(
            "試作の学者 / Test Scholar",
            "エンチャント / Enchantment",
            "あなたがカードを引く場合、代わりにあなたは１点のライフを得る。",
            "If you would draw a card, you gain 1 life instead.",
            lang,
        )
    return _card(
        "試作の賢者 / Test Sage",
        "エンチャント / Enchantment",
        "あなたがカードを引くなら、代わりにあなたは２点のライフを失う。",
        "If you would draw a card, you lose 2 life instead.",
        lang,
    )


@pytest.mark.parametrize("lang", LANGS)
def test_614_6_replaced_combat_damage_never_happens(lang: str) -> None:
    """A 3/3 Zombie attacks Bob unblocked: the 3 combat damage is replaced — Bob gains 3 life
    ("that player", "that many") and is dealt none."""
    s = Scenario()
    s.battlefield("Alice", _zombie(lang))
    s.attack("Test Zombie")
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life("Bob") == 23


@pytest.mark.parametrize("lang", LANGS)
def test_614_1a_the_event_must_be_the_one_described(lang: str) -> None:
    """Noncombat damage from the Zombie's controller's spell isn't the event: Pillar of Flame
    deals its 2 damage to Bob."""
    s = Scenario()
    s.battlefield("Alice", _zombie(lang), card("Mountain"))
    s.hand("Alice", card("Pillar of Flame"))
    s.cast("Alice", "Pillar of Flame", "Bob")
    s.resolve()
    assert s.life("Bob") == 18


@pytest.mark.parametrize("lang", LANGS)
def test_614_6_a_draw_replaced_even_from_an_empty_library(lang: str) -> None:
    """Alice's draw step with an empty library: she gains 1 life instead of drawing, and so
    hasn't drawn from an empty library (704.5b): the game goes on."""
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", _scholar(lang))
    s.advance_to(Step.DRAW)
    s.check_state()
    assert s.life("Alice") == 21
    assert s.winner is None


@pytest.mark.parametrize("lang", LANGS)
def test_614_5_its_own_instructions_are_not_replaced_again(lang: str) -> None:
    """"If you would draw a card, draw two cards instead": the two draws are the modified
    event, which the effect doesn't replace again (614.5): Alice draws exactly two."""
    insight = _card(
        "試作の洞察 / Test Insight",
        "エンチャント / Enchantment",
        "あなたがカードを１枚引くなら、代わりにカードを２枚引く。",
        "If you would draw a card, draw two cards instead.",
        lang,
    )
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", insight)
    s.library("Alice", card("Plains"), card("Island"), card("Swamp"), card("Forest"))
    before = len(s.in_hand("Alice"))
    s.advance_to(Step.DRAW)
    assert len(s.in_hand("Alice")) == before + 2
    assert len(s.in_library("Alice")) == 2


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("first", "life"), [("Test Scholar", 21), ("Test Sage", 18)])
def test_616_1_the_affected_player_chooses_which_applies(lang: str, first: str, life: int) -> None:
    """Two effects replace Alice's draw; she chooses one (616.1), and the draw it replaced
    never happens, so the other has nothing left to replace."""
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", _scholar(lang), _scholar(lang, gain=False))
    s.library("Alice", card("Plains"))
    s.script("Alice", Option(f"{first}'s replacement effect"))
    s.advance_to(Step.DRAW)
    assert s.life("Alice") == life
    assert len(s.in_library("Alice")) == 1


def _shrine(lang: str) -> object:
    return _card(
        "試作の祠 / Test Shrine",
        "クリーチャー — 壁 / Creature — Wall",
        "発生源１つがあなたにダメージを与えるなら、そのダメージを軽減し、試作の祠の上に＋１/＋１カウンターを１個置く。",
        "If a source would deal damage to you, prevent that damage and put a +1/+1 counter on Test Shrine.",
        lang,
        "0/1",
    )


@pytest.mark.parametrize("lang", LANGS)
def test_615_1a_prevented_and_the_instructions_happen(lang: str) -> None:
    """Bob's Pillar of Flame to Alice: the 2 damage is prevented and the Shrine gets a +1/+1
    counter; damage to the Shrine itself isn't Alice's (it is dealt)."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", _shrine(lang))
    s.battlefield("Bob", card("Mountain"), card("Mountain"))
    s.hand("Bob", card("Pillar of Flame"))
    s.cast("Bob", "Pillar of Flame", "Alice")
    s.resolve()
    assert s.life("Alice") == 20
    assert s.pt("Test Shrine") == (1, 2)


@pytest.mark.parametrize("lang", LANGS)
def test_615_12_unpreventable_damage_is_dealt_and_the_instructions_happen(lang: str) -> None:
    """Damage that can't be prevented (615.12) is dealt; the instructions of the prevention
    effect happen all the same (FAQ P64(2))."""
    hammer = _card(
        "試作の槌 / Test Hammer",
        "クリーチャー — 巨人 / Creature — Giant",
        "試作の槌が与えるダメージは軽減できない。",
        "Damage that would be dealt by Test Hammer can't be prevented.",
        lang,
        "2/2",
    )
    s = Scenario(active="Bob")
    s.battlefield("Alice", _shrine(lang))
    s.battlefield("Bob", hammer)
    s.attack("Test Hammer")
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life("Alice") == 18
    assert s.pt("Test Shrine") == (1, 2)


def _warden(lang: str) -> object:
    return _card(
        "試作の番人 / Test Warden",
        "クリーチャー — 人間 / Creature — Human",
        "対戦相手がコントロールするクリーチャーが死亡するなら、代わりにそれを追放する。",
        "If a creature an opponent controls would die, exile it instead.",
        lang,
        "1/1",
    )


@pytest.mark.parametrize("lang", LANGS)
def test_700_4_a_creature_that_would_die_is_exiled_instead(lang: str) -> None:
    """Human Frailty destroys Bob's Thraben Valiant: it would die, so it is exiled instead and
    never goes to the graveyard; Alice's own creature that dies is not the event."""
    s = Scenario()
    s.battlefield("Alice", _warden(lang), card("Swamp"), card("Swamp"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", card("Human Frailty"), card("Human Frailty"))
    s.cast("Alice", "Human Frailty", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" not in s.on_battlefield("Bob")
    assert "Thraben Valiant" not in s.in_graveyard("Bob")
    assert "Thraben Valiant" in s.in_exile()
    s.cast("Alice", "Human Frailty", "Test Warden")
    s.resolve()
    assert "Test Warden" in s.in_graveyard("Alice")


@pytest.mark.parametrize("lang", LANGS)
def test_614_1a_a_card_put_into_an_opponents_graveyard_from_anywhere(lang: str) -> None:
    """"If a card would be put into an opponent's graveyard from anywhere, exile it instead":
    Bob's creature destroyed by Alice's spell is exiled; the spell, Alice's own card, goes to
    her graveyard as it resolves."""
    leyline = _card(
        "試作の虚空 / Test Void",
        "エンチャント / Enchantment",
        "カードがいずれかの領域から対戦相手の墓地に置かれるなら、代わりにそれを追放する。",
        "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
        lang,
    )
    s = Scenario()
    s.battlefield("Alice", leyline, card("Swamp"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", card("Human Frailty"))
    s.cast("Alice", "Human Frailty", "Thraben Valiant")
    s.resolve()
    assert s.in_graveyard("Bob") == []
    assert "Thraben Valiant" in s.in_exile()
    assert "Human Frailty" in s.in_graveyard("Alice")
