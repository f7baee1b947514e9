"""608.2c: "If you do" after an instruction that isn't optional asks whether that instruction
did what it says this way: "When there are four or more page counters on Mazemind Tome, exile
it. If you do, you gain 4 life." — the life is gained only if it was exiled (not when it left
the battlefield first, Mazemind Tome's ruling)."""

from __future__ import annotations

from ofuda.compiler import ir
from ofuda.runtime import Scenario
from support.compiled import set_card
from support.texts import bilingual_card

ARTIFACT = "アーティファクト / Artifact"


def test_if_you_do_after_an_exile_is_whether_it_was_exiled() -> None:
    card = bilingual_card(
        "試作の上にページ・カウンターが４個以上置かれているとき、これを追放する。そうしたなら、あなたは"
        "４点のライフを得る。",
        "When there are four or more page counters on Test, exile it. If you do, you gain 4 life.",
        ARTIFACT,
    )
    conditional = card.abilities[0].effects[1]
    assert conditional.condition == ir.AnyAffected("exiled")


def test_mazemind_tome_gone_first_gains_no_life() -> None:
    """The Tome leaves the battlefield with its trigger on the stack: it isn't exiled by the
    ability, and Alice gains no life (Mazemind Tome's ruling)."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Mazemind Tome", "en"))
    s.counters("Mazemind Tome", "page", 4)
    s.check_state()  # the state trigger is put on the stack at the next chance (603.8)
    s.game.destroy(s.permanent("Mazemind Tome"))
    s.resolve()
    assert s.life("Alice") == 20
    assert s.in_exile() == []
