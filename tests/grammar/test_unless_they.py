""""<instruction about a player> unless they <payment>": "they" is that player (not you)."""

from __future__ import annotations

import pytest

from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.render import render_card
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import CardType, ObjectFilter, PlayerFilter, TargetSpec

T0 = ir.Targeted(0)
EXPECTED = ir.SpellAbility(
    (TargetSpec(players=PlayerFilter()),),
    (
        ir.Unless(
            T0,
            (ir.Sacrifice(T0, None, ObjectFilter(card_types=(CardType.CREATURE,)), 1),),
            (ir.LoseLife(T0, 3),),
        ),
    ),
)


def _compile(lang: str, text: str):  # type: ignore[no-untyped-def]
    source = f"name: 試作 / Test\ntype: ソーサリー / Sorcery\n{lang}:\n  {text}\n"
    return compile_source(SourceFile("t.card", source), (lang,))


@pytest.mark.parametrize(
    "text",
    [
        "Target player loses 3 life unless they sacrifice a creature.",
        "Target player loses 3 life unless he or she sacrifices a creature.",
        "Target player loses 3 life unless that player sacrifices a creature.",
    ],
)
def test_they_in_unless_is_the_player_the_instruction_is_about(text: str) -> None:
    card = _compile("en", text)
    assert card.ok and card.card is not None, [d.message for d in card.diagnostics]
    assert card.card.abilities == (EXPECTED,)
    # and it translates into Japanese and back
    japanese = _compile("ja", "\n  ".join(render_card(card.card, "ja")))
    assert japanese.ok and japanese.card is not None, [d.message for d in japanese.diagnostics]
    assert japanese.card.abilities == (EXPECTED,)
