""" "Whenever you draw a card" / 「あなたがカードを１枚引くたび」, "Whenever an opponent draws a
card" / 「対戦相手がカードを１枚引くたび」 (121.2, 603.2; "that player" is the one who drew) in texts that
appear on no AVR card: each pair checked against the exact IR it must give, rendered and
parsed back in both languages, and wrong texts rejected with their diagnostic codes."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.roundtrip import recompile
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import Controller, PlayerFilter, TargetSpec
from support.permanents import abilities, codes, compile_lines

DRAWS = rte.Draws(Controller.YOU)

# (kind, Japanese, English, IR)
PAIRS: list[tuple[str, str, str, tuple[ir.Ability, ...]]] = [
    (
        "enchantment",
        "あなたがカードを１枚引くたび、あなたは１点のライフを得る。",
        "Whenever you draw a card, you gain 1 life.",
        (ir.TriggeredAbility(DRAWS, (), (ir.GainLife(ir.You(), 1),)),),
    ),
    (
        "creature",
        "あなたがカードを１枚引くたび、プレイヤー１人を対象とする。そのプレイヤーは１点のライフを失う。",
        "Whenever you draw a card, target player loses 1 life.",
        (
            ir.TriggeredAbility(
                DRAWS,
                (TargetSpec(players=PlayerFilter(controller=Controller.ANY)),),
                (ir.LoseLife(ir.Targeted(0), 1),),
            ),
        ),
    ),
    (
        "enchantment",
        "対戦相手がカードを１枚引くたび、あなたは１点のライフを得る。",
        "Whenever an opponent draws a card, you gain 1 life.",
        (ir.TriggeredAbility(rte.Draws(Controller.OPPONENT), (), (ir.GainLife(ir.You(), 1),)),),
    ),
    (
        "enchantment",
        "プレイヤーがカードを１枚引くたび、そのプレイヤーは１点のライフを失う。",
        "Whenever a player draws a card, that player loses 1 life.",
        (ir.TriggeredAbility(rte.Draws(Controller.ANY), (), (ir.LoseLife(ir.TriggeringPlayer(), 1),)),),
    ),
]


@pytest.mark.parametrize(("kind", "ja", "en", "expected"), PAIRS)
def test_draw_trigger_gives_exact_ir_in_both_languages(
    kind: str, ja: str, en: str, expected: tuple[ir.Ability, ...]
) -> None:
    assert abilities("ja", kind, ja) == expected
    assert abilities("en", kind, en) == expected


@pytest.mark.parametrize(("kind", "ja", "en", "expected"), PAIRS)
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_draw_trigger_renders_and_parses_back(
    kind: str, ja: str, en: str, expected: tuple[ir.Ability, ...], lang: str
) -> None:
    card = compile_lines("en", kind, [en]).card
    assert card is not None
    again = recompile(card, lang)
    assert again.ok, [d.message for d in again.diagnostics]
    assert again.card is not None and again.card.abilities == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("ja", "あなたがカードを２枚引くたび、あなたは１点のライフを得る。"),
        ("ja", "それがカードを１枚引くたび、あなたは１点のライフを得る。"),
    ],
)
def test_a_draw_trigger_other_than_you_drawing_one_card_is_rejected(lang: str, text: str) -> None:
    assert "E261" in codes(lang, "enchantment", text)


def test_an_opponent_drawing_triggers_and_that_player_is_the_drawer() -> None:
    """121.2: Bob's draw triggers "Whenever an opponent draws a card, … that player"; Alice's own
    draw does not."""
    from ofuda.runtime import Scenario
    from support.compiled import card, card_from_text

    spite = card_from_text(
        "name: Spiteful Scribe\ncost: {1}{B}\ntype: Enchantment\n"
        "en:\n  Whenever an opponent draws a card, that player loses 1 life.\n"
    )
    s = Scenario()
    s.battlefield("Alice", spite)
    s.library("Alice", card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    s.game.draw(s.player("Bob"), 2)
    s.resolve()
    assert s.life("Bob") == 18 and s.life("Alice") == 20
    s.game.draw(s.player("Alice"))
    s.resolve()
    assert s.life("Alice") == 20
