"""A sentence that only declares targets (115.1, 601.2c): current Oracle's "Choose target …."
and "Choose target …, then …" (grammar/en/20c-choose-targets.lark), the English of the
Japanese 「…を対象とする。」 / 「…を対象とし、…」. Each row compiles in both languages to one
IR, renders back in both, and the target is the one the later instructions name."""

from __future__ import annotations

import dataclasses

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, Duration, ObjectFilter
from support.texts import bilingual_card, codes, compile_text

_INSTANT = "インスタント / Instant"
_SORCERY = "ソーサリー / Sorcery"

ROWS = [
    (  # M20 Masterful Replication's second mode, in Oracle's words
        ("あなたがコントロールしているアーティファクト１つを対象とする。ターン終了時まで、他のあなたが"
         "コントロールしている各アーティファクトは、対象としたアーティファクトのコピーになる。"),
        ("Choose target artifact you control. Each other artifact you control becomes a copy of "
         "that artifact until end of turn."),
        _INSTANT,
        ir.BecomeCopy(
            ir.EachObject(ObjectFilter(card_types=(CardType.ARTIFACT,), controller=Controller.YOU,
                                       other=True)),
            ir.Targeted(0), Duration.END_OF_TURN,
        ),
    ),
    (  # the plain case: declared, then named by "it"
        "クリーチャー１体を対象とする。それを破壊する。",
        "Choose target creature. Destroy it.",
        _INSTANT,
        ir.Destroy(ir.Targeted(0)),
    ),
    (  # declared, then an instruction that names it later: "…, then …"
        "クリーチャー１体を対象とし、カードを１枚引く。",
        "Choose target creature, then draw a card.",
        _SORCERY,
        ir.DrawCards(ir.You(), 1),
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "expected"), ROWS, ids=[r[1][:40] for r in ROWS])
def test_a_target_is_declared_by_a_sentence_of_its_own(
    ja: str, en: str, type_line: str, expected: ir.Effect
) -> None:
    card = bilingual_card(ja, en, type_line)
    ability = card.abilities[0]
    assert len(ability.targets) == 1
    assert [dataclasses.replace(e, origin="") for e in ability.effects] == [expected]


def test_choose_target_declares_the_target_the_inline_phrase_would() -> None:
    declared = compile_text("Choose target creature. Destroy it.", "en").card
    inline = compile_text("Destroy target creature.", "en").card
    assert declared is not None and inline is not None
    assert declared.abilities[0].targets == inline.abilities[0].targets


def test_a_target_sentence_with_nothing_naming_it_still_targets() -> None:
    """115.1: "Choose target creature, then draw a card." targets a creature even though no
    instruction names it (the spell needs the target to be cast, 601.2c)."""
    card = compile_text("Choose target creature, then draw a card.", "en").card
    assert card is not None and card.abilities[0].targets[0].objects == ObjectFilter(
        card_types=(CardType.CREATURE,)
    )


def test_choose_one_is_still_a_modal_spell() -> None:
    assert codes("Choose one — • Destroy target creature. • Draw a card.", "en") == []
