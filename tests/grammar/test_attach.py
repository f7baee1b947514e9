"""The attach phrase family ("attach to it any number of Auras on the battlefield", "put onto
the battlefield attached to it any number of Aura cards that could enchant it from …", 701.3,
303.4f) on texts printed on no AVR card, in both languages, each checked against its exact IR."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import EntersTheBattlefield, ObjectFilter
from support.permanents import abilities

AURA = ObjectFilter(subtypes=("Aura",))

_ATTACH_ON_ENTER = ir.TriggeredAbility(
    EntersTheBattlefield(), (), (ir.Optional(ir.You(), (ir.AttachAnyNumber(ir.You(), ir.ThisObject(), AURA),)),)
)
_PUT_FROM_HAND = ir.TriggeredAbility(
    EntersTheBattlefield(),
    (),
    (
        ir.Optional(
            ir.You(),
            (ir.PutAttachedAnyNumber(ir.You(), ir.ThisObject(), AURA, ir.You(), ("hand",)),),
        ),
    ),
)
_PUT_FROM_GRAVEYARD_ALWAYS = ir.TriggeredAbility(
    EntersTheBattlefield(),
    (),
    (ir.PutAttachedAnyNumber(ir.You(), ir.ThisObject(), AURA, ir.You(), ("graveyard",)),),
)

CASES = [
    ("en", "When Test Knight enters the battlefield, you may attach to it any number of Auras on the battlefield.",
     _ATTACH_ON_ENTER),
    ("ja", "試しの騎士が戦場に出たとき、あなたは戦場に出ているオーラを望む数選び、それらをこれにつけてもよい。",
     _ATTACH_ON_ENTER),
    ("en", ("When Test Knight enters the battlefield, you may put onto the battlefield attached to it any "
     "number of Aura cards that could enchant it from your hand."), _PUT_FROM_HAND),
    ("ja", ("試しの騎士が戦場に出たとき、あなたはあなたの手札からこれにエンチャントできるオーラ・カードを"
     "望む数選び、それらをこれにつけた状態で戦場に出してもよい。"), _PUT_FROM_HAND),
    ("en", ("When Test Knight enters the battlefield, put onto the battlefield attached to it any number "
     "of Aura cards that could enchant it from your graveyard."), _PUT_FROM_GRAVEYARD_ALWAYS),
    ("ja", ("試しの騎士が戦場に出たとき、あなたはあなたの墓地からこれにエンチャントできるオーラ・カードを"
     "望む数選び、それらをこれにつけた状態で戦場に出す。"), _PUT_FROM_GRAVEYARD_ALWAYS),
]


@pytest.mark.parametrize(("lang", "line", "expected"), CASES)
def test_attach_text_gives_its_ir(lang: str, line: str, expected: ir.Ability) -> None:
    """Each text compiles to exactly the expected ability."""
    assert abilities(lang, "creature", line) == (expected,)


def test_cards_that_could_enchant_another_object_are_rejected() -> None:
    """"attached to it … that could enchant <another object>": E290, never a guess."""
    from support.permanents import codes

    line = ("When Test Knight enters the battlefield, put onto the battlefield attached to it any "
            "number of Aura cards that could enchant you from your graveyard.")
    assert codes("en", "creature", line) == ["E290"]
