"""A target in two zones (115.1): "target spell or creature" / 「呪文１つかクリーチャー１体」 — a spell
on the stack, or a permanent of a kind; each kind of the union says its zone. Only an instruction
that works in both zones may name it (returning to hand, 400.3); a quality of the target is not
compiled yet. Each row compiles in both languages to one IR and renders back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, ObjectFilter, TargetSpec, ZoneKind
from support.texts import bilingual_card, codes

STACK, BATTLEFIELD = ZoneKind.STACK, ZoneKind.BATTLEFIELD


def _bounce(kind: ObjectFilter) -> ir.SpellAbility:
    objects = ObjectFilter(any_of=(ObjectFilter(zone=STACK), kind))
    spec = TargetSpec(objects, zone=STACK, other_zones=(BATTLEFIELD,))
    return ir.SpellAbility((spec,), (ir.ReturnToHand(ir.Targeted(0)),))


ROWS: list[tuple[str, str, ir.SpellAbility]] = [
    ("呪文１つかクリーチャー１体を対象とし、それをオーナーの手札に戻す。",  # Unsubstantiate
     "Return target spell or creature to its owner's hand.",
     _bounce(ObjectFilter(card_types=(CardType.CREATURE,), zone=BATTLEFIELD))),
    ("呪文１つか土地でないパーマネント１つを対象とし、それをオーナーの手札に戻す。",
     "Return target spell or nonland permanent to its owner's hand.",
     _bounce(ObjectFilter(excluded_card_types=(CardType.LAND,), zone=BATTLEFIELD))),
    ("呪文１つかアーティファクト１つを対象とし、それをオーナーの手札に戻す。",
     "Return target spell or artifact to its owner's hand.",
     _bounce(ObjectFilter(card_types=(CardType.ARTIFACT,), zone=BATTLEFIELD))),
]


@pytest.mark.parametrize(("ja", "en", "expected"), ROWS, ids=[r[1][:44] for r in ROWS])
def test_a_spell_or_a_permanent_as_one_target(ja: str, en: str, expected: ir.SpellAbility) -> None:
    card = bilingual_card(ja, en, "インスタント / Instant")
    assert card.abilities == (expected,)


@pytest.mark.parametrize(
    ("text", "lang", "code"),
    [
        # destroying a spell means nothing: only a permanent is destroyed (701.8a, E202)
        ("Destroy target spell or creature.", "en", "E202"),
        ("呪文１つかクリーチャー１体を対象とし、それを破壊する。", "ja", "E202"),
        ("Return target spell or creature you control to its owner's hand.", "en", "E290"),  # a quality
        ("あなたがコントロールしている呪文１つかクリーチャー１体を対象とし、それをオーナーの手札に戻す。", "ja", "E290"),
    ],
)
def test_what_is_not_compiled_yet_is_refused(text: str, lang: str, code: str) -> None:
    assert code in codes(text, lang)
