"""「戦場を離れたとき」 / "leaves the battlefield" (603.6c, 603.10a) as a phrase family: this object
or a noun's permanents, leaving for any zone; with it the linked 「その追放されたカード」 / "the
exiled card" (607.2a) and 「オーナーのコントロール下で」 / "under its owner's control" (110.2a).
Each row is compiled in both languages to one IR, checked for what it means, and rendered back in
each language to the same IR."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import ability, bilingual_card, codes, nodes_of_kind

CREATURE = "クリーチャー — 人間 / Creature — Human"
ENCHANTMENT = "エンチャント / Enchantment"

ROWS = [
    (
        "試作が戦場を離れたとき、あなたは２点のライフを失う。",
        "When Test leaves the battlefield, you lose 2 life.",
        ENCHANTMENT,
        rte.LeavesTheBattlefield(),
    ),
    (
        "あなたがコントロールしているクリーチャーが１体戦場を離れるたび、あなたは１点のライフを得る。",
        "Whenever a creature you control leaves the battlefield, you gain 1 life.",
        ENCHANTMENT,
        rte.LeavesTheBattlefield(
            ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
        ),
    ),
    (
        "他のクリーチャーが１体戦場を離れるたび、カードを１枚引く。",
        "Whenever another creature leaves the battlefield, draw a card.",
        CREATURE,
        rte.LeavesTheBattlefield(ObjectFilter(card_types=(CardType.CREATURE,), other=True)),
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "trigger"), ROWS)
def test_leaves_battlefield_trigger_in_both_languages(
    ja: str, en: str, type_line: str, trigger: object
) -> None:
    """Both languages lower to the one trigger and render back to it."""
    card = bilingual_card(ja, en, type_line, "2/2" if "Creature" in type_line else None)
    assert card.abilities[0].trigger == trigger


def test_the_exiled_card_of_a_trigger_is_the_linked_card() -> None:
    """607.2a: in a triggered ability (which pays no cost) 「その追放されたカード」 / "the exiled card"
    is what this object's own abilities exiled; it returns under its owner's control (110.2a)."""
    card = bilingual_card(
        "試作が戦場を離れたとき、その追放されたカードをオーナーのコントロール下で戦場に戻す。",
        "When Test leaves the battlefield, return the exiled card to the battlefield under its "
        "owner's control.",
        ENCHANTMENT,
    )
    (put,) = nodes_of_kind(card.abilities[0], ir.PutOntoBattlefield)
    assert put == ir.PutOntoBattlefield(ir.LinkedExiledCards(), None)


def test_owners_control_differs_from_yours() -> None:
    """110.2a: 「オーナーのコントロール下で」 / "under its owner's control" is each card's owner;
    「あなたのコントロール下で」 / "under your control" is you; tapped either way (110.5b)."""
    owners = bilingual_card(
        "試作が死亡したとき、これをオーナーのコントロール下でタップ状態で戦場に戻す。",
        "When Test dies, return it to the battlefield tapped under its owner's control.",
        CREATURE,
        "2/2",
    )
    (put,) = nodes_of_kind(owners.abilities[0], ir.PutOntoBattlefield)
    assert put.controller is None and put.tapped
    yours = ability(
        "When Test dies, return it to the battlefield under your control.", "en", permanent=True
    )
    (put,) = nodes_of_kind(yours, ir.PutOntoBattlefield)
    assert put.controller == ir.You()


def test_entering_under_an_owners_control_is_no_trigger() -> None:
    """ "under its owner's control" is an instruction's, never a trigger's "enters the
    battlefield under your control" (603.6a): such a trigger does not compile."""
    assert codes(
        "Whenever a creature enters the battlefield under its owner's control, draw a card.",
        "en",
        permanent=True,
    )
