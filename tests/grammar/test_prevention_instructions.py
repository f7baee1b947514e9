"""Prevention and replacement instructions that last for the turn (615.1a, 614.1a): "Prevent
all combat damage that would be dealt this turn [to <permanents>]" (「このターン、与えられる戦闘
ダメージをすべて軽減する」, 2012 「このターンに与えられるすべての戦闘ダメージを軽減する」,
「…犬が受ける戦闘ダメージをすべて」), and "If that creature would die this turn, exile it instead"
of an object named before (「このターン、そのクリーチャーが死亡するなら、代わりにそれを追放する」).
Each row compiles in both languages to one IR, and renders back in both."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import Controller, Duration, ObjectFilter
from support.texts import bilingual_card


def _abilities(ja: str, en: str, type_line: str) -> tuple[ir.Ability, ...]:
    """The card's abilities, the same in both languages and after a round trip in each."""
    pt = "2/2" if type_line.startswith("クリーチャー") else None
    return tuple(bilingual_card(ja, en, type_line, pt).abilities)


FOG = ir.PreventAllCombatDamage(None, Duration.END_OF_TURN)


@pytest.mark.parametrize(
    "ja",
    [
        "このターン、与えられる戦闘ダメージをすべて軽減する。",  # Root Snare (M19)
        "このターンに与えられるすべての戦闘ダメージを軽減する。",  # Clinging Mists (DKA)
        "このターン、与えられるすべての戦闘ダメージを軽減する。",
    ],
)
def test_prevent_all_combat_damage_this_turn(ja: str) -> None:
    """A Fog: every combat damage this turn, to anyone."""
    (ability,) = _abilities(
        ja, "Prevent all combat damage that would be dealt this turn.", "インスタント / Instant"
    )
    assert ability.effects == (FOG,)  # type: ignore[union-attr]


def test_prevent_combat_damage_to_permanents_of_a_kind() -> None:
    """Pack Leader (M21): the Dogs you control as the damage would be dealt."""
    (ability,) = _abilities(
        "このクリーチャーが攻撃するたび、このターン、あなたがコントロールしている犬が受ける戦闘ダメージを"
        "すべて軽減する。",
        "Whenever this creature attacks, prevent all combat damage that would be dealt this turn "
        "to Dogs you control.",
        "クリーチャー — 犬 / Creature — Dog",
    )
    (effect,) = ability.effects  # type: ignore[union-attr]
    assert isinstance(effect, ir.PreventAllCombatDamage)
    assert effect.to == ObjectFilter(subtypes=("Dog",), controller=Controller.YOU)


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (  # Reduce to Ashes (M20)
            (
                "クリーチャー１体を対象とする。試作はそれに５点のダメージを与える。このターン、"
                "そのクリーチャーが死亡するなら、代わりにそれを追放する。"
            ),
            "Test deals 5 damage to target creature. If that creature would die this turn, exile it instead.",
        ),
        (  # Scorching Dragonfire (M21)
            (
                "クリーチャー１体かプレインズウォーカー１体を対象とする。試作はそれに３点のダメージを与える。"
                "このターン、そのクリーチャーやプレインズウォーカーが死亡するなら、代わりにそれを追放する。"
            ),
            (
                "Test deals 3 damage to target creature or planeswalker. If that creature or planeswalker "
                "would die this turn, exile it instead."
            ),
        ),
    ],
)
def test_exile_the_target_instead_if_it_would_die_this_turn(ja: str, en: str) -> None:
    """614.1a: the replacement is of the target itself (not only if the damage killed it)."""
    (ability,) = _abilities(ja, en, "インスタント / Instant")
    effects = ability.effects  # type: ignore[union-attr]
    assert effects[-1] == ir.ExileIfItWouldDie(ir.Targeted(0), Duration.END_OF_TURN)


def test_exile_instead_without_this_turn_is_rejected() -> None:
    """「このターン、」 says how long the replacement lasts; without it: E210."""
    source = (
        "name: 試作 / Test\ntype: インスタント / Instant\nja:\n  クリーチャー１体を対象とする。"
        "試作はそれに５点のダメージを与える。そのクリーチャーが死亡するなら、代わりにそれを追放する。\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert "E210" in [d.code for d in compiled.diagnostics]
