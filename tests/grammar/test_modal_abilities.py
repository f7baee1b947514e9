"""Modal triggered abilities (700.2, 603.3c): "When …, choose one —" / 「…とき、以下から１つを
選ぶ。」 and one "•" line per mode. Each row is compiled in both languages to one IR and rendered
back; the IR is a triggered ability with no instructions of its own and one triggered ability
per mode (the same trigger, targets and instructions of its own)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile

CREATURE = "クリーチャー — 猪 / Creature — Boar\npt: 2/2"


def _card(ja: list[str], en: list[str]) -> ir.CardIR:
    """A test creature with one modal ability: both languages to one IR, rendered back."""
    lines = lambda text: "".join(f"  {line}\n" for line in text)
    source = f"name: 試作 / Test\ntype: {CREATURE}\nja:\n{lines(ja)}en:\n{lines(en)}"
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card.abilities == compiled.card.abilities, lang
    return compiled.card


@pytest.mark.parametrize(
    ("ja", "en", "kinds", "targets"),
    [
        (  # Trufflesnout (M21)
            [
                "試作が戦場に出たとき、以下から１つを選ぶ。",
                "• 試作の上に＋１/＋１カウンターを１個置く。",
                "• あなたは４点のライフを得る。",
            ],
            [
                "When Test enters the battlefield, choose one —",
                "• Put a +1/+1 counter on Test.",
                "• You gain 4 life.",
            ],
            [ir.AddCounters, ir.GainLife],
            [0, 0],
        ),
        (  # a mode with a target of its own (Dread Presence, M20)
            [
                "試作が戦場に出たとき、以下から１つを選ぶ。",
                "• カードを１枚引く。",
                "• クリーチャー１体かプレインズウォーカー１体かプレイヤー１人を対象とする。試作はそれに２点のダメージを与える。",
            ],
            [
                "When Test enters the battlefield, choose one —",
                "• Draw a card.",
                "• Test deals 2 damage to any target.",
            ],
            [ir.DrawCards, ir.DealDamage],
            [0, 1],
        ),
    ],
)
def test_modal_triggered_ability(
    ja: list[str], en: list[str], kinds: list[type], targets: list[int]
) -> None:
    """One mode per bullet, each with its own targets; the ability itself has none."""
    (ability,) = _card(ja, en).abilities
    assert isinstance(ability, ir.TriggeredAbility)
    assert ability.effects == () and ability.targets == ()
    assert [type(mode.effects[0]) for mode in ability.modes] == kinds
    assert [len(mode.targets) for mode in ability.modes] == targets
    assert all(mode.trigger == ability.trigger for mode in ability.modes)


def test_choose_one_or_more_of_a_triggered_ability_is_rejected() -> None:
    """The runtime chooses exactly one mode of a triggered ability: "choose one or more" is
    E290, not one mode."""
    source = (
        "name: 試作 / Test\ntype: クリーチャー — 猪 / Creature — Boar\npt: 2/2\nen:\n"
        "  When Test enters the battlefield, choose one or more —\n"
        "  • Draw a card.\n  • You gain 4 life.\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert "E290" in [d.code for d in compiled.diagnostics]
