"""A permanent entering with counters for each counted object (614.1c): "CARDNAME enters the
battlefield with a +1/+1 counter on it for each other creature you control." /
「CARDNAMEは、他の、あなたがコントロールしているクリーチャー１体につき＋１/＋１カウンターが１個
置かれた状態で戦場に出る。」 — one replacement effect whose number is counted as it applies,
just before the permanent enters (614.12). Each row is compiled in both languages to one IR and
rendered back in each."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, ZoneKind
from ofuda.runtime.statics_entering import EntersWithCounters
from ofuda.runtime.statics_values import ObjectCount, Times
from support.permanents import codes, rendered_abilities
from support.texts import bilingual_card

CREATURE = "クリーチャー — 人間 / Creature — Human"

OTHER_CREATURES = ObjectCount(
    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU, other=True)
)
ZOMBIES = ObjectCount(ObjectFilter(subtypes=("Zombie",), controller=Controller.YOU))
CREATURE_CARDS = ObjectCount(
    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU), ZoneKind.GRAVEYARD
)

ROWS = [
    # Squad Captain (M20), as printed
    (
        (
            "試作は、他の、あなたがコントロールしているクリーチャー１体につき＋１/＋１カウンターが１個"
            "置かれた状態で戦場に出る。"
        ),
        "Test enters the battlefield with a +1/+1 counter on it for each other creature you control.",
        EntersWithCounters("+1/+1", OTHER_CREATURES),
    ),
    # current Oracle "enters with", two counters for each
    (
        (
            "試作は、あなたがコントロールするゾンビ１体につき＋１/＋１カウンターが２個置かれた状態で"
            "戦場に出る。"
        ),
        "Test enters with two +1/+1 counters on it for each Zombie you control.",
        EntersWithCounters("+1/+1", Times(2, ZOMBIES)),
    ),
    # cards in a graveyard
    (
        (
            "試作は、あなたの墓地にあるクリーチャー・カード１枚につき＋１/＋１カウンターが１個置かれた"
            "状態で戦場に出る。"
        ),
        (
            "Test enters the battlefield with a +1/+1 counter on it for each creature card in your "
            "graveyard."
        ),
        EntersWithCounters("+1/+1", CREATURE_CARDS),
    ),
]


@pytest.mark.parametrize(("ja", "en", "effect"), ROWS)
def test_counted_entering_counters(ja: str, en: str, effect: EntersWithCounters) -> None:
    """Both languages compile to the one static ability, and each renders back to it."""
    card = bilingual_card(ja, en, CREATURE, "2/2")
    (only,) = card.abilities
    assert isinstance(only, ir.StaticAbility)
    assert only.effects == (effect,) and only.condition is None
    for lang, text in (("ja", ja), ("en", en)):
        text = text.replace("試作", "試しの騎士").replace("Test", "Test Knight")
        assert rendered_abilities(lang, "creature", text) == (ir.StaticAbility((effect,), None),)


def test_counted_x_counters_are_rejected() -> None:
    """X counters for each …: X already is the spell's X (107.3m); the count has nothing to
    multiply — E207, never one of the two dropped."""
    line = "Test Knight enters the battlefield with X +1/+1 counters on it for each Zombie you control."
    assert codes("en", "creature", line) == ["E207"]
