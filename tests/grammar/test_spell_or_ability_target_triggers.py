"""Triggers on becoming the target of a spell or ability (603.2, 115.1): "Whenever CARDNAME
becomes the target of a spell or ability an opponent controls" / 「CARDNAMEが、対戦相手が
コントロールしている呪文や能力の対象になるたび」 (2020: 「呪文か能力」). Each text is compiled in
both languages to one IR (JA ≡ EN), checked for the trigger it means, and rendered back."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, compile_text

CREATURES_YOU_CONTROL = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)


@pytest.mark.parametrize(
    ("ja", "en", "subject", "controller"),
    [
        (
            "試作が、対戦相手がコントロールしている呪文や能力の対象になるたび、カードを１枚引く。",
            "Whenever Test becomes the target of a spell or ability an opponent controls, draw a card.",
            None,
            Controller.OPPONENT,
        ),
        (
            "試作が、呪文や能力の対象になるたび、カードを１枚引く。",
            "Whenever Test becomes the target of a spell or ability, draw a card.",
            None,
            Controller.ANY,
        ),
        (
            (
                "あなたがコントロールしているクリーチャーが、対戦相手がコントロールしている"
                "呪文や能力の対象になるたび、あなたは１点のライフを得る。"
            ),
            (
                "Whenever a creature you control becomes the target of a spell or ability an"
                " opponent controls, you gain 1 life."
            ),
            CREATURES_YOU_CONTROL,
            Controller.OPPONENT,
        ),
    ],
)
def test_spell_or_ability_target_trigger(
    ja: str, en: str, subject: ObjectFilter | None, controller: Controller
) -> None:
    """Spells and abilities alike; their controller an opponent only when the text says so."""
    card = bilingual_card(ja, en, "クリーチャー — エルフ / Creature — Elf", "2/2")
    assert card.abilities[0].trigger == rte.BecomesTarget(
        subject, None, abilities=True, controller=controller
    )


def test_spell_or_ability_in_2020_japanese() -> None:
    """2020's 「呪文か能力の対象になるたび」 means what 2018's 「呪文や能力の」 does."""
    texts = (
        "テストが、対戦相手がコントロールしている呪文か能力の対象になるたび、カードを１枚引く。",
        "テストが、対戦相手がコントロールしている呪文や能力の対象になるたび、カードを１枚引く。",
    )
    compiled = [compile_text(text, "ja", permanent=True) for text in texts]
    assert all(c.ok and c.card is not None for c in compiled), [c.diagnostics for c in compiled]
    assert compiled[0].card.abilities == compiled[1].card.abilities  # type: ignore[union-attr]


def test_a_spell_alone_still_leaves_abilities_out() -> None:
    """ "becomes the target of a spell" keeps watching spells only (not abilities)."""
    card = bilingual_card(
        "あなたがコントロールしているクリーチャーが呪文の対象になるたび、カードを１枚引く。",
        "Whenever a creature you control becomes the target of a spell, draw a card.",
        "クリーチャー — エルフ / Creature — Elf",
        "2/2",
    )
    assert card.abilities[0].trigger.abilities is False
