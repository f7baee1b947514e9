""""Untap up to four lands." / 「土地最大４つをアンタップする。」 (Rewind): objects chosen as the
instruction is carried out, any number of them up to N, not targeted (ChosenObjects.up_to).
Each row compiles in both languages to one IR and renders back; an instruction whose lowering
does not read "up to" is refused (E298), never run on exactly N."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, ObjectFilter, TargetSpec, ZoneKind
from support.texts import bilingual_card, codes

LANDS = ObjectFilter(card_types=(CardType.LAND,))
CREATURES = ObjectFilter(card_types=(CardType.CREATURE,))

ROWS: list[tuple[str, str, tuple[ir.Effect, ...], tuple[TargetSpec, ...]]] = [
    ("呪文１つを対象とし、それを打ち消す。土地最大４つをアンタップする。",  # Rewind
     "Counter target spell. Untap up to four lands.",
     (ir.CounterSpell(ir.Targeted(0)), ir.Untap(ir.ChosenObjects(ir.You(), LANDS, 4, up_to=True))),
     (TargetSpec(ObjectFilter(), zone=ZoneKind.STACK),)),
    ("土地最大２つをアンタップする。", "Untap up to two lands.",
     (ir.Untap(ir.ChosenObjects(ir.You(), LANDS, 2, up_to=True)),), ()),
    ("クリーチャー最大３体をタップする。", "Tap up to three creatures.",
     (ir.Tap(ir.ChosenObjects(ir.You(), CREATURES, 3, up_to=True)),), ()),
]


@pytest.mark.parametrize(("ja", "en", "effects", "targets"), ROWS, ids=[r[1] for r in ROWS])
def test_up_to_n_chosen_objects(
    ja: str, en: str, effects: tuple[ir.Effect, ...], targets: tuple[TargetSpec, ...]
) -> None:
    card = bilingual_card(ja, en, "インスタント / Instant")
    assert card.abilities == (ir.SpellAbility(targets, effects),)


def test_an_instruction_that_ignores_up_to_is_refused() -> None:
    assert "E298" in codes("Sacrifice up to two creatures.", "en")
