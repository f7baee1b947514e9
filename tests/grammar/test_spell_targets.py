""""A spell that targets CARDNAME / you / a creature you control" (115.10, 601.2i): a spell
noun's condition on its targets, in the cast trigger (Heroic), the Japanese adverb 「…を対象と
して…呪文を唱える」, and a target spell. Each row compiles in both languages to one IR and
renders back in both."""

from __future__ import annotations

import pytest
from ofuda.runtime.definitions import CardType, Controller, Keyword, ObjectFilter
from ofuda.runtime.statics_triggers import SpellCast
from support.texts import bilingual_card, codes

CREATURE = "クリーチャー — 人間 / Creature — Human"
YOUR_CREATURES = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)


@pytest.mark.parametrize(
    ("ja", "en", "spells"),
    [
        (  # Gnarlback Rhino (m20)
            "あなたが試作を対象とする呪文を唱えるたび、カードを１枚引く。",
            "Whenever you cast a spell that targets Test, draw a card.",
            ObjectFilter(targets_source=True),
        ),
        (  # Druid of Horns (m19): the Japanese names the target as an adverb
            "あなたが試作を対象としてオーラ・呪文を唱えるたび、カードを１枚引く。",
            "Whenever you cast an Aura spell that targets Test, draw a card.",
            ObjectFilter(subtypes=("Aura",), targets_source=True),
        ),
        (  # Heroic (Theros), under its ability word
            "英雄的 ― あなたが試作を対象とする呪文を唱えるたび、試作の上に＋１/＋１カウンターを１個置く。",
            "Heroic — Whenever you cast a spell that targets Test, put a +1/+1 counter on Test.",
            ObjectFilter(targets_source=True),
        ),
        (  # Season of Growth (m20): "you control" is the creature's, not the spell's
            "あなたが、あなたがコントロールしているクリーチャーを対象とする呪文を唱えるたび、カードを１枚引く。",
            "Whenever you cast a spell that targets a creature you control, draw a card.",
            ObjectFilter(targets_objects=YOUR_CREATURES),
        ),
        (
            "あなたが飛行を持つクリーチャーを対象とするインスタント呪文を１つ唱えるたび、カードを１枚引く。",
            "Whenever you cast an instant spell that targets a creature with flying, draw a card.",
            ObjectFilter(
                card_types=(CardType.INSTANT,),
                targets_objects=ObjectFilter(
                    card_types=(CardType.CREATURE,), keywords=(Keyword.FLYING,)
                ),
            ),
        ),
    ],
)
def test_a_cast_trigger_watches_spells_by_their_targets(ja: str, en: str, spells: ObjectFilter) -> None:
    card = bilingual_card(ja, en, CREATURE, pt="1/1")
    (ability,) = card.abilities
    assert isinstance(ability.trigger, SpellCast)
    assert ability.trigger.spells == spells


@pytest.mark.parametrize(
    ("ja", "en", "spells"),
    [
        (  # Cerulean Drake (m20)
            "{1}：あなたを対象とする呪文１つを対象とし、それを打ち消す。",
            "{1}: Counter target spell that targets you.",
            ObjectFilter(targets_you=True),
        ),
        (
            "{1}：クリーチャーを対象とする呪文１つを対象とし、それを打ち消す。",
            "{1}: Counter target spell that targets a creature.",
            ObjectFilter(targets_objects=ObjectFilter(card_types=(CardType.CREATURE,))),
        ),
    ],
)
def test_a_target_spell_by_its_targets(ja: str, en: str, spells: ObjectFilter) -> None:
    card = bilingual_card(ja, en, CREATURE, pt="1/1")
    (ability,) = card.abilities
    (spec,) = ability.targets
    assert spec.objects == spells


@pytest.mark.parametrize(
    "text",
    [
        # a zone after the targeted object: not read there yet, rejected rather than misread
        "Whenever you cast a spell that targets a creature card in your graveyard, draw a card.",
    ],
)
def test_words_after_the_targeted_object_it_cannot_hold_are_rejected(text: str) -> None:
    assert codes(text, "en", permanent=True)
